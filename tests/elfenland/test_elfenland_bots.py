"""Elfenland bots: legal answers from observations only, deterministic, Normal beats Random."""

import pytest
from elf import table

from lewisclark_desktop.bots.elfenland import available_levels, make_bot
from lewisclark_desktop.elfenland import engine, positions
from lewisclark_desktop.elfenland.game import RULES


def play(levels, seed, variant=False):
    s = RULES.new_state({"players": len(levels), "variant": variant}, seed)
    bots = [make_bot(level, seed * 10 + k) for k, level in enumerate(levels)]
    while not s.over:
        seat = s.current
        move = bots[seat].choose(RULES, RULES.observation(s, seat))
        assert RULES.explain_illegal(s, move) is None, RULES.format_move(move)
        RULES.apply(s, move)
    return s


def test_levels_and_unknown_level():
    assert available_levels() == ("random", "normal")
    with pytest.raises(ValueError, match="unknown Elfenland bot level"):
        make_bot("grandmaster")


@pytest.mark.parametrize("players", [2, 6])
def test_normal_bots_play_whole_games(players):
    s = play(["normal"] * players, players, variant=players == 6)
    assert s.over and sum(p.markers for p in s.players) > 0


def test_normal_is_deterministic():
    a = play(["normal", "random", "normal"], 3)
    b = play(["normal", "random", "normal"], 3)
    assert positions.state_hash(a) == positions.state_hash(b)


def test_normal_beats_two_randoms_more_often_than_not():
    wins = 0
    for g in range(4):
        levels = ["random"] * 3
        levels[g % 3] = "normal"
        s = play(levels, 100 + g)
        wins += engine.winner(s) == g % 3
    assert wins >= 3


def test_normal_takes_the_counter_its_journey_needs():
    # Boot at Rivinia with elfcycles: an elfcycle on r12 (forest) opens Feodor for one card.
    t = table(players=2).boot(0, "rivinia").counters(0).counters(1)
    t.hand(0, "elfcycle elfcycle elfcycle elfcycle elfcycle elfcycle elfcycle elfcycle")
    t.display("elfcycle dragon dragon troll troll").phase("draw", current=0)
    move = make_bot("normal").choose(RULES, RULES.observation(t.s, 0))
    assert RULES.format_move(move) == "take elfcycle"


def test_normal_journey_follows_its_plan_and_ends():
    t = table(players=2).boot(0, "rivinia")
    t.hand(0, "elfcycle elfcycle unicorn unicorn dragon dragon dragon raft")
    t.road("r12", "elfcycle").road("r22", "unicorn").phase("travel", current=0)
    bot = make_bot("normal")
    texts = []
    while t.s.current == 0 and t.s.phase == "travel":
        move = bot.choose(RULES, RULES.observation(t.s, 0))
        texts.append(RULES.format_move(move))
        t.play(texts[-1])
    assert texts[:2] == ["move r12", "move r22"] and texts[-1] == "end"
    assert t.s.players[0].markers >= 2


def test_normal_makes_the_leaders_next_road_dear_when_its_plan_needs_nothing():
    t = table(players=2).hand(0).counters(0, open="cloud").counters(1)
    t.boot(1, "lapphalya").visited(1, "beata", "ergeren", "tichih", "rivinia", "strykhaven")
    t.phase("place", current=0)
    move = RULES.format_move(make_bot("normal").choose(RULES, RULES.observation(t.s, 0)))
    # cloud costs 2 on plain and forest: Virst, Feodor, Dag'Amura or Ixara become dear
    assert move in ("place cloud r04", "place cloud r14", "place cloud r15", "place cloud r16")
