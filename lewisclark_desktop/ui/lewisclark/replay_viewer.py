"""Lewis & Clark's replay: the board, every expedition with its hand face up and the race chart
follow the position shown (the timeline, the log and loading are the shared window's, see
ui/replay_viewer.py).

    viewer = ReplayViewer(parent); viewer.load_stack(controller.stack, controller.seats); viewer.show()

Hidden information: a finished game shows every hand and face-down support card (nothing is left
to hide); the replay of an unfinished save (perhaps the autosave of a hot-seat game still being
played) shows only what everyone at the table saw: hands face down, supports by their strength.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QSplitter, QWidget

from ...lewisclark import history
from ..replay_viewer import ReplayWindow
from .board_scene import BoardScene, BoardView
from .expedition_view import ExpeditionScene, ExpeditionView
from .move_text import describe, log_text
from .race_chart import RaceChart


class ReplayViewer(ReplayWindow):
    game_id = "lewisclark"

    def build_views(self):
        self.board_scene = BoardScene(self)
        self.board_view = BoardView(self.board_scene)
        self.board_view.setObjectName("replayBoard")
        self.board_view.setMinimumSize(480, 270)
        self.race_chart = RaceChart()
        self.expeditions = QWidget()
        self.expeditions.setObjectName("replayExpeditions")
        self._exp_layout = QHBoxLayout(self.expeditions)
        self._exp_layout.setContentsMargins(0, 0, 0, 0)
        self._exp_layout.setSpacing(4)
        self.expedition_scenes = []
        self.expedition_views = []

        right = QSplitter(Qt.Vertical)
        right.addWidget(self.log_list)
        right.addWidget(self.race_chart)
        right.setStretchFactor(0, 1)
        right.setStretchFactor(1, 1)
        top = QSplitter(Qt.Horizontal)
        top.addWidget(self.board_view)
        top.addWidget(right)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 2)
        top.setSizes([900, 560])
        main = QSplitter(Qt.Vertical)
        main.addWidget(top)
        main.addWidget(self.expeditions)
        main.setStretchFactor(0, 3)
        main.setStretchFactor(1, 2)
        self.splitter = main
        return main

    def describe(self, move, before):
        return describe(move) if self.revealed else log_text(move, before)

    def round_of(self, state):
        return state.turn // len(state.players) + 1

    def game_loaded(self):
        n = len(self.states()[0].players)
        if len(self.expedition_scenes) != n:
            for view in self.expedition_views:
                self._exp_layout.removeWidget(view)
                view.deleteLater()
            self.expedition_scenes, self.expedition_views = [], []
            for seat in range(n):
                scene = ExpeditionScene(self)
                view = ExpeditionView(scene)
                view.setObjectName(f"replayExpedition{seat}")
                view.setMinimumSize(160, 120)
                self._exp_layout.addWidget(view, 1)
                self.expedition_scenes.append(scene)
                self.expedition_views.append(view)
        for seat, scene in enumerate(self.expedition_scenes):
            scene.set_name(self._seats[seat][0])

    def show_position(self, state, k):
        self.board_scene.set_state(state)
        for seat, scene in enumerate(self.expedition_scenes):
            scene.set_player(state, seat, self.revealed)
        if not self.slider.isSliderDown():  # while dragging, the chart waits for the release
            self._update_chart()

    def settled(self):
        self._update_chart()

    def _update_chart(self):
        k = self.index()
        states = self.states()
        players = len(states[0].players)
        self.race_chart.set_race(history.race(states[:k + 1], self._moves[:k]),
                                 self._seats, players, x_max=states[-1].turn / players)

    def retranslate_views(self):  # board, expeditions and the chart retranslate themselves
        for seat, scene in enumerate(self.expedition_scenes):
            scene.set_player(self.state(), seat, self.revealed)


__all__ = ["ReplayViewer"]
