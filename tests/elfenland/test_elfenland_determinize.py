"""What one player sees (`observation`) and the full states sampled from it (`determinize`,
what Hard plays out): a sampled state is one the viewer could be in (observed again it gives
back the same observation, holdings given for some seats are theirs, nothing is left hidden);
observing twice changes nothing; an observation written out shows "?" for what is hidden and
reads back."""

from lewisclark_desktop.core.rng import Rng
from lewisclark_desktop.elfenland import positions
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.observation import determinize, observation


def _played(seed, players, variant, steps):
    s = RULES.new_state({"players": players, "variant": variant}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        moves = RULES.legal_moves(s)
        RULES.apply(s, moves[rng.below(len(moves))])
    return s


def _fully_known(s):
    d = positions.to_dict(s)
    assert "viewer" not in d
    assert all("hidden_cards" not in p and "?" not in p["secret"] for p in d["players"])
    assert "?" not in d["deck"] + d["supply"] + d["town_cards"]
    if s.variant:
        assert all(p["destination"] != "?" for p in d["players"])
    positions.load_dict(d)  # and sound


def test_a_sampled_state_is_seen_as_the_observation_it_came_from():
    for seed, players, variant in ((1, 3, True), (2, 4, False), (3, 2, True)):
        s = _played(seed, players, variant, 25)
        o = observation(s, 0)
        full = determinize(o, seed)
        _fully_known(full)
        assert positions.to_dict(observation(full, 0)) == positions.to_dict(o)


def test_holdings_given_for_a_seat_are_the_ones_it_gets():
    s = _played(4, 3, True, 25)
    o = observation(s, 0)
    rival = s.players[1]
    fixed = {1: (rival.hand[:], rival.secret[:], rival.destination)}
    for seed in range(5):
        full = determinize(o, seed, fixed)
        _fully_known(full)
        got = full.players[1]
        assert (got.hand, got.secret, got.destination) == fixed[1]
        assert positions.to_dict(observation(full, 0)) == positions.to_dict(o)



def test_observing_an_observation_again_changes_nothing():
    s = _played(6, 3, True, 25)
    once = observation(s, 1)
    assert any(p.hidden_cards for p in once.players)
    assert positions.to_dict(observation(once, 1)) == positions.to_dict(once)


def test_a_variant_observation_written_out_hides_the_town_cards_and_reads_back():
    s = _played(7, 3, True, 10)
    d = positions.to_dict(observation(s, 0))
    assert d["players"][0]["destination"] != "?"
    assert [p["destination"] for p in d["players"][1:]] == ["?", "?"]
    assert d["town_cards"] == ["?"] * len(s.town_cards) and len(s.town_cards) > 0
    assert positions.to_dict(positions.load_dict(d)) == d


def test_a_copy_of_an_observation_is_still_that_player_s_view():
    o = observation(_played(8, 3, False, 10), 2)
    assert positions.to_dict(o.clone()) == positions.to_dict(o)
    assert o.clone().viewer == 2
