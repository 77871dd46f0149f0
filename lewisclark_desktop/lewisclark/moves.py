"""Moves are values with one canonical text form: `parse_move(format_move(m)) == m`.

Examples: `play meriwether-lewis support:hugh-mcneal indians:1`, `village canoe x2`,
`recruit slot3 discount:seaman`, `camp`, `end`, `collect wood 7`, `move river pay:food`,
`trade pay:wood+wood gain:canoe`, `gain food+fur`, `indians 2`, `copy york pay:food`,
`visit hunting pay:fur`, `take slot2 pay:horse`, `discard seaman`, `done`,
`boat res2 gain:food+wood`, `boat ind3 indians:1`, `drop wood`, `forward 3`, `stop`.
"""

from collections.abc import Callable
from typing import NamedTuple

from .cards import CARDS, card_index
from .resources import format_tokens, parse_tokens

NO_CARD = -1


class Move(NamedTuple):
    """A move value (a named tuple: cheap to build, hashable, compared by value)."""

    kind: str
    key: str = ""  # location, terrain, resource or boat side
    card: int = NO_CARD
    card2: int = NO_CARD
    n: int = 0
    pay: tuple = ()
    gain: tuple = ()

    def __str__(self):
        return format_move(self)

    __repr__ = __str__


_DEFAULTS = Move._field_defaults


def _slug(i):
    return CARDS[i].slug


def _int(text, what):
    try:
        value = int(text)
    except (TypeError, ValueError):
        raise ValueError(f"{what} must be a whole number, not {text!r}") from None
    if value < 0:
        raise ValueError(f"{what} must not be negative")
    return value


def _number(what):
    return lambda text: _int(text, what)


def _slot(text):
    if not text.startswith("slot"):
        raise ValueError(f"expected slot1..slot5, not {text!r}")
    return _int(text[4:], "slot")


def _times(text):
    if not text.startswith("x"):
        raise ValueError("expected x1..x3 after the location")
    return _int(text[1:], "count")


class _Part(NamedTuple):
    """One word of a move's text after its kind: the Move field it holds, written by `write` and
    read by `read`. A positional part (no name) stands at its place; a named one is written
    `name:value` after the positional parts, and read from them in any order. An optional part is
    left out while its field has its default value (and read as the default when empty)."""

    field: str
    write: Callable
    read: Callable
    name: str = ""
    optional: bool = False


_KEY = _Part("key", str, str)
_CARD = _Part("card", _slug, card_index)
_SLOT = _Part("n", "slot{}".format, _slot)
_PAY = _Part("pay", format_tokens, parse_tokens, "pay")
_GAIN = _Part("gain", format_tokens, parse_tokens, "gain")

# The parts of each kind of move, in the order they are written.
_PARTS = {
    "play": (_CARD, _Part("card2", _slug, card_index, "support", optional=True),
             _Part("n", str, _number("indians"), "indians", optional=True)),
    "village": (_KEY, _Part("n", "x{}".format, _times)),
    "recruit": (_SLOT, _CARD._replace(name="discount", optional=True)),
    "camp": (), "end": (), "stop": (), "done": (),
    "collect": (_KEY, _Part("n", str, _number("amount"))),
    "move": (_KEY, _PAY),
    "trade": (_PAY, _GAIN),
    "gain": (_GAIN._replace(name=""),),
    "indians": (_Part("n", str, _number("count")),),
    "forward": (_Part("n", str, _number("spaces")),),
    "copy": (_CARD, _PAY),
    "visit": (_KEY, _PAY),
    "take": (_SLOT, _PAY),
    "discard": (_CARD,),
    "drop": (_KEY,),
}
_BOAT_RESOURCES = (_KEY, _GAIN)  # boat res2 / res5: the resources gained
_BOAT_INDIANS = (_KEY, _Part("n", str, _number("indians"), "indians"))  # boat ind1 / ind3


def _parts(kind, key):
    """The parts of a move of this kind (a boat tile's side, its key, decides a boat's); KeyError
    for an unknown kind."""
    if kind == "boat":
        return _BOAT_RESOURCES if key.startswith("res") else _BOAT_INDIANS
    return _PARTS[kind]


def format_move(m):
    try:
        parts = _parts(m.kind, m.key)
    except KeyError:
        raise ValueError(f"unknown move kind {m.kind!r}") from None
    words = [m.kind]
    for part in parts:
        value = getattr(m, part.field)
        if part.optional and value == _DEFAULTS[part.field]:
            continue
        words.append(f"{part.name}:{part.write(value)}" if part.name else part.write(value))
    return " ".join(words)


def _opt(words, name):
    """Value of `name:value` among words, or None."""
    for w in words:
        if w.startswith(name + ":"):
            return w[len(name) + 1:]
    return None


def parse_move(text):
    """Parse the canonical text form; raises ValueError with the reason."""
    words = text.strip().split()
    if not words:
        raise ValueError("empty move")
    k, args = words[0], words[1:]
    try:
        parts = _parts(k, args[0] if args else "")
    except KeyError:
        raise ValueError(f"unknown move {k!r}") from None
    if not parts and args:
        raise ValueError(f"'{k}' takes no arguments")
    named = args[sum(1 for part in parts if not part.name):]
    fields = {}
    for i, part in enumerate(parts):
        if part.name:
            word = _opt(named, part.name)
        else:
            word = args[i] if i < len(args) else None
        if part.optional and not word:
            continue
        if word is None:
            raise ValueError(f"'{text}' is missing a part")
        fields[part.field] = part.read(word)
    return Move(k, **fields)
