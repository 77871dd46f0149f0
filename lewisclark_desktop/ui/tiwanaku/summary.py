"""Tiwanaku's end-of-game dialog: who won and by how much, the scores and terrain markers, the
chart of points after each turn, and the shared answers (new game, rematch, replay, close)."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from ..end_dialog import chart_end_dialog, ranking_table
from ..seat_names import seat_names
from .texts import end_summary

translate = QCoreApplication.translate


def end_headline(state, seats):
    """The result in one sentence: the winner(s) and the points (D17: a tie is a shared win;
    co-op and solo: the team wins only with more points than the automa)."""
    names = seat_names(seats, state.players)
    if state.coop:
        team, automa = state.score
        if state.players == 1:
            text = (translate("TiwanakuEnd", "%1 beats the automa, %2 points to %3.") if state.winners
                    else translate("TiwanakuEnd", "The automa wins, %3 points to %2."))
            return text.replace("%1", names[0]).replace("%2", str(team)).replace("%3", str(automa))
        if state.winners:
            text = translate("TiwanakuEnd", "The team wins, %1 points to the automa's %2.")
        elif team == automa:
            text = translate("TiwanakuEnd", "The automa wins: the team tied at %1 points and needed more.")
        else:
            text = translate("TiwanakuEnd", "The automa wins, %2 points to the team's %1.")
        return text.replace("%1", str(team)).replace("%2", str(automa))
    best = max(state.score)
    if len(state.winners) > 1:
        return (translate("TiwanakuEnd", "Shared win: %1, with %2 points each.")
                .replace("%1", ", ".join(names[i] for i in state.winners)).replace("%2", str(best)))
    return (translate("TiwanakuEnd", "%1 wins with %2 points.")
            .replace("%1", names[state.winners[0]]).replace("%2", str(best)))


class EndOfGameDialog(QDialog):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        state, seats = controller.state, controller.seats
        rows = end_summary(state, seats)
        headers = None if state.coop else seat_names(seats, state.players)
        table = ranking_table(rows, 1 if state.coop else state.players, headers)
        from .points_chart import PointsChart  # pyqtgraph: imported when the chart is shown

        chart = PointsChart()
        chart.set_stack(controller.stack, seats)
        chart_end_dialog(self, end_headline(state, seats), table, chart)
