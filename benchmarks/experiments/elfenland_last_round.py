"""Elfenland Hard variants in the last round only: positions at the start of round 4, taken
from games of three Normals, are played to the end with one variant of Hard in a seat (rotating)
and Normals in the others; every variant plays the same positions. A quarter of a game's cost,
and the round where the objective (win, not margin) matters. Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/experiments/elfenland_last_round.py SEED POSITIONS '{}' '{"horizon": 2}'
        [--iterations 40] [--jobs 2]
"""

import argparse
import json
import sys
from multiprocessing import Pool

sys.path.insert(0, ".")

from lewisclark_desktop.bots.elfenland.hard_bot import HardBot  # noqa: E402
from lewisclark_desktop.bots.elfenland.normal_bot import NormalBot  # noqa: E402
from lewisclark_desktop.elfenland import engine  # noqa: E402
from lewisclark_desktop.elfenland.components import ROUNDS  # noqa: E402
from lewisclark_desktop.elfenland.game import RULES  # noqa: E402
from lewisclark_desktop.tournament import wilson  # noqa: E402

PLAYERS = 3


def last_round(seed):
    s = RULES.new_state({"players": PLAYERS, "first_player": 0}, seed)
    bots = [NormalBot(seed + k) for k in range(PLAYERS)]
    while s.round < ROUNDS:
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    return s


def play(job):
    seed, game, options, iterations = job
    s = last_round(seed)
    seat = game % PLAYERS
    bots = [HardBot(seed * 7 + seat, iterations=iterations, **options) if k == seat
            else NormalBot(seed + k) for k in range(PLAYERS)]
    while not s.over:
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    first = [k for place, k in engine.ranking(s) if place == 1]
    return first == [seat], seat in first and len(first) > 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("positions", type=int)
    ap.add_argument("variants", nargs="+")
    ap.add_argument("--iterations", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    variants = [json.loads(v) for v in args.variants]
    jobs = [(args.seed + g, g, v, args.iterations) for v in variants for g in range(args.positions)]
    with Pool(args.jobs) as pool:
        results = pool.map(play, jobs, chunksize=4)
    base = None
    for k, v in enumerate(variants):
        rows = results[k * args.positions:(k + 1) * args.positions]
        wins = [r[0] for r in rows]
        low, high = wilson(sum(wins), len(rows))
        line = (f"{json.dumps(v):30} wins {sum(wins):4} = {100 * sum(wins) / len(rows):5.1f} % "
                f"[{100 * low:.1f}, {100 * high:.1f}]  shared {sum(r[1] for r in rows)}")
        if base is None:
            base = wins
        else:
            line += (f"  only this {sum(a and not b for a, b in zip(wins, base))}"
                     f"  only the first {sum(b and not a for a, b in zip(wins, base))}")
        print(line, flush=True)


if __name__ == "__main__":
    main()
