"""The boats' best arrangement as the board shows it (rules §11, D6, D21), effect frames as
plain data, and what the rules hand to the rest of the program: the command-line summary of
a game, the answer an old save file implies (D25), checked moves, wasted plays, the
canonical position text."""

import json

import pytest
from lc import holding, table

from lewisclark_desktop.lewisclark import engine, game, positions
from lewisclark_desktop.lewisclark.boats import (FLAT, FREE, PER_ITEM, arrangement,
                                                 indian_boats, resource_boats)
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.moves import Move
from lewisclark_desktop.lewisclark.state import Frame


def time_of(fill, boats):
    """Set-up time of an arrangement by §11.1: a free boat 0, a flat boat 1 if it holds
    anything, a per-item boat 1 per item."""
    total = 0
    for n, (cap, rule) in zip(fill, boats):
        assert 0 <= n <= cap
        total += {FREE: 0, FLAT: 1 if n else 0, PER_ITEM: n}[rule]
    return total


# Printed resource boats: R1 3 free, R2 3 flat, R3 5 per item (§11.1).
@pytest.mark.parametrize("count, fill, time", [
    (0, [0, 0, 0], 0),
    (3, [3, 0, 0], 0),
    (4, [3, 1, 0], 1),  # flat or 1 per item: the same time, the flat boat is loaded (D21)
    (5, [3, 2, 0], 1),
    (6, [3, 3, 0], 1),
    (8, [3, 3, 2], 3),
    (11, [3, 3, 5], 6),
])
def test_the_printed_resource_boats_are_loaded_with_the_least_time(count, fill, time):
    boats = resource_boats(())
    assert arrangement(count, boats) == fill
    assert time_of(fill, boats) == time


def test_more_resources_than_the_boats_hold_have_no_arrangement():
    assert arrangement(12, resource_boats(())) is None


def test_a_large_flat_tile_takes_what_the_small_flat_boat_cannot():
    # Tiles res2 (2, free) and res5 (5, flat): 10 resources = 3 + 2 free, 5 in the res5 tile
    # for 1 day; the printed flat boat stays empty.
    boats = resource_boats(("res2", "res5"))
    fill = arrangement(10, boats)
    assert fill == [3, 0, 0, 2, 5] and time_of(fill, boats) == 1


@pytest.mark.parametrize("indians, fill", [(0, [0, 0]), (1, [1, 0]), (4, [1, 3])])
def test_indians_fill_the_free_boat_then_the_unlimited_one(indians, fill):
    # D6: the second printed Indian boat has no limit and costs 1 per Indian.
    assert arrangement(indians, indian_boats(())) == fill


def test_an_indian_tile_of_three_takes_three_indians_for_one_day():
    boats = indian_boats(("ind3",))
    fill = arrangement(4, boats)
    assert fill == [1, 0, 3] and time_of(fill, boats) == 1


# ---------------------------------------------------------------- frames as data

@pytest.mark.parametrize("frame", [
    Frame("card", card=34, left=2),
    Frame("card", card=1, left=1, extra=1),
    Frame("village", loc=3, left=1, count=2),
    Frame("distance", card=30, left=3, count=1),
    Frame("overflow"),
])
def test_a_frame_survives_a_round_trip_through_its_dict(frame):
    frame.done = 2
    d = json.loads(json.dumps(frame.to_dict()))
    again = Frame.from_dict(d)
    assert again.to_dict() == d
    for name in Frame.__slots__:
        assert getattr(again, name) == getattr(frame, name), name


# ---------------------------------------------------------------- summaries and old files

def test_the_summary_of_a_stalled_game_gives_its_scouts_and_camps():
    t = table(players=2)
    t.bare(0, 12, camp=10)
    t.bare(1, 16, camp=15)
    t.play("camp", "end", "camp", "end")
    assert t.s.over
    assert game.result_extras(t.s) == {"stalled": True, "scouts": [12, 16], "camps": [12, 16]}


def test_the_summary_of_a_solo_game_adds_mackenzie():
    t = table(players=1, solo_level=4)
    t.play("village canoe x1", "end")
    assert game.result_extras(t.s) == {"stalled": False, "scouts": [5], "camps": [5],
                                       "solo_level": 4, "mackenzie": 10}


def test_an_old_file_goes_the_farthest_where_it_recorded_no_distance():
    t = holding("hawks-feather", "seaman", res={"food": 1})
    assert RULES.legacy_answer(t.s) is None  # nothing asked
    t.play("play hawks-feather support:seaman")
    assert RULES.legacy_answer(t.s) is None  # a card's choice, not a distance
    t.play("move river pay:food")
    assert RULES.legacy_answer(t.s) == Move("forward", n=3)


def test_a_checked_move_applies_when_legal_and_is_refused_with_its_reason():
    t = table(players=2)
    s = t.s.clone()
    with pytest.raises(engine.IllegalMove) as info:
        engine.apply_checked(s, Move("end"))
    assert str(info.value) == "end: you must take an action before ending your turn"
    assert positions.to_dict(s) == positions.to_dict(t.s)  # nothing changed
    engine.apply_checked(s, Move("camp"))
    assert s.camped
    s.over = True
    with pytest.raises(engine.IllegalMove, match="^camp: the game is over$"):
        engine.apply_checked(s, Move("camp"))


def test_a_play_that_can_do_nothing_now_is_wasted():
    # The Commander moves for Food, a Canoe or a Horse: with none of them it can do nothing.
    t = holding("meriwether-lewis", "seaman", res={"wood": 2})
    play = next(m for m in engine.legal_moves(t.s) if str(m) == "play meriwether-lewis support:seaman")
    before = positions.to_dict(t.s)
    assert engine.wasted_play(t.s, play)
    assert positions.to_dict(t.s) == before  # asking changes nothing
    t.res(0, food=1)
    assert not engine.wasted_play(t.s, play)


def test_the_canonical_text_is_the_position_sorted_and_without_spaces():
    s = table(players=3).s
    text = positions.canonical_json(s)
    assert json.loads(text) == positions.to_dict(s)
    assert ", " not in text and ": " not in text
    assert list(json.loads(text)) == sorted(positions.to_dict(s))


def test_applying_an_effect_move_between_actions_is_refused():
    s = table(players=2).s
    with pytest.raises(engine.IllegalMove) as info:
        engine.apply(s, Move("forward", n=2))
    assert str(info.value) == "forward 2: not a turn move"


def test_the_position_counts_the_activations_done_and_left():
    # Black Cat with Strength 3, two activations used: 2 done, 1 left.
    t = holding("black-cat", "hugh-heney")
    t.play("play black-cat support:hugh-heney", "gain wood", "gain fur+fur")
    frame = positions.to_dict(t.s)["frames"][-1]
    assert (frame["card"], frame["done"], frame["left"]) == ("black-cat", 2, 1)


def test_a_position_after_a_movement_reads_back():
    t = holding("hawks-feather", "seaman", res={"food": 1})
    t.scout(1, 8)
    t.play_full("play hawks-feather support:seaman", "move river pay:food")
    assert t.p(0).scout == 9 and not t.s.moved  # 8 was taken: on to 9 (D8)
    d = json.loads(json.dumps(positions.to_dict(t.s)))
    assert d["moved"] is False
    assert positions.to_dict(positions.from_dict(d)) == d
