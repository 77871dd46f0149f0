"""Every position a game reaches is written and read back exactly, finished games included: the
same state hash, the same legal moves, the same player to move (issue 34, point 10).

Seeded random play of the three games; each position along the way goes through JSON text and
the reader for outside input (`load_dict` where a game has one), which must also accept it."""

import json
import random

import pytest

from lewisclark_desktop import games

# (game, options of each game played, most moves per game); small enough for every test run
PLAYS = {
    "lewisclark": ([{"players": 1}, {"players": 1, "solo_level": 5}, {"players": 2},
                    {"players": 5}], 900),
    "elfenland": ([{"players": 2}, {"players": 4, "variant": True}, {"players": 6}], 3000),
    "tiwanaku": ([{"players": 2}, {"players": 4, "board": "long"}, {"mode": "solo", "players": 1},
                  {"mode": "coop", "players": 2, "level": "easy"},
                  {"mode": "coop", "players": 4, "level": "expert", "open_screens": True}], 3000),
}


def _round_trip(game, s):
    rules, module = game.rules(), game.positions()
    d = json.loads(json.dumps(module.to_dict(s)))
    again = getattr(module, "load_dict", module.from_dict)(d)
    assert module.to_dict(again) == d
    assert rules.state_hash(again) == rules.state_hash(s)
    assert rules.legal_moves(again) == rules.legal_moves(s)
    assert rules.current_player(again) == rules.current_player(s)
    assert rules.is_over(again) == rules.is_over(s)


@pytest.mark.parametrize("game_id", sorted(PLAYS))
def test_positions_along_random_games_round_trip_exactly(game_id):
    game = games.get(game_id)
    rules = game.rules()
    options, most = PLAYS[game_id]
    finished = checked = 0
    for seed, opts in enumerate(options):
        rng = random.Random(seed)
        s = rules.new_state(opts, seed)
        for _ in range(most):
            _round_trip(game, s)
            checked += 1
            if rules.is_over(s):
                finished += 1
                break
            rules.apply(s, rng.choice(rules.legal_moves(s)))
    assert finished >= 2 and checked > 300
