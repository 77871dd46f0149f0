"""Elfenland's end-of-game dialog: who won and why (the tie-break in words), the ranking, the
chart of towns collected per round, and the shared answers (new game, rematch, replay, close)."""

from PySide6.QtWidgets import QDialog

from ..end_dialog import chart_end_dialog, ranking_table
from ..seat_names import seat_names
from .texts import end_headline, end_summary


class EndOfGameDialog(QDialog):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        state, seats = controller.state, controller.seats
        rows = end_summary(state, seats)
        table = ranking_table(rows, state.num_players,
                              seat_names(seats, state.num_players))
        _no_cell_elided(table)
        from .towns_chart import TownsChart  # pyqtgraph: imported when the chart is shown

        chart = TownsChart()
        chart.set_stack(controller.stack, seats)
        chart_end_dialog(self, end_headline(state, seats), table, chart)


def _no_cell_elided(table):
    """As wide as the widest cell in every column (town names are long in the variant)."""
    fm = table.fontMetrics()
    texts = [table.item(r, c).text() for r in range(table.rowCount())
             for c in range(table.columnCount()) if table.item(r, c) is not None]
    texts += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())
              if table.horizontalHeaderItem(c) is not None]
    widest = max((fm.horizontalAdvance(text) for text in texts), default=0) + 16
    table.setMinimumWidth(table.verticalHeader().sizeHint().width() + widest * table.columnCount() + 4)
