"""Strength targets of the built-in bots (issue 4). Not part of the test suite: it takes long.

    PYTHONPATH=. python benchmarks/experiments/bot_strength.py [--games 200] [--think 1.5] [--jobs 2]
        [--iterations N] [--only normal-random,hard-normal,hard-3normal,solo]

Targets: Normal beats Random in >= 95% of 2-player games; Hard beats Normal in >= 65% of
2-player games (>= 200 games) at the default budget; Hard wins >= 40% against three Normals;
Normal and Hard against Mackenzie at every level 0-7 (win rate reported).
Prints each table (win rate with a 95% Wilson interval, capped games, game length, decision
times) and a one-line verdict per target.
"""

import argparse
import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop import tournament  # noqa: E402


def run(title, players, bots, games, seed, args, solo_level=None):
    print(f"\n## {title}: {games} games, seed {seed}, think {args.think}s, "
          f"iterations {args.iterations}, jobs {args.jobs}", flush=True)
    t0 = time.time()
    specs = tournament.game_specs(players, bots, games, seed, solo_level, args.max_turns,
                                  args.think, args.iterations)
    results = tournament.run(specs, args.jobs, tournament.ProgressBar())
    summary = tournament.summarize(results)
    print(tournament.format_table(summary))
    print(f"({time.time() - t0:.0f} s)", flush=True)
    return summary


def verdict(summary, bot, target):
    row = [e for e in summary["entries"] if e["bot"] == bot][0]
    ok = "MET" if row["win_rate"] >= target else "NOT MET"
    lo, hi = row["ci95"]
    print(f"=> {bot} win rate {100 * row['win_rate']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] "
          f"target >= {100 * target:.0f}%: {ok}", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--solo-games", type=int, default=20)
    ap.add_argument("--think", type=float, default=1.5)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--max-turns", type=int, default=400)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--only", default="normal-random,hard-normal,hard-3normal,solo")
    args = ap.parse_args()
    todo = set(args.only.split(","))
    if "normal-random" in todo:
        s = run("Normal vs Random (2 players)", 2, ["normal", "random"], args.games, args.seed, args)
        verdict(s, "normal", 0.95)
    if "hard-normal" in todo:
        s = run("Hard vs Normal (2 players)", 2, ["hard", "normal"], args.games, args.seed + 1, args)
        verdict(s, "hard", 0.65)
    if "hard-3normal" in todo:
        s = run("Hard vs three Normals (4 players)", 4, ["hard", "normal"], args.games,
                args.seed + 2, args)
        verdict(s, "hard", 0.40)
    if "solo" in todo:
        for level in ("normal", "hard"):
            for m in range(8):
                run(f"{level} vs Mackenzie level {m}", 1, [level], args.solo_games,
                    args.seed + 10 + m, args, solo_level=m)


if __name__ == "__main__":
    main()
