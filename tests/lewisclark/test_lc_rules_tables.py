"""Lewis & Clark's rules tables pinned whole, written out from the rules spec (§7.1, §10, §11 and
Appendix A, with the binding decisions of §19), not read back from the code: the route's terrain
on every space, the expedition board's boats, the boat tiles and the time each costs, and every
Village location's circles, costs and gains (issue 39)."""

import pytest

from lewisclark_desktop.lewisclark import boats, route
from lewisclark_desktop.lewisclark.village import LOCATIONS, free_circles

from lc import table

# ---------------------------------------------------------------- the route (§7.1, Appendix A)
# R river, M mountain, X either. 0-4 before Saint Louis, 5 Saint Louis, 6-22 Missouri, 23 and 31
# the mixed ends of the Rockies (24-30), 32-36 river, 37-39 the second range, 40-43 river,
# 44 Fort Clatsop, 45-54 the ten coast spaces beyond it (D13).
ROUTE = ("RRRRR" "R" "RRRRRRRRRRRRRRRRR" "X" "MMMMMMM" "X" "RRRRR" "MMM" "RRRR" "R"
         "RRRRRRRRRR")
SAINT_LOUIS, FORT_CLATSOP = 5, 44


def test_the_route_has_its_spaces_in_the_spec_order():
    assert len(ROUTE) == 55
    assert (route.SAINT_LOUIS, route.FORT_CLATSOP) == (SAINT_LOUIS, FORT_CLATSOP)
    assert route.LAST_SPACE == 54
    letters = {route.RIVER: "R", route.MOUNTAIN: "M", route.MIXED: "X"}
    assert "".join(letters[t] for t in route.TERRAIN) == ROUTE


@pytest.mark.parametrize("terrain,enters", [(route.RIVER, "RX"), (route.MOUNTAIN, "MX")],
                         ids=["river", "mountain"])
def test_one_step_enters_exactly_the_spaces_of_its_terrain(terrain, enters):
    for space in range(len(ROUTE) - 1):
        expected = space + 1 if ROUTE[space + 1] in enters else space
        assert route.advance(space, terrain, 1, ()) == expected, space


def test_saint_louis_to_fort_clatsop_is_39_steps_and_the_rockies_9_spaces():
    assert FORT_CLATSOP - SAINT_LOUIS == 39
    assert route.path(22, route.MOUNTAIN, 20, ()) == list(range(23, 32))  # 23-31, then river


# ---------------------------------------------------------------- boats (§11, Appendix A)
# time rule: none (free), flat (1 if it holds anything), per (1 per item)
RULE_NAMES = {boats.FREE: "none", boats.FLAT: "flat", boats.PER_ITEM: "per"}
PRINTED_RESOURCE_BOATS = [(3, "none"), (3, "flat"), (5, "per")]  # R1, R2, R3
PRINTED_INDIAN_BOATS = [(1, "none"), ("no limit", "per")]  # I1, I2 (D6)
TILES = {"res2": (2, "none"), "res5": (5, "flat"), "ind1": (1, "none"), "ind3": (3, "flat")}


def _named(boat_list):
    return [("no limit" if cap >= boats.UNLIMITED else cap, RULE_NAMES[rule])
            for cap, rule in boat_list]


def test_the_expedition_board_prints_three_resource_boats_and_two_indian_boats():
    assert _named(boats.resource_boats(())) == PRINTED_RESOURCE_BOATS
    assert _named(boats.indian_boats(())) == PRINTED_INDIAN_BOATS
    assert boats.resource_capacity(()) == 11


def test_the_boat_tiles_two_sides_of_each_kind_and_six_of_each():
    assert {k: _named([v])[0] for k, v in boats.TILE_SIDES.items()} == TILES
    assert boats.RESOURCE_TILE_SIDES == ("res2", "res5")
    assert boats.INDIAN_TILE_SIDES == ("ind1", "ind3")
    assert boats.TILES_PER_KIND == 6
    assert table(players=2).s.tiles_left == [6, 6]


def test_a_tile_adds_its_side_to_the_printed_boats():
    assert _named(boats.resource_boats(("res5", "ind3", "res2"))) == PRINTED_RESOURCE_BOATS + [
        (5, "flat"), (2, "none")]
    assert _named(boats.indian_boats(("res5", "ind3", "ind1"))) == PRINTED_INDIAN_BOATS + [
        (3, "flat"), (1, "none")]


# Days at Encampment for 0, 1, 2, ... resources, worked out by hand from §11: 3 free, then the
# flat 3 for one day, then one day per resource in the 5-boat.
RESOURCE_DAYS = {
    (): [0, 0, 0, 0, 1, 1, 1, 2, 3, 4, 5, 6],
    ("res2",): [0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 3, 4, 5, 6],
    # flats of 3 and 5: rest 1-5 one day, 6-8 two days, then one more per resource
    ("res5",): [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 3, 4, 5, 6, 7],
}
INDIAN_DAYS = {
    (): [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    ("ind1",): [0, 0, 0, 1, 2, 3],
    ("ind3",): [0, 0, 1, 1, 1, 2, 3, 4],
    ("ind1", "ind3"): [0, 0, 0, 1, 1, 1, 2, 3],
}


@pytest.mark.parametrize("tiles", RESOURCE_DAYS, ids=lambda t: "+".join(t) or "printed")
def test_the_days_resources_cost_at_encampment(tiles):
    days = [boats.boat_time(r, 0, tiles) for r in range(len(RESOURCE_DAYS[tiles]))]
    assert days == RESOURCE_DAYS[tiles]


@pytest.mark.parametrize("tiles", INDIAN_DAYS, ids=lambda t: "+".join(t) or "printed")
def test_the_days_indians_cost_at_encampment(tiles):
    days = [boats.boat_time(0, i, tiles) for i in range(len(INDIAN_DAYS[tiles]))]
    assert days == INDIAN_DAYS[tiles]


def test_resources_and_indians_add_their_days():
    assert boats.boat_time(7, 3, ()) == 2 + 2
    assert boats.boat_time(9, 5, ("res5", "ind3")) == 2 + 2


def test_the_resources_that_do_not_fit_cost_a_day_each_until_dropped():
    assert boats.boat_time(13, 0, ()) == 6 + 2


# ---------------------------------------------------------------- the Village (§10)
# location -> (Indians one placement may put there, given 3 in the boats; the circles)
PLACEMENTS = {
    "hunting": ([1], 1), "craftsmanship": ([1], 1), "gift": ([1], 1), "farewell": ([1], 1),
    "shamanism": ([1], 1), "upgrade": ([1], 2), "canoe": ([1, 2, 3], None),
    "horse": ([1, 2, 3], None),
}
PRIMARY_GAINS_UP_TO_TWO = ["nothing", "food", "wood", "equipment", "fur", "food+food",
                           "food+wood", "food+equipment", "food+fur", "wood+wood",
                           "wood+equipment", "wood+fur", "equipment+equipment", "equipment+fur",
                           "fur+fur"]
# location -> what the action offers a player holding 6 Wood, 2 Food, 1 Fur, 1 Equipment whose
# opponent shows York (the player may take less than a gain offers, §10 notes; "stop" declines).
OFFERS = {
    "hunting": {"gain food+fur", "gain food", "gain fur"},
    "craftsmanship": {"gain wood+equipment", "gain wood", "gain equipment"},
    "gift": {"gain fur+fur", "gain fur", "gain wood+wood", "gain wood"},
    "upgrade": ({f"boat {side} gain:{g}" for side in ("res2", "res5")
                 for g in PRIMARY_GAINS_UP_TO_TWO}
                | {f"boat {side} indians:{n}" for side in ("ind1", "ind3") for n in (0, 1)}),
    "shamanism": {"copy york pay:food"},  # York face up in the opponent's area
    "canoe": {"trade pay:wood+wood gain:canoe"},
    "horse": {"trade pay:food+wood+equipment gain:horse", "trade pay:food+wood+fur gain:horse",
              "trade pay:food+equipment+fur gain:horse", "trade pay:wood+equipment+fur gain:horse"},
}
# location, the move taken -> the resources afterwards (food, wood, equipment, fur, canoe, horse)
RESULTS = {
    ("hunting", "gain food+fur"): (3, 6, 1, 2, 0, 0),
    ("craftsmanship", "gain wood+equipment"): (2, 7, 2, 1, 0, 0),
    ("gift", "gain fur+fur"): (2, 6, 1, 3, 0, 0),
    ("gift", "gain wood+wood"): (2, 8, 1, 1, 0, 0),
    ("upgrade", "boat res5 gain:fur+fur"): (2, 3, 1, 3, 0, 0),
    ("upgrade", "boat ind3 indians:1"): (2, 3, 1, 1, 0, 0),
    ("shamanism", "copy york pay:food"): (1, 6, 1, 1, 0, 0),  # then York's collection
    ("canoe", "trade pay:wood+wood gain:canoe"): (2, 4, 1, 1, 1, 0),
    ("horse", "trade pay:food+wood+fur gain:horse"): (1, 5, 1, 0, 0, 1),
}


def placed(location, indians=1):
    t = table(players=2)
    t.indians(0, 3)
    t.res(0, wood=6, food=2, fur=1, equipment=1)
    t.area(1, ("york", None, 0))
    t.play(f"village {location} x{indians}")
    return t


def test_the_village_has_eight_action_locations():
    assert list(LOCATIONS) == list(PLACEMENTS)


@pytest.mark.parametrize("location", PLACEMENTS)
def test_each_location_takes_the_indians_its_circles_allow(location):
    counts, circles = PLACEMENTS[location]
    t = table(players=2)
    t.indians(0, 3)
    offered = sorted(int(m.rsplit("x", 1)[1]) for m in t.legal()
                     if m.startswith(f"village {location} "))
    assert offered == counts
    index = LOCATIONS.index(location)
    if circles is None:
        assert [free_circles(index, n) for n in (0, 5, 20)] == [3, 3, 3]
    else:
        assert [free_circles(index, n) for n in range(circles + 1)] == list(range(circles, -1, -1))


@pytest.mark.parametrize("location", OFFERS)
def test_each_location_offers_the_costs_and_gains_of_the_spec(location):
    assert placed(location).legal() == OFFERS[location] | {"stop"}


@pytest.mark.parametrize("location,move", RESULTS, ids=lambda x: x if isinstance(x, str) else "")
def test_each_location_pays_and_gives_what_the_spec_says(location, move):
    t = placed(location)
    t.play(move)
    names = ("food", "wood", "equipment", "fur", "canoe", "horse")
    assert tuple(t.res_of(0)[n] for n in names) == RESULTS[location, move]


def test_an_indian_tile_brings_one_indian_from_the_stock():
    t = placed("upgrade")
    before = t.p(0).indians
    t.play("boat ind3 indians:1")
    assert t.p(0).indians == before + 1 and t.p(0).tiles == ("ind3",)


def test_farewell_discards_at_most_three_hand_cards():
    t = placed("farewell")
    for _ in range(3):
        t.play(sorted(m for m in t.legal() if m.startswith("discard "))[0])
    assert not any(m.startswith("discard ") for m in t.legal()) and "done" in t.legal()


def test_canoe_and_horse_repeat_once_per_indian_placed():
    t = placed("canoe", indians=3)
    t.play("trade pay:wood+wood gain:canoe", "trade pay:wood+wood gain:canoe",
           "trade pay:wood+wood gain:canoe")
    assert t.res_of(0)["canoe"] == 3 and t.res_of(0)["wood"] == 0
