"""The main window, the shell every game shares: menus, the decision bar over the game's table,
the hot-seat cover, the log, History and chart docks, saves, hints and the end dialog. What the
game is comes only from the games registry (games.py) and its Table (see the table surface)."""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow

from .. import __version__, paths
from . import i18n
from .window_size import restore_geometry
from .plain_text import button_text, plain_label

# The window's parts are imported by import_parts(): at once for a normal MainWindow, or just
# after the window is first shown when it is built `deferred` (start-up time: the window
# appears in about the time of a bare QMainWindow, and fills in a moment later).
_PARTS_LOADED = False


def import_parts():
    global _PARTS_LOADED, SaveFileError, GameController, GameSetup, Seat, end_dialog
    global NewGameDialog, reason_text, translate_save_error, games
    global QAction, QActionGroup, QColor, QKeySequence, QApplication, QDockWidget, QFileDialog
    global QListWidget, QMenu, QMessageBox, QProgressBar, QPushButton, QSizePolicy, QSplitter
    global QVBoxLayout, QWidget, HistoryView, LIVE, log_lines, line_text, seats_text, WordsMemo
    global touches_to_mark, entry_touches, Replay
    if _PARTS_LOADED:
        return
    # Even Qt's own classes: touching one builds its enums, which adds up at start-up.
    from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence
    from PySide6.QtWidgets import (QApplication, QDockWidget, QFileDialog, QListWidget, QMenu,
                                   QMessageBox, QProgressBar, QPushButton, QSizePolicy, QSplitter,
                                   QVBoxLayout, QWidget)

    from .. import games
    from ..core.savefile import SaveFileError
    from .controller import GameController, GameSetup, Seat
    from .end_dialog import end_dialog
    from .game_log import WordsMemo, line_text, log_lines, seats_text
    from .history_view import LIVE, HistoryView
    from .move_marks import Replay, entry_touches, touches_to_mark
    from .new_game_dialog import NewGameDialog
    from .reasons import reason_text, translate_save_error
    _PARTS_LOADED = True

translate = QCoreApplication.translate
SAVE_FILTER = "Lewis & Clark Desktop (*.lcsave)"


PACE_KEY = "bots/pace_ms"
PACES_MS = (0, 150, 400, 1000)  # Instant, Fast, Normal, Slow: the least time a bot move stays
DEFAULT_PACE_MS = 400
EXPEDITIONS_SHARE, EXPEDITIONS_MIN_WIDTH = 0.34, 380  # the dock's width on a first start
LOG_SHARE = 0.24  # the log's width beside a table that brings no docks of its own
SPLITTER_KEY = "window/splitter/"  # + the splitter's objectName
FIRST_SIZE = QSize(1400, 900)  # on a first start, as far as the screen has room


def _is_autosave(path):
    from pathlib import Path

    try:
        return Path(path).resolve() == paths.autosave_file().resolve()
    except OSError:
        return False
EXPEDITIONS_HEIGHT_SHARE = 0.72  # of the right-hand column, on a first start


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None, autosave=True, deferred=False,
                 write_behind=False, opens=None):
        """`write_behind`: the autosave after a move is written on a thread of its own
        (GameController.write_behind), as the application does. `opens`: the save file the
        window is about to open, whose game's table it builds first (start-up time)."""
        super().__init__()
        self._opens = opens
        self._refresh_held = False
        self.setObjectName("mainWindow")
        self.settings = settings or QSettings(str(paths.settings_file()), QSettings.IniFormat)
        self._autosave = autosave
        self._write_behind = write_behind
        self._built = False
        self._when_built = []
        if deferred:
            self.setWindowTitle(translate("Games", "Lewis & Clark"))
            loading = QLabel(self.tr("Loading…"))
            loading.setAlignment(Qt.AlignCenter)
            self.setCentralWidget(loading)
            self._restore_geometry()
            self._build_after_first_paint = True
        else:
            self._build()

    def _first_game(self):
        """The game whose table is built first: that of the file about to be opened (another
        game's table built first, then this one, doubled the start-up), else the default."""
        if self._opens is not None:
            from ..core.savefile import game_of

            try:
                self.controller._use_game(games.get(game_of(self._opens)))  # noqa: SLF001
            except (SaveFileError, games.UnknownGame, OSError):
                pass  # opening it says why
        return self.controller.game

    def paintEvent(self, event):
        super().paintEvent(event)
        if getattr(self, "_build_after_first_paint", False):
            self._build_after_first_paint = False
            QTimer.singleShot(0, self._build)

    def when_built(self, callback):
        """Run `callback` once the whole window exists (at once if it does)."""
        if self._built:
            callback()
        else:
            self._when_built.append(callback)

    def _build(self):
        import_parts()
        autosave = self._autosave
        self.controller = GameController(paths.autosave_file() if autosave else None, self,
                                         stats_path=paths.stats_file())
        self.controller.write_behind = self._write_behind
        self.current_path = None
        self.revealed_seat = None  # the human whose hand is uncovered (hot-seat privacy)
        self.replay = Replay()  # the others' moves, played when the hot-seat cover lifts
        self._end_shown = False
        self.tutorial = None  # the guided game running (ui/tutorial.py), if any

        # Below the decision bar: the game's table, or the hot-seat cover that hides it until
        # the next player clicks. The bar sits outside any splitter: it never scrolls.
        self.table = None
        self._table_shows = None  # the command stack the table was set up for
        self.game_docks = {}  # objectName -> the dock of a widget the table brought
        self.cover = QPushButton()
        self.cover.setObjectName("hotseatCover")
        self.cover.setStyleSheet("font-size: 16pt; padding: 20px")
        self.cover.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)  # the table's room
        self.cover.clicked.connect(self._uncover)
        self.cover.setVisible(False)
        central = QWidget()
        central.setObjectName("centralArea")
        self.central_layout = QVBoxLayout(central)
        self.central_layout.setContentsMargins(0, 0, 0, 0)
        self.central_layout.setSpacing(0)
        self.central_layout.addWidget(self.cover, 1)
        self.setCentralWidget(central)
        self._race_chart = None
        self._use_table(self._first_game())  # its docks first: they take the column's top
        self.log_list = QListWidget()
        self.log_list.setObjectName("gameLog")
        self.log_list.setWordWrap(True)  # long lines wrap; never a sideways scroll bar
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.log_list.setResizeMode(QListWidget.Adjust)
        # Hovering a line marks on the board what its move did (see _hover_log).
        self.log_list.setMouseTracking(True)
        self.log_list.itemEntered.connect(self._hover_log)
        self.log_list.viewport().installEventFilter(self)
        self._log_rows = []  # the LogLine of each row of the log list
        self.log_seats = plain_label(QLabel())  # the seats' names
        self.log_seats.setObjectName("logSeats")
        self.log_seats.setWordWrap(True)
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(2, 2, 2, 2)
        log_layout.addWidget(self.log_seats)
        log_layout.addWidget(self.log_list, 1)
        self.log_dock = self._dock("logDock", log_box, Qt.RightDockWidgetArea)
        # History: selecting a moment shows it read-only (browse); the game is not changed.
        self.history = HistoryView()
        self.history.momentChosen.connect(self.show_moment)
        self.history_dock = self._dock("historyDock", self.history, Qt.RightDockWidgetArea)
        self.browse_at = LIVE  # moves done at the moment shown, or LIVE
        self._browsed_stack = None
        self._log_key = None
        self._log_words = WordsMemo()  # each move's words, kept between refreshes of the log
        self._log_texts = []  # the log list's lines
        self._log_seats = None  # the seats they name (another list: every line worded again)
        # The race chart (pyqtgraph) is built when its dock is first shown: importing pyqtgraph
        # would double the start-up time.
        self._race_chart = None
        self.race_dock = self._dock("raceDock", QWidget(), Qt.RightDockWidgetArea)
        self.race_dock.visibilityChanged.connect(lambda visible: visible and self.race_chart)
        self.tabifyDockWidget(self.log_dock, self.history_dock)
        self.tabifyDockWidget(self.log_dock, self.race_dock)
        self.log_dock.raise_()

        self.status = plain_label(QLabel())  # names the seat to move
        self.status.setObjectName("turnStatus")
        self.thinking_label = QLabel()
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setMaximumWidth(120)
        self.thinking_bar.setVisible(False)
        self.statusBar().addWidget(self.status, 1)
        self.back_button = QPushButton()
        self.back_button.setObjectName("backToGame")
        self.back_button.clicked.connect(lambda: self.show_moment(LIVE))
        self.back_button.setVisible(False)
        self.statusBar().addPermanentWidget(self.back_button)
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.thinking_bar)

        self._build_actions()
        self._connect()
        self._saved_moves = None  # (path, moves) as last written to or read from a file
        self.controller.changed.connect(self.update_title)
        self._built = True
        self.retranslate()
        self._restore_geometry()
        if self.settings.value("window/state") is None:
            # First start: the dock was laid out empty, too narrow for the expedition boards.
            QTimer.singleShot(0, self._default_dock_width)
        for callback in self._when_built:
            callback()
        self._when_built.clear()

    # ------------------------------------------------------------------ building
    def _dock(self, name, widget, area):
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _use_table(self, game):
        """Show `game`'s table (built anew when the game changes), its bar and its docks."""
        if self.table is not None and getattr(self, "_table_game", None) is game:
            return
        if self.table is not None:
            # Hidden at once: until the deferred delete runs (outside an event loop, never),
            # the old table would paint over the new one's prompt.
            old_bar = self.table.decision_bar()
            self.central_layout.removeWidget(old_bar)
            old_bar.hide()
            old_bar.setParent(None)
            old_bar.deleteLater()
            self.central_layout.removeWidget(self.table)
            self.table.hide()
            for dock in self.game_docks.values():
                self.removeDockWidget(dock)
                dock.deleteLater()
            if self.game_docks:  # the column was as wide as those boards: the log alone is not
                QTimer.singleShot(0, self._narrow_log)
            self.game_docks = {}
            self._stop_animations()
            self.table.deleteLater()
        self._table_game = game
        self.table = game.ui("Table")(self)
        self.table.move_chosen.connect(self.try_move)
        self._pace_table()
        self.table.notice.connect(lambda text: self.statusBar().showMessage(text, 8000))
        if hasattr(self.table, "extra_changed"):  # e.g. a pencil mark: autosaved, no move made
            self.table.extra_changed.connect(self.controller.autosave)
        self.central_layout.insertWidget(0, self.table.decision_bar())
        self.central_layout.insertWidget(1, self.table, 1)
        for name, title, widget in self.table.side_docks():
            dock = self._dock(name, widget, Qt.RightDockWidgetArea)
            dock.setWindowTitle(title)
            self.game_docks[name] = dock
            if hasattr(self, "log_dock"):  # another game's table: its docks above the log
                self.splitDockWidget(self.log_dock, dock, Qt.Vertical)
        if not hasattr(self, "race_dock"):
            return  # the first table, built before the shell's own docks
        if hasattr(self, "view_menu"):
            self._fill_view_menu()
        # Whether the table has a chart (ui/table_chart.py): its module, hence pyqtgraph, is
        # imported when the chart is first shown.
        has_chart = getattr(self.table, "chart", None) is not None
        self.race_dock.toggleViewAction().setEnabled(has_chart)
        self.race_dock.setVisible(has_chart)  # no empty chart tab for a game without one
        self.race_dock.setWindowTitle(self._chart_title())
        if self._race_chart is not None:
            self._race_chart.deleteLater()
            self._race_chart = None
            self.race_dock.setWidget(QWidget())

    def _action(self, name, shortcut, slot):
        action = QAction(self)
        action.setObjectName(name)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self):
        self.new_action = self._action("newAction", QKeySequence.New, self.new_game_dialog)
        self.open_action = self._action("openAction", QKeySequence.Open, self.open_dialog)
        self.save_action = self._action("saveAction", QKeySequence.Save, self.save)
        self.save_as_action = self._action("saveAsAction", QKeySequence.SaveAs, self.save_as)
        self.quit_action = self._action("quitAction", QKeySequence.Quit, self.quit_game)
        self.undo_action = self._action("undoAction", "Ctrl+Z", self.undo)
        self.redo_action = self._action("redoAction", "Ctrl+Shift+Z", self.redo)
        self.about_action = self._action("aboutAction", None, self.about)
        self.replay_action = self._action("replayAction", None, self.open_replay)
        self.review_action = self._action("reviewAction", None, self.open_review)
        self.stats_action = self._action("statsAction", None, self.show_statistics)
        self.hint_action = self._action("hintAction", "Ctrl+H", self.ask_hint)
        self.rules_action = self._action("rulesAction", QKeySequence.HelpContents,
                                         lambda: self.show_rules(self.rules_topic_under_mouse()))
        self.back_action = self._action("backToGameAction", "Esc", lambda: self.show_moment(LIVE))
        self.back_action.setEnabled(False)  # only while the History shows an earlier moment
        # Bot speed: how long each bot move stays on screen before the next one.
        self.pace_group = QActionGroup(self)
        self.pace_group.setExclusive(True)
        self.pace_actions = {}
        pace = self.settings.value(PACE_KEY, DEFAULT_PACE_MS, type=int)
        pace = pace if pace in PACES_MS else DEFAULT_PACE_MS
        for ms in PACES_MS:
            action = QAction(self)
            action.setObjectName(f"pace_{ms}")
            action.setCheckable(True)
            action.setChecked(ms == pace)
            action.triggered.connect(lambda _=False, ms=ms: self.set_bot_pace(ms))
            self.pace_group.addAction(action)
            self.pace_actions[ms] = action
        self.controller.set_bot_pace(pace)
        self._pace_table()
        # Language: each name in its own language, so anyone can find theirs.
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions = {}
        for lang, label in (("en", "English"), ("ja", "日本語")):
            action = QAction(label, self)
            action.setObjectName("language_" + lang)
            action.setCheckable(True)
            action.setChecked(lang == i18n.current_language())
            action.triggered.connect(lambda _=False, lang=lang: self.set_language(lang))
            self.language_group.addAction(action)
            self.language_actions[lang] = action
        mb = self.menuBar()
        self.game_menu = mb.addMenu("")
        for a in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.replay_action)
        self.game_menu.addAction(self.review_action)
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = mb.addMenu("")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.hint_action)
        self.view_menu = mb.addMenu("")
        self.pace_menu = QMenu(self)
        self.pace_menu.setObjectName("paceMenu")
        for action in self.pace_actions.values():
            self.pace_menu.addAction(action)
        self._fill_view_menu()
        self.language_menu = mb.addMenu("")
        self.language_menu.setObjectName("languageMenu")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.help_menu = mb.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.learn_menu = QMenu(self)
        self.learn_menu.setObjectName("learnMenu")
        self._learn_actions = None  # filled when first needed (see learn_actions)
        self.help_menu.aboutToShow.connect(self._fill_learn_menu)
        self.help_menu.addMenu(self.learn_menu)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    @property
    def learn_actions(self):
        """game id -> the Learn to play menu's action. Which games can be taught is known only
        by importing every game's table (games.playable), which the window's start need not
        wait for: the menu is filled when the Help menu first opens, or when this is read."""
        self._fill_learn_menu()
        return self._learn_actions

    def _fill_learn_menu(self):
        if self._learn_actions is not None:
            return
        from .tutorial import tutorial_games

        self._learn_actions = {}
        for game in tutorial_games():
            action = QAction(self)
            action.setObjectName("learn_" + game.id)
            action.setText(translate("Games", game.display_name))
            action.triggered.connect(lambda _=False, g=game.id: self.learn_to_play(g))
            self.learn_menu.addAction(action)
            self._learn_actions[game.id] = action
        self.learn_menu.menuAction().setEnabled(bool(self._learn_actions))

    def _fill_view_menu(self):
        self.view_menu.clear()
        for dock in (*self.game_docks.values(), self.log_dock, self.history_dock, self.race_dock):
            self.view_menu.addAction(dock.toggleViewAction())
        self.view_menu.addSeparator()
        self.view_menu.addMenu(self.pace_menu)

    def _connect(self):
        c = self.controller
        c.changed.connect(self.refresh)
        c.moveMade.connect(self._log_move)
        c.thinking.connect(self._thinking)
        c.gameOver.connect(self._game_over)
        c.error.connect(lambda text: self.table.show_refusal(text))
        c.hintReady.connect(self._show_hint)
        c.statsNotice.connect(lambda text: QMessageBox.warning(self, self.tr("Statistics"), text))
    def retranslate(self):
        self.update_title()
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.pace_menu.setTitle(self.tr("&Bot speed"))
        pace_names = (self.tr("Instant"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow"))
        for ms, name in zip(PACES_MS, pace_names):
            self.pace_actions[ms].setText(name)
        self.rules_action.setText(self.tr("&Rules reference"))
        self.learn_menu.setTitle(self.tr("&Learn to play"))
        for game_id, action in (self._learn_actions or {}).items():
            action.setText(translate("Games", games.get(game_id).display_name))
        for lang, action in self.language_actions.items():
            action.setChecked(lang == i18n.current_language())
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.about_action.setText(self.tr("&About Lewis && Clark Desktop"))
        self.replay_action.setText(self.tr("&Replay a saved game…"))
        self.review_action.setText(self.tr("Re&view a saved game…"))
        self.review_action.setToolTip(self.tr("Where a finished game was won and lost: each "
                                              "decision against what Hard would have played"))
        self.stats_action.setText(self.tr("S&tatistics…"))
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setToolTip(self.tr("Ask the Normal bot what it would do (nothing is played)."))
        self.race_dock.setWindowTitle(self._chart_title())
        for name, title, _ in self.table.side_docks():
            if name in self.game_docks:
                self.game_docks[name].setWindowTitle(title)
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.history_dock.setWindowTitle(self.tr("History"))
        self.back_button.setText(self.tr("Back to the game"))
        self.back_button.setToolTip(self.tr("Leave the History and show the game as it is now (Esc)."))
        self.thinking_label.setText(self.tr("A bot is thinking…"))
        self.thinking_label.setVisible(self.controller.bot_thinking)
        self.table.retranslate()
        self.log_list.clear()  # the log is rebuilt in the new language
        self._retranslate_history()
        self.refresh()

    # ------------------------------------------------------------------ showing the state
    def hand_owner(self):
        """Whose private information the table may show: the human to move, or the only human
        while bots move; never a bot's."""
        c = self.controller
        if c.state is None:
            return None
        seat = c.current_seat()
        if seat is not None and not c.seats[seat].is_bot:
            return seat
        humans = c.humans()
        return humans[0] if len(humans) == 1 else None

    @property
    def covered(self):
        return not self.cover.isHidden()

    def refresh(self):
        if self._refresh_held:  # a game being installed: _game_installed shows it once
            return
        c = self.controller
        state = c.state
        if state is None:
            self.status.setText(self.tr("No game. Choose Game → New game."))
            if self._table_shows is not None or self._opens is None:
                self.table.set_state(None, None, False)  # (the file's table waits for its game)
            return
        if self.browse_at != LIVE and (self._browsed_stack is not c.stack or self.browse_at >= len(c.stack)):
            self.browse_at = LIVE
        self.back_button.setVisible(self.browse_at != LIVE)
        self.back_action.setEnabled(self.browse_at != LIVE)  # Esc is free for others when live
        if self._table_shows is not c.stack:  # a new or opened game (maybe another game)
            self._use_table(c.game)
            self.table.set_game(state, c.seats, show=False)  # shown below, to its viewer
            self._table_shows = c.stack
            if hasattr(self.table, "extra_state"):  # e.g. pencil marks, kept in the save file
                self.table.set_extra_state(c.extra.get("table"))
                c.extra_provider = self.table.extra_state
        if self.browse_at != LIVE:
            return self._refresh_browsing()
        seat = c.current_seat()
        human_to_move = seat is not None and not c.seats[seat].is_bot
        if len(c.humans()) >= 2 and human_to_move and self.revealed_seat != seat:
            self.cover.setText(self.tr("%1, it is your turn.\nClick here to show your hand.")
                               .replace("%1", button_text(c.seats[seat].name)))
            self._show_cover(True)
            self._stop_animations()  # nothing walks on the hidden table: it plays when lifted
            self.statusBar().clearMessage()  # a hint or refusal of the last player's: theirs
            self.table.set_state(state, None, False)
            self._show_marks(covered=True)
        else:
            self._show_cover(False)
            self.table.set_state(state, self.hand_owner(), human_to_move)
            self._show_marks()
        self.status.setText(self._status_text(state))
        self.undo_action.setEnabled(c.can_undo())
        self.undo_action.setToolTip(reason_text(c.undo_reason()))
        self.redo_action.setEnabled(c.undo_stack.canRedo() and self.tutorial is None)
        self.update_guided_actions()
        self._refresh_log()

    def _show_cover(self, cover):
        """The hot-seat cover in the table's place (the table shows no hand meanwhile)."""
        self.table.setVisible(not cover)
        self.cover.setVisible(cover)

    def _game_part(self, name):
        """An optional part of the game's UI (None if the game has none)."""
        try:
            return self.controller.game.ui(name)
        except LookupError:
            return None

    def _status_text(self, state):
        c = self.controller
        if hasattr(self.table, "status_text"):
            return self.table.status_text(state, c.seats)
        seat = c.current_seat()
        if seat is None:
            return self.tr("The game is over.")
        return self.tr("%1 to play").replace("%1", c.seats[seat].name)

    def _refresh_log(self):
        """The log, its seats header and the History, rebuilt when the moves or the moment shown
        change (they tell no secrets: see game_log)."""
        c = self.controller
        stack = c.stack
        done = stack.done if stack is not None else []
        key = (stack, len(done), id(done[-1]) if done else None, self.browse_at)
        if key == self._log_key:
            return
        self._log_key = key
        lines = (log_lines(stack, c.log_text, self._game_part("log_extra"), memo=self._log_words)
                 if stack is not None else [])
        old, old_rows = self._log_texts, self._log_rows
        if (c.seats is self._log_seats and len(old) == len(old_rows) <= len(lines)
                and lines[:len(old_rows)] == old_rows):  # a move more: word only the new lines
            shown = old + [line_text(line, c.seats) for line in lines[len(old_rows):]]
        else:
            shown = [line_text(line, c.seats) for line in lines]
        first = len(old)
        if not (self.log_list.count() == len(old) <= len(shown) and shown[:len(old)] == old):
            self.log_list.clear()
            first = 0
        # Only the new lines are added (rebuilding would grow with the game); every other turn
        # is tinted so that a turn's lines read as one block.
        palette = self.log_list.palette()
        base, accent = palette.base().color(), palette.highlight().color()
        tint = QColor.fromRgbF(*(0.88 * b + 0.12 * a for b, a in zip(base.getRgbF()[:3], accent.getRgbF()[:3])))
        for line, text in zip(lines[first:], shown[first:]):
            self.log_list.addItem(text)
            if line.turn % 2:  # alternate turns tinted
                self.log_list.item(self.log_list.count() - 1).setBackground(tint)
        self._log_texts, self._log_rows, self._log_seats = shown, lines, c.seats
        self.log_list.scrollToBottom()
        note = self._game_part("seats_note")
        self.log_seats.setText(seats_text(c.seats, note(c.state) if note else ())
                               if stack is not None else "")
        self.history.set_game(lines, c.seats, len(done), self.browse_at)

    # ------------------------------------------------------------------ History: browsing
    def show_moment(self, moves_done):
        """Show the game as it was after `moves_done` moves, read-only; LIVE (or the latest
        moment) goes back to the game."""
        stack = self.controller.stack
        if stack is None or moves_done == LIVE or moves_done >= len(stack):
            self.browse_at = LIVE
        else:
            self.browse_at = moves_done
            self._browsed_stack = stack
        self.refresh()

    def _refresh_browsing(self):
        c = self.controller
        shown = c.stack.done[self.browse_at].before
        self._show_cover(False)
        self._stop_animations()
        self.table.set_state(shown, None, False)
        self._show_marks(covered=True)  # the marks are about the game as it is now
        self.status.setText(self.tr("History: the table after %n move(s) (read-only). Back to the "
                                    "game: Esc", None, self.browse_at))
        reason = self.tr("Go back to the game first (Esc).")
        self.undo_action.setEnabled(False)
        self.undo_action.setToolTip(reason)
        self.redo_action.setEnabled(False)
        self._refresh_log()

    # ------------------------------------------------------------------ input
    def try_move(self, move):
        """A move the table composed: applied now, or refused with the reason on the table
        (in a tutorial, its guide answers first)."""
        if self.tutorial is not None and self.tutorial.intercept(move):
            return
        reason = self.controller.apply(move)
        if reason:
            self.table.show_refusal(reason_text(reason))

    def _uncover(self):
        seat = self.controller.current_seat()
        if seat is not None:
            self.revealed_seat = seat
        self.refresh()
        if seat is not None:
            self._replay_others(seat)

    def _log_move(self, seat, text):
        self.replay.stop()  # a new move: what came before it is history
        self._animate_move(seat)
        self._refresh_log()

    # ------------------------------------------------------------------ others' moves on the board
    def _show_marks(self, covered=False):
        """Mark on the board what the other seats did since the viewing human's last move (the
        human to move, or the only human; with several humans and a bot to move, since any
        human's). Nothing under the hot-seat cover or in the History."""
        mark = getattr(self.table, "mark_moves", None)
        c = self.controller
        if mark is None:
            return
        if covered or c.stack is None or self.browse_at != LIVE:
            mark([])
            return
        viewer = self.hand_owner()
        viewers = {viewer} if viewer is not None else set(c.humans())
        mark(touches_to_mark(c.stack.done, c.state, self.table.move_touches, viewers,
                             len(c.seats)))

    def _animate_move(self, seat):
        """The move just made, played on the board at the Bot speed (Instant: not at all):
        a bot's whole move, and what followed a human's move by itself (the automa)."""
        c = self.controller
        ms = c.bot_pace_ms
        animate = getattr(self.table, "animate", None)
        if animate is None or ms <= 0 or self.covered or not self.isVisible() or not c.stack.done:
            return
        entry = c.stack.done[-1]
        bot = c.seats[seat].is_bot
        for touch in self.table.move_touches(entry.before, c.state, entry.player):
            if touch.seat is None or bot:
                animate(touch, ms)

    def _replay_others(self, seat):
        """The cover lifted for `seat`: what the others did since its last decision, played on
        the board one move after another at the Bot speed (Instant: not at all)."""
        c = self.controller
        animate = getattr(self.table, "animate", None)
        if animate is None or self.covered or not self.isVisible() or c.stack is None:
            return
        touches = touches_to_mark(c.stack.done, c.state, self.table.move_touches, {seat})
        self.replay.start(animate, touches, c.bot_pace_ms)

    def _pace_table(self):
        """The table's own animations (a tile turning over) follow the Bot speed too."""
        set_pace = getattr(self.table, "set_pace", None)
        if set_pace is not None and hasattr(self, "controller"):
            set_pace(self.controller.bot_pace_ms)

    def _stop_animations(self):
        self.replay.stop()
        stop = getattr(self.table, "stop_animations", None)
        if stop is not None:
            stop()

    def _hover_log(self, item):
        """A log line under the mouse: its move's items marked on the board (until it leaves)."""
        c = self.controller
        row = self.log_list.row(item)
        mark = getattr(self.table, "mark_moves", None)
        if (mark is None or c.stack is None or self.covered or self.browse_at != LIVE
                or not 0 <= row < len(self._log_rows) or self._log_rows[row].heading):
            return
        index = self._log_rows[row].moment - 1
        if 0 <= index < len(c.stack.done):
            mark(entry_touches(c.stack.done, c.state, index, self.table.move_touches))

    def eventFilter(self, watched, event):
        from PySide6.QtCore import QEvent

        if (event.type() == QEvent.Leave and getattr(self, "log_list", None) is not None
                and watched is self.log_list.viewport()):
            self._show_marks(covered=self.covered)  # the hovered line's marks go
        return super().eventFilter(watched, event)

    def _thinking(self, busy):
        self.thinking_bar.setVisible(busy)
        self.thinking_label.setVisible(busy)

    def _game_over(self):
        if self._end_shown or not self.isVisible() or self.tutorial is not None:
            return
        self._end_shown = True
        QTimer.singleShot(0, self._show_end_dialog)

    def _show_end_dialog(self):
        if not self.controller.is_over():  # undone, or another game started, before it showed
            self._end_shown = False
            return None
        dialog = end_dialog(self.controller, self)
        result = dialog.exec()
        if dialog.choice == "new":
            self.new_game_dialog()
        elif dialog.choice == "rematch":
            self.rematch()
        elif dialog.choice == "replay":
            self.replay_current()
        elif dialog.choice == "review":
            self.review_current()
        return result

    def _chart_title(self):
        """The chart dock's title: the game's own word for its chart ("Race", "Towns"...)."""
        chart = getattr(self.table, "chart", None)
        return chart.title if chart is not None else self.tr("Chart")

    @property
    def race_chart(self):
        chart = getattr(self.table, "chart", None)
        if self._race_chart is None and chart is not None:
            self._race_chart = chart.widget_class()
            self._race_chart.setObjectName("raceChart")
            self._race_chart.follow(self.controller)
            self.race_dock.setWidget(self._race_chart)
        return self._race_chart

    # ------------------------------------------------------------------ replay, statistics, hints
    def open_replay(self):
        """Game → Replay a saved game…: the file's own game shows it, if it has a replay."""
        from .replay_viewer import replay_viewer_for

        path, _ = QFileDialog.getOpenFileName(self, translate("ReplayViewer", "Replay a saved game"),
                                              str(paths.saves_dir()), SAVE_FILTER)
        return replay_viewer_for(path, self) if path else None

    def replay_current(self):
        """The end dialog's Replay: the game just played, in its game's replay."""
        c = self.controller
        viewer_class = c.game.replay_viewer()
        if viewer_class is None:
            QMessageBox.information(self, self.tr("Replay"),
                                    self.tr("There is no replay for this game yet."))
            return None
        viewer = viewer_class(self)
        viewer.load_stack(c.stack, c.seats)
        if c.is_over():
            viewer.set_review_source(self.review_current)
        viewer.show()
        return viewer

    def open_review(self):
        """Game → Review a saved game…: a finished game of any of the games."""
        from .review_window import open_review_file

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Review a saved game"),
                                              str(paths.saves_dir()), SAVE_FILTER)
        return open_review_file(path, self) if path else None

    def review_current(self):
        """Review this game (the end dialog, the replay of the game just played)."""
        from .review_window import ReviewWindow, review_controller_game

        c = self.controller
        if c.stack is None or not c.is_over():
            return None
        for window in self.findChildren(ReviewWindow):  # asked again: the one already open
            if window.isVisible() and window.saved.moves == c.stack.move_texts:
                window.raise_()
                window.activateWindow()
                return window
        return review_controller_game(self)

    def show_statistics(self):
        from ..stats import StatsDB
        from .stats_window import StatsWindow

        db = StatsDB(paths.stats_file())
        db.game = self.controller.game.id  # the window opens on the game being played
        window = StatsWindow(db, self)
        try:
            window.exec()
        finally:
            # gone with its database: a closed window left as the main window's child would
            # still be told of a language change, and redraw its charts from a closed database
            window.setParent(None)
            window.deleteLater()
            db.close()

    def ask_hint(self):
        if not self.controller.request_hint(self.controller.game.hint_level):
            self.statusBar().showMessage(self.tr("A hint is available when it is your turn."), 4000)
        else:
            self.statusBar().showMessage(self.tr("Looking for a good move…"))

    def _show_hint(self, move, plan=None):
        if plan is None:
            self.table.show_hint(move)
        else:  # the game's bots told the plan behind the move: its table words it
            self.table.show_hint(move, plan)
        text = self.controller.preview_text(move)  # what the seat sees: no discovery, no answer
        self.statusBar().showMessage(self.tr("Hint: %1").replace("%1", text), 10000)

    # ------------------------------------------------------------------ commands
    def start_game(self, setup: GameSetup):
        if self.tutorial is not None:
            self.tutorial.leave(restore=False)
        self._end_shown = False
        self.revealed_seat = None
        self.current_path = None
        with self._holding_refresh():
            self.controller.new_game(setup)
        self._game_installed()

    @contextmanager
    def _holding_refresh(self):
        """The controller installs a game: its `changed` does not refresh the window, which
        _game_installed then refreshes once (the table and the log were built twice)."""
        self._refresh_held = True
        try:
            yield
        finally:
            self._refresh_held = False

    def _game_installed(self):
        """A new or opened game: everything shown anew (the table follows in refresh)."""
        self._stop_animations()
        self.log_list.clear()
        self._log_key = None  # the log was filled while the game was installed: fill it again
        self.update_title()
        self.refresh()

    def new_game_dialog(self):
        dialog = NewGameDialog(self, self.controller.setup)
        result = dialog.exec()
        if result == NewGameDialog.LEARN:
            self.learn_to_play(dialog.chosen_game().id)
        elif result and self.confirm_leave("new"):
            self.start_game(dialog.setup())

    # ------------------------------------------------------------------ learn to play
    def learn_to_play(self, game_id):
        """Help → Learn to play: the game's guided first game in this window (the game shown
        now stays in the autosave and comes back when the tutorial ends)."""
        from ..tutorial import TutorialError
        from .tutorial import TutorialGuide

        if self.tutorial is not None:
            self.tutorial.leave(restore=False)
        # nothing to confirm: the game shown now is not replaced (it waits in the autosave)
        self.controller.flush_autosave()
        try:
            guide = TutorialGuide(self, game_id)
        except TutorialError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the tutorial"), str(exc))
            return None
        self.tutorial = guide
        self._end_shown = False
        guide.start()
        self.update_guided_actions()
        return guide

    def update_guided_actions(self):
        """A tutorial's game starts from a prepared position that no save file can hold: Save
        and Save as wait until it ends (Open, New game and Learn to play leave it first)."""
        free = self.tutorial is None
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(free)

    def install_guided(self, setup, stack):
        """The tutorial's game at a step (a prepared state): shown as a new game."""
        self.revealed_seat = None
        self.current_path = None
        self.browse_at = LIVE
        self.controller.install_prepared(setup, stack)
        self._game_installed()

    def tutorial_ended(self, guide):
        """After a tutorial: the game the window showed before (kept in the autosave), else a
        first game of the taught game against the easiest real bots."""
        if self.tutorial is guide:
            self.tutorial = None
        path = paths.autosave_file()
        if self.controller.autosave_path and path.exists() and self._resumable(path):
            self.open_path(path)
            self.current_path = None
            self.update_title()
            return
        from .tutorial import first_game_setup

        # The learner against one bot, in the tutorial's colour and name.
        self.start_game(first_game_setup(self.controller.game, guide.learner_colour))

    @staticmethod
    def _resumable(path):
        try:
            game, _, stack = games.load_save(path)
        except SaveFileError:
            return False
        return not game.rules().is_over(stack.state)

    def rematch(self):
        old = self.controller.setup
        if old is None:
            return
        import random

        seats = [Seat(s.name, s.colour, s.kind) for s in old.seats]
        self.start_game(GameSetup(seats, random.SystemRandom().randrange(2**31 - 1), None,
                                  old.solo_level, dict(old.options), old.game))

    def open_dialog(self):
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"),
                                              str(paths.saves_dir()), SAVE_FILTER)
        if path and self.confirm_leave("open"):
            self.open_path(path)

    def open_path(self, path):
        """Open a save; a bad file is refused with the reason and the current game stays (a
        tutorial too: it is left only for a file that opens)."""
        try:
            if self.tutorial is not None:
                games.load_save(path)  # checked before the tutorial ends
                self.tutorial.leave(restore=False)
            with self._holding_refresh():
                self.controller.load(path)
        except SaveFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot open this file"), translate_save_error(exc))
            return False
        for note in self.controller.notes:  # an edited or old-format file: say so
            QMessageBox.warning(self, self.tr("This file was not saved as it is now"),
                                reason_text(note))
        self.current_path = path
        self._mark_saved()
        self._end_shown = self.controller.is_over()
        self.revealed_seat = None
        self._game_installed()
        return True

    def set_bot_pace(self, ms):
        self.controller.set_bot_pace(ms)
        self._pace_table()
        self.pace_actions[ms].setChecked(True)
        self.settings.setValue(PACE_KEY, ms)

    def save(self):
        if self.controller.state is None or self.tutorial is not None:
            return
        if self.current_path is None or _is_autosave(self.current_path):
            return self.save_as()
        self._write(self.current_path)

    def save_as(self):
        if self.controller.state is None or self.tutorial is not None:
            return
        paths.saves_dir().mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"),
                                              str(paths.saves_dir() / "game.lcsave"), SAVE_FILTER)
        if path:
            self._write(path)

    def _write(self, path):
        try:
            self.controller.save(path)
            self.current_path = path
            self._mark_saved()
            self.statusBar().showMessage(self.tr("Saved."), 3000)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot save"), str(exc))

    def undo(self):
        if self.tutorial is not None:  # the tutorial's Back: the step before, replayed
            self.tutorial.back()
            return
        self._stop_animations()
        if not self.controller.undo():
            reason = self.controller.undo_reason()
            if reason:
                self.statusBar().showMessage(reason_text(reason), 4000)

    def redo(self):
        self.controller.redo()

    def about(self):
        QMessageBox.about(self, self.tr("About Lewis & Clark Desktop"),
                          self.tr("Lewis & Clark Desktop %1\nThe first edition of the board game "
                                  "Lewis & Clark (Ludonaute, 2013) for one computer.")
                          .replace("%1", __version__))

    def offer_resume(self):
        """On start-up: offer to resume an unfinished autosaved game."""
        path = paths.autosave_file()
        if not path.exists():
            return False
        try:
            game, _, stack = games.load_save(path)
        except SaveFileError:
            return False
        if game.rules().is_over(stack.state):
            return False
        QCoreApplication.sendPostedEvents()  # the window laid out as restored, behind the question
        answer = QMessageBox.question(self, self.tr("Resume?"),
                                      self.tr("An unfinished game was saved automatically. Resume it?"))
        if answer != QMessageBox.Yes or not self.open_path(path):
            return False
        self.current_path = None  # Save asks where: the autosave is not the player's file
        self.update_title()
        return True

    # ------------------------------------------------------------------ language and rules
    def set_language(self, lang):
        """Switch the whole interface now (the game goes on) and remember the choice."""
        i18n.switch(QApplication.instance(), lang)
        i18n.remember(self.settings, lang)
        for key, action in self.language_actions.items():
            action.setChecked(key == i18n.current_language())

    def show_rules(self, topic=None):
        """The game's rules reference (at `topic`), if its table has one."""
        show = getattr(self.table, "show_rules", None)
        return show(topic) if show else None

    @property
    def rules_dialog(self):
        return getattr(self.table, "rules_dialog", None)

    def rules_topic_at(self, view, pos):
        topic_at = getattr(self.table, "rules_topic_at", None)
        return topic_at(view, pos) if topic_at else None

    def rules_topic_under_mouse(self):
        """F1 over a map element, a card, a cell …: the rules topic of what is under the mouse
        pointer (None elsewhere: the reference opens where it was)."""
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QAbstractScrollArea

        if self.table is None or not hasattr(self.table, "rules_topic_at"):
            return None
        where = QCursor.pos()
        widget = QApplication.widgetAt(where)
        while widget is not None and widget is not self.table:
            area = widget.viewport() if isinstance(widget, QAbstractScrollArea) else widget
            topic = self.table.rules_topic_at(widget, area.mapFromGlobal(where))
            if topic:
                return topic
            widget = widget.parentWidget()
        return None

    def _retranslate_history(self):
        """The log and the History in the current language (rebuilt by the next refresh)."""
        self._log_key = None
        self._log_seats = None  # every line worded again
        self._log_words.forget()
        self.history.retranslate()

    # ------------------------------------------------------------------ window state
    def _played_moves(self):
        stack = self.controller.stack
        return tuple(e.move for e in getattr(stack, "done", ())) if stack is not None else ()

    def _mark_saved(self):
        self._saved_moves = (self.current_path, self._played_moves())
        self.update_title()

    def has_unsaved_moves(self):
        """Moves made since the game was last written to (or read from) the player's file."""
        moves = self._played_moves()
        if self.current_path is None:
            return bool(moves)
        return self._saved_moves != (self.current_path, moves)

    def update_title(self):
        """"name.lcsave — Lewis & Clark", with the platform's modified mark ([*]) after unsaved
        moves."""
        title = translate("Games", self.controller.game.display_name)
        if self.current_path is not None:
            from pathlib import Path

            title = self.tr("%1[*] — %2").replace("%1", Path(self.current_path).name).replace("%2", title)
        elif self.controller.state is not None:
            title += "[*]"
        self.setWindowTitle(title)
        self.setWindowModified(self.controller.state is not None and self.has_unsaved_moves())

    def _narrow_log(self):
        width = int(self.width() * LOG_SHARE)
        if not self.game_docks and self.log_dock.width() > width:
            self.resizeDocks([self.log_dock], [width], Qt.Horizontal)

    def _default_dock_width(self):
        first = next(iter(self.game_docks.values()), self.log_dock)
        if first is self.log_dock:
            return self._narrow_log()
        width = max(EXPEDITIONS_MIN_WIDTH, int(self.width() * EXPEDITIONS_SHARE))
        self.resizeDocks([first], [width], Qt.Horizontal)
        if first is self.log_dock:
            return
        # The game's boards get most of the column (a board and four summaries at 720 px).
        column = first.height() + self.log_dock.height()
        boards = int(column * EXPEDITIONS_HEIGHT_SHARE)
        self.resizeDocks([first, self.log_dock], [boards, column - boards], Qt.Vertical)

    def _restore_geometry(self):
        """The window's place and size, then (once the docks exist) the docks and splitters as
        the player left them."""
        restore_geometry(self, self.settings.value("window/geometry"), FIRST_SIZE)
        if not self._built:
            return  # a dock state restored before the docks exist comes out wrong
        if self.isVisible():
            # Built after the first paint: the new docks must be laid out first, or restoreState
            # gives the dock all the room the central widget does not insist on.
            QCoreApplication.sendPostedEvents()
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        for splitter in self._saved_splitters():
            sizes = self.settings.value(SPLITTER_KEY + splitter.objectName())
            if sizes is not None:
                splitter.restoreState(sizes)

    def _saved_splitters(self):
        """The window's own named splitters (not those inside docks or dialogs)."""
        return [s for s in self.findChildren(QSplitter) if s.objectName() and s.window() is self]

    def save_window_state(self):
        if not self._built:
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        for splitter in self._saved_splitters():
            self.settings.setValue(SPLITTER_KEY + splitter.objectName(), splitter.saveState())
        self.settings.sync()

    # ------------------------------------------------------------------ leaving a game
    def unsaved_moves(self):
        """An unfinished game has moves that are in no save file of the player's choosing
        (the autosave does not count)."""
        c = self.controller
        if c.stack is None or c.is_over() or not len(c.stack) or self.tutorial is not None:
            return False
        if self.current_path is None or _is_autosave(self.current_path):
            return True
        return self.has_unsaved_moves()

    def confirm_leave(self, reason):
        """Before a new game ("new"), opening a file ("open") or quitting ("quit") replaces or
        leaves an unfinished game with unsaved moves: ask. True: go ahead."""
        if not self.unsaved_moves():
            return True
        box = QMessageBox(self)
        box.setObjectName("leaveConfirm")
        box.setIcon(QMessageBox.Question)
        box.setWindowTitle(self.tr("Unsaved game"))
        if reason == "quit":
            box.setText(self.tr("This game has moves that are not saved in a file of your choice."))
            box.setInformativeText(self.tr("It stays in the automatic save: you will be offered to "
                                           "resume it at the next start. You can also save it now."))
            go = self.tr("&Quit")
        else:
            box.setText(self.tr("This game has moves that are not saved in a file of your choice."))
            box.setInformativeText(self.tr("The other game replaces it, also in the automatic save, "
                                           "so it cannot be resumed later unless you save it now."))
            go = self.tr("Start the new game") if reason == "new" else self.tr("Open the other game")
        box.setStandardButtons(QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel)
        box.setDefaultButton(QMessageBox.Save)
        box.button(QMessageBox.Save).setText(self.tr("Save first…"))
        box.button(QMessageBox.Discard).setText(go)
        box.button(QMessageBox.Cancel).setText(self.tr("Cancel"))
        answer = box.exec()
        if answer == QMessageBox.Discard:
            return True
        if answer == QMessageBox.Save:
            self.save()
            return not self.unsaved_moves()  # the save dialog was cancelled or failed
        return False

    def quit_game(self):
        if self.confirm_leave("quit"):
            self._leaving = True
            self.close()

    def closeEvent(self, event):
        # The window's close button asks as Game → Quit does; a close from the program does not.
        if (self._built and event.spontaneous() and not getattr(self, "_leaving", False)
                and not self.confirm_leave("quit")):
            event.ignore()
            return
        if self._built:
            self.save_window_state()
            self.controller.shutdown()
        super().closeEvent(event)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if getattr(self, "tutorial", None) is not None:
            QTimer.singleShot(0, self.tutorial.reposition)

    def changeEvent(self, event):
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.LanguageChange and self._built:
            self.retranslate()
        super().changeEvent(event)
