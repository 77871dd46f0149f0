"""Tiwanaku determinization: time (CPU) and restarts of sampling a hidden map, over positions
from Normal self-play (competitive short and long, co-op, solo; from the first move on).

    nice python benchmarks/tiwanaku_determinize.py [--positions N] [--samples K]
"""

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lewisclark_desktop.tiwanaku.game import RULES  # noqa: E402
from tests.tiwanaku.tiw import normal_play as position  # noqa: E402

SETUPS = {"short competitive": {"players": 2}, "long competitive": {"players": 3, "board": "long"},
          "co-op": {"mode": "coop", "players": 2}, "solo": {"mode": "solo", "players": 1}}
CUTS = (0, 2, 6, 12, 20, 30)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=12, help="per setup")
    ap.add_argument("--samples", type=int, default=3, help="per position")
    args = ap.parse_args()
    for name, options in SETUPS.items():
        times, attempts = [], []
        for k in range(args.positions):
            s = position(options, 7000 + k, CUTS[k % len(CUTS)])
            o = RULES.observation(s, s.current)
            for j in range(args.samples):
                stats = {}
                t = time.process_time()
                RULES.determinize(o, random.Random(k * 31 + j).getrandbits(32), stats)
                times.append(time.process_time() - t)
                attempts.append(stats["attempts"])
        times.sort()
        n = len(times)
        print(f"{name}: {n} samples, CPU ms mean {1000 * sum(times) / n:.0f}, median "
              f"{1000 * times[n // 2]:.0f}, p95 {1000 * times[int(n * 0.95)]:.0f}, max "
              f"{1000 * times[-1]:.0f}; first attempt succeeded {sum(a == 1 for a in attempts)}"
              f"/{n}, attempts mean {sum(attempts) / n:.1f}, max {max(attempts)}", flush=True)


if __name__ == "__main__":
    main()
