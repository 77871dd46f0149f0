"""End of the game: the winner, how the race went, and "new game" / "rematch"."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QLabel, QTableWidget, QTableWidgetItem

from ...lewisclark import engine
from ...lewisclark.cards import IS_ENCOUNTERED
from ...lewisclark.route import FORT_CLATSOP
from ..end_dialog import add_choices, end_dialog_layout, headline_label

translate = QCoreApplication.translate


def round_of(state) -> int:
    """The round the game is in, counted as the players do: round 1 is everyone's first turn."""
    return state.turn // state.num_players + 1


class EndOfGameDialog(QDialog):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        state = controller.state
        seats = controller.seats
        v = end_dialog_layout(self)
        if engine.ended_stalled(state) and state.winner is not None:
            text = self.tr("Nobody could act for a whole round: %1, whose Camp is the most "
                           "advanced, wins after %n turn(s).", None,
                           state.turn + 1).replace("%1", seats[state.winner].name)
        elif engine.ended_stalled(state):
            text = self.tr("You could not act any more: Mackenzie wins after %n turn(s).", None,
                           state.turn + 1)
        elif engine.ended_quiet(state):
            text = self.tr("No Camp advanced for %1 rounds: %2, whose Camp is the most "
                           "advanced, wins after %n turn(s).", None, state.turn + 1).replace(
                "%1", str(engine.QUIET_ROUNDS_END_GAME)).replace("%2", seats[state.winner].name)
        elif state.winner is not None and state.num_players > 1:
            text = self.tr("%1 set up camp at Fort Clatsop and wins!").replace(
                "%1", seats[state.winner].name)
        elif state.winner is not None:  # solo: a round is one turn
            text = self.tr("%1 set up camp at Fort Clatsop and wins after %n turn(s)!", None,
                           state.turn + 1).replace("%1", seats[state.winner].name)
        elif state.solo:
            text = self.tr("Mackenzie reached the Pacific first, after %n turn(s).", None, state.turn + 1)
        else:
            text = self.tr("The game is over.")
        v.addWidget(headline_label(text))
        if state.num_players > 1:
            length = QLabel(self.tr("The game ended in round %1, after %n turn(s) in all.", None,
                                    state.turn + 1).replace("%1", str(round_of(state))))
            length.setObjectName("gameLength")
            v.addWidget(length)
        rows = sorted(range(len(state.players)), key=lambda i: -state.players[i].camp)
        table = QTableWidget(len(rows) + (1 if state.solo else 0), 4)
        table.setObjectName("raceTable")
        table.setHorizontalHeaderLabels([self.tr("Expedition"), self.tr("Camp"),
                                         self.tr("Scout"), self.tr("Recruited")])
        for r, seat in enumerate(rows):
            p = state.players[seat]
            recruited = sum(1 for c in p.hand + [c for c, _, _ in p.area] if IS_ENCOUNTERED[c])
            for col, value in enumerate((seats[seat].name, self._space(p.camp),
                                         self._space(p.scout), str(recruited))):
                table.setItem(r, col, QTableWidgetItem(value))
        if state.solo:
            r = len(rows)
            table.setItem(r, 0, QTableWidgetItem(self.tr("Mackenzie")))
            table.setItem(r, 2, QTableWidgetItem(self._space(state.mackenzie)))
        table.resizeColumnsToContents()
        # Long (Japanese, pseudo-translated) headers: make room instead of scrolling.
        table.setMinimumWidth(min(1000, table.horizontalHeader().length()
                                  + table.verticalHeader().sizeHint().width() + 2 * table.frameWidth() + 4))
        # As tall as its rows: every expedition in view, and the charts get the rest.
        table.resizeRowsToContents()
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + 2
                             + sum(table.rowHeight(r) for r in range(table.rowCount())))
        v.addWidget(table)
        # How the race went: the race, resources, time lost, recruits. (pyqtgraph is imported
        # only here, not at start-up: it costs a quarter of a second.)
        from .summary_charts import SummaryCharts

        self.charts = SummaryCharts()
        self.charts.setObjectName("summaryCharts")
        self.charts.set_stack(controller.stack, seats)
        self.charts.setMinimumSize(720, 320)
        v.addWidget(self.charts, 1)
        add_choices(self, v)

    def _space(self, index):
        left = FORT_CLATSOP - index
        if left <= 0:
            return self.tr("space %1 (Fort Clatsop reached)").replace("%1", str(index))
        return self.tr("space %1 (%n to go)", None, left).replace("%1", str(index))

