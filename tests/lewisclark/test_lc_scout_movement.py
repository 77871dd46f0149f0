"""Scout movement details (rules §7.2, §12 cards 16, 36, 47, 54, §14.1; D7, D8, D13, D26):
the distance question with Jarrot's bonus, Larocque jumping on the bonus spaces too, the
bonus used once per action by the first movement of its terrain that moves at all (D26),
Mackenzie as a Scout, and the end of the route. Route: 0-22 river, 23 mixed, 24-30
mountain, 31 mixed, 32-36 river, 37-39 mountain, 40-54 river."""

from lc import holding

from lewisclark_desktop.lewisclark import engine
from lewisclark_desktop.lewisclark.route import LAST_SPACE, RIVER, path, settle_forward


def forwards(t):
    return {m for m in t.legal() if m.startswith("forward")}


def test_with_jarrot_every_space_up_to_the_bonus_is_a_choice():
    # Hawk's Feather: 3 River, Jarrot +2: from 5 the Scout may end on 6 to 10.
    t = holding("hawks-feather", "seaman", res={"food": 1})
    t.area(0, ("nicholas-jarrot", None, 0))
    t.play("play hawks-feather support:seaman", "move river pay:food")
    assert forwards(t) == {f"forward {n}" for n in range(1, 6)}
    t.play("forward 4")
    assert t.p(0).scout == 9 and t.s.frames == []


def test_larocque_also_jumps_scouts_on_jarrots_bonus_spaces():
    # From 5: 6, 7, 8, then the bonus: 9 is occupied and jumped, 10, 11.
    t = holding("hawks-feather", "seaman", res={"food": 1})
    t.area(0, ("nicholas-jarrot", None, 0), ("f-antoine-larocque", None, 0))
    t.scout(1, 9)
    t.play("play hawks-feather support:seaman", "move river pay:food")
    assert "forward 6" in forwards(t) and "forward 7" not in forwards(t)
    t.play("forward 6")
    assert t.p(0).scout == 11


def test_a_river_movement_blocked_at_once_leaves_the_scout_and_jarrot_unused():
    # On 23 (mixed) a River movement meets the Mountains at 24: the Scout stays (D7); the
    # bonus needs a movement that moved (D26), so it is not spent; the action goes on.
    t = holding("hawks-feather", "pierre-cruzatte", res={"food": 2}, scout=23)
    t.area(0, ("nicholas-jarrot", None, 0))
    t.play("play hawks-feather support:pierre-cruzatte", "move river pay:food")
    assert t.p(0).scout == 23 and t.s.bonus_used == 0
    assert engine.decision(t.s) == "card:hawks-feather"


def old_toby(scout, *permanents):
    """Old Toby with Strength 3 (Cruzatte + 1 Indian) and three Canoe + Horse payments."""
    t = holding("old-toby", "pierre-cruzatte", res={"canoe": 3, "horse": 3}, scout=scout)
    t.area(0, *[(c, None, 0) for c in permanents])
    return t.play("play old-toby support:pierre-cruzatte indians:1")


def test_jarrot_is_spent_by_a_river_movement_even_when_the_mountains_block_the_bonus():
    # D26: from 35, River 6 reaches 36 only (37 is Mountain), Jarrot's 2 spaces are blocked
    # too: one space, no question, and the River bonus is used. Mountain 6: 37-39 (Cut Nose's
    # +1 is blocked by the River at 40). River 6 again: 40-45, no second Jarrot bonus.
    t = old_toby(35, "nicholas-jarrot", "cut-nose")
    t.play_full("move river pay:canoe+horse")
    assert t.p(0).scout == 36
    t.play_full("move mountain pay:canoe+horse")
    assert t.p(0).scout == 39
    t.play_full("move river pay:canoe+horse")
    assert t.p(0).scout == 45


def test_a_mountain_movement_does_not_spend_jarrots_river_bonus():
    # Jarrot only: Mountain 6 from 36 ends on 39; then River 6 from 39: 40-45, +2 = 47.
    t = old_toby(36, "nicholas-jarrot")
    t.play_full("move mountain pay:canoe+horse")
    assert t.p(0).scout == 39
    t.play_full("move river pay:canoe+horse")
    assert t.p(0).scout == 47


# ---------------------------------------------------------------- Mackenzie is a Scout

def test_a_scout_landing_on_mackenzie_goes_on_to_the_next_free_space():
    # Solo, Mackenzie on 8: Hawk's Feather from 5 ends on 8, taken: on to 9 (D8, §14.1).
    t = holding("hawks-feather", "seaman", res={"food": 1}, players=1)
    t.s.mackenzie = 8
    t.play_full("play hawks-feather support:seaman", "move river pay:food")
    assert t.p(0).scout == 9


# ---------------------------------------------------------------- the end of the route

def test_path_counts_occupied_spaces_unless_told_to_jump_them():
    assert path(10, RIVER, 3, {11, 12}) == [11, 12, 13]
    assert path(10, RIVER, 3, {11, 12}, True) == [13, 14, 15]


def test_no_scout_jumps_past_the_last_space():
    # Larocque on 52, a Scout on the last space 54: 53, then nothing to land on (D13).
    assert path(LAST_SPACE - 2, RIVER, 3, {LAST_SPACE}, True) == [LAST_SPACE - 1]


def test_landing_on_the_occupied_last_space_falls_back_to_the_nearest_free_space_behind():
    assert settle_forward(LAST_SPACE, {LAST_SPACE}) == LAST_SPACE - 1
    assert settle_forward(LAST_SPACE, {LAST_SPACE, LAST_SPACE - 1, LAST_SPACE - 2}) == LAST_SPACE - 3
    assert settle_forward(LAST_SPACE - 1, {LAST_SPACE - 1}) == LAST_SPACE
