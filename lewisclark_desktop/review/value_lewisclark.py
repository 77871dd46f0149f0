"""Lewis & Clark's side of a review: a move's value is the seat's own turns still needed to reach
Fort Clatsop, by the cycle planner's estimate (fewer is better).

From a sampled world of the seat's observation (`view.sample_world`: the deck order and the
rivals' unknown cards drawn, nothing read from the true state), the move is played and the
Normal bot finishes the seat's turn (effects, recruiting, camping or not); the turns left are
then those of the planner's best plan from there (`planner.search`) plus the learnt value's
turns after that plan's camp (value.py): 1 (this turn) + the plan's turns + the turns after it.
The opponents do not move, so a world decides little beyond the recruiting board's refills:
a few worlds suffice.
"""

from ..bots.lewisclark import planner, value
from ..bots.lewisclark.normal_bot import NormalBot
from ..bots.lewisclark.view import private_view, sample_world
from ..core.rng import Rng, seed_state
from ..lewisclark import engine
from ..lewisclark.route import FORT_CLATSOP, retreat

UNIT = "turns"
LOWER_IS_BETTER = True
# Marked decisions cost more than this many turns (Hard alone: see docs/review.md).
THRESHOLD = 0.75
# (Hard's fixed iterations, worlds per move) at the default setting and quick.
BUDGET = {False: (24, 2), True: (8, 1)}
MAX_TURN_DECISIONS = 200  # a turn's own decisions (effects, recruiting, camp) at most


def world(rules, observation, seat, seed):
    return sample_world(private_view(observation), Rng(seed_state(seed)))


def outcome(rules, s, move, seat, seed):
    """Own turns to Fort Clatsop after `move` in the full state `s` (changed)."""
    engine.apply(s, move)
    bot = NormalBot(seed)
    turn = s.turn
    for _ in range(MAX_TURN_DECISIONS):
        if s.over or s.turn != turn:
            break
        engine.apply(s, bot.choose_state(s))
    if s.over and s.winner == seat:
        return 1.0
    return 1.0 + turns_to_go(s, seat)


def turns_to_go(s, seat):
    """The planner's estimate of the seat's own turns to Fort Clatsop from the start of its
    next turn."""
    node = planner.from_state(s, seat)
    best = planner.search(node, last=True)
    if best is None:  # nothing to play: the next turn camps
        return 1.0 + _after_camp(node)
    last = best[1]
    if planner.camp_value(last) >= planner.WIN_VALUE:
        return float(last.t)
    return last.t + _after_camp(last)


def _after_camp(node):
    scout = retreat(node.scout, planner.camp_days(node), node.occupied)
    if max(scout, node.camp) >= FORT_CLATSOP:
        return 0.0
    return value.turns_left(planner.value_features(planner.after_camp(node)))


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
