"""Elfenland's end-of-game dialog: who won and why (the tie-break in words), the ranking, the
chart of towns collected per round, and the shared answers (new game, rematch, replay, close)."""

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from ..end_dialog import add_choices, ranking_table
from .texts import end_headline, end_summary
from .towns_chart import TownsChart


class EndOfGameDialog(QDialog):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setObjectName("endOfGameDialog")
        self.choice = None
        state, seats = controller.state, controller.seats
        self.setWindowTitle(self.tr("End of the game"))
        v = QVBoxLayout(self)
        title = QLabel(end_headline(state, seats))
        title.setObjectName("winnerText")
        title.setStyleSheet("font-size: 14pt; font-weight: bold")
        title.setWordWrap(True)
        v.addWidget(title)
        rows = end_summary(state, seats)
        table = ranking_table(rows, state.num_players,
                              [seats[i].name if i < len(seats) else "?" for i in range(state.num_players)])
        v.addWidget(table)
        self.chart = TownsChart()
        self.chart.setMinimumSize(520, 300)
        self.chart.set_stack(controller.stack, seats)
        v.addWidget(self.chart, 1)
        add_choices(self, v)
