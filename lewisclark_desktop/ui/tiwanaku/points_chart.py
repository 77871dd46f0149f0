"""Tiwanaku's chart (pyqtgraph): points after every turn, one line per player in its pawn colour
(competitive), or the team's and the automa's (co-operative and solo).

Scores are public, so the chart shows the same to everyone. The numbers come from the states
the game went through (a CommandStack's `done` entries and its current state); the last point
of a finished game includes the offerings and the end scoring.

    chart = PointsChart()
    chart.set_stack(stack, seats)   # or set_states(states, seats)
    chart.follow(controller)        # live: redrawn on every move, undo and redo
"""

from types import SimpleNamespace

from ..charts import FollowingChart, axis_label
from ..seat_names import seat_names, seat_pairs
from ..palette import INK
from . import art

SYMBOLS = ("o", "s", "t", "d")  # one per line: lines differ by more than colour
AUTOMA = "automa"  # the key of the automa's line in series()
TEAM = "team"


def points_per_turn(states):
    """(turns, {holder: points}): points[holder][i] = the score after turn turns[i] (the last
    state of each turn counts, so the final point includes the end scoring). Holders are seats
    (competitive) or TEAM and AUTOMA."""
    states = list(states)
    if not states:
        return [], {}
    per_turn = {}
    for s in states:
        per_turn[s.turn] = list(s.score)  # the last state of a turn wins
    turns = sorted(per_turn)
    coop = states[0].coop
    holders = (TEAM, AUTOMA) if coop else tuple(range(states[0].players))
    return turns, {h: [per_turn[t][i] for t in turns] for i, h in enumerate(holders)}


class PointsChart(FollowingChart):
    game_id = "tiwanaku"

    def __init__(self, parent=None):
        super().__init__("pointsChart", parent)
        self._source = None  # (states, seats) the data came from
        self.retranslate()

    def chart_data(self, states, seats):
        """(turns, points per holder, [(holder, name, QColor)])."""
        self._source = (states, seats)
        turns, points = points_per_turn(states)
        first = states[0]
        pairs = seat_pairs(seats)
        pawn_names = art.pawn_colour_names([SimpleNamespace(name=n, colour=c) for n, c in pairs],
                                           first.colour_of)
        if first.coop:
            lines = [(TEAM, self.tr("Team"), art.pawn_colour(pawn_names[first.colour_of[0]])),
                     (AUTOMA, self.tr("Automa"), art.AUTOMA_COLOUR)]
        else:
            names = seat_names(seats, first.players, None)
            lines = [(seat, names[seat], art.pawn_colour(pawn_names[first.colour_of[seat]]))
                     for seat in range(first.players)]
        return turns, points, lines

    def clear(self) -> None:
        self._source = None
        super().clear()

    def retranslate(self) -> None:
        self.plot.getPlotItem().setTitle(self.tr("Points after each turn"), color=INK.name(),
                                         size="11pt")
        axis_label(self.plot, "bottom", self.tr("Turn"))
        axis_label(self.plot, "left", self.tr("Points"))
        if self._source is not None:  # the team's and the automa's names are ours to translate
            self._data = None
            self.set_states(*self._source)
        else:
            self._redraw()

    # -- drawing --------------------------------------------------------------------------------
    def _draw(self, item, data) -> None:
        turns, points, lines = data
        top = 0
        for k, (holder, name, colour) in enumerate(lines):
            self._add_line(item, holder, turns, points[holder], name, colour,
                           SYMBOLS[k % len(SYMBOLS)], 7)
            top = max(top, max(points[holder]))
        item.setXRange(min(turns) - 0.5, max(max(turns), 1) + 0.5, padding=0)
        item.setYRange(0, max(top + 2, 10), padding=0)
