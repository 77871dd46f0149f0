"""Tiwanaku bots: Normal against Random (2 players, short board) and two Normals against the
automa at each level, with the slowest decision seen.

    nice python benchmarks/tiwanaku_bots.py [--games N]
"""

import argparse
import time

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.tiwanaku.game import RULES


def play(options, seed, levels):
    s = RULES.new_state(options, seed)
    bots = [make_bot(level, seed * 10 + k) for k, level in enumerate(levels)]
    slowest = 0.0
    while not RULES.is_over(s):
        seat = RULES.current_player(s)
        t = time.perf_counter()
        move = bots[seat].choose(RULES, RULES.observation(s, seat))
        if levels[seat] == "normal":
            slowest = max(slowest, time.perf_counter() - t)
        RULES.apply(s, move)
    return s, slowest


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    args = ap.parse_args()
    slowest = 0.0
    won = tied = 0
    for seed in range(args.games):
        levels = ("normal", "random") if seed % 2 == 0 else ("random", "normal")
        s, t = play({"players": 2}, seed, levels)
        slowest = max(slowest, t)
        me = levels.index("normal")
        won += s.winners == (me,)
        tied += me in s.winners and len(s.winners) > 1
    print(f"Normal vs Random, 2 players, short: {won}/{args.games} won, {tied} shared")
    for level in ("easy", "normal", "expert"):
        wins, margin = 0, 0
        for seed in range(args.games):
            s, t = play({"mode": "coop", "players": 2, "level": level}, seed, ("normal",) * 2)
            slowest = max(slowest, t)
            wins += bool(s.winners)
            margin += s.score[0] - s.score[1]
        print(f"co-op, 2 Normals vs the automa ({level}): {wins}/{args.games} won, "
              f"mean margin {margin / args.games:+.1f}")
    print(f"slowest Normal decision: {slowest * 1000:.1f} ms")


if __name__ == "__main__":
    main()
