"""Moves the rules forbid are refused with the reason, and the steps offered towards a town
(clicking it on the map) never include staying where the boot is."""

from elf import table

from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.elfenland.board import TOWN_INDEX
from lewisclark_desktop.elfenland.moves import format_move


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
