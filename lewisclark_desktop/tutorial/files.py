"""Tutorial files: `resources/tutorials/<game>/<lang>.json` read into frozen dataclasses.

A damaged file is refused with a TutorialError whose message names the file and the place
("elfenland/en.json: chapter 'travel', step 3: ..."): the checker and the window show it as is.
"""

from dataclasses import dataclass
from pathlib import Path

from ..core import safeio

FORMAT = 1
LANGUAGES = ("en", "ja")
MAX_BYTES = 1 << 20  # far more than a 15-minute tutorial needs
MAX_CHAPTERS, MAX_STEPS, MAX_MOVES = 40, 200, 2000
_TOP = {"format", "game", "learner", "chapters"}
_CHAPTER = {"id", "title", "start", "steps"}
_START = {"seed", "players", "options", "moves", "position"}
_STEP = {"move", "text", "why", "highlight", "auto"}


class TutorialError(ValueError):
    """A tutorial file that cannot be used; the message names the file and the step."""


@dataclass(frozen=True)
class Step:
    text: str
    move: str | None = None  # canonical move text (rules.format_move), or None: an explanation
    why: str = ""  # the answer to another legal move at a learner's step
    highlight: tuple = ()  # named areas of the game's table
    auto: bool = False  # another seat's scripted move, played on Next

    @property
    def kind(self):
        """"explain" (Next), "learner" (the learner's move), "auto" (Next plays another seat)."""
        return "explain" if self.move is None else "auto" if self.auto else "learner"


@dataclass(frozen=True)
class Start:
    seed: int | None = None
    players: int | None = None
    options: tuple = ()  # sorted (name, value) pairs
    moves: tuple = ()  # canonical move texts replayed silently
    position: dict | None = None  # the game's position format (not hashed: compared by ==)

    def __hash__(self):
        return hash((self.seed, self.players, self.options, self.moves))


@dataclass(frozen=True)
class Chapter:
    id: str
    title: str
    steps: tuple
    start: Start | None = None  # None: continues where the previous chapter ended


@dataclass(frozen=True)
class Tutorial:
    game: str
    lang: str
    learner: int
    chapters: tuple
    name: str = ""  # "elfenland/en.json", for messages

    def chapter_index(self, chapter_id):
        for i, chapter in enumerate(self.chapters):
            if chapter.id == chapter_id:
                return i
        raise KeyError(chapter_id)


def tutorial_dir() -> Path:
    """Where the tutorial files are: inside the package in a wheel or bundle, else the
    checkout's resources/."""
    here = Path(__file__).resolve().parent.parent
    for folder in (here / "tutorials", here.parent / "resources" / "tutorials"):
        if folder.is_dir():
            return folder
    return here.parent / "resources" / "tutorials"


def path_of(game, lang) -> Path:
    return tutorial_dir() / game / f"{lang}.json"


def available(game):
    """The languages with a tutorial file for `game` (empty: the game has no tutorial)."""
    return tuple(lang for lang in LANGUAGES if path_of(game, lang).is_file())


def load(game, lang):
    """The tutorial of `game` in `lang` ("en", "ja"); TutorialError when missing or damaged."""
    if lang not in LANGUAGES:
        raise TutorialError(f"no tutorial language {str(lang)[:10]!r} (languages: {', '.join(LANGUAGES)})")
    return load_path(path_of(game, lang), game, lang, f"{game}/{lang}.json")


def load_path(path, game, lang, name=None):
    name = name or safeio.display_name(path)
    try:
        raw = safeio.read_regular_file(path, MAX_BYTES, "tutorial file")
        data = safeio.loads(raw, name)
    except safeio.InputError as exc:
        message = str(exc)
        raise TutorialError(message if message.startswith(name) else f"{name}: {message}") from None
    return parse(data, game, lang, name)


def parse(data, game, lang, name="tutorial"):
    """A Tutorial from the file's JSON data; TutorialError names the first problem."""
    where = _Where(name)
    _keys(data, _TOP, where, required=_TOP)
    if data["format"] != FORMAT or isinstance(data["format"], bool):
        where.fail(f"format {str(data['format'])[:20]!r}; this version reads {FORMAT}")
    if data["game"] != game:
        where.fail(f"is a tutorial of {str(data['game'])[:30]!r}, not of {game!r}")
    learner = _int(data["learner"], "learner", where, 0, 5)
    chapters = data["chapters"]
    if not isinstance(chapters, list) or not 1 <= len(chapters) <= MAX_CHAPTERS:
        where.fail(f"chapters must be a list of 1 to {MAX_CHAPTERS} chapters")
    out, seen = [], set()
    for k, raw in enumerate(chapters):
        chapter = _chapter(raw, k, where)
        if chapter.id in seen:
            where.fail(f"chapter {k + 1}: the id {chapter.id!r} is used twice")
        if k == 0 and chapter.start is None:
            where.fail(f"chapter {chapter.id!r}: the first chapter needs a \"start\"")
        seen.add(chapter.id)
        out.append(chapter)
    return Tutorial(game, lang, learner, tuple(out), name)


class _Where:
    def __init__(self, name):
        self.name = name
        self.parts = []

    def fail(self, message):
        place = ", ".join(self.parts)
        raise TutorialError(f"{self.name}: {place + ': ' if place else ''}{message}")


def _keys(d, allowed, where, required=()):
    if not isinstance(d, dict):
        where.fail("expected an object ({...})")
    unknown = sorted(set(d) - set(allowed))
    if unknown:
        where.fail(f"unknown field {unknown[0][:30]!r} (fields: {', '.join(sorted(allowed))})")
    missing = sorted(set(required) - set(d))
    if missing:
        where.fail(f"missing field {missing[0]!r}")


def _int(value, what, where, lo, hi):
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        where.fail(f"{what} must be a whole number from {lo} to {hi}")
    return value


def _text(value, what, where, empty=False):
    if not isinstance(value, str) or (not empty and not value.strip()):
        where.fail(f"{what} must be a non-empty text")
    return value


def _chapter(raw, k, where):
    where.parts = [f"chapter {k + 1}"]
    _keys(raw, _CHAPTER, where, required=("id", "title", "steps"))
    cid = _text(raw["id"], "id", where)
    where.parts = [f"chapter {cid[:30]!r}"]
    title = _text(raw["title"], "title", where)
    start = _start(raw["start"], where) if "start" in raw else None
    steps = raw["steps"]
    if not isinstance(steps, list) or not 1 <= len(steps) <= MAX_STEPS:
        where.fail(f"steps must be a list of 1 to {MAX_STEPS} steps")
    out = []
    for n, step in enumerate(steps):
        where.parts = [f"chapter {cid[:30]!r}", f"step {n + 1}"]
        out.append(_step(step, where))
    return Chapter(cid, title, tuple(out), start)


def _start(raw, where):
    where.parts = where.parts + ["start"]
    _keys(raw, _START, where)
    if "position" in raw:
        if set(raw) != {"position"}:
            where.fail("a start is either a \"position\" or a \"seed\" with \"players\", not both")
        if not isinstance(raw["position"], dict):
            where.fail("position must be an object in the game's position format")
        where.parts.pop()
        return Start(position=raw["position"])
    if "seed" not in raw or "players" not in raw:
        where.fail("a start needs a \"seed\" and \"players\" (or a \"position\")")
    seed = _int(raw["seed"], "seed", where, 0, 2**63 - 1)
    players = _int(raw["players"], "players", where, 1, 6)
    options = raw.get("options", {})
    if not isinstance(options, dict):
        where.fail("options must be an object")
    moves = raw.get("moves", [])
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        where.fail(f"moves must be a list of at most {MAX_MOVES} move texts")
    for text in moves:
        _text(text, "each move", where)
    where.parts.pop()
    return Start(seed, players, tuple(sorted(options.items())), tuple(moves))


def _step(raw, where):
    _keys(raw, _STEP, where, required=("text",))
    text = _text(raw["text"], "text", where)
    move = raw.get("move")
    if move is not None:
        _text(move, "move", where)
    why = _text(raw.get("why", ""), "why", where, empty=True)
    auto = raw.get("auto", False)
    if not isinstance(auto, bool):
        where.fail("auto must be true or false")
    if auto and move is None:
        where.fail("an \"auto\" step needs the \"move\" the other seat makes")
    highlight = raw.get("highlight", [])
    if not isinstance(highlight, list) or len(highlight) > 20:
        where.fail("highlight must be a list of area names")
    for area in highlight:
        _text(area, "each highlight", where)
    return Step(text, move, why, tuple(highlight), auto)
