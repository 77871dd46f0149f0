"""Random legal games for 1-5 players, checking the invariants after every move."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.lewisclark import engine, positions
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.moves import format_move, parse_move

MAX_TURNS = 120


def random_game(players, seed, on_move=None):
    options = {"players": players}
    state = RULES.new_state(options, seed)
    stack = CommandStack(RULES, state, PRACTICE)
    rng = random.Random(seed)
    while not stack.state.over and stack.state.turn < MAX_TURNS:
        before = stack.state
        moves = engine.legal_moves(before)
        assert moves, f"no legal move in decision {engine.decision(before)}"
        move = rng.choice(moves)
        camps = [p.camp for p in before.players]
        stack.apply(move)
        if on_move:
            on_move(before, move, stack.state, camps, moves)
    return stack, options


def check_invariants(before, move, after, camps_before, legal):
    problems = positions.check(after)
    assert not problems, (str(move), problems)
    for seat, p in enumerate(after.players):
        assert p.camp >= camps_before[seat], "a Camp moved back"
    for m in legal:
        assert parse_move(format_move(m)) == m


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 5), seed=st.integers(0, 2**31))
def test_random_games_keep_every_invariant(players, seed):
    random_game(players, seed, check_invariants)


@settings(max_examples=50, deadline=None)
@given(players=st.integers(1, 5), seed=st.integers(0, 2**31))
def test_undo_of_everything_restores_the_start(players, seed):
    stack, _ = random_game(players, seed)
    start_hash = positions.state_hash(RULES.new_state({"players": players}, seed))
    end_hash = positions.state_hash(stack.state)
    stack.undo_all()
    assert positions.state_hash(stack.state) == start_hash
    while stack.can_redo():
        stack.redo()
    assert positions.state_hash(stack.state) == end_hash


@settings(max_examples=50, deadline=None)
@given(players=st.integers(1, 5), seed=st.integers(0, 2**31))
def test_save_then_load_gives_the_same_state(players, seed, tmp_path_factory):
    stack, options = random_game(players, seed)
    path = tmp_path_factory.mktemp("saves") / "game.json"
    savefile.save(path, RULES, stack, RULES.normalize_options(options, seed), seed,
                  [{"name": f"P{i}", "kind": "bot"} for i in range(players)])
    _, loaded = savefile.load(path, RULES)
    assert positions.state_hash(loaded.state) == positions.state_hash(stack.state)
    assert loaded.move_texts == stack.move_texts


def test_same_seed_and_moves_replay_bit_for_bit():
    a, _ = random_game(3, 1234)
    b, _ = random_game(3, 1234)
    assert positions.canonical_json(a.state) == positions.canonical_json(b.state)
    c, _ = random_game(3, 1235)
    assert positions.canonical_json(a.state) != positions.canonical_json(c.state)


def test_position_round_trip_mid_game():
    seen = []

    def keep(before, move, after, camps, legal):
        if len(seen) < 400:
            seen.append(after.clone())

    random_game(4, 77, keep)
    for s in seen:
        again = positions.from_dict(positions.to_dict(s))
        assert positions.canonical_json(again) == positions.canonical_json(s)
        assert engine.legal_moves(again) == engine.legal_moves(s)
