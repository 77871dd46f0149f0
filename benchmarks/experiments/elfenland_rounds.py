"""Where Elfenland's Hard gains on Normal, round by round: Hard at a fixed number of playouts
against two Normals (3 players, Hard's seat rotating 0, 1, 2: the games of
elfenland_challenger.py), and for every round and seat the markers its best journey would
collect when the placing starts (its own counters still to place), when the journeys start
(the board as placed), and the markers it collected. Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/experiments/elfenland_rounds.py SEED GAMES [--iterations 40] [--jobs 2]

The difference between the first two columns is what the placing did for a seat (its own
counters and the others' alike); the journeys here are plan searches of up to 20,000 nodes
(Normal's: 1,500), not the bots' own.
"""

import argparse
import sys
from multiprocessing import Pool

sys.path.insert(0, ".")

from elfenland_challenger import PLAYERS, table  # noqa: E402  (beside this file)
from lewisclark_desktop.bots.elfenland.planner import MARKER_VALUE, planner_for  # noqa: E402
from lewisclark_desktop.elfenland import engine  # noqa: E402
from lewisclark_desktop.elfenland.components import ROUNDS  # noqa: E402
from lewisclark_desktop.elfenland.game import RULES  # noqa: E402
from lewisclark_desktop.elfenland.state import PLACE, TRAVEL  # noqa: E402

CAP = 20_000


def reach(s, with_counters):
    """Markers each seat's best journey collects on today's board."""
    return [planner_for(s, k, CAP).best(p.boot, p.hand, p.counters() if with_counters else [])[0]
            // MARKER_VALUE for k, p in enumerate(s.players)]


def play(job):
    """Per round, (at placing, at journeys, collected) for each seat, Hard's first; Hard won?"""
    seed, game, iterations = job
    s, seat, bots = table(seed, game, iterations=iterations)
    rounds, placing, journeys, before = [], None, None, None
    while not s.over:
        if s.phase == PLACE and placing is None:
            placing, before = reach(s, True), [p.markers for p in s.players]
        elif s.phase == TRAVEL and journeys is None:
            journeys = reach(s, False)
        elif s.phase not in (PLACE, TRAVEL) and journeys is not None:
            rounds.append(_row(s, placing, journeys, before, seat))
            placing = journeys = None
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    if journeys is not None:
        rounds.append(_row(s, placing, journeys, before, seat))
    first = [k for place, k in engine.ranking(s) if place == 1]
    return rounds, first == [seat]


def _row(s, placing, journeys, before, seat):
    order = [seat] + [k for k in range(PLAYERS) if k != seat]
    return [(placing[k], journeys[k], s.players[k].markers - before[k]) for k in order]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    ap.add_argument("--iterations", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    jobs = [(args.seed + g, g, args.iterations) for g in range(args.games)]
    with Pool(args.jobs) as pool:
        results = pool.map(play, jobs, chunksize=2)
    print(f"{len(results)} games, Hard won {sum(won for _, won in results)}")
    print("round  Hard: at placing, at journeys, collected | Normals (mean): the same")
    for r in range(ROUNDS):
        rows = [rounds[r] for rounds, _ in results if len(rounds) > r]
        if not rows:
            continue
        hard = [sum(row[0][i] for row in rows) / len(rows) for i in range(3)]
        normal = [sum(x[i] for row in rows for x in row[1:]) / (2 * len(rows)) for i in range(3)]
        print(f"{r + 1:5}  {hard[0]:5.2f} {hard[1]:5.2f} {hard[2]:5.2f} | "
              f"{normal[0]:5.2f} {normal[1]:5.2f} {normal[2]:5.2f}   ({len(rows)} games)")


if __name__ == "__main__":
    main()
