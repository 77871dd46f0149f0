"""What a player may see (spec §14) and determinization: sampling a hidden map consistent with it."""

import dataclasses
import random

from .board import TERRAINS
from .validity import violations


def observation(s, player):
    """A copy with the hidden table, the arrows and the seed removed.

    Undiscovered terrain and unplaced crops become None; co-op tiles keep their counts, and only
    the top arrow of `player`'s own stacks stays visible (D14: screens on; with the
    open_screens option every seat's top arrows are visible to all)."""
    o = s.clone()
    sc = s.scenario
    o.scenario = dataclasses.replace(
        sc, seed=-1,
        terrain=tuple(s.terrain),
        crop=tuple(s.crop),
        tile_arrows=())
    o.hands = [[[a if ((seat == player or s.open_screens) and k == 0) else None
                 for k, a in enumerate(stack)]
                for stack in hand] for seat, hand in enumerate(s.hands)]
    return o


def determinize(obs, seed, tries=30):
    """A full state consistent with the observation: undiscovered terrain and unplaced crops
    sampled so that V1-V4 hold and the public counts match; hidden arrows drawn balanced.

    Best effort: a randomized backtracking search with restarts. It is quick once about a third
    of a long board is known; on an early co-op board (25+ unknown cells) it may give up and
    raise RuntimeError."""
    rng = random.Random(seed)
    g = obs.grid
    left = _undiscovered_counts(obs)
    for _ in range(tries):
        made = _sample_map(obs, rng, left, budget=3000)
        if made and not violations(g, *made):
            s = obs.clone()
            s.scenario = dataclasses.replace(obs.scenario, terrain=tuple(made[0]),
                                             crop=tuple(made[1]))
            _fill_arrows(s, rng)
            return s
    raise RuntimeError("no hidden map consistent with this observation was found")


def _undiscovered_counts(o):
    if not o.coop:
        return list(o.column)
    out = [o.column[t] + sum(len(h[t]) for h in o.hands) for t in range(len(TERRAINS))]
    if o.pending:  # a shown terrain whose tile is not handed over yet
        out[o.terrain[o.pending[0]]] -= 1
    return out


def _sample_map(o, rng, left, budget=20000, stats=None):
    """Backtracking (most constrained cells first) over (terrain, crop) of every unknown cell with local checks:
    V4 against placed neighbours, the local form of V2 on complete 2x2 windows (two
    same-terrain cells touching diagonally share a same-terrain orthogonal neighbour, which
    areas of at most 5 cells make equivalent), areas of at most 5 cells with distinct crops,
    and an area that can no longer grow holding crops 1..size. Terrain counts are exact."""
    g = o.grid
    terrain, crop = list(o.terrain), list(o.crop)
    todo = _most_constrained_order(g, crop, rng)
    counts = list(left)
    nodes = [0]

    def window_ok(i):
        r, c = divmod(i, g.cols)
        for r0 in (r - 1, r):
            for c0 in (c - 1, c):
                if 0 <= r0 < g.rows - 1 and 0 <= c0 < g.cols - 1:
                    a = r0 * g.cols + c0
                    ta, tb = terrain[a], terrain[a + 1]
                    tc, td = terrain[a + g.cols], terrain[a + g.cols + 1]
                    if None in (ta, tb, tc, td):
                        continue
                    if ta == td and tb != ta and tc != ta:
                        return False
                    if tb == tc and ta != tb and td != tb:
                        return False
        return True

    def area_ok(i):
        t = terrain[i]
        comp, stack = {i}, [i]
        growable = False
        while stack:
            x = stack.pop()
            for y in g.n4[x]:
                if terrain[y] is None:
                    growable = True
                elif y not in comp and terrain[y] == t:
                    comp.add(y)
                    stack.append(y)
                    if len(comp) > 5:
                        return False
        placed = [crop[x] for x in comp if crop[x] is not None]
        if len(placed) != len(set(placed)):
            return False
        return growable or not placed or max(placed) <= len(comp)

    def place(k):
        nodes[0] += 1
        if stats is not None:
            stats['depth'] = max(stats.get('depth', 0), k)
        if nodes[0] > budget:
            return False
        if k == len(todo):
            return True
        i = todo[k]
        if terrain[i] is not None:
            options = [terrain[i]]
            fixed = True
        else:
            options = [t for t in range(len(TERRAINS)) if counts[t]]
            rng.shuffle(options)
            near = {terrain[j] for j in g.n4[i] if terrain[j] is not None}
            options.sort(key=lambda t: t not in near)
            fixed = False
        banned = {crop[j] for j in g.n8[i]}
        levels = [v for v in range(1, 6) if v not in banned]
        for t in options:
            terrain[i] = t
            if not fixed:
                counts[t] -= 1
            if window_ok(i):
                rng.shuffle(levels)
                for v in levels:
                    crop[i] = v
                    if area_ok(i) and all(terrain[j] is None or area_ok(j) for j in g.n4[i]) \
                            and place(k + 1):
                        return True
                crop[i] = None
            if not fixed:
                counts[t] += 1
                terrain[i] = None
        return False

    return (terrain, crop) if place(0) else None


def _most_constrained_order(g, crop, rng):
    """Cells without a crop, each next one having the most placed-or-earlier N8 neighbours."""
    done = [c is not None for c in crop]
    left = [i for i in range(g.n) if not done[i]]
    rng.shuffle(left)
    order = []
    while left:
        best = max(left, key=lambda i: sum(done[j] for j in g.n8[i]))
        left.remove(best)
        done[best] = True
        order.append(best)
    return order


def _fill_arrows(s, rng):
    """Hidden arrows: each terrain's unknown ones drawn from a balanced set (D23), shuffled."""
    for t in range(len(TERRAINS)):
        unknown = [(seat, k) for seat, hand in enumerate(s.hands)
                   for k, a in enumerate(hand[t]) if a is None]
        if not unknown:
            continue
        pool = list("NESW") * (len(unknown) // 4 + 1)
        rng.shuffle(pool)
        for (seat, k), a in zip(unknown, pool):
            s.hands[seat][t][k] = a
