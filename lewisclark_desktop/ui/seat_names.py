"""The seats' names (and colours) as the UI shows them, from Seat objects, (name, colour) pairs
or save-file seat dicts; a seat the list lacks still gets a name."""

from PySide6.QtCore import QCoreApplication

from .palette import PLAYER_COLOURS

translate = QCoreApplication.translate


def seat_pairs(seats, count=None):
    """(name, colour) pairs from (name, colour) tuples, Seat-like objects or dicts.
    Missing seats (count larger than the list) get a numbered name and a palette colour."""
    out = []
    for s in seats or []:
        if isinstance(s, dict):
            out.append((str(s.get("name", "?")), s.get("colour", "blue")))
        elif hasattr(s, "name") and hasattr(s, "colour"):
            out.append((s.name, s.colour))
        else:
            name, colour = s
            out.append((str(name), colour))
    keys = list(PLAYER_COLOURS)
    while count is not None and len(out) < count:
        i = len(out)
        out.append((translate("RaceChart", "Player %1").replace("%1", str(i + 1)),
                    keys[i % len(keys)]))
    return out


def seat_names(seats, count, missing="?"):
    """The names of seats 0 .. count-1; a seat the list lacks is called `missing` (None: a
    numbered "Player N")."""
    names = [name for name, _ in seat_pairs(seats, count if missing is None else None)]
    return [names[i] if i < len(names) else missing for i in range(count)]


def seat_name(seats, seat, missing="?"):
    """One seat's name (`missing` if the list lacks it)."""
    if isinstance(seats, (list, tuple)) and 0 <= seat < len(seats):
        return seat_pairs(seats[seat:seat + 1])[0][0]  # the log names a seat per line: no list
    return seat_names(seats, seat + 1, missing)[seat]
