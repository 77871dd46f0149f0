"""How fast the cheap bots race (issue 13). Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/race.py [--games 40] [--seed 8000] [--jobs 2]
        [--only normal-normal,solo,normal-easy,easy-random]

* normal-normal: Normal against Normal, 2 players; the winner's own turns to reach Fort
  Clatsop (mean and distribution; target: mean <= 40).
* solo: Normal against Mackenzie at level 0 (target: >= 50 % wins).
* normal-easy: Normal against Easy, 2 players (target: Easy loses >= 80 %).
* easy-random: Easy against Random, 2 players (target: no game capped at 400 turns).
* timing: Normal and Easy decision times in one process (mean, and the longest decisions
  timed again three times each, the least kept: a busy machine's pauses are not the bot's),
  by the wall clock and by the process's CPU time (which leaves out the other processes).
Every table gives wins with a 95 % Wilson interval and the decision times (mean / max).
"""

import argparse
import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop import tournament  # noqa: E402


def own_turns(r):
    """The winner's own turns, the winning one included (the game ends inside it)."""
    w, n = r["winner_seat"], r["players"]
    return (r["turns"] - w) // n + 1


def run(title, players, bots, games, seed, jobs, solo_level=None):
    t0 = time.time()
    specs = tournament.game_specs(players, bots, games, seed, solo_level)
    results = tournament.run(specs, jobs)
    s = tournament.summarize(results)
    print(f"\n## {title}: {games} games, seed {seed} ({time.time() - t0:.0f} s)")
    print(tournament.format_table(s))
    return results, s


def race_figures(results):
    won = [own_turns(r) for r in results if r["winner_seat"] is not None and not r["stalled"]]
    if not won:
        print("no game won by reaching Fort Clatsop")
        return
    won.sort()
    q = lambda f: won[min(len(won) - 1, int(f * len(won)))]  # noqa: E731
    print(f"winner's own turns: mean {sum(won) / len(won):.1f}, min {won[0]}, quartiles "
          f"{q(0.25)} / {q(0.5)} / {q(0.75)}, max {won[-1]} ({len(won)} games won at the fort)")


def timing(games, seed):
    from lewisclark_desktop.bots.registry import make_bot
    from lewisclark_desktop.lewisclark.game import RULES
    for level in ("normal", "easy"):
        times = []  # (wall, CPU, observation): CPU time leaves out what other processes take
        for g in range(games):
            s = RULES.new_state({"players": 2, "first_player": 0}, seed + g)
            bots = [make_bot(level, seed + g), make_bot("normal", seed + g + 1)]
            while not s.over and s.turn < 400:
                o = RULES.observation(s, s.current)
                t0, c0 = time.perf_counter(), time.process_time()
                move = bots[s.current].choose(RULES, o)
                if s.current == 0:
                    times.append((time.perf_counter() - t0, time.process_time() - c0, o))
                RULES.apply(s, move)
        worst, worst_cpu = [], []
        for clock, out, col in ((time.perf_counter, worst, 0), (time.process_time, worst_cpu, 1)):
            for x in sorted(times, key=lambda x: -x[col])[:5]:
                best = None
                for _ in range(3):
                    t0 = clock()
                    make_bot(level, 0).choose(RULES, x[2])
                    dt = clock() - t0
                    best = dt if best is None else min(best, dt)
                out.append(best)
        mean = sum(x[0] for x in times) / len(times)
        mean_cpu = sum(x[1] for x in times) / len(times)
        print(f"{level}: {len(times)} decisions, mean {1000 * mean:.2f} ms (CPU {1000 * mean_cpu:.2f}"
              f" ms), longest as measured {1000 * max(x[0] for x in times):.1f} ms, longest "
              f"re-timed {1000 * max(worst):.1f} ms (CPU time {1000 * max(worst_cpu):.1f} ms)")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=8000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--level", type=int, default=0, help="Mackenzie's level for solo")
    ap.add_argument("--only", default="normal-normal,solo,normal-easy,easy-random")
    args = ap.parse_args()
    todo = args.only.split(",")
    if "normal-normal" in todo:
        results, _ = run("Normal vs Normal (2 players)", 2, ["normal", "normal"], args.games,
                         args.seed, args.jobs)
        race_figures(results)
    if "solo" in todo:
        results, _ = run(f"Normal vs Mackenzie level {args.level}", 1, ["normal"], args.games,
                         args.seed + 100, args.jobs, solo_level=args.level)
        race_figures(results)
        camps = [r["camps"][0] for r in results]
        print(f"Normal's Camp at the end: mean space {sum(camps) / len(camps):.1f}")
    if "normal-easy" in todo:
        run("Normal vs Easy (2 players)", 2, ["normal", "easy"], args.games, args.seed + 200,
            args.jobs)
    if "timing" in todo:
        timing(max(1, args.games // 4), args.seed + 400)
    if "easy-random" in todo:
        run("Easy vs Random (2 players)", 2, ["easy", "random"], args.games, args.seed + 300,
            args.jobs)


if __name__ == "__main__":
    main()
