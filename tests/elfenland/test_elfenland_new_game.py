"""A new game (rules spec §4, D11, D18, D19): the options a game refuses, each with its whole
reason (what the new-game dialog and `lewisclark new` print), and the set-up the options give."""

import pytest

from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.elfenland.board import TOWN_INDEX
from lewisclark_desktop.elfenland.game import RULES

ALL_COLOURS = "red, blue, green, yellow, purple, black"


@pytest.mark.parametrize("options, reason", [
    ({"players": 7}, "Elfenland is played by 2 to 6 players"),
    ({"players": 1}, "Elfenland is played by 2 to 6 players"),
    ({"players": True}, "players must be a whole number"),
    ({"players": 3.0}, "players must be a whole number"),
    ({"rounds": 5}, "unknown option(s): rounds"),
    ({"rounds": 5, "map": "elfengold"}, "unknown option(s): map, rounds"),
    ({"variant": "yes"}, "variant must be true or false"),
    ({"variant": 1}, "variant must be true or false"),
    ({"players": 2, "colours": ["red", "red"]},
     f"give 2 different colours among {ALL_COLOURS}"),
    ({"colours": ["red", "blue", "pink"]}, f"give 3 different colours among {ALL_COLOURS}"),
    ({"colours": ["red", "blue"]}, f"give 3 different colours among {ALL_COLOURS}"),
    ({"players": 4, "colours": ["red", "blue", "green", "yellow", "black"]},
     f"give 4 different colours among {ALL_COLOURS}"),
    ({"first_player": 3}, "first player must be a seat from 0 to 2"),
    ({"players": 5, "first_player": -1}, "first player must be a seat from 0 to 4"),
    ({"first_player": True}, "first player must be a seat from 0 to 2"),
    ({"players": 2, "first_player": "1"}, "first player must be a seat from 0 to 1"),
])
def test_a_new_game_with_bad_options_is_refused_with_the_whole_reason(options, reason):
    with pytest.raises(ValueError) as info:
        RULES.new_state(options, 1)
    assert str(info.value) == reason


@pytest.mark.parametrize("players", [True, False, 2.0, "3", None])
def test_the_engine_refuses_a_player_count_that_is_not_a_whole_number(players):
    with pytest.raises(ValueError) as info:
        engine.new_game(players, 1)
    assert str(info.value) == "Elfenland is played by 2 to 6 players"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_set_up_follows_the_table_of_section_4(players):
    """§4 table: 8 cards each dealt, deck 72 - 8n; five face up; one secret counter each,
    supply 48 - 5 - n before phase 3; boots on Elvenhold, no marker, obstacle in hand."""
    s = RULES.new_state({"players": players}, 11)
    assert s.phase == "draw" and s.round == 1
    assert len(s.deck) == 72 - 8 * players
    assert len(s.display) == 5 and len(s.supply) == 48 - 5 - players
    assert s.discard == [] and s.town_cards == []
    for p in s.players:
        assert sum(p.hand) == 8 and len(p.secret) == 1 and p.open == []
        assert p.boot == TOWN_INDEX["elvenhold"] and p.visited == 0 and p.markers == 0
        assert p.obstacle is True and p.destination == -1 and p.hidden_cards == 0
    assert all(x < 0 for x in s.roads) and all(x < 0 for x in s.obstacles)
    assert s.passes == s.takes == s.seats_done == 0
    # every card and counter is somewhere, once
    cards = [0] * 7
    for c in s.deck:
        cards[c] += 1
    for p in s.players:
        cards = [a + b for a, b in zip(cards, p.hand)]
    assert cards == [10, 10, 10, 10, 10, 10, 12]
    counters = sorted(s.supply + s.display + [c for p in s.players for c in p.secret])
    assert counters == sorted(list(range(6)) * 8)


@pytest.mark.parametrize("players", [2, 6])
def test_variant_deals_one_different_town_card_to_each_player_from_the_twelve(players):
    """§7, D10: the twelve town cards shuffled, one each; the rest stay aside."""
    d10 = {TOWN_INDEX[t] for t in ("beata", "ergeren", "grangor", "ixara", "jaccaranda",
                                   "mahdavikia", "strykhaven", "tichih", "usselen", "virst",
                                   "wylhien", "yttar")}
    s = RULES.new_state({"players": players, "variant": True}, 5)
    dealt = [p.destination for p in s.players]
    assert len(set(dealt)) == players and set(dealt) <= d10
    assert len(s.town_cards) == 12 - players
    assert set(s.town_cards) | set(dealt) == d10


def test_the_colours_given_sit_in_the_order_given():
    s = RULES.new_state({"players": 3, "colours": ["black", "green", "red"]}, 2)
    assert [p.colour for p in s.players] == ["black", "green", "red"]


@pytest.mark.parametrize("players", [2, 6])
def test_players_without_colours_get_different_ones(players):
    s = RULES.new_state({"players": players}, 2)
    colours = [p.colour for p in s.players]
    assert len(set(colours)) == players
    assert set(colours) <= {"red", "blue", "green", "yellow", "purple", "black"}


@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_the_first_player_chosen_starts_and_the_deal_is_the_same_as_with_a_drawn_one(first):
    """D11: the first start player may be chosen; the random one is drawn anyway, so the same
    seed deals the same cards and counters whoever starts."""
    drawn = RULES.new_state({"players": 4}, 7)
    chosen = RULES.new_state({"players": 4, "first_player": first}, 7)
    assert chosen.start_player == chosen.current == first
    assert chosen.deck == drawn.deck and chosen.display == drawn.display
    assert chosen.supply == drawn.supply


def test_the_drawn_first_player_depends_on_the_seed_and_each_seat_can_be_drawn():
    firsts = {RULES.new_state({"players": 3}, seed).start_player for seed in range(40)}
    assert firsts == {0, 1, 2}
    for seed in range(5):
        s = RULES.new_state({"players": 3}, seed)
        assert s.current == s.start_player


def test_the_engine_plays_the_base_game_unless_the_variant_is_asked_for():
    """D18: the destination variant is off by default."""
    s = engine.new_game(3, 4)
    assert s.variant is False and s.town_cards == []
    assert all(p.destination == -1 for p in s.players)
    assert engine.new_game(3, 4, variant=True).variant is True
