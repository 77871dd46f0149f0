"""Hard plays legal moves, repeats itself with a fixed map count and ignores what it cannot see."""

import dataclasses

from lewisclark_desktop.bots import registry
from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.moves import Divine


def game_moves(seed, hard_seat, iterations=2):
    s = RULES.new_state({"players": 2, "first_player": 0}, seed)
    bots = [make_bot("hard", seed, iterations=iterations) if k == hard_seat
            else make_bot("normal", seed + 9) for k in range(2)]
    played = []
    while not RULES.is_over(s):
        move = bots[s.current].choose(RULES, RULES.observation(s, s.current))
        assert RULES.explain_illegal(s, move) is None, RULES.format_move(move)
        played.append(RULES.format_move(move))
        RULES.apply(s, move)
    return played


def test_hard_is_a_tiwanaku_level_with_options():
    assert "hard" in registry.available_levels("tiwanaku")
    bot = registry.make_bot("hard", 3, "tiwanaku", budget=0.2)
    assert bot.budget == 0.2


def test_hard_plays_whole_games_legally_and_the_same_way_twice():
    first = game_moves(21, 1)
    assert first == game_moves(21, 1)


def test_hard_ignores_the_undiscovered_cells():
    s = RULES.new_state({"players": 2, "first_player": 0}, 4)
    bots = [make_bot("normal", 1), make_bot("normal", 2)]
    while not any(isinstance(m, Divine) for m in RULES.legal_moves(s)) or s.current != 0:
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    other = s.clone()  # another hidden map that fits everything seat 0 has seen
    guess = RULES.determinize(RULES.observation(s, 0), 8)
    other.scenario = dataclasses.replace(s.scenario, terrain=guess.scenario.terrain,
                                         crop=guess.scenario.crop)
    assert other.scenario.crop != s.scenario.crop
    a = make_bot("hard", 5, iterations=3).choose(RULES, RULES.observation(s, 0))
    b = make_bot("hard", 5, iterations=3).choose(RULES, RULES.observation(other, 0))
    assert a == b
