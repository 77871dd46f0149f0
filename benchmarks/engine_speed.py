"""Rules-engine speed: decisions per second of random self-play, and the cost of clone().

Run: python benchmarks/engine_speed.py [--games 40] [--players 3]
Targets on one core of the reference machine: >= 5,000 decisions/s, clone() <= 20 us.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lewisclark_desktop.lewisclark import engine  # noqa: E402
from lewisclark_desktop.lewisclark.setup import new_game  # noqa: E402
from speed_table import print_table, random_selfplay  # noqa: E402


def selfplay(players, games, max_turns):
    return random_selfplay(games, lambda seed: new_game(players, seed),
                           lambda s: not s.over and s.turn < max_turns,
                           engine.legal_moves, engine.apply, sample_every=97)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--max-turns", type=int, default=200)
    args = ap.parse_args()
    print_table((1, 2, 3, 4, 5), lambda players: selfplay(players, args.games, args.max_turns),
                engine.legal_moves, clone_repeat=20, legal_repeat=1)


if __name__ == "__main__":
    main()
