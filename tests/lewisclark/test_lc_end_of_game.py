"""How a game ends when nobody reaches Fort Clatsop (D28: a round without action; D29: 40
rounds without a Camp advancing) and who wins then: the most advanced Camp, then the most
advanced Scout, then the player who would have moved next. Also the solo count-down to
Mackenzie's arrival (§14.1). Positions are built by hand and played (tests/support/lc.py)."""

import pytest
from lc import table

from lewisclark_desktop.lewisclark import engine


def idle(players, scouts, first=0):
    """Every seat with nothing at all (no card, no Indian, no resource): each turn is a forced
    camp that loses no day, then `end`. Every Camp on Saint Louis."""
    t = table(players=players, first=first)
    for seat in range(players):
        t.bare(seat, scouts[seat], camp=5)
    return t


def a_round_of_idle_turns(t):
    for _ in range(len(t.s.players)):
        assert t.legal() == {"camp"}  # D22
        t.play("camp", "end")


@pytest.mark.parametrize("first, winner", [(0, 0), (1, 1), (2, 2)])
def test_a_stalled_round_with_everything_equal_goes_to_the_player_who_would_move_next(first,
                                                                                      winner):
    # All Scouts and Camps on Saint Louis (the start space holds any number of Scouts).
    t = idle(3, (5, 5, 5), first=first)
    a_round_of_idle_turns(t)
    assert t.s.over and engine.ended_stalled(t.s)
    assert t.s.winner == winner


def test_among_the_tied_seats_the_one_who_would_move_sooner_wins():
    # Seat 0 would move next but its Scout stands behind; seats 1 and 2 are level: seat 1
    # comes before seat 2 in the turn order.
    t = idle(3, (4, 5, 5))
    a_round_of_idle_turns(t)
    assert t.s.over and t.s.winner == 1


def test_among_the_tied_seats_the_order_wraps_round_the_table():
    # Seat 1 ended the round (seats 2, 0, 1 played); seat 2 would move next but is behind;
    # seats 0 and 1 are level: seat 0 moves before seat 1.
    t = idle(3, (5, 5, 4), first=2)
    a_round_of_idle_turns(t)
    assert t.s.over and t.s.winner == 0


# ---------------------------------------------------------------- D29

def quiet(players=2, quiet_turns=0):
    t = table(players=players)
    t.s.quiet_turns = quiet_turns
    return t


def test_forty_rounds_without_a_camp_advancing_end_the_game_after_the_last_turn():
    t = quiet(quiet_turns=2 * 40 - 2)
    assert engine.quiet_turns_left(t.s) == 2
    t.play("village canoe x1", "end")  # an action: not a stalled round (D28)
    assert not t.s.over and t.s.current == 1
    assert t.s.quiet_turns == 79 and engine.quiet_turns_left(t.s) == 1
    t.play("village canoe x1", "end")
    assert t.s.over and engine.ended_quiet(t.s) and not engine.ended_stalled(t.s)
    assert engine.quiet_turns_left(t.s) == 0
    assert t.s.winner == 0  # level Camps and Scouts: seat 0 would have moved next


def test_every_turn_ended_counts_one_quiet_turn():
    t = quiet(players=3)
    for k in range(1, 4):
        t.play("village canoe x1", "end")
        assert t.s.quiet_turns == k
        assert engine.quiet_turns_left(t.s) == 3 * 40 - k
    assert not t.s.over


def test_a_camp_that_advances_starts_the_count_again_with_its_own_turn():
    t = quiet(quiet_turns=50)
    t.bare(0, scout=12, camp=5)  # nothing to carry: the Camp moves up to the Scout
    t.play("camp", "end")
    assert t.p(0).camp == 12
    assert t.s.quiet_turns == 1


def test_each_end_is_told_apart():
    going = table(players=2)
    assert not engine.ended_quiet(going.s) and not engine.ended_stalled(going.s)
    stalled = idle(2, (5, 6))
    a_round_of_idle_turns(stalled)
    assert engine.ended_stalled(stalled.s) and not engine.ended_quiet(stalled.s)
    won = table(players=2)
    won.bare(0, scout=44, camp=40)
    won.play("camp")
    assert won.s.over and not engine.ended_quiet(won.s) and not engine.ended_stalled(won.s)


def test_the_solo_game_has_no_quiet_count_down():
    t = table(players=1, solo_level=0)
    assert engine.quiet_turns_left(t.s) is None


# ---------------------------------------------------------------- the solo count-down

@pytest.mark.parametrize("mackenzie, left", [(5, 39), (40, 4), (43, 1)])
def test_turns_left_before_mackenzie_arrives_is_a_whole_number_of_turns(mackenzie, left):
    t = table(players=1, solo_level=0)
    t.s.mackenzie = mackenzie
    turns = engine.mackenzie_turns_left(t.s)
    assert turns == left and isinstance(turns, int)  # the status line shows "4", not "4.0"
