"""Tiwanaku bots play legal moves from observations; Normal and Easy divine what is proven."""

from tiw import E10, play

import pytest

from lewisclark_desktop.bots.tiwanaku import available_levels, make_bot
from lewisclark_desktop.bots.tiwanaku.deduction import candidates
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.positions import from_dict


def bot_game(options, seed, levels):
    s = RULES.new_state(options, seed)
    bots = [make_bot(level, seed * 10 + k) for k, level in enumerate(levels)]
    for _ in range(3000):
        if RULES.is_over(s):
            break
        seat = RULES.current_player(s)
        move = bots[seat].choose(RULES, RULES.observation(s, seat))
        assert RULES.explain_illegal(s, move) is None, RULES.format_move(move)
        RULES.apply(s, move)
    return s


def test_bots_finish_games_in_every_mode():
    for options, levels in (({"players": 2}, ("normal", "random")),
                            ({"players": 3, "board": "long"}, ("normal",) * 3),
                            ({"mode": "coop", "players": 4}, ("normal", "random") * 2),
                            ({"mode": "solo", "players": 1, "level": "expert"}, ("normal",))):
        assert RULES.is_over(bot_game(options, 3, levels))


def test_normal_beats_random_in_most_short_games():
    wins = 0
    for seed in range(8):
        levels = ("normal", "random") if seed % 2 == 0 else ("random", "normal")
        s = bot_game({"players": 2}, seed, levels)
        wins += s.winners == (levels.index("normal"),)
    assert wins >= 7


def test_deduction_uses_a_closed_area_and_the_neighbours():
    # E10: the Swamp area A1 B1 B2 C1 is closed by known terrain all round; A1 (2), B1 (3)
    # and C1 (1) are placed, so Red's pawn on B2 stands on the 4
    s = from_dict({"map": E10, "start_cells": ["A5", "B1", "D2", "E5"],
                   "discovered": ["A2", "B2", "C2", "A3", "B3", "C3", "D1"],
                   "crops": ["A1", "C1"], "pawns": {"B2": 0}, "stacks": [4, 5]})
    cand = candidates(RULES.observation(s, 0))
    assert cand[s.grid.parse("B2")] == {4}
    move = make_bot("normal").choose(RULES, RULES.observation(s, 0))
    assert RULES.format_move(move) == "divine B2 4"
    play(s, "divine B2 4")
    assert s.score[0] == 14


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3, "board": "long"},
                                     {"mode": "coop", "players": 2, "level": "easy"},
                                     {"mode": "solo", "players": 1, "level": "normal"}])
def test_easy_plays_whole_games_in_every_mode_deterministically_under_its_seed(options):
    assert available_levels() == ("random", "easy", "normal", "hard")
    levels = ("easy", "normal", "easy")[:options["players"]]
    a, b = (bot_game(options, 5, levels) for _ in range(2))
    assert RULES.is_over(a)
    assert RULES.state_hash(a) == RULES.state_hash(b)


def test_easy_divines_what_the_rules_prove():
    # E10 as above: the closed Swamp area proves Red's pawn on B2 stands on the 4
    s = from_dict({"map": E10, "start_cells": ["A5", "B1", "D2", "E5"],
                   "discovered": ["A2", "B2", "C2", "A3", "B3", "C3", "D1"],
                   "crops": ["A1", "C1"], "pawns": {"B2": 0}, "stacks": [4, 5]})
    for seed in range(4):
        move = make_bot("easy", seed).choose(RULES, RULES.observation(s, 0))
        assert RULES.format_move(move) == "divine B2 4"
