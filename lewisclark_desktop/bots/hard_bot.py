"""The Hard bot: the Normal bot's cycle planner, searched wider and two cycles deep.

Where it searches: at the decision that shapes a turn (which action to take), and at the
decision to camp. Every other decision (the choices inside an effect, recruiting) is the
Normal bot's.

1. **Wide first cycle**: the planner's beam search (planner.py) over the player's own turns up
   to the next camp, with a beam and a work budget several times Normal's. For every distinct
   first action it keeps the best plan that starts with it.
2. **Second cycle**: for the best `width` first actions, the camp that plan ends with is made
   on the model (cards back to hand, Indians back to the boats, the Scout back by the set-up
   time) and the next whole cycle is planned from there. A candidate is worth its best two-cycle
   total (progress minus RATE per turn), so fuel and cards carried over a camp are judged by what
   the next cycle really does with them instead of by a static estimate. This is where Hard
   beats Normal: in front of the mountains and at the fort, one cycle is too short a view.

The work is counted, not timed (deterministic under the seed): `budget` (seconds, default 1.5)
scales the work caps down for quick games, `iterations` bounds the number of candidates given a
second-cycle search; `should_stop()` is polled before each candidate and the best so far is
returned. Only the bot's own observation is used (opponents frozen: their face-up badges count,
their Scouts block).
"""

import time

from ..core.rng import Rng, seed_state
from ..lewisclark import engine
from . import planner
from .normal_bot import NormalBot, _first
from .view import private_view

DEFAULT_BUDGET = 1.5
ROOT_WIDTH = 6
FIRST_BEAM, FIRST_DEPTH, FIRST_WORK = 40, 9, 16000
SECOND_BEAM, SECOND_WORK = 16, 4000


class HardBot:
    level = "hard"

    def __init__(self, seed=0, budget=DEFAULT_BUDGET, iterations=None, width=ROOT_WIDTH,
                 cutoff_turns=None):
        self.seed = seed
        self.rng = Rng(seed_state(seed))
        self.budget = budget
        self.iterations = iterations
        self.width = width
        self.cutoff_turns = cutoff_turns  # kept for compatibility (unused)
        self.planner = NormalBot(seed)  # decisions outside the search
        self.last_stats = None
        scale = 1.0 if iterations is not None else max(0.1, min(1.0, budget / DEFAULT_BUDGET))
        self.first_work = int(FIRST_WORK * scale)
        self.second_work = int(SECOND_WORK * scale)

    def choose(self, rules, observation, should_stop=None):
        view = private_view(observation)
        moves = engine.legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        if not view.frames and not view.action_done and any(m.kind in ("play", "village") for m in moves):
            move = self._search(view, moves, should_stop)
            if move is not None:
                return move
        elif not view.frames and view.action_done:
            kinds = {m.kind for m in moves}
            if "camp" in kinds and "end" in kinds and self._camp_now(view, should_stop):
                return _first(moves, "camp")
        return self.planner.choose_state(view)

    # ------------------------------------------------------------------ search
    def _second(self, node):
        """Best two-cycle total for a plan ending at `node` (camping after its last action)."""
        if planner.camp_value(node) >= planner.WIN_VALUE:
            return planner.WIN_VALUE - planner.RATE * node.t
        nxt = planner.after_camp(node)
        nxt.t = node.t
        best = planner.search(nxt, beam=SECOND_BEAM, work_cap=self.second_work)
        if best is None:
            return planner.camp_value(node) - planner.RATE * node.t
        return best[0]

    def _search(self, view, moves, should_stop):
        seat = view.current
        start = time.perf_counter()
        root = planner.from_state(view, seat)
        by_first = {}
        planner.search(root, beam=FIRST_BEAM, depth=FIRST_DEPTH, work_cap=self.first_work,
                       by_first=by_first)
        ranked = sorted(by_first.items(), key=lambda kv: (-kv[1][0], str(planner.to_move(kv[0]))))
        cands = [(a, node) for a, (_, node) in ranked if planner.to_move(a) in moves][:self.width]
        if not cands:
            return None
        limit = len(cands) if self.iterations is None else max(1, min(len(cands), self.iterations))
        best, best_value, done = None, None, 0
        results = []
        for a, node in cands[:limit]:
            if should_stop is not None and should_stop():
                break
            value = self._second(node)
            results.append((str(planner.to_move(a)), round(value, 2)))
            done += 1
            if best_value is None or value > best_value + 1e-9:
                best, best_value = a, value
        if best is None:
            best = cands[0][0]
        self.last_stats = {"iterations": done, "seconds": time.perf_counter() - start,
                           "children": results}
        return planner.to_move(best)

    def _camp_now(self, view, should_stop):
        """Camp at the end of this turn if the next cycle from that camp beats going on."""
        seat = view.current
        n = planner.from_state(view, seat)
        now = planner.camp_value(n)
        if now >= planner.WIN_VALUE:
            return True
        if now <= planner.RESET_VALUE:
            return False
        if not planner.can_act(n):
            return True
        if should_stop is not None and should_stop():
            return planner.should_camp(view, seat)
        camp_total = self._second(n)
        by_first = {}
        planner.search(n, beam=SECOND_BEAM, work_cap=self.second_work, by_first=by_first)
        ranked = sorted(by_first.values(), key=lambda v: -v[0])[:max(1, self.width // 2)]
        go_on = max((self._second(node) for _, node in ranked), default=None)
        return go_on is None or camp_total >= go_on
