"""The worked examples of spec §16 (E1-E9) as positions + moves."""

import dataclasses

from tiw import E10, E10_START, e5_before_the_last_tile, legal_texts, long_map, play

from lewisclark_desktop.tiwanaku.engine import offering_points
from lewisclark_desktop.tiwanaku.generator import generate
from lewisclark_desktop.tiwanaku.positions import from_dict
from lewisclark_desktop.tiwanaku.state import OVER, new_game, raise_marker


def test_e1_diversity():
    assert raise_marker([3, 2, 1, 2], 2) == 3  # a Mountain: G, M and S at 2
    assert raise_marker([3, 2, 1, 2], 0) == 1  # a 4th Desert
    top = [5, 5, 4, 2]
    assert raise_marker(top, 2) == 3  # D, G and M at 5
    assert raise_marker(top, 0) == 1 and top[0] == 5  # D stays at 5 and scores 1 (D5)


def e2_position(**extra):
    d = {"map": E10, "start_cells": E10_START, "discovered": ["A1", "C1"],
         "pawns": {"A1": 0, "C1": 1}, "stacks": [4, 4]}
    d.update(extra)
    return from_dict(d)


def test_e2_movement_from_the_board_and_from_the_stack():
    s = e2_position()
    legal = legal_texts(s)
    assert {t.split()[2] for t in legal if t.startswith("move A1 ")} == {"A2", "B2"}
    assert "return A1" in legal
    from_stack = {t.split()[2] for t in legal if t.startswith("move stack ")}
    assert from_stack == {"A2", "A3", "A4", "B2", "B5", "C5", "D1", "D5", "E1", "E2", "E3", "E4"}


def test_e2_entering_d1_discovers_desert_and_scores_1():
    s = play(e2_position(), "move stack D1")
    assert s.terrain[s.grid.parse("D1")] == 0 and s.markers[0] == [1, 0, 0, 0]
    assert s.score[0] == 11 and s.current == 1


def test_e3_divination_right_then_wrong():
    s = from_dict({"map": E10, "start_cells": E10_START, "discovered": ["A1", "A2", "C1"],
                   "pawns": {"A1": 0, "A2": 0, "C1": 1}, "stacks": [3, 4],
                   "tokens": [["potato"], []], "supply": [1, 2, 2, 2, 2]})
    play(s, "divine A1 2")
    assert s.score[0] == 12 and s.tokens[0] == 0b11 and s.phase == "divine more"
    play(s, "divine A2 2")
    assert s.score[0] == 11  # loses the true level 1, not the named 2
    assert s.crop[s.grid.parse("A2")] == 1  # the true crop is placed
    assert s.current == 1 and s.phase == "action"  # no offering after a wrong guess


def test_e4_offerings():
    assert [offering_points(k) for k in range(6)] == [0, 0, 1, 3, 6, 10]
    s = from_dict({"map": long_map({}), "mode": "coop", "players": 2, "phase": "offer",
                   "tokens": [["potato", "coca"], ["coca", "chili", "corn", "quinoa"]],
                   "supply": [1, 0, 1, 1, 1], "scores": [20, 20],
                   "hands": [{"desert": "N"}, {"grass": "E"}], "stacks": [4, 4]})
    play(s, "offer potato+coca")
    assert s.score == [21, 26]  # team +1, and the automa must offer its 4: +6
    assert s.tokens == [0, 0] and s.supply == [2, 2, 2, 2, 2]


def test_e5_final_divination_loop():
    s = e5_before_the_last_tile()
    play(s, "move stack E3")  # Ben fills the last cell: Mountain, +1
    assert s.ending and s.phase == "offer"
    play(s, "offer potato+coca")  # +1
    assert s.phase == "end loop" and s.current == 1  # the loop starts with Ben
    assert "move stack A1" not in legal_texts(s) and "pass" in legal_texts(s)
    play(s, "divine A4 4")  # right: +4 and a Corn token
    assert s.phase == "divine more"  # his new pawn on E3 could divine too
    play(s, "stop")
    assert s.current == 2
    play(s, "pass")  # Cai passes for good
    play(s, "divine C2 4")  # Ann is wrong: -5 (the true Quinoa), out
    assert s.current == 1
    play(s, "divine E3 2")  # right: +2 and a Coca token; now Ben has no eligible pawn
    assert s.phase == OVER  # Cai and Ann are out, Ben's lack of a pawn counts as passing
    # automatic final offerings: Ann 3 tokens +3, Ben Coca+Corn +1, Cai one token +0
    assert s.score == [10 - 5 + 3, 10 + 1 + 1 + 4 + 2 + 1, 10]
    assert s.winners == (1,)
    assert s.history[-2:] == ["final offerings: P1 3 +3, P2 2 +1, P3 1 +0",
                              "game over: P1 8, P2 19, P3 10"]


def test_e6_coop_deal():
    base = generate("long", 1, "normal", "coop")
    counts = {"desert": 10, "grass": 9, "mountain": 9, "swamp": 8}
    sc = dataclasses.replace(base, tile_arrows=tuple((t, ("N",) * n) for t, n in counts.items()))
    s = new_game(sc, "coop", 3, 0, "normal")
    held = [[len(stack) for stack in hand] for hand in s.hands]
    assert held == [[4, 3, 3, 2], [3, 3, 3, 3], [3, 3, 3, 3]]
    assert s.column == [0, 0, 0, 0]


def e7_scenario():
    base = generate("long", 1, "normal", "coop")
    g = base.grid
    cells = {"B2": (0, 2), "C4": (1, 1), "E3": (0, 4), "G2": (2, 3), "H4": (3, 1)}
    terrain, crop = list(base.terrain), list(base.crop)
    for name, (t, v) in cells.items():
        terrain[g.parse(name)], crop[g.parse(name)] = t, v
    automa = tuple(sorted((g.parse(n) for n in cells), key=lambda i: (i % 9, i // 9)))
    return dataclasses.replace(base, terrain=tuple(terrain), crop=tuple(crop),
                               hints=tuple(sorted(set(automa))), automa_cells=automa,
                               easy_omits=g.parse("E3"))


def test_e7_automa_setup_normal_and_easy():
    assert new_game(e7_scenario(), "coop", 2, 0, "normal").score[1] == 30
    easy = new_game(e7_scenario(), "coop", 2, 0, "easy")
    assert easy.score[1] == 27
    assert easy.pawns[easy.grid.parse("E3")] == -1


def test_e8_automa_reaction():
    m = long_map({"D2": "M1", "H2": "S4", "G2": "D3", "A2": "D2", "D5": "G2"})
    s = from_dict({"map": m, "mode": "coop", "players": 2, "current": 1,
                   "crops": ["G2", "A2"], "discovered": ["D5", "C2"],
                   "pawns": {"C2": 1, "B2": "automa", "F2": "automa", "I2": "automa",
                             "D4": "automa"},
                   "automa_markers": [2, 1, 2, 1], "stacks": [4, 3],
                   "hands": [{"desert": "NN"}, {"grass": "E", "desert": "S"}],
                   "column": {"mountain": 1, "swamp": 1}})
    play(s, "play grass", "move C2 D2")
    assert s.terrain[s.grid.parse("D2")] == 2 and s.column[2] == 0  # Mountain from the column
    assert s.phase == "automa order"
    from lewisclark_desktop.tiwanaku.game import RULES
    assert [RULES.format_move(x) for x in RULES.legal_moves(s)] == \
        ["automa F2", "automa D4", "automa B2"]  # default order N, E, S, W (D14)
    play(s, "automa F2", "automa D4")
    g = s.grid
    automa = sorted(g.name(i) for i, p in enumerate(s.pawns) if p == 9)
    assert automa == ["B2", "D5", "H2", "I2"]  # F2 -> H2, D4 -> D5, B2 blocked, I2 at the edge
    assert s.score[1] == 10 + 7 and s.tokens[1] == 0b1000  # +3 diversity, +4 Corn and its token
    assert s.markers[-1] == [2, 1, 2, 2]
    assert s.current == 0 and s.phase == "play tile"


def test_e9_coop_end_tie_goes_to_the_automa():
    m = long_map({"A1": "D1", "B1": "D2"})
    g = from_dict({"map": m}).grid
    every = [g.name(i) for i in range(g.n)]
    s = from_dict({"map": m, "mode": "coop", "players": 2, "phase": "action",
                   "crops": [c for c in every if c not in ("A1", "B1")],
                   "scores": [58, 58], "tokens": [["potato", "coca", "chili"], ["corn", "quinoa"]],
                   "supply": [1, 1, 1, 1, 1], "hands": [{}, {}], "stacks": [4, 4],
                   "column": {"desert": 2}})
    assert legal_texts(s) == {"pass"}  # no tile: no Explore (D20), no pawn to divine with
    play(s, "pass", "no offering")
    assert s.phase == OVER and s.score == [61, 61] and s.winners == ()


def test_positions_round_trip_and_refuse_impossible_ones():
    import pytest

    from lewisclark_desktop.tiwanaku.game import RULES
    from lewisclark_desktop.tiwanaku.positions import to_dict
    for options in ({"players": 3}, {"mode": "coop", "players": 2}):
        s = RULES.new_state(options, 9)
        for k in range(40):
            RULES.apply(s, RULES.legal_moves(s)[-1])
            if k >= 12 and s.phase in ("play tile", "action", "divine more", "offer"):
                break
        d = to_dict(s)
        assert to_dict(from_dict(d)) == d
        assert RULES.legal_moves(from_dict(d)) == RULES.legal_moves(s)
    with pytest.raises(ValueError, match="colour must be 0-1"):
        from_dict({"map": E10, "pawns": {"C3": 2}})
    with pytest.raises(ValueError, match="off the 5x5 board"):
        from_dict({"map": E10, "discovered": ["F1"]})
