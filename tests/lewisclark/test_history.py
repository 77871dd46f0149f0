"""The race history drawn in the charts matches the states the game went through."""

import random

from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.lewisclark import engine, history
from lewisclark_desktop.lewisclark.cards import card_index
from lewisclark_desktop.lewisclark.game import RULES
from lc import table


def played(players=3, seed=5, moves=300):
    stack = CommandStack(RULES, RULES.new_state({"players": players}, seed), PRACTICE)
    rng = random.Random(seed)
    for _ in range(moves):
        if stack.state.over:
            break
        stack.apply(rng.choice(engine.legal_moves(stack.state)))
    states = [e.before for e in stack.done] + [stack.state]
    return stack, states


def test_one_sample_per_turn_with_every_scout_and_camp():
    stack, states = played()
    r = history.race(states, [e.move for e in stack.done])
    assert r.turns[0] == 0 and r.turns[-1] == stack.state.turn
    assert len(r.turns) == stack.state.turn + 1 or len(r.turns) == stack.state.turn + 2
    for seat, p in enumerate(stack.state.players):
        assert r.scouts[seat][-1] == p.scout and r.camps[seat][-1] == p.camp
        assert r.camps[seat] == sorted(r.camps[seat])  # a Camp never goes back
    # Each sample is the position at the start of its turn; the last one is the final position.
    for k, turn in enumerate(r.turns[:-1]):
        s = next(st for st in states if st.turn == turn)
        assert [p.camp for p in s.players] == [c[k] for c in r.camps]
        assert [p.scout for p in s.players] == [c[k] for c in r.scouts]


def test_every_encampment_is_listed_with_its_days():
    stack, states = played()
    r = history.race(states, [e.move for e in stack.done])
    camps = [e for e in stack.done if e.move.kind == "camp"]
    assert len(r.encampments) == len(camps)
    for (turn, seat, days, camp), entry in zip(r.encampments, camps):
        assert turn == entry.turn and seat == entry.player and days >= 0


def test_recruits_are_listed_when_they_happen():
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "seaman")
    t.journal("hay", "little-raven", "john-hay", "regis-loisel", "yellept")
    t.res(0, fur=4, equipment=2)
    start = t.s.clone()
    t.play("recruit slot4 discount:hugh-mcneal")
    r = history.race([start, t.s])
    assert r.recruits == [(0, 0, card_index("regis-loisel"))]


def test_solo_race_follows_mackenzie():
    stack = CommandStack(RULES, RULES.new_state({"players": 1, "solo_level": 2}, 1), PRACTICE)
    for _ in range(40):
        stack.apply(engine.legal_moves(stack.state)[0])
    states = [e.before for e in stack.done] + [stack.state]
    r = history.race(states)
    assert r.mackenzie[0] == 7 and r.mackenzie[-1] == stack.state.mackenzie
