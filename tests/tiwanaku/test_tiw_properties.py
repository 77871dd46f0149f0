"""Random Tiwanaku games: they end, undo goes back to the start, save -> load gives the same
state, and observations never hold an undiscovered terrain or an unplaced crop."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stack_checks import assert_save_then_load, assert_undo_all_then_redo_all
from lewisclark_desktop.core.commands import PRACTICE, STRICT, CommandStack
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.validity import violations

SETUPS = [{"players": 2}, {"players": 3}, {"players": 4, "board": "long"},
          {"players": 2, "board": "long", "difficulty": "hard"},
          {"mode": "coop", "players": 2}, {"mode": "coop", "players": 3, "level": "easy"},
          {"mode": "coop", "players": 4, "level": "expert"}, {"mode": "solo", "players": 1}]
MAX_MOVES = 2000


def random_game(options, seed, on_move=None):
    stack = CommandStack(RULES, RULES.new_state(options, seed), PRACTICE)
    rng = random.Random(seed)
    while not RULES.is_over(stack.state) and len(stack) < MAX_MOVES:
        moves = RULES.legal_moves(stack.state)
        assert moves
        stack.apply(rng.choice(moves))
        if on_move:
            on_move(stack.state)
    return stack


def check_invariants(s):
    undiscovered = [0] * 4
    for i, t in enumerate(s.terrain):
        if t is None:
            undiscovered[s.scenario.terrain[i]] += 1
        else:
            assert t == s.scenario.terrain[i]
    if s.pending:  # the terrain is shown, its tile not yet handed over
        undiscovered[s.terrain[s.pending[0]]] += 1
    held = [sum(len(h[t]) for h in s.hands) for t in range(4)]
    assert [c + h for c, h in zip(s.column, held)] == undiscovered  # §12.2 invariant
    for i, v in enumerate(s.crop):
        assert v is None or v == s.scenario.crop[i]
        if v is not None:
            assert s.terrain[i] is not None
    for level in range(1, 6):
        held_tokens = sum(1 for t in s.tokens if t >> (level - 1) & 1)
        total = s.players if not s.coop else 2
        assert held_tokens + s.supply[level - 1] == total
    pawns = [sum(1 for p in s.pawns if p == c) + s.stack[c] for c in range(len(s.stack))]
    assert len(set(pawns)) == 1
    assert all(0 <= h <= 5 for m in s.markers for h in m)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10**6))
def test_random_games_end_and_keep_the_invariants(setup, seed):
    stack = random_game(setup, seed, check_invariants)
    assert RULES.is_over(stack.state), f"no end after {MAX_MOVES} moves"


@settings(max_examples=15, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10**6))
def test_undo_of_everything_restores_the_start(setup, seed):
    stack = random_game(setup, seed)
    assert_undo_all_then_redo_all(RULES, stack, RULES.new_state(setup, seed))


@settings(max_examples=10, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10**6), cut=st.integers(0, 200))
def test_save_then_load_gives_the_same_state(setup, seed, cut, tmp_path_factory):
    stack = random_game(setup, seed)
    stack.undo_all()
    for _ in range(min(cut, len(stack.undone))):
        stack.redo()
    assert_save_then_load(RULES, stack, setup, seed, tmp_path_factory.mktemp("save"))


def test_observations_never_show_hidden_terrain_crops_or_arrows():
    for k, setup in enumerate(SETUPS * 3):
        def check(s):
            for seat in range(s.players):
                o = RULES.observation(s, seat)
                assert list(o.scenario.terrain) == s.terrain  # only what is discovered
                assert list(o.scenario.crop) == s.crop
                assert o.scenario.seed == -1 and o.scenario.tile_arrows == ()
                for other, hand in enumerate(o.hands):
                    for t, tiles in enumerate(hand):
                        assert len(tiles) == len(s.hands[other][t])
                        visible = [a for a in tiles if a is not None]
                        assert len(visible) <= (1 if other == seat and tiles else 0)
                        if visible:
                            assert visible[0] == s.hands[other][t][0]
        random_game(setup, 1000 + k, check)


def test_undo_never_crosses_a_discovery_in_a_strict_game():
    s = RULES.new_state({"players": 2}, 4)
    stack = CommandStack(RULES, s, STRICT)
    move = next(m for m in RULES.legal_moves(s) if RULES.format_move(m).startswith("move stack"))
    stack.apply(move)
    assert not stack.can_undo() and "revealed" in stack.undo_reason()


def test_determinize_gives_a_valid_map_consistent_with_the_observation():
    for k, setup in enumerate(SETUPS):
        stack = random_game(setup, 500 + k)
        stack.undo_all()
        part = 3 if setup.get("mode", "competitive") == "competitive" else 2
        for _ in range(len(stack.undone) * 2 // 3 if part == 2 else len(stack.undone) // 3):
            stack.redo()
        s = stack.state
        o = RULES.observation(s, s.current)
        d = RULES.determinize(o, 7)
        g = d.grid
        assert violations(g, d.scenario.terrain, d.scenario.crop) == []
        for i in range(g.n):
            if s.terrain[i] is not None:
                assert d.scenario.terrain[i] == s.terrain[i]
            if s.crop[i] is not None:
                assert d.scenario.crop[i] == s.crop[i]
        counts = [sum(1 for i in range(g.n) if s.terrain[i] is None and d.scenario.terrain[i] == t)
                  for t in range(4)]
        held = [sum(len(h[t]) for h in s.hands) for t in range(4)]
        assert counts == [c + h for c, h in zip(s.column, held)]
        assert all(a is not None for h in d.hands for st_ in h for a in st_)
        assert RULES.legal_moves(d) == RULES.legal_moves(s)  # same public position


def test_playing_a_tile_that_uncovers_another_arrow_cannot_be_undone():
    s = RULES.new_state({"mode": "solo", "players": 1}, 6)
    stack = CommandStack(RULES, s, STRICT)
    t = next(t for t in range(4) if len(s.hands[0][t]) >= 2)
    stack.apply_text(f"play {('desert', 'grass', 'mountain', 'swamp')[t]}")
    assert not stack.can_undo() and "revealed" in stack.undo_reason()
