"""A learnt value of the position a camp leaves: how many own turns the expedition still needs to
reach Fort Clatsop (issue 13).

The planner judges a plan by where its camp leaves the expedition. Its hand-set value
(`planner.carry_value`) counts the fuel carried for the next stretch of route only; what a cycle
of gathering is worth for the cycles after it (Horses bought before the Rockies, the Indians kept,
the kinds held for the Horse Trade) is what a race is lost on. This module estimates the turns
still needed, a linear function of features of the camped position, whose weights were fitted by
least squares on positions of self-play games of the planner itself (`benchmarks/value_fit.py`:
games alone and the winners of 2-player games, the target being the turns the game really took
from there). The features include the planner's own progress and carry
values, so the fit can only add to them.

Pure arithmetic on plain values: no Qt, no game state, deterministic.
"""

from ...lewisclark.resources import EQUIPMENT, FOOD, FUR, HORSE, WOOD

ROCKIES, ROCKIES_END, SECOND_RANGE, LAST_MOUNTAIN = 23, 31, 37, 39
NAMES = ("bias", "progress", "carry", "past 15", "past 23", "past 31", "past 37",
         "Horses before 31", "Indians", "cards owned", "river movers",
         "mountain movers", "Indian tiles", "resource tiles",
         "river cards", "mountain cards", "Horses x mountain cards", "trade kinds before 39",
         "Horses from 31 to 39")


def features(scout, res, indians, tiles, progress, carry, owned):
    """The features of a camped position: the Scout's space after the camp, the resources, all
    Indians, the boat tiles, the planner's progress and carry values there, and (cards owned,
    their river help, their mountain help, the movement characters for River and for Mountain
    spaces among them) of the characters owned.

    Features the fit weighed against what they mean for a player were left out: a Camp ahead of
    the Scout (rare in self-play, the fit read it as a gain, and a planner following it walked
    its Scout back to the rearmost spaces), and raw resource counts beside `carry` (collinear
    with it: the fit gave Canoes and the kinds for the Horse Trade a cost), and Horses held
    before space 23 apart from those held before 31 (a planner following that fit stopped short
    of space 23 with its Horses, cycle after cycle)."""
    horses = min(res[HORSE], 4)
    ind_tiles = sum(1 for t in tiles if t.startswith("ind"))
    before = scout < ROCKIES_END
    mountains_ahead = scout < LAST_MOUNTAIN
    kinds = min(3, sum(1 for r in (FOOD, WOOD, EQUIPMENT, FUR) if res[r])) if mountains_ahead else 0
    return (1.0, progress, carry,
            max(0, scout - 15), max(0, scout - ROCKIES), max(0, scout - ROCKIES_END),
            max(0, scout - SECOND_RANGE),
            horses if before else 0,
            min(indians, 6), owned[0], owned[1], owned[2], ind_tiles, len(tiles) - ind_tiles,
            owned[3], owned[4], horses * owned[4] if mountains_ahead else 0, kinds,
            horses if ROCKIES_END <= scout < LAST_MOUNTAIN else 0)


# Fitted by benchmarks/value_fit.py (docs/experiments/2026-12-01-lewisclark-normal-planner.md,
# "Fifth pass"); None: the planner's hand-set value.
WEIGHTS = (28.0778, -0.7644, -0.6078, -0.3213, -0.6450, 0.8893, -0.1876, -1.5784, -0.1100, 5.4861, 0.6508, -0.5614, -1.5531, -2.2768, -1.7081, -2.5774, -0.0701, 0.2682, -0.4805)


def turns_left(f, weights=None):
    """Estimated own turns still needed from a position with features `f`."""
    w = WEIGHTS if weights is None else weights
    return max(0.0, sum(a * b for a, b in zip(w, f)))
