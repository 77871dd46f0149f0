"""Who sits at each seat (name, colour, human or bot level), as the window keeps and saves it,
and the check of a save file's seat records that every reader of a save shares."""

import unicodedata
from dataclasses import dataclass

HUMAN = "human"
MAX_NAME = 80  # the longest seat text a save file holds (savefile.SEAT)


def clean_name(text) -> str:
    """A seat name a save file can hold and load again: no lone surrogate (it cannot be
    encoded) or control character, no surrounding blanks, at most MAX_NAME characters."""
    kept = "".join(c for c in str(text) if unicodedata.category(c) not in ("Cs", "Cc"))
    return kept.strip()[:MAX_NAME].strip()


@dataclass
class Seat:
    name: str
    colour: str
    kind: str = HUMAN  # "human" or a bot level: "random", "easy", "normal", "hard"

    def __post_init__(self):
        self.name = clean_name(self.name)  # whatever was typed or pasted, it saves and loads

    @property
    def is_bot(self):
        return self.kind != HUMAN

    def to_dict(self):
        return {"name": self.name, "colour": self.colour, "kind": self.kind}


def checked_seats(records, colours, kinds, default_colours=()):
    """A save file's seat records checked whole, as complete records {name, colour, kind}.
    `colours[i]` is the colour the rules give seat i, or None where they fix none: then the seat's
    own colour, else `default_colours[i]`. A missing kind is human; a missing or blank name is ""
    (the window shows its default name). Raises ValueError naming the first problem."""
    problem = seat_problem(records, colours)
    if problem:
        raise ValueError(problem)
    out = []
    for i, (record, colour) in enumerate(zip(records, colours)):
        kind = record.get("kind", HUMAN)
        if kind not in kinds:
            raise ValueError(f"seat {i + 1} has the unknown player kind {kind!r}")
        colour = colour or record.get("colour") or \
            (default_colours[i] if i < len(default_colours) else None)
        if not isinstance(colour, str) or not colour:
            raise ValueError(f"seat {i + 1} has no colour")
        name = record.get("name")
        out.append({"name": name if isinstance(name, str) and name.strip() else "",
                    "colour": colour, "kind": kind})
    return out


def seats_from_save(records, default_name):
    """The window's seats from checked records (`checked_seats`); a blank name becomes
    default_name(index)."""
    return [Seat(clean_name(r["name"]) or default_name(i), r["colour"], r["kind"])
            for i, r in enumerate(records)]


def seat_problem(records, colours):
    """None if a save file's seat records fit the game's players (one each, same colours),
    else what is wrong. Each game's `GameRules.seat_problem` calls this with its colours (None
    for a seat whose colour the rules do not fix)."""
    if len(records) != len(colours):
        return f"{len(records)} seats for {len(colours)} players"
    for i, (seat, colour) in enumerate(zip(records, colours)):
        if not isinstance(seat, dict):
            return f"seat {i + 1} is not an object"
        if colour is not None and "colour" in seat and seat["colour"] != colour:
            return f"seat {i + 1} is {seat['colour']!r} but plays {colour}"
    return None
