"""The race history (history.race) of a short game played by hand, checked sample by sample:
one sample at the start, one after each turn and one at the last position, the Encampments
with their days lost (§8) whether or not the moves are given, and the characters recruited."""

from lc import table

from lewisclark_desktop.lewisclark import history
from lewisclark_desktop.lewisclark.cards import card_index

HAY = card_index("hay")  # the first card of the card table


def short_game():
    """Seat 0 (Scout 12, Camp 5, 1 Fur, 1 Equipment, Lewis and Seaman in hand, no Indian)
    recruits Hay from the bottom page (1 Fur + 1 Equipment), plays Lewis with Seaman (no Food,
    Canoe nor Horse: nothing to do), camps (only Hay in hand: 1 day, 12 -> 11, Camp to 11;
    Lewis and Seaman come back afterwards) and ends; seat 1 places an Indian on Canoe
    Manufacturing, and the record stops there, mid-turn."""
    t = table(players=2)
    t.bare(0, scout=12, camp=5)
    t.hand(0, "meriwether-lewis", "seaman")
    t.res(0, fur=1, equipment=1)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.play("recruit slot1", "play meriwether-lewis support:seaman", "camp", "end",
           "village canoe x1")
    done = t.stack.done
    return [e.before for e in done] + [t.s], [e.move for e in done]


def check_samples(r, states):
    assert r.turns == [0, 1, 1]
    assert r.scouts == [[12, 11, 11], [5, 5, 5]]
    assert r.camps == [[5, 11, 11], [5, 5, 5]]
    assert r.resources == [[2, 0, 0], [3, 3, 3]]  # seat 1: the starting Food, Fur, Equipment
    assert r.mackenzie == []
    assert r.encampments == [(0, 0, 1, 11)]
    assert r.recruits == [(0, 0, HAY)]


def test_the_race_of_a_short_game_with_its_moves():
    states, moves = short_game()
    assert len(states) == 6 and states[-1].frames == [] and states[-1].turn == 1
    check_samples(history.race(states, moves), states)


def test_without_the_moves_encampments_are_found_from_the_turn_flags():
    states, _ = short_game()
    check_samples(history.race(states), states)


def test_a_support_card_taken_back_at_the_encampment_is_no_recruit():
    t = table(players=2)
    t.bare(0, scout=20, camp=5)
    t.area(0, ("meriwether-lewis", "hay", 0))
    start = t.s.clone()
    t.play("camp")
    r = history.race([start, t.s])
    assert r.recruits == []
    # Played cards come back after the days are counted (§8 steps 1 and 4): no day lost.
    assert r.encampments == [(0, 0, 0, 20)]
    assert r.turns == [0, 0] and r.camps == [[5, 20], [5, 5]]


def test_no_states_no_race():
    r = history.race([])
    assert r.turns == [] and r.scouts == [] and r.encampments == []
