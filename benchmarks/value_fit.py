"""Fit the planner's learnt value (`bots/lewisclark/value.py`) on self-play positions (issue 13).
Not a test.

    PYTHONPATH=. nice python benchmarks/value_fit.py [--games 300] [--seed 20000] [--jobs 2]
        [--data /tmp/lc-value.json[,more.json]] [--ridge 1.0] [--hand-set]

Plays one-player games of Normal in which Mackenzie never walks (so every game reaches Fort
Clatsop: the target is known), records the position after every camp (and the start), with the
own turns the game still took from there, and fits the weights of `value.features` by least
squares (a small ridge keeps rare features tame). `--hand-set` plays with the planner's hand-set
value (`value.WEIGHTS = None`) instead of the current weights. Prints the fit (mean absolute
error on a quarter of the games kept apart) and the weights to paste into `value.py`.
"""

import argparse
import json
import sys
import time

sys.path.insert(0, ".")


def positions(job):
    """(features, own turns still taken) after each camp of one game."""
    seed, hand_set, max_turns = job
    from lewisclark_desktop.bots.lewisclark import planner, value
    from lewisclark_desktop.bots.registry import make_bot
    from lewisclark_desktop.lewisclark import engine
    from lewisclark_desktop.lewisclark.game import RULES
    if hand_set:
        value.WEIGHTS = None
    engine.MACKENZIE_STEP = 0
    s = RULES.new_state({"players": 1, "first_player": 0, "solo_level": 0}, seed)
    bot = make_bot("normal", seed)
    marks = [(planner.value_features(planner.from_state(s, 0)), 0)]
    while not s.over and s.turn < max_turns:
        move = bot.choose(RULES, RULES.observation(s, 0))
        turn, acted = s.turn, s.action_done
        RULES.apply(s, move)
        if move.kind == "camp" and not s.over:
            # Turns still to come: those after this one, and this one if its action is to come.
            marks.append((planner.value_features(planner.from_state(s, 0)), turn + (0 if acted else -1)))
    if not s.over or s.winner != 0:
        return []
    return [(f, s.turn - t) for f, t in marks]


def fit(rows, ridge):
    import numpy as np
    x = np.array([r[0] for r in rows], dtype=float)
    y = np.array([r[1] for r in rows], dtype=float)
    reg = ridge * np.eye(x.shape[1])
    reg[0, 0] = 0.0
    return np.linalg.solve(x.T @ x + reg, x.T @ y)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--data", default="", help="save (or, if it exists, reuse) the positions; "
                    "several files (a,b) that exist are fitted together")
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--hand-set", action="store_true")
    args = ap.parse_args()
    import multiprocessing as mp
    import os

    from lewisclark_desktop.bots.lewisclark import value
    games = None
    files = [f for f in args.data.split(",") if f]
    if files and all(os.path.exists(f) for f in files):
        games = []
        for name in files:
            with open(name) as fh:
                games += json.load(fh)
    if games is None:
        t0 = time.time()
        jobs = [(args.seed + g, args.hand_set, args.max_turns) for g in range(args.games)]
        with mp.get_context("spawn").Pool(args.jobs) as pool:
            games = pool.map(positions, jobs)
        print(f"{args.games} games played in {time.time() - t0:.0f} s")
        if args.data:
            with open(args.data, "w") as fh:
                json.dump(games, fh)
    done = [g for g in games if g]
    lengths = sorted(g[0][1] for g in done)
    print(f"{len(done)} of {len(games)} games reached the fort; own turns: mean "
          f"{sum(lengths) / len(lengths):.1f}, median {lengths[len(lengths) // 2]}")
    test = done[::4]
    train = [g for i, g in enumerate(done) if i % 4]
    rows = [r for g in train for r in g]
    w = fit(rows, args.ridge)
    for name, rows_ in (("train", rows), ("held out", [r for g in test for r in g])):
        err = sum(abs(value.turns_left(f, w) - y) for f, y in rows_) / len(rows_)
        base = sum(y for _, y in rows_) / len(rows_)
        spread = sum(abs(y - base) for _, y in rows_) / len(rows_)
        print(f"{name}: {len(rows_)} positions, mean absolute error {err:.2f} turns "
              f"(a constant: {spread:.2f})")
    w = fit([r for g in done for r in g], args.ridge)
    for name, x in zip(value.NAMES, w):
        print(f"  {name:>18}: {x:+.3f}")
    print("WEIGHTS = (" + ", ".join(f"{x:.4f}" for x in w) + ")")


if __name__ == "__main__":
    main()
