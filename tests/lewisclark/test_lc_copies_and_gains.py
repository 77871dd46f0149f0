"""What a character offers, worked through on small positions: copies (D16: "resolved once,
for the copier", the copied card counting as if in the copier's area), gains of one or more
resources (seed 000: a player may take only part of a benefit, but a gain is never empty),
Half Man's count of Scouts on or ahead of the Camp in the solo game (§12 card 30, §14.1:
Mackenzie counts), and the position format in the middle of a copied effect."""

import json

import pytest
from lc import holding, resources, table

from lewisclark_desktop.lewisclark import engine, positions


def gains(t):
    """The texts of the gain moves offered now."""
    return {m for m in t.legal() if m.startswith("gain ")}


def all_gain_moves_hold_something(t):
    return all(m.gain for m in engine.legal_moves(t.s) if m.kind == "gain")


# ---------------------------------------------------------------- copies (The Partisan, D16)

def copying(card, food=1):
    """Seat 0 plays The Partisan (Strength 1) with `food` Food; seat 1 has `card` face up."""
    t = holding("the-partisan", "seaman", res={"food": food})
    t.area(1, (card, None, 0))
    return t.play("play the-partisan support:seaman")


def test_little_raven_copied_counts_itself_among_the_copiers_face_up_characters():
    # §12 card 2: N = your face-up characters (incl. Little Raven). Copied by The Partisan it
    # counts as if in seat 0's area: the Partisan + Little Raven = 2.
    t = copying("little-raven")
    t.play("copy little-raven pay:food")
    offered = gains(t)
    assert {"gain wood", "gain wood+wood", "gain fur+fur", "gain food+food"} <= offered
    assert "gain wood+wood+wood" not in offered and "gain food+wood" not in offered
    assert all_gain_moves_hold_something(t)
    t.play("gain fur+fur")
    assert t.res_of(0) == resources(fur=2) and t.s.frames == []


def test_little_raven_offers_one_to_n_of_a_single_primary():
    t = holding("little-raven", "seaman")
    t.area(0, ("meriwether-lewis", None, 0))
    t.play("play little-raven support:seaman")
    # Lewis + Little Raven: 1 or 2 of one primary, never nothing, never a trade resource.
    assert gains(t) == {f"gain {r}" for r in ("food", "wood", "equipment", "fur")} | {
        f"gain {r}+{r}" for r in ("food", "wood", "equipment", "fur")}
    assert all_gain_moves_hold_something(t)


def test_hay_offers_single_resources_and_never_an_empty_gain():
    t = holding("hay", "seaman")
    t.area(0, ("meriwether-lewis", None, 0))
    t.play("play hay support:seaman")
    offered = gains(t)
    assert {"gain food", "gain wood", "gain equipment", "gain fur", "gain food+wood"} <= offered
    assert "gain food+food" not in offered  # different primaries
    assert all_gain_moves_hold_something(t)


def test_a_position_saved_in_the_middle_of_a_copy_reads_back_and_plays_on_the_same():
    t = copying("little-raven")
    t.play("copy little-raven pay:food")
    assert engine.decision(t.s) == "card:little-raven"
    d = json.loads(json.dumps(positions.to_dict(t.s)))
    assert [f["kind"] for f in d["frames"]] == ["card", "card"]
    again = positions.from_dict(d)
    assert positions.to_dict(again) == d
    assert engine.decision(again) == "card:little-raven"
    assert engine.legal_moves(again) == engine.legal_moves(t.s)


def test_shamanism_copy_reads_back_in_the_middle_of_its_effect():
    # The Village's Shamanism (1 Food) copies like The Partisan: York's Hunter collection.
    t = table(players=2)
    t.res(0, food=1)
    t.area(1, ("york", None, 0))
    t.play("village shamanism x1", "copy york pay:food")
    d = positions.to_dict(t.s)
    assert [f["kind"] for f in d["frames"]][-1] == "card"
    assert positions.to_dict(positions.from_dict(d)) == d
    assert engine.decision(positions.from_dict(d)) == "card:york"


# ---------------------------------------------------------------- each move offered once

@pytest.mark.parametrize("card, res, expected", [
    # Black Cat: 1 primary, or 2 primaries; the single ones come from both options.
    ("black-cat", {}, {"gain wood", "gain wood+fur"}),
    # One Eye, Daniel Boone: 2 resources of the player's choice, any two of the kinds held.
    ("one-eye", {"food": 2, "wood": 1, "canoe": 1}, {"move mountain pay:food+wood",
                                                     "move mountain pay:food+food"}),
    ("daniel-boone", {"fur": 1, "horse": 2}, {"move river pay:fur+horse",
                                              "move river pay:horse+horse"}),
])
def test_each_move_is_offered_once(card, res, expected):
    t = holding(card, "seaman", res=res, scout=24 if card == "one-eye" else 10)
    t.play(f"play {card} support:seaman")
    moves = [str(m) for m in engine.legal_moves(t.s)]
    assert len(moves) == len(set(moves))
    assert expected <= set(moves)


# ---------------------------------------------------------------- Half Man in the solo game

def test_half_man_counts_mackenzie_standing_on_the_camp_space():
    # Solo: the Camp on 10, Mackenzie on 10 too, the Scout on 12. Scouts on or ahead of the
    # Camp: the player's and Mackenzie = 2, so Half Man moves 2 River spaces: 12 -> 14.
    t = table(players=1, solo_level=0)
    t.hand(0, "half-man", "seaman")
    t.res(0, wood=1)
    t.scout(0, 12, camp=10)
    t.s.mackenzie = 10
    t.play("play half-man support:seaman", "move river pay:wood")
    assert engine.decision(t.s) == "distance:half-man"
    assert {m for m in t.legal() if m.startswith("forward")} == {"forward 2", "forward 1"}
    t.play("forward 2")
    assert t.p(0).scout == 14 and t.s.frames == []


def test_half_man_does_not_count_mackenzie_behind_the_camp():
    t = table(players=1, solo_level=0)
    t.hand(0, "half-man", "seaman")
    t.res(0, wood=1)
    t.scout(0, 12, camp=10)
    t.s.mackenzie = 9
    t.play("play half-man support:seaman", "move river pay:wood")
    assert t.p(0).scout == 13 and t.s.frames == []  # one space: no question asked
