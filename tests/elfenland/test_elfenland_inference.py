"""The round's public story (state.round_*) and what Hard infers from it: replayed from the
round's start with the true holdings it gives back the present and explains every move of a
Normal; random holdings explain fewer; a loaded position has no story."""

import pytest

from lewisclark_desktop.bots.elfenland import make_bot
from lewisclark_desktop.bots.elfenland.inference import EPSILON, Particle, RivalModel, sample
from lewisclark_desktop.bots.elfenland.normal_bot import NormalBot
from lewisclark_desktop.core.rng import Rng
from lewisclark_desktop.elfenland import positions
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.observation import determinize
from lewisclark_desktop.elfenland.state import DRAW, PLACE


def story_points(seed, players=3, every=5):
    """(state, observation of the seat to move) at every `every`-th decision of phases 3
    and 4 in a game of Normals."""
    s = RULES.new_state({"players": players}, seed)
    bots = [NormalBot(k) for k in range(players)]
    out, n = [], 0
    while not s.over:
        if s.phase in (DRAW, PLACE) and s.round_moves:
            n += 1
            if n % every == 0:
                out.append((s.clone(), RULES.observation(s, s.current)))
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    return out


def true_particle(s, o):
    return Particle({k: (p.hand[:], p.secret[:], p.destination)
                     for k, p in enumerate(s.players) if k != o.viewer}, o)


def test_the_story_is_public_and_starts_with_each_round():
    s = RULES.new_state({"players": 3}, 5)
    bots = [NormalBot(k) for k in range(3)]
    rounds_seen = set()
    while not s.over:
        o = RULES.observation(s, (s.current + 1) % 3)
        assert (o.round_display, o.round_moves, o.round_drawn) == \
            (s.round_display, s.round_moves, s.round_drawn)
        if s.phase == DRAW and s.round not in rounds_seen:
            rounds_seen.add(s.round)
            assert s.round_moves == () and s.round_drawn == ()
            assert list(s.round_display) == s.display
        seat, phase = s.current, s.phase
        move = bots[seat].choose(RULES, RULES.observation(s, seat))
        before = len(s.round_moves)
        RULES.apply(s, move)
        if phase in (DRAW, PLACE) and s.phase in (DRAW, PLACE):
            assert s.round_moves[before] == (seat, move)
    assert rounds_seen == {1, 2, 3, 4}


@pytest.mark.parametrize("seed,players", [(11, 3), (12, 4)])
def test_replayed_with_the_true_holdings_the_story_gives_the_present_and_explains_normal(
        seed, players):
    model = RivalModel(NormalBot(0), 1)
    points = story_points(seed, players)
    assert len(points) > 10
    for s, o in points:
        particle = true_particle(s, o)
        w = model.weigh(o, particle)
        assert w.roads == s.roads and w.obstacles == s.obstacles and w.display == s.display
        assert [p.open for p in w.players] == [p.open for p in s.players]
        assert [p.obstacle for p in w.players] == [p.obstacle for p in s.players]
        assert sorted(particle.misses.values()) == [0] * (players - 1)


def test_random_holdings_explain_fewer_moves_than_the_true_ones():
    model = RivalModel(NormalBot(0), 8, seed=3)
    misses = []
    for _, o in story_points(13)[-12:]:
        misses += [sum(p.misses.values()) for p in model.particles(o)]
    assert sum(misses) / len(misses) > 1.0


def test_sampled_holdings_come_from_the_unseen_pools_by_weight():
    s, o = story_points(14)[-1]
    model = RivalModel(NormalBot(0), 8, seed=1)
    particles = model.particles(o)
    first = next(iter(particles[0].fixed))  # drawn first: every particle fits the pools
    weights = [EPSILON ** p.misses[first] for p in particles]
    assert len(set(weights)) > 1
    rng = Rng(7)
    drawn = [0] * len(particles)
    for _ in range(400):
        fixed = sample(o, particles, rng)
        full = determinize(o, rng.below(1 << 40), fixed)
        assert RULES.observation(full, o.viewer).unknown_cards == o.unknown_cards
        for seat, (hand, secret, _) in fixed.items():
            assert full.players[seat].hand == hand and full.players[seat].secret == secret
        drawn[next(k for k, p in enumerate(particles) if p.fixed[first] == fixed[first])] += 1
    for k in range(len(particles)):  # particles with equal holdings share their draws
        same = [j for j, p in enumerate(particles) if p.fixed[first] == particles[k].fixed[first]]
        expected = sum(weights[j] for j in same) / sum(weights)
        assert abs(sum(drawn[j] for j in same) / 400 - expected) < 0.08


def test_a_loaded_position_has_no_story_and_hard_still_answers():
    s, _ = story_points(15)[3]
    loaded = positions.from_dict(positions.to_dict(s))
    assert loaded.round_display == () and loaded.round_moves == ()
    o = RULES.observation(loaded, loaded.current)
    move = make_bot("hard", 2, iterations=6, infer=4).choose(RULES, o)
    assert move in RULES.legal_moves(loaded)
