"""The Village (rules §4.2, §5.2, §10, §11; seed 000 村アクションの詳細; D4, D5, D20)."""

import pytest
from lc import resources, table

from lewisclark_desktop.lewisclark.cards import card_index

SINGLE = ("hunting", "craftsmanship", "gift", "farewell", "shamanism")
UNLIMITED = ("canoe", "horse")
ALL = SINGLE + ("upgrade",) + UNLIMITED
BASE_CAPACITY = 3 + 3 + 5


def village_count(t, name):
    from lewisclark_desktop.lewisclark.village import LOCATION_INDEX
    return t.s.village[LOCATION_INDEX[name]]


def reason(t, text):
    msg = t.refused(text)
    return msg.split(":", 1)[1].strip()


# ---------------------------------------------------------------- placing Indians

@pytest.mark.parametrize("name", ALL)
def test_placed_indians_leave_the_expedition_and_stay_on_the_location(name):
    t = table(players=2)
    t.indians(0, 2)
    t.play(f"village {name} x1")
    assert t.p(0).indians == 1
    assert village_count(t, name) == 1
    if t.s.frames:
        t.play("stop")
    t.play("end")
    assert village_count(t, name) == 1  # until an Interpreter gathers it


@pytest.mark.parametrize("name", SINGLE)
def test_single_circle_location_takes_exactly_one_indian(name):
    t = table(players=2)
    t.indians(0, 3)
    legal = t.legal()
    assert f"village {name} x1" in legal
    assert f"village {name} x2" not in legal
    assert "exactly one" in reason(t, f"village {name} x2")


@pytest.mark.parametrize("name", SINGLE)
def test_occupied_single_circle_location_is_blocked_for_everybody(name):
    t = table(players=2)
    t.indians(0, 2)
    t.indians(1, 2)
    t.village(**{name: 1})
    assert f"village {name} x1" not in t.legal()
    assert "full" in reason(t, f"village {name} x1")


def test_expedition_upgrade_has_two_circles_used_one_at_a_time():
    t = table(players=2)
    t.indians(0, 2)
    t.indians(1, 2)
    t.res(0, wood=3)
    t.res(1, wood=3)
    assert "village upgrade x2" not in t.legal()
    assert "exactly one" in reason(t, "village upgrade x2")
    t.play("village upgrade x1", "boat res2 gain:nothing", "end")
    # The second circle is still free for the next player.
    assert "village upgrade x1" in t.legal()
    t.play("village upgrade x1", "boat ind1 indians:0", "end")
    assert village_count(t, "upgrade") == 2
    assert "village upgrade x1" not in t.legal()
    assert "full" in reason(t, "village upgrade x1")


@pytest.mark.parametrize("name", UNLIMITED)
def test_unlimited_locations_take_one_to_three_indians_even_when_crowded(name):
    t = table(players=5)
    t.indians(0, 4)
    t.village(**{name: 6})
    legal = t.legal()
    for n in (1, 2, 3):
        assert f"village {name} x{n}" in legal
    assert f"village {name} x4" not in legal


@pytest.mark.parametrize("name", UNLIMITED)
def test_four_indians_on_an_unlimited_location_refused_for_the_right_reason(name):
    # The location is never full; the limit is three Indians per action (D4).
    t = table(players=2)
    t.indians(0, 4)
    why = reason(t, f"village {name} x4")
    assert "3" in why or "three" in why, why


def test_no_placement_without_an_indian_in_the_boats():
    t = table(players=2)
    t.indians(0, 0)
    t.area(0, ("york", None, 1))  # an Indian on a card is not in the boats
    assert not any(m.startswith("village") for m in t.legal())
    assert "not enough Indians" in reason(t, "village hunting x1")


@pytest.mark.parametrize("name", ["powwow", "newcomer"])
def test_powwow_and_newcomer_areas_are_not_action_locations(name):
    t = table(players=2)
    assert "no Village location" in reason(t, f"village {name} x1")


# ---------------------------------------------------------------- the eight locations

@pytest.mark.parametrize("location, offered, both, gained", [
    ("hunting", {"gain food+fur", "gain food", "gain fur", "stop"}, "gain food+fur",
     resources(food=1, fur=1)),
    ("craftsmanship", {"gain wood+equipment", "gain wood", "gain equipment", "stop"},
     "gain wood+equipment", resources(wood=1, equipment=1)),
], ids=["hunting", "craftsmanship"])
def test_hunting_and_craftsmanship_give_one_of_each_of_their_two_resources(location, offered,
                                                                          both, gained):
    t = table(players=2)
    t.res(0)
    t.play(f"village {location} x1")
    assert t.legal() == offered
    t.play(both)
    assert t.res_of(0) == gained
    assert t.s.frames == [] and "end" in t.legal()


@pytest.mark.parametrize("choice, kind", [("fur+fur", "fur"), ("wood+wood", "wood")])
def test_gift_gives_two_fur_or_two_wood(choice, kind):
    t = table(players=2)
    t.res(0)
    t.play("village gift x1")
    legal = t.legal()
    assert "gain wood+fur" not in legal
    t.play(f"gain {choice}")
    assert t.res_of(0)[kind] == 2 and sum(t.p(0).res) == 2


def test_gift_cannot_mix_fur_and_wood():
    t = table(players=2)
    t.play("village gift x1")
    assert "not one of the choices" in reason(t, "gain wood+fur")


@pytest.mark.parametrize("loc, text", [
    ("hunting", "gain fur"), ("hunting", "gain food"), ("craftsmanship", "gain wood"),
    ("gift", "gain fur"), ("gift", "gain wood"),
])
def test_partial_gains_take_less_than_offered(loc, text):
    t = table(players=2)
    t.res(0)
    t.play(f"village {loc} x1", text)
    assert sum(t.p(0).res) == 1
    assert t.s.frames == []


def test_a_village_action_may_be_declined_entirely():
    t = table(players=2)
    t.res(0)
    t.play("village hunting x1", "stop")
    assert sum(t.p(0).res) == 0 and village_count(t, "hunting") == 1
    assert t.s.action_done and "end" in t.legal()


def test_farewell_discards_up_to_three_hand_cards_then_renews_the_journal():
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "seaman", "york", "richard-windsor", "meriwether-lewis")
    old = ["hay", "little-raven", "john-hay", "yellept", "regis-loisel"]
    t.journal(*old)
    # Drawn in this order, not sorted by strength.
    new = ["cut-nose", "john-dame", "big-white", "ebenezer-tuttle", "one-eye"]
    t.deck_top(*new)
    t.play("village farewell x1", "discard hugh-mcneal", "discard seaman", "discard york")
    legal = t.legal()
    assert legal == {"done", "stop"}  # a fourth discard is not allowed
    t.play("done")
    s = t.s
    assert sorted(t.p(0).hand) == sorted(card_index(c) for c in ("richard-windsor", "meriwether-lewis"))
    for c in ("hugh-mcneal", "seaman", "york") + tuple(old):
        assert card_index(c) in s.discard
    assert s.journal == [card_index(c) for c in new]  # first drawn on the bottom page
    assert s.frames == []


def test_farewell_with_no_discard():
    t = table(players=2)
    hand = list(t.p(0).hand)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.play("village farewell x1", "done")
    assert t.p(0).hand == hand
    assert card_index("hay") in t.s.discard and len(t.s.journal) == 5
    assert card_index("hay") not in t.s.journal


def test_shamanism_pays_one_food_and_copies_a_face_up_character_once():
    t = table(players=2)
    t.res(0, food=1)
    t.area(1, ("york", "hay", 0), ("john-boley", None, 0), ("the-partisan", None, 0))
    t.play("village shamanism x1")
    legal = t.legal()
    assert legal == {"copy york pay:food", "stop"}  # not the permanent card, not The Partisan
    t.play("copy york pay:food")
    # York, Boley and The Partisan show Food badges in the opponent's area: 3 x strength 1.
    legal = t.legal()
    assert "collect food 3" in legal and "collect food 4" not in legal
    t.play("collect food 3")
    assert t.res_of(0)["food"] == 3
    assert t.res_of(1)["food"] == 1  # the owner of York gains nothing
    assert t.s.frames == []


def test_shamanism_without_food_does_nothing():
    t = table(players=2)
    t.res(0, wood=2)
    t.area(1, ("york", None, 0))
    t.play("village shamanism x1")
    assert t.s.frames == [] and t.s.action_done
    assert village_count(t, "shamanism") == 1 and t.res_of(0)["wood"] == 2


def test_canoe_manufacturing_two_wood_per_canoe_repeated_per_indian():
    t = table(players=2)
    t.indians(0, 3)
    t.res(0, wood=6)
    t.play("village canoe x3")
    for _ in range(3):
        assert t.legal() == {"trade pay:wood+wood gain:canoe", "stop"}
        t.play("trade pay:wood+wood gain:canoe")
    assert t.res_of(0)["canoe"] == 3 and t.res_of(0)["wood"] == 0
    assert t.s.frames == [] and village_count(t, "canoe") == 3 and t.p(0).indians == 0


@pytest.mark.parametrize("wood, moves, wood_left", [
    pytest.param(6, ("trade pay:wood+wood gain:canoe", "stop"), 4,
                 id="may-stop-after-fewer-trades"),
    pytest.param(3, ("trade pay:wood+wood gain:canoe",), 1, id="stops-when-the-wood-runs-out"),
])
def test_canoe_manufacturing_ends_after_one_of_three_trades(wood, moves, wood_left):
    t = table(players=2)
    t.indians(0, 3)
    t.res(0, wood=wood)
    t.play("village canoe x3", *moves)
    assert t.s.frames == []
    assert t.res_of(0)["canoe"] == 1 and t.res_of(0)["wood"] == wood_left
    assert village_count(t, "canoe") == 3  # all three Indians stay placed


def test_horse_trade_three_different_kinds_per_horse():
    t = table(players=2)
    t.indians(0, 2)
    t.res(0, food=2, wood=2, equipment=1, fur=1)
    t.play("village horse x2")
    legal = t.legal()
    assert "trade pay:food+wood+equipment gain:horse" in legal
    assert "trade pay:food+food+wood gain:horse" not in legal
    assert "not one of the choices" in reason(t, "trade pay:food+food+wood gain:horse")
    t.play("trade pay:food+wood+equipment gain:horse", "trade pay:food+wood+fur gain:horse")
    assert t.res_of(0) == {"food": 0, "wood": 0, "equipment": 0, "fur": 0, "canoe": 0, "horse": 2}
    assert t.s.frames == []


# ---------------------------------------------------------------- Expedition Upgrade

@pytest.mark.parametrize("side, capacity", [("res2", BASE_CAPACITY + 2), ("res5", BASE_CAPACITY + 5)])
def test_upgrade_resource_tile_pays_three_wood_and_gives_two_primaries(side, capacity):
    t = table(players=2)
    t.res(0, wood=4)
    t.play("village upgrade x1", f"boat {side} gain:food+fur")
    p = t.p(0)
    assert p.tiles == (side,)
    assert p.capacity == capacity
    assert t.res_of(0) == {"food": 1, "wood": 1, "equipment": 0, "fur": 1, "canoe": 0, "horse": 0}
    assert list(t.s.tiles_left) == [5, 6]


def test_upgrade_resource_gain_is_primary_only_and_may_be_partial():
    t = table(players=2)
    t.res(0, wood=3)
    t.play("village upgrade x1")
    legal = t.legal()
    assert "boat res2 gain:wood+equipment" in legal
    assert "boat res2 gain:wood" in legal and "boat res2 gain:nothing" in legal
    assert not any("canoe" in m or "horse" in m for m in legal)
    assert "boat res2 gain:food+wood+fur" not in legal


@pytest.mark.parametrize("side", ["ind1", "ind3"])
def test_upgrade_indian_tile_gives_an_indian_from_the_stock(side):
    t = table(players=2)
    t.res(0, wood=3)
    stock = t.s.stock
    t.play("village upgrade x1", f"boat {side} indians:1")
    assert t.p(0).tiles == (side,)
    assert t.p(0).indians == 1  # one placed, one gained
    assert t.s.stock == stock - 1
    assert list(t.s.tiles_left) == [6, 5]
    assert t.res_of(0)["wood"] == 0


def test_upgrade_indian_tile_alone_when_the_stock_is_empty():
    t = table(players=2)
    t.res(0, wood=3)
    t.village(powwow=t.s.stock)
    assert t.s.stock == 0
    t.play("village upgrade x1")
    ind = {m for m in t.legal() if "ind" in m}
    assert ind == {"boat ind1 indians:0", "boat ind3 indians:0"}
    t.play("boat ind3 indians:0")
    assert t.p(0).tiles == ("ind3",) and t.p(0).indians == 0


def test_upgrade_needs_three_wood():
    t = table(players=2)
    t.res(0, wood=2)
    t.play("village upgrade x1")
    assert t.s.frames == []  # nothing to do: the Indian is spent for nothing
    assert t.p(0).tiles == () and t.res_of(0)["wood"] == 2


def test_upgrade_tile_supply_is_six_of_each_kind():
    t = table(players=3)
    t.tiles(1, "res2", "res2", "res5", "res5", "res2", "res2")
    t.tiles(2, "ind1", "ind1", "ind3", "ind3", "ind1")
    t.res(0, wood=3)
    t.play("village upgrade x1")
    legal = t.legal()
    assert not any(m.startswith("boat res") for m in legal)
    assert {"boat ind1 indians:1", "boat ind3 indians:1"} <= legal
    t.play("boat ind1 indians:1")
    assert list(t.s.tiles_left) == [0, 0]


def test_upgrade_with_no_tile_left_does_nothing():
    t = table(players=3)
    t.tiles(1, "res2", "res2", "res5", "res5", "res2", "res2")
    t.tiles(2, "ind1", "ind1", "ind3", "ind3", "ind1", "ind3")
    t.res(0, wood=3)
    t.play("village upgrade x1")
    assert t.s.frames == [] and t.res_of(0)["wood"] == 3


def test_upgrade_tile_side_is_fixed_for_good():
    t = table(players=2)
    t.res(0, wood=3)
    t.scout(0, 30)
    t.play("village upgrade x1", "boat res5 gain:nothing", "camp", "end")
    assert t.p(0).scout == 30 - 6  # six cards in hand, nothing in the boats
    t.play("village hunting x1", "gain food", "end")
    assert t.p(0).tiles == ("res5",)
    assert not any(m.startswith("boat") for m in t.legal())
    # The 5-space side costs one day as soon as it is needed (here: 3+3 free/flat are not enough).
    t.res(0, wood=12)
    t.play("camp")
    # 12 resources: 3 free, 5 in the tile (1 day), 3 in the flat boat (1 day), 1 per-item (1 day)
    # = 3 days, plus 6 cards in hand.
    assert t.p(0).scout == 24 - 3 - 6


# ---------------------------------------------------------------- Interpreter, Powwow, Newcomer

def test_interpreter_gathers_everything_to_the_powwow_and_the_rest_stays_there():
    t = table(players=3)
    t.hand(0, "pierre-cruzatte", "seaman")
    t.village(hunting=1, upgrade=2, horse=3, newcomer=1)
    stock = t.s.stock
    t.play("play pierre-cruzatte support:seaman")
    assert "indians 7" in t.legal() and "indians 8" not in t.legal()
    t.play("indians 2")
    s = t.s
    assert t.p(0).indians == 1 + 2
    assert s.powwow == 5 and sum(s.village) == 0
    assert s.newcomer == 1 and s.stock == stock - 1
    # Every location is free again.
    t.play("end")
    assert {"village hunting x1", "village upgrade x1"} <= t.legal()


def test_powwow_indians_are_gathered_by_the_next_interpreter():
    t = table(players=2)
    t.hand(0, "pierre-cruzatte", "seaman")
    t.village(powwow=3, newcomer=1, gift=1)
    t.play("play pierre-cruzatte support:seaman", "indians 5")
    assert t.p(0).indians == 6 and t.s.powwow == 0


def test_interpreter_with_an_empty_stock_leaves_the_newcomer_area_empty():
    t = table(players=2)
    t.hand(0, "pierre-cruzatte", "seaman")
    t.village(powwow=t.s.stock + 0)
    assert t.s.stock == 0
    t.play("play pierre-cruzatte support:seaman", "indians 0")
    assert t.s.newcomer == 0 and t.s.stock == 0
    assert t.s.powwow == 6 + 1  # the old Newcomer joined the Powwow


@pytest.mark.parametrize("support, indians, strength", [
    ("seaman", 1, 2), (None, 2, 2), ("john-hay", 1, 3), (None, 3, 3)])
def test_interpreter_repeats_the_whole_procedure_per_strength(support, indians, strength):
    # D5 / seed 000: strength 2 or 3 repeats steps 1-4 two or three times.
    t = table(players=2)
    hand = ["pierre-cruzatte"] + ([support] if support else [])
    t.hand(0, *hand)
    t.indians(0, indians)
    t.village(canoe=1, newcomer=1)
    t.journal("hay", "little-raven", "john-dame", "yellept", "regis-loisel")
    t.deck_top("cut-nose", "one-eye", "big-white")
    journal_before = list(t.s.journal)
    stock = t.s.stock
    text = "play pierre-cruzatte" + (f" support:{support}" if support else "")
    text += f" indians:{indians}"
    t.play(text)
    taken = 0
    for k in range(strength):
        legal = t.legal()
        available = max(int(m.split()[1]) for m in legal if m.startswith("indians"))
        assert available == (2 if k == 0 else 1)  # afterwards only the new Newcomer
        t.play(f"indians {available}")
        taken += available
    s = t.s
    assert s.frames == []
    assert t.p(0).indians == taken
    # Bottom card discarded and a new one on top, once per repetition.
    assert [c for c in journal_before[:strength]] == s.discard[-strength:]
    assert s.journal[:5 - strength] == journal_before[strength:]
    assert len(s.journal) == 5
    assert s.newcomer == 1 and s.stock == stock - strength


def test_interpreter_may_take_fewer_repetitions():
    t = table(players=2)
    t.hand(0, "pierre-cruzatte")
    t.indians(0, 3)
    t.village(newcomer=1)
    journal_before = list(t.s.journal)
    t.play("play pierre-cruzatte indians:3", "indians 1", "stop")
    assert t.s.journal[:4] == journal_before[1:]
    assert t.s.discard[-1] == journal_before[0]
    assert t.p(0).indians == 1


# ---------------------------------------------------------------- boat capacity (D20)

def test_gains_up_to_capacity_need_no_decision():
    t = table(players=2)
    t.res(0, wood=9)
    t.play("village hunting x1", "gain food+fur")
    assert sum(t.p(0).res) == BASE_CAPACITY
    assert t.s.frames == []


def test_overflow_asks_which_resource_goes_back_old_or_new():
    t = table(players=2)
    t.res(0, wood=10)
    t.play("village hunting x1", "gain food+fur")
    assert sum(t.p(0).res) == BASE_CAPACITY + 1
    assert t.legal() == {"drop wood", "drop food", "drop fur"}
    for text in ("end", "camp", "stop"):
        assert "over capacity" in reason(t, text)
    t.play("drop wood")  # an old resource goes back
    assert t.res_of(0) == {"food": 1, "wood": 9, "equipment": 0, "fur": 1, "canoe": 0, "horse": 0}
    assert t.s.frames == [] and "end" in t.legal()


def test_overflow_may_drop_the_new_resource():
    t = table(players=2)
    t.res(0, wood=11)
    t.play("village gift x1", "gain wood+wood")
    t.play("drop wood", "drop wood")
    assert t.res_of(0)["wood"] == BASE_CAPACITY and t.s.frames == []


def test_no_drop_while_there_is_room():
    t = table(players=2)
    t.res(0, wood=10)
    assert "drop wood" not in t.legal()
    assert reason(t, "drop wood")
    t.play("village gift x1", "gain fur+fur")
    assert t.legal() == {"drop wood", "drop fur"}
    t.play("drop fur")
    # Back within the boats: nothing more may be dropped.
    assert not any(m.startswith("drop") for m in t.legal())
    assert reason(t, "drop wood")
    assert sum(t.p(0).res) == BASE_CAPACITY


def test_no_drop_while_an_effect_is_open_and_the_boats_have_room():
    t = table(players=2)
    t.indians(0, 2)
    t.res(0, wood=4)
    t.play("village canoe x2", "trade pay:wood+wood gain:canoe")
    assert "drop wood" not in t.legal()
    assert "not one of the choices" in reason(t, "drop wood")


def test_resource_tiles_add_capacity():
    t = table(players=2)
    t.tiles(0, "res2")
    t.res(0, wood=12)
    t.play("village hunting x1", "gain fur")
    assert sum(t.p(0).res) == BASE_CAPACITY + 2 and t.s.frames == []


def test_canoes_and_horses_take_boat_space_too():
    t = table(players=2)
    t.res(0, canoe=5, horse=6)
    t.play("village hunting x1", "gain food")
    assert t.legal() == {"drop food", "drop canoe", "drop horse"}
    t.play("drop horse")
    assert t.res_of(0)["horse"] == 5


def test_indian_boats_are_never_full():
    # D6: the second printed Indian boat has no limit.
    t = table(players=2)
    t.hand(0, "pierre-cruzatte", "seaman")
    t.indians(0, 0)
    t.village(powwow=t.s.stock, newcomer=1)
    total = t.s.powwow + 1
    t.play("play pierre-cruzatte support:seaman", f"indians {total}")
    assert t.p(0).indians == total == 8  # every Indian of a 2-player game but one
