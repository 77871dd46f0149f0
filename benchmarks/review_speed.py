"""How long a whole game's review takes (issue 36: <= 2 minutes at the default setting, <= 30 s
quick, on the project's 2-core machine): a 2-player Lewis & Clark game, a 3-player Elfenland game
and a 2-player Tiwanaku game, played by Normal bots, reviewed for seat 0 in one process (as
`lewisclark review` does). Wall-clock seconds (mean, max) and the process's CPU seconds (what
the review takes on an idle core); the load average is printed: the machine is shared.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/review_speed.py [--games 2] [--seed 0]
"""

import argparse
import os
import time

from lewisclark_desktop.review import engine
from lewisclark_desktop.testing import planted_games

GAMES = (("lewisclark", {"players": 2}), ("elfenland", {"players": 3}),
         ("tiwanaku", {"mode": "competitive", "players": 2}))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per game and setting")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    print(f"{'game':<11} {'setting':<8} {'decisions':>9} {'seconds':>8} {'max s':>6} {'cpu s':>6}")
    for game, options in GAMES:
        for quick in (False, True):
            times, cpu, decisions = [], [], 0
            for k in range(args.games):
                saved, _ = planted_games.play(game, options, args.seed + k,
                                         ("normal",) * options["players"])
                engine._STATES.clear()
                start, start_cpu = time.perf_counter(), time.process_time()
                review = engine.review_game(saved, 0, quick=quick, seed=0)
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                decisions += len(review.decisions)
            print(f"{game:<11} {'quick' if quick else 'default':<8} "
                  f"{decisions / args.games:>9.0f} {sum(times) / len(times):>8.1f} "
                  f"{max(times):>6.1f} {sum(cpu) / len(cpu):>6.1f}", flush=True)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
