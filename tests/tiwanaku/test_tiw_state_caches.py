"""The caches a Tiwanaku state keeps beside its data (the cell bit sets, the grid): a pickled
state (as the bot process receives it) leaves them out and plays on the same; an Explore whose
cell names are not written as the grid writes them is applied as the same move (its log line
words it as given)."""

import pickle
import random

from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.moves import Explore
from lewisclark_desktop.tiwanaku.state import cell_bits


def played(options, seed, moves):
    s = RULES.new_state(options, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        RULES.apply(s, rng.choice(RULES.legal_moves(s)))
    return s


def test_a_pickled_state_carries_no_cache_and_plays_the_same():
    for options in ({"players": 2}, {"mode": "coop", "players": 2}):
        s = played(options, 4, 15)
        cell_bits(s)
        s.grid
        data = pickle.dumps(s)
        assert b"Grid" not in data  # the grid (its tables) is not sent along
        copy = pickle.loads(data)
        assert copy == s and copy._cells is None and copy._grid is None
        rng_a, rng_b = random.Random(1), random.Random(1)
        while not RULES.is_over(s):
            moves = RULES.legal_moves(s)
            assert RULES.legal_moves(copy) == moves
            RULES.apply(s, rng_a.choice(moves))
            RULES.apply(copy, rng_b.choice(moves))
            assert RULES.state_hash(copy) == RULES.state_hash(s)
        assert copy.history == s.history


def test_an_explore_named_in_lower_case_is_the_same_move():
    s = played({"players": 2}, 5, 0)
    move = next(m for m in RULES.legal_moves(s) if isinstance(m, Explore))
    upper, lower = RULES.clone(s), RULES.clone(s)
    RULES.apply(upper, move)
    odd = Explore(move.src, " " + move.dest.lower())
    RULES.apply(lower, odd)
    assert RULES.state_hash(lower) == RULES.state_hash(upper)
    assert lower.history[0] == f"P{s.current + 1} {RULES.format_move(odd)}"  # as it was given
    assert lower.history[1:] == upper.history[1:]
    assert cell_bits(lower) == cell_bits(upper)
