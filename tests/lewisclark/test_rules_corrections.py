"""Rules corrections D24-D28 (docs/rules-decisions.md), written as positions + moves.

Route: 0-22 river (Saint Louis 5), 23 mixed, 24-30 mountain, 31 mixed, 32-36 river.
"""

import pytest
from lc import table

from lewisclark_desktop.lewisclark import engine, positions
from lewisclark_desktop.lewisclark.cards import card_index


def mover(card, support="seaman", res=None, scout=5, opponent=0, players=2):
    """Player 0 holds `card` and a support card; the opponents' Scouts are parked at `opponent`
    (and the spaces behind it)."""
    t = table(players=players)
    for seat in range(1, players):
        t.scout(seat, opponent - seat + 1)
    t.hand(0, card, support)
    t.res(0, **(res or {}))
    t.scout(0, scout)
    return t


def first_answer(t):
    return str(engine.legal_moves(t.s)[0])


# ---------------------------------------------------------------- D24 Charles Mackenzie

def test_charles_mackenzie_costs_a_horse_and_a_fur():
    t = mover("charles-mackenzie", res={"horse": 1, "fur": 1, "equipment": 1}, scout=23)
    t.play("play charles-mackenzie support:seaman")
    assert {m for m in t.legal() if m.startswith("move")} == {"move mountain pay:fur+horse"}
    t.play("move mountain pay:fur+horse", "forward 3")
    assert t.p(0).scout == 26
    assert t.res_of(0)["equipment"] == 1 and t.res_of(0)["horse"] == t.res_of(0)["fur"] == 0


def test_charles_mackenzie_is_not_offered_for_equipment_and_a_horse():
    t = mover("charles-mackenzie", res={"horse": 1, "equipment": 1}, scout=23)
    t.play("play charles-mackenzie support:seaman")
    assert t.s.frames == []  # nothing it could do: the action is over at once
    assert t.p(0).scout == 23 and t.res_of(0)["horse"] == t.res_of(0)["equipment"] == 1


# ---------------------------------------------------------------- D25 Larocque is optional

def test_larocque_lets_the_player_count_an_occupied_space_instead_of_jumping_it():
    # Opponent on 7. Hawk's Feather from 5: jumping gives 6, 8, 9; counting gives 6, 7, 8.
    t = mover("hawks-feather", res={"food": 1}, opponent=7)
    t.area(0, ("f-antoine-larocque", None, 0))
    t.play("play hawks-feather support:seaman", "move river pay:food")
    assert t.legal() == {"forward 4", "forward 3", "forward 2", "forward 1", "stop"}
    assert first_answer(t) == "forward 4"  # jumping is still the farthest, offered first
    t.play("forward 3")
    assert t.p(0).scout == 8 and t.s.frames == []


def test_larocque_jump_that_would_stop_at_the_mountains_is_not_forced():
    # Scout on 22, opponent on the mixed 23, river move: jumping 23 would meet the mountain
    # space 24 at once and waste the move; counting 23 ends there and passes on to 24 (D8).
    t = mover("hawks-feather", res={"food": 1}, scout=22, opponent=23)
    t.area(0, ("f-antoine-larocque", None, 0))
    t.play("play hawks-feather support:seaman", "move river pay:food")
    assert t.s.frames == []  # a single possible space: no question
    assert t.p(0).scout == 24


# ---------------------------------------------------------------- D26 part of a benefit

def test_a_movement_may_stop_short_of_its_full_distance():
    t = mover("hawks-feather", res={"food": 1})
    t.play("play hawks-feather support:seaman", "move river pay:food")
    assert engine.decision(t.s) == "distance:hawks-feather"
    assert first_answer(t) == "forward 3"
    assert t.legal() == {"forward 3", "forward 2", "forward 1", "stop"}
    t.play("forward 1")
    assert t.p(0).scout == 6
    assert t.res_of(0)["food"] == 0 and t.s.frames == []


def test_stop_at_the_distance_question_keeps_the_scout_where_it_is_and_the_payment_is_spent():
    t = mover("hawks-feather", res={"food": 1})
    t.play("play hawks-feather support:seaman", "move river pay:food", "stop")
    assert t.p(0).scout == 5 and t.res_of(0)["food"] == 0 and t.s.frames == []


def test_each_activation_chooses_its_own_distance():
    t = mover("meriwether-lewis", support="pierre-cruzatte", res={"food": 2})
    t.play("play meriwether-lewis support:pierre-cruzatte", "move river pay:food", "forward 1")
    assert t.p(0).scout == 6 and engine.decision(t.s) == "card:meriwether-lewis"
    t.play("move river pay:food", "forward 2")
    assert t.p(0).scout == 8 and t.s.frames == []


def test_the_distance_question_counts_the_jarrot_bonus():
    t = mover("hawks-feather", res={"food": 1})
    t.area(0, ("nicholas-jarrot", None, 0))
    t.play("play hawks-feather support:seaman", "move river pay:food")
    assert first_answer(t) == "forward 5"
    t.play("forward 4")
    assert t.p(0).scout == 9


def test_a_one_space_movement_asks_nothing():
    t = mover("john-newman", res={"food": 1})
    t.play("play john-newman support:seaman", "move river pay:food")
    assert t.s.frames == [] and t.p(0).scout == 6


def test_a_short_movement_onto_an_occupied_space_still_passes_on():
    t = mover("hawks-feather", res={"food": 1}, opponent=6)
    t.play("play hawks-feather support:seaman", "move river pay:food", "forward 1")
    assert t.p(0).scout == 7  # ended on the opponent's 6: on to the next free space (D8)


def test_tabeau_may_give_one_canoe_instead_of_two():
    t = mover("p-antoine-tabeau", support="seaman", res={"wood": 1, "food": 1})
    t.play("play p-antoine-tabeau support:seaman")
    trades = [str(m) for m in engine.legal_moves(t.s) if m.kind == "trade"]
    assert trades == ["trade pay:food+wood gain:canoe+canoe", "trade pay:food+wood gain:canoe"]
    t.play("trade pay:food+wood gain:canoe")
    assert t.res_of(0) == {"food": 0, "wood": 0, "equipment": 0, "fur": 0, "canoe": 1, "horse": 0}


def test_twisted_hair_may_give_back_a_single_canoe():
    t = mover("twisted-hair", support="seaman", res={"canoe": 1})
    t.play("play twisted-hair support:seaman")
    assert first_answer(t) == "trade pay:canoe gain:canoe+canoe"
    assert "trade pay:canoe gain:canoe" in t.legal()


def test_yellept_may_take_one_primary_resource_instead_of_two():
    t = mover("yellept", support="seaman", res={"horse": 1})
    t.play("play yellept support:seaman")
    legal = t.legal()
    assert {"trade pay:horse gain:food+fur", "trade pay:horse gain:fur"} <= legal
    assert "trade pay:horse gain:canoe" not in legal  # only primary resources
    assert len(engine.legal_moves(t.s)[0].gain) == 2  # the full gain comes first
    t.play("trade pay:horse gain:fur")
    assert t.res_of(0)["fur"] == 1 and t.res_of(0)["horse"] == 0


# ---------------------------------------------------------------- D27 a camp of 0 days

def test_a_camp_of_zero_days_leaves_the_scout_on_a_shared_saint_louis():
    t = table(players=3).bare(0, 5, camp=5)
    t.scout(1, 5)
    t.scout(2, 5)
    t.play("camp")
    assert t.p(0).scout == 5 and t.p(0).camp == 5


def test_a_camp_of_one_day_from_a_shared_saint_louis_goes_back_one_space():
    t = table(players=2).bare(0, 5, camp=5)
    t.hand(0, "seaman")  # 1 day
    t.scout(1, 5)
    t.play("camp")
    assert t.p(0).scout == 4


# ---------------------------------------------------------------- D28 a stalled game ends

def stalled(players=2, camps=(10, 15), scouts=(12, 16)):
    """Every seat holds one card, no Indians and nothing to recruit with."""
    t = table(players=players)
    singles = ["seaman", "york", "silas-goodrich", "john-colter", "william-werner"]
    for seat in range(players):
        t.bare(seat, scouts[seat], camp=camps[seat])
        t.hand(seat, singles[seat])
    return t


def test_a_whole_round_without_an_action_or_recruitment_ends_the_game():
    t = stalled()
    t.play("camp", "end")
    assert not t.s.over and t.s.current == 1
    t.play("camp", "end")
    assert t.s.over and t.s.winner == 1  # the most advanced Camp


def test_equal_camps_are_decided_by_the_most_advanced_scout():
    t = stalled(camps=(15, 15), scouts=(20, 16))
    t.play("camp", "end", "camp", "end")
    assert t.s.over and t.s.winner == 0


def test_equal_camps_and_scouts_go_to_the_player_who_would_move_first():
    t = stalled(players=3, camps=(5, 5, 5), scouts=(5, 5, 5))
    t.play("camp", "end", "camp", "end", "camp", "end")  # seats 0, 1, 2; seat 0 is next
    assert t.s.over and t.s.winner == 0


def test_an_action_in_the_round_keeps_the_game_going():
    t = stalled()
    t.hand(1, "york", "john-b-thompson")
    t.play("camp", "end", "play york support:john-b-thompson", "stop", "end", "camp", "end")
    assert not t.s.over and t.s.current == 1


def test_a_recruitment_counts_as_activity():
    t = stalled()
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.res(0, fur=1)
    t.play("camp", "recruit slot1 discount:seaman", "end", "camp", "end")
    assert not t.s.over
    assert card_index("hay") in t.p(0).hand


def test_the_count_of_idle_turns_is_part_of_the_position():
    t = stalled()
    t.s.idle_turns = 1  # seat 1 already passed a whole turn
    t.play("camp", "end")
    assert t.s.over and t.s.winner == 1


def test_a_stalled_solo_game_is_won_by_mackenzie():
    t = table(players=1, solo_level=0)
    t.bare(0, 12, camp=10)
    t.hand(0, "seaman")
    t.play("camp", "end")
    assert t.s.over and t.s.winner is None and t.s.mackenzie < 44


def test_positions_refuse_a_distance_frame_without_its_terrain_and_negative_idle_turns():
    t = mover("hawks-feather", res={"food": 1})
    t.play("play hawks-feather support:seaman", "move river pay:food")
    d = positions.to_dict(t.s)
    assert d["frames"][-1]["kind"] == "distance"
    assert positions.from_dict(d).frames[-1].count == 1  # river
    d["frames"][-1]["count"] = 0
    with pytest.raises(positions.PositionError, match="distance frame"):
        positions.from_dict(d)
    d = positions.to_dict(t.s)
    d["idle_turns"] = -1
    with pytest.raises(positions.PositionError, match="idle_turns"):
        positions.from_dict(d)
