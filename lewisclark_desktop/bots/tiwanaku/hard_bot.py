"""Hard: Normal's play, checked against the hidden maps still consistent with what it has seen.

At a turn's action (and when it may divine again, or in the final loop) Hard samples hidden maps
consistent with its observation (`determinize`), then plays each candidate move on every sampled
map and lets Normal play every seat until Hard's next turn (or the end). A candidate's value is
Hard's score minus the best rival's (co-op: the team's minus the automa's) at that point, averaged
over the maps; the best mean wins, ties going to Normal's own choice. The candidates: Normal's
move, every divination Hard could name (sampled maps give their odds) and a few explorations.

Budget: `budget` seconds per decision (default 1.5: sampling may use up to half of it), or a
fixed `iterations` count of sampled maps (then the result depends only on the seed). With no
map sampled in time (early long boards) it plays Normal's move. `should_stop()` is polled
between maps. It reads only its observation.
"""

from ...core.rng import Rng, seed_state
from ...tiwanaku.engine import offering_points
from ...tiwanaku.moves import Divine, Explore, StopDivining
from ...tiwanaku.observation import determinize
from ...tiwanaku.state import ACTION, DIVINE_MORE, END_LOOP
from ..search import now
from .normal_bot import NormalBot

DEFAULT_BUDGET = 1.5
SAMPLING_SHARE = 0.5  # of the budget, at most, for sampling maps
PLANNED_SHARE = 0.9  # judging stops when one more map would end past this share of the budget
MAX_MAPS = 24  # maps sampled in one decision, at most
EXPLORE_CANDIDATES = 4  # explorations judged besides Normal's own
MAX_PLAYOUT_DECISIONS = 60


class HardBot:
    level = "hard"
    takes_options = True  # budget / iterations (level_table passes them on)
    keeps_state = True  # its reference Normal's co-op map pool grows over the game

    def __init__(self, seed=0, budget=DEFAULT_BUDGET, iterations=None):
        self.seed = seed
        self.rng = Rng(seed_state(seed))
        self.budget = budget
        self.iterations = iterations
        self.normal = NormalBot(seed)
        self.playout = NormalBot(seed + 1, sample_maps=False)  # a sampled world is whole
        self.last_stats = None

    def choose(self, rules, o, should_stop=None):
        moves = rules.legal_moves(o)
        if len(moves) == 1:
            return moves[0]
        default = self.normal.choose(rules, o)
        if o.phase not in (ACTION, DIVINE_MORE, END_LOOP):
            return default
        cands = self._candidates(o, moves, default)
        if len(cands) == 1:
            return default
        start = now()
        maps = self._sample(rules, o, start, should_stop)
        if not maps:
            return default
        seat = o.current
        totals = [0.0] * len(cands)
        judged = 0
        judging = now()
        for world in maps:
            if should_stop is not None and should_stop():
                break
            if self.iterations is None and judged:
                t = now()
                per_map = (t - judging) / judged
                if t + per_map - start > PLANNED_SHARE * self.budget:
                    break  # the next map would not fit: never over the budget
            for k, m in enumerate(cands):
                totals[k] += self._playout(rules, world.clone(), m, seat)
            judged += 1
        best = max(range(len(cands)), key=lambda k: (totals[k], k == 0))
        self.last_stats = {"maps": len(maps), "judged": judged,
                           "seconds": now() - start,
                           "children": [(rules.format_move(m), round(totals[k] / max(judged, 1), 2))
                                        for k, m in enumerate(cands)]}
        return cands[best]

    def _candidates(self, o, moves, default):
        out = [default]
        out += [m for m in moves if isinstance(m, Divine | StopDivining) and m != default]
        explores = [m for m in moves if isinstance(m, Explore) and m != default]
        g = o.grid
        fresh = [m for m in explores if o.terrain[g.parse(m.dest)] is None]
        fresh.sort(key=lambda m: (m.src is not None, m.dest, m.src or ""))
        step = max(1, len(fresh) // EXPLORE_CANDIDATES)
        out += fresh[::step][:EXPLORE_CANDIDATES]
        return out

    def _sample(self, rules, o, start, should_stop):
        maps = []
        count = self.iterations or MAX_MAPS
        while len(maps) < count:
            if should_stop is not None and should_stop():
                break
            if self.iterations is None and maps and \
                    now() - start > SAMPLING_SHARE * self.budget:
                break
            world = determinize(o, self.rng.below(1 << 62), give_up=self._give_up(start,
                                                                                  should_stop))
            if world is None:
                break
            maps.append(world)
        return maps

    def _give_up(self, start, should_stop):
        """Sampling stops when asked to, or (with a time budget) past its share of it."""
        def give_up():
            if should_stop is not None and should_stop():
                return True
            return self.iterations is None and \
                now() - start > SAMPLING_SHARE * self.budget
        return give_up

    def _playout(self, rules, s, move, seat):
        """Play `move`, then Normal for every seat until `seat` is to act again in a later turn."""
        rules.apply(s, move)
        turn = s.turn
        for _ in range(MAX_PLAYOUT_DECISIONS):
            if rules.is_over(s) or (s.current == seat and s.turn > turn):
                break
            # the sampled world is Hard's own guess, so Normal may read it whole
            rules.apply(s, self.playout.choose(rules, s))
        return _margin(s, seat)


def _margin(s, seat):
    """Points plus what the tokens held would bring if offered now, against the best rival."""
    worth = [x + offering_points(t.bit_count()) for x, t in zip(s.score, s.tokens)]
    if s.coop:
        return worth[0] - worth[1]
    return worth[seat] - max(x for k, x in enumerate(worth) if k != seat)
