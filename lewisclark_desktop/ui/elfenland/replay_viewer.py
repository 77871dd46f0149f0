"""Elfenland's replay: the game's own table (the map with counters, obstacles, boots and the
town markers left, the face-up counters, the players) follows the position shown, beside the
move list; the road of the move just made is highlighted. The timeline, the log and loading are
the shared window's (ui/replay_viewer.py).

Hidden information: a finished game shows every hand and secret counter face up (nothing is
left to hide); the replay of an unfinished save shows only what everyone at the table saw.
"""

from ..replay_viewer import ReplayWindow
from .table import Table


class ReplayViewer(ReplayWindow):
    game_id = "elfenland"

    def build_views(self):
        self.table = Table(self)
        self.table.setObjectName("replayTable")
        self.table.hand_box.hide()  # hands, when they may be shown, are in the players' rows
        self.scene = self.table.scene
        return self.beside_log(self.table)

    def round_of(self, state):
        return state.round

    def game_loaded(self):
        self.table.open_hands = self.revealed
        self.table.set_game(self.states()[0], self.seats)

    def show_position(self, state, k):
        self.table.set_state(state, None, False)
        move = self._moves[k - 1] if k > 0 else None
        edge = getattr(move, "edge", None)
        self.scene.highlight_edges({edge} if edge is not None and edge >= 0 else set())

    def retranslate_views(self):  # the table retranslates itself; the highlight stays
        self.show_position(self.state(), self.index())


__all__ = ["ReplayViewer"]
