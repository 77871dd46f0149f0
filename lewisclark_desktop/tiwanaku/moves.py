"""Tiwanaku moves as values with a canonical text form (the log, saves and tests use it)."""

import re
from dataclasses import dataclass

from .board import CROPS, TERRAINS

CELL = re.compile(r"^[a-i][1-5]$")


@dataclass(frozen=True)
class Explore:
    src: str | None  # cell name of the pawn ("B2"), or None for a pawn from the stack
    dest: str


@dataclass(frozen=True)
class ReturnToStack:
    src: str


@dataclass(frozen=True)
class Divine:
    cell: str
    level: int


@dataclass(frozen=True)
class StopDivining:
    pass


@dataclass(frozen=True)
class Offer:
    levels: tuple  # sorted crop levels handed in; () = no offering


@dataclass(frozen=True)
class Pass:
    """Skip the action (nothing possible, D20) or leave the final divination loop."""


@dataclass(frozen=True)
class PlayTile:
    terrain: int


@dataclass(frozen=True)
class Supplier:
    seat: int  # who gives the missing terrain tile (co-op, D14)


@dataclass(frozen=True)
class AutomaFirst:
    cell: str  # which of the equidistant automa pawns moves next (co-op, D14)


def format_move(move):
    match move:
        case Explore(src=None, dest=d):
            return f"move stack {d}"
        case Explore(src=s, dest=d):
            return f"move {s} {d}"
        case ReturnToStack(src=s):
            return f"return {s}"
        case Divine(cell=c, level=v):
            return f"divine {c} {v}"
        case StopDivining():
            return "stop"
        case Offer(levels=()):
            return "no offering"
        case Offer(levels=ls):
            return "offer " + "+".join(CROPS[v - 1] for v in ls)
        case Pass():
            return "pass"
        case PlayTile(terrain=t):
            return f"play {TERRAINS[t]}"
        case Supplier(seat=s):
            return f"tile from P{s + 1}"
        case AutomaFirst(cell=c):
            return f"automa {c}"
    raise ValueError(f"not a Tiwanaku move: {move!r}")


def _cell(word):
    if not CELL.match(word):
        raise ValueError(f"{word!r} is not a cell name like B3")
    return word.upper()


def parse_move(text):
    """Text -> move; ValueError with the reason for unreadable text."""
    words = str(text).strip().lower().split()
    if not words:
        raise ValueError("empty move")
    head, args = words[0], words[1:]
    if head == "move" and len(args) == 2:
        src = None if args[0] == "stack" else _cell(args[0])
        return Explore(src, _cell(args[1]))
    if head == "return" and len(args) == 1:
        return ReturnToStack(_cell(args[0]))
    if head == "divine" and len(args) == 2:
        if args[1] not in ("1", "2", "3", "4", "5"):
            raise ValueError(f"crop level {args[1]!r} must be 1 to 5")
        return Divine(_cell(args[0]), int(args[1]))
    if words == ["stop"]:
        return StopDivining()
    if words == ["no", "offering"]:
        return Offer(())
    if head == "offer" and len(args) == 1:
        names = args[0].split("+")
        if any(n not in CROPS for n in names) or len(set(names)) != len(names):
            raise ValueError(f"offer needs different crops joined by '+' from {', '.join(CROPS)}")
        return Offer(tuple(sorted(CROPS.index(n) + 1 for n in names)))
    if words == ["pass"]:
        return Pass()
    if head == "play" and len(args) == 1 and args[0] in TERRAINS:
        return PlayTile(TERRAINS.index(args[0]))
    if head == "tile" and len(args) == 2 and args[0] == "from" and args[1][:1] == "p" \
            and args[1][1:].isdigit() and 1 <= int(args[1][1:]) <= 4:
        return Supplier(int(args[1][1:]) - 1)
    if head == "automa" and len(args) == 1:
        return AutomaFirst(_cell(args[0]))
    raise ValueError(f"unknown move {text!r}")
