"""Lewis & Clark's end-of-game ranking and its statistics row (see games.py)."""

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def result_row(state, seats):
    """What the statistics keep of a finished game; a seat's score is its Camp's space."""
    return {"winner": state.winner, "turns": state.turn + 1,
            "scores": [p.camp for p in state.players],
            "solo_level": state.solo_level if state.solo else None}


def solo_texts():
    """The statistics window's section of solo games (see games.py)."""
    return (translate("StatsWindow", "Solo games against Mackenzie"),
            translate("StatsWindow", "Mackenzie level"), str, lambda level: level)


def end_summary(state, seats):
    """[(headline, [cell per seat])], expeditions by their Camp, furthest first."""
    order = sorted(range(len(state.players)), key=lambda i: -state.players[i].camp)
    return [(seats[i].name,
             [translate("EndSummary", "Camp: space %1").replace("%1", str(state.players[i].camp)),
              translate("EndSummary", "Scout: space %1").replace("%1", str(state.players[i].scout))])
            for i in order]
