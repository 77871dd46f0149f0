"""GameController: the one place where the window changes the game.

It owns the engine's command stack, mirrors it in a QUndoStack (so QUndoView shows the history),
autosaves after every move, and runs bots in a worker thread. Views only read `state` and
listen to `changed`.
"""

import gc
import itertools
import json
import random
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QThread, QTimer, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from .. import games
from .. import bot_process
from .write_behind import WriteBehind
from ..bot_process import BotProcess
from ..core import safeio, savefile
from ..core.atomic import remove_stale_temps
from ..core.commands import PRACTICE, STRICT, CommandStack
from ..core.seats import HUMAN, Seat, seats_from_save  # noqa: F401 - Seat is used from here

translate = QCoreApplication.translate
_TABLES = itertools.count(1)  # one number per game installed in a controller (kept bots' key)


@contextmanager
def gui_thread_collects():
    """No automatic garbage collection while a worker thread runs the block: a collection
    there could destroy Qt objects of the GUI thread (a crash seen while the bot process
    pool started); the GUI thread collects once it is on again."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


@dataclass
class GameSetup:
    seats: list
    seed: int
    first_player: int | None = None  # None: random (D18)
    solo_level: int | None = None
    options: dict = field(default_factory=dict)  # the game's own options (its options widget's)
    game: str = games.DEFAULT_GAME

    def rules_options(self):
        opts = dict(self.options)
        opts.update(players=len(self.seats), colours=[s.colour for s in self.seats])
        if self.first_player is not None:
            opts["first_player"] = self.first_player
        if self.solo_level is not None:
            opts["solo_level"] = self.solo_level
        return opts


def default_seat_name(index):
    return translate("Controller", "Player %1").replace("%1", str(index + 1))


class MoveCommand(QUndoCommand):
    """A move in Qt's undo stack; the engine's command stack does the real work."""

    def __init__(self, controller, move, text):
        super().__init__(text)
        self.controller = controller
        self.move = move
        self.first = True

    def redo(self):
        if self.first:
            self.first = False
            self.controller.stack.apply_legal(self.move)  # the controller checked it
        else:
            self.controller.stack.redo()

    def undo(self):
        self.controller.stack.undo()


class BotWorker(QObject):
    """Lives in a worker thread and waits there for the bot process (or, with
    `in_process`, runs the bot itself: for tests that replace the bot)."""

    moveReady = Signal(int, object)  # token, move
    hintReady = Signal(int, object, object)  # token, move, the plan behind it (or None)
    failed = Signal(int, str)

    def __init__(self):
        super().__init__()
        self.process = BotProcess()
        self.in_process = False

    @Slot(int, str, str, int, object, object, str)
    def think(self, token, game, level, seed, observation, cancel, keep):
        """`keep`: this seat at this table, for bots that learn across decisions."""
        if cancel.is_set():
            return
        with gui_thread_collects():
            self._choose(token, game, level, seed, observation, cancel, keep)

    def _choose(self, token, game, level, seed, observation, cancel, keep):
        try:
            if self.in_process:
                bot = bot_process.kept_bot(games.get(game), level, seed, keep)
                move = bot.choose(games.rules(game), observation, should_stop=cancel.is_set)
            else:
                move = self.process.choose(game, level, seed, observation, keep)
        except Exception as exc:  # a bot bug must not take the window down
            self.failed.emit(token, repr(exc))
            return
        if not cancel.is_set():
            self.moveReady.emit(token, move)

    @Slot(int, str, str, int, object, object)
    def hint(self, token, game, level, seed, observation, cancel):
        """A suggested move and the plan behind it, both worked out off the UI thread."""
        with gui_thread_collects():
            self._hint(token, game, level, seed, observation, cancel)

    def _hint(self, token, game, level, seed, observation, cancel):
        if cancel.is_set():
            return
        try:
            if self.in_process:
                move, plan = bot_process.hint(game, level, seed, observation, cancel.is_set)
            else:
                move, plan = self.process.hint(game, level, seed, observation)
        except Exception as exc:  # a bot bug must not take the window down
            self.failed.emit(token, repr(exc))
            return
        if not cancel.is_set():
            self.hintReady.emit(token, move, plan)


class GameController(QObject):
    changed = Signal()  # the state changed (move, undo, redo, load)
    moveMade = Signal(int, str)  # seat, readable text (for the log)
    thinking = Signal(bool)  # a bot is thinking
    gameOver = Signal()
    humanTurn = Signal(int)  # a human seat is to decide (for the hot-seat cover)
    error = Signal(str)
    # A suggested move for the human to move (not played) and the plan behind it: plain data
    # the game's table words, or None when the game's bots tell no plan.
    hintReady = Signal(object, object)
    statsNotice = Signal(str)  # the statistics database had to be replaced
    _think = Signal(int, str, str, int, object, object, str)
    _hint = Signal(int, str, str, int, object, object)
    _autosaveFailed = Signal(str)  # from the write-behind thread

    def __init__(self, autosave_path=None, parent=None, stats_path=None):
        super().__init__(parent)
        self.autosave_path = autosave_path
        if autosave_path:
            remove_stale_temps(autosave_path)  # left by a kill during an autosave
        self.provenance = savefile.GENUINE  # the game came from an edited or old-format file
        self.extra, self.extra_provider = {}, None  # see _install
        self.notes = []  # savefile NOTE_* phrases about the file the game came from
        self.stats_path = stats_path
        # write_behind: the autosave is written on a thread of its own (the window does not
        # wait for the disk after a move); off, each autosave is on disk when autosave returns.
        self.write_behind = False
        self._writer = None
        self._autosaveFailed.connect(self._autosave_failed)
        self._options = None  # (the setup's rules options and seed, the game's resolved options)
        self._hint_token = None
        self.undo_stack = QUndoStack(self)
        self.stack = None
        self._table = 0
        self.setup = None
        self.game = games.get(games.DEFAULT_GAME)  # the registry entry of the game played
        self._rules = None  # the game's rules, imported when first used (see rules)
        self._log_text = None
        self.log = []  # (seat, text) per move, in order
        self._token = 0
        self._cancel = threading.Event()  # set to stop the search in progress
        self._bot_busy = False
        self.autoplay = True  # bots move by themselves (off for screenshots and replays)
        self.guided = False  # a tutorial's game (ui/tutorial.py): no autosave, no statistics
        # A bot's move is shown no sooner than this after the move before it, so that people
        # can follow what the bots do (0: at once).
        self.bot_pace_ms = 0
        self._since_move = QElapsedTimer()
        self._since_move.start()
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._play_paced)
        self._paced = None  # (token, move) waiting for its turn to be shown
        self._thread = QThread()
        self._thread.setObjectName("bot-worker")
        self._worker = BotWorker()
        self._worker.moveToThread(self._thread)
        self._think.connect(self._worker.think)
        self._worker.moveReady.connect(self._bot_move)
        self._hint.connect(self._worker.hint)
        self._worker.hintReady.connect(self._bot_hint)
        self._worker.failed.connect(self._bot_failed)
        self._thread.start()

    def _forget_bot(self):
        """Cancel the running search (if any); its answer will be ignored."""
        self._token += 1
        self._pace_timer.stop()
        self._paced = None
        self._cancel.set()
        self._worker.process.cancel()
        self._set_busy(False)

    def shutdown(self):
        self.flush_autosave()
        self._forget_bot()
        self._thread.quit()
        self._thread.wait(5000)
        self._worker.process.close()

    # ------------------------------------------------------------------ game lifecycle
    @property
    def state(self):
        return self.stack.state if self.stack is not None else None

    @property
    def seats(self):
        return self.setup.seats if self.setup else []

    def humans(self):
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def policy(self):
        return PRACTICE if len(self.humans()) <= 1 else STRICT

    def log_text(self, move, before):
        """The move in words as everyone may read it (the game's own log_text)."""
        if self._log_text is None:
            self._log_text = self.game.ui("log_text")
        return self._log_text(move, before)

    def preview_text(self, move):
        """A move not yet made (a hint), in words: from the deciding seat's observation only,
        never the full state (the game's move_preview; see games.py)."""
        observation = self.rules.observation(self.state, self.current_seat())
        return self.game.ui("move_preview")(move, observation)

    def current_seat(self, state=None):
        """The seat to move, or None when the game is over."""
        state = self.state if state is None else state
        return None if state is None else self.rules.current_player(state)

    def is_over(self, state=None):
        state = self.state if state is None else state
        return state is not None and self.rules.is_over(state)

    @property
    def rules(self):
        """The rules of the game played. The window's start does not import the default
        game's rules before it knows the game of the file it opens."""
        if self._rules is None:
            self._rules = self.game.rules()
        return self._rules

    def _use_game(self, game):
        if game is not self.game:
            self.game = game
            self._rules = game.rules()
            self._log_text = None

    def new_game(self, setup: GameSetup):
        game = games.get(setup.game)
        rules = game.rules()
        state = rules.new_state(setup.rules_options(), setup.seed)
        options = rules.normalize_options(setup.rules_options(), setup.seed)
        setup.first_player = options.get("first_player", setup.first_player)
        self._use_game(game)
        self._install(setup, CommandStack(rules, state))
        self._options = (self._options_key(), options)
        self.autosave()
        self._after_change()

    def install_prepared(self, setup, stack):
        """A game that starts from a prepared state (a tutorial's step), not from a seed's
        deal: shown and played like any other, never autosaved while `guided`."""
        self._use_game(games.get(setup.game))
        self._install(setup, stack)
        self._after_change()

    def load(self, path):
        """Open a save file, checked whole before anything changes; on failure raise
        SaveFileError and keep the current game. The autosave holds the opened game at once,
        and the moves undo could still take back are undoable again."""
        self.flush_autosave()  # the file may be the autosave itself
        entry, game, stack = games.load_save(path)
        if not entry.has_ui():
            raise savefile.SaveFileError(f"{safeio.display_name(path)} is a save of {entry.id!r}, "
                                         "which this version cannot show yet")
        seats = seats_from_save(game.seats, default_seat_name)  # checked by load_save
        opts = dict(game.options)
        first, solo = opts.pop("first_player", None), opts.pop("solo_level", None)
        opts.pop("players", None)
        opts.pop("colours", None)
        setup = GameSetup(seats, game.seed, first, solo, opts, entry.id)
        self._use_game(entry)
        self._install(setup, stack)
        self.provenance = game.provenance
        self.notes = list(game.notes)
        self.extra = dict(game.extra)
        self._restore_undo()
        self.log = [(e.player, self.log_text(e.move, e.before)) for e in self.stack.done]
        self.autosave()
        self._after_change()
        return game

    def _restore_undo(self):
        """Give the moves that undo may still take back (this turn's; all of them in a practice
        game) to Qt's undo stack, as if they had just been played."""
        stack = self.stack
        moves = []
        while stack.can_undo():
            moves.append(stack.undo().move)
        stack.undone.clear()
        for move in reversed(moves):
            seat = self.current_seat()
            text = self.log_text(move, self.state)
            self.undo_stack.push(MoveCommand(self, move, f"{self.seats[seat].name}: {text}"))
        self.undo_stack.setClean()

    def _install(self, setup, stack):
        self._forget_bot()  # a bot still thinking about the old game
        self._table = next(_TABLES)  # a new table: bots that learn start afresh
        self.setup = setup
        self._options = None
        self.stack = stack
        self.stack.policy = self.policy()
        self.provenance = savefile.GENUINE
        self.notes = []
        self.extra = {}  # a save file's `extra`, written back on every save
        self.extra_provider = None  # set by the window once the table shows this game
        self.undo_stack.clear()
        self.log = []
        self.undo_stack.setClean()

    def _options_key(self):
        return (self.setup.game, self.setup.seed,
                json.dumps(self.setup.rules_options(), sort_keys=True, default=str))

    def game_options(self):
        """The game's options with every random choice resolved, as a save writes them:
        resolved when the game starts or opens, and again only if its setup changed."""
        key = self._options_key()
        if self._options is None or self._options[0] != key:
            self._options = (key, self.rules.normalize_options(self.setup.rules_options(),
                                                               self.setup.seed))
        return self._options[1]

    def _save_args(self):
        """savefile.save's arguments after the path, for the game as it is now."""
        extra = dict(self.extra)
        live = self.extra_provider() if self.extra_provider else None
        if live:  # what the table keeps beside the rules (Tiwanaku's pencil marks)
            extra["table"] = live
        return (self.rules, self.stack, self.game_options(), self.setup.seed,
                [s.to_dict() for s in self.seats], extra or None, self.provenance)

    def save(self, path):
        self.flush_autosave()  # an older autosave never lands after this file
        savefile.save(path, *self._save_args())

    def autosave(self):
        """Write the autosave; a failure of any kind is reported (error signal), never raised."""
        if self.autosave_path and self.stack is not None and not self.guided:
            try:
                if self.write_behind:
                    if self._writer is None:
                        self._writer = WriteBehind(lambda exc: self._autosaveFailed.emit(str(exc)))
                    self._writer.write(self.autosave_path,
                                       savefile.to_json(*self._save_args()).encode("utf-8"))
                else:
                    self.save(self.autosave_path)
            except Exception as exc:  # noqa: BLE001 - the game goes on; the player is told
                self._autosave_failed(str(exc))

    def flush_autosave(self):
        """Wait until the autosave asked for last is on disk (write_behind)."""
        if self._writer is not None:
            self._writer.flush()

    @Slot(str)
    def _autosave_failed(self, message):
        self.error.emit(translate("Controller", "Autosave failed: %1").replace("%1", message))

    # ------------------------------------------------------------------ moves
    def legal_moves(self):
        return self.rules.legal_moves(self.state) if self.state else []

    def apply(self, move):
        """Apply a human's move. Returns None, or the reason it was refused (nothing changes)."""
        if self.state is None:
            return translate("Controller", "No game is running.")
        seat = self.current_seat()
        if seat is not None and self.seats[seat].is_bot:
            return translate("Controller", "It is a bot's turn.")
        reason = self.rules.explain_illegal(self.state, move)
        if reason:
            return reason
        if self._hint_token is not None:  # the hint still looked for is about this position
            self._hint_token = None
            self._forget_bot()
        return self._push(move, checked=True)

    def _push(self, move, checked=False):
        """Play a move; `checked`: explain_illegal has just found it legal (it is asked once)."""
        if not checked:
            reason = self.rules.explain_illegal(self.state, move)
            if reason:
                return reason
        seat = self.current_seat()
        text = self.log_text(move, self.state)  # what everyone may read: no face-down card names
        self.undo_stack.push(MoveCommand(self, move, f"{self.seats[seat].name}: {text}"))
        self.log.append((seat, text))
        self._since_move.restart()
        self.moveMade.emit(seat, text)
        self.autosave()
        self._after_change()
        return None

    def play_scripted(self, move):
        """Another seat's move that a script (the tutorial) makes in place of a bot. Returns
        None, or the reason it was refused (nothing changes)."""
        return self._push(move)

    def can_undo(self):
        return self.stack is not None and self.undo_stack.canUndo() and self.stack.can_undo()

    def undo_reason(self):
        if self.stack is None:
            return None
        if self.stack.done and not self.stack.can_undo():
            return self.stack.undo_reason()  # a card was revealed, or an earlier turn
        if not self.undo_stack.canUndo():
            return translate("Controller", "Nothing to undo.")
        return self.stack.undo_reason()

    def undo(self):
        """Undo the last move; in a practice game, keep undoing bot moves so that a human
        decides again."""
        if not self.can_undo():
            return False
        self._forget_bot()  # a bot's pending answer no longer applies
        self.undo_stack.undo()
        self.log.pop()
        while (self.stack.policy == PRACTICE and not self.is_over()
               and self.seats[self.current_seat()].is_bot and self.can_undo()):
            self.undo_stack.undo()
            self.log.pop()
        self.autosave()
        self._after_change()
        return True

    def redo(self):
        if not self.undo_stack.canRedo():
            return False
        self._forget_bot()
        cmd = self.undo_stack.command(self.undo_stack.index())
        seat = self.current_seat()
        text = self.log_text(cmd.move, self.state)
        self.undo_stack.redo()
        self.log.append((seat, text))
        self.autosave()
        self._after_change()
        return True

    # ------------------------------------------------------------------ bots
    def _after_change(self):
        self.changed.emit()
        if self.is_over():
            self.record_result()
            self.gameOver.emit()
            return
        seat = self.current_seat()
        if self.seats[seat].is_bot:
            self._schedule_bot()
        else:
            self.humanTurn.emit(seat)

    def record_result(self):
        """Add a finished game to the statistics (once: the database ignores repeats). A failure
        is reported, never raised: the game is over either way."""
        if self.stats_path is None or not self.is_over() or self.guided:
            return False
        try:
            return self._record_result()
        except Exception as exc:  # noqa: BLE001 - a statistics problem must not end the window
            self.error.emit(translate("Controller", "The result could not be recorded: %1")
                            .replace("%1", str(exc)))
            return False

    def _record_result(self):
        from ..stats import SeatResult, StatsDB, game_id

        live = self.extra_provider() if self.extra_provider else self.extra.get("table")
        if isinstance(live, dict) and live.get("practice_aid"):  # e.g. Tiwanaku's deductions
            return False  # a game played with a practice aid does not count
        options = self.game_options()
        row = self.game.ui("result_row")(self.state, self.seats)
        db = StatsDB(self.stats_path)
        try:
            if db.message:
                self.statsNotice.emit(db.message)
            scores = row.get("scores") or [0] * len(self.seats)
            seats = [SeatResult(s.name, s.kind, s.colour, scores[i])
                     for i, s in enumerate(self.seats)]
            moves = self.stack.move_texts
            gid = game_id(self.setup.seed, options, moves, self.game.id)
            return db.record(gid, len(seats), row.get("solo_level"), row.get("winner"),
                             row.get("turns", 0), len(moves), seats, game=self.game.id,
                             won=row.get("won"))
        finally:
            db.close()

    def request_hint(self, level="normal"):
        """Ask a bot (in the worker) what it would play for the human to move; the answer
        comes as hintReady. Returns False when no hint can be given now."""
        state = self.state
        seat = self.current_seat()
        if seat is None or self.seats[seat].is_bot or self._bot_busy:
            return False
        self._token += 1
        self._hint_token = self._token
        self._cancel = threading.Event()
        self._set_busy(True)
        self._hint.emit(self._token, self.game.id, level, self.setup.seed + len(self.stack),
                        self.rules.observation(state, seat), self._cancel)
        return True

    @Slot(int, object, object)
    def _bot_hint(self, token, move, plan):
        if token != self._token or token != self._hint_token:
            return  # a hint about a position that no longer exists
        self._set_busy(False)
        self._hint_token = None
        self.hintReady.emit(move, plan)

    def _schedule_bot(self):
        if not self.autoplay or self._bot_busy or self.state is None or self.is_over():
            return
        seat = self.current_seat()
        if not self.seats[seat].is_bot:
            return
        self._token += 1
        self._cancel = threading.Event()
        self._set_busy(True)
        seed = (self.setup.seed * 1_000_003 + len(self.stack)) & 0x7FFFFFFF
        self._think.emit(self._token, self.game.id, self.seats[seat].kind, seed,
                         self.rules.observation(self.state, seat), self._cancel,
                         f"{self._table}:{seat}")

    @Slot(int, object)
    def _bot_move(self, token, move):
        if token != self._token:
            return  # an answer about a position that no longer exists
        wait = self.bot_pace_ms - self._since_move.elapsed()
        if wait > 0:
            self._paced = (token, move)
            self._pace_timer.start(wait)
            return
        self._set_busy(False)
        self._push_bot_move(move)

    def set_bot_pace(self, ms):
        """The least time a bot move stays on screen; a move already waiting follows the new
        pace."""
        self.bot_pace_ms = ms
        if self._paced is not None:
            self._pace_timer.start(max(0, ms - self._since_move.elapsed()))

    def _play_paced(self):
        if self._paced is None or self._paced[0] != self._token:
            return
        _, move = self._paced
        self._paced = None
        self._set_busy(False)
        self._push_bot_move(move)

    def _push_bot_move(self, move):
        reason = self._push(move)
        if reason:
            self.error.emit(translate("Controller", "A bot chose an illegal move: %1").replace("%1", reason))

    @Slot(int, str)
    def _bot_failed(self, token, message):
        if token != self._token:
            return
        self._set_busy(False)
        if token == self._hint_token:  # a failed hint plays nothing
            self._hint_token = None
            self.error.emit(translate("Controller", "No hint could be found (%1).").replace("%1", message))
            return
        # Fall back to a random legal move so that the game goes on.
        moves = self.legal_moves()
        self.error.emit(translate("Controller", "A bot failed (%1); it played a random move.")
                        .replace("%1", message))
        self._push(random.Random(len(self.stack)).choice(moves))

    def _set_busy(self, busy):
        if self._bot_busy != busy:
            self._bot_busy = busy
            self.thinking.emit(busy)

    def play_bot_moves_now(self, count, seed):
        """Play `count` random legal moves for whoever is to move, on this thread (for
        screenshots and tests: deterministic, no worker)."""
        from ..bots.random_bot import RandomBot

        bot = RandomBot(seed)
        for _ in range(count):
            if self.is_over():
                break
            seat = self.current_seat()
            self._push(bot.choose(self.rules, self.rules.observation(self.state, seat)))

    @property
    def bot_thinking(self):
        return self._bot_busy
