"""Village locations resolved once per Indian placed (rules §10, D4), the last boat tile and
the last Indian of the stock, collections that always collect something (§6), the name of the
pending decision, and Encampment details (§8, D11, D29): support cards come back to the hand,
the preview of another seat's camp, and the quiet count a Camp that stays put leaves alone."""

import pytest
from lc import holding, resources, table

from lewisclark_desktop.lewisclark import encampment, engine
from lewisclark_desktop.lewisclark.cards import card_index


# ---------------------------------------------------------------- each placement: one use

def test_hunting_gives_one_gain_for_one_indian_then_the_action_is_over():
    t = table(players=2)
    t.res(0)
    t.play("village hunting x1")
    assert engine.decision(t.s) == "village:hunting"
    assert {m for m in t.legal() if m.startswith("gain")} == {
        "gain food", "gain fur", "gain food+fur"}
    t.play("gain food+fur")
    assert t.res_of(0) == resources(food=1, fur=1)
    assert t.s.frames == [] and engine.decision(t.s) == "turn"


def test_shamanism_copies_once_for_one_indian_even_with_food_left():
    # York (Hunter, Food badge) copied: 1 Food badge x Strength 1 = 1 Food.
    t = table(players=2)
    t.res(0, food=2)
    t.area(1, ("york", None, 0))
    t.play("village shamanism x1", "copy york pay:food")
    assert engine.decision(t.s) == "card:york"
    t.play("collect food 1")
    assert t.s.frames == [] and t.res_of(0) == resources(food=2)


def test_one_indian_on_upgrade_takes_one_tile_even_with_wood_for_two():
    t = table(players=2)
    t.res(0, wood=6)
    t.play("village upgrade x1", "boat res2 gain:food+fur")
    assert t.s.frames == [] and t.p(0).tiles == ("res2",)
    assert t.res_of(0) == resources(wood=3, food=1, fur=1)


def test_the_last_resource_boat_tile_can_still_be_taken():
    t = table(players=2)
    t.tiles(1, "res2", "res2", "res5", "res5", "res5")  # 5 of the 6 resource tiles taken
    t.res(0, wood=3)
    t.play("village upgrade x1")
    legal = t.legal()
    assert "boat res5 gain:food+wood" in legal and "boat res2 gain:fur" in legal
    t.play("boat res5 gain:food+wood")
    assert t.s.tiles_left == [0, 6] and t.p(0).tiles == ("res5",)
    assert t.res_of(0) == resources(food=1, wood=1)


def test_the_last_indian_of_the_stock_can_come_with_an_indian_tile():
    t = table(players=2)
    t.village(canoe=t.s.stock - 1)  # one Indian left in the stock
    assert t.s.stock == 1
    t.res(0, wood=3)
    t.play("village upgrade x1")
    legal = t.legal()
    assert {"boat ind1 indians:0", "boat ind1 indians:1", "boat ind3 indians:0",
            "boat ind3 indians:1"} <= legal
    indians = t.p(0).indians
    t.play("boat ind3 indians:1")
    assert t.s.stock == 0 and t.p(0).indians == indians + 1


def test_an_unlimited_location_takes_no_more_indians_than_the_boats_hold():
    t = table(players=2)
    t.indians(0, 2)
    canoe = {m for m in t.legal() if m.startswith("village canoe")}
    assert canoe == {"village canoe x1", "village canoe x2"}


# ---------------------------------------------------------------- collections

@pytest.mark.parametrize("card", ["york", "john-hay"])
def test_a_collection_always_collects_at_least_one(card):
    t = holding(card, "seaman" if card != "john-hay" else "pierre-cruzatte")
    t.play(f"play {card} support:" + ("seaman" if card != "john-hay" else "pierre-cruzatte"))
    collects = [m for m in engine.legal_moves(t.s) if m.kind == "collect"]
    assert collects and all(m.n >= 1 for m in collects)


def test_a_copied_two_kind_collector_counts_its_own_badge_for_the_copier():
    # 4 players: seat 2 is no neighbour of seat 0. John Hay (Fur badge; collects Fur, Wood)
    # copied by The Partisan counts as if in seat 0's area: 1 Fur badge, no Wood badge.
    t = holding("the-partisan", "seaman", res={"food": 1}, players=4)
    t.area(2, ("john-hay", None, 0))
    t.play("play the-partisan support:seaman", "copy john-hay pay:food")
    collects = {m for m in t.legal() if m.startswith("collect")}
    assert collects == {"collect fur 1"}


# ---------------------------------------------------------------- the pending decision

def test_each_pending_decision_is_named():
    t = table(players=2)
    t.res(0, food=1, wood=9)
    t.indians(0, 2)
    assert engine.decision(t.s) == "turn"
    t.play("village hunting x1")
    assert engine.decision(t.s) == "village:hunting"
    t.play("gain food+fur")  # 12 resources in the printed boats' 11: drop one (D20)
    assert engine.decision(t.s) == "overflow"
    t.play("drop wood")
    assert engine.decision(t.s) == "turn"

    m = holding("hawks-feather", "seaman", res={"food": 1}, scout=10)
    m.play("play hawks-feather support:seaman")
    assert engine.decision(m.s) == "card:hawks-feather"
    m.play("move river pay:food")
    assert engine.decision(m.s) == "distance:hawks-feather"

    over = table(players=2)
    over.bare(0, scout=44, camp=40)
    over.play("camp")
    assert engine.decision(over.s) == "game over"


# ---------------------------------------------------------------- Encampment

def test_a_support_card_comes_back_to_the_hand_at_the_encampment():
    # Hay (the first card of the game's table) lies face down under Lewis, with an Indian.
    t = table(players=2)
    t.bare(0, scout=20, camp=5)
    t.area(0, ("meriwether-lewis", "hay", 1))
    t.play("camp")
    p = t.p(0)
    assert sorted(p.hand) == sorted([card_index("meriwether-lewis"), card_index("hay")])
    assert p.area == [] and p.indians == 1


def test_the_preview_of_another_seats_camp_counts_that_seats_days():
    t = table(players=2)
    t.bare(0, scout=30, camp=5)  # seat 0 to move: nothing to carry
    t.bare(1, scout=20, camp=5)
    t.hand(1, "york", "william-clark")  # two cards: two days
    assert encampment.preview(t.s, 1) == (2, 18, 18, False)
    assert encampment.preview(t.s, 0) == (0, 30, 30, False)
    assert encampment.preview(t.s) == (0, 30, 30, False)


def test_a_camp_that_stays_put_does_not_restart_the_quiet_count():
    t = table(players=2)
    t.s.quiet_turns = 50
    t.bare(0, scout=12, camp=12)
    t.play("camp", "end")
    assert t.p(0).camp == 12 and t.s.quiet_turns == 51
