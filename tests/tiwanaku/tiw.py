"""Helpers for Tiwanaku tests: the E10 fixture map and small map builders."""

from lewisclark_desktop.tiwanaku.board import TERRAIN_LETTERS, grid

E10 = """
S2 S3 S1 D2 D1
D1 S4 D5 D3 D4
M2 G3 G2 G1 M2
M4 G5 G4 M3 M4
M1 M3 S1 S2 M1
"""


def parse_map(text):
    """Rows of 'T<level>' words -> (grid, terrain list, crop list)."""
    rows = [r.split() for r in text.strip().splitlines()]
    g = grid(len(rows), len(rows[0]))
    terrain = [TERRAIN_LETTERS.index(w[0]) for r in rows for w in r]
    crop = [int(w[1]) for r in rows for w in r]
    return g, terrain, crop
