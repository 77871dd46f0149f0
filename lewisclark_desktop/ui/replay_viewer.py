"""The replay window every game shares: a finished (or saved) game, move by move or turn by turn.

What it holds: loading a save file (replayed through the rules) or the record of the game just
played, a timeline (⏮ previous turn ◀ play ▶ next turn ⏭, a slider, keys), play / pause at a
chosen speed, the move list in words from the game's own log texts ("k. Name: text", exported as
UTF-8 text), and a window sized to fit the screen. Each game brings its views in a subclass
(ui/<game>/replay_viewer.py, registered as the game's `replay_path`):

    game_id                      the registry id of the game it replays
    build_views()                the window's content (place self.log_list in it somewhere,
                                 e.g. with beside_log(view))
    show_position(state, k)      draw the position after k moves
    describe(move, before)       the move in words (default: the game's log_text)
    round_of(state)              the round shown in the position line, or None
    settled()                    the slider was let go (views too slow to follow a drag)
    retranslate_views()          after a language change

`self.revealed` is True when the game is over: a finished game may show what was hidden during
play. Each game decides what (Elfenland and Tiwanaku show an unfinished game as everyone at the
table saw it; Lewis & Clark shows every hand either way).
"""

from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QIcon,
    QKeySequence,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QSlider,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .i18n import RetranslateOnLanguageChange
from .. import games, paths
from ..core import savefile
from ..core.commands import PRACTICE
from ..core.seats import Seat
from .seat_names import seat_pairs
from .plain_text import plain_label
from .reasons import translate_save_error
from .window_size import fit_to_screen

translate = QCoreApplication.translate
SAVE_FILTER = "Lewis & Clark Desktop (*.lcsave)"
TEXT_FILTER = "Text (*.txt)"
# (name, milliseconds a position stays while playing)
SPEEDS = (("slow", 1500), ("normal", 800), ("fast", 350), ("fastest", 120))
DEFAULT_SPEED = 1


def nav_icon(kind: str, size: int = 48) -> QIcon:
    """The timeline's glyphs, drawn by hand (⏮ ⏭ and friends are missing from many fonts):
    "first", "prev", "next", "last", "prev_turn", "next_turn", "play" or "pause"."""
    icon = QIcon()
    for mode, colour in ((QIcon.Normal, QColor("#2B2118")), (QIcon.Disabled, QColor("#A8A29A"))):
        pix = QPixmap(size, size)
        pix.fill(Qt.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.setBrush(colour)
        s = size
        if kind in ("first", "prev", "prev_turn"):  # drawn pointing right, then mirrored
            p.translate(s, 0)
            p.scale(-1, 1)
        tri = [QPointF(0.30 * s, 0.22 * s), QPointF(0.30 * s, 0.78 * s), QPointF(0.76 * s, 0.5 * s)]
        if kind in ("play", "pause"):  # in a ring, so that play is not taken for "next"
            p.setPen(QPen(colour, 0.07 * s))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(QRectF(0.06 * s, 0.06 * s, 0.88 * s, 0.88 * s))
            p.setPen(Qt.NoPen)
            p.setBrush(colour)
            if kind == "pause":
                p.drawRect(QRectF(0.34 * s, 0.30 * s, 0.11 * s, 0.40 * s))
                p.drawRect(QRectF(0.55 * s, 0.30 * s, 0.11 * s, 0.40 * s))
            else:
                p.drawPolygon(QPolygonF([QPointF(0.40 * s, 0.30 * s), QPointF(0.40 * s, 0.70 * s),
                                         QPointF(0.72 * s, 0.5 * s)]))
        elif kind in ("prev_turn", "next_turn"):  # two triangles
            for dx in (-0.16, 0.12):
                p.drawPolygon(QPolygonF([QPointF(pt.x() + dx * s, pt.y()) for pt in tri]))
        else:
            if kind in ("first", "last"):
                tri = [QPointF(pt.x() - 0.08 * s, pt.y()) for pt in tri]
                p.drawRect(QRectF(0.70 * s, 0.22 * s, 0.10 * s, 0.56 * s))
            p.drawPolygon(QPolygonF(tri))
        p.end()
        icon.addPixmap(pix, mode)
    return icon


def replay_viewer_for(path, parent=None):
    """A replay window of the game in save file `path`, loaded and shown; None when the file is
    refused (the reason was shown) or its game has no replay."""
    try:
        game = games.get(savefile.game_of(path))
    except (savefile.SaveFileError, games.UnknownGame) as exc:
        message = str(exc) if isinstance(exc, savefile.SaveFileError) else f"{path} is {exc}"
        QMessageBox.warning(parent, translate("ReplayViewer", "Cannot replay this file"),
                            translate_save_error(message))
        return None
    viewer_class = game.replay_viewer()
    if viewer_class is None:
        QMessageBox.information(parent, translate("ReplayViewer", "Cannot replay this file"),
                                translate("ReplayViewer", "There is no replay for this game yet."))
        return None
    viewer = viewer_class(parent)
    if not viewer.load_file(path):
        viewer.deleteLater()
        return None
    viewer.show()
    return viewer


class ReplayWindow(RetranslateOnLanguageChange, QMainWindow):
    indexChanged = Signal(int)
    game_id = ""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("replayViewer")
        self.setAttribute(Qt.WA_DeleteOnClose, parent is not None)
        self.game = games.get(self.game_id)
        self.rules = self.game.rules()
        self._states = []
        self._moves = []
        self._seats = []  # (name, colour) per seat
        self.seats = []  # the same as Seat objects, for the games' tables
        self._turn_starts = [0]
        self._index = 0
        self._path = None
        self._syncing = False
        self.revealed = False

        self.log_list = QListWidget()
        self.log_list.setObjectName("replayLog")
        self.log_list.setSelectionMode(QAbstractItemView.SingleSelection)
        self.log_list.setWordWrap(True)
        self.log_list.currentRowChanged.connect(self._row_chosen)

        self.first_action = self._action(QKeySequence(Qt.Key_Home), self.first)
        self.prev_turn_action = self._action(QKeySequence(Qt.Key_PageUp), self.previous_turn)
        self.prev_action = self._action(QKeySequence(Qt.Key_Left), self.previous)
        self.play_action = self._action(QKeySequence(Qt.Key_Space), self.toggle_play)
        self.next_action = self._action(QKeySequence(Qt.Key_Right), self.next)
        self.next_turn_action = self._action(QKeySequence(Qt.Key_PageDown), self.next_turn)
        self.last_action = self._action(QKeySequence(Qt.Key_End), self.last)
        self.play_timer = QTimer(self)
        self.play_timer.timeout.connect(self._tick)
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, 0)
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self._slider_moved)
        self.slider.sliderPressed.connect(self.pause)
        self.slider.sliderReleased.connect(lambda: self._states and self.settled())
        self.speed = QComboBox()
        self.speed.setObjectName("replaySpeed")
        for _, ms in SPEEDS:
            self.speed.addItem("", ms)
        self.speed.setCurrentIndex(DEFAULT_SPEED)
        self.speed.currentIndexChanged.connect(lambda _i: self.play_timer.setInterval(self.interval()))
        self.position_label = plain_label(QLabel())  # names the seat to move
        self.position_label.setObjectName("replayPosition")
        self.position_label.setMinimumWidth(220)
        bar = QHBoxLayout()
        self.buttons = {}
        for key, action in (("first", self.first_action), ("prev_turn", self.prev_turn_action),
                            ("prev", self.prev_action), ("play", self.play_action)):
            bar.addWidget(self._button(key, action))
        for key, action in (("next", self.next_action), ("next_turn", self.next_turn_action),
                            ("last", self.last_action)):
            bar.addWidget(self._button(key, action))
        bar.addWidget(self.slider, 1)
        bar.addWidget(self.speed)
        bar.addWidget(self.position_label)

        central = QWidget()
        v = QVBoxLayout(central)
        v.setContentsMargins(6, 6, 6, 6)
        v.addWidget(self.build_views(), 1)
        v.addLayout(bar)
        self.setCentralWidget(central)

        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.Open)
        self.open_action.triggered.connect(self.open_file_dialog)
        self.export_action = QAction(self)
        self.export_action.setObjectName("exportLog")
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        self.export_action.triggered.connect(self.export_dialog)
        self.review_action = QAction(self)
        self.review_action.setObjectName("reviewGame")
        self.review_action.triggered.connect(self.review_game)
        self._review_source = None  # opens the review of the game shown (set_review_source)
        self.close_action = QAction(self)
        self.close_action.setShortcut(QKeySequence.Close)
        self.close_action.triggered.connect(self.close)
        self.file_menu = self.menuBar().addMenu("")
        self.file_menu.addAction(self.open_action)
        self.file_menu.addAction(self.export_action)
        self.file_menu.addAction(self.review_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.go_menu = self.menuBar().addMenu("")
        for action in (self.first_action, self.prev_turn_action, self.prev_action, self.play_action,
                       self.next_action, self.next_turn_action, self.last_action):
            self.go_menu.addAction(action)
        self.export_button = QToolButton()
        self.export_button.setObjectName("exportLogButton")
        self.export_button.setDefaultAction(self.export_action)
        self.export_button.setToolButtonStyle(Qt.ToolButtonTextOnly)
        bar.addWidget(self.export_button)
        self.review_button = QToolButton()
        self.review_button.setObjectName("reviewGameButton")
        self.review_button.setDefaultAction(self.review_action)
        self.review_button.setToolButtonStyle(Qt.ToolButtonTextOnly)
        bar.addWidget(self.review_button)

        fit_to_screen(self, QSize(1400, 900))
        self.retranslate()
        self._update_enabled()

    def _action(self, key, slot):
        action = QAction(self)
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

    # -- what each game brings ------------------------------------------------------------------
    def build_views(self) -> QWidget:
        return self.log_list

    def beside_log(self, view) -> QSplitter:
        """`view` left of the move list, three parts to one: a game's build_views() result
        (kept as self.splitter)."""
        split = QSplitter(Qt.Horizontal)
        split.addWidget(view)
        split.addWidget(self.log_list)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([1060, 340])
        self.splitter = split
        return split

    def show_position(self, state, k) -> None:
        """Draw the position after k moves."""

    def describe(self, move, before) -> str:
        return self.game.ui("log_text")(move, before)

    def round_of(self, state):
        return None

    def settled(self) -> None:
        """The slider was let go."""

    def retranslate_views(self) -> None:
        """The language changed (the log and the timeline are done already)."""

    def players_in(self, state) -> int:
        players = state.players
        return players if isinstance(players, int) else len(players)

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
        """File → Open: this game's file is shown here; another game's opens in its own replay."""
        start = str(directory or paths.saves_dir())
        path, _ = QFileDialog.getOpenFileName(
            self, translate("ReplayViewer", "Replay a saved game"), start, SAVE_FILTER)
        if not path:
            return False
        try:
            game_id = savefile.game_of(path)
        except (savefile.SaveFileError, OSError):
            game_id = self.game_id  # load_file says what is wrong with it
        if game_id != self.game_id:
            return replay_viewer_for(path, self.parentWidget()) is not None
        return self.load_file(path)

    def load_file(self, path) -> bool:
        """Load a save file of this game (replayed through the rules). A bad file or another
        game's is refused with a message saying why; what was shown before stays."""
        title = translate("ReplayViewer", "Cannot replay this file")
        try:
            game_id = savefile.game_of(path)
            if game_id != self.game_id:
                other = games.get(game_id).display_name if game_id in games.ids() else game_id
                QMessageBox.information(self, title, translate(
                    "ReplayViewer",
                    "This file holds a game of %1. Open it with Game → Replay a saved game….")
                    .replace("%1", translate("Games", other)))
                return False
            _, saved, stack = games.load_save(path, PRACTICE)
        except savefile.SaveFileError as exc:
            QMessageBox.warning(self, title, translate_save_error(exc))
            return False
        except OSError as exc:
            QMessageBox.warning(self, title, str(exc))
            return False
        self._path = Path(path)
        self.load_stack(stack, saved.seats)
        self.set_review_source(lambda: self._review_file(path))
        return True

    # -- review ---------------------------------------------------------------------------------
    def set_review_source(self, opener) -> None:
        """`opener()` opens the review of the game shown (None: this replay offers none). Set
        by whoever loaded the game: a file reviews that file, the game just played the window's."""
        self._review_source = opener
        self._update_enabled()

    def review_game(self):
        """Review this game: only a finished game is reviewed."""
        if self._review_source is not None and self.revealed:
            return self._review_source()
        return None

    def _review_file(self, path):
        from .review_window import open_review_file

        return open_review_file(path, self.parentWidget() or self)

    def load_stack(self, stack, seats) -> None:
        """The game held by a core CommandStack (e.g. the one just finished)."""
        self.load_states([e.before for e in stack.done] + [self.rules.clone(stack.state)],
                         [e.move for e in stack.done], seats)

    def load_states(self, states, moves, seats) -> None:
        """states: positions after 0..N moves; moves: the N moves; seats: (name, colour) pairs,
        Seat objects or save-file seat dicts. Shows the final position."""
        states = list(states)
        moves = list(moves)
        if not states or len(states) != len(moves) + 1:
            raise ValueError("need one state more than moves")
        self.pause()
        self._review_source = None  # whoever loads a game says how to review it
        self._states, self._moves = states, moves
        self._seats = seat_pairs(seats, self.players_in(states[0]))
        self.seats = [Seat(name, colour) for name, colour in self._seats]
        self.revealed = self.rules.is_over(states[-1])
        keys = [self.rules.turn_key(s) for s in states]
        self._turn_starts = [0] + [k for k in range(1, len(states)) if keys[k] != keys[k - 1]]
        self.game_loaded()
        self._fill_log()
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(moves))
        self.slider.blockSignals(False)
        self._index = -1
        self._update_title()
        self.set_index(len(moves))

    def game_loaded(self) -> None:
        """A new game was loaded (states, seats and `revealed` are set): build per-game views."""

    # -- navigation -----------------------------------------------------------------------------
    def count(self) -> int:
        """N, the number of moves (positions are 0..N)."""
        return len(self._moves)

    def index(self) -> int:
        return self._index

    def state(self):
        """The position shown (None before anything was loaded)."""
        return self._states[self._index] if self._states else None

    def states(self):
        return self._states

    def set_index(self, k: int) -> None:
        """Show the position after k moves (clamped to 0..N)."""
        if not self._states:
            return
        k = max(0, min(int(k), len(self._moves)))
        if k == self._index:
            return
        self._index = k
        self.show_position(self._states[k], k)
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

    def turn_starts(self) -> list:
        """The positions where a turn begins (0 included)."""
        return list(self._turn_starts)

    def first(self):
        self.set_index(0)

    def previous(self):
        self.set_index(self._index - 1)

    def next(self):
        self.set_index(self._index + 1)

    def last(self):
        self.set_index(len(self._moves))

    def previous_turn(self):
        """Back to the start of this turn, or of the one before when already there."""
        self.set_index(max((k for k in self._turn_starts if k < self._index), default=0))

    def next_turn(self):
        self.set_index(min((k for k in self._turn_starts if k > self._index),
                           default=len(self._moves)))

    # -- playing --------------------------------------------------------------------------------
    def interval(self) -> int:
        return self.speed.currentData()

    def is_playing(self) -> bool:
        return self.play_timer.isActive()

    def play(self):
        if not self._states:
            return
        if self._index >= len(self._moves):  # from the end: play the game again
            self.set_index(0)
        self.play_timer.start(self.interval())
        self._update_play()

    def pause(self):
        self.play_timer.stop()
        self._update_play()

    def toggle_play(self):
        self.pause() if self.is_playing() else self.play()

    def _tick(self):
        self.next()
        if self._index >= len(self._moves):
            self.pause()

    def _update_play(self):
        playing = self.is_playing()
        self.buttons["play"].setIcon(nav_icon("pause" if playing else "play"))
        text = translate("ReplayViewer", "Pause") if playing else translate("ReplayViewer", "Play")
        self.play_action.setText(text)
        self.buttons["play"].setToolTip(text + " " + translate("ReplayViewer", "(Space)"))

    def _slider_moved(self, value):
        if not self._syncing:
            self.set_index(value)

    def _row_chosen(self, row):
        if not self._syncing and row >= 0:
            self.set_index(row)

    # -- log ------------------------------------------------------------------------------------
    def _name_of(self, state):
        seat = self.rules.current_player(state)
        return self._seats[seat][0] if seat is not None and seat < len(self._seats) else "?"

    def _move_line(self, k):
        return (translate("ReplayViewer", "%1. %2: %3").replace("%1", str(k))
                .replace("%2", self._name_of(self._states[k - 1]))
                .replace("%3", self.describe(self._moves[k - 1], self._states[k - 1])))

    def log_lines(self) -> list:
        """One line per move: "k. Name: description" (k = 1..N), in the current language; a
        description of several lines (what a move set off) is joined with "; "."""
        return [self._move_line(k).replace("\n", "; ") for k in range(1, len(self._moves) + 1)]

    def export_log(self, path) -> None:
        """Write the log as UTF-8 text, one line per move (OSError on failure)."""
        text = "\n".join(self.log_lines())
        Path(path).write_text(text + "\n" if text else "", encoding="utf-8")

    def export_dialog(self):
        if not self._states:
            return False
        base = self._path.with_suffix(".txt") if self._path else paths.saves_dir() / "replay-log.txt"
        path, _ = QFileDialog.getSaveFileName(
            self, translate("ReplayViewer", "Export the log"), str(base), TEXT_FILTER)
        if not path:
            return False
        try:
            self.export_log(path)
        except OSError as exc:
            QMessageBox.warning(self, translate("ReplayViewer", "Cannot export the log"), str(exc))
            return False
        return True

    def _fill_log(self):
        row = self.log_list.currentRow()
        self._syncing = True
        try:
            self.log_list.clear()
            self.log_list.addItem(translate("ReplayViewer", "0. Start of the game"))
            self.log_list.addItems([self._move_line(k) for k in range(1, len(self._moves) + 1)])
            if self._states and row >= 0:
                self.log_list.setCurrentRow(min(row, self.log_list.count() - 1))
        finally:
            self._syncing = False

    # -- the timeline's words -------------------------------------------------------------------
    def _update_position(self):
        if not self._states:
            self.position_label.setText(translate("ReplayViewer", "No game loaded"))
            return
        state = self._states[self._index]
        moves = len(self._moves)
        round_ = self.round_of(state)
        if round_ is None:
            text = translate("ReplayViewer", "Move %1 of %2").replace("%1", str(self._index)) \
                .replace("%2", str(moves))
        else:
            text = translate("ReplayViewer", "Move %1 of %2 · round %3").replace("%1", str(self._index)) \
                .replace("%2", str(moves)).replace("%3", str(round_))
        if self.rules.is_over(state):
            text += " · " + translate("ReplayViewer", "game over")
        else:
            text += " · " + translate("ReplayViewer", "%1 to play").replace("%1", self._name_of(state))
        self.position_label.setText(text)

    def _update_enabled(self):
        loaded = bool(self._states)
        k, n = self._index, len(self._moves)
        for action in (self.first_action, self.prev_action, self.prev_turn_action):
            action.setEnabled(loaded and k > 0)
        for action in (self.next_action, self.last_action, self.next_turn_action):
            action.setEnabled(loaded and k < n)
        self.play_action.setEnabled(loaded and n > 0)
        self.slider.setEnabled(loaded)
        self.export_action.setEnabled(loaded)
        self.review_action.setEnabled(loaded and self.revealed and self._review_source is not None)
        self.review_button.setVisible(self._review_source is not None)

    def _update_title(self):
        game = translate("Games", self.game.display_name)
        if self._path is not None:
            self.setWindowTitle(translate("ReplayViewer", "Replay: %1").replace("%1", self._path.name)
                                + " — " + game)
        else:
            self.setWindowTitle(translate("ReplayViewer", "Replay") + " — " + game)

    # -- language -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.file_menu.setTitle(translate("ReplayViewer", "&File"))
        self.go_menu.setTitle(translate("ReplayViewer", "&Go"))
        self.open_action.setText(translate("ReplayViewer", "&Open a saved game…"))
        self.export_action.setText(translate("ReplayViewer", "&Export log…"))
        self.export_action.setToolTip(
            translate("ReplayViewer", "Save the log of the whole game as a text file"))
        self.close_action.setText(translate("ReplayViewer", "&Close"))
        self.review_action.setText(translate("ReplayViewer", "&Review this game…"))
        self.review_action.setToolTip(translate(
            "ReplayViewer", "Where this game was won and lost: each decision against what Hard "
                            "would have played"))
        for key, action, text, tip in (
                ("first", self.first_action, translate("ReplayViewer", "First position"),
                 translate("ReplayViewer", "First position (Home)")),
                ("prev_turn", self.prev_turn_action, translate("ReplayViewer", "Previous turn"),
                 translate("ReplayViewer", "Start of this turn, or of the one before (Page Up)")),
                ("prev", self.prev_action, translate("ReplayViewer", "Previous move"),
                 translate("ReplayViewer", "Previous move (Left)")),
                ("next", self.next_action, translate("ReplayViewer", "Next move"),
                 translate("ReplayViewer", "Next move (Right)")),
                ("next_turn", self.next_turn_action, translate("ReplayViewer", "Next turn"),
                 translate("ReplayViewer", "Start of the next turn (Page Down)")),
                ("last", self.last_action, translate("ReplayViewer", "Last position"),
                 translate("ReplayViewer", "Last position (End)"))):
            action.setText(text)
            action.setToolTip(tip)
            self.buttons[key].setToolTip(tip)
        self._update_play()
        names = {"slow": translate("ReplayViewer", "Slow"),
                 "normal": translate("ReplayViewer", "Normal speed"),
                 "fast": translate("ReplayViewer", "Fast"),
                 "fastest": translate("ReplayViewer", "Fastest")}
        for i, (name, _) in enumerate(SPEEDS):
            self.speed.setItemText(i, names[name])
        self.speed.setToolTip(translate("ReplayViewer", "How fast Play goes through the moves"))
        self.slider.setToolTip(translate("ReplayViewer", "Drag to move through the game"))
        self._update_title()
        if self._states:
            self._fill_log()
            self.retranslate_views()
        self._update_position()

    def closeEvent(self, event):
        self.pause()
        super().closeEvent(event)


__all__ = ["ReplayWindow", "nav_icon", "replay_viewer_for"]
