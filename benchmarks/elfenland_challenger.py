"""A variant of an Elfenland bot against two standard Normals, 3 players, the variant's seat
rotating 0, 1, 2, on the same games for every variant: Normal variants (thousands of cheap
games tell small gains apart) and Hard's search at a fixed number of playouts, with the world
samplers below. Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/elfenland_challenger.py SEED GAMES '{"position": 4}' ...
        [--bot normal|hard] [--iterations N] [--oracle | --oracle-hands | --placements | --plans]
        [--jobs 2] [--dump FILE]

Each JSON argument is one variant (options of the bot's constructor; '{}' is the standard
bot); every variant plays the same seeds. The margin is in points over the best rival; the
report and `--dump` / `--against` are challenger_report.py's.

How Hard's playouts sample the hidden parts (measuring tools, never bots to play against):
`--oracle` runs them on the true state (every hand, counter and the deck order): what hidden
information costs the search; `--oracle-hands` gives them the rivals' true hands only (secret
counters and the stack stay sampled); `--placements` draws each world as one of 8 sampled
deals, weighted by the rivals' counters placed this round (a placed counter of type t on a road
the rival's sampled hand cannot pay with t weighs 0.25): rivals' hands inferred from public
moves.
"""

import sys

sys.path.insert(0, ".")

import challenger_report  # noqa: E402  (beside this file)

from lewisclark_desktop.bots.elfenland import hard_bot  # noqa: E402
from lewisclark_desktop.bots.elfenland.hard_bot import HardBot  # noqa: E402
from lewisclark_desktop.bots.elfenland.normal_bot import DRAW_NODE_CAP, NormalBot  # noqa: E402
from lewisclark_desktop.bots.elfenland.planner import PRICE, planner_for  # noqa: E402
from lewisclark_desktop.core.rng import Rng, seed_state  # noqa: E402
from lewisclark_desktop.elfenland import engine  # noqa: E402
from lewisclark_desktop.elfenland.game import RULES  # noqa: E402
from lewisclark_desktop.elfenland.observation import determinize  # noqa: E402

PLAYERS = 3
TRUE_STATE = [None]  # --oracle: the game being played, for Hard's "sampled" worlds
PLACED = []  # --placements, --plans: (seat, counter, road) of this round's placements
TAKEN = []  # --plans: (seat, counter) of this round's face-up takes
DEALS, MISFIT = 8, 0.25  # --placements: deals sampled per world; weight of a misfit counter


def _true_world(observation, seed, fixed=None):
    return TRUE_STATE[0].clone()


def _true_hands(observation, seed, fixed=None):
    s = determinize(observation, seed)
    for p, true in zip(s.players, TRUE_STATE[0].players):
        p.hand = true.hand[:]  # the deck no longer adds up, but a playout ends before a deal
    return s


_worlds = {}  # (id of the observation, seed) -> the world drawn for it


def _weighted_world(observation, seed, weight):
    """One of DEALS worlds sampled from `seed`, drawn with probability proportional to
    `weight(world, rival seat)` multiplied over the rivals; the same world for the same seed."""
    key = (id(observation), seed)
    if key not in _worlds:
        rng = Rng(seed_state(seed))
        deals = [determinize(observation, rng.below(1 << 62)) for _ in range(DEALS)]
        weights = []
        for d in deals:
            w = 1.0
            for seat in range(d.num_players):
                if seat != observation.current:
                    w *= weight(d, seat)
            weights.append(w)
        r = rng.below(1 << 30) / (1 << 30) * sum(weights)
        _worlds[key] = deals[-1]
        for d, w in zip(deals, weights):
            r -= w
            if r < 0:
                _worlds[key] = d
                break
    return _worlds[key].clone()


def _fits_placements(d, seat):
    """MISFIT for each counter the rival placed this round on a road its hand in world `d`
    cannot pay with that counter's cards."""
    hand = d.players[seat].hand
    return MISFIT ** sum(hand[counter] < PRICE[road][counter]
                         for k, counter, road in PLACED if k == seat)


def _fits_plan(d, seat):
    """MISFIT for each counter the rival placed this round on a road its best plan in world
    `d` (Normal's plan search) does not use, and for each counter it took face up this round,
    still holds and the plan does not place."""
    placed = {road for k, _, road in PLACED if k == seat}
    taken = [c for k, c in TAKEN if k == seat]
    if not (placed or taken):
        return 1.0
    p = d.players[seat]
    plan = planner_for(d, seat, DRAW_NODE_CAP).best(p.boot, p.hand, p.counters())[1]
    misfits = len(placed - {step.edge for step in plan})
    wanted = [step.place for step in plan if step.place >= 0]
    held = list(p.open)
    for c in taken:
        if c in held:
            held.remove(c)
            if c in wanted:
                wanted.remove(c)
            else:
                misfits += 1
    return MISFIT ** misfits


def _placement_world(observation, seed, fixed=None):
    return _weighted_world(observation, seed, _fits_placements)


def _plan_world(observation, seed, fixed=None):
    return _weighted_world(observation, seed, _fits_plan)


WORLDS = {"sampled": None, "oracle": _true_world, "oracle-hands": _true_hands,
          "placements": _placement_world, "plans": _plan_world}


def play(job):
    seed, game, bot, options, iterations, worlds = job
    if WORLDS[worlds]:
        hard_bot.determinize = WORLDS[worlds]
    s = RULES.new_state({"players": PLAYERS, "first_player": 0}, seed)
    TRUE_STATE[0] = s
    PLACED.clear()
    TAKEN.clear()
    seat = game % PLAYERS
    if bot == "hard":
        challenger = HardBot(seed * 7 + seat, iterations=iterations, **options)
    else:
        challenger = NormalBot(seed + seat, **options)
    bots = [challenger if k == seat else NormalBot(seed + k) for k in range(PLAYERS)]
    while not s.over:
        _worlds.clear()
        move = bots[s.current].choose(RULES, RULES.observation(s, s.current))
        if move.kind == "place":
            PLACED.append((s.current, move.counter, move.edge))
        elif move.kind == "take":
            TAKEN.append((s.current, move.counter))
        round_ = s.round
        RULES.apply(s, move)
        if s.round != round_:
            PLACED.clear()
            TAKEN.clear()
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
    ap.add_argument("--placements", action="store_const", const="placements", dest="worlds",
                    help="Hard's worlds weighted by the rivals' placements this round")
    ap.add_argument("--plans", action="store_const", const="plans", dest="worlds",
                    help="Hard's worlds weighted by how well the rivals' sampled plans explain "
                    "their takes and placements this round")
    args = ap.parse_args()
    challenger_report.run(args, play, lambda seed, game, variant: (
        seed, game, args.bot, variant, args.iterations, args.worlds))


if __name__ == "__main__":
    main()
