"""Does the review find planted mistakes, and leave good games alone (issue 36)?

* Planted: games where seat 0 plays Normal except for up to 3 decisions replaced by poor legal
  moves (testing/planted_games.py: L&C camping with a full hand, Elfenland ending the journey early,
  Tiwanaku a divination with no information). Goal: >= 80% of the planted moves marked.
* Hard alone: games where every seat is Hard (fixed iterations). Goal: <= 1 marked decision of
  seat 0 per game on average.

The costs are kept per decision, so the marks are also counted at other thresholds than the
game's (--thresholds), to show how the threshold was chosen.

    PYTHONPATH=$PWD nice .venv/bin/python benchmarks/review_planted.py --games 30 --jobs 2 \\
        [--only elfenland] [--quick] [--kinds planted|hard|both]
"""

import argparse
import os
import time
from multiprocessing import Pool

from lewisclark_desktop.review import engine
from lewisclark_desktop.testing import planted_games

GAMES = {"lewisclark": {"players": 2}, "elfenland": {"players": 3},
         "tiwanaku": {"mode": "competitive", "players": 2}}
PLANTS = 3
HARD_ITERATIONS = 8  # the players' Hard in the Hard-alone games


def one(job):
    game, kind, seed, quick = job
    players = GAMES[game]["players"]
    if kind == "planted":
        saved, planted = planted_games.play(game, GAMES[game], seed, ("normal",) * players,
                                       plant_seat=0, plants=PLANTS)
    else:
        saved, planted = planted_games.play(game, GAMES[game], seed, ("hard",) * players,
                                       hard_iterations=HARD_ITERATIONS)
    start = time.process_time()
    review = engine.review_game(saved, 0, quick=quick, seed=0)
    return (game, kind, seed, [(d.index, d.cost) for d in review.decisions], planted,
            time.process_time() - start)


def marked(costs, threshold):
    costly = sorted((c for c in costs if c[1] > threshold), key=lambda c: (-c[1], c[0]))
    return {k for k, _ in costly[:engine.MOST_MARKED]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="games per game and kind")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="review at the quick setting")
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--thresholds", default="0.5,0.75,1,1.5,2,3")
    parser.add_argument("--kinds", choices=("planted", "hard", "both"), default="both",
                        help="the planted games, the games of Hard alone, or both")
    args = parser.parse_args()
    only = args.only.split(",")
    kinds = ("planted", "hard") if args.kinds == "both" else (args.kinds,)
    jobs = [(game, kind, args.seed + k, args.quick) for game in only
            for kind in kinds for k in range(args.games)]
    print(f"load average before: {os.getloadavg()[0]:.2f}; {len(jobs)} reviews, "
          f"{'quick' if args.quick else 'default'} setting", flush=True)
    results = []
    with Pool(args.jobs) as pool:  # one line per review as it ends: a cut-short run still tells
        for r in pool.imap_unordered(one, jobs):
            results.append(r)
            worst = sorted((c for _, c in r[3]), reverse=True)[:3]
            print(f"  {r[0]} {r[1]} seed {r[2]}: planted {r[4]}, planted costs "
                  f"{[c for k, c in r[3] if k in r[4]]}, costliest {worst}, {r[5]:.0f} cpu s",
                  flush=True)
    extra = [float(t) for t in args.thresholds.split(",")]
    for game in only:
        threshold = engine.valuer(game).THRESHOLD
        planted = [r for r in results if r[0] == game and r[1] == "planted"]
        hard = [r for r in results if r[0] == game and r[1] == "hard"]
        print(f"\n{game} (threshold {threshold:g} {engine.UNIT_BY_GAME[game]}): "
              f"review cpu s mean {sum(r[5] for r in planted + hard) / len(planted + hard):.1f}")
        for t in sorted(set(extra + [threshold])):
            found = sum(len(set(r[4]) & marked(r[3], t)) for r in planted)
            total = sum(len(r[4]) for r in planted)
            calm = sum(len(marked(r[3], t)) for r in hard) / max(1, len(hard))
            mark = " <- the game's" if t == threshold else ""
            parts = []
            if planted:
                parts.append(f"planted marked {found}/{total} ({100 * found / max(1, total):.0f}%)")
            if hard:
                parts.append(f"Hard alone {calm:.2f} marked per game")
            print(f"  threshold {t:>4g}: {', '.join(parts)}{mark}")
        costs = sorted((c for r in hard for _, c in r[3]), reverse=True)
        if hard:
            print(f"  Hard alone, costliest decisions: {[round(c, 2) for c in costs[:12]]} "
                  f"of {len(costs)}")
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
