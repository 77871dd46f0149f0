"""Elfenland Hard (fixed iterations, so the result does not depend on the machine's load)
against two Normals, 3 players, Hard's seat rotating 0, 1, 2 from game to game; one line per
game (game, seed, Hard's seat, winner's seat, Hard's wins so far, the game's CPU seconds).
Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/elfenland_hard_fixed.py SEED GAMES ITERATIONS ['{"option": value}']

The last argument: more HardBot options, as JSON (e.g. '{"horizon": null}').
"""

import json
import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop.bots.elfenland.hard_bot import HardBot  # noqa: E402
from lewisclark_desktop.bots.elfenland.normal_bot import NormalBot  # noqa: E402
from lewisclark_desktop.elfenland.game import RULES  # noqa: E402
from lewisclark_desktop.tournament import wilson  # noqa: E402


def main():
    seed0, games, iterations = (int(a) for a in sys.argv[1:4])
    options = json.loads(sys.argv[4]) if len(sys.argv) > 4 else {}
    wins = 0
    for g in range(games):
        seed = seed0 + g
        s = RULES.new_state({"players": 3, "first_player": 0}, seed)
        hard = g % 3
        bots = [HardBot(seed * 7 + k, iterations=iterations, **options) if k == hard
                else NormalBot(seed + k) for k in range(3)]
        t0 = time.process_time()
        while not s.over:
            RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
        wins += RULES.winner(s) == hard
        print(g, seed, hard, RULES.winner(s), wins, round(time.process_time() - t0, 1), flush=True)
    low, high = wilson(wins, games)
    print(f"Hard {wins} of {games} = {100 * wins / games:.1f} % [{100 * low:.1f}, {100 * high:.1f}]")


if __name__ == "__main__":
    main()
