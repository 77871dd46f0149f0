"""Random legal games for 1-5 players, checking the invariants after every move."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stack_checks import assert_save_then_load, assert_undo_all_then_redo_all
from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.lewisclark import encampment, engine, positions
from lewisclark_desktop.lewisclark.cards import CARDS
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.moves import Move, format_move, parse_move
from lewisclark_desktop.lewisclark.village import FAREWELL, FAREWELL_MAX_DISCARDS

MAX_TURNS = 120
# Far beyond any game of shedding players (the longest of 400 took ~1,650 turns): reaching it
# means a game that the rules never end.
SAFETY_TURNS = 20_000


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
    assert_undo_all_then_redo_all(RULES, stack, RULES.new_state({"players": players}, seed))


@settings(max_examples=50, deadline=None)
@given(players=st.integers(1, 5), seed=st.integers(0, 2**31))
def test_save_then_load_gives_the_same_state(players, seed, tmp_path_factory):
    stack, options = random_game(players, seed)
    assert_save_then_load(RULES, stack, options, seed, tmp_path_factory.mktemp("saves"))


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


# ---------------------------------------------------------------- dead ends (D28)

def _interpreter(card):
    return CARDS[card].role == "interpreter"


def shedding_move(style, rng, s, moves):
    """A biased random player that gets rid of its cards and Indians: a "camper" camps whenever
    it may, a "discarder" sends Indians to the Farewell and discards; both end their turn as soon
    as they may, keep an Interpreter to free the Farewell again, and never recruit."""
    p = s.player()
    if s.frames:
        discards = [m for m in moves if m.kind == "discard"]
        if discards:
            if len(discards) <= FAREWELL_MAX_DISCARDS - s.frames[-1].count:
                return rng.choice(discards)
            others = [m for m in discards if not _interpreter(m.card)]
            return rng.choice(others) if others else Move("done")
        takes = [m for m in moves if m.kind == "indians"]
        if takes:
            return max(takes, key=lambda m: m.n)
        return rng.choice(moves)
    by_kind = {}
    for m in moves:
        by_kind.setdefault(m.kind, []).append(m)
    if "camp" in by_kind and not encampment.preview(s)[3] and (
            (style == "camper" and rng.random() < 0.7) or (p.area and len(p.hand) < 2)):
        return by_kind["camp"][0]
    farewell = [m for m in by_kind.get("village", []) if m.key == "farewell"]
    if farewell and p.hand:
        return farewell[0]
    if "end" in by_kind and rng.random() < 0.8:
        return by_kind["end"][0]
    fetch = [m for m in by_kind.get("play", []) if _interpreter(m.card)]
    if fetch and (not p.indians or s.village[FAREWELL]):
        return rng.choice(fetch)
    if by_kind.get("village") and rng.random() < 0.5:
        return rng.choice(by_kind["village"])
    return rng.choice([m for m in moves if m.kind != "recruit"])


@settings(max_examples=40, deadline=None)
@given(players=st.integers(1, 5), seed=st.integers(0, 2**31),
       styles=st.lists(st.sampled_from(["camper", "discarder"]), min_size=5, max_size=5))
def test_players_who_give_everything_away_reach_an_end_without_a_turn_cap(players, seed, styles):
    options = {"players": players, **({"solo_level": 0} if players == 1 else {})}
    s = RULES.new_state(options, seed)
    rng = random.Random(seed)
    while not s.over and s.turn < SAFETY_TURNS:
        camps = [p.camp for p in s.players]
        engine.apply(s, shedding_move(styles[s.current], rng, s, engine.legal_moves(s)))
        assert all(p.camp >= c for p, c in zip(s.players, camps))
    assert s.over, f"turn {s.turn}: the game never ended"
    assert not positions.check(s)
    if s.idle_turns >= players:  # a dead end: nobody could act any more
        for p in s.players:
            assert len(p.hand) < 2 and not p.area and p.indians == 0
        if players > 1:
            best = max(p.camp for p in s.players)
            assert s.players[s.winner].camp == best
        else:
            assert s.winner is None  # Mackenzie
