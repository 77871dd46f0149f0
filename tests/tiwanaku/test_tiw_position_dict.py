"""What a Tiwanaku position written by to_dict holds, and what from_dict works out again: the
scenario (seed 0 included) or the difficulty of a hand-made map, every crop token, and the
winners of a finished co-op game."""

from tiw import E10, E10_START, coop_game_over, play

from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.positions import from_dict, from_json, to_dict


def test_a_generated_game_writes_its_scenario_code_even_for_seed_0():
    for code in ("S-N-C-0", "S-E-C-1", "L-H-C-0"):
        s = RULES.new_state({"scenario": code}, 4)
        d = to_dict(s)
        assert d["scenario"] == code and "difficulty" not in d
        back = from_dict(d)
        assert back.scenario.code == code and to_dict(back) == d


def test_a_hand_made_map_writes_its_difficulty_unless_normal():
    for difficulty in ("easy", "hard"):
        d = to_dict(from_dict({"map": E10, "start_cells": E10_START, "difficulty": difficulty}))
        assert d["difficulty"] == difficulty and "scenario" not in d
        assert from_dict(d).scenario.difficulty == difficulty
    d = to_dict(from_dict({"map": E10, "start_cells": E10_START}))
    assert "difficulty" not in d and "scenario" not in d


def test_every_crop_token_is_written_by_name_and_read_back():
    tokens = [["potato", "coca", "chili", "corn", "quinoa"], ["potato"]]
    s = from_dict({"map": E10, "start_cells": E10_START, "tokens": tokens,
                   "supply": [0, 1, 1, 1, 1]})
    assert s.tokens == [0b11111, 0b1]
    d = to_dict(s)
    assert d["tokens"] == tokens and d["supply"] == [0, 1, 1, 1, 1]
    import json
    assert from_json(json.dumps(d)).tokens == [0b11111, 0b1]


def test_a_finished_coop_game_read_back_knows_who_won():
    won = coop_game_over(61, 58)
    assert won.score == [61, 60] and won.winners == (0, 1)
    assert from_dict(to_dict(won)).winners == (0, 1)
    tied = coop_game_over(60, 58)
    assert tied.score == [60, 60] and tied.winners == ()
    assert from_dict(to_dict(tied)).winners == ()
    lost = coop_game_over(30, 58)
    assert from_dict(to_dict(lost)).winners == ()


def test_an_impossible_position_is_refused_with_its_reason_whole():
    import pytest

    from lewisclark_desktop.tiwanaku.positions import PositionError
    with pytest.raises(PositionError) as caught:
        from_dict({"map": E10, "start_cells": E10_START, "phase": "over"})
    assert str(caught.value) == \
        "impossible position: over, but terrain tiles are left on the diversity board"
    with pytest.raises(PositionError) as caught:
        from_dict({"map": E10, "start_cells": E10_START, "pawns": {"F1": 0}})
    assert str(caught.value) == "impossible position: F1 is off the 5x5 board"


def test_positions_of_real_games_of_three_load_as_reachable():
    """load_dict checks that no piece was made or lost: three players share three tokens of
    each crop in a competitive game, two in co-op (D8), and a discovery waiting for its
    supplier shows its terrain before any tile is given."""
    from lewisclark_desktop.tiwanaku.positions import load_dict
    comp = RULES.new_state({"players": 3}, 6)
    assert comp.supply == [3, 3, 3, 3, 3]
    assert to_dict(load_dict(to_dict(comp))) == to_dict(comp)
    coop = RULES.new_state({"mode": "coop", "players": 3}, 0)
    assert coop.supply == [2, 2, 2, 2, 2]
    assert to_dict(load_dict(to_dict(coop))) == to_dict(coop)
    play(coop, "play swamp", "move stack A4")
    assert coop.phase == "supplier" and coop.pending == (coop.grid.parse("A4"), 1)
    assert to_dict(load_dict(to_dict(coop))) == to_dict(coop)
