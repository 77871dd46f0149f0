"""The plan behind the Normal bot's hint, as structured steps (data only; the window words them).

    steps = explain(state, seat)
    # [Play(turn=0, card="meriwether-lewis", support="seaman", indians=1, terrain="river",
    #       spaces=6, to_space=14, gains=(("food", -3),)),
    #  Camp(turn=1, days_lost=2, to_space=12, wins=False)]

`turn` counts the player's own turns from now (0: this turn). The steps come from the cycle
planner's best plan (`planner.search`), replayed on its model of the expedition, so they are
what the bot expects, not a promise: the engine may differ where the model simplifies.
Only the seat's observation is read, as for every bot.
"""

from typing import NamedTuple

from ...lewisclark.cards import CARDS
from ...lewisclark.game import RULES
from ...lewisclark.resources import RESOURCE_NAMES
from ...lewisclark.route import FORT_CLATSOP, MOUNTAIN, retreat
from ...lewisclark.village import LOCATIONS
from . import planner
from .heuristics import EFFECTIVE
from .normal_bot import NormalBot
from .view import private_view


class Play(NamedTuple):
    turn: int
    card: str
    support: str | None
    indians: int
    terrain: str | None  # "river" / "mountain" when the Scout moves
    spaces: int
    to_space: int
    gains: tuple  # (resource or "indian", change) pairs, losses negative


class Village(NamedTuple):
    turn: int
    location: str
    indians: int
    gains: tuple


class Camp(NamedTuple):
    turn: int
    days_lost: int
    to_space: int
    wins: bool


class Choice(NamedTuple):
    """A move the plan does not break down (a choice inside an effect, a recruitment...)."""
    turn: int
    move: str


def explain(state, seat, seed=0, hint=None):
    """The steps behind Normal's suggested move for `seat` (empty when it is not its turn, or
    when a `hint` is given that Normal would not play: a Hard hint has no plan to tell)."""
    view = private_view(RULES.observation(state, seat))
    if view.over or view.current != seat:
        return []
    move = NormalBot(seed).choose_state(view)
    if hint is not None and hint != move:
        return []
    if view.frames:
        return [Choice(0, str(move))]
    node = planner.from_state(view, seat)
    if not view.action_done and move.kind in ("play", "village"):
        path, steps = _plan_steps(node, first_turn=0)
        if path and planner.to_move(path[0]) == move:
            return steps
        return [Choice(0, str(move))]  # Normal's fallback chose: no plan to show
    if move.kind == "camp":
        return [_camp_step(node, 0)]
    if move.kind == "end":
        return [Choice(0, "end")] + _plan_steps(node, first_turn=1)[1]
    return [Choice(0, str(move))]


def _plan_steps(node, first_turn):
    best = planner.search(node, last=True)
    if best is None:
        return (), []
    path = best[1].path
    steps = []
    cur = node.copy()
    for i, action in enumerate(path):
        before = cur.copy()
        planner.apply_action(cur, action)
        steps.append(_action_step(before, cur, action, first_turn + i))
    steps.append(_camp_step(cur, first_turn + len(path) - 1))
    return path, steps


def _action_step(before, after, action, turn):
    gains = tuple((RESOURCE_NAMES[r], after.res[r] - before.res[r]) for r in range(6)
                  if after.res[r] != before.res[r])
    indians = (after.ib + after.ic) - (before.ib + before.ic)
    if indians:
        gains += (("indian", indians),)
    if action[0] == "village":
        return Village(turn, LOCATIONS[action[1]], action[2], gains)
    _, card, support, k = action
    spaces = after.scout - before.scout
    terrain = None
    if spaces:
        terrain = "mountain" if EFFECTIVE[before.scout + 1] == MOUNTAIN else "river"
    return Play(turn, CARDS[card].slug, CARDS[support].slug if support >= 0 else None, k,
                terrain, spaces, after.scout, gains)


def _camp_step(node, turn):
    days = planner.camp_days(node)
    to_space = retreat(node.scout, days, node.occupied) if days else node.scout
    return Camp(turn, days, to_space, max(to_space, node.camp) >= FORT_CLATSOP)

