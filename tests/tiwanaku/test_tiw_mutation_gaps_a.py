"""Rules the Tiwanaku mutation run 6 found unpinned in the crop solver: the logic grade of spec
§4.2 step 5 (L1-L4) must carry a cell settled by L4 pointing on to its neighbours and its area,
whichever cell that is. Expected values are worked from the spec by hand; the map is built with
tests/support/tiw.py's parse_map."""

from tiw import parse_map

from lewisclark_desktop.tiwanaku.solver import Puzzle
from lewisclark_desktop.tiwanaku.validity import violations

# A short map keeping V1-V5. Areas: Desert A1 B1 C1 D1 C2 (5), Grass E1 D2 E2 D3 (4), Grass A2
# B2 A3 A4 (4), Mountain B3 C3 B4 C4 B5 (5), Mountain E3 E4 (2), Desert D4 C5 D5 E5 (4), Swamp
# A5 (1).
POINTING_AT_A1 = """
D4 D2 D5 D3 G1
G1 G3 D1 G4 G2
G4 M5 M2 G3 M1
G2 M3 M1 D4 M2
S1 M4 D2 D3 D1
"""


def test_logic_grade_carries_a1_settled_by_pointing_to_its_neighbours():
    """§4.2 step 5: from the hints B1, C1, C2, B4, L1-L3 leave A1 and D1 at 3 or 4 and the Grass
    area A2 B2 A3 A4 with its 3 only on A2 or B2, both N8 neighbours of A1: L4 takes 3 from A1,
    so A1 is 4, D1 is 3 (L2), and A1's 4 leaves A2 and B2 (L3): B2 is 3, and the rest follows.
    The grade must solve the whole map (a mutant dropped cell 0 from the cells L4 settles)."""
    g, terrain, crop = parse_map(POINTING_AT_A1)
    assert violations(g, terrain, crop) == []
    puzzle = Puzzle(g, terrain)
    hints = {g.parse(name): crop[g.parse(name)] for name in ("B1", "C1", "C2", "B4")}
    start = puzzle.start(hints)  # L1-L3 only: A1 is still 3 or 4
    assert start[g.parse("A1")] == 0b01100
    cand = puzzle.logic(hints)
    assert [c.bit_length() for c in cand] == crop and all(c & (c - 1) == 0 for c in cand)
    assert puzzle.logic_solves(hints)
