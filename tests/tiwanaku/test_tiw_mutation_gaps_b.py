"""Tiwanaku: the hidden-map sampler keeps V5's area limits (mutation run 6 survivors of
hidden_map: _Tiling._cover, _settle, the attempt budgets; each shown failing on its mutant by hand)."""

import random

from lewisclark_desktop.tiwanaku.board import areas, grid
from lewisclark_desktop.tiwanaku.hidden_map import sample_map
from lewisclark_desktop.tiwanaku.validity import violations

# Fourteen discovered Potatoes on the long board, on cells two apart (rows 1, 3, 5; columns A,
# C, E, G, I; only I5 is not shown). Potatoes never share an area (V3: each area holds crops
# 1..N once), so every map behind this table has at least 14 areas.
POTATOES = {"A1": "desert", "C1": "grass", "E1": "mountain", "G1": "swamp", "I1": "desert",
            "A3": "mountain", "C3": "swamp", "E3": "desert", "G3": "grass", "I3": "mountain",
            "A5": "grass", "C5": "desert", "E5": "swamp", "G5": "mountain"}
TERRAIN = {"desert": 0, "grass": 1, "mountain": 2, "swamp": 3}


def test_fourteen_seen_potatoes_on_the_long_board_have_no_hidden_map():
    # §3 V5 [D2]: the box has 13 Potato tiles, so a long map has at most 13 areas. A table
    # that already shows 14 Potatoes fits no map: the sampler finds none (two draws, given up
    # after a few attempts) and never hands back a map with 14 or 15 areas.
    g = grid(5, 9)
    terrain, crop = [None] * g.n, [None] * g.n
    for name, t in POTATOES.items():
        terrain[g.parse(name)], crop[g.parse(name)] = TERRAIN[t], 1
    shown = [sum(1 for t in POTATOES.values() if TERRAIN[t] == x) for x in range(4)]
    left = [total - k for total, k in zip([12, 11, 11, 11], shown)]  # 31 hidden cells
    assert sum(left) == sum(1 for x in terrain if x is None)
    for seed, attempts in ((0, 4), (3, 11)):
        polls = iter(range(attempts - 1))
        found = sample_map(g, terrain, crop, left, random.Random(seed),
                           give_up=lambda: next(polls, None) is None)
        assert found is None, seed


def test_thirteen_seen_potatoes_on_the_long_board_get_a_hidden_map_with_a_single_cell_area():
    # §3 V5 [D2]: 13 shown Potatoes (G5 hidden now) make 13 areas, as many as the box allows,
    # and at most 12 may have 2 cells or more, so some area is a single cell. Such maps exist,
    # so the sampler finds one within 20 attempts of draw 0, valid and keeping what is shown.
    g = grid(5, 9)
    terrain, crop = [None] * g.n, [None] * g.n
    for name, t in POTATOES.items():
        if name != "G5":
            terrain[g.parse(name)], crop[g.parse(name)] = TERRAIN[t], 1
    shown = [sum(1 for x in terrain if x == t) for t in range(4)]
    left = [total - k for total, k in zip([12, 11, 11, 11], shown)]  # 32 hidden cells
    polls = iter(range(19))
    found = sample_map(g, terrain, crop, left, random.Random(0),
                       give_up=lambda: next(polls, None) is None)
    assert found is not None
    t, c = found
    assert violations(g, t, c) == []
    assert all(terrain[i] in (None, t[i]) and crop[i] in (None, c[i]) for i in range(g.n))
    sizes = sorted(len(a) for a in areas(g, t))
    assert len(sizes) == 13 and sizes[0] == 1
