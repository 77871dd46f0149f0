"""Tiwanaku's game options as RULES checks them (game.py, run 6's survivors): each refusal with
its whole reason (the reason is what a save file's reader or the command line shows), the seat
colours the window passes (accepted, not part of the rules), the chosen first player (D24) and
the map number a game seed gives (§4.3: a scenario code names the map). Options naming a
scenario code are checked without making a map, so these tests are fast."""

import pytest

from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.scenario import MAX_SEED, parse_code

CODE = "S-N-C-7"  # any competitive short code: options naming it make no map


def refusal(options, seed=1):
    with pytest.raises(ValueError) as caught:
        RULES.normalize_options(options, seed)
    return str(caught.value)


def test_unknown_options_are_refused_naming_each_in_order():
    """Options: only the known keys (savefiles.md, options); every unknown one is named."""
    assert refusal({"speed": 1, "colour": "red"}) == "unknown option(s): colour, speed"


@pytest.mark.parametrize("mode", ["chess", "Coop", ""])
def test_a_mode_other_than_the_three_is_refused_naming_them(mode):
    """§5: the modes are competitive, co-op and solo."""
    assert refusal({"mode": mode}) == "mode must be one of competitive, coop, solo"


@pytest.mark.parametrize("key", ["board", "difficulty", "level"])
def test_a_board_difficulty_or_level_that_is_no_text_is_refused_by_name(key):
    """§4.1, §5: board, difficulty and automa level are names."""
    assert refusal({key: 5}) == f"{key} must be text"


@pytest.mark.parametrize("players", ["3", 2.0, True])
def test_a_player_count_that_is_no_whole_number_is_refused(players):
    """§5: a number of players; text, a float and a bool are not one."""
    assert refusal({"players": players}) == "players must be a whole number"


@pytest.mark.parametrize("options, reason", [
    ({"players": 5}, "competitive is for 2-4 players"),
    ({"mode": "coop", "players": 1}, "coop is for 2-4 players"),
    ({"mode": "solo", "players": 2}, "solo is for 1 player"),
])
def test_a_player_count_outside_the_mode_s_range_is_refused(options, reason):
    """§5 setup table: competitive and co-op 2-4 players, solo 1 (§13)."""
    assert refusal(options) == reason


@pytest.mark.parametrize("colours", [["red"], ["red", "blue", "green"], ["red", 5], "rb", 7])
def test_seat_colours_must_be_one_colour_name_per_seat(colours):
    """Options: `colours`, the window's pawn colours, is a list of one name per seat."""
    assert (refusal({"scenario": CODE, "players": 2, "colours": colours})
            == "colours must be a list of 2 colour names")


def test_seat_colours_of_one_name_per_seat_are_accepted_and_change_nothing():
    """Options: the seats' colours are the window's choice, no part of the rules (or the save's
    resolved options)."""
    plain = RULES.normalize_options({"scenario": CODE, "players": 3}, 4)
    coloured = RULES.normalize_options({"scenario": CODE, "players": 3,
                                        "colours": ["red", "blue", "white"]}, 4)
    assert coloured == plain
    solo = {"mode": "solo", "players": 1, "scenario": "L-N-O-3"}
    assert (RULES.normalize_options(dict(solo, colours=["green"]), 4)
            == RULES.normalize_options(solo, 4))


@pytest.mark.parametrize("mode, players", [("coop", 2), ("solo", 1)])
def test_an_automa_level_other_than_the_three_is_refused_naming_them(mode, players):
    """§5 setup table, D21: the automa levels are easy, normal and expert."""
    assert (refusal({"mode": mode, "players": players, "level": "hard"})
            == "automa level must be one of easy, normal, expert")


@pytest.mark.parametrize("players, first", [(2, 2), (2, -1), (2, "0"), (3, 3)])
def test_a_chosen_first_player_must_be_one_of_the_seats(players, first):
    """D24: the first player is drawn from the seed or chosen: a seat 0 to players - 1."""
    options = {"scenario": CODE, "players": players, "first_player": first}
    assert refusal(options) == f"first_player must be 0-{players - 1}"
    last = RULES.normalize_options(dict(options, first_player=players - 1), 1)
    assert last["first_player"] == players - 1  # the last seat may start


def test_a_game_seed_names_a_map_a_scenario_code_can_type():
    """§4.3: a scenario code replays the map; a game seed that fits a code's number (0 to
    MAX_SEED) is that number, and any larger or negative seed still gives a typeable one."""
    assert RULES.new_state({}, MAX_SEED).scenario.code == f"S-N-C-{MAX_SEED}"
    for seed in (MAX_SEED + 1, 2**63 - 1, -(2**63)):
        code = RULES.new_state({}, seed).scenario.code
        size, difficulty, mode, number = parse_code(code)  # a code that can be typed back
        assert (size, difficulty, mode) == ("short", "normal", "competitive")
        assert 0 <= number <= MAX_SEED
