"""The main window: board, hand, decision panel, expeditions, log and history."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow

from .. import __version__, paths
from . import i18n

# The window's parts are imported by import_parts(): at once for a normal MainWindow, or just
# after the window is first shown when it is built `deferred` (start-up time: the window
# appears in about the time of a bare QMainWindow, and fills in a moment later).
_PARTS_LOADED = False


def import_parts():
    global _PARTS_LOADED, SaveFileError, engine, STRENGTH, Move, LOCATIONS, BoardScene, BoardView
    global DATA_KEY, GameController, GameSetup, Seat, DecisionPanel, camp_preview_text
    global EndOfGameDialog, KIND, ExpeditionsPanel, CARD_ROLE
    global NewGameDialog, reason_text, translate_save_error, texts
    global RecruitDialog, RulesReferenceDialog, topic_for_card, topic_for_location
    global QAction, QActionGroup, QColor, QKeySequence, QApplication, QDockWidget, QFileDialog
    global QHBoxLayout, QListWidget, QMenu, QMessageBox, QProgressBar, QPushButton, QSplitter
    global QVBoxLayout, QWidget, HandArea, HistoryView, LIVE, log_lines, line_text, seats_text
    if _PARTS_LOADED:
        return
    # Even Qt's own classes: touching one builds its enums, which adds up at start-up.
    from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence
    from PySide6.QtWidgets import (QApplication, QDockWidget, QFileDialog, QHBoxLayout,
                                   QListWidget, QMenu, QMessageBox, QProgressBar, QPushButton,
                                   QSplitter, QVBoxLayout, QWidget)

    from .lewisclark.hand_area import HandArea
    from ..core.savefile import SaveFileError
    from ..lewisclark import engine
    from ..lewisclark.cards import STRENGTH
    from ..lewisclark.moves import Move
    from ..lewisclark.village import LOCATIONS
    from .lewisclark.board_scene import DATA_KEY, BoardScene, BoardView
    from .controller import GameController, GameSetup, Seat
    from .lewisclark.decision_panel import DecisionPanel, camp_preview_text
    from .end_dialog import EndOfGameDialog
    from .lewisclark.expedition_view import KIND
    from .lewisclark.expeditions_panel import ExpeditionsPanel
    from .game_log import line_text, log_lines, seats_text
    from .lewisclark.hand_model import CARD_ROLE
    from .history_view import LIVE, HistoryView
    from .new_game_dialog import NewGameDialog
    from .reasons import reason_text, translate_save_error
    from .lewisclark import texts
    from .lewisclark.recruit_dialog import RecruitDialog
    from .lewisclark.rules_reference import RulesReferenceDialog, topic_for_card, topic_for_location
    _PARTS_LOADED = True

translate = QCoreApplication.translate
SAVE_FILTER = "Lewis & Clark (*.lcsave)"


PACE_KEY = "bots/pace_ms"
PACES_MS = (0, 150, 400, 1000)  # Instant, Fast, Normal, Slow: the least time a bot move stays
DEFAULT_PACE_MS = 400
EXPEDITIONS_SHARE, EXPEDITIONS_MIN_WIDTH = 0.34, 380  # the dock's width on a first start
SPLITTER_KEY = "window/splitter/"  # + the splitter's objectName


def _is_autosave(path):
    from pathlib import Path

    try:
        return Path(path).resolve() == paths.autosave_file().resolve()
    except OSError:
        return False
EXPEDITIONS_HEIGHT_SHARE = 0.72  # of the right-hand column, on a first start


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None, autosave=True, deferred=False):
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings or QSettings(str(paths.settings_file()), QSettings.IniFormat)
        self._autosave = autosave
        self._built = False
        self._when_built = []
        if deferred:
            self.setWindowTitle(self.tr("Lewis & Clark"))
            loading = QLabel(self.tr("Loading…"))
            loading.setAlignment(Qt.AlignCenter)
            self.setCentralWidget(loading)
            self._restore_geometry()
            self._build_after_first_paint = True
        else:
            self._build()

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
        self.current_path = None
        self.revealed_seat = None  # the human whose hand is uncovered (hot-seat privacy)
        self._end_shown = False
        self.rules_dialog = None

        self.board = BoardScene(self)
        self.board_view = BoardView(self.board)
        self.board_view.setObjectName("boardView")
        self.hand = HandArea()
        self.panel = DecisionPanel()
        self.panel.setMinimumWidth(300)
        bottom = QWidget()
        h = QHBoxLayout(bottom)
        h.setContentsMargins(4, 0, 4, 4)
        # The buttons are in the decision bar: the hand can take more of the width.
        h.addWidget(self.hand, 3)
        h.addWidget(self.panel, 2)
        split = QSplitter(Qt.Vertical)
        split.setObjectName("mainSplitter")
        split.addWidget(self.board_view)
        split.addWidget(bottom)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([600, 330])
        split.setChildrenCollapsible(False)
        # The decision bar (prompt, notice, this decision's buttons) sits above the board,
        # outside the splitter: it never scrolls and is never squeezed out of the window.
        central = QWidget()
        central.setObjectName("centralArea")
        v = QVBoxLayout(central)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(0)
        v.addWidget(self.panel.bar)
        v.addWidget(split, 1)
        self.setCentralWidget(central)

        # The featured player's board whole, the other seats as summaries (click: whole board).
        self.expeditions_panel = ExpeditionsPanel()
        self.expeditions_panel.rulesMenuRequested.connect(self._rules_menu)
        self.expeditions_dock = self._dock("expeditionsDock", self.expeditions_panel, Qt.RightDockWidgetArea)
        self.log_list = QListWidget()
        self.log_list.setObjectName("gameLog")
        self.log_list.setWordWrap(True)  # long lines wrap; never a sideways scroll bar
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.log_list.setResizeMode(QListWidget.Adjust)
        self.log_seats = QLabel()
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
        self._log_texts = []  # the log list's lines
        # The race chart (pyqtgraph) is built when its dock is first shown: importing pyqtgraph
        # would double the start-up time.
        self._race_chart = None
        self.race_dock = self._dock("raceDock", QWidget(), Qt.RightDockWidgetArea)
        self.race_dock.visibilityChanged.connect(lambda visible: visible and self.race_chart)
        self.tabifyDockWidget(self.log_dock, self.history_dock)
        self.tabifyDockWidget(self.log_dock, self.race_dock)
        self.log_dock.raise_()

        self.status = QLabel()
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
        self.stats_action = self._action("statsAction", None, self.show_statistics)
        self.hint_action = self._action("hintAction", "Ctrl+H", self.ask_hint)
        self.rules_action = self._action("rulesAction", QKeySequence.HelpContents,
                                         lambda: self.show_rules())
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
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = mb.addMenu("")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.hint_action)
        self.view_menu = mb.addMenu("")
        for dock in (self.expeditions_dock, self.log_dock, self.history_dock, self.race_dock):
            self.view_menu.addAction(dock.toggleViewAction())
        self.view_menu.addSeparator()
        self.pace_menu = self.view_menu.addMenu("")
        self.pace_menu.setObjectName("paceMenu")
        for action in self.pace_actions.values():
            self.pace_menu.addAction(action)
        self.language_menu = mb.addMenu("")
        self.language_menu.setObjectName("languageMenu")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.help_menu = mb.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def _connect(self):
        c = self.controller
        c.changed.connect(self.refresh)
        c.moveMade.connect(self._log_move)
        c.thinking.connect(self._thinking)
        c.gameOver.connect(self._game_over)
        c.error.connect(self.panel.show_refusal)
        c.hintReady.connect(self._show_hint)
        c.statsNotice.connect(lambda text: QMessageBox.warning(self, self.tr("Statistics"), text))
        self.panel.moveChosen.connect(self.try_move)
        self.panel.campRequested.connect(self.confirm_camp)
        self.panel.playChanged.connect(self._mark_chosen_cards)
        self.hand.view.cardActivated.connect(self._card_clicked)
        self.hand.view.cardRefused.connect(self._card_refused)
        self.hand.cover.clicked.connect(self._uncover)
        self.board.locationClicked.connect(self._location_clicked)
        self.board.journalSlotClicked.connect(self._journal_clicked)
        self.board.zoneRefused.connect(self._zone_refused)
        self.board.zoneFocused.connect(
            lambda text: self.statusBar().showMessage(text.replace("\n", " — "), 8000))
        # Right-click a card or a Village location: its rules.
        for view in (self.hand.view, self.board_view):
            view.setContextMenuPolicy(Qt.CustomContextMenu)
            view.customContextMenuRequested.connect(
                lambda pos, v=view: self._rules_menu(v, pos))

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
        self.stats_action.setText(self.tr("S&tatistics…"))
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setToolTip(self.tr("Ask the Normal bot what it would do (nothing is played)."))
        self.race_dock.setWindowTitle(self.tr("Race"))
        self.expeditions_dock.setWindowTitle(self.tr("Expeditions"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.history_dock.setWindowTitle(self.tr("History"))
        self.back_button.setText(self.tr("Back to the game"))
        self.back_button.setToolTip(self.tr("Leave the History and show the game as it is now (Esc)."))
        self.thinking_label.setText(self.tr("A bot is thinking…"))
        self.thinking_label.setVisible(self.controller.bot_thinking)
        self.panel.retranslate()
        self.log_list.clear()  # the log is rebuilt in the new language
        self._retranslate_history()
        self.refresh()

    # ------------------------------------------------------------------ showing the state
    def hand_owner(self):
        """Whose hand the bottom area may show: the human to move, or the only human while
        bots move; never a bot's hand."""
        state = self.controller.state
        if state is None:
            return None
        humans = self.controller.humans()
        if not state.over and not self.controller.seats[state.current].is_bot:
            return state.current
        return humans[0] if len(humans) == 1 else None

    def refresh(self):
        c = self.controller
        state = c.state
        if state is None:
            self.status.setText(self.tr("No game. Choose Game → New game."))
            self.panel.set_state(None, False)
            self.hand.show_hidden(self.tr("No game is running."))
            return
        if self.browse_at != LIVE and (self._browsed_stack is not c.stack or self.browse_at >= len(c.stack)):
            self.browse_at = LIVE
        self.back_button.setVisible(self.browse_at != LIVE)
        self.back_action.setEnabled(self.browse_at != LIVE)  # Esc is free for others when live
        if self.browse_at != LIVE:
            return self._refresh_browsing()
        self.board.set_state(state)
        self._refresh_expeditions()
        seat = state.current
        name = c.seats[seat].name
        human_to_move = not state.over and not c.seats[seat].is_bot
        owner = self.hand_owner()
        if len(c.humans()) >= 2 and human_to_move and self.revealed_seat != seat:
            self.hand.show_cover(name)
        elif owner is None:
            self.hand.show_hidden(self.tr("Hands of other players stay hidden."))
        else:
            self.hand.show_hand()
        covered = self.hand.covered
        self.panel.set_state(state, human_to_move and not covered, name)
        if owner is not None and not covered:
            cards = list(state.players[owner].hand)
            self.hand.model.set_cards(cards)
            self.hand.model.set_disabled(self._card_reasons(state, owner, human_to_move))
        else:
            self.hand.model.set_cards([])
        self._refresh_clickable(state, human_to_move and not covered)
        if state.over:
            self.status.setText(self._winner_text())
        else:
            text = self.tr("Turn %1 — %2 to play").replace("%1", str(state.turn + 1)).replace("%2", name)
            if state.solo:
                left = engine.mackenzie_turns_left(state)
                text += " — " + self.tr("Mackenzie reaches Fort Clatsop in %n turn(s) at most",
                                        None, left)
            self.status.setText(text)
        self.undo_action.setEnabled(c.can_undo())
        self.undo_action.setToolTip(reason_text(c.undo_reason()))
        self.redo_action.setEnabled(c.undo_stack.canRedo())
        self._refresh_log()

    def _card_reasons(self, state, owner, human_to_move):
        reasons = {}
        hand = state.players[owner].hand
        if not human_to_move or owner != state.current:
            return {c: self.tr("It is not your turn.") for c in hand}
        legal = self.panel.legal
        if state.frames:
            discards = {m.card for m in legal if m.kind == "discard"}
            for c in hand:
                if c not in discards:
                    reasons[c] = self.tr("Finish the current effect first.")
            return reasons
        if state.action_done:
            return {c: self.tr("You have already taken your action this turn.") for c in hand}
        plays = {m.card for m in legal if m.kind == "play"}
        supports = {m.card2 for m in legal if m.kind == "play" and m.card2 >= 0}
        for c in hand:
            if c not in plays and c not in supports:
                reasons[c] = self.tr("This card cannot be given any strength now.")
        return reasons

    def _refresh_clickable(self, state, active):
        locations, slots = {}, {}
        if active and not state.frames:
            legal = self.panel.legal
            for key in LOCATIONS:
                move = self.panel.village_move(key)
                if move in legal or any(m.kind == "village" and m.key == key for m in legal):
                    locations[key] = None
                else:
                    locations[key] = reason_text(engine.explain_illegal(state, Move("village", key, n=1)))
            for slot in range(1, len(state.journal) + 1):
                if any(m.kind == "recruit" and m.n == slot for m in legal):
                    slots[slot] = None
                else:
                    slots[slot] = (self.tr("You have already recruited this turn.")
                                   if state.recruited else
                                   self.tr("You cannot pay for this card, even with a discount."))
        self.board.set_clickable(locations, slots)

    def _refresh_expeditions(self, state=None):
        state = self.controller.state if state is None else state
        owner = self.hand_owner()
        self.expeditions_panel.set_game(state, self.controller.seats,
                                        state.current if owner is None else owner)

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
        lines = log_lines(stack) if stack is not None else []
        shown = [line_text(line, c.seats) for line in lines]
        old = self._log_texts
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
            if line.turn % 2:
                self.log_list.item(self.log_list.count() - 1).setBackground(tint)
        self._log_texts = shown
        self.log_list.scrollToBottom()
        self.log_seats.setText(seats_text(c.seats, c.state) if stack is not None else "")
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
        self.board.set_state(shown)
        self._refresh_expeditions(shown)
        self.hand.show_hidden(self.tr("You are looking at an earlier moment of the game.\n"
                                      "Back to the game: Esc"))
        self.hand.model.set_cards([])
        self.panel.set_state(c.state, False, c.seats[c.state.current].name)
        self._refresh_clickable(shown, False)
        self.status.setText(self.tr("History: the board after %n move(s), turn %1 (read-only).", None,
                                    self.browse_at).replace("%1", str(shown.turn + 1)))
        reason = self.tr("Go back to the game first (Esc).")
        self.undo_action.setEnabled(False)
        self.undo_action.setToolTip(reason)
        self.redo_action.setEnabled(False)
        self._refresh_log()

    def _winner_text(self):
        state = self.controller.state
        if engine.ended_stalled(state):
            if state.winner is not None:
                return self.tr("Nobody could act for a whole round: %1 wins with the most "
                               "advanced Camp.").replace("%1", self.controller.seats[state.winner].name)
            return self.tr("You could not act any more: Mackenzie wins.")
        if state.winner is not None:
            return self.tr("%1 reached Fort Clatsop and wins!").replace(
                "%1", self.controller.seats[state.winner].name)
        if state.solo:
            return self.tr("Mackenzie reached Fort Clatsop first. You lose this time.")
        return self.tr("The game is over.")

    # ------------------------------------------------------------------ input
    def try_move(self, move):
        state = self.controller.state
        if (move.kind == "play" and state is not None and move in self.panel.legal
                and engine.wasted_play(state, move) and not self._confirm_wasted_play(move)):
            return
        reason = self.controller.apply(move)
        if reason:
            self.panel.show_refusal(reason)
        else:
            if move.kind == "play":
                self.panel.clear_play()

    def confirm_camp(self):
        state = self.controller.state
        if state is None:
            return
        box = QMessageBox(self)
        box.setObjectName("campConfirm")
        box.setWindowTitle(self.tr("Set up camp"))
        box.setText(camp_preview_text(state))
        box.setStandardButtons(QMessageBox.Ok | QMessageBox.Cancel)
        box.button(QMessageBox.Ok).setText(self.tr("Camp"))
        if box.exec() == QMessageBox.Ok:
            self.try_move(Move("camp"))

    def _confirm_wasted_play(self, move):
        box = QMessageBox(self)
        box.setObjectName("wastedPlayConfirm")
        box.setIcon(QMessageBox.Question)
        box.setWindowTitle(self.tr("Play anyway?"))
        box.setText(self.tr("The effect of %1 can do nothing now: the card would go to your play "
                            "area without any use. Play it anyway?")
                    .replace("%1", texts.card_name(move.card)))
        box.setStandardButtons(QMessageBox.Ok | QMessageBox.Cancel)
        box.button(QMessageBox.Ok).setText(self.tr("Play anyway"))
        box.setDefaultButton(QMessageBox.Cancel)
        return box.exec() == QMessageBox.Ok

    def _card_clicked(self, card):
        self.panel.bar.clear_notice()  # an older notice is about an older choice
        self.panel.card_clicked(card)
        state = self.controller.state
        if state is not None and not state.over:
            self.hand.view.setToolTip(self.tr("Selected strength: %1").replace(
                "%1", str(sum(STRENGTH[c] for c in self.panel.selected_cards() if c != self.panel.action_card))))
            if self.panel.action_card == card and not state.frames and self._effect_useless(card):
                self.panel.show_notice(self.tr("%1 can do nothing now: its effect has no use in "
                                               "this position.").replace("%1", texts.card_name(card)))

    def _effect_useless(self, card):
        """No legal play of `card` would let its effect do anything."""
        state = self.controller.state
        plays = [m for m in self.panel.legal if m.kind == "play" and m.card == card]
        by_strength = {}
        for m in plays:  # one play per strength is enough: the rest only differs in payment
            by_strength.setdefault(m.n + (STRENGTH[m.card2] if m.card2 >= 0 else 0), m)
        return bool(plays) and all(engine.wasted_play(state, m) for m in by_strength.values())

    def _mark_chosen_cards(self):
        chosen = {}
        if self.panel.support_card >= 0:
            chosen[self.panel.support_card] = "support"
        if self.panel.action_card >= 0:
            chosen[self.panel.action_card] = "play"
        self.hand.model.set_chosen(chosen)

    def _card_refused(self, card):
        reason = self.hand.model.disabled_reason(card)
        if reason:
            self.panel.show_notice(self.tr("%1: %2").replace("%1", texts.card_name(card))
                                   .replace("%2", reason))

    def _zone_refused(self, key, reason):
        """A click (or Return) on a Village location or Journal page that cannot be used now."""
        state = self.controller.state
        if state is None or state.over:
            return
        if not reason:
            if not self.panel.interactive:
                reason = self.tr("It is not your turn.")
            elif state.frames:
                reason = self.tr("Finish the current effect first.")
            elif key[0] == "location" and key[1] not in LOCATIONS:
                reason = self.tr("Indians are not sent here: choose one of the eight Village "
                                 "locations.")
            else:
                return
        self.panel.show_notice(reason)

    def _uncover(self):
        state = self.controller.state
        if state is not None:
            self.revealed_seat = state.current
        self.refresh()

    def _location_clicked(self, key):
        if self.panel.interactive and self.controller.state and not self.controller.state.frames:
            self.try_move(self.panel.village_move(key))

    def _journal_clicked(self, slot):
        state = self.controller.state
        if not (self.panel.interactive and state and not state.frames):
            return
        dialog = RecruitDialog(state, slot, self)
        if dialog.exec() and dialog.chosen_move() is not None:
            self.try_move(dialog.chosen_move())

    def _log_move(self, seat, text):
        self._refresh_log()

    def _thinking(self, busy):
        self.thinking_bar.setVisible(busy)
        self.thinking_label.setVisible(busy)

    def _game_over(self):
        if self._end_shown or not self.isVisible():
            return
        self._end_shown = True
        QTimer.singleShot(0, self._show_end_dialog)

    def _show_end_dialog(self):
        dialog = EndOfGameDialog(self.controller, self)
        result = dialog.exec()
        if dialog.choice == "new":
            self.new_game_dialog()
        elif dialog.choice == "rematch":
            self.rematch()
        elif dialog.choice == "replay":
            self.replay_current()
        return result

    @property
    def race_chart(self):
        if self._race_chart is None:
            from .lewisclark.race_chart import RaceChart

            self._race_chart = RaceChart()
            self._race_chart.setObjectName("raceChart")
            self._race_chart.follow(self.controller)
            self.race_dock.setWidget(self._race_chart)
        return self._race_chart

    # ------------------------------------------------------------------ replay, statistics, hints
    def open_replay(self):
        from .replay_viewer import ReplayViewer

        return ReplayViewer.open_dialog(self)

    def replay_current(self):
        from .replay_viewer import ReplayViewer

        viewer = ReplayViewer(self)
        viewer.load_stack(self.controller.stack, self.controller.seats)
        viewer.show()
        return viewer

    def show_statistics(self):
        from ..stats import StatsDB
        from .stats_window import StatsWindow

        db = StatsDB(paths.stats_file())
        try:
            StatsWindow(db, self).exec()
        finally:
            db.close()

    def ask_hint(self):
        if not self.controller.request_hint("normal"):
            self.statusBar().showMessage(self.tr("A hint is available when it is your turn."), 4000)
        else:
            self.statusBar().showMessage(self.tr("Looking for a good move…"))

    def _show_hint(self, move):
        from .lewisclark.move_text import describe

        self.panel.show_hint(move, describe(move))
        # What the hint is about must be in view: a card of the hand may be scrolled away.
        card = move.card if move.kind in ("play", "discard") else -1
        cards = self.hand.model.cards()
        if card in cards:
            self.hand.view.scrollTo(self.hand.model.index(cards.index(card)))
        self.statusBar().showMessage(self.tr("Hint: %1").replace("%1", describe(move)), 10000)

    # ------------------------------------------------------------------ commands
    def start_game(self, setup: GameSetup):
        self._end_shown = False
        self.revealed_seat = None
        self.current_path = None
        self.panel.clear_play()
        self.controller.new_game(setup)
        self.log_list.clear()
        self.refresh()

    def new_game_dialog(self):
        dialog = NewGameDialog(self, self.controller.setup)
        if dialog.exec() and self.confirm_leave("new"):
            self.start_game(dialog.setup())

    def rematch(self):
        old = self.controller.setup
        if old is None:
            return
        import random

        seats = [Seat(s.name, s.colour, s.kind) for s in old.seats]
        self.start_game(GameSetup(seats, random.SystemRandom().randrange(2**31 - 1), None, old.solo_level))

    def open_dialog(self):
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"),
                                              str(paths.saves_dir()), SAVE_FILTER)
        if path and self.confirm_leave("open"):
            self.open_path(path)

    def open_path(self, path):
        """Open a save; a bad file is refused with the reason and the current game stays."""
        try:
            self.controller.load(path)
        except SaveFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot open this file"), translate_save_error(exc))
            return False
        for note in self.controller.notes:  # an edited or old-format file: say so
            QMessageBox.warning(self, self.tr("This file was not saved as it is now"),
                                reason_text(note))
        self.current_path = path
        self._mark_saved()
        self._end_shown = self.controller.state.over
        self.revealed_seat = None
        self.log_list.clear()
        self.refresh()
        return True

    def set_bot_pace(self, ms):
        self.controller.set_bot_pace(ms)
        self.pace_actions[ms].setChecked(True)
        self.settings.setValue(PACE_KEY, ms)

    def save(self):
        if self.controller.state is None:
            return
        if self.current_path is None or _is_autosave(self.current_path):
            return self.save_as()
        self._write(self.current_path)

    def save_as(self):
        if self.controller.state is None:
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
            from ..core import savefile
            from ..lewisclark.game import RULES

            _, stack = savefile.load(path, RULES)
        except SaveFileError:
            return False
        if stack.state.over:
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
        if self.rules_dialog is None:
            self.rules_dialog = RulesReferenceDialog(self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        if topic:
            self.rules_dialog.show_topic(topic)
        return self.rules_dialog

    def rules_topic_at(self, view, pos):
        """The rules topic of what is under `pos` in the hand, board or an expedition view."""
        if view is self.hand.view:
            card = view.indexAt(pos).data(CARD_ROLE)
            return topic_for_card(card) if card is not None and card >= 0 else None
        for item in view.items(pos):
            key = item.data(DATA_KEY) if view is self.board_view else None
            if isinstance(key, tuple) and key and key[0] == "location":
                return topic_for_location(key[1])
            if isinstance(key, tuple) and key and key[0] == "page":
                card = getattr(item, "card", None)
                return topic_for_card(card) if card is not None and card >= 0 else None
            if isinstance(key, tuple) and key and key[0] == "space":
                return "movement"
            if view is not self.board_view and item.data(KIND) in ("card", "hand_card"):
                card = getattr(item, "card", -1)
                return topic_for_card(card) if card >= 0 else None
        return None

    def _rules_menu(self, view, pos):
        topic = self.rules_topic_at(view, pos)
        menu = QMenu(self)
        action = menu.addAction(self.tr("Rules reference"))
        action.triggered.connect(lambda: self.show_rules(topic or "goal"))
        menu.exec(view.viewport().mapToGlobal(pos) if hasattr(view, "viewport") else pos)

    def _retranslate_history(self):
        """The log and the History in the current language (rebuilt by the next refresh)."""
        self._log_key = None
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
        title = self.tr("Lewis & Clark")
        if self.current_path is not None:
            from pathlib import Path

            title = self.tr("%1[*] — %2").replace("%1", Path(self.current_path).name).replace("%2", title)
        elif self.controller.state is not None:
            title += "[*]"
        self.setWindowTitle(title)
        self.setWindowModified(self.controller.state is not None and self.has_unsaved_moves())

    def _default_dock_width(self):
        width = max(EXPEDITIONS_MIN_WIDTH, int(self.width() * EXPEDITIONS_SHARE))
        self.resizeDocks([self.expeditions_dock], [width], Qt.Horizontal)
        # The boards get most of the column (a board and four summaries at 720 px), the log the rest.
        column = self.expeditions_dock.height() + self.log_dock.height()
        boards = int(column * EXPEDITIONS_HEIGHT_SHARE)
        self.resizeDocks([self.expeditions_dock, self.log_dock], [boards, column - boards], Qt.Vertical)

    def _restore_geometry(self):
        """The window's place and size, then (once the docks exist) the docks and splitters as
        the player left them."""
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1400, 900)
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
        if c.stack is None or c.state.over or not len(c.stack):
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

    def changeEvent(self, event):
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.LanguageChange and self._built:
            self.retranslate()
        super().changeEvent(event)
