"""How strong and how quick the Elfenland bots are (issue 14 §4). Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/elfenland_bots.py [--games 100] [--seed 14000]
        [--jobs 2] [--think 1.5 | --iterations N] [--only normal-random,timing,hard-normal]

* normal-random: Normal against two Randoms, 3 players (target: Normal wins >= 95 %).
* timing: Normal's decision times in one process, 3 Normals (mean; the longest decisions timed
  again three times each, the least kept: a busy machine's pauses are not the bot's; target
  <= 50 ms). Wall-clock and CPU time (process_time: what the decision costs on a core of its
  own, when the machine is shared) are both printed.
* hard-normal: Hard against two Normals, 3 players, at `--think` seconds per decision
  (default 1.5) or a fixed `--iterations` count (target: Hard wins >= 50 %, fair share 33 %).
Seats rotate from game to game (`lewisclark tournament`'s rule). Every table gives wins with
a 95 % Wilson interval, the mean game length and the mean / longest decision time per level.
"""

import argparse
import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop import tournament  # noqa: E402

GAME = "elfenland"


def run(title, bots, games, seed, jobs, think=None, iterations=None):
    t0 = time.time()
    specs = tournament.game_specs(len(bots), bots, games, seed, think=think,
                                  iterations=iterations, title=GAME)
    results = tournament.run(specs, jobs)
    s = tournament.summarize(results)
    print(f"\n## {title}: {games} games, seed {seed} ({time.time() - t0:.0f} s)", flush=True)
    print(tournament.format_table(s), flush=True)
    return results, s


def timing(games, seed, players=3):
    from lewisclark_desktop.bots.elfenland import make_bot
    from lewisclark_desktop.elfenland.game import RULES
    times = []
    for g in range(games):
        s = RULES.new_state({"players": players}, seed + g)
        bots = [make_bot("normal", seed + g + k) for k in range(players)]
        while not s.over:
            o = RULES.observation(s, s.current)
            t0, c0 = time.perf_counter(), time.process_time()
            move = bots[s.current].choose(RULES, o)
            times.append((time.perf_counter() - t0, time.process_time() - c0, o))
            RULES.apply(s, move)
    print(f"\n## Normal's decision time: {games} games of {players} Normals, seed {seed}")
    print(f"{len(times)} decisions; mean wall {1000 * sum(t[0] for t in times) / len(times):.2f} ms,"
          f" CPU {1000 * sum(t[1] for t in times) / len(times):.2f} ms")
    for k, clock in ((0, "wall-clock"), (1, "CPU")):
        times.sort(key=lambda t: -t[k])
        again = sorted(((min(_timed(make_bot("normal"), RULES, o)[k] for _ in range(3)), o.phase)
                        for *_, o in times[:10]), reverse=True)
        print(f"{clock}: longest as measured {1000 * times[0][k]:.1f} ms ({times[0][2].phase}); "
              f"the 10 longest re-timed (least of 3): {1000 * again[0][0]:.1f} ms "
              f"({again[0][1]}) ... {1000 * again[-1][0]:.1f} ms")


def _timed(bot, rules, o):
    t0, c0 = time.perf_counter(), time.process_time()
    bot.choose(rules, o)
    return time.perf_counter() - t0, time.process_time() - c0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=14000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--think", type=float, default=None, help="Hard's seconds per decision")
    ap.add_argument("--iterations", type=int, default=None, help="Hard's fixed iterations")
    ap.add_argument("--only", default="normal-random,timing")
    args = ap.parse_args()
    todo = args.only.split(",")
    if "normal-random" in todo:
        run("Normal vs two Randoms (3 players)", ["normal", "random", "random"], args.games,
            args.seed, args.jobs)
    if "timing" in todo:
        timing(max(1, args.games // 5), args.seed + 100)
    if "hard-normal" in todo:
        budget = (f"{args.iterations} iterations" if args.iterations
                  else f"{args.think or 1.5} s per decision")
        run(f"Hard ({budget}) vs two Normals (3 players)", ["hard", "normal", "normal"],
            args.games, args.seed + 200, args.jobs, args.think, args.iterations)


if __name__ == "__main__":
    main()
