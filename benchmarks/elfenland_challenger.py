"""A variant of an Elfenland bot against two standard Normals, 3 players, the variant's seat
rotating 0, 1, 2: for tuning what Hard leaves to Normal (the journey, the round-end keep),
where thousands of cheap games tell small gains apart. Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/elfenland_challenger.py SEED GAMES '{"position": 4}' ...
        [--bot normal|hard] [--iterations N] [--oracle] [--jobs 2] [--dump FILE]

Each JSON argument is one variant (options of the bot's constructor; '{}' is the standard
bot); every variant plays the same seeds. Printed per variant: its wins (95 % Wilson), shared
first places, its mean margin in points over the best rival, and the margin's paired
difference to the first variant on the same seeds (mean and standard error).

`--oracle` lets Hard's playouts run on the true state instead of sampled ones (it sees every
hand, counter and the deck order): a measure of what hidden information costs its search,
never a bot to play against.
"""

import argparse
import json
import math
import sys
from multiprocessing import Pool

sys.path.insert(0, ".")

from lewisclark_desktop.bots.elfenland import hard_bot  # noqa: E402
from lewisclark_desktop.bots.elfenland.hard_bot import HardBot  # noqa: E402
from lewisclark_desktop.bots.elfenland.normal_bot import NormalBot  # noqa: E402
from lewisclark_desktop.elfenland import engine  # noqa: E402
from lewisclark_desktop.elfenland.game import RULES  # noqa: E402
from lewisclark_desktop.tournament import wilson  # noqa: E402

PLAYERS = 3
TRUE_STATE = [None]  # --oracle: the game being played, for Hard's "sampled" worlds


def _true_world(observation, seed):
    return TRUE_STATE[0].clone()


def play(job):
    seed, game, bot, options, iterations, oracle = job
    if oracle:
        hard_bot.determinize = _true_world
    s = RULES.new_state({"players": PLAYERS, "first_player": 0}, seed)
    TRUE_STATE[0] = s
    seat = game % PLAYERS
    if bot == "hard":
        challenger = HardBot(seed * 7 + seat, iterations=iterations, **options)
    else:
        challenger = NormalBot(seed + seat, **options)
    bots = [challenger if k == seat else NormalBot(seed + k) for k in range(PLAYERS)]
    while not s.over:
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    first = [k for place, k in engine.ranking(s) if place == 1]
    margin = engine.score(s, seat) - max(engine.score(s, k) for k in range(PLAYERS) if k != seat)
    return first == [seat], seat in first and len(first) > 1, margin


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("games", type=int)
    ap.add_argument("variants", nargs="+")
    ap.add_argument("--bot", default="normal", choices=("normal", "hard"))
    ap.add_argument("--iterations", type=int, default=40, help="Hard's playouts per decision")
    ap.add_argument("--oracle", action="store_true",
                    help="Hard's playouts see the true state (what hidden information costs)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--dump", help="write every game's (win, shared, margin) per variant as JSON")
    args = ap.parse_args()
    variants = [json.loads(v) for v in args.variants]
    jobs = [(args.seed + g, g, args.bot, v, args.iterations, args.oracle)
            for v in variants for g in range(args.games)]
    with Pool(args.jobs) as pool:
        results = pool.map(play, jobs, chunksize=4)
    if args.dump:
        with open(args.dump, "w") as f:
            json.dump({json.dumps(v): results[k * args.games:(k + 1) * args.games]
                       for k, v in enumerate(variants)}, f)
    first = None
    for k, v in enumerate(variants):
        rows = results[k * args.games:(k + 1) * args.games]
        wins = sum(r[0] for r in rows)
        shared = sum(r[1] for r in rows)
        margins = [r[2] for r in rows]
        low, high = wilson(wins, len(rows))
        line = (f"{json.dumps(v):40} wins {wins:4} = {100 * wins / len(rows):5.1f} % "
                f"[{100 * low:.1f}, {100 * high:.1f}]  shared {shared:3}  "
                f"margin {sum(margins) / len(margins):+.3f}")
        if first is None:
            first = margins
        else:
            d = [a - b for a, b in zip(margins, first)]
            mean = sum(d) / len(d)
            sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1))
            line += f"  vs first {mean:+.3f} ± {sd / math.sqrt(len(d)):.3f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
