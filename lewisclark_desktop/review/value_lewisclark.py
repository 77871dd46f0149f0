"""Lewis & Clark's side of a review: a move's value is the seat's own turns still needed to reach
Fort Clatsop, by the planner's estimate (fewer is better).

In a sampled world of the seat's observation (`view.sample_world`: the deck order and the
rivals' unknown cards drawn, nothing read from the true state), the move is played, then Normal
(whose every turn is the cycle planner's plan) plays every seat until the seat's turn in which it
camps is over; the value is the seat's own turns played until then (this one included) plus the
turns still needed from that camp (`turns_after`): the mean of the learnt camp value (value.py,
the planner's estimate of a camped position) and the plain pace of the game (one own turn a
space to Fort Clatsop). A whole cycle rather than the planner's plan from the next turn: one
plan's estimate jumped by several turns between two moves Hard finds alike. The pace beside the
learnt value: that value alone jumps by several turns between camps a few spaces apart (9 turns
for 4 spaces around the Rockies), which made single card choices of Normal look costlier than
a camp that threw away the cycle's ground (docs/review.md, "Planted mistakes").
"""

from ..bots.lewisclark import planner, value
from ..bots.lewisclark.normal_bot import NormalBot
from ..bots.lewisclark.view import private_view, sample_world
from ..core.rng import Rng, seed_state
from ..lewisclark import engine
from ..lewisclark.route import FORT_CLATSOP

UNIT = "turns"
LOWER_IS_BETTER = True
# Marked decisions cost more than this many turns (planted and Hard alone: see docs/review.md).
# A cost above it is valued again on 3 times the worlds first (engine.CONFIRM).
THRESHOLD = 1.0
# (Hard's fixed iterations, worlds per move) at the default setting and quick.
BUDGET = {False: (24, 2), True: (8, 1)}
MAX_CYCLE_DECISIONS = 3000  # every seat's decisions until the seat camps, at most
# The pace of a 2-player game of Hard: 43 own turns for the 44 spaces on average (60 games,
# seeds 300-329 and 400-429), so about one own turn a space.
TURNS_PER_SPACE = 1.0
LEARNT_SHARE = 0.5  # the learnt value's share of turns_after, the pace's the rest


def world(rules, observation, seat, seed):
    return sample_world(private_view(observation), Rng(seed_state(seed)))


def outcome(rules, s, move, seat, seed):
    """Own turns to Fort Clatsop after `move` in the full state `s` (changed): Normal plays
    every seat until the seat's turn in which it camps is over (the end of its cycle), counting
    the seat's own turns; then `turns_after` that camp."""
    engine.apply(s, move)
    bot = NormalBot(seed)
    camped, turns, own_turn = move.kind == "camp", 1, s.turn
    for _ in range(MAX_CYCLE_DECISIONS):
        if s.over or (camped and s.turn != own_turn):
            break
        if s.current == seat and s.turn != own_turn:
            own_turn, turns = s.turn, turns + 1
        choice = bot.choose_state(s)
        camped = camped or (s.current == seat and choice.kind == "camp")
        engine.apply(s, choice)
    if s.over and s.winner == seat:
        return float(turns)
    return turns + turns_after(s, seat)


def turns_after(s, seat):
    """The seat's own turns still needed to reach Fort Clatsop from its camp in `s`."""
    learnt = value.turns_left(planner.value_features(planner.from_state(s, seat)))
    pace = (FORT_CLATSOP - s.players[seat].camp) * TURNS_PER_SPACE
    return LEARNT_SHARE * learnt + (1 - LEARNT_SHARE) * pace


def explanation(rules, observation, seat, played, suggested, seed):
    """The plan behind the suggestion: explain.py's steps as dicts ({"step": "Play", ...})."""
    from ..bots.lewisclark import explain_hint

    steps = explain_hint(rules, observation, suggested, seed) or []
    return {"plan": [_plain({"step": type(step).__name__, **step._asdict()}) for step in steps]}


def _plain(value):
    """JSON's own types (lists for tuples), so that a kept review reads back equal."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
