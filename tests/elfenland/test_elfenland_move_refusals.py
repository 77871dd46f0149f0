"""Moves the rules forbid, and move text that cannot be read, are refused with the whole
reason (what `lewisclark apply` prints); the steps offered towards a town (clicking it on the
map) never include staying where the boot is."""

import pytest
from elf import table

from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.elfenland.board import TOWN_INDEX
from lewisclark_desktop.elfenland.moves import format_move, parse_move


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
