"""Try the cycle planner's constants on cheap games (issue 13). Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/tune_planner.py [--games 40] [--seed 8100] [--jobs 2]
        [--mode solo|duel] [--set NAME=VALUE ...] [--set ...]

Each `--set` group (comma-separated NAME=VALUE of `bots/planner.py` module constants, e.g.
`--set RATE=0.8,RECRUIT_MIN_GAIN=0.5`) is one variant; the first row is always the unchanged
planner. solo: Normal against Mackenzie at level 0 (wins, mean final Camp space); duel: Normal
(variant) against Normal (unchanged), 2 players, seats rotating (the variant's wins and the
winner's own turns).
"""

import argparse
import sys
import time

sys.path.insert(0, ".")


def apply_overrides(overrides):
    from lewisclark_desktop.bots import planner
    for name, value in overrides.items():
        if not hasattr(planner, name):
            raise SystemExit(f"planner has no constant {name}")
        setattr(planner, name, type(getattr(planner, name))(value))
    if "MOUNTAIN_WEIGHT" in overrides:
        planner.PROGRESS = planner._progress_table()
    planner._CARRY.clear()


def play(job):
    overrides, spec = job
    from lewisclark_desktop import tournament
    from lewisclark_desktop.bots import planner
    saved = {k: getattr(planner, k) for k in overrides}
    apply_overrides(overrides)
    try:
        return tournament.play_game(spec)
    finally:
        for k, v in saved.items():
            setattr(planner, k, v)
        planner.PROGRESS = planner._progress_table()
        planner._CARRY.clear()


def parse(text):
    out = {}
    for part in filter(None, text.split(",")):
        k, v = part.split("=")
        out[k.strip()] = float(v) if "." in v else int(v)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=8100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--mode", default="solo", choices=("solo", "duel"))
    ap.add_argument("--set", action="append", default=[])
    args = ap.parse_args()
    from lewisclark_desktop import tournament
    import multiprocessing as mp

    variants = [{}] + [parse(t) for t in args.set]
    if args.mode == "solo":
        specs = tournament.game_specs(1, ["normal"], args.games, args.seed, 0)
    else:
        specs = tournament.game_specs(2, ["normal", "normal"], args.games, args.seed)
    with mp.get_context("spawn").Pool(args.jobs) as pool:
        for ov in variants:
            t0 = time.time()
            results = pool.map(play, [(ov, s) for s in specs])
            label = ",".join(f"{k}={v}" for k, v in ov.items()) or "unchanged"
            if args.mode == "solo":
                wins = sum(r["winner_seat"] == 0 for r in results)
                camp = sum(r["camps"][0] for r in results) / len(results)
                lo, hi = tournament.wilson(wins, len(results))
                print(f"{label:50s} wins {wins}/{len(results)} [{100 * lo:.0f}, {100 * hi:.0f}] "
                      f"camp {camp:.1f} ({time.time() - t0:.0f} s)", flush=True)
            else:
                own = [(r["turns"] - r["winner_seat"]) // 2 + 1 for r in results
                       if r["winner_seat"] is not None and not r["stalled"]]
                print(f"{label:50s} winner's own turns {sum(own) / max(1, len(own)):.1f} "
                      f"({len(own)} won at the fort; {time.time() - t0:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
