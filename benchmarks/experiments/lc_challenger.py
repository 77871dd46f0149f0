"""A variant of Lewis & Clark's Hard, at a fixed number of iterations, against Normals (2
players by default, `--players N` for N - 1 Normals; Hard's seat rotating) or alone against
Mackenzie (`--solo LEVEL`): for tuning Hard's search on the same games, where the noise of
wins alone hides small gains. Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/experiments/lc_challenger.py SEED GAMES '{}' '{"horizon": 2}' ...
        [--iterations N] [--players N | --solo LEVEL] [--jobs 2] [--dump FILE] [--against FILE ...]

Each JSON argument is one variant (options of HardBot's constructor: horizon, width, leaf;
and, alone against Mackenzie, `"oracle": true`: the search is given the true deck order
instead of drawing one, to measure what not knowing it costs; `"value_weights": {"9": 0.0}`:
those weights of the learnt value (`value.WEIGHTS`, by index) changed for every bot of the game;
`"planner_constants": {"MOUNTAIN_FUEL_WEIGHT": 2.5}`: constants of planner.py likewise changed,
as tune_planner.py's `--set` changes them).
The margin is in spaces: Hard's Camp minus the best rival's Camp at the end (solo: minus
Mackenzie's space). A game still running after 400 turns counts as lost. The report and
`--dump` / `--against` are challenger_report.py's.
"""

import sys

sys.path.insert(0, ".")

import challenger_report  # noqa: E402  (beside this file)
import tune_planner  # noqa: E402  (beside this file)
from lewisclark_desktop.bots.lewisclark import value  # noqa: E402
from lewisclark_desktop.bots.lewisclark.hard_bot import HardBot  # noqa: E402
from lewisclark_desktop.bots.lewisclark.normal_bot import NormalBot  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402
from lewisclark_desktop.tournament import DEFAULT_MAX_TURNS  # noqa: E402


class TrueDeck:
    """Stands in for Hard's random draws in the solo game, whose only use there is to shuffle
    the unseen deck: it puts the true order instead (the oracle)."""

    def __init__(self, state):
        self.state = state

    def shuffle(self, deck):
        deck[:] = self.state.deck


def play(job):
    options = dict(job[2])
    # a process plays games of several variants: each game's changes are undone after it
    with tune_planner.overridden(options.pop("planner_constants", {})):
        weights = list(value.WEIGHTS)
        for i, w in options.pop("value_weights", {}).items():
            weights[int(i)] = w
        value.WEIGHTS = tuple(weights)
        return _play(job[:2] + (options,) + job[3:])


def _play(job):
    seed, game, options, iterations, players, solo = job
    oracle = options.pop("oracle", False)
    if solo is None:
        s = RULES.new_state({"players": players, "first_player": 0}, seed)
        seat = game % players
    else:
        s = RULES.new_state({"players": 1, "solo_level": solo}, seed)
        seat = 0
    bots = [HardBot(seed * 7 + k, iterations=iterations, **options) if k == seat
            else NormalBot(seed + k) for k in range(len(s.players))]
    if oracle:
        if solo is None:
            raise SystemExit("the oracle is for the solo game (--solo LEVEL)")
        bots[seat].rng = TrueDeck(s)
    while not s.over and s.turn < DEFAULT_MAX_TURNS:
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    camp = s.players[seat].camp
    rival = s.mackenzie if s.solo else max(p.camp for k, p in enumerate(s.players) if k != seat)
    return s.over and s.winner == seat, False, camp - rival


def main():
    ap = challenger_report.parser("Lewis & Clark's Hard variant against Normals or Mackenzie.")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--solo", type=int, metavar="LEVEL", help="alone against Mackenzie")
    args = ap.parse_args()
    challenger_report.run(args, play, lambda seed, game, variant: (
        seed, game, variant, args.iterations, args.players, args.solo))


if __name__ == "__main__":
    main()
