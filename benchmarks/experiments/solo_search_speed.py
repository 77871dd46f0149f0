"""How fast Hard's solo search is (issue 13): CPU seconds for fixed-width searches from a few
solo positions, the planner's remembered values forgotten before each. Not a test.

    PYTHONPATH=. nice python benchmarks/experiments/solo_search_speed.py [--width 40] [--turn 8]
        [--seeds 93001,93003,93005,93007] [--repeat 3]

Each position is a level-0 solo game played by Normal up to `--turn`; the deck order behind
the Journal is drawn from the seed. Prints, per position, the least CPU time of `--repeat`
runs and the turn found (so two versions can be compared on the same searches), then the sum.
"""

import argparse
import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop.bots.lewisclark import planner, solo_search  # noqa: E402
from lewisclark_desktop.bots.lewisclark.normal_bot import NormalBot  # noqa: E402
from lewisclark_desktop.bots.lewisclark.view import private_view  # noqa: E402
from lewisclark_desktop.core.rng import Rng, seed_state  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402


def position(seed, turn):
    s = RULES.new_state({"players": 1, "solo_level": 0}, seed)
    bot = NormalBot(seed)
    while s.turn < turn and not s.over:
        RULES.apply(s, bot.choose(RULES, RULES.observation(s, 0)))
    view = private_view(RULES.observation(s, 0))
    deck = list(view.deck)
    Rng(seed_state(seed)).shuffle(deck)
    return view, tuple(deck)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--width", type=int, default=40)
    ap.add_argument("--turn", type=int, default=8)
    ap.add_argument("--seeds", default="93001,93003,93005,93007")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    total = 0.0
    for seed in map(int, args.seeds.split(",")):
        view, deck = position(seed, args.turn)
        best, turn = None, None
        for _ in range(args.repeat):
            planner.clear_caches()
            getattr(solo_search, "_OPTIONS", {}).clear()  # (older versions have none)
            t = time.process_time()
            turn = solo_search.best_turn(view, 0, deck, args.width)
            dt = time.process_time() - t
            best = dt if best is None else min(best, dt)
        total += best
        print(f"seed {seed}: {best:.2f} s CPU, turn {turn.action} {turn.recruit} "
              f"camp={turn.camp}", flush=True)
    print(f"total {total:.2f} s CPU (width {args.width}, turn {args.turn})")


if __name__ == "__main__":
    main()
