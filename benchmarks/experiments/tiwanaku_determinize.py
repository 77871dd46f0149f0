"""Tiwanaku determinization: CPU time of sampling a hidden map, per board kind and stage of the
game, over positions from Normal self-play. A stage is where the seat is when a share of the
cells hidden at the start has been discovered: start (none), middle (40 %), late (75 %).

    nice python benchmarks/experiments/tiwanaku_determinize.py [--positions N] [--samples K] [--cap S]
    nice python benchmarks/experiments/tiwanaku_determinize.py --hard N [--budget S]

--hard: instead, Hard's decision at each stage of N long competitive games (2 players): maps
sampled, maps judged and the decision's wall-clock and CPU time (--iterations M: exactly M maps,
whatever the time, to read their CPU cost on a busy machine).

A sample still running after --cap seconds of CPU gives up (counted as a failure, timed at the
cap), as Hard's own sampling does at half its budget; a NoHiddenMap is a failure too.
"""

import argparse
import random
import time

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.bots.tiwanaku.hard_bot import HardBot
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.hidden_map import NoHiddenMap

SETUPS = {"short competitive": {"players": 2}, "long competitive": {"players": 3, "board": "long"},
          "co-op": {"mode": "coop", "players": 2}, "solo": {"mode": "solo", "players": 1}}
STAGES = (("start", 0.0), ("middle", 0.4), ("late", 0.75))


def positions(options, seed):
    """(stage, observation) for each stage the game reaches, Normal playing every seat."""
    s = RULES.new_state(options, seed)
    bots = [make_bot("normal", seed + k) for k in range(s.players)]
    hidden = sum(t is None for t in s.terrain)
    out = []
    for stage, share in STAGES:
        while not RULES.is_over(s) and 1 - sum(t is None for t in s.terrain) / hidden < share:
            RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
        if RULES.is_over(s):
            break
        out.append((stage, RULES.observation(s, s.current)))
    return out


def sample_time(o, seed, cap):
    """CPU seconds of one sample and whether it failed."""
    start = time.process_time()
    try:
        found = RULES.determinize(o, seed, give_up=lambda: time.process_time() - start > cap)
    except NoHiddenMap:
        found = None
    return min(time.process_time() - start, cap), found is None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=8, help="games per setup")
    ap.add_argument("--samples", type=int, default=2, help="per position")
    ap.add_argument("--cap", type=float, default=5.0, help="CPU seconds before a sample gives up")
    ap.add_argument("--hard", type=int, default=0, help="games for the Hard check")
    ap.add_argument("--budget", type=float, default=1.5, help="Hard's seconds per decision")
    ap.add_argument("--iterations", type=int, default=None,
                    help="Hard samples exactly this many maps (then time them in CPU seconds)")
    args = ap.parse_args()
    if args.hard:
        hard_check(args.hard, args.budget, args.iterations)
        return
    print("| setup | stage | samples | median | p95 | max | failures |\n|---|---|---|---|---|---|---|")
    for name, options in SETUPS.items():
        times = {stage: [] for stage, _ in STAGES}
        failed = dict.fromkeys(times, 0)
        for k in range(args.positions):
            for stage, o in positions(options, 7000 + k):
                for j in range(args.samples):
                    t, bad = sample_time(o, random.Random(k * 31 + j).getrandbits(32), args.cap)
                    times[stage].append(t)
                    failed[stage] += bad
        for stage, ts in times.items():
            if not ts:
                continue
            ts.sort()
            n = len(ts)
            print(f"| {name} | {stage} | {n} | {1000 * ts[n // 2]:.0f} ms | "
                  f"{1000 * ts[min(n - 1, int(n * 0.95))]:.0f} ms | {1000 * ts[-1]:.0f} ms | "
                  f"{failed[stage]} |", flush=True)


def hard_check(games, budget, iterations):
    print("| game | stage | decision | maps | judged | wall ms | CPU ms |\n|---|---|---|---|---|---|---|")
    for k in range(games):
        for stage, o in positions({"players": 2, "board": "long"}, 7000 + k):
            bot = HardBot(k, budget=budget, iterations=iterations)
            cpu = time.process_time()
            bot.choose(RULES, o)
            cpu = time.process_time() - cpu
            st = bot.last_stats or {"maps": 0, "judged": 0, "seconds": 0.0}
            print(f"| {7000 + k} | {stage} | {o.phase} | {st['maps']} | {st['judged']} | "
                  f"{1000 * st['seconds']:.0f} | {1000 * cpu:.0f} |", flush=True)


if __name__ == "__main__":
    main()
