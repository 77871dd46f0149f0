"""A position written as text (`positions.dumps`, what `lewisclark` and the app save) is for
people: one field per line, names spelled out, and it reads back to the same state."""

from lewisclark_desktop.elfenland import positions
from lewisclark_desktop.elfenland.game import RULES


def test_a_written_position_puts_each_field_on_its_own_line_and_reads_back():
    s = RULES.new_state({"players": 3, "variant": True}, 4)
    text = positions.dumps(s)
    lines = text.splitlines()
    for field in ("format", "round", "phase", "players", "deck", "roads", "rng"):
        assert sum(line.lstrip().startswith(f'"{field}":') for line in lines) == 1
    assert positions.to_dict(positions.loads(text)) == positions.to_dict(s)
