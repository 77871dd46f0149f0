"""Rules-engine speed: decisions per second of random self-play, and the cost of clone().

Run: python benchmarks/engine_speed.py [--games 40] [--players 3]
Targets on one core of the reference machine: >= 5,000 decisions/s, clone() <= 20 us.
"""

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lewisclark_desktop.lewisclark import engine  # noqa: E402
from lewisclark_desktop.lewisclark.setup import new_game  # noqa: E402
from speed_table import HEADER, per_call, speed_row  # noqa: E402


def selfplay(players, games, max_turns):
    decisions = 0
    states = []
    t0 = time.perf_counter()
    for seed in range(games):
        s = new_game(players, seed)
        rng = random.Random(seed)
        while not s.over and s.turn < max_turns:
            moves = engine.legal_moves(s)
            engine.apply(s, moves[rng.randrange(len(moves))])
            decisions += 1
            if decisions % 97 == 0:
                states.append(s.clone())
    return decisions, time.perf_counter() - t0, states


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--max-turns", type=int, default=200)
    args = ap.parse_args()
    print(HEADER)
    for players in (1, 2, 3, 4, 5):
        n, secs, states = selfplay(players, args.games, args.max_turns)
        clone = per_call(lambda s: s.clone(), states, repeat=20)
        legal = per_call(engine.legal_moves, states, repeat=1)
        print(speed_row(players, n, secs, clone, legal))


if __name__ == "__main__":
    main()
