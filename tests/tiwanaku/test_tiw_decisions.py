"""Binding decisions D1-D26 of the Tiwanaku spec (§17) that concern play, as positions + moves.
(D2, D15, D22, D23 and D26 are covered by test_tiw_generator.py.)"""

import pytest
from tiw import E10, E10_START, legal_texts, long_map, play

from lewisclark_desktop.core.game import IllegalMoveError
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.positions import from_dict


def comp(**extra):
    d = {"map": E10, "start_cells": E10_START, "stacks": [5, 5]}
    d.update(extra)
    return from_dict(d)


def test_d1_cell_names_and_moves_round_trip():
    s = comp()
    assert s.grid.name(0) == "A1" and s.grid.name(24) == "E5"
    for m in RULES.legal_moves(s):
        assert RULES.parse_move(RULES.format_move(m)) == m
    with pytest.raises(ValueError, match="cell name"):
        RULES.parse_move("move stack Z9")


def test_d3_one_action_then_the_turn_passes():
    s = play(comp(), "move stack D1")
    assert s.current == 1 and s.phase == "action"


def test_d4_own_pawns_pass_through_and_nobody_stops_on_a_pawn():
    s = comp(discovered=["A1", "A2", "A3"], pawns={"A1": 0, "A2": 0, "A3": 1}, stacks=[3, 5])
    reach = {t.split()[2] for t in legal_texts(s) if t.startswith("move A1 ")}
    assert "A2" not in reach and "A3" not in reach  # own pawn passed through, Blue blocks
    assert "B2" in reach  # through A2 (own pawn) to B2
    with pytest.raises(IllegalMoveError, match="cannot reach A3"):
        from lewisclark_desktop.core.commands import CommandStack
        CommandStack(RULES, s).apply_text("move A1 A3")


def test_d6_return_to_stack_is_competitive_only():
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5])
    play(s, "return A1")
    assert s.stack[0] == 5 and s.pawns[0] == -1 and s.current == 1
    coop = from_dict({"map": long_map({}), "mode": "coop", "players": 2, "discovered": ["C3"],
                      "pawns": {"C3": 0}, "stacks": [3, 4],
                      "hands": [{"grass": "N"}, {"grass": "E"}], "column": {"grass": 0}})
    play(coop, "play grass")
    assert not any(t.startswith("return") for t in legal_texts(coop))


def test_d6_coop_stack_entry_follows_the_arrow():
    s = from_dict({"map": long_map({}), "mode": "coop", "players": 2, "stacks": [4, 4],
                   "hands": [{"grass": "N"}, {"grass": "E"}]})
    play(s, "play grass")
    entries = {t.split()[2] for t in legal_texts(s) if t.startswith("move stack ")}
    assert entries == {f"{c}5" for c in "ABCDEFGHI"}  # arrow N: enter in row 5


def test_d6_coop_board_pawn_first_step_goes_with_the_arrow():
    s = from_dict({"map": long_map({}), "mode": "coop", "players": 2, "discovered": ["C3"],
                   "pawns": {"C3": 0}, "stacks": [3, 4],
                   "hands": [{"grass": "W"}, {"grass": "E"}]})
    play(s, "play grass")
    assert {t for t in legal_texts(s) if t.startswith("move C3")} == {"move C3 B3"}


def test_d7_d8_wrong_guess_and_tokens():
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5], tokens=[["coca"], []],
             supply=[2, 1, 2, 2, 2])
    play(s, "divine A1 2")  # A1 is Swamp 2: right, but Red already holds a Coca
    assert s.tokens[0] == 0b10 and s.supply[1] == 1 and s.score[0] == 12


def test_d8_no_token_when_the_supply_is_empty():
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5], supply=[2, 0, 2, 2, 2])
    play(s, "divine A1 2")
    assert s.tokens[0] == 0 and s.score[0] == 12


def test_d9_offering_any_subset_once_and_back_to_the_supply():
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5], phase="offer",
             tokens=[["potato", "chili", "quinoa"], []], supply=[1, 2, 1, 2, 1])
    assert "offer potato+quinoa" in legal_texts(s) and "no offering" in legal_texts(s)
    assert "offer coca" not in legal_texts(s)
    play(s, "offer potato+quinoa")
    assert s.score[0] == 11 and s.tokens[0] == 0b100 and s.supply == [2, 2, 1, 2, 2]
    assert s.current == 1 and s.phase == "action"


def test_d11_coop_and_solo_play_on_the_long_board():
    s = RULES.new_state({"mode": "solo", "players": 1, "board": "short"}, 3)
    assert s.grid.cols == 9


def test_d12_no_automa_reaction_after_divine():
    s = from_dict({"map": long_map({}), "mode": "coop", "players": 2, "discovered": ["C3"],
                   "pawns": {"C3": 0, "E3": "automa"}, "stacks": [3, 4],
                   "hands": [{"grass": "W", "desert": "N"}, {"grass": "E"}]})
    play(s, "play grass", "divine C3 1")
    assert s.pawns[s.grid.parse("E3")] == 9 and s.score[1] == 10


def test_d14_supplier_default_is_the_holder_of_most_tiles():
    s = from_dict({"map": long_map({"C4": "M2"}), "mode": "coop", "players": 3,
                   "discovered": ["C3"], "pawns": {"C3": 0}, "stacks": [2, 3, 3],
                   "hands": [{"grass": "S"}, {"mountain": "N"}, {"mountain": "NE"}],
                   "column": {"mountain": 0, "grass": 0}})
    play(s, "play grass", "move C3 C4")
    assert s.phase == "supplier"
    from lewisclark_desktop.tiwanaku.game import RULES as R
    assert [R.format_move(m) for m in R.legal_moves(s)] == ["tile from P3", "tile from P2"]
    play(s, "tile from P2")
    assert s.hands[1][2] == [] and s.hands[2][2] == ["N", "E"]
    assert s.terrain[s.grid.parse("C4")] == 2 and s.column[2] == 0


def test_d17_competitive_tie_is_a_shared_win():
    s = comp(discovered=[], pawns={}, scores=[14, 14])
    g = s.grid
    for i in range(g.n):
        s.terrain[i], s.crop[i] = s.scenario.terrain[i], s.scenario.crop[i]
    s.column = [0, 0, 0, 0]
    s.looping, s.in_loop = True, [True, True]
    from lewisclark_desktop.tiwanaku.engine import _loop_from
    _loop_from(s, 0)
    assert s.phase == "over" and s.winners == (0, 1) and RULES.winner(s) is None


def test_d18_d19_scores_go_negative_and_any_level_may_be_named():
    s = comp(discovered=["C2"], pawns={"C2": 0}, stacks=[4, 5], scores=[2, 10])
    assert {f"divine C2 {v}" for v in range(1, 6)} <= legal_texts(s)
    play(s, "divine C2 1")  # C2 is Desert 5
    assert s.score[0] == -3


def test_d20_nothing_possible_means_skip():
    s = from_dict({"map": long_map({}), "mode": "coop", "players": 2, "phase": "action",
                   "stacks": [4, 4], "hands": [{}, {"grass": "E"}], "column": {"grass": 44}})
    assert legal_texts(s) == {"pass"}
    play(s, "pass")
    assert s.current == 1 and s.phase == "play tile"


def test_d21_solo_setup():
    for level, pawns, automa in (("easy", 5, 4), ("normal", 5, 5), ("expert", 4, 5)):
        s = RULES.new_state({"mode": "solo", "players": 1, "level": level}, 11)
        assert s.stack == [pawns] and sum(1 for p in s.pawns if p == 9) == automa
        assert sum(len(x) for x in s.hands[0]) == sum(s.scenario.to_discover().values())
        assert s.supply == [2] * 5


def test_d16_coop_pawns_tokens_and_scores():
    s = RULES.new_state({"mode": "coop", "players": 4, "level": "expert"}, 5)
    assert s.colour_of == (0, 1, 0, 1) and s.stack == [3, 3] and s.score[0] == 10
    s = RULES.new_state({"mode": "coop", "players": 3, "level": "normal"}, 5)
    assert s.stack == [3, 3, 3] and s.supply == [2] * 5


def test_competitive_setup_pawns_and_supply():
    for n, pawns in ((2, 5), (3, 4), (4, 3)):
        s = RULES.new_state({"players": n}, 1)
        assert s.stack == [pawns] * n and s.supply == [n] * 5 and s.score == [10] * n


def test_d24_first_player_from_the_seed_or_chosen():
    firsts = {RULES.new_state({"players": 3}, seed).current for seed in range(12)}
    assert firsts == {0, 1, 2}
    assert RULES.new_state({"players": 3, "first_player": 2}, 1).current == 2


def test_d25_pairs_block_each_other_partners_share():
    s = from_dict({"map": long_map({}), "mode": "coop", "players": 4, "discovered": ["C3", "D3"],
                   "pawns": {"C3": 0, "D3": 1}, "stacks": [3, 3],
                   "hands": [{"grass": "E"}, {"grass": "E"}, {"grass": "W"}, {"grass": "E"}]})
    play(s, "play grass")
    assert not any(t.startswith("move C3") for t in legal_texts(s))  # D3 is the other pair's
    s.current = 2  # the partner of seat 0 moves the same colour's pawn
    s.phase, s.direction = "action", "W"
    assert "move C3 B3" in legal_texts(s)


def test_bad_options_are_refused():
    for opts, words in (({"players": 5}, "2-4 players"), ({"mode": "solo", "players": 2},
                        "1 player"), ({"colour": 1}, "unknown option")):
        with pytest.raises(ValueError, match=words):
            RULES.new_state(opts, 1)


def test_d14_screens_hide_teammates_tiles_unless_open():
    closed = RULES.new_state({"mode": "coop", "players": 3}, 2)
    o = RULES.observation(closed, 0)
    assert all(a is None for st in o.hands[1] for a in st)
    assert [st[0] for st in o.hands[0] if st] == [st[0] for st in closed.hands[0] if st]
    opened = RULES.new_state({"mode": "coop", "players": 3, "open_screens": True}, 2)
    o = RULES.observation(opened, 0)
    assert [st[0] for st in o.hands[1] if st] == [st[0] for st in opened.hands[1] if st]
    assert all(a is None for st in o.hands[1] for a in st[1:])  # only the tops


def test_illegal_moves_are_refused_with_a_reason_and_change_nothing():
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5])
    before = RULES.state_hash(s)
    reasons = {text: RULES.explain_illegal(s, RULES.parse_move(text))
               for text in ("offer potato", "divine C3 2", "move B2 C3", "play grass",
                            "move stack C3", "divine B1 3")}
    assert reasons == {
        "offer potato": "now you must Explore or Divine, not an offering",
        "divine C3 2": "you have no pawn on C3",
        "move B2 C3": "you have no pawn on B2",
        "play grass": "now you must Explore or Divine, not play a tile",
        "move stack C3": "that pawn cannot reach C3 and stop there",
        "divine B1 3": "you have no pawn on B1",
    }
    assert RULES.state_hash(s) == before
    for bad in ("", "jump A1", "divine A1 7", "offer potato+potato", "move stack K1"):
        with pytest.raises(ValueError):
            RULES.parse_move(bad)
