"""The Hard Elfenland bot: determinized Monte Carlo search around Normal, at the decisions
where what the others hold matters: taking a counter (phase 3) and placing one (phase 4).

* **Candidates**: phase 3, every face-up counter and the blind draw, each with Normal's plan
  score as its prior; phase 4, Normal's move first, then the other placements its best plan
  makes, for each rival the obstacle and the counter that would make its next roads dear, and
  the pass (at most `width`).
* **Each iteration** picks a candidate by UCB1 (bots/search.py) and plays it in a full state
  consistent with the seat's observation (other hands, secret counters, counter stack, deck,
  town cards: `observation.determinize`; with `infer`, the rivals' hands, secret counters and
  town cards drawn among that many particles, weighed by how many of the rival's moves this
  round Normal would have made with them: inference.py); a candidate's k-th playout uses the
  same k-th sampled state as every other candidate's, and its value is paired: its result
  minus that of Normal's own move in that state (Normal's move is worth 0, like the priors).
  A playout: a quicker Normal plays every seat to the end of the placing (or until the bot's
  `horizon`-th next decision); then the table is judged: each player's markers plus what its
  best journey collects on that board (with the counters it still holds, while they may be
  placed); the result is the bot's lead over the best rival, in markers.
* **Other decisions** (the journey, the round-end keep) are Normal's: by then the board is
  known and only the seat's own cards matter, which Normal's plan search already weighs.
  `position` (default off) makes its plans value the uncollected towns near the journey's end.

Budget: `budget` seconds per decision (default 1.5; the search stops while one more playout's
time is still left, in reserve) and at most `max_iterations` playouts, or a fixed
`iterations` count (then the move depends only on the seed and the observation). The search
also ends once its answer can no longer change, or when `should_stop()` says so.
"""

from ...core.rng import Rng, seed_state
from ...elfenland import engine
from ...elfenland.game import RULES
from ...elfenland.moves import Move
from ...elfenland.observation import determinize
from ...elfenland.state import DRAW, PLACE
from ..search import now, paired_playouts, ucb_root
from .inference import RivalModel
from .normal_bot import NormalBot, dear_counter, rival_roads
from .planner import MARKER_VALUE, planner_for

DEFAULT_BUDGET = 1.5
# within a time budget: keeps the mean decision short (a playout to the end of the placing
# costs about 20 ms); the number measured (docs/experiments/2026-12-01-elfenland-hard.md)
MAX_ITERATIONS = 40
ROOT_WIDTH = 6
EXPLORATION = 0.7  # UCB1 constant, for values in markers
PRIOR_GAP = 0.3  # markers: Normal's own move starts this far ahead of the other placements
PLAYOUT_CAPS = (400, 100)  # the playout Normal's plan and take searches (Normal: 1500, 300)
LEAF_CAP = 800  # the plan search that judges each player's journey at the leaf
POSITION = 0.0  # its own plans' worth of an uncollected town near the journey's end (planner.py)
# None: the playout plays the whole placing out (about 2.5 times the cost of stopping at the
# bot's next decision, 1, and clearly stronger: docs/experiments/2026-12-01-elfenland-hard.md)
HORIZON = None
# particles of the rivals' holdings weighed by their moves (inference.py); 0: none, uniform
# draws. Off: 32 particles won 86 of 200 at the real budget
# (docs/experiments/2026-12-01-elfenland-hard.md, seventh session)
INFER = 0
INFER_EPSILON = 0.4  # a particle's weight per move it does not explain (best calibrated)
INFER_SHARE = 0.5  # of the budget, at most, for weighing particles (a fresh bot weighs the
# whole round's story at once)


def journey_values(s, cap=LEAF_CAP):
    """Each seat's markers plus what its best journey over the board collects, in markers (the
    cards it keeps count a tenth each, as in the plan's score); while counters may still be
    placed, the journey may use the seat's own."""
    placing = s.phase in (DRAW, PLACE)
    out = []
    for seat, p in enumerate(s.players):
        if s.over:
            out.append(engine.score(s, seat))
            continue
        plan = planner_for(s, seat, cap).best(p.boot, p.hand, p.counters() if placing else [])[0]
        out.append(p.markers + plan / MARKER_VALUE)
    return out


def leaf_value(s, seat):
    values = journey_values(s)
    return values[seat] - max(v for k, v in enumerate(values) if k != seat)


class HardBot:
    level = "hard"
    takes_options = True

    def __init__(self, seed=0, budget=DEFAULT_BUDGET, iterations=None, width=ROOT_WIDTH,
                 horizon=HORIZON, position=POSITION, max_iterations=MAX_ITERATIONS,
                 prior_gap=PRIOR_GAP, infer=INFER, infer_epsilon=INFER_EPSILON):
        self.prior_gap = prior_gap
        self.seed = seed
        self.rng = Rng(seed_state(seed))
        self.budget = budget
        self.iterations = iterations
        self.max_iterations = max_iterations
        self.width = width
        self.horizon = horizon
        self.normal = NormalBot(seed, position=position)
        self.playout_bot = NormalBot(seed + 1, *PLAYOUT_CAPS)
        # the rivals' holdings weighed by their moves this round (inference.py); 0: uniform
        self.rivals = RivalModel(NormalBot(seed), infer, seed, infer_epsilon) if infer else None
        # the window keeps the bot for its seat: its judgements of the round's moves are reused
        self.keeps_state = bool(infer)
        self.last_stats = None

    def choose(self, rules, observation, should_stop=None):
        start = now()
        o = observation
        legal = engine.legal_moves(o)
        if len(legal) == 1:
            return legal[0]
        normal = self.normal.choose(rules, o)
        if o.phase == DRAW:
            cands = self._take_candidates(o, legal, normal)
        elif o.phase == PLACE:
            cands = self._place_candidates(o, legal, normal)
        else:
            return normal
        if len(cands) == 1:
            return cands[0][0]
        seat = o.current

        # A playout's value is paired: the candidate's result minus that of Normal's own move
        # in the same sampled world (the k-th playout of every candidate uses the k-th world),
        # so candidates are compared on the same hidden cards, on the priors' scale.
        ref = next((k for k, (m, _) in enumerate(cands) if m == normal), 0)
        particles = None
        if self.rivals and o.round_display:
            deadline = None if self.iterations else start + INFER_SHARE * self.budget
            particles = self.rivals.particles(o, deadline)

        def new_world():
            fixed = self.rivals.sample(o, particles, self.rng) if particles else None
            return self.rng.below(1 << 62), fixed

        def outcome(i, world):
            return self._playout(determinize(o, *world), cands[i][0], seat)

        playout = paired_playouts(len(cands), new_world, outcome, ref)
        best, stats = ucb_root([prior for _, prior in cands], playout, EXPLORATION,
                               self.iterations, self.budget, start, should_stop,
                               max_iterations=self.max_iterations)
        self.last_stats = {"iterations": stats["iterations"], "seconds": stats["seconds"],
                           "children": [(rules.format_move(m), v, round(mean, 3))
                                        for (m, _), v, mean
                                        in zip(cands, stats["visits"], stats["means"])]}
        return cands[best][0]

    # ------------------------------------------------------------------ candidates
    def _take_candidates(self, o, legal, normal):
        base, scored = self.normal.take_scores(o, o.current, legal)
        out = scored + [(m, base) for m in legal if m.kind == "draw"]
        ref = next(score for m, score in out if m == normal)
        return [(m, (score - ref) / MARKER_VALUE) for m, score in out]

    def _place_candidates(self, o, legal, normal):
        seat = o.current
        moves = [normal]
        p = o.players[seat]
        _, plan = self.normal._plan(o, seat, p.counters())
        for step in plan:
            if step.place >= 0:
                moves.append(_placement(p, step.place, step.edge))
        mine = {step.edge for step in plan}
        for rival in range(o.num_players):
            if rival == seat:
                continue
            targets = rival_roads(o, rival, mine)
            if p.obstacle:
                moves += [Move("obstacle", edge=e) for e in targets
                          if o.roads[e] >= 0 and o.obstacles[e] < 0][:1]
            block = dear_counter(o, p, targets)
            if block is not None:
                moves.append(block)
        out = []
        for m in moves:
            if m in legal and m not in out and m.kind != "pass":
                out.append(m)
        out = out[:self.width - 1] + [Move("pass")]
        return [(m, 0.0 if m == moves[0] else -self.prior_gap) for m in out]

    # ------------------------------------------------------------------ playout
    def _playout(self, s, move, seat):
        """Play `move`, then the quicker Normal for everyone while counters are taken and
        placed this round (at most until the bot's `horizon`-th next decision); judge."""
        engine.apply(s, move)
        round_, own = s.round, 0
        while s.phase in (DRAW, PLACE) and s.round == round_:
            if s.current == seat:
                own += 1
                if self.horizon is not None and own >= self.horizon:
                    break
            engine.apply(s, self.playout_bot.choose(RULES, s))
        return leaf_value(s, seat)


def _placement(p, counter, edge):
    return Move("place", counter=counter, edge=edge, secret=counter not in p.open)
