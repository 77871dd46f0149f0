"""A one-step greedy bot: tries every legal move on a copy and keeps the best-looking result.

It looks no further than the decision at hand, so it is quick and beatable (the "easy" level).
"""

from ..core.rng import Rng, seed_state
from ..lewisclark import encampment
from ..lewisclark.route import FORT_CLATSOP

WIN = 10_000.0


def evaluate(s, seat):
    """How good `s` looks for `seat`: camp progress first, then the Scout, then the means to move."""
    if s.over:
        return WIN if s.winner == seat else -WIN
    p = s.players[seat]
    days = encampment.setup_time(p)
    value = 10.0 * p.camp + 3.0 * p.scout - 1.2 * days
    value += 0.9 * (p.res[0] + p.res[4] * 2 + p.res[5] * 2) + 0.5 * (p.res[1] + p.res[2] + p.res[3])
    value += 0.6 * p.indians + 0.4 * len(p.hand)
    if p.scout - days >= FORT_CLATSOP:
        value += 200.0  # a winning camp is within reach
    if s.solo:
        value -= 2.0 * s.mackenzie
    return value


class GreedyBot:
    level = "easy"

    def __init__(self, seed=0):
        self.rng = Rng(seed_state(seed))

    def choose(self, rules, observation):
        seat = observation.current
        best, best_value = [], None
        for move in rules.legal_moves(observation):
            child = observation.clone()
            rules.apply(child, move)
            value = evaluate(child, seat)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [move], value
            elif abs(value - best_value) <= 1e-9:
                best.append(move)
        return best[self.rng.below(len(best))]
