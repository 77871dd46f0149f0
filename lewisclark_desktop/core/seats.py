"""Who sits at each seat (name, colour, human or bot level), as the window keeps and saves it."""

from dataclasses import dataclass

HUMAN = "human"


@dataclass
class Seat:
    name: str
    colour: str
    kind: str = HUMAN  # "human" or a bot level: "random", "easy", "normal", "hard"

    @property
    def is_bot(self):
        return self.kind != HUMAN

    def to_dict(self):
        return {"name": self.name, "colour": self.colour, "kind": self.kind}


def seats_from_save(records, colours, kinds, default_name):
    """Seats from a save file's seat records, checked whole against the game's colours and the
    known kinds; a missing name becomes default_name(index), a missing kind human. Raises
    ValueError naming the first problem (nothing is half-built)."""
    if len(records) != len(colours):
        raise ValueError(f"{len(records)} seats for {len(colours)} players")
    seats = []
    for i, (record, colour) in enumerate(zip(records, colours)):
        if not isinstance(record, dict):
            raise ValueError(f"seat {i + 1} is not an object")
        if record.get("colour", colour) != colour:
            raise ValueError(f"seat {i + 1} is {record.get('colour')!r} but plays {colour}")
        kind = record.get("kind", HUMAN)
        if kind not in kinds:
            raise ValueError(f"seat {i + 1} has the unknown player kind {kind!r}")
        name = record.get("name")
        if not isinstance(name, str) or not name.strip():
            name = default_name(i)
        seats.append(Seat(name, colour, kind))
    return seats


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
