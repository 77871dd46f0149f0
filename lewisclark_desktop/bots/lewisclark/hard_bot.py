"""The Hard bot: determinized Monte Carlo search (Cowling, Powley and Whitehouse 2012, the
determinized / single-observer flavour) at the decision that shapes a turn.

* **Root**: the candidate actions are the best few first actions of the Normal bot's cycle
  planner (planner.py), so the tree stays narrow; the planner's ranking breaks early ties.
* **Each iteration**: choose a root action by UCB1, play it in a full state consistent with
  the bot's observation (deck order, opponents' unknown cards: view.sample_world), then let
  the Normal bot play every seat until the bot's own next turn has been played (the cut-off),
  and score the position: the value of the bot's best plan for its coming cycle (a small
  planner search) minus the best opponent's (`leaf="camp"`: the camp each could make now,
  faster but weaker: 9 wins in 20 against Normal where the plan leaf won 14 in 20). The k-th
  playout of every action is played in the same k-th sampled state (and the playouts' Normal
  breaks its ties by it), and is worth its score minus that of the planner's first choice
  there (`paired`): the actions are compared on the same hidden cards and draws.
* **Answer**: the most visited action. Other decisions (inside an effect, recruiting, camping)
  are the Normal bot's.
* **Solo**: no rival to guess, so instead a beam search over whole turns, up to
  `SOLO_HORIZON` turns ahead (solo_search.py), with the deck behind the Journal drawn once per search; it decides
  the action, the recruitment after it and the camp. Effects are resolved as Normal resolves
  them.

Budget: `budget` seconds per decision (default 1.5), or a fixed `iterations` count (then the
result depends only on the seed). The search ends early once the leading action's lead in
visits exceeds the iterations left, since the answer can no longer change. `should_stop()` is
polled every iteration; the best action so far is returned. The bot reads only its observation.
"""


from ...core.rng import Rng, seed_state
from ...lewisclark import engine
from ...lewisclark.moves import Move
from ..search import collector_paused, now, paired_playouts, settled, ucb_root
from . import planner, solo_search
from .normal_bot import NormalBot
from .view import private_view, sample_world

DEFAULT_BUDGET = 1.5
ROOT_WIDTH = 5
EXPLORATION = 0.7  # UCB1 constant, for values scaled to about one space
VALUE_SCALE = 10.0  # spaces: differences of this size count as "clearly better"
MAX_PLAYOUT_DECISIONS = 400
HORIZON = 1  # the playout stops after this many of the bot's own later actions
PLAN_BEAM, PLAN_WORK = 6, 600  # the small plan search used to judge a leaf (leaf="plan")
# candidates compared in the same sampled worlds, each playout's value relative to the
# planner's first choice's there (as Elfenland's Hard does); off: a fresh world per playout
PAIRED = True
SOLO_SHARE = 0.85  # of the budget, planned for the solo search (the width is fitted to it)
# of the budget: past it the solo search ends inside the turn it is searching; the rest is for
# what follows (the garbage collector's first pass after a search took up to 0.13 s)
SOLO_LIMIT = 0.9
# the solo search looks this many turns ahead (None: until Mackenzie arrives); nearer, wider.
# (Unlike `horizon`, where None means HORIZON, `solo_horizon=None` means no horizon: the
# benchmark commands in docs/bots.md pass it so.)
SOLO_HORIZON = 8


def standing(s, seat, plan):
    """One player's prospects: the camp it could make now, or (`plan`) the value of the best
    plan of its coming cycle (slower, sees what its hand can still do)."""
    if plan:
        best = planner.search(planner.from_state(s, seat), beam=PLAN_BEAM, work_cap=PLAN_WORK)
        if best is not None:
            return best[0]
    return planner.camp_now_value(s, seat)


def leaf_value(s, seat, plan=False):
    """The bot's standing against the best rival's (a win or a loss dominates)."""
    if s.over:
        return planner.WIN_VALUE if s.winner == seat else -planner.WIN_VALUE
    mine = standing(s, seat, plan)
    if s.solo:
        return mine - s.mackenzie
    return mine - max(standing(s, i, plan) for i in range(len(s.players)) if i != seat)


class HardBot:
    level = "hard"

    def __init__(self, seed=0, budget=DEFAULT_BUDGET, iterations=None, width=ROOT_WIDTH,
                 horizon=None, leaf="plan", paired=PAIRED, solo_horizon=SOLO_HORIZON):
        self.seed = seed
        self.rng = Rng(seed_state(seed))
        self.budget = budget
        self.iterations = iterations
        self.width = width
        self.horizon = HORIZON if horizon is None else horizon
        self.plan_leaf = leaf == "plan"
        self.paired = paired
        self.solo_horizon = solo_horizon
        self.solo_turn = None  # (turn number, solo_search.Turn) of the current solo turn
        self.normal = NormalBot(seed)
        self.playout = NormalBot(seed + 1)
        self.last_stats = None

    def choose(self, rules, observation, should_stop=None):
        view = private_view(observation)
        moves = engine.legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        if view.solo and not view.frames:
            move = self._solo(view, moves, should_stop)
            if move is not None:
                return move
        turn_action = not view.frames and not view.action_done and any(
            m.kind in ("play", "village") for m in moves)
        if turn_action and not view.solo:
            move = self._search(view, moves, should_stop)
            if move is not None:
                return move
        return self.normal.choose_state(view)

    # ------------------------------------------------------------------ solo
    def _solo(self, view, moves, should_stop=None):
        """The move of the best line's turn (solo_search.py); None: ask Normal. The turn found
        at the action is reused for the recruitment and the camp after it when this bot is
        asked again; a fresh bot (the window's) searches again from after the action. The
        search's width is fitted to end within the budget; it ends early when asked to stop."""
        start = now()
        known = self.solo_turn
        if known is None or known[0] != view.turn or not view.action_done:
            deck = list(view.deck)  # sorted: the private view's canonical order
            self.rng.shuffle(deck)
            if self.iterations:  # reproducible: a fixed width
                beam = solo_search.beam_for(view, self.iterations, self.solo_horizon)
                deadline = None
            else:  # the widest search that ends within the budget
                beam, deadline = solo_search.MAX_BEAM, start + SOLO_SHARE * self.budget
            limit = None if self.iterations else start + SOLO_LIMIT * self.budget
            with collector_paused():
                known = self.solo_turn = (view.turn, solo_search.best_turn(
                    view, view.current, tuple(deck), beam, should_stop, now, deadline, limit,
                    self.solo_horizon))
        turn = known[1]
        if turn is None:
            return None
        if not view.action_done:
            move = planner.to_move(turn.action)
            return move if move in moves else None
        if turn.recruit and not view.recruited:
            move = Move("recruit", n=turn.recruit[0], card=turn.recruit[1])
            if move in moves:
                return move
        want = "camp" if turn.camp else "end"
        return next((m for m in moves if m.kind == want), None)

    # ------------------------------------------------------------------ search
    def _candidates(self, view, moves):
        seat = view.current
        by_first = {}
        planner.search(planner.from_state(view, seat), by_first=by_first)
        ranked = sorted(by_first.items(), key=lambda kv: (-kv[1][0], str(planner.to_move(kv[0]))))
        out = []
        for a, (score, _) in ranked:
            m = planner.to_move(a)
            if m in moves and m not in [c for c, _ in out]:
                out.append((m, score))
            if len(out) == self.width:
                break
        return out

    def _search(self, view, moves, should_stop):
        start = now()
        seat = view.current
        cands = self._candidates(view, moves)
        if len(cands) <= 1:
            return cands[0][0] if cands else None
        top = cands[0][1]
        # A virtual first visit at the planner's own (relative) estimate: a prior.
        priors = [(score - top) / VALUE_SCALE for _, score in cands]

        def outcome(i, world):  # the planner's first choice is the priors' reference
            return self._playout(self._world(view, world), cands[i][0], seat) / VALUE_SCALE

        def fresh(i):  # unpaired: a fresh world for every playout
            return self._playout(sample_world(view, self.rng), cands[i][0], seat) / VALUE_SCALE

        playout = (paired_playouts(len(cands), lambda: self.rng.below(1 << 62), outcome)
                   if self.paired else fresh)
        best, stats = ucb_root(priors, playout, EXPLORATION, self.iterations, self.budget,
                               start, should_stop, self._settled)
        self.last_stats = {"iterations": stats["iterations"], "seconds": stats["seconds"],
                           "children": [(str(m), v, round(mean, 3)) for (m, _), v, mean
                                        in zip(cands, stats["visits"], stats["means"])]}
        return cands[best][0]

    _settled = staticmethod(settled)

    def _world(self, view, seed):
        """The sampled world of `seed`, and the playouts' Normal breaking its ties by it too."""
        self.playout.rng = Rng(seed_state(seed + 1))
        return sample_world(view, Rng(seed_state(seed)))

    def _playout(self, s, move, seat):
        """Play `move`, then Normal for everyone until the bot has taken `horizon` more actions."""
        engine.apply(s, move)
        turn = s.turn
        actions = 0
        for _ in range(MAX_PLAYOUT_DECISIONS):
            if s.over:
                break
            if s.current == seat and s.turn != turn and not s.frames and s.action_done:
                turn = s.turn
                actions += 1
                if actions >= self.horizon:
                    break  # judge the position here
            engine.apply(s, self.playout.choose_state(s))
        return leaf_value(s, seat, self.plan_leaf)
