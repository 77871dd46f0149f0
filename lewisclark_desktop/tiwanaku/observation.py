"""What a player may see (spec §14) and determinization: sampling a hidden map consistent with it."""

import dataclasses
import random

from .board import TERRAINS
from .hidden_map import sample_map


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


def determinize(obs, seed, give_up=None):
    """A full state consistent with the observation: undiscovered terrain and unplaced crops
    sampled so that V1-V5 hold and the public counts match (hidden_map.py); hidden arrows drawn
    balanced. Deterministic under `seed`.
    give_up (a callable, polled between the sampler's attempts) may end it early: then None."""
    rng = random.Random(seed)
    found = sample_map(obs.grid, obs.terrain, obs.crop, undiscovered_counts(obs), rng,
                       give_up)
    if found is None:
        return None
    terrain, crop = found
    s = obs.clone()
    s.scenario = dataclasses.replace(obs.scenario, terrain=tuple(terrain), crop=tuple(crop))
    _fill_arrows(s, rng)
    return s


def undiscovered_counts(o):
    if not o.coop:
        return list(o.column)
    out = [o.column[t] + sum(len(h[t]) for h in o.hands) for t in range(len(TERRAINS))]
    if o.pending:  # a shown terrain whose tile is not handed over yet
        out[o.terrain[o.pending[0]]] -= 1
    return out


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
