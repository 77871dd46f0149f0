"""What a player may see (spec §14) and determinization: sampling a hidden map consistent with it."""

import dataclasses
import random

from .board import TERRAINS
from .solver import Puzzle


def observation(s, player):
    """A copy with the hidden table, the arrows and the seed removed.

    Undiscovered terrain and unplaced crops become None; co-op tiles keep their counts, and only
    the top arrow of `player`'s own stacks stays visible (D14, screens on)."""
    o = s.clone()
    sc = s.scenario
    o.scenario = dataclasses.replace(
        sc, seed=-1,
        terrain=tuple(s.terrain),
        crop=tuple(s.crop),
        tile_arrows=())
    o.hands = [[[a if (seat == player and k == 0) else None for k, a in enumerate(stack)]
                for stack in hand] for seat, hand in enumerate(s.hands)]
    return o


def determinize(obs, seed, tries=200):
    """A full state consistent with the observation: undiscovered terrain and unplaced crops
    sampled so that V1-V4 hold and the public counts match; hidden arrows shuffled."""
    rng = random.Random(seed)
    g = obs.grid
    left = _undiscovered_counts(obs)
    for _ in range(tries):
        terrain = _sample_terrain(obs, rng, left)
        if terrain is None:
            continue
        known = {i: v for i, v in enumerate(obs.crop) if v is not None}
        sols = Puzzle(g, terrain).solutions(known, 1, rng, budget=2000) if _sizes_ok(g, terrain) \
            else None
        if sols:
            s = obs.clone()
            s.scenario = dataclasses.replace(obs.scenario, terrain=tuple(terrain),
                                             crop=tuple(sols[0]))
            _fill_arrows(s, rng)
            return s
    raise RuntimeError("no hidden map consistent with this observation was found")


def _undiscovered_counts(o):
    if not o.coop:
        return list(o.column)
    return [o.column[t] + sum(len(h[t]) for h in o.hands) for t in range(len(TERRAINS))]


def _sizes_ok(g, terrain):
    from .board import areas
    return all(len(a) <= 5 for a in areas(g, terrain))


def _sample_terrain(o, rng, left, budget=5000):
    """Row-major backtracking: exact counts, areas of at most 5 cells, and the local form of V2
    (two same-terrain cells touching diagonally share a same-terrain orthogonal neighbour, which
    areas of at most 5 cells make equivalent)."""
    g = o.grid
    terrain = list(o.terrain)
    todo = [i for i in range(g.n) if terrain[i] is None]
    counts = list(left)
    nodes = [0]

    def window_ok(i):
        r, c = divmod(i, g.cols)
        for dr in (-1, 0):
            for dc in (-1, 0):
                r0, c0 = r + dr, c + dc
                if 0 <= r0 < g.rows - 1 and 0 <= c0 < g.cols - 1:
                    a = r0 * g.cols + c0
                    w = (terrain[a], terrain[a + 1], terrain[a + g.cols], terrain[a + g.cols + 1])
                    if None in w:
                        continue
                    ta, tb, tc, td = w
                    if ta == td and tb != ta and tc != ta:
                        return False
                    if tb == tc and ta != tb and td != tb:
                        return False
        return True

    def area_ok(i):
        seen, todo2 = {i}, [i]
        while todo2:
            x = todo2.pop()
            for y in g.n4[x]:
                if y not in seen and terrain[y] == terrain[i]:
                    seen.add(y)
                    todo2.append(y)
                    if len(seen) > 5:
                        return False
        return True

    def place(k):
        nodes[0] += 1
        if nodes[0] > budget:
            return False
        if k == len(todo):
            return True
        i = todo[k]
        order = [t for t in range(len(TERRAINS)) if counts[t]]
        rng.shuffle(order)
        for t in order:
            terrain[i] = t
            counts[t] -= 1
            if window_ok(i) and area_ok(i) and place(k + 1):
                return True
            counts[t] += 1
            terrain[i] = None
        return False

    return terrain if place(0) else None


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
