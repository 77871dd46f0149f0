"""An obstacle counts the same whoever placed it (rules spec §3, D14), seat 0's too: the
obstacle's owner is stored as a seat number, and seat 0 is a seat like any other. §9
example 2 (a troll counter and an obstacle on r21) played with the first seat's obstacle,
by the mover itself and by another player."""

import pytest
from elf import table


def _example_2(mover, obstacle_of):
    t = table(players=2).boot(mover, "feodor").hand(mover, "troll pig pig raft cloud")
    return t.road("r21", "troll").obstacle("r21", obstacle_of).phase("travel", current=mover,
                                                                         seats_done=mover)


@pytest.mark.parametrize("mover, obstacle_of", [(0, 0), (1, 0)])
def test_an_obstacle_of_seat_0_adds_a_card_to_the_normal_price(mover, obstacle_of):
    """Normal price on r21 (desert, troll): 2 + 1 = 3 troll cards; one troll is not enough."""
    t = _example_2(mover, obstacle_of).hand(mover, "troll troll pig")
    assert t.refuse("move r21") == (
        "move r21: this step costs 3 troll card(s); you hold 2 (a caravan of any 4 cards is "
        "the other way)")
    t.hand(mover, "troll troll troll pig")
    t.start().play("move r21")
    assert t.hand_of(mover) == {"pig": 1}


@pytest.mark.parametrize("mover, obstacle_of", [(0, 0), (1, 0)])
def test_an_obstacle_of_seat_0_makes_the_caravan_four_cards(mover, obstacle_of):
    t = _example_2(mover, obstacle_of)
    assert t.refuse("move r21 caravan:pig+pig+raft") == \
        "move r21 caravan:pig+pig+raft: a caravan on r21 costs exactly 4 cards, not 3"
    assert "move r21 caravan:pig+pig+raft" not in t.legal()
    t.play("move r21 caravan:pig+pig+raft+cloud")
    assert t.hand_of(mover) == {"troll": 1}
    assert t.s.players[mover].boot != t.s.players[1 - mover].boot  # now at Throtmanni


def test_a_road_under_seat_0s_obstacle_takes_no_second_obstacle():
    """D14: seat 1 holds no counter and its obstacle; the only counter on the board lies
    under seat 0's obstacle. Seat 1 has nothing to place: it is passed, and phase 4 ends."""
    t = table(players=2).road("r01", "dragon").obstacle("r01", 0)
    t.counters(0, secret="unicorn").counters(1).phase("place", current=0, passes=0)
    t.play("pass")
    assert t.s.phase == "travel"
