"""New-game options as the rules interface reads them (players, colours, first player, solo
level), the worlds a bot samples from an observation, and the route's full-distance advance
with other Scouts on the way (§7.2: occupied spaces count; with Larocque they are jumped)."""

import json

import pytest

from lewisclark_desktop.lewisclark import positions
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.route import MOUNTAIN, RIVER, advance
from lewisclark_desktop.lewisclark.setup import new_game
from lewisclark_desktop.lewisclark.state import HIDDEN
from lc import table


# ---------------------------------------------------------------- options

def test_a_game_without_options_is_for_two_players():
    s = RULES.new_state({}, 3)
    assert [p.colour for p in s.players] == ["blue", "orange"] and s.mackenzie is None


def test_chosen_colours_are_given_to_the_seats_in_order():
    s = RULES.new_state({"players": 2, "colours": ["green", "purple"]}, 3)
    assert [p.colour for p in s.players] == ["green", "purple"]


def test_normalized_solo_options_keep_the_level_and_multiplayer_ones_have_none():
    assert RULES.normalize_options({"players": 1, "solo_level": 3}, 4) == {
        "players": 1, "colours": ["blue"], "first_player": 0, "solo_level": 3}
    two = RULES.normalize_options({"players": 2, "first_player": 1}, 4)
    assert two == {"players": 2, "colours": ["blue", "orange"], "first_player": 1}


@pytest.mark.parametrize("options, reason", [
    ({"players": 2, "expansion": True, "colour": "red"}, "unknown option(s): colour, expansion"),
    ({"players": "2"}, "players must be a whole number"),
    ({"players": 2, "first_player": "1"}, "first_player must be a whole number"),
    ({"players": 1, "solo_level": 2.5}, "solo_level must be a whole number"),
    ({"players": 2, "colours": ("blue", "orange")}, "colours must be a list of colour names"),
    ({"players": 2, "colours": ["blue", 2]}, "colours must be a list of colour names"),
])
def test_bad_options_are_refused_with_the_reason(options, reason):
    with pytest.raises(ValueError) as info:
        RULES.new_state(options, 1)
    assert str(info.value) == reason


@pytest.mark.parametrize("args, reason", [
    ((2, 1, ("blue", "blue")), "need 2 different colours from blue, orange, yellow, green, purple"),
    ((1, 1, None, None, 8), "Mackenzie's level is 0 to 7"),
    ((2, 1, None, None, 3), "Mackenzie only plays in the solo game"),
    ((2, 1, None, 2), "first player must be one of the seats"),
])
def test_a_new_game_that_cannot_be_set_up_says_why(args, reason):
    with pytest.raises(ValueError) as info:
        new_game(*args)
    assert str(info.value) == reason


def test_a_new_game_starts_between_actions_with_nothing_counted_yet():
    s = new_game(3, 8)
    for p in s.players:
        assert p.res == [1, 0, 1, 1, 0, 0]  # 1 Food, 1 Equipment, 1 Fur (rules §2)
    assert s.idle_turns == 0 and s.quiet_turns == 0 and s.bonus_used == 0
    d = positions.to_dict(s)
    assert d["budget"] == {} and d["bonus_used"] == 0 and d["frames"] == []
    assert "idle_turns" not in d and "quiet_turns" not in d and "viewer" not in d


# ---------------------------------------------------------------- sampled worlds

def three_seats():
    t = table(players=3)
    t.hand(1, "william-clark", "york", "francois-labiche", "hay")
    t.area(1, ("john-b-thompson", "joseph-whitehouse", 0))
    t.hand(2, "john-hay", "yellept")
    t.area(2, ("big-white", "black-cat", 1))
    return t.s


@pytest.mark.parametrize("viewer", [0, 1, 2])
def test_a_sampled_world_hides_nothing_whoever_looks(viewer):
    s = three_seats()
    world = RULES.determinize(RULES.observation(s, viewer), 11)
    assert world.viewer is None
    for seat, (p, truth) in enumerate(zip(world.players, s.players)):
        assert HIDDEN not in p.hand and all(d != HIDDEN for _, d, _ in p.area), seat
        assert p.hidden_pool == ()
        held = sorted(p.hand + [d for _, d, _ in p.area if d >= 0])
        assert held == sorted(truth.hand + [d for _, d, _ in truth.area if d >= 0]), seat
    assert world.players[viewer].hand == s.players[viewer].hand


@pytest.mark.parametrize("viewer", [0, 2])
def test_a_sampled_world_is_a_position_that_reads_back(viewer):
    world = RULES.determinize(RULES.observation(three_seats(), viewer), 5)
    d = json.loads(json.dumps(positions.to_dict(world)))
    assert positions.to_dict(positions.from_dict(d)) == d
    # The world keeps its own generator, so play on it can draw from the deck.
    assert RULES.determinize(RULES.observation(three_seats(), viewer), 5).rng == world.rng
    assert int(d["rng"]) == world.rng


# ---------------------------------------------------------------- advance

def test_advance_counts_the_spaces_of_other_scouts():
    assert advance(10, RIVER, 3, {11, 12}) == 13
    assert advance(10, RIVER, 3, {11, 12}, skip_occupied=False) == 13


def test_advance_with_larocque_jumps_other_scouts_for_free():
    assert advance(10, RIVER, 3, {11, 12}, skip_occupied=True) == 15
    assert advance(10, RIVER, 3, {11, 12}, True) == 15
    # Mountain: 24-30; jumping the Scouts on 25 and 26 reaches 29.
    assert advance(23, MOUNTAIN, 4, {25, 26}, True) == 29


def test_advance_stops_before_the_wrong_terrain_with_or_without_jumps():
    # River from 20: 21, 22, 23 (mixed), then 24 is Mountain: the rest is lost (D7).
    assert advance(20, RIVER, 6, {21}) == 23
    assert advance(20, RIVER, 6, {21}, True) == 23
