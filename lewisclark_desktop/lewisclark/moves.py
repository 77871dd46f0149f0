"""Moves are values with one canonical text form: `parse_move(format_move(m)) == m`.

Examples: `play meriwether-lewis support:hugh-mcneal indians:1`, `village canoe x2`,
`recruit slot3 discount:seaman`, `camp`, `end`, `collect wood 7`, `move river pay:food`,
`trade pay:wood+wood gain:canoe`, `gain food+fur`, `indians 2`, `copy york pay:food`,
`visit hunting pay:fur`, `take slot2 pay:horse`, `discard seaman`, `done`,
`boat res2 gain:food+wood`, `boat ind3 indians:1`, `drop wood`, `forward 3`, `stop`.
"""

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


def _slug(i):
    return CARDS[i].slug


def format_move(m):
    k = m.kind
    if k == "play":
        s = f"play {_slug(m.card)}"
        if m.card2 != NO_CARD:
            s += f" support:{_slug(m.card2)}"
        if m.n:
            s += f" indians:{m.n}"
        return s
    if k == "village":
        return f"village {m.key} x{m.n}"
    if k == "recruit":
        s = f"recruit slot{m.n}"
        return s + (f" discount:{_slug(m.card)}" if m.card != NO_CARD else "")
    if k in ("camp", "end", "stop", "done"):
        return k
    if k == "collect":
        return f"collect {m.key} {m.n}"
    if k == "move":
        return f"move {m.key} pay:{format_tokens(m.pay)}"
    if k == "trade":
        return f"trade pay:{format_tokens(m.pay)} gain:{format_tokens(m.gain)}"
    if k == "gain":
        return f"gain {format_tokens(m.gain)}"
    if k == "indians":
        return f"indians {m.n}"
    if k == "forward":
        return f"forward {m.n}"
    if k == "copy":
        return f"copy {_slug(m.card)} pay:{format_tokens(m.pay)}"
    if k == "visit":
        return f"visit {m.key} pay:{format_tokens(m.pay)}"
    if k == "take":
        return f"take slot{m.n} pay:{format_tokens(m.pay)}"
    if k == "discard":
        return f"discard {_slug(m.card)}"
    if k == "boat":
        if m.key.startswith("res"):
            return f"boat {m.key} gain:{format_tokens(m.gain)}"
        return f"boat {m.key} indians:{m.n}"
    if k == "drop":
        return f"drop {m.key}"
    raise ValueError(f"unknown move kind {k!r}")


def _opt(parts, name):
    """Value of `name:value` among parts, or None."""
    for p in parts:
        if p.startswith(name + ":"):
            return p[len(name) + 1:]
    return None


def _int(text, what):
    try:
        value = int(text)
    except (TypeError, ValueError):
        raise ValueError(f"{what} must be a whole number, not {text!r}") from None
    if value < 0:
        raise ValueError(f"{what} must not be negative")
    return value


def _slot(text):
    if not text.startswith("slot"):
        raise ValueError(f"expected slot1..slot5, not {text!r}")
    return _int(text[4:], "slot")


def parse_move(text):
    """Parse the canonical text form; raises ValueError with the reason."""
    parts = text.strip().split()
    if not parts:
        raise ValueError("empty move")
    k, args = parts[0], parts[1:]
    try:
        if k == "play":
            card = card_index(args[0])
            sup = _opt(args[1:], "support")
            ind = _opt(args[1:], "indians")
            return Move("play", card=card, card2=card_index(sup) if sup else NO_CARD,
                        n=_int(ind, "indians") if ind else 0)
        if k == "village":
            if not args[1].startswith("x"):
                raise ValueError("expected x1..x3 after the location")
            return Move("village", key=args[0], n=_int(args[1][1:], "count"))
        if k == "recruit":
            disc = _opt(args[1:], "discount")
            return Move("recruit", n=_slot(args[0]), card=card_index(disc) if disc else NO_CARD)
        if k in ("camp", "end", "stop", "done"):
            if args:
                raise ValueError(f"'{k}' takes no arguments")
            return Move(k)
        if k == "collect":
            return Move("collect", key=args[0], n=_int(args[1], "amount"))
        if k == "move":
            return Move("move", key=args[0], pay=parse_tokens(_opt(args[1:], "pay")))
        if k == "trade":
            return Move("trade", pay=parse_tokens(_opt(args, "pay")), gain=parse_tokens(_opt(args, "gain")))
        if k == "gain":
            return Move("gain", gain=parse_tokens(args[0]))
        if k == "indians":
            return Move("indians", n=_int(args[0], "count"))
        if k == "forward":
            return Move("forward", n=_int(args[0], "spaces"))
        if k == "copy":
            return Move("copy", card=card_index(args[0]), pay=parse_tokens(_opt(args[1:], "pay")))
        if k == "visit":
            return Move("visit", key=args[0], pay=parse_tokens(_opt(args[1:], "pay")))
        if k == "take":
            return Move("take", n=_slot(args[0]), pay=parse_tokens(_opt(args[1:], "pay")))
        if k == "discard":
            return Move("discard", card=card_index(args[0]))
        if k == "boat":
            if args[0].startswith("res"):
                return Move("boat", key=args[0], gain=parse_tokens(_opt(args[1:], "gain")))
            return Move("boat", key=args[0], n=_int(_opt(args[1:], "indians"), "indians"))
        if k == "drop":
            return Move("drop", key=args[0])
    except IndexError:
        raise ValueError(f"'{text}' is missing a part") from None
    except AttributeError:
        raise ValueError(f"'{text}' is missing a part") from None
    raise ValueError(f"unknown move {k!r}")
