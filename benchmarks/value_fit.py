"""Fit the planner's learnt value (`bots/lewisclark/value.py`) on self-play positions (issue 13).
Not a test.

    PYTHONPATH=. nice python benchmarks/value_fit.py [--games 300] [--seed 20000] [--jobs 1]
        [--players 1|2] [--learnt 0.5] [--hand-set] [--max-turns 150]
        [--data /tmp/lc-value.json[,more.json]] [--ridge 1.0] [--censored bootstrap|drop]

Plays games of Normal (`--players 1`: alone, Mackenzie never walks, so every game that does not
stall reaches Fort Clatsop; `--players 2`: Normal against Normal) and records, for every seat,
the position after each of its camps (and the start) as raw data (Scout, resources, Indians,
boat tiles, cards owned), with the own turns it had taken and, at the end, the own turns it
took in all and whether it reached the fort. The features are computed when fitting, so a new
feature needs no new games.

The target of a position is the own turns still taken to reach the fort. A seat that did not
reach it (the loser of a 2-player game, or an expedition that stalled until `--max-turns` own
turns) has a censored target: the turns it still took, plus the value's estimate (the weights
of `value.py`) at its last position (`--censored bootstrap`, the default; at most `--cap` turns), so that a stall
counts as slow instead of being dropped (`--censored drop`: the old fits). `--learnt` plays
with that share of the learnt value (`planner.LEARNT`), `--hand-set` with none.

Prints the fit (mean absolute error on a quarter of the games kept apart, exact targets only)
and the weights to paste into `value.py`.
"""

import argparse
import json
import sys
import time

sys.path.insert(0, ".")


def _raw(n):
    return [n.scout, list(n.res), n.ib + n.ic, list(n.tiles), list(n.owned)]


def positions(job):
    """Per seat: {"rows": [(raw position, own turns taken)], "end": own turns in all,
    "reached": reached the fort?, "last": raw position at the end}."""
    seed, players, learnt, hand_set, max_turns = job
    from lewisclark_desktop.bots.lewisclark import planner, value
    from lewisclark_desktop.bots.registry import make_bot
    from lewisclark_desktop.lewisclark import engine
    from lewisclark_desktop.lewisclark.game import RULES
    if hand_set:
        value.WEIGHTS = None
    if learnt is not None:
        planner.LEARNT = learnt
    options = {"players": players, "first_player": 0}
    if players == 1:
        engine.MACKENZIE_STEP = 0
        options["solo_level"] = 0
    s = RULES.new_state(options, seed)
    bots = [make_bot("normal", seed * 7 + seat) for seat in range(players)]
    tracks = [{"rows": [(_raw(planner.from_state(s, seat)), 0)]} for seat in range(players)]
    own = [0] * players
    last_turn = None
    while not s.over and max(own) < max_turns:
        seat = s.current
        if s.turn != last_turn:
            own[seat] += 1
            last_turn = s.turn
        move = bots[seat].choose(RULES, RULES.observation(s, seat))
        acted = s.action_done
        RULES.apply(s, move)
        if move.kind == "camp" and not s.over:
            # Own turns taken: this one, unless its action is still to come.
            tracks[seat]["rows"].append((_raw(planner.from_state(s, seat)), own[seat] - (0 if acted else 1)))
    for seat, track in enumerate(tracks):
        track["end"] = own[seat]
        track["reached"] = bool(s.over and s.winner == seat and not engine.ended_stalled(s))
        track["last"] = _raw(planner.from_state(s, seat))
    return tracks


USED = None  # fit the first this many features only (--features)
CAP = 1e9  # the most turns a censored target counts (--cap)


def features(raw):
    from lewisclark_desktop.bots.lewisclark import planner
    n = planner.Node()
    n.scout, res, n.ib, tiles, owned = raw
    n.res, n.tiles, n.owned, n.ic = list(res), tuple(tiles), tuple(owned), 0
    return planner.value_features(n)[:USED]


def rows_of(track, censored, weights):
    """(features, target, exact?) of a track's positions."""
    from lewisclark_desktop.bots.lewisclark import value
    if track["reached"]:
        return [(features(r), track["end"] - t, True) for r, t in track["rows"]]
    if censored == "drop":
        return []
    rest = value.turns_left(features(track["last"]), weights)
    return [(features(r), min(CAP, track["end"] - t + rest), False) for r, t in track["rows"]]


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
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--players", type=int, default=1, choices=(1, 2))
    ap.add_argument("--learnt", type=float, default=None, help="planner.LEARNT while playing")
    ap.add_argument("--max-turns", type=int, default=150, help="own turns before a game is cut")
    ap.add_argument("--data", default="", help="save (or, if it exists, reuse) the positions; "
                    "several files (a,b) that exist are fitted together")
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--censored", default="bootstrap", choices=("bootstrap", "drop"))
    ap.add_argument("--hand-set", action="store_true")
    ap.add_argument("--save-weights", default="", help="write the weights to this JSON file")
    ap.add_argument("--cap", type=float, default=1e9, help="the most a censored target counts")
    ap.add_argument("--features", type=int, default=None, help="use only the first N features")
    args = ap.parse_args()
    global USED, CAP
    USED, CAP = args.features, args.cap
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
        jobs = [(args.seed + g, args.players, args.learnt, args.hand_set, args.max_turns)
                for g in range(args.games)]
        with mp.get_context("spawn").Pool(args.jobs) as pool:
            games = pool.map(positions, jobs)
        print(f"{args.games} games played in {time.time() - t0:.0f} s")
        if args.data:
            with open(args.data, "w") as fh:
                json.dump(games, fh)
    tracks = [t for g in games for t in g]
    reached = sorted(t["end"] for t in tracks if t["reached"])
    print(f"{len(tracks)} expeditions, {len(reached)} reached the fort, "
          f"{sum(not t['reached'] and t['end'] >= args.max_turns for t in tracks)} stalled; "
          f"own turns of those that reached it: mean {sum(reached) / len(reached):.1f}, "
          f"median {reached[len(reached) // 2]}")
    test = tracks[::4]
    train = [t for i, t in enumerate(tracks) if i % 4]
    rows = [r for t in train for r in rows_of(t, args.censored, None)]
    w = fit(rows, args.ridge)
    for name, part in (("train", train), ("held out", test)):
        rows_ = [r for t in part for r in rows_of(t, "drop", None)]
        if not rows_:
            continue
        err = sum(abs(value.turns_left(f, w) - y) for f, y, _ in rows_) / len(rows_)
        base = sum(y for _, y, _ in rows_) / len(rows_)
        spread = sum(abs(y - base) for _, y, _ in rows_) / len(rows_)
        print(f"{name}: {len(rows_)} exact positions, mean absolute error {err:.2f} turns "
              f"(a constant: {spread:.2f})")
    w = fit([r for t in tracks for r in rows_of(t, args.censored, None)], args.ridge)
    for name, x in zip(value.NAMES, w):
        print(f"  {name:>18}: {x:+.3f}")
    print("WEIGHTS = (" + ", ".join(f"{x:.4f}" for x in w) + ")")
    if args.save_weights:
        with open(args.save_weights, "w") as fh:
            json.dump([round(float(x), 4) for x in w], fh)


if __name__ == "__main__":
    main()
