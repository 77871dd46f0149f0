"""Elfenland rules-engine speed: decisions per second of random self-play (uniform among the
legal moves, through the GameRules interface), the cost of clone() and of legal_moves(), and
the Normal bot's time per decision.

Run: python benchmarks/elfenland_speed.py [--games 20] [--bot-games 2]
The comparison with OpenSpiel's pure-Python tic-tac-toe is benchmarks/openspiel_speed.py.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lewisclark_desktop.bots.elfenland import make_bot  # noqa: E402
from lewisclark_desktop.elfenland.game import RULES  # noqa: E402
from speed_table import print_table, random_selfplay  # noqa: E402


def selfplay(players, games):
    return random_selfplay(games, lambda seed: RULES.new_state({"players": players}, seed),
                           lambda s: not s.over, RULES.legal_moves, RULES.apply, sample_every=53)


def normal_bot_times(games, players=3):
    times = []
    for seed in range(games):
        s = RULES.new_state({"players": players}, seed)
        bots = [make_bot("normal", seed) for _ in range(players)]
        while not s.over:
            t0 = time.perf_counter()
            move = bots[s.current].choose(RULES, RULES.observation(s, s.current))
            times.append(time.perf_counter() - t0)
            RULES.apply(s, move)
    times.sort()
    return sum(times) / len(times), times[len(times) // 2], times[int(len(times) * 0.99)], \
        times[-1], len(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--bot-games", type=int, default=2)
    args = ap.parse_args()
    print_table((2, 3, 4, 5, 6), lambda players: selfplay(players, args.games), RULES.legal_moves)
    if args.bot_games:
        mean, median, p99, worst, n = normal_bot_times(args.bot_games)
        print(f"Normal bot, 3 players, {n} decisions: mean {mean * 1e3:.1f} ms, "
              f"median {median * 1e3:.1f} ms, 99th percentile {p99 * 1e3:.1f} ms, "
              f"max {worst * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
