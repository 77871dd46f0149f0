"""Elfenland's end-of-game dialog: who won and why (the tie-break in words), the ranking, the
chart of towns collected per round, and the shared answers (new game, rematch, replay, close)."""

from PySide6.QtWidgets import QDialog

from ..end_dialog import chart_end_dialog, ranking_table
from ..seat_names import seat_names
from .texts import end_headline, end_summary
from .towns_chart import TownsChart


class EndOfGameDialog(QDialog):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        state, seats = controller.state, controller.seats
        rows = end_summary(state, seats)
        table = ranking_table(rows, state.num_players,
                              seat_names(seats, state.num_players))
        chart = TownsChart()
        chart.set_stack(controller.stack, seats)
        chart_end_dialog(self, end_headline(state, seats), table, chart)
