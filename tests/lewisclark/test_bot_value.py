"""The planner's learnt value of a camped position (bots/lewisclark/value.py)."""

from lc import table

from lewisclark_desktop.bots.lewisclark import planner, value


def _camped(scout, **res):
    """Seat 0 just camped on `scout` with its six starting cards and these resources."""
    t = table(players=2)
    t.scout(0, scout, camp=scout)
    t.res(0, **res)
    return t


def _value(t):
    n = planner.from_state(t.s, 0)
    n.hand = ()  # as if the cards had been played: the camp costs only the boats' load
    return planner.camp_value(n)


def test_the_learnt_value_is_in_use_and_a_camp_further_on_is_worth_more():
    assert value.WEIGHTS is not None and planner.LEARNT > 0
    assert len(value.WEIGHTS) == len(value.NAMES)
    worth = [_value(_camped(s)) for s in (8, 15, 22, 28, 35, 41)]
    assert worth == sorted(worth) and len(set(worth)) == len(worth)


def test_horses_held_before_the_rockies_count_without_river_fuel_to_reach_them():
    bare = _value(_camped(21))
    horses = _value(_camped(21, horse=2))
    assert horses > bare
    # The hand-set value saw nothing in them there (no Food or Canoe to reach the mountains).
    saved, planner.LEARNT = planner.LEARNT, 0.0
    try:
        assert _value(_camped(21, horse=2)) == _value(_camped(21))
    finally:
        planner.LEARNT = saved


def test_a_fresh_expedition_needs_more_turns_than_one_near_the_fort():
    start = planner.value_features(planner.from_state(_camped(5).s, 0))
    late = planner.value_features(planner.from_state(_camped(40).s, 0))
    assert value.turns_left(start) > value.turns_left(late) >= 0


def test_horses_held_between_the_two_mountain_ranges_count_for_the_second():
    # Space 33 lies between the Rockies (24-31) and the second range (37-39), with River
    # spaces in between: without Food or Canoes the hand-set value sees nothing in Horses there.
    saved, planner.LEARNT = planner.LEARNT, 0.0
    try:
        assert _value(_camped(33, horse=2)) == _value(_camped(33))
    finally:
        planner.LEARNT = saved
    assert _value(_camped(33, horse=2)) > _value(_camped(33))
