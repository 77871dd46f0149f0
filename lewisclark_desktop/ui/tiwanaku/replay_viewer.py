"""Tiwanaku's replay: the game's own table (the board with terrain tiles, crops and pawns, the
scores, the diversity board, the crop tokens, the co-op tiles) follows the position shown,
beside the move list. A step forward turns over the tiles that move discovered and draws the
automa's moves as numbered arrows, as in play (the move list words its reaction). The timeline, the log and loading are the shared window's
(ui/replay_viewer.py).

Hidden information: the board shows the map as it was discovered move by move, never the hidden
table ahead of its discovery (that is the game). In a finished co-op game the top arrows of
every seat's tiles are shown, as with open screens; an unfinished save shows only what everyone
at the table saw.
"""

from ..replay_viewer import ReplayWindow
from .table import Table


class ReplayViewer(ReplayWindow):
    game_id = "tiwanaku"

    def build_views(self):
        self.table = Table(self)
        self.table.setObjectName("replayTable")
        self.table.deduce.hide()  # a practice aid for play, not for watching
        self.scene = self.table.scene
        return self.beside_log(self.table)

    def round_of(self, state):
        return None  # Tiwanaku counts no rounds

    def _shown(self, state):
        if self.revealed and state.coop and not state.open_screens:
            state = state.clone()
            state.open_screens = True
        return state

    def show_position(self, state, k):
        # The position before, then this one: the table turns over what move k discovered
        # and words the automa's arrows for its reaction (both follow from the two positions).
        before = self.states()[k - 1] if k > 0 else state
        self.table.set_game(self._shown(before), self.seats)
        if k > 0:
            self.table.set_state(self._shown(state), None, False)
        self.table.reaction.hide()  # the move list beside says it (room for the scores)


__all__ = ["ReplayViewer"]
