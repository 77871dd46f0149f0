"""Hard's search in the solo game: a beam search over whole turns, cycle after cycle, until
Mackenzie reaches Fort Clatsop or for a horizon of turns, on the cycle planner's model of the
expedition (planner.py).

Normal plans one cycle (to its next camp) and judges the camp by fixed weights; in the solo
game there is no rival to guess, only the Journal's refills, so Hard can look much further.
Each turn of the search tries every action the model knows, then every useful recruitment or
none, then camping or not; the nodes of a turn are ranked by the planner's value of camping
after that turn, the best `beam` kept. Recruits are worth only what they do inside the search
(no bonus of their own: benchmarks/solo_solver.py measured that a bonus makes worse lines).
The deck order behind the Journal is unknown: the caller passes one sampled order.

The answer is the first turn of the best line: the first line to camp at Fort Clatsop, else
the line whose Camp is furthest when Mackenzie arrives, or, with the search cut at a horizon,
the best-ranked line there. Hard's horizon (`hard_bot.SOLO_HORIZON`) lets the same work keep
a wider beam in the early game, where the investments are chosen: clearly stronger at a small
work, no gain measured at Hard's 1.5 s (docs/experiments/2026-12-02-lewisclark-solo-search.md).
"""

from ...lewisclark.cards import STRENGTH
from ...lewisclark.resources import EQUIPMENT, FUR
from ...lewisclark.route import FORT_CLATSOP, settle_forward
from ..search import make_room, remembered
from . import planner

PAGES = 5
SPARE = ("blacksmith", "fur_trader", "hunter", "lumberjack")  # a discount may discard these
MAX_BEAM = 640
MIN_BEAM = 4


class Turn:
    """What the line does this turn: the model's action, the recruitment after it ((page, card
    discarded or -1) or None) and whether it camps at the end of the turn."""

    __slots__ = ("action", "recruit", "camp")

    def __init__(self, action, recruit, camp):
        self.action, self.recruit, self.camp = action, recruit, camp


def take_page(journal, deck, slot):
    """The Journal without page `slot`, refilled from the deck (popped from its end)."""
    j = journal[:slot] + journal[slot + 1:]
    while len(j) < PAGES and deck:
        j, deck = j + (deck[-1],), deck[:-1]
    return j, deck


def journal_after(action, journal, deck):
    """The Journal and deck after the model's `action`: the Interpreter discards the bottom
    page once per strength point."""
    if action[0] == "play" and planner.ROLE[action[1]] == "interpreter":
        for _ in range(action[3] + (STRENGTH[action[2]] if action[2] >= 0 else 0)):
            if journal:
                journal, deck = take_page(journal, deck, 0)
    return journal, deck


_SPARE_CARDS = frozenset(c for c, role in enumerate(planner.ROLE) if role in SPARE)
_OPTIONS = remembered(100_000)  # trimmed between decisions (bots/search.py)


def recruit_options(n, journal):
    """(slot, card, discount card or -1, Equipment, Fur) for each affordable useful recruit."""
    spare = next((c for c in n.hand if c in _SPARE_CARDS), -1)
    key = (journal, n.scout, n.res[FUR], n.res[EQUIPMENT], spare)
    out = _OPTIONS.get(key)
    if out is None:
        make_room(_OPTIONS)
        out = _OPTIONS[key] = tuple(_recruit_options(journal, n.scout, n.res[FUR],
                                                     n.res[EQUIPMENT], spare))
    return out


def _recruit_options(journal, scout, fur, equipment, spare):
    out = []
    for slot, card in enumerate(journal):
        if planner.recruit_worth(card, scout) <= 0 or fur < slot + 1:
            continue
        for d in (-1, spare) if spare >= 0 else (-1,):
            eq = max(0, STRENGTH[card] - (STRENGTH[d] if d >= 0 else 0))
            if equipment >= eq:
                out.append((slot, card, d, eq, slot + 1))
                break
    return out


def recruited_node(n, slot, card, d, eq, fur):
    r = n.copy()
    r.res[EQUIPMENT] -= eq
    r.res[FUR] -= fur
    hand, owned = list(r.hand), list(r.owned)
    if d >= 0:
        hand.remove(d)
        owned.remove(d)
    r.hand = tuple(sorted(hand + [card]))
    r.owned = tuple(sorted(owned + [card]))
    return r


def ranking_value(n, look=False, value=planner.camp_value):
    """How a node ranks among its turn's: the planner's value of camping after it (or another
    `value`), or (`look`: the solver's option; Hard's search measured no better with it) its
    one-move look-ahead when that is better."""
    base = value(n)
    if look:
        t0, n.t = n.t, 0
        base = max(base, planner._next_move_value(n, planner.RATE))
        n.t = t0
    return base


def turn_end_choices(n):
    """(camps?, the Scout's space, the Camp's space) for each way to end the turn: without a
    camp, and with one unless it would set the Scout back onto the rearmost space."""
    yield False, n.scout, n.camp
    days = planner.camp_days(n)
    scout = planner.retreat(n.scout, days, n.occupied)
    if not (days and scout == 0):
        yield True, scout, max(n.camp, scout)


def turn_ends(n):
    """(camps?, node) for each of `turn_end_choices`."""
    for camp, _, _ in turn_end_choices(n):
        yield camp, (planner.after_camp(n) if camp else n)


def node_key(n, mackenzie, journal):
    """Nodes of a turn with the same key are the same position: the search keeps the first."""
    return (n.hand, tuple(sorted(n.up)), tuple(n.res), n.ib, n.ic, n.scout, n.camp, n.village,
            n.tiles, n.stock, mackenzie, journal)


def camped_key(n, scout, camp, mackenzie, journal):
    """`node_key` of the node a camp after `n` leaves (`planner.after_camp`), without making it."""
    return (n.owned, (), tuple(n.res), n.ib + n.ic, 0, scout, camp, n.village, n.tiles,
            n.stock, mackenzie, journal)


def beam_for(s, work, horizon=None):
    """A fixed width for a reproducible search (Hard's `iterations`): `work` nodes kept in all,
    shared by the turns searched (those left before Mackenzie arrives, at most `horizon`).
    (With a deadline instead, `best_turn` fits the width to the time itself.)"""
    return max(MIN_BEAM, min(MAX_BEAM, int(work // _depth(s, horizon))))


def _turns_left(s):
    return max(1, FORT_CLATSOP - s.mackenzie)


def _depth(s, horizon):
    """How many turns the search looks ahead."""
    return _turns_left(s) if horizon is None else min(horizon, _turns_left(s))


def best_turn(s, seat, deck, beam, stop=None, clock=None, deadline=None, limit=None,
              horizon=None):
    """The first Turn of the best line from `s`, the seat's turn (before its action, or after
    it: then the Turn's action is None), with `deck` (a tuple, drawn from its end) as the deck
    order; None if the model finds no action. `stop()`, polled after each turn searched, ends
    the search early with the best line so far. With a `deadline` on `clock()`, the width
    (at most `beam`) is fitted after each turn so that the turns left end by then; past the
    `limit` (on the same clock) the search ends within the turn it is searching, with the
    lines found so far. With a `horizon`, the search looks that many turns ahead at most; if
    Mackenzie is further from the fort, the best-ranked line at the horizon is the answer."""
    root = planner.from_state(s, seat)
    acted = s.action_done
    recruited = s.recruited  # this turn's recruitment is made: none more in the first turn
    frontier = [(root, s.mackenzie, tuple(s.journal), tuple(deck))]
    lead = None
    layer_start = clock() if deadline is not None else 0.0
    width = beam
    depth_max = _depth(s, horizon)
    cut = depth_max < _turns_left(s)
    for depth in range(depth_max):
        nxt = {}
        out_of_time = False
        for i, (node, mk, jr, dk) in enumerate(frontier):
            if limit is not None and i % 8 == 7 and clock() > limit:
                out_of_time = True  # the best nodes come first: their children are in
                break
            node.occupied = (mk,)
            if not acted and not planner.can_act(node):  # no Indian, under two cards: camp
                first = node.first
                node = planner.after_camp(node)
                node.first = first
            for a in [None] if acted else planner.children(node):
                ch = node.copy()
                if a is not None:
                    planner.apply_action(ch, a)
                j1, d1 = journal_after(a, jr, dk) if a is not None else (jr, dk)
                options = [(ch, None, j1, d1)]
                for slot, card, d, eq, fur in [] if recruited else recruit_options(ch, j1):
                    j2, d2 = take_page(j1, d1, slot)
                    r = recruited_node(ch, slot, card, d, eq, fur)
                    options.append((r, (slot + 1, d), j2, d2))
                for c0, recruit, j2, d2 in options:
                    base = None
                    for camp, scout, camp_at in turn_end_choices(c0):
                        if camp_at >= FORT_CLATSOP:
                            return node.first or Turn(a, recruit, camp)
                        mk2 = settle_forward(mk + 1, {scout})
                        if mk2 >= FORT_CLATSOP:
                            continue
                        k = (camped_key(c0, scout, camp_at, mk2, j2) if camp
                             else node_key(c0, mk2, j2))
                        if k in nxt:  # reached another way: the first is kept
                            continue
                        if base is None:  # camped or not, worth where a camp now leaves it
                            base = ranking_value(c0)
                        nxt[k] = (base, c0, camp, node.first or Turn(a, recruit, camp), mk2,
                                  j2, d2)
        acted = recruited = False
        if not nxt:
            break
        if deadline is not None:  # the time per node of this turn, for the turns still to search
            left = depth_max - depth - 1
            t = clock()
            per_node = (t - layer_start) / len(frontier)
            layer_start = t
            if left > 0 and per_node > 0:
                width = max(MIN_BEAM, min(beam, int((deadline - t) / (left * per_node))))
        frontier = []
        for _, c0, camp, first, mk2, j2, d2 in sorted(nxt.values(), key=lambda x: -x[0])[:width]:
            c = planner.after_camp(c0) if camp else c0
            c.first = first
            frontier.append((c, mk2, j2, d2))
        if cut and depth == depth_max - 1:
            lead = frontier[0][0]  # the best ranked
        else:
            lead = max(frontier, key=lambda f: (f[0].camp, f[0].scout, f[0].scout - f[0].t))[0]
        if out_of_time or (stop is not None and stop()):
            break
    return lead.first if lead is not None else None
