"""Random legal Elfenland games for 2-6 players, checking invariants after every move:
72 cards and 48 counters conserved, markers only ever collected, undo to the start, save ->
load identity, observation blindness, and every game ends."""

import os
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from stack_checks import assert_save_then_load, assert_undo_all_then_redo_all
from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.elfenland import engine, positions
from lewisclark_desktop.elfenland.board import EDGES
from lewisclark_desktop.elfenland.components import CARDS_PER_TYPE, COUNTERS_PER_TYPE, HIDDEN
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.moves import Move, format_move, parse_move

MAX_MOVES = 3000  # far above any random game (about 150-400 decisions)
# A few seconds in the suite; ELFENLAND_EXAMPLES=1000 plays a thousand games per property.
EXAMPLES = int(os.environ.get("ELFENLAND_EXAMPLES", "8"))


def random_game(players, seed, variant=False, on_move=None):
    options = {"players": players, "variant": variant}
    stack = CommandStack(RULES, RULES.new_state(options, seed), PRACTICE)
    rng = random.Random(seed)
    while not stack.state.over:
        assert len(stack) < MAX_MOVES, "the game does not end"
        before = stack.state.clone() if on_move else stack.state
        moves = engine.legal_moves(before)
        assert moves, f"no legal move in phase {before.phase}"
        move = rng.choice(moves)
        stack.apply(move)
        if on_move:
            on_move(before, move, stack.state, moves)
    return stack, options


def conserved(s):
    cards = [0] * 7
    for c in s.deck + s.discard:
        cards[c] += 1
    for p in s.players:
        cards = [a + b for a, b in zip(cards, p.hand)]
    counters = [0] * 6
    for c in s.supply + s.display + [c for c in s.roads if c >= 0]:
        counters[c] += 1
    for p in s.players:
        for c in p.counters():
            counters[c] += 1
    return cards == list(CARDS_PER_TYPE) and counters == [COUNTERS_PER_TYPE] * 6


def check_invariants(before, move, after, legal):
    assert conserved(after), format_move(move)
    positions.from_dict(positions.to_dict(after))  # the position reader's checks too
    for p, q in zip(before.players, after.players):
        assert p.visited & ~q.visited == 0, "a marker came back"
        assert q.markers <= 20 and q.card_count <= 8
    assert len(after.display) == 5 or not after.supply
    assert sum(1 for o in after.obstacles if o >= 0) + sum(p.obstacle for p in after.players) \
        <= after.num_players
    for m in legal:
        assert parse_move(format_move(m)) == m
        assert engine.explain_illegal(before, m) is None


@settings(max_examples=EXAMPLES, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), variant=st.booleans())
def test_random_games_keep_every_invariant_and_end(players, seed, variant):
    stack, _ = random_game(players, seed, variant, check_invariants)
    s = stack.state
    assert s.over and RULES.current_player(s) is None
    assert s.round == 4 or any(p.markers == 20 for p in s.players)
    places = [place for place, _ in engine.ranking(s)]
    assert places[0] == 1 and places == sorted(places)


@settings(max_examples=EXAMPLES, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), variant=st.booleans())
def test_undo_of_everything_restores_the_start(players, seed, variant):
    stack, options = random_game(players, seed, variant)
    assert_undo_all_then_redo_all(RULES, stack, RULES.new_state(options, seed))


@settings(max_examples=EXAMPLES, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), variant=st.booleans())
def test_save_then_load_gives_the_same_state(players, seed, variant, tmp_path_factory):
    stack, options = random_game(players, seed, variant)
    assert_save_then_load(RULES, stack, options, seed, tmp_path_factory.mktemp("saves"))


def _blindness(before, move, after, legal):
    viewer = after.current if not after.over else 0
    o = RULES.observation(after, viewer)
    seen = positions.to_dict(o)
    for seed in (1, 2):
        other = RULES.determinize(o, seed)  # the same except for what the viewer cannot see
        assert conserved(other)
        assert positions.to_dict(RULES.observation(other, viewer)) == seen
        assert engine.legal_moves(other) == engine.legal_moves(after)
    for seat, p in enumerate(o.players):
        if seat != viewer:
            assert sum(p.hand) == 0 and all(c == HIDDEN for c in p.secret)
            if o.variant and not o.over:
                assert p.destination == HIDDEN
    assert all(c == HIDDEN for c in o.deck + o.supply + o.town_cards)


@settings(max_examples=4, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), variant=st.booleans())
def test_observations_are_blind_to_what_they_hide(players, seed, variant):
    random_game(players, seed, variant, _blindness)


def test_same_seed_and_moves_replay_bit_for_bit():
    a, _ = random_game(4, 99, True)
    b, _ = random_game(4, 99, True)
    assert positions.state_hash(a.state) == positions.state_hash(b.state)
    c, _ = random_game(4, 100, True)
    assert positions.state_hash(a.state) != positions.state_hash(c.state)


def _random_candidate(rng):
    kind = rng.choice(["take", "draw", "place", "obstacle", "pass", "move", "end", "keep",
                       "keep-counter"])
    cards = tuple(sorted(rng.randrange(7) for _ in range(rng.choice([3, 4, 4, 5]))))
    return Move(kind, counter=rng.randrange(6) if kind in ("take", "place", "keep-counter")
                else -1,
                edge=rng.randrange(len(EDGES)) if kind in ("place", "obstacle", "move") else -1,
                secret=kind == "place" and rng.random() < 0.5,
                cards=cards if kind == "keep" or (kind == "move" and rng.random() < 0.5) else ())


@settings(max_examples=4, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31))
def test_explain_illegal_agrees_with_legal_moves(players, seed):
    rng = random.Random(seed)

    def check(before, move, after, legal):
        if after.over:
            return
        moves = set(engine.legal_moves(after))
        for _ in range(30):
            m = _random_candidate(rng)
            reason = engine.explain_illegal(after, m)
            assert (reason is None) == (m in moves), (format_move(m), reason)
            if reason is not None:
                assert isinstance(reason, str) and reason

    random_game(players, seed, False, check)
