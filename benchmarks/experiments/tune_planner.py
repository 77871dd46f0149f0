"""Try the cycle planner's constants on cheap games (issue 13). Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/experiments/tune_planner.py [--games 40] [--seed 8100] [--jobs 2]
        [--mode solo|duel|both] [--random N --spread S --base ...] [--set NAME=VALUE ...] [--set ...]

Each `--set` group (comma-separated NAME=VALUE of `bots/lewisclark/planner.py` module constants, e.g.
`--set RATE=0.8,RECRUIT_MIN_GAIN=0.5`) is one variant; the first row is always the unchanged
planner; `WEIGHTS=@file.json` plays with the learnt value's weights of that file (a JSON list,
as `value_fit.py --save-weights` writes it) instead of `value.WEIGHTS`. solo: Normal against Mackenzie at level 0 (wins, mean final Camp space); duel: Normal
against Normal, 2 players, seats rotating, both seats playing the variant (the constants are
the module's, shared by both bots in the process): the winner's own turns.
"""

import argparse
import contextlib
import sys
import time

sys.path.insert(0, ".")


def apply_overrides(overrides):
    """NAME=VALUE sets a constant; NAME*=FACTOR scales a number or every number of a tuple."""
    import json

    from lewisclark_desktop.bots.lewisclark import planner
    from lewisclark_desktop.bots.lewisclark import value as learnt
    for name, value in overrides.items():
        if name == "WEIGHTS":
            with open(value[1:]) as fh:
                learnt.WEIGHTS = tuple(json.load(fh))
            continue
        scale = name.endswith("*")
        name = name.rstrip("*")
        if not hasattr(planner, name):
            raise SystemExit(f"planner has no constant {name}")
        old = getattr(planner, name)
        if scale:
            new = tuple(x * value for x in old) if isinstance(old, tuple) else old * value
        else:
            new = type(old)(value)
        setattr(planner, name, new)
    if any(k.rstrip("*") == "MOUNTAIN_WEIGHT" for k in overrides):
        planner.PROGRESS = planner._progress_table()
    planner.clear_caches()


@contextlib.contextmanager
def overridden(overrides):
    """The planner with `overrides` (see `apply_overrides`) inside the block; afterwards its
    constants and the learnt value's weights are as before (also those the block changed)."""
    from lewisclark_desktop.bots.lewisclark import planner, value
    saved = {k.rstrip("*"): getattr(planner, k.rstrip("*")) for k in overrides if k != "WEIGHTS"}
    saved_weights = value.WEIGHTS
    apply_overrides(overrides)
    try:
        yield
    finally:
        value.WEIGHTS = saved_weights
        for k, v in saved.items():
            setattr(planner, k, v)
        planner.PROGRESS = planner._progress_table()
        planner.clear_caches()


def play(job):
    overrides, spec = job
    from lewisclark_desktop import tournament
    with overridden(overrides):
        return tournament.play_game(spec)


def parse(text):
    out = {}
    for part in filter(None, text.split(",")):
        k, v = part.split("=")
        if v.startswith("@"):
            out[k.strip()] = v
            continue
        out[k.strip()] = float(v) if "." in v or k.endswith("*") else int(v)
    return out


KNOBS = ("RATE*", "CAMP_GAIN*", "POTENTIAL*", "UNIT_W*", "INDIAN_VALUE*",
         "RECRUIT_SCALE*", "RECRUIT_RES*", "RECRUIT_MIN_GAIN*", "MOUNTAIN_FUEL_WEIGHT*",
         "RECRUIT_MOUNTAIN*", "TILE_REPEAT*")


def random_variants(count, spread, seed, base=None):
    """`count` variants, each knob scaled by a factor drawn in [1 - spread, 1 + spread]
    (times the factor of `base`, a variant of scale factors, when given)."""
    import random
    rng = random.Random(seed)
    base = base or {}
    out = []
    for _ in range(count):
        out.append({k: round(base.get(k, 1.0) * (1 + spread * (2 * rng.random() - 1)), 3)
                    for k in KNOBS})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=8100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--mode", default="solo", choices=("solo", "duel", "both"))
    ap.add_argument("--set", action="append", default=[])
    ap.add_argument("--random", type=int, default=0, help="add this many random variants")
    ap.add_argument("--spread", type=float, default=0.4)
    ap.add_argument("--random-seed", type=int, default=1)
    ap.add_argument("--no-unchanged", action="store_true",
                    help="leave out the unchanged row (already measured on these seeds)")
    ap.add_argument("--base", default="", help="scale factors the random variants start from")
    args = ap.parse_args()
    import multiprocessing as mp

    from lewisclark_desktop import tournament

    variants = ([] if args.no_unchanged else [{}]) + [parse(t) for t in args.set]
    variants += random_variants(args.random, args.spread, args.random_seed, parse(args.base))
    modes = ("solo", "duel") if args.mode == "both" else (args.mode,)
    specs = {"solo": tournament.game_specs(1, ["normal"], args.games, args.seed, 0),
             "duel": tournament.game_specs(2, ["normal", "normal"], args.games, args.seed)}
    with mp.get_context("spawn").Pool(args.jobs) as pool:
        for ov in variants:
            t0 = time.time()
            label = ",".join(f"{k}={v}" for k, v in ov.items()) or "unchanged"
            figures = []
            for mode in modes:
                results = pool.map(play, [(ov, s) for s in specs[mode]])
                if mode == "solo":
                    wins = sum(r["winner_seat"] == 0 for r in results)
                    camp = sum(r["camps"][0] for r in results) / len(results)
                    lo, hi = tournament.wilson(wins, len(results))
                    figures.append(f"solo wins {wins}/{len(results)} [{100 * lo:.0f}, "
                                   f"{100 * hi:.0f}] camp {camp:.1f}")
                else:
                    own = [(r["turns"] - r["winner_seat"]) // 2 + 1 for r in results
                           if r["winner_seat"] is not None and not r["stalled"]]
                    figures.append(f"duel own turns {sum(own) / max(1, len(own)):.1f} "
                                   f"({len(own)} at the fort)")
            print(f"{label} | {' | '.join(figures)} ({time.time() - t0:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
