"""Cycle planner: the Normal bot's plan for the turns between two Encampments.

A strong player thinks in cycles: from one camp to the next, which cards to play as actions and
which to slide under them as support, when to use Indians, which fuel to gather for the terrain
ahead (Food and Canoes on rivers, Horses in the mountains), and when to camp (hand nearly empty,
boats light). This module searches those sequences on a small abstract model of the player's
own expedition (the opponents are frozen: their face-up badges count, their Scouts block) and
scores each finished cycle by

    (where the Scout stands after the camp + what is carried into the next cycle) - RATE * turns

`RATE` is the progress a good cycle makes per turn (the renewal-reward trick: a plan that takes
one more turn must gain more than one turn's worth). The search is a beam over the player's own
turns; every node may camp after its action, which closes a plan. Work is bounded by counts,
not by a clock, so the bot stays deterministic and within ~50 ms.

The engine-level choices inside an effect (how much to collect, which fuel to pay, how many
Indians to take) follow the same rules as the model (`resolve`), so plans and play agree.
"""

from ...core.cloning import fast_clone
from ...lewisclark import boats
from ...lewisclark.card_effects import EFFECT_OF_CARD
from ...lewisclark.effect_kinds import Exchange, Movement
from ...lewisclark.cards import BADGE, CARDS, PERMANENT, STRENGTH
from ...lewisclark.resources import CANOE, EQUIPMENT, FOOD, FUR, HORSE, INDIAN, RESOURCE_INDEX, WOOD
from ...lewisclark.route import (FORT_CLATSOP, LAST_SPACE, MOUNTAIN, RIVER, TERRAIN, advance,
                                retreat, settle_forward)
from ...lewisclark.village import (CANOE_MAKING, CIRCLES, CRAFTSMANSHIP, GIFT, HORSE_TRADE,
                                  HUNTING, LOCATIONS, SOLO_BADGES, UPGRADE)
from ..search import make_room, remembered
from . import heuristics, value

RATE = 0.77  # spaces a good cycle gains per turn
BEAM = 16
MAX_DEPTH = 8
WORK_CAP = 4000  # abstract actions expanded per search
RANK_POOL = 3  # the beam's next frontier is picked from this many times its width by look-ahead
LOOK_CONVERT = True  # the look-ahead may make Canoes or Horses at the Village first
WIN_VALUE = 1000.0
RESET_VALUE = -1000.0
CAMP_GAIN = 0.363  # a Camp moved forward is progress that can no longer be lost
INDIAN_VALUE = (1.164, 0.97, 0.873, 0.679, 0.388)  # each Indian carried into the next cycle
TILE_VALUE = {"ind3": 2.0, "ind1": 1.2, "res2": 1.0, "res5": 1.0}
TILE_REPEAT = 0.25  # the share of TILE_VALUE a tile of a kind already held is worth
RECRUIT_RES = 0.2225  # a Fur or Equipment (up to a recruitment's worth)
BOLEY = next(c.index for c in CARDS if c.slug == "john-boley")
JARROT = next(c.index for c in CARDS if c.slug == "nicholas-jarrot")
CUT_NOSE = next(c.index for c in CARDS if c.slug == "cut-nose")
ROLE = tuple(c.role or c.slug for c in CARDS)
COLLECT_ROLE = {"hunter": (FOOD,), "lumberjack": (WOOD,), "blacksmith": (EQUIPMENT,),
                "fur_trader": (FUR,), "john-hay": (FUR, WOOD), "big-white": (EQUIPMENT, WOOD),
                "dickson-hancock": (FOOD, FUR), "black-moccasin": (EQUIPMENT, FOOD),
                "regis-loisel": (EQUIPMENT, FOOD, WOOD), "hugh-heney": (FUR, FOOD, WOOD)}
# Cost of spending one resource (in spaces), used to choose payments.
SPEND = (0.9, 0.5, 0.6, 0.6, 1.6, 1.6)


def mountain_soon(scout, span=4):
    for i in range(scout + 1, min(LAST_SPACE, scout + span) + 1):
        if TERRAIN[i] == MOUNTAIN:
            return True
    return False


def river_next(scout):
    nxt = scout + 1
    return nxt <= LAST_SPACE and bool(TERRAIN[nxt] & RIVER)


@fast_clone(lists=("res",), name="copy")
class Node:
    __slots__ = ("hand", "up", "res", "ib", "ic", "village", "stock", "scout", "tiles", "t",
                 "first", "solo", "opp", "occupied", "cap", "camp", "owned", "path")


def from_state(s, seat):
    p = s.players[seat]
    n = Node()
    n.hand = tuple(c for c in p.hand if c >= 0)
    n.owned = tuple(sorted(n.hand + tuple(c for c, _, _ in p.area)
                           + tuple(d for _, d, _ in p.area if d >= 0)))
    n.up = tuple(c for c, _, _ in p.area)
    n.res = p.res[:]
    n.ib = p.indians
    n.ic = p.indians_on_cards()
    n.village = tuple(s.village) + (s.powwow + s.newcomer,)
    n.stock = s.stock
    n.scout = p.scout
    n.camp = p.camp
    n.tiles = p.tiles
    n.t = 0
    n.first = None
    n.path = ()
    n.solo = s.solo
    opp = [0, 0, 0, 0]
    if not s.solo:
        from ...lewisclark.queries import neighbours
        for i in set(neighbours(s, seat)):
            for c, _, _ in s.players[i].area:
                if BADGE[c] < 4:
                    opp[BADGE[c]] += 1
    n.opp = tuple(opp)
    occ = {q.scout for i, q in enumerate(s.players) if i != seat}
    if s.mackenzie is not None:
        occ.add(s.mackenzie)
    # a sorted tuple, not a set: the planner's remembered values are keyed by it, and a key
    # holding a set stays tracked by the garbage collector (its full passes then take 0.1 s)
    n.occupied = tuple(sorted(occ))
    n.cap = boats.resource_capacity(p.tiles)
    return n


# ---------------------------------------------------------------- the model's rules

def badges(n, r):
    k = n.opp[r] + sum(1 for c in n.up if BADGE[c] == r)
    if n.solo:
        v = n.village
        k += sum(1 for loc in range(8) if v[loc] and SOLO_BADGES[loc] == r)
    return k


def gain(n, r, k):
    room = n.cap - sum(n.res)
    if k > room:
        k = room
    if k > 0:
        n.res[r] += k


def wanted_kind(n, kinds):
    """Which of several collectable kinds to take (most badges, then the most useful)."""
    pref = _pref(n)
    return max(kinds, key=lambda r: (badges(n, r), pref[r]))


def _pref(n):
    if mountain_soon(n.scout, 8):
        held = n.res
        return [1.0 if not held[r] else 0.3 for r in range(4)]
    return [1.0, 0.7, 0.4, 0.4]


def move_choice(n, opts, budget):
    """Best affordable movement option for one activation: (progress, payment tuple, new pos)."""
    best = None
    for fixed, n_any, distinct, terrain, steps in opts:
        pay = list(fixed)
        need = [0] * 7
        for t in fixed:
            need[t] += 1
        ok = all(need[i] <= (budget[i] if i < 6 else n.ib) for i in range(7))
        if not ok:
            continue
        if n_any:
            order = sorted(range(6), key=lambda r: SPEND[r])
            got = 0
            for r in order:
                avail = budget[r] - need[r]
                take = min(avail, 1 if distinct else n_any - got)
                if take > 0:
                    pay += [r] * take
                    need[r] += take
                    got += take
                if got >= n_any:
                    break
            if got < n_any:
                continue
        if callable(steps):
            steps = x_steps(n, steps, pay)
        pos = advance(n.scout, terrain, steps, n.occupied)
        if terrain == RIVER and JARROT in n.up and pos > n.scout:
            pos = advance(pos, RIVER, 2, n.occupied)
        if terrain == MOUNTAIN and CUT_NOSE in n.up and pos > n.scout:
            pos = advance(pos, MOUNTAIN, 1, n.occupied)
        prog = pos - n.scout
        if prog <= 0:
            continue
        score = prog - 0.3 * sum(SPEND[t] if t < 6 else 1.0 for t in pay)
        if best is None or score > best[0]:
            best = (score, tuple(pay), pos)
    return best


_X_NAMES = {}


def x_steps(n, fn, pay):
    from ...lewisclark import card_effects as ce
    if fn is ce.X_FOOD_BADGES:
        return badges(n, FOOD)
    if fn is ce.X_EQUIPMENT_BADGES:
        return badges(n, EQUIPMENT)
    if fn is ce.X_SCOUTS_AHEAD:
        return 1 + sum(1 for q in n.occupied if q >= n.camp)
    if fn is ce.X_INDIANS_IN_BOATS:
        return n.ib
    if fn is ce.X_FACE_UP:
        return len(n.up)
    if fn is ce.X_VILLAGE_INDIANS:
        return sum(n.village)
    if fn is ce.X_RESOURCE_PAIRS:
        return sum(n.res) // 2
    if fn is ce.X_RESOURCE_TRIPLES:
        return sum(n.res) // 3
    return 0


def walk(n, opts, times):
    """Up to `times` moves of a Movement with `opts`, each paid from `n` (Indians paid go to
    the Village); how many were made."""
    budget = n.res[:]
    made = 0
    while made < times:
        ch = move_choice(n, opts, budget)
        if ch is None:
            break
        for t in ch[1]:
            if t < 6:
                budget[t] -= 1
                n.res[t] -= 1
            else:
                n.ib -= 1
                n.village = n.village[:8] + (n.village[8] + 1,)
        n.scout = ch[2]
        made += 1
    return made


def useful_strength(n, c):
    """The most strength worth giving character `c` now (3 = all it can take)."""
    role = ROLE[c]
    if role == "interpreter":
        return 1 if n.village[8] + sum(n.village[:8]) > 0 else 0
    if PERMANENT[c]:
        return 1
    eff = EFFECT_OF_CARD[c]
    if isinstance(eff, Movement):
        return walk(n.copy(), eff.opts, 3)
    if isinstance(eff, Exchange):
        return 3
    return 3


def act_play(n, c, d, k_ind):
    """Play `c` with support `d` (or -1) and `k_ind` Indians; resolve as `resolve` would."""
    n.hand = tuple(x for x in n.hand if x != c and x != d)
    n.ib -= k_ind
    n.ic += k_ind
    n.up = n.up + (c,)
    k = k_ind + (STRENGTH[d] if d >= 0 else 0)
    role = ROLE[c]
    if role in COLLECT_ROLE:
        kinds = COLLECT_ROLE[role]
        if len(kinds) == 1:
            gain(n, kinds[0], badges(n, kinds[0]) * k)
        else:
            for _ in range(k):
                r = wanted_kind(n, kinds)
                gain(n, r, badges(n, r))
        return
    if role == "interpreter":
        for i in range(k):
            total = sum(n.village[:8]) + n.village[8]
            n.ib += total
            newcomer = 1 if n.stock > 0 else 0
            n.stock -= newcomer
            n.village = (0,) * 8 + (newcomer,)
        return
    eff = EFFECT_OF_CARD[c]
    if isinstance(eff, Movement):
        if walk(n, eff.opts, k):
            n.scout = settle_forward(n.scout, n.occupied)
        return
    if isinstance(eff, Exchange):
        budget = n.res[:]
        for _ in range(k):
            ch = exchange_choice(n, eff.opts, budget)
            if ch is None:
                break
            pay, got = ch
            for t in pay:
                budget[t] -= 1
                n.res[t] -= 1
            for t in got:
                gain(n, t, 1)
        return
    slug = CARDS[c].slug
    if slug in ("hay", "little-raven"):
        m = min(4, len(n.up)) if slug == "hay" else len(n.up)
        if slug == "hay":
            for r in sorted(range(4), key=lambda r: -_pref(n)[r])[:m]:
                gain(n, r, 1)
        else:
            pref = _pref(n)
            gain(n, max(range(4), key=lambda r: pref[r]), m)


def res_worth(n, r):
    """Marginal worth of one resource of kind r for choices inside an effect."""
    if mountain_soon(n.scout, 8):
        if r < 4:  # the kinds for the Horse Trade: a missing one is worth most
            return 1.0 if n.res[r] == 0 else 0.35
        return (0.6, 2.0)[r - 4]
    return (1.6, 0.6, 0.5, 0.5, 3.0, 0.6 if mountain_soon(n.scout, 16) else 0.2)[r]


def exchange_choice(n, opts, budget):
    best = None
    for fixed, n_any, distinct, gain_fixed, n_choice in opts:
        need = [0] * 7
        for t in fixed:
            need[t] += 1
        if any(need[i] > (budget[i] if i < 6 else n.ib) for i in range(7)):
            continue
        pay = list(fixed)
        if n_any:
            order = sorted(range(6), key=lambda r: res_worth(n, r))
            got = 0
            for r in order:
                take = min(budget[r] - need[r], 1 if distinct else n_any - got)
                if take > 0:
                    pay += [r] * take
                    got += take
                if got >= n_any:
                    break
            if got < n_any:
                continue
        got = list(gain_fixed)
        if n_choice:
            r = max(range(4), key=lambda r: res_worth(n, r))
            got += [r] * n_choice
        if INDIAN in pay:
            continue
        score = sum(res_worth(n, r) for r in got) - sum(res_worth(n, r) for r in pay)
        if score > 0.05 and (best is None or score > best[0]):
            best = (score, tuple(pay), tuple(got))
    return None if best is None else best[1:]


def horse_pay(res, scout=None):
    """Three different kinds for one Horse Trade: the most plentiful, sparing river fuel."""
    kinds = [r for r in (EQUIPMENT, FUR, WOOD, FOOD, CANOE) if res[r] > 0]
    kinds.sort(key=lambda r: (-res[r], (EQUIPMENT, FUR, WOOD, FOOD, CANOE).index(r)))
    return tuple(sorted(kinds[:3])) if len(kinds) >= 3 else None


def horse_trades(res, most):
    """How many Horse Trades, up to `most`, the resources `res` pay one after another."""
    trial, k = res[:], 0
    while k < most:
        pay = horse_pay(trial)
        if pay is None:
            break
        for r in pay:
            trial[r] -= 1
        k += 1
    return k


def village_actions(n):
    """(location, Indians, gift/tile choice) placements the model knows."""
    out = []
    if n.ib <= 0:
        return out
    v = n.village
    res = n.res
    for loc in (HUNTING, CRAFTSMANSHIP, GIFT):
        if not v[loc]:
            out.append((loc, 1))
    if v[UPGRADE] < CIRCLES[UPGRADE] and res[WOOD] >= 3:
        out.append((UPGRADE, 1))
    for k in range(1, min(3, n.ib) + 1):
        if res[WOOD] >= 2 * k:
            out.append((CANOE_MAKING, k))
    for k in range(1, horse_trades(res, min(3, n.ib)) + 1):
        out.append((HORSE_TRADE, k))
    return out


def gift_choice(n):
    if mountain_soon(n.scout, 8):
        return FUR if not n.res[FUR] else WOOD
    return WOOD if n.res[WOOD] % 2 == 1 or n.res[WOOD] < 2 else FUR


def upgrade_choice(n, tiles_left=(6, 6)):
    return "ind3" if n.ib + n.ic >= 2 else "res2"


def act_village(n, loc, k):
    n.ib -= k
    v = list(n.village)
    v[loc] += k
    n.village = tuple(v)
    res = n.res
    if loc == HUNTING:
        gain(n, FOOD, 1)
        gain(n, FUR, 1)
    elif loc == CRAFTSMANSHIP:
        gain(n, EQUIPMENT, 1)
        gain(n, WOOD, 1)
    elif loc == GIFT:
        gain(n, gift_choice(n), 2)
    elif loc == UPGRADE:
        res[WOOD] -= 3
        side = upgrade_choice(n)
        n.tiles = n.tiles + (side,)
        if side.startswith("ind"):
            if n.stock > 0:
                n.stock -= 1
                n.ib += 1
        else:
            n.cap = boats.resource_capacity(n.tiles)
            gain(n, FOOD, 2)
    elif loc == CANOE_MAKING:
        res[WOOD] -= 2 * k
        gain(n, CANOE, k)
    elif loc == HORSE_TRADE:
        for _ in range(k):
            pay = horse_pay(res)
            for r in pay:
                res[r] -= 1
            gain(n, HORSE, 1)


# ---------------------------------------------------------------- judging a camp

MOUNTAIN_WEIGHT = 1.8  # a Mountain space is worth this many River spaces (slower to cross)
# What fuel for the mountains is worth before it can be used (in Mountain spaces), tuned apart.
MOUNTAIN_FUEL_WEIGHT = 1.242


def _progress_table():
    eff = heuristics.EFFECTIVE
    out = [0.0]
    for i in range(1, LAST_SPACE + 1):
        out.append(out[-1] + (MOUNTAIN_WEIGHT if eff[i] == MOUNTAIN else 1.0))
    return tuple(out)


PROGRESS = _progress_table()
UNIT_W = (0.697, 0.697, 0.697, 0.41, 0.41, 0.41, 0.164, 0.164, 0.164, 0.082)
POTENTIAL = 0.4275
HORIZON = 16


_BOAT_TIME = {}
_CARRY = remembered(200_000)  # trimmed between decisions (bots/search.py)


def camp_days(n):
    """Days lost by camping after this turn's action: the cards in hand plus the boats' load."""
    key = (sum(n.res), n.ib + n.ic, n.tiles)
    bt = _BOAT_TIME.get(key)
    if bt is None:
        bt = _BOAT_TIME[key] = boats.boat_time(*key)
    days = len(n.hand) + bt
    if BOLEY in n.up:
        days = max(0, days - 1)
    return days


_CAMP_VALUE = remembered(200_000)  # trimmed between decisions (bots/search.py)


def camp_value(n):
    """Value of camping now (after this turn's action): where the Scout stands after the set-up
    time (in River-space units: Mountain spaces weigh more), plus what is carried into the next
    cycle. Remembered by what it depends on (the Easy bot plays with another LEARNT): searches
    meet the same position by many ways."""
    key = (n.scout, n.camp, tuple(n.res), n.ib + n.ic, n.tiles, len(n.hand), BOLEY in n.up,
           n.occupied, n.owned, LEARNT, value.WEIGHTS is None)
    v = _CAMP_VALUE.get(key)
    if v is None:
        make_room(_CAMP_VALUE)
        v = _CAMP_VALUE[key] = _camp_value(n)
    return v


def _camp_value(n):
    days = camp_days(n)
    indians = n.ib + n.ic
    scout = retreat(n.scout, days, n.occupied)
    if max(scout, n.camp) >= FORT_CLATSOP:
        return WIN_VALUE
    if scout == 0:
        return RESET_VALUE
    cv = _carry(n.res, indians, n.tiles, scout)
    hand_set = PROGRESS[scout] + cv + CAMP_GAIN * max(0, scout - n.camp)
    if not LEARNT or value.WEIGHTS is None:
        return hand_set
    f = value.features(scout, n.res, indians, n.tiles, PROGRESS[scout], cv,
                       owned_help(n.owned, scout))
    # The turns still needed, in spaces at RATE per turn: a plan's `value - RATE * turns` is
    # then minus its turns to the end (the offset only keeps values positive).
    learnt = RATE * (LEARNT_OFFSET - value.turns_left(f))
    return (1.0 - LEARNT) * hand_set + LEARNT * learnt


def _carry(res, indians, tiles, scout):
    """`carry_value`, remembered."""
    key = (tuple(res), indians, tiles, scout)
    cv = _CARRY.get(key)
    if cv is None:
        make_room(_CARRY)
        cv = _CARRY[key] = carry_value(res, indians, tiles, scout)
    return cv


# The share of the learnt value (value.py) in a camp's value, the rest being the hand-set one.
# Alone (1.0), the learnt value weighs a cycle of gathering at what Normal made of it in
# self-play, and some expeditions stop before the Rockies for good
# (docs/experiments/2026-12-01-lewisclark-normal-planner.md).
LEARNT = 0.5
LEARNT_OFFSET = 80.0


def value_features(n):
    """`value.features` of a position at the start of a cycle (just camped, or the start)."""
    indians = n.ib + n.ic
    return value.features(n.scout, n.res, indians, n.tiles, PROGRESS[n.scout],
                          carry_value(n.res, indians, n.tiles, n.scout),
                          owned_help(n.owned, n.scout))


_HELP = remembered(50_000)


def owned_help(owned, scout):
    """(cards owned, their river help, their mountain help, the movement characters for River
    and for Mountain spaces among them) for the route ahead of `scout`."""
    key = (owned, scout)
    out = _HELP.get(key)
    if out is None:
        make_room(_HELP)
        river, mtn = _ahead(scout)
        rp = sum(RECRUIT_WORTH.get(CARDS[c].slug, (0.0, 0.0))[0] for c in owned)
        mp = sum(RECRUIT_WORTH.get(CARDS[c].slug, (0.0, 0.0))[1] for c in owned)
        out = _HELP[key] = (len(owned), rp * min(1.0, river / 12.0), mp * min(1.0, mtn / 5.0),
                            sum(RIVER in _MOVES_ON[c] for c in owned),
                            sum(MOUNTAIN in _MOVES_ON[c] for c in owned))
    return out


# The terrains each character's Movement effect covers (none for other effects).
_MOVES_ON = tuple(frozenset(o[3] for o in EFFECT_OF_CARD[c.index].opts)
                  if isinstance(EFFECT_OF_CARD[c.index], Movement) else frozenset()
                  for c in CARDS)


def carry_value(res, indians, tiles, scout):
    """Fuel for the route ahead (used in order; later Commander activations count less), what
    the Indians could still make at the Village (Canoes from Wood pairs, Horses from three
    kinds), the Indians and boat tiles themselves, and Fur/Equipment towards a recruitment."""
    left = list(res)
    ind = indians
    v = 0.0
    idx = 0
    pos = scout
    end = min(FORT_CLATSOP + 1, scout + HORIZON)
    eff = heuristics.EFFECTIVE
    while pos < end and idx < len(UNIT_W):
        terrain = eff[pos + 1]
        unit = heuristics.burn_unit(terrain == MOUNTAIN, left, ind)
        if unit is None:
            if terrain == MOUNTAIN:  # some credit towards the next Horse, once
                kinds = sum(left[k] > 0 for k in heuristics.HORSE_PRICE)
                v += MOUNTAIN_FUEL_WEIGHT * (0.25 * min(kinds, 3) + (0.3 if ind else 0.0))
            break
        step, held = unit
        if held:
            f = 1.0
        else:
            f = POTENTIAL
            ind -= 1
        # Walk `step` spaces of this terrain.
        gained = 0.0
        k = 0
        while k < step and pos < end and (eff[pos + 1] == MOUNTAIN) == (terrain == MOUNTAIN):
            pos += 1
            k += 1
            gained += PROGRESS[pos] - PROGRESS[pos - 1]
        v += UNIT_W[idx] * f * gained
        idx += 1
    # Horses bought before the Rockies are worth something even before they can be used.
    horse = left[HORSE]
    if horse and not mountain_soon(scout, 4):
        v += min(horse, 3) * 0.5 * MOUNTAIN_FUEL_WEIGHT if mountain_soon(scout, 14) else 0.0
    for i in range(min(indians, len(INDIAN_VALUE))):
        v += INDIAN_VALUE[i]
    for i, t in enumerate(tiles):
        # A second tile of a kind helps only a larger load than the expedition usually has.
        v += TILE_VALUE[t] * (TILE_REPEAT if t in tiles[:i] else 1.0)
    v += RECRUIT_RES * (min(res[FUR], 3) + min(res[EQUIPMENT], 3))
    v += 0.1 * min(res[WOOD], 4)
    return v


# ---------------------------------------------------------------- the search

def children(n):
    out = []
    hand = n.hand
    for c in sorted(set(hand)):
        top = useful_strength(n, c)
        if top <= 0:
            top = 1  # still a way to play out a card (fewer days at camp)
        seen = set()
        # Indians only.
        k = min(top, n.ib)
        if k >= 1:
            out.append(("play", c, -1, k))
        for d in hand:
            if d == c:
                continue
            sd = STRENGTH[d]
            key = (ROLE[d], sd) if d >= 84 else d
            if key in seen:
                continue
            seen.add(key)
            k = max(0, min(n.ib, 3 - sd, top - sd))
            out.append(("play", c, d, k))
    for loc, k in village_actions(n):
        out.append(("village", loc, k))
    return out


def apply_action(n, a):
    if a[0] == "play":
        act_play(n, a[1], a[2], a[3])
    else:
        act_village(n, a[1], a[2])


def can_act(n):
    return n.ib > 0 or len(n.hand) >= 2


def search(root, rate=None, beam=None, depth=None, work_cap=None, by_first=None, last=False,
           progress=None):
    """Best plan from `root` (whose next action is the first of the plan). Returns
    (value, first action, camp after it?) or None when no action is possible; with `last`,
    (value, the plan's last node), whose `path` holds the plan's actions. A `progress` dict
    is filled, for each kind of progress ("camp", and on a cycle's first turn "cycle": see
    `makes_progress`), with the (value, last node) of the best plan that makes it.

    The beam keeps, of each turn's plans, the best by their value if they camped now, but
    picks them among the best `RANK_POOL` times its width by a one-move look-ahead
    (`_next_move_value`): a turn spent gathering fuel is judged by the move it prepares."""
    rate = RATE if rate is None else rate
    beam = BEAM if beam is None else beam
    depth = MAX_DEPTH if depth is None else depth
    work_cap = WORK_CAP if work_cap is None else work_cap
    best = None
    frontier = [root]
    work = 0
    kinds = ("camp",) if root.up else ("camp", "cycle")
    for d in range(depth):
        nxt = []
        seen = set()
        for node in frontier:
            if not can_act(node):
                continue
            for a in children(node):
                work += 1
                ch = node.copy()
                apply_action(ch, a)
                ch.t += 1
                if ch.first is None:
                    ch.first = a
                if last:
                    ch.path = node.path + (a,)
                key = (ch.hand, tuple(sorted(ch.up)), tuple(ch.res), ch.ib, ch.ic, ch.scout,
                       ch.village, ch.tiles)
                if key in seen:
                    continue
                seen.add(key)
                cv = camp_value(ch)
                score = cv - rate * ch.t
                if best is None or score > best[0]:
                    best = (score, ch) if last else (score, ch.first, ch.t == 1)
                if progress is not None:
                    for kind in kinds:
                        old = progress.get(kind)
                        if (old is None or score > old[0]) and makes_progress(kind, root, ch):
                            progress[kind] = (score, ch)
                if by_first is not None:
                    old = by_first.get(ch.first)
                    if old is None or score > old[0]:
                        by_first[ch.first] = (score, ch)
                if cv >= WIN_VALUE:
                    continue
                nxt.append((score, len(nxt), ch))
            if work > work_cap:
                break
        if not nxt or work > work_cap:
            break
        nxt.sort(key=lambda x: (-x[0], x[1]))
        if RANK_POOL > 1 and len(nxt) > beam:
            # Rank the most promising by what their next move could still make of them, so
            # that a turn spent gathering fuel survives against one that already moved.
            pool = [(max(sc, _next_move_value(ch, rate)), i, ch)
                    for sc, i, ch in nxt[:RANK_POOL * beam]]
            work += len(pool)
            pool.sort(key=lambda x: (-x[0], x[1]))
            nxt = pool
        frontier = [x[2] for x in nxt[:beam]]
    return best


def _next_move_value(n, rate):
    """The plan's value if a movement character in hand were played next (after turning Wood
    into Canoes or resources into Horses at the Village first, when that is possible), with the
    cheapest support (or Indians) for its useful strength, and the camp taken after it."""
    best = _mover_value(n, rate, 1)
    if LOOK_CONVERT and n.ib > 0:
        for loc, k in village_actions(n):
            if loc in (CANOE_MAKING, HORSE_TRADE) and k == min(3, n.ib, _most(n, loc)):
                trial = n.copy()
                act_village(trial, loc, k)
                best = max(best, _mover_value(trial, rate, 2))
    return best


def _most(n, loc):
    if loc == CANOE_MAKING:
        return n.res[WOOD] // 2
    return horse_trades(n.res, 3)


def _mover_value(n, rate, turns):
    if not can_act(n):
        return RESET_VALUE
    best = RESET_VALUE
    hand = n.hand
    for c in set(hand):
        if not isinstance(EFFECT_OF_CARD[c], Movement):
            continue
        top = useful_strength(n, c)
        if top <= 0:
            continue
        support = min((d for d in hand if d != c and STRENGTH[d] <= top),
                      key=lambda d: (STRENGTH[d] != top, d), default=-1)
        k = top - (STRENGTH[support] if support >= 0 else 0)
        k = min(k, n.ib)
        if support < 0 and k <= 0:
            continue
        trial = n.copy()
        act_play(trial, c, support, k)
        v = camp_value(trial) - rate * (n.t + turns)
        if v > best:
            best = v
    return best


def after_camp(n):
    """The node at the start of the next cycle (the camp made after `n`'s last action)."""
    indians = n.ib + n.ic
    days = camp_days(n)
    m = n.copy()
    m.scout = retreat(n.scout, days, n.occupied)
    m.camp = max(m.camp, m.scout)
    m.hand = n.owned
    m.up = ()
    m.ib = indians
    m.ic = 0
    m.first = None
    m.path = ()
    return m


def plan(s, seat, stuck=False, rng=None, **kw):
    """The best plan from `s` as `search` gives it; a `stuck` bot's makes progress
    (`progressing_search`)."""
    if not stuck:
        return search(from_state(s, seat), **kw)
    best = progressing_search(from_state(s, seat), stuck, rng, **kw)
    return None if best is None else (best[0], best[1].path[0], best[1].t == 1)


# ---------------------------------------------------------------- stalls

# A stuck bot's view on a cycle's first turn: twice Normal's beam (a way out often starts with
# a turn that looks poor, e.g. taking Indians), within half of Normal's work (time).
ESCAPE_VIEW = {"beam": 2 * BEAM, "depth": MAX_DEPTH, "work_cap": WORK_CAP // 2}
SHAKE = 3


def progressing_search(root, stuck=False, rng=None, **kw):
    """`search(root, last=True, **kw)`, except for a `stuck` bot (one whose game has lasted
    long: see the bots), whose plan must make progress: move the Camp forward if a plan in
    view does (mid-cycle too: the Camp never moves back, so such cycles end the game), else,
    on a cycle's first turn, not stall (`stalls`). A cycle's first turn is searched in a wider
    view (`ESCAPE_VIEW`); where no plan there makes progress, the plan is drawn with `rng`
    among the `SHAKE` best first actions. Otherwise the best plan stands.

    Where no plan in view makes a good cycle's progress per turn (`RATE`), the planner's best
    plan can be the shortest one that changes nothing, and a bot that keeps no memory would
    replay it for ever; the draw breaks a cycle that no plan in view can see the way out of."""
    if not stuck:
        return search(root, last=True, **kw)
    found, by_first = {}, {}
    if not root.up:
        kw = {**kw, **ESCAPE_VIEW}
    best = search(root, last=True, progress=found, by_first=by_first, **kw)
    if best is None or makes_progress("camp", root, best[1]):
        return best
    for kind in ("camp", "cycle"):
        if kind in found:
            return found[kind]
    if rng is None or root.up:
        return best
    ranked = sorted(by_first.items(), key=lambda kv: (-kv[1][0], str(to_move(kv[0]))))
    return ranked[rng.below(min(SHAKE, len(ranked)))][1]


def makes_progress(kind, start, end):
    """Does the plan from `start` to `end` make progress: its camp moves the Camp forward
    ("camp"), or, from the first turn of a cycle, it does not stall ("cycle")?"""
    if kind == "camp":
        return retreat(end.scout, camp_days(end), end.occupied) > start.camp
    return not stalls(start, end)


def stalls(start, end):
    """Would the camp after the plan from `start` (a cycle's first turn) to `end` leave the
    expedition no better off: the Camp where it was, the Scout's space and what it carries
    worth no more? The same hand could then play the same cycle again and again."""
    after = after_camp(end)
    return after.camp <= start.camp and _worth(after) <= _worth(start) + 1e-9


def _worth(n):
    return PROGRESS[n.scout] + _carry(n.res, n.ib + n.ic, n.tiles, n.scout)


def camp_now_value(s, seat):
    return camp_value(from_state(s, seat))


# ---------------------------------------------------------------- engine glue

def to_move(a):
    from ...lewisclark.moves import Move
    if a[0] == "play":
        return Move("play", card=a[1], card2=a[2], n=a[3])
    return Move("village", LOCATIONS[a[1]], n=a[2])


def should_camp(s, seat, rate=None, stuck=False, **kw):
    """Camp at the end of this turn, or go on with the best plan from the next turn? A `stuck`
    bot (see `progressing_search`) compares only camps that move the Camp forward."""
    n = from_state(s, seat)
    now = camp_value(n)
    if now >= WIN_VALUE:
        return True
    if now <= RESET_VALUE:
        return False
    if not can_act(n):
        return True
    found = {}
    best = search(n, rate=rate, progress=found if stuck else None, **kw)
    if stuck:  # only camps that move the Camp forward count
        if "camp" in found:
            return makes_progress("camp", n, n) and now >= found["camp"][0]
        if makes_progress("camp", n, n):
            return True
    return best is None or now >= best[0]


def resolve(s, moves, seat):
    """The choice inside an effect, following the model's rules; None: ask the Normal bot."""
    from ...lewisclark import engine
    top = s.frames[-1]
    p = s.players[seat]
    if top.kind == "overflow":
        n = from_state(s, seat)
        drops = [m for m in moves if m.kind == "drop"]
        return min(drops, key=lambda m: (res_worth(n, RESOURCE_INDEX[m.key]), m.key))
    if top.kind == "distance":
        return moves[0]  # the farthest space: a shorter movement never helps the plan
    kinds = {m.kind for m in moves}
    if top.kind == "card":
        if "collect" in kinds:
            n = from_state(s, seat)
            room = n.cap - sum(n.res)
            if room <= 0:
                return _stop(moves)
            coll = [m for m in moves if m.kind == "collect"]
            avail = sorted({RESOURCE_INDEX[m.key] for m in coll})
            r = wanted_kind(n, avail)
            mine = [m for m in coll if RESOURCE_INDEX[m.key] == r]
            top_n = max(m.n for m in mine)
            want = min(top_n, room)
            for m in mine:
                if m.n == want:
                    return m
            return max(mine, key=lambda m: m.n)
        if "move" in kinds:
            n = from_state(s, seat)
            best, best_score = None, 0.0
            for m in moves:
                if m.kind != "move":
                    continue
                child = s.clone()
                engine.apply(child, m)
                while child.frames and child.frames[-1].kind == "distance":
                    engine.apply(child, engine.legal_moves(child)[0])
                prog = child.players[seat].scout - p.scout
                if prog <= 0:
                    continue
                score = prog - 0.3 * sum(SPEND[t] if t < 6 else 1.0 for t in m.pay)
                if best is None or score > best_score:
                    best, best_score = m, score
            return best if best is not None else _stop(moves)
        if "indians" in kinds:
            return max((m for m in moves if m.kind == "indians"), key=lambda m: m.n)
        if kinds <= {"trade", "gain", "stop"}:
            n = from_state(s, seat)
            return _best_exchange(n, moves)
        return None
    if top.kind == "village":
        n = from_state(s, seat)
        loc = top.loc
        if loc in (HUNTING, CRAFTSMANSHIP):
            return max((m for m in moves if m.kind == "gain"), key=lambda m: len(m.gain), default=None)
        if loc == GIFT:
            r = gift_choice(n)
            for m in moves:
                if m.kind == "gain" and m.gain == (r, r):
                    return m
            return max((m for m in moves if m.kind == "gain"), key=lambda m: len(m.gain), default=None)
        if loc == UPGRADE:
            side = upgrade_choice(n)
            cands = [m for m in moves if m.kind == "boat" and m.key == side]
            if not cands:
                cands = [m for m in moves if m.kind == "boat"]
            if not cands:
                return None
            if side.startswith("ind"):
                return max(cands, key=lambda m: m.n)
            two = [m for m in cands if len(m.gain) == 2]
            return max(two or cands, key=lambda m: (sum(res_worth(n, r) for r in m.gain), str(m)))
        if loc == CANOE_MAKING:
            trades = [m for m in moves if m.kind == "trade"]
            return trades[0] if trades else _stop(moves)
        if loc == HORSE_TRADE:
            trades = [m for m in moves if m.kind == "trade"]
            if not trades:
                return _stop(moves)
            want = horse_pay(p.res)
            for m in trades:
                if m.pay == want:
                    return m
            return max(trades, key=lambda m: (sum(p.res[k] for k in m.pay), str(m)))
    return None


def _stop(moves):
    from ...lewisclark.moves import Move
    stop = Move("stop")
    return stop if stop in moves else None


def _best_exchange(n, moves):
    best, best_score = None, 0.05
    for m in moves:
        if m.kind not in ("trade", "gain"):
            continue
        if INDIAN in m.pay:
            continue
        score = sum(res_worth(n, r) for r in m.gain) - sum(res_worth(n, r) for r in m.pay)
        if score > best_score:
            best, best_score = m, score
    return best if best is not None else _stop(moves)


# ---------------------------------------------------------------- recruitment

# (river part, mountain part): what a character adds per cycle where each terrain lies ahead.
RECRUIT_WORTH = {
    "joseph-barter": (4.0, 0.0), "hawks-feather": (4.0, 0.0), "black-buffalo": (3.0, 0.0),
    "j-baptiste-deschamps": (3.0, 0.0), "comcomly": (2.0, 0.0), "nicholas-jarrot": (2.5, 0.0),
    "watkuweis": (2.5, 0.0), "man-crow": (2.0, 0.0), "cutssahnem": (2.0, 0.0),
    "john-robertson": (1.5, 0.0), "moses-b-reed": (1.0, 0.0), "twisted-hair": (1.5, 0.0),
    "p-antoine-tabeau": (2.5, 0.0), "ebenezer-tuttle": (2.5, 0.0), "buffalo-medicine": (2.0, 0.0),
    "black-cat": (3.0, 2.0), "john-boley": (1.5, 1.0), "old-toby": (3.0, 4.0),
    "james-mackay": (2.0, 4.0), "broken-arm": (0.0, 3.5), "three-eagles": (0.0, 2.5),
    "cameahwait": (0.5, 2.5), "coboway": (0.0, 3.0), "crow-at-rest": (0.0, 2.5),
    "pierre-dorion": (0.0, 2.0), "charles-mackenzie": (0.0, 2.0), "george-drouillard": (0.0, 2.0),
    "tetoharsky": (0.0, 2.5), "one-eye": (0.0, 1.5), "rene-jessaume": (0.0, 1.5),
    "cut-nose": (0.0, 1.0), "john-newman": (0.5, 1.0), "regis-loisel": (1.5, 1.5),
    "hugh-heney": (1.5, 1.5), "big-white": (1.0, 1.0), "john-hay": (1.0, 1.0),
    "dickson-hancock": (1.5, 0.5), "black-moccasin": (1.0, 1.0), "yellept": (1.0, 1.0),
    "hay": (1.0, 1.0), "little-raven": (1.5, 1.0), "little-thief": (1.5, 0.0),
    "half-man": (1.0, 0.0), "richard-warfington": (1.0, 0.0), "daniel-boone": (1.0, 0.0),
    "weuche": (0.0, 1.0),
}
RECRUIT_MIN_GAIN = 0.92
RECRUIT_SCALE = 1.0  # a recruit's worth per cycle times the cycles it will still serve
RECRUIT_MOUNTAIN = 3.0  # the weight of a recruit's help in the mountains against the river
RECRUIT_PRICE = 0.3  # one Fur or Equipment paid, in spaces
OWNED_SOFT, OWNED_HARD = 7, 10
SPARE_ROLES = ("blacksmith", "fur_trader")


def _count_ahead(scout):
    river = mtn = 0
    eff = heuristics.EFFECTIVE
    for i in range(scout + 1, FORT_CLATSOP + 1):
        if eff[i] == MOUNTAIN:
            mtn += 1
        else:
            river += 1
    return river, mtn


_AHEAD = tuple(_count_ahead(scout) for scout in range(FORT_CLATSOP + 1))


def _ahead(scout):
    """(River spaces, Mountain spaces) from after `scout` to Fort Clatsop (a table: the
    search of the solo game asks it about 100,000 times a decision)."""
    return _AHEAD[scout] if scout <= FORT_CLATSOP else (0, 0)


def recruit_worth(card, scout):
    key = (card, scout)
    worth = _WORTH.get(key)
    if worth is None:
        rp, mp = RECRUIT_WORTH.get(CARDS[card].slug, (0.0, 0.0))
        river, mtn = _ahead(scout)
        worth = _WORTH[key] = RECRUIT_SCALE * (rp * min(1.0, river / 12.0)
                                               + RECRUIT_MOUNTAIN * mp * min(1.0, mtn / 5.0))
    return worth


_WORTH = {}  # (card, scout) -> recruit_worth: at most 54 cards x the route's spaces


def clear_caches():
    """Forget the values remembered from the constants (for a tuning run that changes them)."""
    _CARRY.clear()
    _WORTH.clear()
    _CAMP_VALUE.clear()


def recruit_choice(s, seat, recruits):
    """The recruitment worth clearly more than its Fur and Equipment and the extra card in the
    hand (each card owned costs a day at camp or a turn to play), or None."""
    from ...lewisclark import recruitment
    p = s.players[seat]
    owned = len(p.hand) + sum(1 + (d >= 0) for _, d, _ in p.area)
    scout = p.scout
    best = None
    for m in recruits:
        card = s.journal[m.n - 1]
        worth = recruit_worth(card, scout)
        if worth <= 0:
            continue
        equipment, fur = recruitment.cost(s, m.n - 1, m.card)
        size = owned
        if m.card >= 0:
            role = CARDS[m.card].role
            if role is None:
                lost = recruit_worth(m.card, scout)
            elif role in SPARE_ROLES:
                lost = 0.6
            else:
                continue
            worth -= lost
            size -= 1
        if size + 1 > OWNED_HARD:
            continue
        gain = worth - RECRUIT_PRICE * (equipment + fur) - 0.8 * max(0, size + 1 - OWNED_SOFT)
        if gain >= RECRUIT_MIN_GAIN and (best is None or gain > best[0]):
            best = (gain, str(m), m)
    return None if best is None else best[2]
