"""Save files: a JSON header plus the moves in text form and a state hash.

Loading never executes anything from the file: it builds a new game from the options and seed,
replays each move through the rules (refusing the first illegal one) and compares the hash.
"""

import json
from dataclasses import dataclass, field
from pathlib import Path

from .atomic import write_atomic
from .commands import STRICT, CommandStack
from .game import IllegalMoveError

SAVE_FORMAT = "boardgame-desktop-save"
SAVE_VERSION = 1
MAX_SAVE_BYTES = 4 * 1024 * 1024  # far above any real game (a long game is ~60 KB)
MAX_MOVES = 50_000


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


def to_json(rules, stack, options, seed, seats, extra=None):
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
    if extra:
        data["extra"] = extra
    return json.dumps(data, ensure_ascii=False, indent=1)


def save(path, rules, stack, options, seed, seats, extra=None):
    write_atomic(path, to_json(rules, stack, options, seed, seats, extra).encode("utf-8"))


def load(path, rules, policy=STRICT):
    """Read and verify a save file. Returns (SaveGame, CommandStack at the saved position)."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SaveFileError(f"cannot open {path.name}: {exc.strerror}") from None
    if size > MAX_SAVE_BYTES:
        raise SaveFileError(f"{path.name} is {size} bytes, too large to be a save file")
    raw = path.read_bytes()
    return parse(raw, rules, policy, name=path.name)


def parse(raw: bytes, rules, policy=STRICT, name="save file"):
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveFileError(f"{name} is too large to be a save file")
    if not raw.strip():
        raise SaveFileError(f"{name} is empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveFileError(f"{name} is not text (not a save file)") from None
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"{name} is damaged or truncated: bad JSON at line {exc.lineno} "
                            f"column {exc.colno} ({exc.msg})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveFileError(f"{name} is not a save file of this application")
    if data.get("version") != SAVE_VERSION:
        raise SaveFileError(f"{name} has save format version {data.get('version')!r}; "
                            f"this version reads version {SAVE_VERSION}")
    if data.get("game") != rules.name:
        raise SaveFileError(f"{name} is a save of {data.get('game')!r}, not {rules.name!r}")
    for key, kind in (("options", dict), ("seed", int), ("seats", list), ("moves", list),
                      ("state_hash", str)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveFileError(f"{name}: field {key!r} is missing or not a {kind.__name__}")
    moves = data["moves"]
    if len(moves) > MAX_MOVES:
        raise SaveFileError(f"{name} holds {len(moves)} moves, more than any real game")
    try:
        state = rules.new_state(data["options"], data["seed"])
    except ValueError as exc:
        raise SaveFileError(f"{name}: bad game options: {exc}") from None
    stack = CommandStack(rules, state, policy)
    for k, text in enumerate(moves):
        if not isinstance(text, str):
            raise SaveFileError(f"{name}: move {k + 1} is not text")
        try:
            stack.apply_text(text)
        except IllegalMoveError as exc:
            raise SaveFileError(f"{name}: move {k + 1} is illegal ({exc})") from None
    if rules.state_hash(stack.state) != data["state_hash"]:
        raise SaveFileError(f"{name}: the state hash does not match the moves "
                            "(the file was edited or damaged)")
    game = SaveGame(rules.name, data["options"], data["seed"], data["seats"], moves,
                    data["state_hash"], data.get("extra") or {})
    return game, stack
