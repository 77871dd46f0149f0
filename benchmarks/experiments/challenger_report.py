"""The command line and the report the challenger benchmarks share (elfenland_challenger.py,
lc_challenger.py): every variant plays the same seeds, one game per seed, and each game gives
(won alone, shared first place, margin). Printed per variant: its wins (95 % Wilson), shared
first places, its mean margin and the margin's paired difference, game for game, to the first
variant (or to the first variant of an earlier `--dump` file named by `--against`, or
the mean of several such files' first variants).
"""

import argparse
import json
import math
from multiprocessing import Pool

from lewisclark_desktop.tournament import wilson


def parser(description):
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    ap.add_argument("variants", nargs="+", help="bot options as JSON, one per variant")
    ap.add_argument("--iterations", type=int, default=40, help="Hard's playouts per decision")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--dump", help="write every game's (win, shared, margin) per variant as JSON")
    ap.add_argument("--against", nargs="+", metavar="FILE",
                    help="pair the margins with the first variant of this --dump file (a run "
                    "on the same seeds) instead of this run's first variant; with several "
                    "files, with the mean of their first variants (replicates of a baseline)")
    return ap


def run(args, play, job_for):
    """Play `job_for(seed, game, variant)` for every variant and game with `play` in
    `args.jobs` processes, then print (and dump) the report."""
    variants = [json.loads(v) for v in args.variants]
    jobs = [job_for(args.seed + g, g, v) for v in variants for g in range(args.games)]
    with Pool(args.jobs) as pool:
        results = pool.map(play, jobs, chunksize=4)
    rows = [results[k * args.games:(k + 1) * args.games] for k in range(len(variants))]
    if args.dump:
        with open(args.dump, "w") as f:
            json.dump({json.dumps(v): r for v, r in zip(variants, rows)}, f)
    first = None
    if args.against:
        runs = []
        for name in args.against:
            with open(name) as f:
                runs.append([row[2] for row in next(iter(json.load(f).values()))][:args.games])
        first = [sum(margins) / len(runs) for margins in zip(*runs)]
    for v, games in zip(variants, rows):
        wins = sum(r[0] for r in games)
        margins = [r[2] for r in games]
        low, high = wilson(wins, len(games))
        line = (f"{json.dumps(v):40} wins {wins:4} = {100 * wins / len(games):5.1f} % "
                f"[{100 * low:.1f}, {100 * high:.1f}]  shared {sum(r[1] for r in games):3}  "
                f"margin {sum(margins) / len(margins):+.3f}")
        if first is None:
            first = margins
        else:
            d = [a - b for a, b in zip(margins, first)]
            mean = sum(d) / len(d)
            sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1))
            line += f"  vs first {mean:+.3f} ± {sd / math.sqrt(len(d)):.3f}"
        print(line, flush=True)
