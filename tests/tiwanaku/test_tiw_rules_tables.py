"""Tiwanaku's numbers pinned from the spec (§1, §2, §10), and every principle V1-V5 (§3)
shown failing alone: for each, a hand-made map that breaks exactly that rule and is reported
by its name, so that a weaker check (say V4 without the diagonals) fails here."""

import pytest
from tiw import E10, parse_map, play
from test_tiw_decisions import comp

from lewisclark_desktop.tiwanaku import validity
from lewisclark_desktop.tiwanaku.board import (CROP_TILES, MAX_AREA, SIZES, TERRAIN_CAPS,
                                               TERRAINS, grid)
from lewisclark_desktop.tiwanaku.game import RULES


def test_the_box_holds_17_desert_and_15_of_each_other_terrain():
    assert dict(zip(TERRAINS, TERRAIN_CAPS)) == {"desert": 17, "grass": 15, "mountain": 15,
                                                 "swamp": 15}


def test_the_crop_tiles_per_level():
    # Potato 13, Coca 12, Chili 12, Corn 10, Quinoa 10 (spec §1)
    assert CROP_TILES == (13, 12, 12, 10, 10) and MAX_AREA == 5


def test_board_sizes_and_their_edge_cells():
    assert SIZES == {"short": (5, 5), "long": (5, 9)}
    for size, edge in (("short", 16), ("long", 24)):
        g = grid(*SIZES[size])
        on_edge = [i for i in range(g.n) if g.name(i)[1] in "15" or g.name(i)[0] in ("A", "EI"[size == "long"])]
        assert len(on_edge) == edge


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_competitive_supply_holds_one_token_of_each_crop_per_player(players):
    s = RULES.new_state({"players": players, "board": "short", "mode": "competitive"}, 1)
    assert s.supply == [players] * 5  # spec §5


@pytest.mark.parametrize("k,points", [(1, 0), (2, 1), (3, 3), (4, 6), (5, 10)])
def test_an_offering_of_k_different_tokens_scores_k_times_k_minus_1_over_2(k, points):
    crops = ["potato", "coca", "chili", "corn", "quinoa"][:k]
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5], phase="offer",
             tokens=[crops, []], supply=[1, 1, 1, 1, 1])
    before = s.score[0]
    play(s, "offer " + "+".join(crops))
    assert s.score[0] - before == points


# Each map breaks one principle and nothing else (checked by the test, not only asserted here).
BREAKS_ONLY = {
    "V1": "D1 D2 D3\nD4 D5 D6",  # one Desert area of six cells
    "V2": "M1 M2 M3 G1\nM4 G5 G4 G2\nG1 S2 S1 G3",  # Grass B2 and A3 touch corner to corner
    "V3": E10.replace("M1 M3 S1 S2 M1", "M1 M3 S1 S5 M1"),  # Swamp C5 D5 holds 1 and 5
    "V4": "M4 M2 M1 M3\nG1 S3 S5 S4\nS2 S1 D2 D1",  # two Potatoes touch only diagonally (A2, B3)
    "V5": ("G1 D2 D3 D1 D5 G2 D1 D4 D2\nG3 G4 G5 D4 M3 G4 M3 D5 D3\nD2 M1 G2 S1 M2 G1 M2 M1 M4\n"
           "D4 D3 S4 S3 M4 G3 M5 D3 S2\nD1 D5 G1 S2 M1 D2 D1 D4 S1"),  # 19 Desert cells
}


@pytest.mark.parametrize("rule", sorted(BREAKS_ONLY))
def test_each_principle_alone_is_reported_by_name(rule):
    found = validity.violations(*parse_map(BREAKS_ONLY[rule]))
    assert [r for r, _ in found] == [rule], found


def test_the_diagonal_potatoes_are_the_v4_break():
    (rule, message), = validity.violations(*parse_map(BREAKS_ONLY["V4"]))
    assert "A2" in message and "B3" in message


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_the_crop_tiles_limit_how_many_areas_need_each_level(level, monkeypatch):
    # E10's seven areas (sizes 1, 2, 4, 4, 4, 5, 5) need 7, 6, 5, 5 and 2 tiles of levels 1-5;
    # with one tile fewer of a level in the box, the valid map is refused by name
    need = {1: 7, 2: 6, 3: 5, 4: 5, 5: 2}[level]
    g, t, c = parse_map(E10)
    assert validity.violations(g, t, c) == []
    tiles = list(CROP_TILES)
    tiles[level - 1] = need - 1
    monkeypatch.setattr(validity, "CROP_TILES", tuple(tiles))
    assert [(r, f"level-{level}" in m) for r, m in validity.violations(g, t, c)] == [("V5", True)]
