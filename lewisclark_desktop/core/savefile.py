"""Save files: a JSON header plus the moves in text form, a state hash and an integrity hash.

Loading never executes anything from the file: it reads a bounded regular file, checks the
whole header against a schema, builds a new game from the options and seed, checks the seats,
replays each move through the rules (refusing the first illegal one) and compares the hashes.

`integrity` is a SHA-256 over a canonical encoding of everything that defines the game (format,
version, game id, options, seed, seats, the whole move list, the final state hash, provenance).
It is not a signature: it tells an edited file from the one the application wrote. A file whose
hashes do not match still opens if its moves are legal, but as `provenance == EDITED`, and that
mark is kept in every later save of the game. Version 1 files (which hashed only the final
state) open as `OLD_FORMAT` when that hash matches.
"""

import hashlib
import json
from dataclasses import dataclass, field

from . import safeio
from .atomic import write_atomic
from .commands import STRICT, CommandStack
from .game import IllegalMoveError
from .schema import Any, Int, List, Map, Obj, SchemaError, Str
from .seats import MAX_NAME

SAVE_FORMAT = "boardgame-desktop-save"
SAVE_VERSION = 2
OLD_VERSIONS = (1,)
MAX_SAVE_BYTES = 4 * 1024 * 1024  # far above any real game (a long game is ~60 KB)
MAX_MOVES = 50_000
MAX_SEATS = 8

GENUINE, EDITED, OLD_FORMAT = "", "edited", "old-format"
# What a reader is told about a file that opened but is not exactly as the application wrote it
# (fixed phrases: the window translates them).
NOTE_EDITED = "the file was changed after it was saved: this is not the game as it was played"
NOTE_EDITED_BEFORE = "this game was continued from a changed file"
NOTE_OLD_FORMAT = ("the file is in the old save format (version 1): only its final position "
                   "could be checked, not the moves that led there")

SEAT = Map(("name", "colour", "kind", "level"), Str(max_len=MAX_NAME))
_COMMON = {
    "format": Str((SAVE_FORMAT,)),
    "version": Int(1, SAVE_VERSION),
    "game": Str(max_len=40),
    "options": Map(None, Any()),  # each game's new_state refuses what it does not know
    "seed": Int(-(2**63), 2**63 - 1),
    "seats": List(SEAT, MAX_SEATS, 1),
    "moves": List(Str(max_len=200), MAX_MOVES),
    "state_hash": Str(max_len=128),
}
# Kept beside the game, not covered by integrity: the table's layout, and the reviews of the game
# ({str(seat): review.model.Review.to_dict()}, read back by review/keep.py).
EXTRA_KEYS = ("table", "review")
HEADER = {
    1: Obj(_COMMON, {"extra": Map(EXTRA_KEYS, Any())}),
    2: Obj({**_COMMON, "integrity": Str(max_len=128)},
           {"provenance": Str((EDITED, OLD_FORMAT)), "extra": Map(EXTRA_KEYS, Any())}),
}
COVERED = ("format", "version", "game", "options", "seed", "seats", "moves", "state_hash",
           "provenance")


class SaveFileError(ValueError):
    """A save file that cannot be loaded; the message names the problem."""


@dataclass
class SaveGame:
    game: str
    options: dict
    seed: int
    seats: list
    moves: list
    state_hash: str = ""
    extra: dict = field(default_factory=dict)
    provenance: str = GENUINE
    notes: list = field(default_factory=list)  # NOTE_* phrases for the reader

    @property
    def genuine(self):
        return self.provenance == GENUINE


def integrity(data: dict) -> str:
    covered = {k: data[k] for k in COVERED if k in data}
    text = json.dumps(covered, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def to_json(rules, stack, options, seed, seats, extra=None, provenance=GENUINE):
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": rules.name,
        "options": options,
        "seed": seed,
        "seats": seats,
        "moves": stack.move_texts,
        "state_hash": rules.state_hash(stack.state),
    }
    if provenance:
        data["provenance"] = provenance
    data["integrity"] = integrity(data)
    if extra:
        data["extra"] = extra
    return json.dumps(data, ensure_ascii=False, indent=1)


def save(path, rules, stack, options, seed, seats, extra=None, provenance=GENUINE):
    write_atomic(path, to_json(rules, stack, options, seed, seats, extra, provenance)
                 .encode("utf-8"))


def read(path) -> bytes:
    """The bytes of a save file (a bounded regular file); SaveFileError if it cannot be."""
    try:
        return safeio.read_regular_file(path, MAX_SAVE_BYTES, "save file")
    except safeio.InputError as exc:
        raise SaveFileError(str(exc)) from None


def load(path, rules, policy=STRICT):
    """Read and verify a save file. Returns (SaveGame, CommandStack at the saved position)."""
    return parse(read(path), rules, policy, name=safeio.display_name(path))


def game_of(path) -> str:
    """The game id a save file names (checked no further); SaveFileError if it names none."""
    return game_in(read(path), safeio.display_name(path))


def _document(raw: bytes, name):
    """The JSON object of a save file of this application; SaveFileError for anything else."""
    try:
        data = safeio.loads(raw, name)
    except safeio.InputError as exc:
        raise SaveFileError(str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveFileError(f"{name} is not a save file of this application")
    return data


def game_in(raw: bytes, name="save file") -> str:
    """The game id the save file `raw` names (checked no further); SaveFileError if none."""
    game = _document(raw, name).get("game")
    if not isinstance(game, str) or not game:
        raise SaveFileError(f"{name}: field 'game' is missing")
    return game


def parse(raw: bytes, rules, policy=STRICT, name="save file"):
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveFileError(f"{name} is too large to be a save file")
    data = _document(raw, name)
    version = data.get("version")
    if type(version) is not int or version not in HEADER:
        raise SaveFileError(f"{name} has save format version {_short(version)}; "
                            f"this version reads version {SAVE_VERSION}")
    if data.get("game") != rules.name:
        raise SaveFileError(f"{name} is a save of {_short(data.get('game'))}, not {rules.name!r}")
    try:
        HEADER[version].check(data, "")
    except SchemaError as exc:
        raise SaveFileError(f"{name}: field {exc.where} must be {exc.expected}"
                            if exc.expected != "present" else
                            f"{name}: field {exc.where!r} is missing") from None
    stack = _replay(data, rules, policy, name)
    provenance, notes = _provenance(data, rules.state_hash(stack.state))
    game = SaveGame(rules.name, data["options"], data["seed"], data["seats"], data["moves"],
                    data["state_hash"], data.get("extra") or {}, provenance, notes)
    return game, stack


def _short(value):
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _replay(data, rules, policy, name):
    try:
        state = rules.new_state(data["options"], data["seed"])
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        raise SaveFileError(f"{name}: bad game options: {exc}") from None
    problem = rules.seat_problem(state, data["seats"])
    if problem:
        raise SaveFileError(f"{name}: the seats do not match the game ({problem})")
    stack = CommandStack(rules, state, policy)
    # Older files never recorded answers that later rules ask for (a game may supply them).
    legacy = getattr(rules, "legacy_answer", None) if data["version"] in OLD_VERSIONS else None
    for k, text in enumerate(data["moves"]):
        try:
            stack.apply_text(text)
        except IllegalMoveError as exc:
            filler = legacy(stack.state) if legacy else None
            if filler is None:
                raise SaveFileError(f"{name}: move {k + 1} is illegal ({exc})") from None
            stack.apply(filler)
            try:
                stack.apply_text(text)
            except IllegalMoveError as exc2:
                raise SaveFileError(f"{name}: move {k + 1} is illegal ({exc2})") from None
    filler = legacy(stack.state) if legacy else None
    if filler is not None:
        stack.apply(filler)
    return stack


def _provenance(data, final_hash):
    """(provenance, notes) from what the file says and what the checks found."""
    matches = final_hash == data["state_hash"]
    if data["version"] in OLD_VERSIONS:
        return (OLD_FORMAT, [NOTE_OLD_FORMAT]) if matches else (EDITED, [NOTE_EDITED])
    if not matches or data["integrity"] != integrity(data):
        return EDITED, [NOTE_EDITED]
    said = data.get("provenance", GENUINE)
    if said == EDITED:
        return EDITED, [NOTE_EDITED_BEFORE]
    if said == OLD_FORMAT:
        return OLD_FORMAT, [NOTE_OLD_FORMAT]
    return GENUINE, []
