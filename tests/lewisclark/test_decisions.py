"""The binding decisions D1..D23 of the rules spec (§19), one or more tests each."""

import inspect

import pytest
from lc import moved, table

from lewisclark_desktop.lewisclark import encampment, engine
from lewisclark_desktop.lewisclark.cards import STRENGTH, card_index
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.moves import parse_move
from lewisclark_desktop.lewisclark.setup import new_game

SAINT_LOUIS, FORT_CLATSOP = 5, 44
BLUE = ("meriwether-lewis", "pierre-cruzatte", "hugh-mcneal", "seaman", "alexander-h-willard",
        "richard-windsor")
LEWIS_SEAMAN = ("meriwether-lewis", "seaman")  # the Commander and a strength-1 support
LEWIS_CRUZATTE = ("meriwether-lewis", "pierre-cruzatte")  # ... and a strength-2 support


def reason(t, text):
    msg = t.refused(text)
    return msg.split(":", 1)[1].strip()


def collect_max(legal, kind):
    amounts = [int(m.split()[2]) for m in legal if m.startswith(f"collect {kind} ")]
    return max(amounts) if amounts else 0


# ---------------------------------------------------------------- D1

def test_d1_regis_loisel_has_strength_3():
    from lewisclark_desktop.lewisclark.cards import REGIS_LOISEL_STRENGTH

    assert REGIS_LOISEL_STRENGTH == 3
    assert STRENGTH[card_index("regis-loisel")] == 3


def test_d1_recruiting_regis_loisel_costs_three_equipment():
    t = table(players=2)
    t.journal("regis-loisel", "hay", "little-raven", "john-hay", "yellept")
    t.res(0, fur=1, equipment=2)
    assert "recruit slot1" not in t.legal()
    assert "cannot pay" in reason(t, "recruit slot1")
    t.res(0, fur=1, equipment=3)
    t.play("recruit slot1")
    assert card_index("regis-loisel") in t.p(0).hand
    assert t.res_of(0)["equipment"] == 0 and t.res_of(0)["fur"] == 0


def test_d1_regis_loisel_as_support_gives_strength_3():
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "regis-loisel")
    t.res(0)
    t.play("play hugh-mcneal support:regis-loisel")
    # One Wood badge face up (McNeal; the opponent shows nothing) x 3.
    assert collect_max(t.legal(), "wood") == 3


# ---------------------------------------------------------------- D2

@pytest.mark.parametrize("target, discount, equipment_paid", [
    ("regis-loisel", "pierre-cruzatte", 1),  # 3 - 2
    ("regis-loisel", "seaman", 2),  # 3 - 1
    ("john-hay", "seaman", 1),  # 2 - 1
    ("hay", "pierre-cruzatte", 0),  # 1 - 2, never below 0
    ("john-hay", "sacagawea", 0),  # 2 - 3
])
def test_d2_recruit_discount_by_the_discarded_cards_strength(target, discount, equipment_paid):
    t = table(players=2)
    others = [c for c in ("hay", "little-raven", "john-hay", "yellept", "cut-nose") if c != target]
    t.journal(target, *others[:4])
    t.hand(0, "meriwether-lewis", discount)
    t.res(0, fur=1, equipment=3)
    t.play(f"recruit slot1 discount:{discount}")
    p = t.p(0)
    assert t.res_of(0)["equipment"] == 3 - equipment_paid
    assert t.res_of(0)["fur"] == 0
    assert card_index(discount) not in p.hand
    assert t.s.discard[-1] == card_index(discount)  # face up on the discard pile
    assert card_index(target) in p.hand


def test_d2_discount_makes_an_unaffordable_recruit_possible():
    t = table(players=2)
    t.journal("regis-loisel", "hay", "little-raven", "john-hay", "yellept")
    t.hand(0, "meriwether-lewis", "pierre-cruzatte")
    t.res(0, fur=1, equipment=1)
    legal = t.legal()
    assert "recruit slot1" not in legal
    assert "recruit slot1 discount:pierre-cruzatte" in legal
    assert "recruit slot1 discount:meriwether-lewis" not in legal  # 3 - 1 = 2 > 1


# ---------------------------------------------------------------- D3

def test_d3_indians_on_cards_return_first_and_count_for_set_up_time():
    t = table(players=2).bare()
    t.area(0, ("meriwether-lewis", None, 2))
    t.scout(1, 40)
    t.play("camp")
    # The two Indians fill the free Indian boat (0) and the per-Indian boat (1): 1 day.
    assert t.p(0).scout == 29
    assert t.p(0).indians == 2 and t.p(0).area == []


def test_d3_set_up_time_counts_indians_on_cards():
    t = table(players=2).bare()
    t.area(0, ("meriwether-lewis", None, 3), ("seaman", None, 0))
    assert encampment.setup_time(t.p(0)) == 2


# ---------------------------------------------------------------- D4

def test_d4_single_circle_location_takes_exactly_one_indian():
    from lewisclark_desktop.lewisclark.village import CIRCLES, LOCATION_INDEX

    assert CIRCLES[LOCATION_INDEX["hunting"]] == 1
    t = table(players=2)
    t.indians(0, 3)
    assert "exactly one" in reason(t, "village hunting x2")
    t.play("village hunting x1", "gain food", "end")
    t.indians(1, 2)
    assert "full" in reason(t, "village hunting x1")


def test_d4_expedition_upgrade_two_circles_usable_twice_before_cleared():
    from lewisclark_desktop.lewisclark.village import CIRCLES, LOCATION_INDEX

    assert CIRCLES[LOCATION_INDEX["upgrade"]] == 2
    t = table(players=3)
    for seat in range(3):
        t.res(seat, wood=3)
    t.play("village upgrade x1", "boat res2 gain:nothing", "end")
    t.play("village upgrade x1", "boat res2 gain:nothing", "end")
    assert "village upgrade x1" not in t.legal()
    assert t.p(0).tiles == ("res2",) and t.p(1).tiles == ("res2",)


@pytest.mark.parametrize("n", [1, 2, 3])
def test_d4_canoe_takes_one_to_three_indians_and_repeats(n):
    from lewisclark_desktop.lewisclark.village import MAX_INDIANS_PER_PLACEMENT

    assert MAX_INDIANS_PER_PLACEMENT == 3
    t = table(players=2)
    t.indians(0, 3)
    t.res(0, wood=6)
    t.play(f"village canoe x{n}")
    for _ in range(n):
        t.play("trade pay:wood+wood gain:canoe")
    assert t.s.frames == [] and t.res_of(0)["canoe"] == n


@pytest.mark.parametrize("n", [1, 2, 3])
def test_d4_horse_trade_takes_one_to_three_indians_and_repeats(n):
    t = table(players=2)
    t.indians(0, 3)
    t.res(0, food=3, wood=3, equipment=3)
    t.play(f"village horse x{n}")
    for _ in range(n):
        t.play("trade pay:food+wood+equipment gain:horse")
    assert t.s.frames == [] and t.res_of(0)["horse"] == n


def test_d4_no_more_than_three_indians_at_once():
    t = table(players=2)
    t.indians(0, 4)
    assert "village canoe x4" not in t.legal()
    t.refused("village canoe x4")


# ---------------------------------------------------------------- D5

@pytest.mark.parametrize("strength", [2, 3])
def test_d5_interpreter_repeats_the_whole_procedure(strength):
    t = table(players=2)
    t.hand(0, "pierre-cruzatte")
    t.indians(0, strength)
    t.village(gift=1)  # + the Newcomer: 2 Indians to gather the first time
    before = list(t.s.journal)
    stock = t.s.stock
    t.play(f"play pierre-cruzatte indians:{strength}", "indians 2")
    for _ in range(strength - 1):
        assert "indians 1" in t.legal() and "indians 2" not in t.legal()  # the new Newcomer
        t.play("indians 1")
    assert t.s.frames == []
    assert t.p(0).indians == 2 + strength - 1
    assert t.s.discard[-strength:] == before[:strength]  # one Journal card per repetition
    assert len(t.s.journal) == 5
    assert t.s.stock == stock - strength and t.s.newcomer == 1


# ---------------------------------------------------------------- D6

@pytest.mark.parametrize("indians, days", [(1, 0), (2, 1), (5, 4), (8, 7)])
def test_d6_second_indian_boat_unlimited_one_day_per_indian(indians, days):
    t = table(players=3).bare()
    t.indians(0, indians)
    t.play("camp")
    assert t.p(0).indians == indians
    assert t.p(0).scout == 30 - days


def test_d6_constant():
    from lewisclark_desktop.lewisclark.boats import PER_ITEM, PRINTED_INDIAN_BOATS

    cap, rule = PRINTED_INDIAN_BOATS[1]
    assert rule == PER_ITEM and cap >= 18


# ---------------------------------------------------------------- D7

def test_d7_river_movement_stops_before_the_mountains_and_the_rest_is_lost():
    t = moved(22, "play meriwether-lewis support:seaman", "move river pay:food",
              hand=LEWIS_SEAMAN, food=1)
    assert t.p(0).scout == 23  # the mixed space; 24 is Mountain
    assert t.res_of(0)["food"] == 0


def test_d7_mountain_movement_cannot_enter_a_river_space():
    t = moved(15, "play meriwether-lewis support:seaman", "move mountain pay:horse",
              hand=LEWIS_SEAMAN, horse=1)
    assert t.p(0).scout == 15 and t.res_of(0)["horse"] == 0


def test_d7_only_that_activation_is_lost():
    t = moved(22, "play meriwether-lewis support:pierre-cruzatte", "move river pay:food",
              "move mountain pay:horse", hand=LEWIS_CRUZATTE, food=1, horse=1)
    assert t.p(0).scout == 25


# ---------------------------------------------------------------- D8

def test_d8_occupied_final_space_pushes_on_whatever_terrain():
    t = moved(21, "play meriwether-lewis support:seaman", "move river pay:food",
              hand=LEWIS_SEAMAN, others=[23], food=1)
    assert t.p(0).scout == 24  # a Mountain space, reached by a river move


def test_d8_only_the_final_space_of_several_activations_is_checked():
    t = moved(10, "play meriwether-lewis support:pierre-cruzatte", "move river pay:food",
              "move river pay:food", hand=LEWIS_CRUZATTE, others=[12], food=2)
    assert t.p(0).scout == 14  # 10 -> 12 (occupied, not settled) -> 14


def test_d8_several_occupied_spaces_push_to_the_first_free_one():
    t = moved(10, "play meriwether-lewis support:seaman", "move river pay:food",
              hand=LEWIS_SEAMAN, others=[12, 13], players=3, food=1)
    assert t.p(0).scout == 14


def test_d8_occupied_spaces_are_counted_when_passed():
    t = moved(10, "play meriwether-lewis support:seaman", "move river pay:food",
              hand=LEWIS_SEAMAN, others=[11], food=1)
    assert t.p(0).scout == 12


# ---------------------------------------------------------------- D9

def test_d9_encampment_never_goes_past_the_rearmost_space_even_if_occupied():
    t = table(players=3).bare(scout=3, camp=5)
    t.hand(0, "seaman", "york", "hugh-mcneal", "richard-windsor")  # 4 days
    t.scout(1, 0)
    t.scout(2, 20)
    days, scout, camp, reset = encampment.preview(t.s)
    assert days == 4 and scout == 0 and reset


def test_d9_backwards_onto_occupied_spaces_stops_on_the_rearmost_one():
    t = table(players=3).bare(scout=4, camp=5)
    t.hand(0, "seaman", "york")  # 2 days: 2, occupied -> 1, occupied -> 0
    t.scout(1, 2)
    t.scout(2, 1)
    assert encampment.preview(t.s)[1] == 0


def test_d9_backwards_onto_an_occupied_space_goes_on_backwards():
    t = table(players=2).bare(scout=20)
    t.hand(0, "seaman", "york", "hugh-mcneal")  # 3 days
    t.scout(1, 17)
    t.play("camp")
    assert t.p(0).scout == 16


def test_d9_rearmost_constant():
    from lewisclark_desktop.lewisclark.route import REARMOST

    assert REARMOST == 0 == SAINT_LOUIS - 5


# ---------------------------------------------------------------- D10

def test_d10_ending_encampment_on_the_rearmost_space_loses_everything_gathered():
    t = table(players=2)
    t.hand(0, "meriwether-lewis", "pierre-cruzatte", "hugh-mcneal", "hay")
    t.area(0, ("seaman", "yellept", 1), ("alexander-h-willard", None, 0),
           ("richard-windsor", None, 0), ("cut-nose", None, 0))
    t.indians(0, 2)
    t.res(0, food=1, wood=2, canoe=1)
    t.scout(0, 4, camp=5)
    t.scout(1, 20)
    t.village(powwow=2)  # Indians already on the Powwow stay there
    powwow = t.s.powwow
    t.play("camp")
    p = t.p(0)
    assert sorted(p.hand) == sorted(card_index(c) for c in BLUE)  # the 6 starting cards
    for c in ("hay", "yellept", "cut-nose"):
        assert card_index(c) in t.s.discard
    assert p.res == [0] * 6  # none of the six kinds
    assert p.indians == 0 and p.indians_on_cards() == 0
    assert t.s.powwow == powwow + 3
    assert p.scout == SAINT_LOUIS and p.camp == 5


def test_d10_not_triggered_one_space_ahead_of_the_rearmost():
    t = table(players=2).bare(scout=4, camp=5)
    t.hand(0, "hay", "seaman", "york")  # 3 days: 4 -> 1
    t.res(0, wood=2)
    t.play("camp")
    p = t.p(0)
    assert p.scout == 1 and card_index("hay") in p.hand and t.res_of(0)["wood"] == 2


# ---------------------------------------------------------------- D11

def test_d11_camp_stays_when_the_scout_ends_behind_it():
    t = table(players=2).bare(scout=20, camp=18)
    t.hand(0, "seaman", "york", "hugh-mcneal", "richard-windsor", "meriwether-lewis")  # 5 days
    t.play("camp")
    assert t.p(0).scout == 15 and t.p(0).camp == 18


def test_d11_camp_moves_up_to_a_scout_ahead_of_it():
    t = table(players=2).bare(scout=20, camp=10)
    t.hand(0, "seaman", "york")
    t.play("camp")
    assert t.p(0).scout == 18 and t.p(0).camp == 18


# ---------------------------------------------------------------- D12

def empty_deck(t):
    t.s.discard.extend(t.s.deck)
    t.s.deck.clear()
    return len(t.s.discard)


def test_d12_empty_deck_recruit_leaves_the_top_page_empty():
    t = table(players=2)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    discarded = empty_deck(t)
    t.res(0, fur=1, equipment=1)
    t.play("recruit slot1")
    assert t.s.journal == [card_index(c) for c in ("little-raven", "john-hay", "yellept",
                                                   "regis-loisel")]
    assert t.s.deck == [] and len(t.s.discard) == discarded  # no reshuffle
    assert "recruit slot5" not in t.legal()


def test_d12_interpreter_with_an_empty_deck_shrinks_the_journal():
    t = table(players=2)
    t.hand(0, "pierre-cruzatte", "seaman")
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    empty_deck(t)
    t.play("play pierre-cruzatte support:seaman", "indians 1")
    assert len(t.s.journal) == 4 and t.s.deck == []
    assert card_index("hay") in t.s.discard


def test_d12_farewell_discards_are_out_of_the_game():
    t = table(players=2)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    empty_deck(t)
    t.s.deck.extend([t.s.discard.pop(), t.s.discard.pop()])  # only two cards left to draw
    t.play("village farewell x1", "done")
    assert len(t.s.journal) == 2 and t.s.deck == []
    assert card_index("hay") in t.s.discard


# ---------------------------------------------------------------- D13

def test_d13_ten_river_spaces_beyond_fort_clatsop():
    from lewisclark_desktop.lewisclark.route import (FORT_CLATSOP as FC, LAST_SPACE, RIVER,
                                                     SPACES_BEYOND_FORT_CLATSOP, TERRAIN)

    assert SPACES_BEYOND_FORT_CLATSOP == 10 and FC == FORT_CLATSOP
    assert LAST_SPACE == 54
    assert all(TERRAIN[i] == RIVER for i in range(44, 55))


def test_d13_movement_past_the_last_space_is_lost():
    t = moved(52, "play meriwether-lewis support:seaman", "move river pay:canoe",
              hand=LEWIS_SEAMAN, canoe=1)
    assert t.p(0).scout == 54


def test_d13_river_movement_continues_past_fort_clatsop():
    t = moved(43, "play meriwether-lewis support:seaman", "move river pay:food",
              hand=LEWIS_SEAMAN, food=1)
    assert t.p(0).scout == 45
    assert not t.s.over  # the Scout alone does not win


@pytest.mark.parametrize("scout, wins", [(43, False), (44, True), (54, True)])
def test_d13_a_camp_on_or_beyond_fort_clatsop_wins(scout, wins):
    t = table(players=2).bare(scout=scout, camp=40)
    t.play("camp")
    assert t.s.over is wins
    assert t.s.winner == (0 if wins else None)


# ---------------------------------------------------------------- D14

def test_d14_face_down_support_cards_show_no_badge():
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "pierre-cruzatte")  # both Wood badges; the Interpreter supports
    t.res(0)
    t.area(1, ("john-b-thompson", "francois-labiche", 0))  # Wood face up, Wood face down
    t.play("play hugh-mcneal support:pierre-cruzatte")
    # Face up: McNeal and Thompson = 2 Wood badges, x strength 2.
    assert collect_max(t.legal(), "wood") == 4


# ---------------------------------------------------------------- D15

def test_d15_horse_trade_accepts_canoes_and_horses():
    t = table(players=2)
    t.res(0, wood=1, canoe=1, horse=1)
    t.play("village horse x1")
    assert "trade pay:wood+canoe+horse gain:horse" in t.legal()
    t.play("trade pay:wood+canoe+horse gain:horse")
    assert t.res_of(0) == {"food": 0, "wood": 0, "equipment": 0, "fur": 0, "canoe": 0, "horse": 1}


def test_d15_resource_of_your_choice_may_be_a_canoe():
    t = table(players=2)
    t.hand(0, "yellept", "seaman")
    t.res(0, canoe=1)
    t.play("play yellept support:seaman")
    assert "trade pay:canoe gain:food+wood" in t.legal()
    t.play("trade pay:canoe gain:food+wood")
    assert t.res_of(0) == {"food": 1, "wood": 1, "equipment": 0, "fur": 0, "canoe": 0, "horse": 0}


def test_d15_pairs_of_resources_include_canoes_and_horses():
    t = moved(10, "play little-thief support:seaman", "move river pay:indian",
              hand=("little-thief", "seaman"), indians=1, canoe=2, horse=2)
    assert t.p(0).scout == 12
    assert t.res_of(0)["canoe"] == 2 and t.res_of(0)["horse"] == 2  # not paid


# ---------------------------------------------------------------- D16

def test_d16_copy_any_face_up_non_permanent_character_but_not_the_partisan():
    t = table(players=2)
    t.res(0, food=2)
    t.area(0, ("hugh-mcneal", "seaman", 0))
    t.area(1, ("york", None, 0), ("john-boley", "hay", 0), ("the-partisan", "yellept", 0))
    t.play("village shamanism x1")
    assert t.legal() == {"copy hugh-mcneal pay:food", "copy york pay:food", "stop"}


def test_d16_the_partisan_cannot_copy_itself():
    t = table(players=2)
    t.hand(0, "the-partisan", "seaman")
    t.res(0, food=1)
    t.area(1, ("york", None, 0))
    t.play("play the-partisan support:seaman")
    assert t.legal() == {"copy york pay:food", "stop"}


def test_d16_copy_resolves_once_for_the_copier_with_the_copiers_neighbours():
    # 5 players: the copier (seat 0) has neighbours 4 and 1; the copied card lies at seat 2,
    # whose neighbours 1 and 3 do not count for the copier.
    t = table(players=5)
    t.res(0, food=1)
    t.area(2, ("silas-goodrich", None, 3))  # a Hunter played with strength 3
    t.area(3, ("john-colter", None, 0), ("dickson-hancock", None, 0))
    t.area(4, ("william-werner", None, 0))
    t.play("village shamanism x1", "copy silas-goodrich pay:food")
    # Food badges: Werner (neighbour) + the copied Hunter as if in seat 0's area = 2, x 1.
    assert collect_max(t.legal(), "food") == 2
    t.play("collect food 2")
    assert t.res_of(0)["food"] == 2 and t.res_of(2)["food"] == 1
    assert t.s.frames == []


# ---------------------------------------------------------------- D17

def test_d17_strength_bounds():
    assert (engine.MIN_STRENGTH, engine.MAX_STRENGTH) == (1, 3)


@pytest.mark.parametrize("card", ["hugh-mcneal", "john-boley"])
def test_d17_a_card_needs_strength_at_least_one_permanent_or_not(card):
    t = table(players=2)
    t.hand(0, card, "seaman", "pierre-cruzatte")
    t.indians(0, 3)
    legal = t.legal()
    assert f"play {card}" not in legal
    assert "strength must be 1 to 3" in reason(t, f"play {card}")
    assert f"play {card} support:seaman" in legal
    assert f"play {card} indians:1" in legal


@pytest.mark.parametrize("text", [
    "play hugh-mcneal indians:4",
    "play hugh-mcneal support:pierre-cruzatte indians:2",
    "play hugh-mcneal support:sacagawea indians:1",
])
def test_d17_strength_above_three_is_refused(text):
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "pierre-cruzatte", "sacagawea")
    t.indians(0, 4)
    assert "strength must be 1 to 3" in reason(t, text)


def test_d17_permanent_card_played_with_strength_stays_active():
    t = table(players=2)
    t.hand(0, "john-boley", "seaman", "york")
    t.scout(0, 30)
    t.play("play john-boley support:seaman")
    assert t.s.frames == [] and t.s.action_done
    assert t.p(0).area[0][0] == card_index("john-boley")
    # Boley: one day less at Encampment (1 card in hand, nothing costly in the boats: 1 - 1 = 0).
    t.play("camp")
    assert t.p(0).scout == 30


# ---------------------------------------------------------------- D18

@pytest.mark.parametrize("first", [0, 1, 2])
def test_d18_first_player_can_be_chosen(first):
    assert new_game(3, seed=4, first_player=first).current == first
    assert RULES.new_state({"players": 3, "first_player": first}, 4).current == first


def test_d18_first_player_random_by_default_and_seeded():
    firsts = [new_game(4, seed=seed).current for seed in range(30)]
    assert len(set(firsts)) > 1
    assert firsts == [new_game(4, seed=seed).current for seed in range(30)]
    assert "first_player" in inspect.signature(new_game).parameters
    assert inspect.signature(new_game).parameters["first_player"].default is None


# ---------------------------------------------------------------- D19

@pytest.mark.parametrize("location, kind, most", [
    # The badge token of each Village location: the collector's own badge + the token.
    ("hunting", "food", 2), ("shamanism", "food", 2), ("craftsmanship", "equipment", 2),
    ("horse", "equipment", 2), ("gift", "fur", 2), ("farewell", "fur", 2), ("canoe", "wood", 2),
    ("upgrade", "wood", 2),
    # A token only adds its own resource: the collector's badge alone.
    ("hunting", "wood", 1), ("canoe", "food", 1),
])
def test_d19_solo_badge_token_adds_its_own_resource_only(location, kind, most):
    collectors = {"food": "seaman", "wood": "hugh-mcneal", "equipment": "alexander-h-willard",
                  "fur": "richard-windsor"}
    t = table(players=1)
    t.hand(0, *collectors.values())
    t.res(0)
    t.indians(0, 1)
    t.village(**{location: 1})
    t.play(f"play {collectors[kind]} indians:1")
    assert collect_max(t.legal(), kind) == most


@pytest.mark.parametrize("players, hand, strength, food", [
    pytest.param(1, ("seaman",), 3, 9, id="solo-example-hunter-strength-3-nine-food"),
    pytest.param(2, ("seaman", "york"), 1, 1, id="tokens-only-in-the-solo-game"),
])
def test_d19_hunter_with_hunting_and_shamanism_occupied(players, hand, strength, food):
    t = table(players=players)
    t.hand(0, *hand)
    t.indians(0, strength)
    t.res(0)
    t.village(hunting=1, shamanism=1)
    t.play(f"play seaman indians:{strength}")
    assert collect_max(t.legal(), "food") == food


# ---------------------------------------------------------------- D20

def test_d20_keep_what_fits_and_choose_what_goes_back():
    t = table(players=2)
    t.res(0, wood=9, horse=1)
    t.play("village hunting x1", "gain food+fur")
    assert t.legal() == {"drop food", "drop wood", "drop fur", "drop horse"}
    t.play("drop horse")  # an old resource may go back instead of a new one
    assert t.res_of(0) == {"food": 1, "wood": 9, "equipment": 0, "fur": 1, "canoe": 0, "horse": 0}
    assert t.s.frames == []


def test_d20_no_drop_while_there_is_room():
    t = table(players=2)
    t.res(0, wood=5)
    assert not any(m.startswith("drop") for m in t.legal())
    t.refused("drop wood")
    t.play("village hunting x1", "gain food+fur")
    assert not any(m.startswith("drop") for m in t.legal())
    t.refused("drop wood")
    assert t.res_of(0)["wood"] == 5


def test_d20_nothing_else_until_the_boats_fit():
    t = table(players=2)
    t.res(0, wood=11)
    t.play("village gift x1", "gain wood+wood")
    for text in ("end", "camp", "stop"):
        assert "over capacity" in reason(t, text)
    t.play("drop wood")
    assert t.s.frames  # still one too many
    t.play("drop wood")
    assert t.s.frames == [] and t.res_of(0)["wood"] == 11


# ---------------------------------------------------------------- D21

@pytest.mark.parametrize("resources, tiles, days", [
    (3, (), 0), (4, (), 1), (6, (), 1), (7, (), 2), (11, (), 6),
    (5, ("res2",), 0), (6, ("res2",), 1), (11, ("res5",), 2), (16, ("res5",), 7),
])
def test_d21_boats_are_arranged_for_the_least_set_up_time(resources, tiles, days):
    t = table(players=2).bare()
    if tiles:
        t.tiles(0, *tiles)
    t.res(0, wood=resources)
    t.play("camp")
    assert t.p(0).scout == 30 - days


@pytest.mark.parametrize("indians, tiles, days", [
    (2, ("ind1",), 0), (4, ("ind3",), 1), (5, ("ind3",), 2), (5, ("ind1", "ind3"), 1),
])
def test_d21_indian_boats_are_arranged_for_the_least_set_up_time(indians, tiles, days):
    t = table(players=3).bare()
    t.tiles(0, *tiles)
    t.indians(0, indians)
    t.play("camp")
    assert t.p(0).scout == 30 - days


def test_d21_there_is_no_manual_arrangement_move():
    t = table(players=2)
    t.res(0, wood=5, food=3)
    kinds = {m.split()[0] for m in t.legal()}
    assert kinds <= {"play", "village", "recruit", "camp", "end"}
    with pytest.raises(ValueError):
        parse_move("arrange wood boat2")


# ---------------------------------------------------------------- D22

def test_d22_forced_encampment_when_no_action_is_possible():
    t = table(players=2)
    t.hand(0, "seaman")
    t.indians(0, 0)
    t.area(0, ("hugh-mcneal", None, 1))  # the Indian on the card does not count
    t.scout(0, 20)
    assert t.legal() == {"camp"}
    t.play("camp")
    assert any(m.startswith("play ") for m in t.legal())
    assert any(m.startswith("village ") for m in t.legal())


def test_d22_not_forced_when_an_action_is_possible():
    t = table(players=2)
    t.hand(0, "seaman")
    t.indians(0, 1)
    legal = t.legal()
    assert "camp" in legal and "play seaman indians:1" in legal and "village hunting x1" in legal


def test_d22_refusals_during_forced_encampment_name_the_camp():
    t = table(players=2)
    t.hand(0, "seaman")
    t.indians(0, 0)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.res(0, fur=5, equipment=5)
    assert "camp" in reason(t, "recruit slot1")


# ---------------------------------------------------------------- D23

def test_d23_no_route_change_option_in_a_new_game():
    params = set(inspect.signature(new_game).parameters)
    assert params == {"num_players", "seed", "colours", "first_player", "solo_level"}
    for option in ("route_change", "route_changes", "route_change_tokens"):
        with pytest.raises(ValueError, match="unknown option"):
            RULES.new_state({"players": 2, option: True}, 1)


@pytest.mark.parametrize("text", ["route 23 river", "change 30 river", "token 24 mountain"])
def test_d23_no_route_change_move(text):
    with pytest.raises(ValueError):
        parse_move(text)
    t = table(players=2)
    assert "unknown move" in reason(t, text)


def test_d23_route_is_fixed():
    from lewisclark_desktop.lewisclark.route import TERRAIN

    assert isinstance(TERRAIN, tuple)  # not a per-game, changeable route
    s = new_game(2, seed=1)
    assert not any("route" in slot for slot in type(s).__slots__)
