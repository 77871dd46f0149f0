"""Behaviour of the 6 starting roles (rules §5, §6, decisions D5, D7, D14), in all 5 colours.

Route: 0-22 river (Saint Louis 5), 23 mixed, 24-30 mountain, 31 mixed, 32-36 river.
"""

import pytest

from lc import holding, playing, resources, table
from lewisclark_desktop.lewisclark.cards import CARDS, STARTING_NAMES, card_index, slugify

NOTHING = resources()
ROLE_COLUMN = {"commander": 0, "interpreter": 1, "lumberjack": 2, "hunter": 3, "blacksmith": 4,
               "fur_trader": 5}
COLOURS = ("blue", "orange", "yellow", "green", "purple")


def slugs(role):
    return [slugify(STARTING_NAMES[c][ROLE_COLUMN[role]]) for c in COLOURS]


def support_for(card, strength):
    if strength == 1:
        return "john-newman" if card != "john-newman" else "john-dame"  # encountered, Str 1
    if strength == 2:
        return "pierre-dorion"  # encountered, Str 2
    return "black-cat"  # encountered, Str 3


def position(card, strength=1, players=5, **kw):
    """Seat 0 (blue) holds `card` and a support card of the given strength; nothing played yet."""
    return holding(card, support_for(card, strength), players=players, **kw)


def play(card, strength=1, players=5, **kw):
    return playing(card, support_for(card, strength), players=players, **kw)


def test_starting_cards_have_the_strength_and_badge_of_their_role():
    from lewisclark_desktop.lewisclark.resources import EQUIPMENT, FOOD, FUR, WOOD

    badge = {"commander": FUR, "interpreter": WOOD, "lumberjack": WOOD, "hunter": FOOD,
             "blacksmith": EQUIPMENT, "fur_trader": FUR}
    starting = [c for c in CARDS if c.kind == "starting"]
    assert len(starting) == 30
    for c in starting:
        assert c.strength == (2 if c.role == "interpreter" else 1), c.slug
        assert c.badge == badge[c.role], c.slug


# ====================================================================== Commander

COMMANDER_OPTIONS = [
    ("food", "river", 5, 7),
    ("canoe", "river", 5, 9),
    ("horse", "mountain", 23, 25),
]


@pytest.mark.parametrize("commander", slugs("commander"))
@pytest.mark.parametrize("pay,terrain,start,end", COMMANDER_OPTIONS)
def test_commander_pays_one_resource_for_its_movement(commander, pay, terrain, start, end):
    t = play(commander, 1, res={pay: 1}, scout=start)
    assert {m for m in t.legal() if m.startswith("move")} == {f"move {terrain} pay:{pay}"}
    t.play_full(f"move {terrain} pay:{pay}")
    assert t.p(0).scout == end
    assert t.res_of(0) == NOTHING
    assert t.s.frames == []


def test_commander_offers_no_payment_it_cannot_make():
    t = play("meriwether-lewis", 1, res={"wood": 3, "fur": 3, "equipment": 3})
    assert not any(m.startswith("move") for m in t.legal())
    assert t.p(0).scout == 5


def test_commander_chooses_a_different_option_per_activation():
    # Strength 3: Food 17 -> 19, Canoe 19 -> 23 (mixed), Horse 23 -> 25.
    t = play("meriwether-lewis", 3, res={"food": 1, "canoe": 1, "horse": 1}, scout=17)
    t.play_full("move river pay:food")
    assert t.p(0).scout == 19
    t.play_full("move river pay:canoe")
    assert t.p(0).scout == 23
    t.play_full("move mountain pay:horse")
    assert t.p(0).scout == 25
    assert t.res_of(0) == NOTHING and t.s.frames == []


def test_commander_activations_are_limited_by_strength():
    t = play("william-clark", 2, res={"food": 3})
    t.play_full("move river pay:food", "move river pay:food")
    assert t.p(0).scout == 9
    assert t.res_of(0) == resources(food=1)
    assert t.s.frames == []  # the third Food is not spent


def test_commander_strength_from_indians_and_a_support_card():
    # A Strength-1 support and 2 Indians: 3 activations.
    t = position("meriwether-lewis", 1, res={"food": 3}, indians=2)
    t.play("play meriwether-lewis support:john-newman indians:2")
    t.play_full("move river pay:food", "move river pay:food", "move river pay:food")
    assert t.p(0).scout == 11 and t.res_of(0) == NOTHING
    assert t.p(0).indians == 0 and t.p(0).indians_on_cards() == 2


# The Commander stopped early: test_cards_encountered.py, with the other movement cards.


def test_commander_river_move_stops_before_the_mountains():
    t = play("meriwether-lewis", 1, res={"canoe": 1}, scout=21)
    t.play_full("move river pay:canoe")
    assert t.p(0).scout == 23  # 22, mixed 23; the other 2 points are lost
    assert t.res_of(0) == NOTHING


def test_commander_mountain_move_cannot_start_on_the_river():
    t = play("meriwether-lewis", 1, res={"horse": 1}, scout=10)
    t.play_full("move mountain pay:horse")
    assert t.p(0).scout == 10


def test_commander_mountain_move_stops_before_the_river():
    t = play("meriwether-lewis", 1, res={"horse": 1}, scout=30)
    t.play_full("move mountain pay:horse")
    assert t.p(0).scout == 31


def test_commander_passes_an_occupied_final_space():
    t = position("meriwether-lewis", 1, res={"food": 1}, players=2)
    t.scout(1, 7)
    t.play_full("play meriwether-lewis support:john-newman", "move river pay:food")
    assert t.p(0).scout == 8


def test_commander_counts_an_occupied_space_it_moves_through():
    t = position("meriwether-lewis", 1, res={"canoe": 1}, players=2)
    t.scout(1, 7)
    t.play_full("play meriwether-lewis support:john-newman", "move river pay:canoe")
    assert t.p(0).scout == 9


# ====================================================================== collectors

# role, resource, cards with that badge: own extra card, neighbour 1, neighbour 4,
# non-neighbour 2, and a face-down support card under neighbour 1's card.
COLLECTORS = {
    "lumberjack": ("wood", ("hay", "little-raven", "john-robertson", "john-newman",
                            "black-buffalo")),
    "hunter": ("food", ("j-baptiste-deschamps", "james-mackay", "hugh-heney", "broken-arm",
                        "dickson-hancock")),
    "blacksmith": ("equipment", ("buffalo-medicine", "charles-mackenzie", "john-dame",
                                 "big-white", "half-man")),
    "fur_trader": ("fur", ("ebenezer-tuttle", "rene-jessaume", "big-horse", "moses-b-reed",
                           "john-hay")),
}
COLLECTOR_CASES = [(role, card) for role in COLLECTORS for card in slugs(role)]


@pytest.mark.parametrize("role,card", COLLECTOR_CASES, ids=[c for _, c in COLLECTOR_CASES])
def test_collector_yields_badges_in_view_times_strength(role, card):
    # 5 players: seat 0 counts its own area and seats 1 and 4, not seats 2 and 3.
    # Badges: the played card + own extra + seat 1 + seat 4 = 4; the non-neighbour's and the
    # face-down support's badges do not count (D14). Strength 2 (a support card showing another
    # badge) -> up to 8.
    kind, (own, n1, n4, far, face_down) = COLLECTORS[role]
    t = table(players=5)
    for seat in range(1, 5):
        t.scout(seat, seat - 1)
    support = "pierre-dorion" if kind != "equipment" else "three-eagles"  # Str 2, other badge
    t.hand(0, card, support)
    t.res(0)
    t.area(0, (own, None, 0))
    t.area(1, (n1, face_down, 0))
    t.area(4, (n4, None, 0))
    t.area(2, (far, None, 0))
    t.play(f"play {card} support:{support}")
    legal = t.legal()
    assert f"collect {kind} 8" in legal
    assert f"collect {kind} 9" not in legal
    assert {m.split()[1] for m in legal if m.startswith("collect")} == {kind}
    t.play(f"collect {kind} 5")  # fewer than allowed
    assert t.res_of(0) == resources(**{kind: 5})
    assert t.s.frames == []  # one collection, the strength was its multiplier


@pytest.mark.parametrize("strength,top", [(1, 2), (2, 4), (3, 6)])
def test_hunter_two_players_counts_the_opponent_once(strength, top):
    # Seaman (Food) + York (Food, the single opponent) = 2 badges.
    t = position("seaman", strength, players=2)
    t.area(1, ("york", None, 0))
    t.play(f"play seaman support:{support_for('seaman', strength)}")
    legal = t.legal()
    assert f"collect food {top}" in legal and f"collect food {top + 1}" not in legal
    t.play(f"collect food {top}")
    assert t.res_of(0) == resources(food=top)


def test_collector_in_three_players_counts_both_other_players():
    t = position("hugh-mcneal", 1, players=3)
    t.area(1, ("john-b-thompson", None, 0))
    t.area(2, ("thomas-p-howard", None, 0))
    t.play("play hugh-mcneal support:john-newman")
    legal = t.legal()
    assert "collect wood 3" in legal and "collect wood 4" not in legal


def test_collector_own_support_card_badge_does_not_count():
    # Richard Windsor (Fur) supported by John Hay (Fur, face down): 1 badge, strength 2.
    t = position("richard-windsor", 2, players=2)
    t.hand(0, "richard-windsor", "john-hay")
    t.play("play richard-windsor support:john-hay")
    legal = t.legal()
    assert "collect fur 2" in legal and "collect fur 3" not in legal


def test_collection_beyond_the_boats_lets_the_player_choose_what_to_drop():
    # 11 places in the printed boats; 10 held + 4 collected = 14 -> drop 3 (D20).
    t = position("seaman", 2, res={"wood": 10}, players=2)
    t.area(1, ("york", None, 0))
    t.play("play seaman support:pierre-dorion", "collect food 4")
    assert {m for m in t.legal()} == {"drop food", "drop wood"}
    t.play("drop wood", "drop wood", "drop food")
    assert t.res_of(0) == resources(wood=8, food=3)
    assert t.s.frames == []


# ====================================================================== Interpreter

@pytest.mark.parametrize("interpreter", slugs("interpreter"))
def test_interpreter_gathers_everyone_takes_some_and_refreshes_the_journal(interpreter):
    t = position(interpreter, 1, indians=1)
    t.village(hunting=1, canoe=2, powwow=1)  # + the Newcomer = 5 Indians in the Village
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.deck_top("black-cat")
    stock = t.s.stock
    t.play(f"play {interpreter} support:john-newman")
    legal = t.legal()
    assert "indians 5" in legal and "indians 6" not in legal and "indians 0" in legal
    t.play("indians 3")
    s = t.s
    assert t.p(0).indians == 4
    assert s.powwow == 2 and sum(s.village) == 0
    assert s.newcomer == 1 and s.stock == stock - 1
    assert card_index("hay") in s.discard
    assert s.journal == [card_index(c) for c in
                         ("little-raven", "john-hay", "yellept", "regis-loisel", "black-cat")]
    assert s.frames == []


def test_interpreter_with_strength_two_repeats_the_whole_procedure():
    # D5: gather, take, discard the bottom Journal card and refill, add a Newcomer; twice.
    t = position("pierre-cruzatte", 2, indians=1, players=2)
    t.village(hunting=1, canoe=2, powwow=1)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.deck_top("black-cat", "sacagawea")
    stock = t.s.stock
    t.play("play pierre-cruzatte support:pierre-dorion")
    t.play("indians 2")  # of 5; a Newcomer arrives from the stock
    assert t.s.newcomer == 1 and t.s.powwow == 3
    legal = t.legal()
    assert "indians 4" in legal and "indians 5" not in legal  # 3 on the Powwow + the Newcomer
    t.play("indians 1")
    s = t.s
    assert t.p(0).indians == 4
    assert s.powwow == 3 and s.newcomer == 1 and s.stock == stock - 2
    assert card_index("hay") in s.discard and card_index("little-raven") in s.discard
    assert s.journal == [card_index(c) for c in
                         ("john-hay", "yellept", "regis-loisel", "black-cat", "sacagawea")]
    assert s.frames == []


def test_interpreter_with_an_empty_stock_adds_no_newcomer():
    t = position("pierre-cruzatte", 1, indians=1, players=2)
    t.village(canoe=t.s.stock)  # empties the stock (Hunting has one circle only)
    assert t.s.stock == 0
    total = sum(t.s.village) + t.s.newcomer
    t.play("play pierre-cruzatte support:john-newman", f"indians {total}")
    assert t.s.newcomer == 0 and t.s.stock == 0 and t.s.powwow == 0
    assert t.p(0).indians == 1 + total


def test_interpreter_stopped_after_one_activation():
    t = position("pierre-cruzatte", 3, indians=1, players=2)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.play("play pierre-cruzatte support:black-cat", "indians 0", "stop")
    assert t.s.frames == []
    assert t.s.powwow == 1  # the first Newcomer was gathered to the Powwow and left there
    assert card_index("hay") in t.s.discard and card_index("little-raven") in t.s.journal


@pytest.mark.parametrize("interpreter", slugs("interpreter"))
def test_interpreter_as_support_gives_two_activations(interpreter):
    t = table(players=5)
    for seat in range(1, 5):
        t.scout(seat, seat - 1)
    t.hand(0, "meriwether-lewis", interpreter)
    t.res(0, food=3)
    t.play_full(f"play meriwether-lewis support:{interpreter}", "move river pay:food",
           "move river pay:food")
    assert t.p(0).scout == 9 and t.res_of(0) == resources(food=1)
    assert t.s.frames == []


@pytest.mark.parametrize("card", [c for r in ROLE_COLUMN if r != "interpreter" for c in slugs(r)])
def test_other_starting_cards_as_support_give_one_activation(card):
    t = table(players=5)
    for seat in range(1, 5):
        t.scout(seat, seat - 1)
    commander = "william-clark" if card == "meriwether-lewis" else "meriwether-lewis"
    t.hand(0, commander, card)
    t.res(0, food=3)
    t.play_full(f"play {commander} support:{card}", "move river pay:food")
    assert t.p(0).scout == 7 and t.s.frames == []
