"""Our engines' random self-play speed beside OpenSpiel's pure-Python tic-tac-toe, in one run.

    nice .venv/bin/python benchmarks/openspiel_speed.py [--game all|lewisclark|elfenland|tiwanaku]
        [--players N] [--options JSON] [--seconds 3] [--rounds 3] [--clock cpu|wall]

Ours: uniformly random legal moves through the game's `GameRules` (legal_moves + apply, as the
other speed scripts do), decisions per second. OpenSpiel: `python_tic_tac_toe` with uniformly
random legal actions, in a subprocess of benchmarks/.openspiel-venv (made by
scripts/openspiel-venv on first use; OpenSpiel is never installed into the project's venv).
Only the play loop is timed on both sides, never the setup of a game. Our games begin from
copies of --setups starting positions (seeds 0..N-1), each game with its own random moves:
Tiwanaku's set-up runs its scenario generator (benchmarks/tiwanaku_generator.py), which would
otherwise take most of the run's wall time. A game of ours stops after --max-decisions (Lewis &
Clark under random moves can wander for a long time). The machine is shared, so the two are measured
in turns, --rounds times each, and the best round of each side is compared. Both sides count the
process's CPU time (--clock cpu, the default): on a loaded machine, time spent waiting for a core
is nobody's speed; --clock wall counts elapsed time instead.
"""

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lewisclark_desktop import games  # noqa: E402

DEFAULT_PLAYERS = {"lewisclark": 3, "elfenland": 3, "tiwanaku": 2}


def ours(rules, starts, seconds, first_seed, max_decisions, clock=time.process_time):
    """(decisions, seconds spent in legal_moves + apply, games begun). Games begin from copies of
    the `starts` in turn, each with its own random moves."""
    decisions, spent, seed = 0, 0.0, first_seed
    while spent < seconds:
        state = rules.clone(starts[seed % len(starts)])
        rng = random.Random(seed)
        seed += 1
        played = 0
        t0 = clock()
        while not rules.is_over(state) and played < max_decisions:
            moves = rules.legal_moves(state)
            rules.apply(state, moves[rng.randrange(len(moves))])
            played += 1
        spent += clock() - t0
        decisions += played
    return decisions, spent, seed - first_seed


def openspiel_python():
    r = subprocess.run([str(ROOT / "scripts" / "openspiel-venv")], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"openspiel_speed: no OpenSpiel to compare with:\n{r.stderr}")
    return r.stdout.strip().splitlines()[-1]


def tic_tac_toe(python, seconds, seed, clock="cpu"):
    r = subprocess.run([python, str(ROOT / "benchmarks" / "openspiel_ttt.py"), "--seconds",
                        str(seconds), "--seed", str(seed), "--clock", clock],
                       capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=("all", *games.ids()), default="all")
    ap.add_argument("--players", type=int, help="default: 3 (Tiwanaku 2)")
    ap.add_argument("--options", type=json.loads, default={},
                    help='more game options as JSON, e.g. \'{"mode": "coop"}\'')
    ap.add_argument("--seconds", type=float, default=3.0, help="timed play per round and side")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="count CPU time (default) or elapsed time, on both sides")
    ap.add_argument("--max-decisions", type=int, default=2000)
    ap.add_argument("--setups", type=int, default=20,
                    help="different starting positions (seeds) that the games begin from")
    args = ap.parse_args()
    python = openspiel_python()
    ids = games.ids() if args.game == "all" else (args.game,)
    print(f"{'game':<24} {'ours dec/s':>10} {'OpenSpiel ttt dec/s':>19} {'ratio':>6}  "
          f"(best of {args.rounds} rounds of {args.seconds:g} s of {args.clock} time each)", flush=True)
    version = None
    for game_id in ids:
        options = {"players": args.players or DEFAULT_PLAYERS.get(game_id, 3), **args.options}
        rules = games.rules(game_id)
        starts = [rules.new_state(options, seed) for seed in range(args.setups)]
        best_ours = best_theirs = 0.0
        for k in range(args.rounds):
            clock = time.process_time if args.clock == "cpu" else time.perf_counter
            n, spent, _ = ours(rules, starts, args.seconds, 1000 * k, args.max_decisions, clock)
            best_ours = max(best_ours, n / spent)
            ttt = tic_tac_toe(python, args.seconds, k, args.clock)
            version = ttt["openspiel"]
            best_theirs = max(best_theirs, ttt["decisions"] / ttt["seconds"])
        label = game_id + " " + ",".join(f"{k}={v}" for k, v in options.items())
        print(f"{label:<24} {best_ours:>10.0f} {best_theirs:>19.0f} {best_ours / best_theirs:>5.2f}x",
              flush=True)
    print(f"OpenSpiel {version} (python_tic_tac_toe), Python {sys.version.split()[0]}")


if __name__ == "__main__":
    main()
