"""The Normal bot: a heuristic player that plans its cycle from one camp to the next.

* **Planner first** (planner.py): the turn's action, every choice inside an effect, camping
  and recruiting follow the cycle planner, a beam search over the bot's own coming turns on a
  small model of its expedition.
* **Fallback** (only where the planner has no answer, e.g. an effect it does not model):
  the older two-step look below. Every Village placement and, for each character and
  strength, the plays with the two cheapest supports (or Indians) are tried on a copy, each
  followed by the player's best next action; inside an effect, the choice whose finished
  effect looks best; the mountain-crossing plan of strategy.py; recruitment when the
  character's worth for the route ahead beats its cost by a margin; camping when it wins or
  the hand is (nearly) played out.

Everything is computed from the observation only (opponents' hands are unknown and unused).
Deterministic under its seed (the seed only breaks exact ties, or adds Easy's noise).
"""

from ...core.rng import Rng, seed_state
from ...lewisclark import encampment, engine
from ...lewisclark.cards import STRENGTH
from ...lewisclark.route import FORT_CLATSOP
from .heuristics import card_value, evaluate, recruit_value
from . import planner
from .strategy import mountain_action, mountain_step
from .view import private_view

MAX_EFFECT_STEPS = 30
# The two-step look stops after this many scored actions (a fixed amount of work, not a
# clock, so that the bot stays deterministic; it keeps Normal within ~50 ms).
WORK_CAP = 100
RECRUIT_MARGIN = 1.0
MAX_OWNED_CARDS = 11
CROWD_COST = 0.8
CHEAP_CAMP_DAYS = 1
# Own turns after which a game counts as long: the planner then takes only plans that move the
# Camp forward, so that an expedition caught in a cycle it would replay for ever still
# arrives (planner.progressing_search). Normal's winners arrive after 30 to 78 of their turns.
LONG_GAME = 50


def _key(move):
    return str(move)


class NormalBot:
    level = "normal"

    def __init__(self, seed=0, depth=2, width=5, noise=0.0, supports=2, plans=True, cycle=True):
        self.rng = Rng(seed_state(seed))
        self.cycle = cycle  # plan whole cycles between camps (planner.py)
        self.plan_kw = {}  # planner search limits (Easy plans shorter and narrower)
        self.plans = plans  # follow the mountain-crossing plan (strategy.py)
        self.depth = depth
        self.width = width
        self.noise = noise
        self.supports = supports

    # ------------------------------------------------------------------ public
    def choose(self, rules, observation, should_stop=None):
        return self.choose_state(private_view(observation))

    def choose_state(self, s):
        """The move for the player to move in `s` (a state the bot may read in full)."""
        moves = engine.legal_moves(s)
        if len(moves) == 1:
            return moves[0]
        seat = s.current
        if self.cycle:
            move = self._cycle_move(s, moves, seat)
            if move is not None:
                return move
        if s.frames:
            if self.plans:
                planned = mountain_step(s, moves)
                if planned is not None:
                    return planned
            return self._best_step(s, moves, seat)
        if not s.action_done and any(m.kind in ("play", "village") for m in moves):
            if self.plans:
                planned = mountain_action(s, moves)
                if planned is not None:
                    return planned
            return self.best_actions(s, moves, seat)[0][2]
        return self._after_action(s, moves, seat)

    # ------------------------------------------------------------------ cycle plans
    @staticmethod
    def stuck(s):
        """Has the game lasted long (`LONG_GAME`)? Read from the position: no memory."""
        return s.turn // s.num_players >= LONG_GAME

    def _cycle_move(self, s, moves, seat):
        if s.frames:
            return planner.resolve(s, moves, seat)
        if not s.action_done and any(m.kind in ("play", "village") for m in moves):
            best = planner.plan(s, seat, self.stuck(s), self.rng, **self.plan_kw)
            if best is None:
                return None
            move = planner.to_move(best[1])
            return move if move in moves else None
        return self._after_action(s, moves, seat, cycle=True)

    # ------------------------------------------------------------------ values
    def _value(self, s, seat):
        v = evaluate(s, seat)
        if self.noise:
            v += self.noise * (self.rng.below(2001) / 1000.0 - 1.0)
        return v

    def _pick(self, scored):
        top = max(v for v, _, _ in scored)
        best = sorted((k, m) for v, k, m in scored if v >= top - 1e-9)
        return best[self.rng.below(len(best))][1] if len(best) > 1 else best[0][1]

    # ------------------------------------------------------------------ inside effects
    def _best_step(self, s, moves, seat):
        scored = []
        for m in moves:
            child = s.clone()
            engine.apply(child, m)
            scored.append((self._value(self.finish(child, seat), seat), _key(m), m))
        return self._pick(scored)

    def finish(self, s, seat):
        """Resolve the open effects with the best one-step choice each; the resulting state."""
        steps = 0
        while s.frames and not s.over and s.current == seat and steps < MAX_EFFECT_STEPS:
            best, best_value = None, None
            for m in engine.legal_moves(s):
                child = s.clone()
                engine.apply(child, m)
                v = evaluate(child, seat)
                if best_value is None or v > best_value:
                    best, best_value = child, v
            s = best
            steps += 1
        return s

    # ------------------------------------------------------------------ the action
    def best_actions(self, s, moves, seat, depth=None):
        """Action moves ranked best first: list of (value, key, move, state after)."""
        depth = self.depth if depth is None else depth
        first = self._score_actions(s, moves, seat)
        if not first:  # nothing but wasted placements: take any action
            m = [m for m in moves if m.kind in ("play", "village")][0]
            first = [(0.0, _key(m), m, s)]
        first.sort(key=lambda x: (-x[0], x[1]))
        if depth < 2 or len(first) < 2:
            return self._noisy_order(first)
        chosen = first[:self.width]
        # Village actions are cheap to look at and often the first step of a plan.
        chosen += [x for x in first[self.width:] if x[2].kind == "village"]
        out = []
        work = len(first)
        for value, key, move, after in chosen:
            if work > WORK_CAP:
                out.append((value - 1000.0, key, move, after))  # no time to look further
                continue
            follow = self.next_turn(after, seat)
            if follow is not None:
                nxt = self._score_actions(follow, engine.legal_moves(follow), seat, supports=1)
                work += len(nxt)
                if nxt:
                    value = max(v for v, _, _, _ in nxt) + 0.05 * value
            out.append((value, key, move, after))
        out.sort(key=lambda x: (-x[0], x[1]))
        return self._noisy_order(out)

    def _noisy_order(self, ranked):
        if len(ranked) > 1 and abs(ranked[0][0] - ranked[1][0]) <= 1e-9:
            ties = [r for r in ranked if abs(r[0] - ranked[0][0]) <= 1e-9]
            pick = ties[self.rng.below(len(ties))]
            ranked = [pick] + [r for r in ranked if r is not pick]
        return ranked

    def action_candidates(self, s, moves, supports=None):
        out = [m for m in moves if m.kind == "village"]
        out += self._play_candidates(s, moves, self.supports if supports is None else supports)
        return out

    def _score_actions(self, s, moves, seat, supports=None):
        out = []
        for m in self.action_candidates(s, moves, supports):
            child = s.clone()
            engine.apply(child, m)
            if m.kind == "village" and not child.frames:
                continue  # a placement whose action cannot be performed wastes the Indian
            after = self.finish(child, seat)
            out.append((self._value(after, seat), _key(m), m, after))
        return out

    def next_turn(self, s, seat):
        """The position at the start of the player's next turn if the others passed: the
        player recruits nothing but camps as it would."""
        if s.over or s.frames or s.current != seat:
            return None
        nxt = s.clone()
        if should_camp(nxt):
            encampment.camp(nxt)
            if nxt.over:
                return None
        nxt.action_done = nxt.recruited = nxt.camped = False
        if not engine.action_possible(nxt):
            return None
        return nxt

    def _play_candidates(self, s, moves, supports):
        """Per action card and strength, the plays giving up the least: the cheapest supports
        (by the card's worth for the route ahead), or Indians."""
        scout = s.player().scout
        groups = {}
        for m in moves:
            if m.kind != "play":
                continue
            strength = m.n + (STRENGTH[m.card2] if m.card2 >= 0 else 0)
            cost = (card_value(m.card2, scout) if m.card2 >= 0 else 0.0) + 1.5 * m.n
            groups.setdefault((m.card, strength), []).append((cost, _key(m), m))
        out = []
        for key in sorted(groups):
            opts = sorted(groups[key])
            out.extend(m for _, _, m in opts[:supports])
        return out

    # ------------------------------------------------------------------ after the action
    def _after_action(self, s, moves, seat, cycle=False):
        """Camp, recruit or end the turn once the action is done. `cycle`: by the cycle
        planner's judgement, and None when it takes none of them (the normal choice follows)."""
        kinds = {m.kind for m in moves}
        if "camp" in kinds:
            if "end" not in kinds:
                return _first(moves, "camp")
            if cycle:
                camp = planner.should_camp(s, seat, stuck=self.stuck(s), **self.plan_kw)
            else:
                camp = should_camp(s)
            if camp:
                return _first(moves, "camp")
        recruits = [m for m in moves if m.kind == "recruit"]
        if recruits:
            if cycle:
                m = planner.recruit_choice(s, seat, recruits)
            else:
                m = self.best_recruit(s, recruits, seat)
            if m is not None:
                return m
        if "end" in kinds:
            return _first(moves, "end")
        return None if cycle else moves[0]

    def best_recruit(self, s, recruits, seat):
        """The recruitment whose character is worth clearly more, for the route ahead, than
        the Fur and Equipment it costs (and any discount card); none when the expedition is
        already large (a big hand makes every camp slow)."""
        p = s.player()
        owned = len(p.hand) + sum(1 + (d >= 0) for _, d, _ in p.area)
        if owned >= MAX_OWNED_CARDS:
            return None
        base = self._value(s, seat)
        scored = []
        for m in recruits:
            if m.card >= 0 and card_value(m.card) >= 6.0:
                continue  # never discard a starting Commander or Interpreter (or Hunter)
            child = s.clone()
            engine.apply(child, m)
            new = [c for c in child.player().hand if c not in p.hand][0]
            gain = self._value(child, seat) - base
            gain += recruit_value(new, p.scout) - card_value(new)
            gain -= CROWD_COST * max(0, owned - 7)
            scored.append((gain, _key(m), m))
        if not scored:
            return None
        best = max(v for v, _, _ in scored)
        if best < RECRUIT_MARGIN:
            return None
        return self._pick(scored)


def _first(moves, kind):
    for m in moves:
        if m.kind == kind:
            return m
    raise ValueError(kind)


def should_camp(s):
    """Camp at the end of the action when it wins, or when the hand is played out or the camp
    is cheap; never onto the rearmost space (it would cost everything, D10)."""
    if s.camped:
        return False
    p = s.player()
    days, scout, camp, reset = encampment.preview(s)
    if camp >= FORT_CLATSOP:
        return True
    if reset:
        return False
    hand = len(p.hand)
    if hand == 0:
        return True
    if hand == 1 and (p.indians == 0 or days <= 2):
        return True
    if days <= CHEAP_CAMP_DAYS and hand <= 2 and scout > p.camp:
        return True
    # Near the fort, take the camp as soon as it lands close to the goal.
    return False
