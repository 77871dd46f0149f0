"""A variant of an Elfenland bot against two standard Normals, 3 players, the variant's seat
rotating 0, 1, 2, on the same games for every variant: Normal variants (thousands of cheap
games tell small gains apart) and Hard's search at a fixed number of playouts, with the oracle
world samplers below. Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/experiments/elfenland_challenger.py SEED GAMES '{"position": 4}' ...
        [--bot normal|hard] [--iterations N] [--oracle | --oracle-hands]
        [--jobs 2] [--dump FILE] [--against FILE ...] [--salt N]

Each JSON argument is one variant (options of the bot's constructor; '{}' is the standard
bot); every variant plays the same seeds. The margin is in points over the best rival; the
report and `--dump` / `--against` are challenger_report.py's.

How Hard's playouts sample the hidden parts (measuring tools, never bots to play against):
`--oracle` runs them on the true state (every hand, counter and the deck order): what hidden
information costs the search; `--oracle-hands` gives them the rivals' true hands only (secret
counters and the stack stay sampled). Inferring the rivals' hands is Hard's own option
(`infer`, bots/elfenland/inference.py); the cruder weightings of the sixth session
(`--placements`, `--plans`) are in the challenger of commit b9c8639.
"""

import sys

sys.path.insert(0, ".")

import challenger_report  # noqa: E402  (beside this file)

from lewisclark_desktop.bots.elfenland import hard_bot  # noqa: E402
from lewisclark_desktop.bots.elfenland.hard_bot import HardBot  # noqa: E402
from lewisclark_desktop.bots.elfenland.normal_bot import NormalBot  # noqa: E402
from lewisclark_desktop.elfenland import engine  # noqa: E402
from lewisclark_desktop.elfenland.game import RULES  # noqa: E402
from lewisclark_desktop.elfenland.observation import determinize  # noqa: E402

PLAYERS = 3
TRUE_STATE = [None]  # --oracle: the game being played, for Hard's "sampled" worlds


def _true_world(observation, seed, fixed=None):
    return TRUE_STATE[0].clone()


def _true_hands(observation, seed, fixed=None):
    s = determinize(observation, seed)
    for p, true in zip(s.players, TRUE_STATE[0].players):
        p.hand = true.hand[:]  # the deck no longer adds up, but a playout ends before a deal
    return s


WORLDS = {"sampled": None, "oracle": _true_world, "oracle-hands": _true_hands}


def table(seed, game, bot="hard", options=None, iterations=40, salt=0):
    """Game `game` of a run from `seed`: (its new state, the variant's seat, the seats' bots)."""
    s = RULES.new_state({"players": PLAYERS, "first_player": 0}, seed)
    seat = game % PLAYERS
    if bot == "hard":
        challenger = HardBot(seed * 7 + seat + salt, iterations=iterations, **(options or {}))
    else:
        challenger = NormalBot(seed + seat, **(options or {}))
    return s, seat, [challenger if k == seat else NormalBot(seed + k) for k in range(PLAYERS)]


def play(job):
    seed, game, bot, options, iterations, worlds, salt = job
    if WORLDS[worlds]:
        hard_bot.determinize = WORLDS[worlds]
    s, seat, bots = table(seed, game, bot, options, iterations, salt)
    TRUE_STATE[0] = s
    while not s.over:
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    first = [k for place, k in engine.ranking(s) if place == 1]
    margin = engine.score(s, seat) - max(engine.score(s, k) for k in range(PLAYERS) if k != seat)
    return first == [seat], seat in first and len(first) > 1, margin


def main():
    ap = challenger_report.parser("An Elfenland bot variant against two Normals.")
    ap.add_argument("--bot", default="normal", choices=("normal", "hard"))
    ap.add_argument("--oracle", action="store_const", const="oracle", dest="worlds",
                    default="sampled",
                    help="Hard's playouts see the true state (what hidden information costs)")
    ap.add_argument("--oracle-hands", action="store_const", const="oracle-hands", dest="worlds",
                    help="Hard's playouts see the rivals' true hands only")
    ap.add_argument("--salt", type=int, default=0,
                    help="added to Hard's seed: the same games with other sampled worlds "
                    "(how much a run's own draws move its result)")
    args = ap.parse_args()
    challenger_report.run(args, play, lambda seed, game, variant: (
        seed, game, args.bot, variant, args.iterations, args.worlds, args.salt))


if __name__ == "__main__":
    main()
