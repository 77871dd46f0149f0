"""observation(player) hides what that player cannot see; determinize samples it back."""

from lewisclark_desktop.lewisclark import engine, positions
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.state import HIDDEN
from lc import table


def mid_game():
    t = table(players=3)
    t.hand(1, "william-clark", "york", "francois-labiche", "hay")
    t.area(1, ("john-b-thompson", "joseph-whitehouse", 0))
    return t.s


def test_other_hands_deck_order_and_supports_are_hidden():
    s = mid_game()
    o = RULES.observation(s, 0)
    assert o.players[0].hand == s.players[0].hand
    assert o.players[1].hand == [HIDDEN] * 4
    assert o.players[1].area[0][1] == HIDDEN  # the face-down support card
    assert o.players[1].area[0][0] == s.players[1].area[0][0]  # face-up card stays visible
    assert sorted(o.deck) == o.deck and sorted(o.deck) == sorted(s.deck)
    assert set(o.players[1].hidden_pool) == set(s.players[1].hand) | {s.players[1].area[0][1]}


def test_observation_does_not_depend_on_hidden_information():
    a = mid_game()
    b = a.clone()
    b.deck.reverse()
    p = b.players[1]  # swap a hand card with the face-down support: invisible to seat 0
    c, d, n = p.area[0]
    h = p.hand[0]
    p.hand[0], p.area[0] = d, (c, h, n)
    p.hand.sort()
    assert positions.state_hash(a) != positions.state_hash(b)
    assert positions.state_hash(RULES.observation(a, 0)) == positions.state_hash(RULES.observation(b, 0))


def test_determinize_gives_a_sound_state_consistent_with_the_observation():
    s = mid_game()
    o = RULES.observation(s, 0)
    for seed in range(20):
        d = RULES.determinize(o, seed)
        assert positions.check(d) == []
        assert d.players[0].hand == s.players[0].hand
        assert len(d.players[1].hand) == len(s.players[1].hand)
        assert sorted(d.deck) == sorted(s.deck)
        assert engine.legal_moves(d) == engine.legal_moves(s)  # seat 0 to move: same choices


def test_determinize_varies_the_hidden_part_with_the_seed():
    o = RULES.observation(mid_game(), 0)
    decks = {tuple(RULES.determinize(o, seed).deck) for seed in range(10)}
    assert len(decks) > 1


def test_cards_without_support_stay_without_support_in_the_observation():
    t = table(players=2)
    t.area(1, ("john-b-thompson", None, 1), ("york", "joseph-whitehouse", 0))
    o = RULES.observation(t.s, 0)
    supports = [d for _, d, _ in o.players[1].area]
    assert supports[0] == -1 and supports[1] == HIDDEN
    d = RULES.determinize(o, 3)  # used to fail: a missing support looked hidden
    assert [x for _, x, _ in d.players[1].area][0] == -1
    assert positions.check(d) == []
    again = positions.from_dict(positions.to_dict(o))
    assert [x for _, x, _ in again.players[1].area] == supports


def test_the_bots_view_and_sampled_world_are_the_rules_observation_and_determinize():
    from lewisclark_desktop.bots.lewisclark.view import private_view, sample_world
    from lewisclark_desktop.core.rng import Rng, seed_state

    s = mid_game()
    o = RULES.observation(s, 0)
    view = private_view(o)
    assert positions.to_dict(view) == positions.to_dict(o)
    assert view.players[1].hidden_pool == o.players[1].hidden_pool
    world = sample_world(view, Rng(seed_state(7)))
    same = RULES.determinize(o, 7)
    # the same deal; only determinize's world keeps its generator (the bots' keeps none)
    assert dict(positions.to_dict(world), rng=None) == dict(positions.to_dict(same), rng=None)
    assert world.players[1].hand == same.players[1].hand and world.deck == same.deck
    assert world.viewer is None and not positions.check(world)
