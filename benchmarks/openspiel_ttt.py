"""OpenSpiel's pure-Python tic-tac-toe under uniformly random legal actions: decisions per second.

Runs inside the OpenSpiel venv (scripts/openspiel-venv), never the project's; called by
benchmarks/openspiel_speed.py, which prints its figure beside ours. Prints one JSON line.

    benchmarks/.openspiel-venv/bin/python benchmarks/openspiel_ttt.py --seconds 3 --seed 0 [--clock cpu]

--clock cpu (the default) counts the process's CPU time, wall the elapsed time.
"""

import argparse
import json
import random
import time

import pyspiel
from open_spiel.python import games  # noqa: F401  (registers the python_* games)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    args = ap.parse_args()
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    game = pyspiel.load_game("python_tic_tac_toe")
    rng = random.Random(args.seed)
    decisions = played = 0
    spent = 0.0
    while spent < args.seconds:
        state = game.new_initial_state()  # setup is not timed, as for our games
        t0 = clock()
        while not state.is_terminal():
            actions = state.legal_actions()
            state.apply_action(actions[rng.randrange(len(actions))])
            decisions += 1
        spent += clock() - t0
        played += 1
    print(json.dumps({"game": type(game).__module__, "decisions": decisions, "games": played,
                      "seconds": spent, "openspiel": getattr(pyspiel, "__version__", None)}))


if __name__ == "__main__":
    main()
