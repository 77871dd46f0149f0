"""The Hard bot: determinized Monte Carlo tree search over the turn's action.

Where it searches: at the decision that shapes a turn (which action to take). The root's
children are the Normal bot's best candidate actions (its two-step plan first), which keeps the
branching small. Every other decision (the choices inside an effect, recruiting, camping) is the
Normal bot's.

One iteration (Cowling, Powley & Whitehouse 2012, single-observer ISMCTS restricted to the root):

1. **Determinize**: sample a full state consistent with the bot's observation: the deck order
   and the opponents' hand / face-down cards (`view.sample_world`), a fresh sample each time,
   so the statistics are gathered over the information set, not over one guessed world.
2. **Select** a root action by UCB1 (with the Normal ranking as a small prior).
3. **Play out** with the fast Normal policy for every seat, up to the end of the bot's next
   turn (a cut-off, not to the end of the game).
4. **Evaluate** the cut-off position with the value function (`heuristics.race_score`, a
   win-probability-like number in [0, 1]) and back it up.

The budget is a time limit (default 1.5 s) or a fixed iteration count (reproducible: tests and
tournaments); `should_stop()` is polled every iteration and the best move so far is returned.
Deterministic under its seed when run with a fixed iteration count.
"""

import math
import time

from ..core.rng import Rng, seed_state
from ..lewisclark import engine
from .heuristics import race_score
from .normal_bot import NormalBot
from .view import private_view, sample_world

DEFAULT_BUDGET = 1.5
ROOT_WIDTH = 6
EXPLORATION = 0.35
PRIOR_VISITS = 2  # virtual visits carrying the Normal ranking
MAX_PLAYOUT_DECISIONS = 400


class HardBot:
    level = "hard"

    def __init__(self, seed=0, budget=DEFAULT_BUDGET, iterations=None, width=ROOT_WIDTH,
                 cutoff_turns=None):
        self.seed = seed
        self.rng = Rng(seed_state(seed))
        self.budget = budget
        self.iterations = iterations
        self.width = width
        self.cutoff_turns = cutoff_turns
        self.planner = NormalBot(seed)  # decisions outside the search, and the root candidates
        self.policy = NormalBot(seed ^ 0x5A5A, depth=1, supports=1)  # fast playout policy
        self.last_stats = None

    def choose(self, rules, observation, should_stop=None):
        view = private_view(observation)
        moves = engine.legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        if view.frames or view.action_done or not any(m.kind in ("play", "village") for m in moves):
            return self.planner.choose_state(view)
        return self._search(view, moves, should_stop)

    # ------------------------------------------------------------------ search
    def _search(self, view, moves, should_stop):
        seat = view.current
        ranked = self.planner.best_actions(view, moves, seat)
        children = [r[2] for r in ranked[:self.width]]
        if len(children) == 1:
            return children[0]
        n = len(children)
        visits = [0] * n
        totals = [0.0] * n
        # Prior: the Normal ranking as a few virtual results (best 0.6 ... worst 0.4).
        prior = [0.6 - 0.2 * i / max(1, n - 1) for i in range(n)]
        cutoff = self.cutoff_turns if self.cutoff_turns is not None else len(view.players) + 1
        start = time.perf_counter()
        deadline = None if self.iterations else start + self.budget
        it = 0
        while True:
            if self.iterations is not None and it >= self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if should_stop is not None and should_stop():
                break
            world = sample_world(view, Rng(self.rng.below(1 << 62)))
            i = self._select(visits, totals, prior, it)
            engine.apply(world, children[i])
            value = self._playout(world, seat, view.turn + cutoff)
            visits[i] += 1
            totals[i] += value
            it += 1
        best = max(range(n), key=lambda i: (visits[i], self._mean(i, visits, totals, prior), -i))
        self.last_stats = {
            "iterations": it, "seconds": time.perf_counter() - start,
            "children": [(str(children[i]), visits[i], round(self._mean(i, visits, totals, prior), 3))
                         for i in range(n)],
        }
        return children[best]

    @staticmethod
    def _mean(i, visits, totals, prior):
        return (totals[i] + PRIOR_VISITS * prior[i]) / (visits[i] + PRIOR_VISITS)

    def _select(self, visits, totals, prior, it):
        total = it + 1
        best, best_score = 0, None
        for i in range(len(visits)):
            mean = self._mean(i, visits, totals, prior)
            score = mean + EXPLORATION * math.sqrt(math.log(total + 1) / (visits[i] + 1))
            if best_score is None or score > best_score:
                best, best_score = i, score
        return best

    def _playout(self, s, seat, end_turn):
        steps = 0
        policy = self.policy
        while not s.over and steps < MAX_PLAYOUT_DECISIONS:
            if s.turn >= end_turn and not s.frames:
                break
            engine.apply(s, policy.choose_state(s))
            steps += 1
        return race_score(s, seat)
