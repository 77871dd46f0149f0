"""Long kill test (issues 12 and 34), per game: children play random games with autosave after
every move and are killed (SIGKILL) at random moments; after each kill the autosave must load
and lack at most the move in flight. Prints, per game, kills, kills after at least one move,
autosaves one move ahead of the child's last report, temporaries left, problems (must be 0).

Run: nice python benchmarks/kill_autosave.py --kills 30 [--game tiwanaku] [--players 3] [--seed 1]
"""

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lewisclark_desktop.testing import killtest  # noqa: E402
from lewisclark_desktop.core.atomic import remove_stale_temps  # noqa: E402

GAMES = ("lewisclark", "elfenland", "tiwanaku")


def run_game(game, players, kills, seed, max_delay):
    spec, options, seats = killtest.game_setup(game, players)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "autosave.lcsave"
        results = killtest.run(spec, path, options, seats, kills, seed, max_delay)
        stale = remove_stale_temps(path, older_than=0)
    problems = [r for r in results if r.problem]
    ahead = sum(r.loaded == r.reported + 1 for r in results if not r.problem and r.reported >= 0)
    print(f"{game}: kills: {len(results)}, with moves saved: {sum(r.loaded > 0 for r in results)}, "
          f"autosave one move ahead of the last report: {ahead}, "
          f"temporaries left by kills: {stale}, problems: {len(problems)}", flush=True)
    for r in problems[:10]:
        print("PROBLEM:", r.problem)
    return len(problems)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAMES + ("all",), default="all")
    ap.add_argument("--kills", type=int, default=30)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-delay", type=float, default=3.0)
    args = ap.parse_args()
    try:
        problems = sum(run_game(game, args.players, args.kills, args.seed, args.max_delay)
                       for game in (GAMES if args.game == "all" else (args.game,)))
    except ValueError as exc:  # e.g. a player count the game does not have
        print(f"kill_autosave.py: {exc}", file=sys.stderr)
        return 2
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
