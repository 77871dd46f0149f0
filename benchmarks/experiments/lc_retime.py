"""Lewis & Clark decision times in CPU time (issue 13). Not a test.

    PYTHONPATH=. nice python benchmarks/experiments/lc_retime.py [--seed 5] [--levels normal,easy]

Two Normals play one 2-player game; every position in which a seat had to choose (more than
one legal move) is then answered by each level, each timed twice in the process's CPU time
(`time.process_time`, which leaves out the other processes), the lesser kept. Prints the mean
and the longest per level.
"""

import argparse
import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop.bots.registry import make_bot  # noqa: E402
from lewisclark_desktop.lewisclark import engine  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402


def positions(seed):
    s = RULES.new_state({"players": 2, "first_player": 0}, seed)
    bots = [make_bot("normal", seed + seat) for seat in range(2)]
    out = []
    while not s.over and s.turn < 400:
        o = RULES.observation(s, s.current)
        if len(engine.legal_moves(s)) > 1:
            out.append(o)
        RULES.apply(s, bots[s.current].choose(RULES, o))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--levels", default="normal,easy")
    args = ap.parse_args()
    obs = positions(args.seed)
    for level in args.levels.split(","):
        times = []
        for o in obs:
            best = None
            for _ in range(2):
                t0 = time.process_time()
                make_bot(level, 0).choose(RULES, o)
                dt = time.process_time() - t0
                best = dt if best is None else min(best, dt)
            times.append(best)
        print(f"{level}: {len(times)} positions, CPU mean {1000 * sum(times) / len(times):.2f} ms, "
              f"longest {1000 * max(times):.1f} ms")


if __name__ == "__main__":
    main()
