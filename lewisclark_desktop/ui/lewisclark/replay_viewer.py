"""Replay viewer: step through a finished (or saved) game move by move.

The board, every expedition with its hand face up, the log and the race chart follow the
position shown; a timeline slider, the buttons ⏮ ◀ ▶ ⏭ and the keys Home / Left / Right / End
move through the game. The log can be exported as UTF-8 text ("k. Name: description" per move).

    ReplayViewer.open_dialog(parent)                  # File → Replay…: ask for a save, show it
    viewer = ReplayViewer(parent); viewer.load_stack(controller.stack, controller.seats); viewer.show()

States are whole engine states (nothing hidden: this is a replay, all hands are revealed).
"""

from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence, QPainter, QPixmap, QPolygonF
from PySide6.QtWidgets import (QAbstractItemView, QFileDialog, QHBoxLayout, QLabel, QListWidget,
                               QMainWindow, QMessageBox, QSlider, QSplitter, QToolButton,
                               QVBoxLayout, QWidget)

from ... import paths
from ...core import savefile
from ...core.commands import PRACTICE
from ...lewisclark import history
from ...lewisclark.game import RULES
from .board_scene import BoardScene, BoardView
from .expedition_view import ExpeditionScene, ExpeditionView
from .move_text import describe
from .race_chart import RaceChart, seat_pairs
from ..reasons import translate_save_error
from ..window_size import fit_to_screen

SAVE_FILTER = "Lewis & Clark (*.lcsave)"
TEXT_FILTER = "Text (*.txt)"


def nav_icon(kind: str, size: int = 48) -> QIcon:
    """⏮ ◀ ▶ ⏭ drawn by hand (the glyphs are missing from many fonts): kind is "first",
    "prev", "next" or "last"."""
    icon = QIcon()
    for mode, colour in ((QIcon.Normal, QColor("#2B2118")), (QIcon.Disabled, QColor("#A8A29A"))):
        pix = QPixmap(size, size)
        pix.fill(Qt.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.setBrush(colour)
        s = size
        if kind in ("first", "prev"):  # drawn as ▶ / ▶| and mirrored
            p.translate(s, 0)
            p.scale(-1, 1)
        tri = [QPointF(0.30 * s, 0.22 * s), QPointF(0.30 * s, 0.78 * s), QPointF(0.76 * s, 0.5 * s)]
        if kind in ("first", "last"):
            tri = [QPointF(pt.x() - 0.08 * s, pt.y()) for pt in tri]
            p.drawRect(QRectF(0.70 * s, 0.22 * s, 0.10 * s, 0.56 * s))
        p.drawPolygon(QPolygonF(tri))
        p.end()
        icon.addPixmap(pix, mode)
    return icon


class ReplayViewer(QMainWindow):
    indexChanged = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("replayViewer")
        self.setAttribute(Qt.WA_DeleteOnClose, parent is not None)
        self._states = []
        self._moves = []
        self._seats = []
        self._index = 0
        self._path = None
        self._syncing = False

        self.board_scene = BoardScene(self)
        self.board_view = BoardView(self.board_scene)
        self.board_view.setObjectName("replayBoard")
        self.board_view.setMinimumSize(480, 270)
        self.log_list = QListWidget()
        self.log_list.setObjectName("replayLog")
        self.log_list.setSelectionMode(QAbstractItemView.SingleSelection)
        self.log_list.setWordWrap(True)
        self.log_list.currentRowChanged.connect(self._row_chosen)
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

        # Timeline: ⏮ ◀ [slider] ▶ ⏭  position text
        self.first_action = self._action("⏮", QKeySequence(Qt.Key_Home), self.first)
        self.prev_action = self._action("◀", QKeySequence(Qt.Key_Left), self.previous)
        self.next_action = self._action("▶", QKeySequence(Qt.Key_Right), self.next)
        self.last_action = self._action("⏭", QKeySequence(Qt.Key_End), self.last)
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, 0)
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self._slider_moved)
        self.slider.sliderReleased.connect(lambda: self._states and self._update_chart())
        self.position_label = QLabel()
        self.position_label.setObjectName("replayPosition")
        self.position_label.setMinimumWidth(220)
        bar = QHBoxLayout()
        self.buttons = {}
        for key, action in (("first", self.first_action), ("prev", self.prev_action)):
            bar.addWidget(self._button(key, action))
        bar.addWidget(self.slider, 1)
        for key, action in (("next", self.next_action), ("last", self.last_action)):
            bar.addWidget(self._button(key, action))
        bar.addWidget(self.position_label)

        central = QWidget()
        v = QVBoxLayout(central)
        v.setContentsMargins(6, 6, 6, 6)
        v.addWidget(main, 1)
        v.addLayout(bar)
        self.setCentralWidget(central)

        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.Open)
        self.open_action.triggered.connect(self.open_file_dialog)
        self.export_action = QAction(self)
        self.export_action.setObjectName("exportLog")
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        self.export_action.triggered.connect(self.export_dialog)
        self.close_action = QAction(self)
        self.close_action.setShortcut(QKeySequence.Close)
        self.close_action.triggered.connect(self.close)
        self.file_menu = self.menuBar().addMenu("")
        self.file_menu.addAction(self.open_action)
        self.file_menu.addAction(self.export_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.go_menu = self.menuBar().addMenu("")
        for action in (self.first_action, self.prev_action, self.next_action, self.last_action):
            self.go_menu.addAction(action)
        self.export_button = QToolButton()
        self.export_button.setObjectName("exportLogButton")
        self.export_button.setDefaultAction(self.export_action)
        self.export_button.setToolButtonStyle(Qt.ToolButtonTextOnly)
        bar.addWidget(self.export_button)

        fit_to_screen(self, QSize(1400, 900))
        self.retranslate()
        self._update_enabled()

    def _action(self, glyph, key, slot):
        action = QAction(glyph, self)
        action.setShortcut(key)
        action.setShortcutContext(Qt.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _button(self, key, action):
        b = QToolButton()  # the glyph on the button, words in the Go menu
        b.setObjectName(f"replay_{key}")
        b.setIcon(nav_icon(key))
        b.setIconSize(QSize(22, 22))
        b.setAutoRaise(False)
        b.clicked.connect(action.trigger)
        action.enabledChanged.connect(b.setEnabled)
        action.setIcon(nav_icon(key))
        self.buttons[key] = b
        return b

    # -- loading --------------------------------------------------------------------------------
    @classmethod
    def open_dialog(cls, parent=None, directory=None):
        """Ask for a save file and show its replay; returns the viewer, or None (cancelled or
        refused: the reason was shown)."""
        viewer = cls(parent)
        if viewer.open_file_dialog(directory):
            viewer.show()
            return viewer
        viewer.deleteLater()
        return None

    def open_file_dialog(self, directory=None):
        start = str(directory or paths.saves_dir())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a saved game"), start,
                                              SAVE_FILTER)
        return bool(path) and self.load_file(path)

    def load_file(self, path) -> bool:
        """Load a save file (replayed through the rules). A bad file is refused with a message
        saying why; what was shown before stays."""
        try:
            if savefile.game_of(path) != RULES.name:  # another game: no replay for it yet
                QMessageBox.information(self, self.tr("Cannot replay this file"),
                                        self.tr("There is no replay for this game yet."))
                return False
            game, stack = savefile.load(path, RULES, PRACTICE)
        except savefile.SaveFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot replay this file"), translate_save_error(exc))
            return False
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot replay this file"), str(exc))
            return False
        self._path = Path(path)
        self.load_stack(stack, game.seats)
        return True

    def load_stack(self, stack, seats) -> None:
        """The game held by a core CommandStack (e.g. the one just finished)."""
        self.load_states([e.before for e in stack.done] + [stack.state],
                         [e.move for e in stack.done], seats)

    def load_states(self, states, moves, seats) -> None:
        """states: positions after 0..N moves; moves: the N moves; seats: (name, colour) pairs,
        Seat objects or save-file seat dicts. Shows the final position."""
        states = list(states)
        moves = list(moves)
        if not states or len(states) != len(moves) + 1:
            raise ValueError("need one state more than moves")
        self._states, self._moves = states, moves
        self._seats = seat_pairs(seats, len(states[0].players))
        self._build_expeditions()
        self._fill_log()
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(moves))
        self.slider.blockSignals(False)
        self._index = -1
        self._update_title()
        self.set_index(len(moves))

    # -- navigation -----------------------------------------------------------------------------
    def count(self) -> int:
        """N, the number of moves (positions are 0..N)."""
        return len(self._moves)

    def index(self) -> int:
        return self._index

    def state(self):
        """The position shown (None before anything was loaded)."""
        return self._states[self._index] if self._states else None

    def set_index(self, k: int) -> None:
        """Show the position after k moves (clamped to 0..N)."""
        if not self._states:
            return
        k = max(0, min(int(k), len(self._moves)))
        if k == self._index:
            return
        self._index = k
        state = self._states[k]
        self.board_scene.set_state(state)
        for seat, scene in enumerate(self.expedition_scenes):
            scene.set_player(state, seat, True)
        if not self.slider.isSliderDown():  # while dragging, the chart waits for the release
            self._update_chart()
        self._syncing = True
        try:
            self.slider.setValue(k)
            self.log_list.setCurrentRow(k)
            item = self.log_list.item(k)
            if item is not None:
                self.log_list.scrollToItem(item, QAbstractItemView.EnsureVisible)
        finally:
            self._syncing = False
        self._update_position()
        self._update_enabled()
        self.indexChanged.emit(k)

    def _update_chart(self):
        k = self._index
        players = len(self._states[0].players)
        self.race_chart.set_race(history.race(self._states[:k + 1], self._moves[:k]),
                                 self._seats, players, x_max=self._states[-1].turn / players)

    def first(self):
        self.set_index(0)

    def previous(self):
        self.set_index(self._index - 1)

    def next(self):
        self.set_index(self._index + 1)

    def last(self):
        self.set_index(len(self._moves))

    def _slider_moved(self, value):
        if not self._syncing:
            self.set_index(value)

    def _row_chosen(self, row):
        if not self._syncing and row >= 0:
            self.set_index(row)

    # -- log ------------------------------------------------------------------------------------
    def log_lines(self) -> list:
        """One line per move: "k. Name: description" (k = 1..N), in the current language."""
        lines = []
        for k, move in enumerate(self._moves, start=1):
            seat = self._states[k - 1].current
            name = self._seats[seat][0] if seat < len(self._seats) else "?"
            lines.append(self.tr("%1. %2: %3").replace("%1", str(k)).replace("%2", name)
                         .replace("%3", describe(move)))
        return lines

    def export_log(self, path) -> None:
        """Write the log as UTF-8 text, one line per move (OSError on failure)."""
        text = "\n".join(self.log_lines())
        Path(path).write_text(text + "\n" if text else "", encoding="utf-8")

    def export_dialog(self):
        if not self._states:
            return False
        base = self._path.with_suffix(".txt") if self._path else paths.saves_dir() / "replay-log.txt"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the log"), str(base),
                                              TEXT_FILTER)
        if not path:
            return False
        try:
            self.export_log(path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot export the log"), str(exc))
            return False
        return True

    def _fill_log(self):
        row = self.log_list.currentRow()
        self._syncing = True
        try:
            self.log_list.clear()
            self.log_list.addItem(self.tr("0. Start of the game"))
            self.log_list.addItems(self.log_lines())
            if self._states and row >= 0:
                self.log_list.setCurrentRow(min(row, self.log_list.count() - 1))
        finally:
            self._syncing = False

    # -- views ----------------------------------------------------------------------------------
    def _build_expeditions(self):
        n = len(self._states[0].players)
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

    def _update_position(self):
        if not self._states:
            self.position_label.setText(self.tr("No game loaded"))
            return
        state = self._states[self._index]
        players = len(state.players)
        text = self.tr("Move %1 of %2 · round %3").replace("%1", str(self._index)) \
            .replace("%2", str(len(self._moves))).replace("%3", str(state.turn // players + 1))
        if state.over:
            text += " · " + self.tr("game over")
        else:
            seat = state.current
            name = self._seats[seat][0] if seat < len(self._seats) else "?"
            text += " · " + self.tr("%1 to play").replace("%1", name)
        self.position_label.setText(text)

    def _update_enabled(self):
        loaded = bool(self._states)
        k, n = self._index, len(self._moves)
        self.first_action.setEnabled(loaded and k > 0)
        self.prev_action.setEnabled(loaded and k > 0)
        self.next_action.setEnabled(loaded and k < n)
        self.last_action.setEnabled(loaded and k < n)
        self.slider.setEnabled(loaded)
        self.export_action.setEnabled(loaded)

    def _update_title(self):
        if self._path is not None:
            self.setWindowTitle(self.tr("Replay: %1").replace("%1", self._path.name))
        else:
            self.setWindowTitle(self.tr("Replay"))

    # -- language -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.go_menu.setTitle(self.tr("&Go"))
        self.open_action.setText(self.tr("&Open a saved game…"))
        self.export_action.setText(self.tr("&Export log…"))
        self.export_action.setToolTip(self.tr("Save the log of the whole game as a text file"))
        self.close_action.setText(self.tr("&Close"))
        for key, action, text, tip in (
                ("first", self.first_action, self.tr("First position"), self.tr("First position (Home)")),
                ("prev", self.prev_action, self.tr("Previous move"), self.tr("Previous move (Left)")),
                ("next", self.next_action, self.tr("Next move"), self.tr("Next move (Right)")),
                ("last", self.last_action, self.tr("Last position"), self.tr("Last position (End)"))):
            action.setText(text)
            action.setToolTip(tip)
            self.buttons[key].setToolTip(tip)
        self.slider.setToolTip(self.tr("Drag to move through the game"))
        self._update_title()
        if self._states:
            self._fill_log()
            for seat, scene in enumerate(self.expedition_scenes):
                scene.set_player(self._states[self._index], seat, True)
        self._update_position()

    def changeEvent(self, event):
        if event.type() == QEvent.LanguageChange:
            self.retranslate()  # board, expeditions and the chart retranslate themselves
        super().changeEvent(event)


__all__ = ["ReplayViewer"]
