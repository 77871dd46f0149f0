"""The games this application plays: the one list. No Qt here (the command line uses it too).

    game = games.get("elfenland")          # raises UnknownGame naming the id
    rules = game.rules()                   # the game's core.game.GameRules
    bot = game.make_bot("normal", seed=3)  # its bot levels: game.bot_levels()
    Table = game.ui("Table")               # its UI, imported only when asked for

Everything a game adds lives in its own packages (rules, bots/<id>, ui/<id>); each is imported
only when first asked for, so a game whose UI is not built yet still plays on the command line
and is simply not offered in the New game dialog (`playable()` lists those whose UI imports).

A game's UI package (`lewisclark_desktop.ui.<id>`) provides, in its `table`, `texts`,
`options`, `summary` or `review_plan` module (see the agreed table surface):
    Table                               the QWidget the window shows; its show_hint(move)
                                        also takes the plan behind the hint, show_hint(move,
                                        plan), when the game's bots explain hints
    log_text(move, before_state)        the move in words, as everyone may read it, once made
                                        (it may name what the move revealed)
    move_preview(move, observation)     a move *not yet made* in words (a hint, a button),
                                        from the deciding seat's observation only: everything
                                        shown before a move is a function of that observation
                                        (tests/ui/test_hidden_texts.py re-deals the hidden parts
                                        and requires the same texts); the shell never words a
                                        future move with the full state
    options_widget(parent)              its New game options: .options() -> dict, .seat_count()
    end_summary(state, seats)           [(headline, [cell per seat])] for the end dialog
    result_row(state, seats)            for statistics: {"winner": seat or None, "turns": int,
                                        "scores": [int per seat], optional "solo_level",
                                        optional "won": [bool per seat] when several win}
    review_text(explanation)            (optional) a review's Decision.explanation (plain data
                                        from the engine) in the game's own words: Lewis &
                                        Clark's plan, Elfenland's towns; "" when nothing to say
    solo_texts()                        (optional) a game with solo games against an opponent
                                        of the rules: (section title, level column header,
                                        level -> text, level -> sort key) for statistics
"""

from dataclasses import dataclass
from importlib import import_module


def QT_TRANSLATE_NOOP(context, text):  # noqa: N802 - the name lupdate looks for
    return text


DEFAULT_GAME = "lewisclark"
UI_MODULES = ("table", "texts", "options", "summary", "review_plan")
_UI_FOUND = {}  # UI package -> the UI_MODULES it has (looked up once: failed imports are slow)


class UnknownGame(ValueError):
    """A game id this version does not know."""


@dataclass(frozen=True)
class Game:
    id: str
    display_name: str  # English source text, translated in the "Games" context
    rules_path: str  # "module:attribute" of the GameRules object
    bots_path: str  # module with LEVELS, make_bot(level, seed, **options), available_levels()
    players: tuple  # (fewest, most)
    colours: tuple  # the seats' colours, in the rules' own names
    save_suffix: str = "lcsave"
    hint_level: str = "normal"
    positions_path: str = ""  # module with from_dict / to_dict / PositionError (CLI `apply`)
    replay_path: str = ""  # "module:Class" of its replay viewer (imported when first asked for)
    extras_path: str = ""  # "module:function": state -> dict of game facts for CLI summaries
    ui_root: str = ""  # the UI package; default lewisclark_desktop.ui.<id>
    solo_level: bool = False  # a one-seat game takes a `solo_level` option (Mackenzie's level)
    # its bots' available_levels(), known without importing the bots: a save's seats are checked
    # against them when it opens, before any bot plays (tests/test_games.py: they agree)
    levels: tuple = ("random", "easy", "normal", "hard")

    def result_extras(self, state):
        """Facts a finished (or capped) game adds to command-line summaries, e.g. camps."""
        if not self.extras_path:
            return {}
        module, attribute = self.extras_path.split(":")
        return getattr(import_module(module), attribute)(state)

    def rules(self):
        module, attribute = self.rules_path.split(":")
        return getattr(import_module(module), attribute)

    def bots(self):
        return import_module(self.bots_path)

    def bot_levels(self):
        return self.levels

    def make_bot(self, level, seed=0, **options):
        return self.bots().make_bot(level, seed, **options)

    def explain_hint(self, observation, move, seed=0):
        """The plan behind a hint, as plain data its UI can word (its table's show_hint takes
        it), or None: a game's bots module may offer explain_hint(rules, observation, move,
        seed); a game without one has no plans to tell."""
        explain = getattr(self.bots(), "explain_hint", None)
        return explain(self.rules(), observation, move, seed) if explain else None

    def positions(self):
        """The game's position module (JSON positions), or None when it has none."""
        return import_module(self.positions_path) if self.positions_path else None

    def replay_viewer(self):
        """The game's replay viewer class, or None when it has none yet."""
        if not self.replay_path:
            return None
        module, attribute = self.replay_path.split(":")
        return getattr(import_module(module), attribute)

    def ui_package(self):
        return self.ui_root or f"lewisclark_desktop.ui.{self.id}"

    def ui(self, name):
        """The UI attribute `name` (Table, log_text, ...) from the game's UI modules; raises
        ImportError when the game has no UI (yet) or LookupError when it lacks `name`."""
        for module in (import_module(f"{self.ui_package()}.{m}") for m in self._ui_modules()):
            if hasattr(module, name):
                return getattr(module, name)
        raise LookupError(f"{self.id}'s UI has no {name}")

    def _ui_modules(self):
        package = self.ui_package()
        if package not in _UI_FOUND:
            _UI_FOUND[package] = self._find_ui_modules()
        return _UI_FOUND[package]

    def _find_ui_modules(self):
        found = []
        for name in UI_MODULES:
            full = f"{self.ui_package()}.{name}"
            try:
                import_module(full)
            except ModuleNotFoundError as exc:
                if exc.name not in (full, self.ui_package()):
                    raise  # the module exists but something it imports is missing
                continue
            found.append(name)
        if "table" not in found:
            raise ImportError(f"{self.id} has no table yet ({self.ui_package()}.table)")
        return found

    def has_ui(self):
        try:
            self.ui("Table")
        except (ImportError, LookupError):
            return False
        return True


GAMES = (
    Game("lewisclark", QT_TRANSLATE_NOOP("Games", "Lewis & Clark"),
         "lewisclark_desktop.lewisclark.game:RULES", "lewisclark_desktop.bots.lewisclark",
         (1, 5), ("blue", "orange", "yellow", "green", "purple"), "lcsave",
         positions_path="lewisclark_desktop.lewisclark.positions",
         replay_path="lewisclark_desktop.ui.lewisclark.replay_viewer:ReplayViewer",
         extras_path="lewisclark_desktop.lewisclark.game:result_extras", solo_level=True),
    Game("elfenland", QT_TRANSLATE_NOOP("Games", "Elfenland"),
         "lewisclark_desktop.elfenland.game:RULES", "lewisclark_desktop.bots.elfenland", (2, 6),
         ("red", "blue", "green", "yellow", "purple", "black"), "lcsave",
         positions_path="lewisclark_desktop.elfenland.positions",
         replay_path="lewisclark_desktop.ui.elfenland.replay_viewer:ReplayViewer"),
    Game("tiwanaku", QT_TRANSLATE_NOOP("Games", "Tiwanaku"),
         "lewisclark_desktop.tiwanaku.game:RULES", "lewisclark_desktop.bots.tiwanaku", (1, 4),
         ("blue", "orange", "green", "purple"), "lcsave",
         positions_path="lewisclark_desktop.tiwanaku.positions",
         replay_path="lewisclark_desktop.ui.tiwanaku.replay_viewer:ReplayViewer"),
)
_BY_ID = {g.id: g for g in GAMES}


def ids():
    return tuple(_BY_ID)


def get(game_id):
    try:
        return _BY_ID[game_id]
    except (KeyError, TypeError):
        raise UnknownGame(f"a save of {game_id!r}, which this version does not know "
                          f"(known: {', '.join(_BY_ID)})") from None


def rules(game_id):
    return get(game_id).rules()


def for_rules(rules_object):
    """The registry entry of a GameRules object (by the id it writes in save files)."""
    return get(rules_object.name)


def load_save(path, policy=None):
    """Open any registered game's save file: (Game, SaveGame, CommandStack). The file's own game
    id picks the rules; an unknown one is refused by name (SaveFileError, nothing changes)."""
    from .core import safeio, savefile

    return parse_save(savefile.read(path), safeio.display_name(path), policy)


def parse_save(raw, name="save file", policy=None):
    """`load_save` of a save file's bytes: the one path by which the command line, the window
    and the replays check a save. SaveGame.seats are the checked, complete seat records
    (`core.seats.checked_seats`: unknown player kinds refused, missing colours filled)."""
    from .core import savefile
    from .core.seats import HUMAN, checked_seats

    game_id = savefile.game_in(raw, name)
    try:
        game = get(game_id)
    except UnknownGame as exc:
        raise savefile.SaveFileError(f"{name} is {exc}") from None
    rules = game.rules()
    kwargs = {} if policy is None else {"policy": policy}
    saved, stack = savefile.parse(raw, rules, name=name, **kwargs)
    try:
        saved.seats = checked_seats(saved.seats, rules.seat_colours(stack.state),
                                    (HUMAN,) + game.bot_levels(), game.colours)
    except ValueError as exc:
        raise savefile.SaveFileError(f"{name}: the seats do not match the game ({exc})") from None
    return game, saved, stack


def playable():
    """The games whose UI can be built in this version, in menu order."""
    return [g for g in GAMES if g.has_ui()]
