"""Elfenland's replay: the game's own table (the map with counters, obstacles, boots and the
town markers left, the face-up counters, the players) follows the position shown, beside the
move list; the road of the move just made is highlighted. The timeline, the log and loading are
the shared window's (ui/replay_viewer.py).

Hidden information: a finished game shows every hand and secret counter face up (nothing is
left to hide); the replay of an unfinished save shows only what everyone at the table saw.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter

from ..replay_viewer import ReplayWindow
from .table import Table


class ReplayViewer(ReplayWindow):
    game_id = "elfenland"

    def build_views(self):
        self.table = Table(self)
        self.table.setObjectName("replayTable")
        self.table.hand_box.hide()  # hands, when they may be shown, are in the players' rows
        self.scene = self.table.scene
        split = QSplitter(Qt.Horizontal)
        split.addWidget(self.table)
        split.addWidget(self.log_list)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([1060, 340])
        self.splitter = split
        return split

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
