"""Random self-play of every game at every player count (issue 34, point 8): no game may reach
the turn cap. Uniform random legal moves (the `lewisclark selfplay` bots, seeded the same way);
prints, per game and setting, how many games reached the cap (must be 0), how the Lewis & Clark
games ended (at Fort Clatsop, D28 stalled, D29 no Camp advanced) and the game length in turns
(percentiles). Exit status 1 if any game reached the cap. Figures: docs/selfplay.md.

Run: nice python benchmarks/selfplay.py [--games 200] [--max-turns 5000] [--jobs 2] [--only GAME]
"""

import argparse
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.bots.random_bot import play_out  # noqa: E402
from lewisclark_desktop.lewisclark import engine as lc_engine  # noqa: E402

# (game, label, options): every player count; Tiwanaku every mode, and both boards competitive.
SETTINGS = (
    [("lewisclark", f"{n} players" if n > 1 else "solo (Mackenzie level 0)", {"players": n})
     for n in range(1, 6)]
    + [("elfenland", f"{n} players", {"players": n}) for n in range(2, 7)]
    + [("tiwanaku", f"competitive, {board} board, {n} players",
        {"mode": "competitive", "board": board, "players": n})
       for board in ("short", "long") for n in range(2, 5)]
    + [("tiwanaku", f"coop, {n} players", {"mode": "coop", "players": n}) for n in range(2, 5)]
    + [("tiwanaku", "solo", {"mode": "solo", "players": 1})]
)


def play(job):
    """One seeded random game: (setting index, turns, moves, capped, how it ended)."""
    index, seed, max_turns = job
    game_id, _, options = SETTINGS[index]
    rules = games.get(game_id).rules()
    state = rules.new_state(options, seed)
    moves = play_out(rules, state, seed, max_turns)
    over = rules.is_over(state)
    return index, rules.turn_key(state), moves, not over, _ending(game_id, state) if over else "capped"


def _ending(game_id, state):
    if game_id != "lewisclark":
        return "end"
    if lc_engine.ended_stalled(state):
        return "D28"
    if lc_engine.ended_quiet(state):
        return "D29"
    return "Mackenzie" if state.solo and state.winner is None else "Fort Clatsop"


def percentile(sorted_values, q):
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games per setting (seeds 0 to N-1)")
    ap.add_argument("--max-turns", type=int, default=5000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--only", choices=("lewisclark", "elfenland", "tiwanaku"), default=None)
    args = ap.parse_args()
    chosen = [i for i, (g, _, _) in enumerate(SETTINGS) if args.only in (None, g)]
    jobs = [(i, seed, args.max_turns) for i in chosen for seed in range(args.games)]
    t0 = time.time()
    results = {i: [] for i in chosen}
    with Pool(args.jobs) as pool:
        for index, turns, moves, capped, ending in pool.imap_unordered(play, jobs, chunksize=4):
            results[index].append((turns, moves, capped, ending))
    print(f"random self-play, {args.games} games per setting (seeds 0-{args.games - 1}), "
          f"cap {args.max_turns} turns, {time.time() - t0:.0f} s\n")
    print("| game | setting | games | reached the cap | ended | turns p50 | p90 | p99 | max |")
    print("|---|---|---|---|---|---|---|---|---|")
    total_capped = 0
    for i in chosen:
        game_id, label, _ = SETTINGS[i]
        rows = results[i]
        turns = sorted(r[0] for r in rows)
        capped = sum(r[2] for r in rows)
        total_capped += capped
        endings = ", ".join(f"{k} {v}" for k, v in sorted(Counter(r[3] for r in rows).items()))
        print(f"| {game_id} | {label} | {len(rows)} | {capped} | {endings} | "
              f"{percentile(turns, 0.5)} | {percentile(turns, 0.9)} | {percentile(turns, 0.99)} | "
              f"{turns[-1]} |")
    print(f"\ngames that reached the cap: {total_capped}")
    return 1 if total_capped else 0


if __name__ == "__main__":
    sys.exit(main())
