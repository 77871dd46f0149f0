"""Scenario codes typed with spaces and at the largest number (§4: codes are typed by people),
their refusals whole; play goes clockwise (§5.5); a competitive seat offers from its own
tokens (§10); a position that is no JSON object is refused whole; playing a co-op tile and
handing one over each reveal one arrow (the undo barrier counter, docs/positions-tiwanaku.md)."""

import pytest
from tiw import E10, E10_START, long_map, play

from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.positions import PositionError, from_dict, to_dict
from lewisclark_desktop.tiwanaku.scenario import MAX_SEED, parse_code


def test_a_code_typed_with_spaces_between_its_parts_is_read():
    assert parse_code("l - h - o - 123") == ("long", "hard", "coop", 123)
    assert parse_code(f"S-E-C-{MAX_SEED}") == ("short", "easy", "competitive", MAX_SEED)


@pytest.mark.parametrize("code, message", [
    ("L-N-C", "'L-N-C' is not a scenario code like L-N-C-12345 (board, difficulty, mode, number)"),
    (f"S-N-C-{MAX_SEED + 1}",
     f"the number '{MAX_SEED + 1}' in the code must be a whole number from 0 to {MAX_SEED}"),
    ("S-N-O-5", "co-op codes use the long board (L)")])
def test_a_bad_code_is_refused_whole(code, message):
    with pytest.raises(ValueError) as info:
        parse_code(code)
    assert str(info.value) == message


def test_a_position_that_is_no_object_or_breaks_the_schema_is_refused_whole():
    with pytest.raises(PositionError) as info:
        from_dict([])
    assert str(info.value) == "a Tiwanaku position is a JSON object"
    with pytest.raises(PositionError) as info:
        from_dict({"map": E10, "current": 9})
    assert str(info.value) == "bad position: current must be a whole number from 0 to 3, not 9"


def test_play_goes_clockwise_in_a_competitive_game_of_three():
    s = from_dict({"map": E10, "players": 3, "start_cells": E10_START})
    play(s, "move stack A1")
    assert s.current == 1
    play(s, "move stack C1", "move stack E1")
    assert s.current == 0


def test_a_competitive_seat_offers_from_its_own_tokens():
    s = from_dict({"map": E10, "start_cells": E10_START, "current": 1,
                   "tokens": [[], ["potato", "coca"]], "supply": [1, 1, 2, 2, 2]})
    play(s, "move stack A1")
    assert s.phase == "offer" and s.current == 1
    play(s, "offer potato+coca")
    assert s.score[1] == 12 and s.supply == [2, 2, 2, 2, 2] and s.current == 0


def test_play_goes_to_the_next_seat_in_a_coop_game_of_three():
    s = from_dict({"map": long_map({}), "mode": "coop", "players": 3, "stacks": [3, 3, 3],
                   "hands": [{"grass": "S"}, {"grass": "S"}, {"grass": "S"}]})
    play(s, "play grass", "move stack A1")
    assert (s.current, s.phase) == (1, "play tile")


def test_playing_a_tile_with_another_beneath_reveals_one_arrow():
    s = from_dict({"map": long_map({}), "mode": "coop", "players": 2, "stacks": [4, 4],
                   "reveals": 5, "hands": [{"grass": "SE"}, {"grass": "N"}]})
    play(s, "play grass")
    assert s.reveals == 6 and s.history == ["P1 plays grass, arrow S"]


def test_handing_over_a_tile_with_another_beneath_reveals_one_arrow():
    """P2 discovers grass on B1 with none on the diversity board; P3 gives it from two grass
    tiles, and now sees the arrow of the second."""
    s = from_dict({"map": long_map({"A1": "D1"}), "mode": "coop", "players": 3,
                   "stacks": [3, 3, 3], "current": 1, "column": {"grass": 0, "desert": 5},
                   "hands": [{"grass": "N"}, {"desert": "S"}, {"grass": "EW"}]})
    play(s, "play desert", "move stack B1")
    assert s.phase == "supplier"
    before = s.reveals
    play(s, "tile from P3")
    assert s.reveals == before + 1 and to_dict(s)["hands"][2] == {"grass": "W"}
