"""Rules the Tiwanaku mutation run of issue 39 found unpinned: hidden co-op arrows drawn again by
determinization (§14, D23), the defaults of a hand-made position (§5, docs/positions-tiwanaku.md),
the text of "stop" (§9, the move text of docs/positions-tiwanaku.md) and the tile counts a hidden
map is sampled with (§12.2, §14). Expected values are worked from the spec; positions are built
with tests/support/tiw.py's helpers and from_dict."""

import random

import pytest
from tiw import (E10, E10_START, e5_before_the_last_tile, legal_texts, long_map, normal_play,
                 parse_map, play)

from lewisclark_desktop.tiwanaku.board import TERRAINS, areas, grid
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.hidden_map import NoHiddenMap, sample_map
from lewisclark_desktop.tiwanaku.positions import from_dict, to_dict
from lewisclark_desktop.tiwanaku.validity import violations

ARROWS = {"N", "E", "S", "W"}

# The long map of the generated co-op scenario L-N-O-0, kept literal: it keeps V1-V5, so a
# hidden map consistent with any part of it can be sampled.
L_N_O_0 = """
M4 D3 D1 D2 M1 M2 D1 D2 S1
M1 M2 M5 D4 S3 M5 M3 M4 S3
D4 M3 G1 S2 S1 S4 D2 D1 S2
D1 D2 G5 M4 M3 M5 G3 G5 S4
D3 G4 G3 G2 M1 M2 G4 G2 G1
"""


def test_determinization_gives_every_hidden_tile_an_arrow_and_keeps_the_seen_ones():
    # §14: tiles per terrain in each hand are public, your own top tiles are seen, the rest of
    # the arrows nobody sees; a determinized state is a whole game again, so every tile has one
    # of the four directions (D1, D23). A new 2-player co-op game deals every tile to discover
    # (§12.1 step 5): seat 0 sees only its four top tiles.
    s = normal_play({"mode": "coop", "players": 2}, 0, 0)
    o = RULES.observation(s, 0)
    assert sum(a is None for hand in o.hands for stack in hand for a in stack) >= 9
    for seed in range(3):
        d = RULES.determinize(o, seed)
        for seat in range(2):
            for t in range(len(TERRAINS)):
                stack = d.hands[seat][t]
                assert len(stack) == len(s.hands[seat][t])
                assert set(stack) <= ARROWS, (seed, seat, TERRAINS[t], stack)
        for t in range(len(TERRAINS)):
            if s.hands[0][t]:
                assert d.hands[0][t][0] == s.hands[0][t][0]  # seat 0's own top tile


def test_determinized_arrows_of_three_tiles_to_discover_are_distinct():
    # D23 / §4 step 6: a terrain with n tiles to discover gives floor(n/4) to each direction and
    # distinct directions to the n mod 4 left over: with n = 3, three different arrows. Here
    # every cell but three Swamps is a start cell, so Swamp has 3 tiles to discover, all held by
    # P2 behind its screen (§14): seat 0 sees none of them. Desert, the first terrain, has none.
    g = from_dict({"map": L_N_O_0}).grid
    every = [g.name(i) for i in range(g.n)]
    hidden = ("D3", "E3", "F3")
    s = from_dict({"map": L_N_O_0, "mode": "coop", "players": 2,
                   "start_cells": [c for c in every if c not in hidden],
                   "hands": [{}, {"swamp": "NES"}], "current": 1})
    o = RULES.observation(s, 0)
    assert o.hands[1][TERRAINS.index("swamp")] == [None, None, None]
    for seed in range(30):
        d = RULES.determinize(o, seed)
        swamp = d.hands[1][TERRAINS.index("swamp")]
        assert len(swamp) == 3 and set(swamp) <= ARROWS and len(set(swamp)) == 3, (seed, swamp)
        assert d.terrain == s.terrain  # nothing else was hidden


def test_default_stacks_hold_the_pawns_not_on_the_board_even_when_none_is_left():
    # §5: 2 competitive players have 5 pawns each; the stack holds those not on the board
    # (docs/positions-tiwanaku.md, "stacks" default). All 5 red pawns stand on the board.
    pawns = {"A1": 0, "B2": 0, "C3": 0, "D4": 0, "C1": 0}
    s = from_dict({"map": E10, "start_cells": E10_START, "pawns": pawns})
    assert s.stack == [0, 5]
    assert not any(t.startswith("move stack") for t in legal_texts(s))  # Red's stack is empty


def test_default_supply_is_one_token_per_player_minus_the_tokens_held():
    # §5 step 4: the competitive supply has one token of each crop per player (3 here); the
    # supply default is the tokens not held. All three players hold a Potato: none left.
    s = from_dict({"map": E10, "start_cells": E10_START, "players": 3,
                   "tokens": [["potato"], ["potato", "corn"], ["potato"]]})
    assert s.supply == [0, 3, 3, 2, 3]


def test_default_coop_supply_is_two_of_each_crop_whatever_the_players():
    # §12.1 step 2: the co-op token supply is 2 sets, 2 of each crop, with 3 players too; the
    # team holds a Potato and the automa a Corn.
    s = from_dict({"map": long_map({}), "mode": "coop", "players": 3,
                   "hands": [{"grass": "E"}, {"grass": "S"}, {"desert": "N"}],
                   "tokens": [["potato"], ["corn"]]})
    assert s.supply == [1, 2, 2, 1, 2]


def test_a_terrain_left_out_of_column_has_no_tile_on_the_diversity_board():
    # docs/positions-tiwanaku.md: "column", missing terrains 0 (§1: the diversity board holds
    # the unplaced tiles, one column per terrain, their counts public).
    s = from_dict({"map": E10, "start_cells": E10_START, "column": {"desert": 1}})
    assert s.column == [1, 0, 0, 0]
    assert to_dict(s)["column"] == {"desert": 1, "grass": 0, "mountain": 0, "swamp": 0}


def test_a_competitive_game_written_and_read_back_is_the_same_state():
    # §5: an automa level belongs to co-op and solo only; a competitive position read back is
    # the game it was written from, the same state hash (docs/positions-tiwanaku.md, Fields).
    s = RULES.new_state({"players": 2}, 3)
    back = from_dict(to_dict(s))
    assert "level" not in to_dict(s)
    assert RULES.state_hash(back) == RULES.state_hash(s)


def test_stop_is_offered_as_the_text_stop_after_a_right_guess():
    # §9 step 2: after a right guess you may continue with another eligible pawn, or stop;
    # the move text of "stop divining" is `stop` (docs/positions-tiwanaku.md, Move text).
    s = e5_before_the_last_tile()
    play(s, "move stack E3", "offer potato+coca")  # Ben fills the last cell; the loop begins
    play(s, "divine A4 4")  # right: Ben's new pawn on E3 could divine too
    assert legal_texts(s) == {f"divine E3 {v}" for v in range(1, 6)} | {"stop"}


def test_a_hidden_map_needs_one_tile_per_undiscovered_cell():
    # §12.2 invariant / §14: for each terrain, the tiles still to discover equal its
    # undiscovered cells. A sample asked to place 28 or 20 tiles on 25 undiscovered cells, or a
    # negative count, is refused before any attempt (even by a caller that gives up at once),
    # naming both numbers.
    g = grid(5, 5)
    for left in ([7, 7, 7, 7], [5, 5, 5, 5], [8, 8, 8, -1]):
        with pytest.raises(NoHiddenMap) as caught:
            sample_map(g, [None] * g.n, [None] * g.n, left, random.Random(0),
                       give_up=lambda: True)
        assert str(caught.value) == f"25 undiscovered cells but {sum(left)} tiles to place"


def test_no_hidden_map_when_the_known_crops_break_v4():
    # §4 V4: equal crops never touch, not even diagonally. Two Potatoes seen on A1 and B2 fit no
    # map, so sampling ends with its refusal, whatever the tile counts.
    g = grid(5, 5)
    crop = [None] * g.n
    crop[g.parse("A1")] = crop[g.parse("B2")] = 1
    with pytest.raises(NoHiddenMap) as caught:
        sample_map(g, [None] * g.n, crop, [7, 6, 6, 6], random.Random(0))
    assert str(caught.value) == "no hidden map consistent with this observation was found"


# The long map of generated scenario L-N-O-2: 13 areas, the most V5 allows on the long board.
L_N_O_2 = """
G2 G1 G5 M1 S2 S1 D3 D1 M3
G3 G4 M2 M4 M3 D4 D5 M4 M2
S2 S1 D3 S1 G2 G1 D2 M1 D3
S3 S4 D5 D4 G3 S4 S3 M5 D2
G1 D2 D1 M2 M1 S2 S1 D4 D1
"""


def test_a_map_with_as_many_areas_as_v5_allows_can_be_sampled():
    # §4 V5: at most 13 areas on the long board (13 Potato tiles). A map with exactly 13 is
    # valid, so an observation of it with 8 or 20 cells hidden has hidden maps (the true one at
    # least), and the sampler finds one within 50 attempts.
    g, terrain, crop = parse_map(L_N_O_2)
    assert len(areas(g, terrain)) == 13
    for names in (("A5", "B4", "D4", "E1", "E4", "G3", "H1", "H2"),
                  ("A2", "A4", "B1", "B5", "C1", "C2", "C4", "C5", "D2", "D5", "E2", "E3", "F3",
                   "F4", "G1", "G2", "G4", "H1", "H2", "H5")):
        hidden = {g.parse(x) for x in names}
        seen_t = [None if i in hidden else terrain[i] for i in range(g.n)]
        seen_c = [None if i in hidden else crop[i] for i in range(g.n)]
        left = [sum(1 for i in hidden if terrain[i] == t) for t in range(4)]
        polls = iter(range(50))
        found = sample_map(g, seen_t, seen_c, left, random.Random(0),
                           give_up=lambda: next(polls, None) is None)
        assert found is not None, names
        t, c = found
        assert violations(g, t, c) == []
        assert all(seen_t[i] in (None, t[i]) and seen_c[i] in (None, c[i]) for i in range(g.n))


def test_an_observation_holds_no_seed_no_hidden_map_and_no_hidden_arrows():
    # §14: the seed, the hidden table and the arrows below the tops never reach an observation;
    # undiscovered terrain and unplaced crops are unknown (None), discovered ones as on the board.
    s = normal_play({"mode": "coop", "players": 2}, 0, 6)
    o = RULES.observation(s, 0)
    assert o.scenario.seed != s.scenario.seed
    assert list(o.scenario.terrain) == list(s.terrain) and None in o.scenario.terrain
    assert list(o.scenario.crop) == list(s.crop) and None in o.scenario.crop
    assert o.scenario.tile_arrows == ()


def test_determinization_while_a_teammate_must_supply_the_tile():
    # §12.2 step 3 and its invariant: P1 stopped on D3 (Swamp, shown), no Swamp tile is on the
    # diversity board, so a teammate must give one; the 3 Swamp tiles in hands are that one and
    # the tiles of the 2 undiscovered cells E3, F3, which a hidden map must make Swamp.
    g = from_dict({"map": L_N_O_0}).grid
    every = [g.name(i) for i in range(g.n)]
    s = from_dict({"map": L_N_O_0, "mode": "coop", "players": 2,
                   "start_cells": [c for c in every if c not in ("D3", "E3", "F3")],
                   "discovered": ["D3"], "pawns": {"D3": 0}, "stacks": [3, 4],
                   "hands": [{"swamp": "N"}, {"swamp": "ES"}], "column": {},
                   "phase": "supplier", "direction": "N", "moved": "D3",
                   "pending": {"cell": "D3", "by": 0}})
    assert legal_texts(s) == {"tile from P1", "tile from P2"}
    for seed in range(3):
        d = RULES.determinize(RULES.observation(s, 0), seed)
        assert [TERRAINS[d.scenario.terrain[g.parse(x)]] for x in ("E3", "F3")] == ["swamp"] * 2


def test_a_cell_name_is_read_in_either_case_and_with_spaces_around_it():
    # The position format and the move text write cells as "B3"; a hand-written position may say
    # " b3 ". Both name the cell in column B, row 3; a name off the board is refused upper-cased.
    g = grid(5, 9)
    assert g.parse(" b3 ") == g.parse("B3") == 2 * 9 + 1
    assert g.parse("i5") == g.n - 1
    with pytest.raises(ValueError) as caught:
        g.parse("j1")
    assert str(caught.value) == "J1 is off the 5x9 board"


def test_something_that_is_no_move_cannot_be_written_as_one():
    with pytest.raises(ValueError) as caught:
        RULES.format_move("explore")
    assert str(caught.value) == "not a Tiwanaku move: 'explore'"
