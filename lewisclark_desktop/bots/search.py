"""The root search every Hard bot shares: UCB1 over a few candidate moves, each iteration one
playout on a freshly determinized world (the caller's `playout(i)`), within a time budget or a
fixed number of iterations.

    best, stats = ucb_root(priors, playout, exploration=0.7, budget=1.5, start=t0)

`priors[i]` is candidate i's value before any playout (one virtual visit at that value), on the
scale of the playout values. The search ends at the budget (started at `start`; within it, at
`max_iterations` if given), after a fixed number of `iterations` instead of a budget, when
`should_stop()` says so, or once the most visited candidate's lead in visits
is larger than the iterations left (the answer can no longer change). The answer is the most
visited candidate, the better mean among equals.

Every Hard bot reads its budget from `now()`: wall-clock seconds, as a player waits for them.
Strength measurements may switch the process to its CPU seconds (`use_clock("cpu")`), so that
a bot gets the same search on a machine busy with other work as on an idle one, where the two
clocks agree.

Whoever runs a bot's decision (the bot process, the tournament) runs it inside
`collector_paused()` and calls `between_decisions()` after it: the planners' tables of
remembered values (`remembered`) are trimmed there, not in the middle of a decision.
"""

import gc
import math
import time
from contextlib import contextmanager

CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
_clock = CLOCKS["wall"]


def now():
    """Seconds on the budget clock (see `use_clock`)."""
    return _clock()


def use_clock(kind):
    """Count budgets (and the tournament's decision times) in "wall" or "cpu" seconds in this
    process from now on."""
    global _clock
    _clock = CLOCKS[kind]


@contextmanager
def collector_paused():
    """The cyclic garbage collector off for the length of a search, or of any bot decision
    (the bot process and the tournament run every decision so): its passes walk what the
    search makes and every table of remembered values, at moments the search cannot plan for.
    In a traced solo game, 5.8 s of CPU went to them, most of it over the planner's remembered
    values before their keys were made untracked; 0.4 s with the collector paused during
    Hard's searches. Full passes of 12 and 20 ms were seen inside Normal's decisions, whose
    own work reaches 35-40 ms. On again, the collector makes its due pass at the first
    allocation after the decision, which frees any cycles the decision left."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


_TABLES = {}  # id(table) -> (table, its bound), for `between_decisions` and `make_room`
OVERFLOW = 4


def remembered(bound):
    """A dict of remembered values (a cache shared by a process's bots) that
    `between_decisions` empties once it holds more than `bound` entries. Emptying 200,000
    entries takes about 20 ms, which the bot that happened to add the last one would pay in
    the middle of its decision. Call `make_room` before adding an entry."""
    table = {}
    _TABLES[id(table)] = (table, bound)
    return table


def make_room(table):
    """Before a remembered table takes a new entry inside a decision: empty it past `OVERFLOW`
    times its bound (one long search, or a process that never calls `between_decisions`)."""
    if len(table) > OVERFLOW * _TABLES[id(table)][1]:
        table.clear()


def between_decisions():
    """What a bot process does while no one waits for a move: empty the remembered tables
    past their bounds. (The collector's due pass needs no call: on again, it runs at the
    first allocation after the decision.) Moves never depend on it."""
    for table, bound in _TABLES.values():
        if len(table) > bound:
            table.clear()


def settled(visits, left):
    """True when the most visited candidate stays most visited whatever the remaining
    iterations do: searching on could not change the answer, only spend time."""
    lead, second = sorted(visits, reverse=True)[:2]
    return lead - second > left


def paired_playouts(count, new_world, outcome, ref=0):
    """`playout(i)` for `ucb_root` that compares `count` candidates on common sampled worlds:
    candidate i's k-th playout is played in the k-th world drawn (`new_world()`), and is worth
    `outcome(i, world)` minus `outcome(ref, world)`; the reference's own are worth 0, so the
    priors are on the same relative scale. The hidden cards that make one playout lucky make
    the reference's lucky too, and the comparison sheds that noise."""
    worlds, played, base = [], [0] * count, []

    def playout(i):
        k = played[i]
        played[i] += 1
        if k == len(worlds):
            worlds.append(new_world())
            base.append(outcome(ref, worlds[k]))
        return 0.0 if i == ref else outcome(i, worlds[k]) - base[k]

    return playout


def ucb_root(priors, playout, exploration, iterations=None, budget=None, start=None,
             should_stop=None, is_settled=settled, max_iterations=None):
    start = now() if start is None else start
    visits = [1] * len(priors)
    totals = list(priors)
    done = 0
    while True:
        if iterations is not None:
            left = iterations - done
        else:
            elapsed = now() - start
            # iterations that still fit in 90 % of the budget at the pace so far, one kept in
            # reserve (a loaded machine's pauses)
            left = done * (0.9 * budget - elapsed) / elapsed - 1 if done else 1
            if max_iterations is not None:
                left = min(left, max_iterations - done)
        if left < 1 or is_settled(visits, left):
            break
        if should_stop is not None and should_stop():
            break
        n = sum(visits)
        i = max(range(len(priors)), key=lambda k: totals[k] / visits[k]
                + exploration * math.sqrt(math.log(n) / visits[k]))
        visits[i] += 1
        totals[i] += playout(i)
        done += 1
    best = max(range(len(priors)), key=lambda k: (visits[k], totals[k] / visits[k]))
    return best, {"iterations": done, "seconds": now() - start,
                  "visits": visits, "means": [t / v for t, v in zip(totals, visits)]}
