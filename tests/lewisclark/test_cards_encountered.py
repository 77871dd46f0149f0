"""Behaviour of each of the 54 encountered characters (rules §12, decisions §19).

Every test builds a small 2-player position (the opponent's Scout is parked on the rearmost
space unless occupancy is tested), plays the card with a chosen strength and checks the exact
payment, gain or Scout movement, and what the engine does and does not offer.
Route: 0-22 river (Saint Louis 5), 23 mixed, 24-30 mountain, 31 mixed, 32-36 river, 37-39
mountain, 40-54 river.
"""

import pytest

from lc import holding, playing, resources, table
from lewisclark_desktop.lewisclark import engine
from lewisclark_desktop.lewisclark.cards import CARDS, card_index
from lewisclark_desktop.lewisclark.moves import parse_move

NOTHING = resources()


def support_for(card, strength):
    """A hand card that gives exactly `strength` when slid under `card`."""
    if strength == 1:
        return "seaman"
    if strength == 2:
        return "pierre-cruzatte"
    return "hugh-heney" if card == "black-cat" else "black-cat"


def position(card, strength=1, **kw):
    """Player 0 holds `card` and a support card of the given strength; nothing is played yet."""
    return holding(card, support_for(card, strength), **kw)


def play(card, strength=1, **kw):
    return playing(card, support_for(card, strength), **kw)


def scaled(cost, k):
    return {name: v * k for name, v in cost.items()}


def short_by_one(cost):
    cost = dict(cost)
    first = next(iter(cost))
    cost[first] -= 1
    return cost


# ====================================================================== plain movement cards

# card, cost (resources), payment text, terrain, steps. George Drouillard also sends 1 Indian
# from the boats to the Powwow area (the Indian is part of the payment text).
MOVERS = [
    ("moses-b-reed", {"wood": 2}, "wood+wood", "river", 2),
    ("john-robertson", {"equipment": 2}, "equipment+equipment", "river", 3),
    ("joseph-barter", {"canoe": 1}, "canoe", "river", 5),
    ("j-baptiste-deschamps", {"food": 1, "canoe": 1}, "food+canoe", "river", 6),
    ("john-newman", {"food": 1}, "food", "river", 1),
    ("john-newman", {"food": 1}, "food", "mountain", 1),
    ("charles-mackenzie", {"fur": 1, "horse": 1}, "fur+horse", "mountain", 3),
    ("john-dame", {"wood": 2}, "wood+wood", "mountain", 1),
    ("hawks-feather", {"food": 1}, "food", "river", 3),
    ("man-crow", {"wood": 3}, "wood+wood+wood", "river", 4),
    ("cutssahnem", {"food": 1, "wood": 1, "fur": 1}, "food+wood+fur", "river", 5),
    ("james-mackay", {"horse": 1}, "horse", "river", 3),
    ("james-mackay", {"horse": 1}, "horse", "mountain", 3),
    ("pierre-dorion", {"fur": 3}, "fur+fur+fur", "mountain", 2),
    ("comcomly", {"food": 1, "wood": 1, "equipment": 1, "fur": 1}, "food+wood+equipment+fur",
     "river", 7),
    ("old-toby", {"canoe": 1, "horse": 1}, "canoe+horse", "river", 6),
    ("old-toby", {"canoe": 1, "horse": 1}, "canoe+horse", "mountain", 6),
    ("coboway", {"food": 1, "wood": 1, "equipment": 1, "fur": 1}, "food+wood+equipment+fur",
     "mountain", 4),
    ("crow-at-rest", {"equipment": 2, "fur": 2}, "equipment+equipment+fur+fur", "mountain", 3),
    ("george-drouillard", {"food": 1}, "food+indian", "mountain", 2),
]
MOVER_IDS = [f"{m[0]}-{m[3]}" for m in MOVERS]
START = {"river": 5, "mountain": 23}  # Saint Louis; the mixed entry of the Rockies
LAST_OF_STRETCH = {"river": 23, "mountain": 31}  # a river move from 5 may reach the mixed 23


def indians_needed(pay, k=1):
    return pay.count("indian") * k


@pytest.mark.parametrize("card,cost,pay,terrain,steps", MOVERS, ids=MOVER_IDS)
def test_movement_card_pays_its_exact_cost_and_moves_its_exact_steps(card, cost, pay, terrain, steps):
    t = play(card, 1, res=cost, scout=START[terrain], indians=indians_needed(pay))
    assert f"move {terrain} pay:{pay}" in t.legal()
    t.play_full(f"move {terrain} pay:{pay}")
    assert t.p(0).scout == START[terrain] + steps
    assert t.res_of(0) == NOTHING
    assert t.s.frames == []


@pytest.mark.parametrize("card,cost,pay,terrain,steps", MOVERS, ids=MOVER_IDS)
def test_movement_card_is_not_offered_when_the_cost_is_one_short(card, cost, pay, terrain, steps):
    t = position(card, 1, res=short_by_one(cost), scout=START[terrain], indians=indians_needed(pay))
    t.play(f"play {card} support:seaman")
    assert not any(m.startswith("move ") for m in t.legal())
    assert t.p(0).scout == START[terrain]
    assert t.res_of(0) == resources(**short_by_one(cost))


@pytest.mark.parametrize("card,cost,pay,terrain,steps", MOVERS, ids=MOVER_IDS)
def test_movement_card_repeats_once_per_point_of_strength(card, cost, pay, terrain, steps):
    t = play(card, 2, res=scaled(cost, 2), scout=START[terrain], indians=indians_needed(pay, 2))
    t.play_full(f"move {terrain} pay:{pay}", f"move {terrain} pay:{pay}")
    expected = min(START[terrain] + 2 * steps, LAST_OF_STRETCH[terrain])
    assert t.p(0).scout == expected
    assert t.res_of(0) == NOTHING
    assert t.s.frames == []


@pytest.mark.parametrize("card,cost,pay,terrain,steps", MOVERS, ids=MOVER_IDS)
def test_movement_card_stops_before_the_wrong_terrain(card, cost, pay, terrain, steps):
    # River moves from 22 reach the mixed 23 and stop; mountain moves from 29 stop at the mixed 31.
    start = {"river": 22, "mountain": 29}[terrain]
    t = play(card, 1, res=cost, scout=start, indians=indians_needed(pay))
    t.play_full(f"move {terrain} pay:{pay}")
    assert t.p(0).scout == min(start + steps, LAST_OF_STRETCH[terrain])


@pytest.mark.parametrize("card,cost,pay,terrain,steps",
                         [m for m in MOVERS if m[3] == "mountain"],
                         ids=[i for i, m in zip(MOVER_IDS, MOVERS) if m[3] == "mountain"])
def test_mountain_card_cannot_move_on_the_river(card, cost, pay, terrain, steps):
    t = play(card, 1, res=cost, scout=10, indians=indians_needed(pay))
    t.play_full(f"move mountain pay:{pay}")
    assert t.p(0).scout == 10


@pytest.mark.parametrize("card, players, scout", [
    ("hawks-feather", 2, 8),  # 3 river spaces for a Food
    ("meriwether-lewis", 5, 7),  # the Commander (a starting card): 2 river spaces for a Food
])
def test_stop_ends_a_movement_card_early_and_keeps_the_rest(card, players, scout):
    t = playing(card, "black-cat", res={"food": 3}, players=players)  # strength 3
    t.play_full("move river pay:food", "stop")
    assert t.p(0).scout == scout
    assert t.res_of(0) == resources(food=2)
    assert t.s.frames == [] and t.s.action_done


def test_river_or_mountain_cards_choose_the_terrain_per_activation():
    # James Mackay from 20: 3 river (21, 22, mixed 23), then 3 mountain (24, 25, 26).
    t = play("james-mackay", 2, res={"horse": 2}, scout=20)
    assert {"move river pay:horse", "move mountain pay:horse"} <= t.legal()
    t.play_full("move river pay:horse", "move mountain pay:horse")
    assert t.p(0).scout == 26


def test_cutssahnem_needs_three_different_kinds():
    t = play("cutssahnem", 1, res={"food": 2, "wood": 1, "canoe": 1})
    legal = t.legal()
    assert "move river pay:food+food+wood" not in legal
    assert "move river pay:food+wood+canoe" in legal  # D15: trade goods are resources too
    t.play_full("move river pay:food+wood+canoe")
    assert t.p(0).scout == 10 and t.res_of(0) == resources(food=1)


def test_george_drouillard_sends_the_indian_to_the_powwow_area():
    t = position("george-drouillard", 2, res={"canoe": 2}, scout=23, indians=2)
    powwow = t.s.powwow
    t.play("play george-drouillard support:pierre-cruzatte")
    assert "move mountain pay:canoe+indian" in t.legal()  # resource of your choice, any kind
    t.play_full("move mountain pay:canoe+indian", "move mountain pay:canoe+indian")
    assert t.p(0).scout == 27
    assert t.p(0).indians == 0 and t.s.powwow == powwow + 2
    assert t.res_of(0) == NOTHING


def test_george_drouillard_needs_an_indian_in_the_boats():
    t = play("george-drouillard", 1, res={"food": 1}, scout=23, indians=0)
    assert not any(m.startswith("move ") for m in t.legal())


# ====================================================================== movement by X

def test_black_buffalo_moves_as_many_river_spaces_as_food_badges_in_view():
    # Food badges: Seaman (own area), York (opponent); the face-down Dickson & Hancock (Food)
    # under the opponent's card does not count (D14); Black Buffalo shows Wood.
    t = position("black-buffalo", 2, res={"food": 2})
    t.area(0, ("seaman", None, 0))
    t.area(1, ("york", "dickson-hancock", 0))
    t.hand(0, "black-buffalo", "pierre-cruzatte")
    t.play_full("play black-buffalo support:pierre-cruzatte", "move river pay:food")
    assert t.p(0).scout == 7
    t.play_full("move river pay:food")
    assert t.p(0).scout == 9 and t.res_of(0) == NOTHING


def test_weuche_moves_as_many_mountain_spaces_as_equipment_badges_in_view():
    # Equipment badges: Willard (own), Whitehouse (opponent); Buffalo Medicine face down does
    # not count; Weuche shows Fur.
    t = position("weuche", 1, res={"equipment": 2}, scout=23)
    t.area(0, ("alexander-h-willard", "buffalo-medicine", 0))
    t.area(1, ("joseph-whitehouse", None, 0))
    t.hand(0, "weuche", "seaman")
    t.play("play weuche support:seaman")
    assert "move mountain pay:equipment+equipment" in t.legal()
    t.play_full("move mountain pay:equipment+equipment")
    assert t.p(0).scout == 25 and t.res_of(0) == NOTHING


@pytest.mark.parametrize("card,terrain,start,pay", [
    ("half-man", "river", 10, "wood"),
    ("one-eye", "mountain", 23, "wood+wood"),
])
@pytest.mark.parametrize("opponent_scout,scouts", [(3, 1), (5, 2), (40, 2)])
def test_x_is_the_number_of_scouts_on_or_ahead_of_your_camp(card, terrain, start, pay, opponent_scout, scouts):
    # Camp on Saint Louis (5): an opponent behind it does not count, on it or ahead does.
    t = position(card, 1, res={"wood": 2}, scout=start, camp=5)
    t.scout(1, opponent_scout)
    t.play_full(f"play {card} support:seaman", f"move {terrain} pay:{pay}")
    assert t.p(0).scout == start + scouts


def test_half_man_and_one_eye_accept_any_resource_kind():
    t = play("half-man", 1, res={"horse": 1}, scout=10)
    assert "move river pay:horse" in t.legal()
    t = play("one-eye", 1, res={"canoe": 1, "fur": 1}, scout=23)
    assert "move mountain pay:fur+canoe" in t.legal()


def test_richard_warfington_counts_only_indians_in_the_boats():
    # 3 Indians; one stands on the card as strength, so X = 2 per activation.
    t = position("richard-warfington", 2, res={"wood": 2, "fur": 2}, indians=3)
    t.hand(0, "richard-warfington", "seaman")
    t.play("play richard-warfington support:seaman indians:1")
    assert "move river pay:wood+fur" in t.legal()
    t.play_full("move river pay:wood+fur")
    assert t.p(0).scout == 7
    t.play_full("move river pay:wood+fur")
    assert t.p(0).scout == 9 and t.res_of(0) == NOTHING


def test_watkuweis_counts_your_face_up_characters_only():
    # Own face-up: Hay, Meriwether Lewis (with a face-down support), Watkuweis = 3.
    # The opponent's cards and the support cards do not count.
    t = position("watkuweis", 3, res={"canoe": 1})
    t.area(0, ("hay", None, 0), ("meriwether-lewis", "hugh-mcneal", 0))
    t.area(1, ("york", None, 0), ("william-clark", None, 0))
    t.hand(0, "watkuweis", "black-cat")
    t.play_full("play watkuweis support:black-cat", "move river pay:canoe")
    assert t.p(0).scout == 8 and t.res_of(0) == NOTHING


def test_daniel_boone_counts_every_indian_in_the_village():
    # Hunting 1 + Canoe 2 + Powwow 1 + Newcomer 1 = 5.
    t = position("daniel-boone", 3, res={"wood": 1, "horse": 1})
    t.village(hunting=1, canoe=2, powwow=1, newcomer=1)
    t.play_full("play daniel-boone support:black-cat", "move river pay:wood+horse")
    assert t.p(0).scout == 10 and t.res_of(0) == NOTHING
    assert t.s.frames == []  # the second activation cannot be paid


def test_little_thief_counts_pairs_of_resources_and_does_not_pay_them():
    # 5 resources (a canoe and a horse among them, D15) = 2 pairs: +2 river per Indian sent.
    t = position("little-thief", 2, res={"food": 2, "canoe": 2, "horse": 1}, indians=2)
    powwow = t.s.powwow
    t.play_full("play little-thief support:pierre-cruzatte", "move river pay:indian")
    assert t.p(0).scout == 7
    t.play_full("move river pay:indian")
    assert t.p(0).scout == 9
    assert t.res_of(0) == resources(food=2, canoe=2, horse=1)
    assert t.p(0).indians == 0 and t.s.powwow == powwow + 2


def test_tetoharsky_counts_groups_of_three_resources_and_does_not_pay_them():
    t = position("tetoharsky", 1, res={"wood": 3, "fur": 2, "horse": 3}, indians=1, scout=23)
    powwow = t.s.powwow
    t.play_full("play tetoharsky support:seaman", "move mountain pay:indian")
    assert t.p(0).scout == 25
    assert t.res_of(0) == resources(wood=3, fur=2, horse=3)
    assert t.p(0).indians == 0 and t.s.powwow == powwow + 1


def test_little_thief_without_indians_in_the_boats_does_nothing():
    t = play("little-thief", 1, res={"food": 4}, indians=0)
    assert not any(m.startswith("move ") for m in t.legal())
    assert t.p(0).scout == 5


# ====================================================================== exchanges

# card, cost, trade text, gain
EXCHANGES = [
    ("buffalo-medicine", {"food": 1}, "trade pay:food gain:canoe", {"canoe": 1}),
    ("ebenezer-tuttle", {"wood": 1}, "trade pay:wood gain:canoe", {"canoe": 1}),
    ("rene-jessaume", {"fur": 3}, "trade pay:fur+fur+fur gain:horse", {"horse": 1}),
    ("p-antoine-tabeau", {"food": 1, "wood": 1}, "trade pay:food+wood gain:canoe+canoe",
     {"canoe": 2}),
    ("three-eagles", {"equipment": 2}, "trade pay:equipment+equipment gain:horse", {"horse": 1}),
    ("twisted-hair", {"canoe": 1}, "trade pay:canoe gain:canoe+canoe", {"canoe": 2}),
    ("cameahwait", {"canoe": 1}, "trade pay:canoe gain:horse", {"horse": 1}),
    ("cameahwait", {"horse": 1}, "trade pay:horse gain:canoe", {"canoe": 1}),
    ("broken-arm", {"equipment": 1}, "trade pay:equipment gain:horse", {"horse": 1}),
]
EXCHANGE_IDS = [f"{e[0]}-{'+'.join(e[1])}" for e in EXCHANGES]


@pytest.mark.parametrize("card,cost,trade,gain", EXCHANGES, ids=EXCHANGE_IDS)
def test_exchange_card_pays_and_gains_exactly(card, cost, trade, gain):
    t = play(card, 1, res=cost)
    assert trade in t.legal()
    t.play(trade)
    assert t.res_of(0) == resources(**gain)
    assert t.s.frames == []


@pytest.mark.parametrize("card,cost,trade,gain", EXCHANGES, ids=EXCHANGE_IDS)
def test_exchange_card_repeats_per_activation(card, cost, trade, gain):
    t = play(card, 2, res=scaled(cost, 2))
    t.play(trade, trade)
    assert t.res_of(0) == resources(**scaled(gain, 2))


@pytest.mark.parametrize("card,cost,trade,gain", EXCHANGES, ids=EXCHANGE_IDS)
def test_exchange_card_is_not_offered_when_the_cost_is_one_short(card, cost, trade, gain):
    t = play(card, 1, res=short_by_one(cost))
    assert trade not in t.legal()
    assert t.res_of(0) == resources(**short_by_one(cost))


def test_twisted_hair_only_pays_with_canoes_held_when_the_action_began():
    # 1 Canoe, Strength 3: the 2 Canoes gained cannot pay the next activations.
    t = play("twisted-hair", 3, res={"canoe": 1})
    t.play("trade pay:canoe gain:canoe+canoe")
    assert t.res_of(0) == resources(canoe=2)
    assert "trade pay:canoe gain:canoe+canoe" not in t.legal()
    assert t.s.frames == []


def test_cameahwait_cannot_trade_back_the_horse_it_just_gained():
    t = play("cameahwait", 2, res={"canoe": 1})
    t.play("trade pay:canoe gain:horse")
    assert "trade pay:horse gain:canoe" not in t.legal()
    assert t.res_of(0) == resources(horse=1)


def test_big_horse_sends_two_indians_to_the_powwow_for_a_horse():
    t = position("big-horse", 2, indians=4)
    powwow = t.s.powwow
    t.play("play big-horse support:pierre-cruzatte")
    assert "trade pay:indian+indian gain:horse" in t.legal()
    t.play("trade pay:indian+indian gain:horse", "trade pay:indian+indian gain:horse")
    assert t.res_of(0) == resources(horse=2)
    assert t.p(0).indians == 0 and t.s.powwow == powwow + 4


def test_big_horse_with_one_indian_in_the_boats_does_nothing():
    t = play("big-horse", 1, indians=1)
    assert "trade pay:indian+indian gain:horse" not in t.legal()
    assert t.p(0).indians == 1


def test_yellept_pays_one_resource_of_any_kind_for_two_primaries():
    t = play("yellept", 2, res={"canoe": 1, "food": 1})
    legal = t.legal()
    assert "trade pay:canoe gain:wood+fur" in legal
    assert "trade pay:food gain:equipment+equipment" in legal
    gained = {kind for m in legal if m.startswith("trade")
              for kind in m.split("gain:")[1].split("+")}
    assert gained == {"food", "wood", "equipment", "fur"}  # primaries only
    t.play("trade pay:canoe gain:wood+fur", "trade pay:food gain:equipment+equipment")
    assert t.res_of(0) == resources(wood=1, fur=1, equipment=2)


def test_yellept_gains_cannot_pay_for_the_next_activation():
    t = play("yellept", 3, res={"fur": 1})
    t.play("trade pay:fur gain:wood+wood")
    assert not any(m.startswith("trade") for m in t.legal())
    assert t.s.frames == []
    assert t.res_of(0) == resources(wood=2)


def test_black_cat_gains_two_primaries_per_activation():
    t = play("black-cat", 3)
    legal = t.legal()
    assert "gain food+wood" in legal and "gain fur+fur" in legal
    assert "gain food+wood+fur" not in legal and "gain canoe" not in legal
    t.play("gain food+wood", "gain fur+fur", "gain equipment+food")
    assert t.res_of(0) == resources(food=2, wood=1, fur=2, equipment=1)
    assert t.s.frames == []


def test_black_cat_stopped_after_one_activation():
    t = play("black-cat", 3)
    t.play("gain wood+wood", "stop")
    assert t.res_of(0) == resources(wood=2) and t.s.frames == []


# ====================================================================== once-only gains

def test_hay_gains_different_primaries_as_many_as_face_up_characters():
    # Own face-up: Lewis + Hay = 2; the opponent's cards and support cards do not count.
    t = position("hay", 2)
    t.area(0, ("meriwether-lewis", "hugh-mcneal", 0))
    t.area(1, ("york", None, 0), ("william-clark", None, 0))
    t.hand(0, "hay", "pierre-cruzatte")
    t.play("play hay support:pierre-cruzatte")
    legal = t.legal()
    assert "gain food+wood" in legal
    assert "gain food+food" not in legal  # different kinds only
    assert "gain food+wood+fur" not in legal
    t.play("gain wood+fur")
    assert t.res_of(0) == resources(wood=1, fur=1)
    assert t.s.frames == []  # once only: the second point of strength is wasted


def test_hay_gives_at_most_four_resources():
    t = position("hay", 1)
    t.area(0, *[(c, None, 0) for c in ("meriwether-lewis", "hugh-mcneal", "alexander-h-willard",
                                       "richard-windsor", "pierre-cruzatte")])
    t.hand(0, "hay", "seaman")
    t.play("play hay support:seaman")
    legal = t.legal()
    assert "gain food+wood+equipment+fur" in legal
    assert not any(m.startswith("gain") and m.count("+") > 3 for m in legal)
    t.play("gain food+wood+equipment+fur")
    assert t.res_of(0) == resources(food=1, wood=1, equipment=1, fur=1)


def test_little_raven_gains_one_primary_as_many_times_as_face_up_characters():
    # Own face-up: Lewis, McNeal, Willard, Windsor, Little Raven = 5 (no cap of 4 as for Hay);
    # the opponent's York does not count.
    t = position("little-raven", 2)
    t.area(0, *[(c, None, 0) for c in ("meriwether-lewis", "hugh-mcneal", "alexander-h-willard",
                                       "richard-windsor")])
    t.area(1, ("york", None, 0))
    t.hand(0, "little-raven", "pierre-cruzatte")
    t.play("play little-raven support:pierre-cruzatte")
    legal = t.legal()
    assert "gain food+food+food+food+food" in legal
    assert "gain food+food+food+food+food+food" not in legal
    assert "gain food+wood" not in legal  # one kind only
    t.play("gain food+food+food+food+food")
    assert t.res_of(0) == resources(food=5)
    assert t.s.frames == []  # once only


# ====================================================================== collection: X or Y

# card, the kinds it may collect, its own badge
COLLECTORS = [
    ("john-hay", ("fur", "wood"), "fur"),
    ("big-white", ("equipment", "wood"), "equipment"),
    ("dickson-hancock", ("food", "fur"), "food"),
    ("black-moccasin", ("equipment", "food"), "fur"),
    ("regis-loisel", ("equipment", "food", "wood"), "equipment"),
    ("hugh-heney", ("fur", "food", "wood"), "food"),
]
OPPONENT_ONE_OF_EACH = (("york", None, 0), ("joseph-whitehouse", None, 0),
                        ("john-b-thompson", None, 0), ("joseph-reuben-field", None, 0))


@pytest.mark.parametrize("card,kinds,badge", COLLECTORS, ids=[c[0] for c in COLLECTORS])
def test_x_or_y_collector_collects_one_kind_per_activation_with_multiplier_one(card, kinds, badge):
    # The opponent shows one badge of each primary; the card adds its own badge. The support
    # (Pierre Cruzatte, Wood) is face down and does not count (D14).
    t = position(card, 2)
    t.area(1, *OPPONENT_ONE_OF_EACH)
    t.play(f"play {card} support:pierre-cruzatte")
    legal = t.legal()
    for kind in ("food", "wood", "equipment", "fur"):
        top = 1 + (kind == badge)
        if kind in kinds:
            assert f"collect {kind} {top}" in legal
            assert f"collect {kind} {top + 1}" not in legal  # strength is no multiplier
        else:
            assert not any(m.startswith(f"collect {kind} ") for m in legal)
    first, second = kinds[0], kinds[-1]
    t.play(f"collect {first} {1 + (first == badge)}")
    t.play(f"collect {second} {1 + (second == badge)}")
    expected = resources()
    expected[first] += 1 + (first == badge)
    expected[second] += 1 + (second == badge)
    assert t.res_of(0) == expected
    assert t.s.frames == []


def test_collector_takes_fewer_and_stops():
    t = position("regis-loisel", 3)
    t.area(1, *OPPONENT_ONE_OF_EACH)
    t.play("play regis-loisel support:black-cat", "collect equipment 1", "stop")
    assert t.res_of(0) == resources(equipment=1) and t.s.frames == []


# ====================================================================== Cuscalar

def test_cuscalar_takes_any_journal_card_for_a_horse_and_refills():
    t = position("cuscalar", 2, res={"horse": 2})
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.deck_top("black-cat", "sacagawea")
    t.play("play cuscalar support:pierre-cruzatte")
    assert {f"take slot{k} pay:horse" for k in range(1, 6)} <= t.legal()
    t.play("take slot5 pay:horse")  # the most expensive page, for free
    t.play("take slot2 pay:horse")
    p = t.p(0)
    assert card_index("regis-loisel") in p.hand and card_index("little-raven") in p.hand
    assert t.res_of(0) == NOTHING
    assert [c for c in t.s.journal] == [card_index(c) for c in
                                        ("hay", "john-hay", "yellept", "black-cat", "sacagawea")]
    assert not t.s.recruited  # it is not the turn's recruitment


def test_cuscalar_without_a_horse_takes_nothing():
    t = play("cuscalar", 1, res={"canoe": 1, "fur": 5})
    assert not any(m.startswith("take") for m in t.legal())


# ====================================================================== Village visitors

def test_charbonneau_visits_only_occupied_locations_for_one_resource_of_any_kind():
    t = position("toussaint-charbonneau", 2, res={"canoe": 1, "wood": 1})
    t.village(hunting=1, gift=1)
    t.play("play toussaint-charbonneau support:pierre-cruzatte")
    visits = {m for m in t.legal() if m.startswith("visit")}
    assert visits == {f"visit {loc} pay:{r}" for loc in ("hunting", "gift") for r in ("wood", "canoe")}
    village_before = list(t.s.village)
    indians_before = t.p(0).indians
    t.play("visit hunting pay:canoe", "gain food+fur")
    t.play("visit hunting pay:wood", "gain food+fur")  # the same location again
    assert t.res_of(0) == resources(food=2, fur=2)
    assert t.s.village == village_before and t.p(0).indians == indians_before  # no Indian placed
    assert t.s.frames == []


def test_charbonneau_gains_cannot_pay_for_the_next_activation():
    t = position("toussaint-charbonneau", 3, res={"fur": 1})
    t.village(craftsmanship=1)
    t.play("play toussaint-charbonneau support:black-cat", "visit craftsmanship pay:fur",
           "gain equipment+wood")
    assert not any(m.startswith("visit") for m in t.legal())
    assert t.s.frames == []
    assert t.res_of(0) == resources(equipment=1, wood=1)


def test_charbonneau_with_an_empty_village_does_nothing():
    t = play("toussaint-charbonneau", 1, res={"food": 3})
    assert not any(m.startswith("visit") for m in t.legal())


def test_sacagawea_visits_any_location_for_free():
    t = play("sacagawea", 3, res={"wood": 2, "food": 1, "equipment": 1})
    legal = t.legal()
    for loc in ("hunting", "craftsmanship", "gift", "farewell", "canoe", "horse"):
        assert f"visit {loc} pay:nothing" in legal
    assert not any(m.startswith("visit") and not m.endswith("pay:nothing") for m in legal)
    village_before = list(t.s.village)
    t.play("visit gift pay:nothing", "gain fur+fur")
    assert t.res_of(0) == resources(wood=2, food=1, equipment=1, fur=2)
    assert t.s.village == village_before


def test_sacagawea_visits_a_full_location():
    t = position("sacagawea", 1)
    t.village(hunting=1)
    t.play("play sacagawea support:seaman")
    assert "visit hunting pay:nothing" in t.legal()
    t.play("visit hunting pay:nothing", "gain food+fur")
    assert t.res_of(0) == resources(food=1, fur=1)


def test_sacagawea_gains_cannot_pay_for_the_next_activation():
    # Craftsmanship gives a Wood; with the Wood held before there would be 2, but Canoe
    # Manufacturing may only use what was held when the action began.
    t = play("sacagawea", 3, res={"wood": 1})
    t.play("visit craftsmanship pay:nothing", "gain equipment+wood")
    # The 2 Wood held now include the one just gained: Canoe Manufacturing is not offered.
    assert "visit canoe pay:nothing" not in t.legal()
    assert t.res_of(0) == resources(wood=2, equipment=1)


def test_visits_are_offered_only_where_the_action_can_be_performed():
    t = play("sacagawea", 1, res={"wood": 1})
    legal = t.legal()
    assert "visit canoe pay:nothing" not in legal and "visit horse pay:nothing" not in legal
    assert "visit upgrade pay:nothing" not in legal and "visit shamanism pay:nothing" not in legal
    assert "visit gift pay:nothing" in legal


# ====================================================================== The Partisan

def test_partisan_copies_an_opponents_card_for_one_food_with_strength_one():
    t = position("the-partisan", 2, res={"food": 3})
    t.area(1, ("hawks-feather", None, 1))
    t.play("play the-partisan support:pierre-cruzatte")
    assert "copy hawks-feather pay:food" in t.legal()
    t.play_full("copy hawks-feather pay:food", "move river pay:food")
    assert t.p(0).scout == 8
    # The copy resolved once; the Partisan's second activation is next.
    assert "move river pay:food" not in t.legal()
    assert "copy hawks-feather pay:food" in t.legal()
    t.play("copy hawks-feather pay:food")
    assert t.res_of(0) == NOTHING
    # Nothing left to pay Hawk's Feather with: the copy is spent.
    assert t.s.frames == [] and t.p(0).scout == 8


def test_partisan_offers_only_face_up_non_permanent_cards_and_never_itself():
    t = position("the-partisan", 1, res={"food": 2})
    t.area(0, ("york", "hawks-feather", 0), ("nicholas-jarrot", None, 0))
    t.area(1, ("black-cat", "man-crow", 0), ("cut-nose", None, 0))
    t.play("play the-partisan support:seaman")
    copies = {m for m in t.legal() if m.startswith("copy")}
    assert copies == {"copy york pay:food", "copy black-cat pay:food"}


def test_partisan_without_food_copies_nothing():
    t = position("the-partisan", 1, res={"wood": 3})
    t.area(1, ("black-cat", None, 0))
    t.play("play the-partisan support:seaman")
    assert not any(m.startswith("copy") for m in t.legal())


def test_partisan_gains_cannot_pay_for_the_next_copy():
    # Copying the Hunter gives Food, but the second copy must be paid with Food held before.
    t = position("the-partisan", 2, res={"food": 1})
    t.area(1, ("york", None, 0))
    t.play("play the-partisan support:pierre-cruzatte", "copy york pay:food", "collect food 2")
    assert not any(m.startswith("copy") for m in t.legal())
    assert t.s.frames == [] and t.res_of(0) == resources(food=2)


def test_partisan_copies_two_different_cards():
    t = position("the-partisan", 2, res={"food": 2, "canoe": 1})
    t.area(1, ("black-cat", None, 0), ("yellept", None, 0))
    t.play("play the-partisan support:pierre-cruzatte", "copy black-cat pay:food",
           "gain wood+wood")
    assert "gain wood+fur" not in t.legal()  # Black Cat copied once only
    # Yellept may not pay with the Wood Black Cat just gave, only with what was held before.
    t.play("copy yellept pay:food")
    assert "trade pay:wood gain:fur+fur" not in t.legal()
    t.play("trade pay:canoe gain:fur+fur")
    assert t.res_of(0) == resources(wood=2, fur=2)
    assert t.s.frames == []


def test_partisan_copying_a_collector_counts_it_as_if_in_your_own_area():
    # 4 players: seat 2 is not a neighbour of seat 0, so its Hunter's Food badge would not count
    # for seat 0; copied, it counts as if it were in seat 0's area. Food badges: the Partisan
    # (Food) + the copied Hunter = 2, multiplier 1.
    t = position("the-partisan", 2, res={"food": 1}, players=4)
    t.area(2, ("silas-goodrich", None, 0))
    t.play("play the-partisan support:pierre-cruzatte", "copy silas-goodrich pay:food")
    legal = t.legal()
    assert "collect food 2" in legal and "collect food 3" not in legal
    t.play("collect food 2")
    assert t.res_of(0) == resources(food=2)


def test_partisan_copying_hay_counts_the_copied_card_as_face_up_in_your_area():
    # Own face-up: the Partisan + the copied Hay = 2 different primaries.
    t = position("the-partisan", 1, res={"food": 1})
    t.area(1, ("hay", None, 0), ("york", None, 0), ("william-clark", None, 0))
    t.play("play the-partisan support:seaman", "copy hay pay:food")
    legal = t.legal()
    assert "gain wood+fur" in legal and "gain food+wood+fur" not in legal


# ====================================================================== permanent cards

PERMANENTS = ["f-antoine-larocque", "joseph-gravelines", "john-boley", "nicholas-jarrot", "cut-nose"]


@pytest.mark.parametrize("card", PERMANENTS)
def test_activating_a_permanent_card_does_nothing(card):
    t = position(card, 1, res={"food": 2, "horse": 2, "canoe": 1}, scout=20)
    t.play(f"play {card} support:seaman")
    assert t.s.frames == [] and t.s.action_done
    assert t.p(0).scout == 20
    assert t.res_of(0) == resources(food=2, horse=2, canoe=1)
    assert card_index(card) in [c for c, _, _ in t.p(0).area]
    assert "end" in t.legal()


def test_larocque_jumps_spaces_occupied_by_other_scouts():
    # Opponent on 7: Hawk's Feather from 5 counts 6, 8, 9.
    t = position("hawks-feather", 1, res={"food": 1})
    t.area(0, ("f-antoine-larocque", None, 0))
    t.scout(1, 7)
    t.play_full("play hawks-feather support:seaman", "move river pay:food")
    assert t.p(0).scout == 9


def test_without_larocque_occupied_spaces_count():
    t = position("hawks-feather", 1, res={"food": 1})
    t.scout(1, 7)
    t.play_full("play hawks-feather support:seaman", "move river pay:food")
    assert t.p(0).scout == 8


def test_larocque_face_down_as_support_gives_no_jump():
    t = position("hawks-feather", 1, res={"food": 1})
    t.hand(0, "hawks-feather", "f-antoine-larocque")
    t.scout(1, 7)
    t.play_full("play hawks-feather support:f-antoine-larocque", "move river pay:food")
    assert t.p(0).scout == 8


def test_gravelines_lowers_each_recruitment_by_two_furs():
    t = table(players=2)
    t.scout(1, 0)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.area(0, ("joseph-gravelines", None, 0))
    t.res(0, fur=1, equipment=2)
    legal = t.legal()
    assert "recruit slot3" in legal  # John Hay: 3 - 2 = 1 Fur + 2 Equipment
    assert "recruit slot4" not in legal  # Yellept: 2 Fur needed
    t.play("recruit slot3")
    assert t.res_of(0) == NOTHING
    assert card_index("john-hay") in t.p(0).hand


def test_gravelines_fur_cost_never_below_zero():
    t = table(players=2)
    t.scout(1, 0)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.area(0, ("joseph-gravelines", None, 0))
    t.res(0, equipment=1)
    t.play("recruit slot1")
    assert card_index("hay") in t.p(0).hand and t.res_of(0) == NOTHING


def test_without_gravelines_recruitment_costs_the_page():
    t = table(players=2)
    t.scout(1, 0)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.res(0, fur=1, equipment=2)
    assert "recruit slot3" not in t.legal()
    assert "recruit slot1" in t.legal()


@pytest.mark.parametrize("boley,hand,expected_scout", [
    (True, ("seaman", "york"), 19),
    (False, ("seaman", "york"), 18),
    (True, (), 20),  # never below 0
])
def test_boley_lowers_set_up_time_by_one(boley, hand, expected_scout):
    t = table(players=2)
    t.scout(1, 0)
    t.hand(0, *hand)
    t.res(0)
    t.indians(0, 1)  # in the free Indian boat
    if boley:
        t.area(0, ("john-boley", None, 0))
    t.scout(0, 20, camp=5)
    t.play("camp")
    assert t.p(0).scout == expected_scout and t.p(0).camp == expected_scout


def test_jarrot_adds_two_river_spaces_once_per_action():
    t = position("hawks-feather", 2, res={"food": 2})
    t.area(0, ("nicholas-jarrot", None, 0))
    t.play_full("play hawks-feather support:pierre-cruzatte", "move river pay:food")
    assert t.p(0).scout == 10  # 3 + 2
    t.play_full("move river pay:food")
    assert t.p(0).scout == 13  # no second bonus


def test_jarrot_does_not_help_mountain_moves():
    t = position("pierre-dorion", 1, res={"fur": 3}, scout=23)
    t.area(0, ("nicholas-jarrot", None, 0))
    t.play_full("play pierre-dorion support:seaman", "move mountain pay:fur+fur+fur")
    assert t.p(0).scout == 25


def test_jarrot_bonus_is_terrain_limited():
    t = position("hawks-feather", 1, res={"food": 1}, scout=19)
    t.area(0, ("nicholas-jarrot", None, 0))
    t.play_full("play hawks-feather support:seaman", "move river pay:food")
    assert t.p(0).scout == 23  # 22, then the bonus reaches the mixed 23 and stops


def test_cut_nose_adds_one_mountain_space_once_per_action():
    t = position("pierre-dorion", 2, res={"fur": 6}, scout=23)
    t.area(0, ("cut-nose", None, 0))
    t.play_full("play pierre-dorion support:pierre-cruzatte", "move mountain pay:fur+fur+fur")
    assert t.p(0).scout == 26  # 2 + 1
    t.play_full("move mountain pay:fur+fur+fur")
    assert t.p(0).scout == 28


def test_cut_nose_does_not_help_river_moves():
    t = position("hawks-feather", 1, res={"food": 1})
    t.area(0, ("cut-nose", None, 0))
    t.play_full("play hawks-feather support:seaman", "move river pay:food")
    assert t.p(0).scout == 8


def test_permanent_bonus_belongs_to_the_owner_only():
    # The opponent's Jarrot does not help player 0.
    t = position("hawks-feather", 1, res={"food": 1})
    t.area(1, ("nicholas-jarrot", None, 0))
    t.play_full("play hawks-feather support:seaman", "move river pay:food")
    assert t.p(0).scout == 8


# ====================================================================== move texts

ALL_ENCOUNTERED = [c.slug for c in CARDS if c.kind == "encountered"]


@pytest.mark.parametrize("card", ALL_ENCOUNTERED)
def test_every_offered_choice_round_trips_through_its_text(card):
    # Moves are played (and saved) in text form: each offered choice must parse back to itself,
    # otherwise it cannot be played from its own text.
    t = position(card, 1, res={"food": 2, "wood": 2, "equipment": 2, "fur": 2, "canoe": 1,
                               "horse": 2}, indians=2)
    t.village(hunting=1)
    t.area(1, ("york", None, 0))
    t.play(f"play {card} support:seaman")
    offered = engine.legal_moves(t.s)
    assert offered
    for m in offered:
        assert parse_move(str(m)) == m, str(m)
