"""movement.destinations (where the Normal bot plans a pawn's stop) names exactly the cells the
rules let that pawn explore to, and is_valid says what violations says."""

from tiw import E10, E10_START, long_map, play

from lewisclark_desktop.tiwanaku.board import grid
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.movement import destinations, passable_cells
from lewisclark_desktop.tiwanaku.moves import Explore
from lewisclark_desktop.tiwanaku.positions import from_dict
from lewisclark_desktop.tiwanaku.validity import is_valid


def explored(s, src):
    """The destinations of the legal Explore moves from `src` (a cell name, None: the stack)."""
    return sorted(s.grid.parse(m.dest) for m in RULES.legal_moves(s)
                  if isinstance(m, Explore) and m.src == src)


def test_competitive_destinations_are_the_legal_explores():
    s = from_dict({"map": E10, "start_cells": E10_START, "stacks": [2, 3],
                   "discovered": ["A1", "A2", "A3", "C3", "C2"], "crops": ["B2", "B3"],
                   "pawns": {"A1": 0, "A2": 0, "A3": 1, "C3": 0, "C2": 1}})
    cells = passable_cells(s, 0)
    g = s.grid
    starts = [None, g.parse("A1"), g.parse("A2"), g.parse("C3")]
    seen = set()
    for start in starts:
        name = None if start is None else g.name(start)
        want = explored(s, name)
        assert want  # every pawn here can go somewhere
        assert destinations(s, 0, start) == want
        assert destinations(s, 0, start, cells=cells) == want
        seen.add(tuple(want))
    assert len(seen) > 1  # the starts reach different cells
    assert g.parse("B2") not in destinations(s, 0, g.parse("A2"))  # a crop: passed, not a stop


def test_coop_destinations_follow_the_arrow_like_the_legal_explores():
    for arrow in "NESW":
        s = from_dict({"map": long_map({}), "mode": "coop", "players": 2, "stacks": [3, 4],
                       "discovered": ["C3", "E3"], "pawns": {"C3": 0, "E3": 1},
                       "crops": ["D3", "C2"],
                       "hands": [{"grass": arrow}, {"grass": "E"}]})
        play(s, "play grass")
        g = s.grid
        for start in (None, g.parse("C3")):
            name = None if start is None else g.name(start)
            assert destinations(s, 0, start, arrow) == explored(s, name), (arrow, name)
        assert destinations(s, 0, None, arrow)  # the stack always enters somewhere here


def test_is_valid_is_true_exactly_when_no_rule_is_broken():
    from tiw import parse_map
    g, terrain, crop = parse_map(E10)
    assert is_valid(g, terrain, crop)
    crop[0] = crop[1]  # A1 now repeats B1's crop: V3 and V4 broken
    assert not is_valid(g, terrain, crop)
    assert not is_valid(grid(5, 5), terrain[:-1], crop[:-1])  # a cell short
