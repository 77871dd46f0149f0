"""Bots that would replay the same cycle for ever (a stall) take a cycle that gets somewhere.

The position is from a real game (Easy against Random, tournament seed 10004, turn 90): at
space 27 in the Rockies, with one Horse's worth of trading per cycle, Easy traded for a Horse,
moved two Mountain spaces and camped two spaces back, every three turns until the 400-turn cap.
Normal, put in Easy's place, did the same.
"""

import pytest

from lc import table
from lewisclark_desktop.bots import registry
from lewisclark_desktop.bots.lewisclark import planner
from lewisclark_desktop.lewisclark.game import RULES


def _stuck_in_the_rockies():
    t = table(players=2, seed=10004)
    t.hand(0, "little-raven", "three-eagles", "meriwether-lewis", "pierre-cruzatte",
           "hugh-mcneal", "seaman", "alexander-h-willard")
    t.res(0, food=1, equipment=2)
    t.indians(0, 2)
    t.scout(0, 27, camp=27)
    t.hand(1, "william-clark", "john-b-thompson", "york", "joseph-reuben-field")
    t.res(1, wood=1, fur=1)
    t.indians(1, 0)
    t.scout(1, 1, camp=5)
    t.journal("coboway", "nicholas-jarrot", "moses-b-reed", "big-white", "weuche")
    t.village(craftsmanship=1, gift=1, horse=2, newcomer=1)
    t.s.turn = 90
    return t


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_bot_stuck_in_the_rockies_moves_its_camp_forward(level):
    s = _stuck_in_the_rockies().stack.state
    bots = [registry.make_bot(level, 1), registry.make_bot("random", 2)]
    while s.turn < 90 + 2 * 20 and not s.over:  # twenty turns each
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    assert s.players[0].camp > 27


def test_the_plan_that_comes_back_where_it_started_is_seen_as_a_stall():
    s = _stuck_in_the_rockies().stack.state
    root = planner.from_state(s, 0)
    narrow = planner.search(root, last=True, beam=3, depth=3, work_cap=300)  # Easy's view
    assert planner.stalls(root, narrow[1])
    after = planner.after_camp(narrow[1])
    assert (after.scout, after.camp, after.res) == (27, 27, root.res)  # the same position
    # Not stuck (a game not yet long): the plan stands.
    assert planner.progressing_search(root, beam=3, depth=3, work_cap=300)[1].path == narrow[1].path
    best = planner.progressing_search(root, stuck=True, beam=3, depth=3, work_cap=300)
    assert not planner.stalls(root, best[1])
