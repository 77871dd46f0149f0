"""Tiwanaku's options as a save writes them (normalize_options), the winner the core reports,
and the reasons a move's text is refused (moves.parse_move)."""

import pytest
from tiw import coop_game_over, play

from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.moves import PlayTile, Supplier


def test_a_new_game_s_options_name_its_scenario_and_first_player():
    for options, seed in (({}, 5), ({"players": 4, "board": "long", "difficulty": "hard"}, 8)):
        out = RULES.normalize_options(options, seed)
        s = RULES.new_state(options, seed)
        assert out["scenario"] == s.scenario.code and out["first_player"] == s.first_player
        assert set(out) == {"mode", "players", "board", "difficulty", "scenario",
                            "first_player"}  # competitive: no automa level, open screens
        assert out["players"] == s.players and out["mode"] == "competitive"


def test_coop_and_solo_options_keep_the_automa_level_and_the_open_screens():
    out = RULES.normalize_options({"mode": "coop", "players": 3, "level": "easy",
                                   "open_screens": True}, 5)
    assert out["level"] == "easy" and out["open_screens"] is True and out["board"] == "long"
    assert out["mode"] == "coop" and out["players"] == 3
    solo = RULES.normalize_options({"mode": "solo", "players": 1}, 7)
    assert solo["level"] == "normal" and solo["open_screens"] is False
    assert solo["mode"] == "solo" and solo["first_player"] == 0


@pytest.mark.parametrize("options", [
    {},
    {"players": 3, "first_player": 2},
    {"mode": "coop", "players": 2, "level": "expert", "open_screens": True},
    {"mode": "coop", "players": 4, "difficulty": "easy", "level": "easy"},
])
def test_options_naming_their_scenario_normalize_to_themselves_whatever_the_seed(options):
    out = RULES.normalize_options(options, 11)
    for seed in (11, 12, 999):
        assert RULES.normalize_options(out, seed) == out  # the saved options decide everything
    again = RULES.new_state(out, 12)
    first = RULES.new_state(options, 11)
    assert again.scenario.code == first.scenario.code and again.first_player == first.first_player
    assert again.terrain == first.terrain and again.crop == first.crop


def test_a_named_scenario_keeps_its_board_difficulty_and_seed():
    out = RULES.normalize_options({"scenario": "L-H-C-42", "players": 2, "first_player": 1}, 3)
    assert out["scenario"] == "L-H-C-42" and out["first_player"] == 1
    s = RULES.new_state(out, 3)
    assert s.scenario.code == "L-H-C-42" and s.grid.cols == 9 and s.first_player == 1


def test_a_scenario_code_of_another_mode_is_refused_by_name():
    with pytest.raises(ValueError, match=r"^scenario L-N-O-5 is for a coop game$"):
        RULES.normalize_options({"scenario": "L-N-O-5"}, 1)
    with pytest.raises(ValueError, match=r"^scenario S-N-C-5 is for a competitive game$"):
        RULES.new_state({"mode": "coop", "players": 2, "scenario": "S-N-C-5"}, 1)


def test_the_winner_of_a_coop_game_is_the_team_unless_the_automa_ties_or_wins():
    won = coop_game_over(61, 58)
    assert RULES.is_over(won) and won.winners == (0, 1) and RULES.winner(won) == 0
    tied = coop_game_over(60, 58)
    assert tied.score == [60, 60] and tied.winners == () and RULES.winner(tied) is None
    lost = coop_game_over(40, 58)
    assert RULES.winner(lost) is None


def test_nobody_has_won_a_game_in_play():
    s = RULES.new_state({}, 3)
    assert RULES.winner(s) is None and not RULES.is_over(s)
    s.winners = (1,)  # even a stale record: the game is not over
    coop = RULES.new_state({"mode": "coop", "players": 2}, 3)
    coop.winners = (0, 1)
    assert RULES.winner(coop) is None


@pytest.mark.parametrize("text, reason", [
    ("", "empty move"),
    ("   ", "empty move"),
    ("divine a1 6", "crop level '6' must be 1 to 5"),
    ("divine a1 0", "crop level '0' must be 1 to 5"),
    ("divine a1 x", "crop level 'x' must be 1 to 5"),
    ("offer rice", "offer needs different crops joined by '+' from potato, coca, chili, corn, quinoa"),
    ("offer coca+coca", "offer needs different crops joined by '+' from potato, coca, chili, corn, quinoa"),
    ("play", "unknown move 'play'"),
    ("play grass now", "unknown move 'play grass now'"),
    ("play lava", "unknown move 'play lava'"),
    ("tile p1", "unknown move 'tile p1'"),
    ("tile to p1", "unknown move 'tile to p1'"),
    ("tile from p5", "unknown move 'tile from p5'"),
    ("tile from p1 p2", "unknown move 'tile from p1 p2'"),
    ("move a1", "unknown move 'move a1'"),
    ("move z1 a1", "'z1' is not a cell name like B3"),
])
def test_unreadable_move_text_is_refused_with_its_reason(text, reason):
    with pytest.raises(ValueError) as caught:
        RULES.parse_move(text)
    assert str(caught.value) == reason


def test_every_readable_move_text_gives_its_move():
    assert RULES.parse_move("divine b2 5").level == 5
    assert RULES.parse_move("PLAY Swamp") == PlayTile(3)
    assert RULES.parse_move("tile from p4") == Supplier(3)
    assert RULES.parse_move("offer quinoa+potato").levels == (1, 5)


def test_no_seat_has_a_pawn_colour_of_its_own_in_the_rules():
    for options in ({}, {"players": 4}, {"mode": "solo", "players": 1}):
        s = RULES.new_state(options, 2)
        assert RULES.seat_colours(s) == [None] * s.players  # the window chooses them
