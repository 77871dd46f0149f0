"""Moves the rules forbid, and move text that cannot be read, are refused with the whole
reason (what `lewisclark apply` prints); the steps offered towards a town (clicking it on the
map) never include staying where the boot is."""

import pytest
from elf import table

from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.elfenland.board import EDGE_INDEX, EDGES, TOWN_INDEX
from lewisclark_desktop.elfenland.components import CARD_TYPES, TRANSPORTS
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.moves import Move, format_move, parse_move


def test_keeping_a_counter_one_does_not_hold_is_refused():
    t = table(players=2).counters(0, secret="troll", open="pig cloud").counters(1, open="dragon")
    t.phase("keep-counter", current=0)
    assert t.refuse("keep-counter dragon") == "keep-counter dragon: you do not hold that counter"
    t.play("keep-counter cloud")
    assert t.s.players[0].secret == [4] and t.s.players[0].open == []


def test_no_step_leads_to_the_town_the_boot_stands_in():
    t = table().boot(0, "rivinia").hand(0, "elfcycle elfcycle").road("r12", "elfcycle")
    t.phase("travel", current=0)
    assert engine.moves_to(t.s, TOWN_INDEX["rivinia"]) == []
    assert [format_move(m) for m in engine.moves_to(t.s, TOWN_INDEX["feodor"])] \
        == ["move r12"]


@pytest.mark.parametrize("text, reason", [
    ("", "empty move"),
    ("   ", "empty move"),
    ("fly r12", "unknown move 'fly' (moves: take, draw, place, obstacle, pass, move, end, keep, "
                "keep-counter)"),
    ("take boat", "unknown counter 'boat' (counters: dragon, unicorn, troll, elfcycle, cloud, "
                  "pig)"),
    ("place secret:boat r12", "unknown counter 'boat' (counters: dragon, unicorn, troll, "
                              "elfcycle, cloud, pig)"),
    ("place troll r99", "unknown road or water link 'r99'"),
    ("obstacle x1", "unknown road or water link 'x1'"),
    ("move r12 pay:troll", "expected caravan:CARDS after the link, got 'pay:troll'"),
    ("move r12 caravan:-", "a caravan names the cards it pays"),
    ("keep dragon+gold", "unknown travel card 'gold' (cards: dragon, unicorn, troll, elfcycle, "
                         "cloud, pig, raft)"),
    ("draw 2", "wrong number of words for 'draw': 'draw 2'"),
    ("keep-counter", "wrong number of words for 'keep-counter': 'keep-counter'"),
])
def test_unreadable_move_text_is_refused_with_the_whole_reason(text, reason):
    with pytest.raises(ValueError) as info:
        parse_move(text)
    assert str(info.value) == reason


def _journey():
    return table(players=2).boot(0, "beata").hand(0, "pig pig troll dragon").road("r01", "pig") \
        .phase("travel", current=0)


@pytest.mark.parametrize("text, reason", [
    ("move w1 caravan:pig+pig+troll", "a caravan cannot cross water: rafts only"),
    ("move r01 caravan:raft+raft+raft", "you do not hold those cards"),
    ("move w1", "this step costs 1 raft card(s); you hold 0"),  # no caravan on water
    ("move r03", "r03 holds no counter: no way to cross it"),
])
def test_a_step_the_rules_forbid_is_refused_with_the_whole_reason(text, reason):
    assert _journey().refuse(text) == f"{format_move(parse_move(text))}: {reason}"


def test_a_step_short_of_cards_on_a_road_points_to_the_caravan():
    t = table(players=2).boot(0, "beata").hand(0, "troll dragon raft").road("r01", "pig")
    t.phase("travel", current=0)
    assert t.refuse("move r01") == ("move r01: this step costs 1 pig card(s); you hold 0 "
                                    "(a caravan of any 3 cards is the other way)")


def test_moves_naming_no_connection_or_no_card_are_refused():
    # Moves built by a program rather than read from text: the rules still check every index.
    s = _journey().s
    assert RULES.explain_illegal(s, Move("move", edge=len(EDGES))) == "there is no such connection"
    no_card = len(CARD_TYPES)
    assert RULES.explain_illegal(s, Move("move", edge=EDGE_INDEX["r01"],
                                         cards=(no_card,) * 3)) == "you do not hold those cards"
    t = table(players=2).phase("keep-cards", current=0).hand(0, "pig pig troll dragon raft")
    assert RULES.explain_illegal(t.s, Move("keep", cards=(0, 2, 5, no_card))) == \
        "you do not hold those cards"
    assert t.refuse("keep raft+raft+pig+pig") == \
        "keep pig+pig+raft+raft: you do not hold those cards"



def _placing():
    return table(players=2).counters(0, secret="troll", open="pig").counters(1, open="dragon") \
        .phase("place", current=0)


@pytest.mark.parametrize("text, reason", [
    ("place troll r12", "you have no troll counter"),  # the troll is secret
    ("place secret:pig r12", "you have no secret pig counter"),  # the pig is open
])
def test_a_counter_one_does_not_hold_that_way_is_refused(text, reason):
    assert _placing().refuse(text) == f"{text}: {reason}"


def test_one_obstacle_per_road_and_one_per_player():
    t = table(players=2).road("r12", "pig").obstacle("r12", 0).counters(0, open="pig")
    t.counters(1, open="dragon").phase("place", current=1)
    assert t.refuse("obstacle r12") == "obstacle r12: r12 already has an obstacle"  # seat 0's
    t = table(players=2).road("r12", "pig").road("r01", "pig").obstacle("r01", 0)
    t.counters(0, open="pig").counters(1).phase("place", current=0)
    assert t.refuse("obstacle r12") == "obstacle r12: you have already used your obstacle"


def test_placements_naming_no_road_or_no_counter_are_refused():
    s = _placing().s
    no_road, no_counter = len(EDGES), len(TRANSPORTS)
    assert RULES.explain_illegal(s, Move("place", edge=no_road, counter=5)) == \
        "there is no such road"
    assert RULES.explain_illegal(s, Move("obstacle", edge=no_road)) == "there is no such road"
    assert RULES.explain_illegal(s, Move("place", edge=EDGE_INDEX["r12"], counter=no_counter)) \
        == "there is no such counter"


def test_an_obstacle_starts_the_count_of_passes_again():
    t = table(players=3).road("r12", "pig").counters(0, open="troll").counters(1, open="dragon")
    t.counters(2, open="cloud").phase("place", current=0, passes=2)
    t.play("obstacle r12", "pass", "pass")
    assert t.s.phase == "place" and t.s.current == 0  # two passes since the obstacle, not three
    t.play("pass")
    assert t.s.phase == "travel"


def test_drawing_from_an_empty_stack_and_moving_after_the_end_are_refused():
    t = table(players=2)
    t.d["players"][0]["open"] += t.d["supply"]
    t.d["supply"] = []
    assert t.refuse("draw") == "draw: the counter stack is empty"
    over = table(players=2).phase("over")
    assert over.refuse("draw") == "draw: the game is over"
