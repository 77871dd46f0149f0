"""Rules of the Tiwanaku engine, state and positions that run 6's mutation survivors showed
unpinned: the automa's setup scoring (§12.1 step 6, E7), the co-op deal (§12.1 step 5, D13), a
new co-op game read back from its position (docs/positions-tiwanaku.md), undo restoring a co-op
turn whole and the automa's discovery as an undo barrier (§12.3, the `reveals` counter of
docs/positions-tiwanaku.md). Expected values are worked from the spec; positions are built with
tests/support/tiw.py's helpers and from_dict."""

import dataclasses

from tiw import coop, legal_texts, long_map

from lewisclark_desktop.core.commands import STRICT, CommandStack
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.positions import from_dict, to_dict
from lewisclark_desktop.tiwanaku.state import new_game


def _coop_scenario(cells, automa_cells, tile_arrows=()):
    """A hand-made long co-op scenario (map `long_map(cells)`), its automa cells (start cells
    too, as in a generated one: §4.2 step 4a, §4.4) and the tiles to deal, ((terrain, arrows), ...) in
    dealing order."""
    d = {"map": long_map(cells), "mode": "coop", "players": 2, "start_cells": automa_cells,
         "hands": [{"grass": "E"}, {"grass": "S"}], "automa_cells": automa_cells}
    return dataclasses.replace(from_dict(d).scenario, tile_arrows=tile_arrows)


def test_automa_setup_scores_diversity_column_by_column_from_the_left():
    # §12.1 step 6 / E7: the automa's pawns are taken column by column from the left, top to
    # bottom, each scoring its crop and its terrain's diversity in that order. A1 Desert 1,
    # A2 Grass 1, B1 Desert 1: crops 3; diversity D->1 scores 1, G->1 scores 2, D->2 scores 1:
    # 4 (row by row, A1 B1 A2, it would be 1 + 1 + 1). Score 10 + 3 + 4 = 17. The markers
    # raised are the automa's own (§12.1 step 6: set up like a player), not a seat's.
    sc = _coop_scenario({"A1": "D1", "B1": "D1", "A2": "G1"}, ["A1", "B1", "A2"],
                        (("grass", ("N", "E")),))
    s = new_game(sc, "coop", 2, 0, "normal")
    d = to_dict(s)
    assert d["scores"] == [10, 17]
    assert d["automa_markers"] == [2, 1, 0, 0]  # Desert 2, Grass 1
    assert d["markers"] == [[0, 0, 0, 0], [0, 0, 0, 0]]


def test_coop_tiles_are_dealt_round_robin_from_the_first_player_across_terrains():
    # §12.1 step 5 / D13 (E6): the tiles listed by terrain (Desert, Grass, Mountain, Swamp),
    # each in its tile_arrows order, dealt one at a time from the first player (P2 here), the
    # rotation going on across terrains: P2, P3, P1, P2, P3, P1, P2.
    arrows = (("desert", ("N", "E", "S", "W")), ("grass", ("E", "S")), ("swamp", ("W",)))
    sc = _coop_scenario({}, ["A1"], arrows)
    s = new_game(sc, "coop", 3, 1, "normal")
    assert to_dict(s)["hands"] == [{"desert": "S", "grass": "S"},
                                   {"desert": "NW", "swamp": "W"},
                                   {"desert": "E", "grass": "E"}]


def test_a_new_coop_game_reads_back_unchanged_from_its_position():
    # docs/positions-tiwanaku.md: a position holds the whole state of a game (hidden map
    # included; the tiles dealt are in the hands, so the scenario's own list of them is left
    # out): one diversity-marker row per colour and the automa's, nothing more (§12.1 step 6).
    sc = _coop_scenario({"A1": "D1", "B1": "M2"}, ["A1", "B1"],
                        (("grass", ("N", "E", "S")), ("swamp", ("W",))))
    s = new_game(sc, "coop", 2, 0, "normal")
    back = from_dict(to_dict(s))
    assert back.scenario == dataclasses.replace(sc, tile_arrows=())
    back.scenario = sc
    assert back == s


def test_undo_in_a_coop_turn_restores_its_arrow_level_and_table_option():
    # §12.2: the tile played sets this turn's direction; undo of the Explore that followed
    # (nothing revealed, the team still to make its offering: same turn) gives back the state
    # before it whole: the arrow (E: the pawn may still go east), the automa level and the
    # open-screens option (D14).
    s = coop(discovered=["C3", "D3"], pawns={"C3": 0}, tokens=[["potato"], []],
             level="expert", open_screens=True, stacks=[2, 3], column={"grass": 43})
    stack = CommandStack(RULES, s, STRICT)
    stack.apply_text("play grass")
    before = to_dict(stack.state)
    stack.apply_text("move C3 D3")
    assert stack.state.phase == "offer" and stack.can_undo()
    stack.undo()
    assert to_dict(stack.state) == before
    assert stack.state.direction == "E" and "move C3 D3" in legal_texts(stack.state)


def test_an_automa_discovery_counts_its_terrain_and_crop_and_cannot_be_undone():
    # §12.3 step 5: the automa's discovery shows the terrain and places its crop face up: two
    # pieces of hidden information (`reveals`, docs/positions-tiwanaku.md), so the Explore that
    # set it off cannot be undone even within the turn. P1 moves C3 -> D3 (discovered: nothing
    # shown by the pawn); the automa on E3 moves east to F3 and discovers it (Grass, on the
    # column: no supplier asked).
    s = coop(discovered=["C3", "D3"], pawns={"C3": 0, "E3": "automa"}, tokens=[["coca"], []],
             column={"grass": 43})
    stack = CommandStack(RULES, s, STRICT)
    stack.apply_text("play grass")
    reveals = to_dict(stack.state)["reveals"]
    stack.apply_text("move C3 D3")
    after = to_dict(stack.state)
    assert after["pawns"] == {"D3": 0, "F3": "automa"} and "F3" in after["crops"]
    assert after["phase"] == "offer"  # the same turn: only the reveal stops undo
    assert after["reveals"] == reveals + 2
    assert not stack.can_undo()
    assert stack.undo_reason() == "the last move revealed hidden information"
