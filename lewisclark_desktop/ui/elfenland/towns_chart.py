"""Elfenland's chart (pyqtgraph): the towns each player has collected at the end of every round
(and in the round being played), one line per player in its colour with its own marker.

Towns collected are public, so the chart shows the same to everyone. The numbers come from the
states the game went through (a CommandStack's `done` entries and its current state).

    chart = TownsChart()
    chart.set_stack(stack, seats)   # or set_states(states, seats)
    chart.follow(controller)        # live: redrawn on every move, undo and redo
"""

from ...elfenland.components import MARKERS_PER_PLAYER, ROUNDS
from ..charts import FollowingChart, axis_label
from ..seat_names import seat_names
from ..palette import INK
from . import art

SPREAD = 0.05  # rounds between neighbouring seats' points
SYMBOLS = ("o", "s", "t", "d", "star", "h")  # one per seat (up to 6): lines differ by more than colour


def towns_per_round(states):
    """(towns per seat, rounds): towns[seat][i] = towns collected at the end of rounds[i], or so
    far in the round being played."""
    states = list(states)
    if not states:
        return [], []
    per_round = {}
    for s in states:
        per_round[s.round] = [p.markers for p in s.players]  # the last state of a round wins
    rounds = sorted(per_round)
    return [[per_round[r][seat] for r in rounds] for seat in range(states[0].num_players)], rounds


class TownsChart(FollowingChart):
    game_id = "elfenland"

    def __init__(self, parent=None):
        super().__init__("townsChart", parent)
        self.retranslate()

    def chart_data(self, states, seats):
        """(towns per seat, rounds, seats as (name, colour))."""
        towns, rounds = towns_per_round(states)
        colours = [p.colour for p in states[0].players]
        names = seat_names(seats, len(colours), None)
        return towns, rounds, list(zip(names, colours))

    def retranslate(self) -> None:
        self.plot.getPlotItem().setTitle(self.tr("Towns collected per round"), color=INK.name(),
                                         size="11pt")
        axis_label(self.plot, "bottom", self.tr("Round"))
        axis_label(self.plot, "left", self.tr("Towns collected"))
        self._redraw()

    # -- drawing --------------------------------------------------------------------------------
    def _draw(self, item, data) -> None:
        towns, rounds, seats = data
        top = 0
        for seat, (name, colour_name) in enumerate(seats):
            # Equal counts would hide each other's markers: each seat sits a little aside.
            shift = (seat - (len(seats) - 1) / 2) * SPREAD
            self._add_line(item, seat, rounds, towns[seat], name, art.player_colour(colour_name),
                           SYMBOLS[seat % len(SYMBOLS)], 10, [r + shift for r in rounds])
            top = max(top, max(towns[seat]))
        item.getAxis("bottom").setTicks([[(r, str(r)) for r in range(1, ROUNDS + 1)]])
        item.setXRange(0.7, ROUNDS + 0.3, padding=0)
        item.setYRange(0, min(MARKERS_PER_PLAYER, max(top + 2, 6)), padding=0)

