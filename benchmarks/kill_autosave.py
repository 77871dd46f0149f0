"""Long kill test (issue 12): children play random games with autosave after every move and
are killed (SIGKILL) at random moments; after each kill the autosave must load and lack at
most the move in flight. Prints kills, kills after at least one move, problems (must be 0).

Run: nice python benchmarks/kill_autosave.py --kills 60 [--players 3] [--seed 1]
"""

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lewisclark_desktop.core import killtest  # noqa: E402
from lewisclark_desktop.core.atomic import remove_stale_temps  # noqa: E402

SPEC = "lewisclark_desktop.lewisclark.game:RULES"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=60)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-delay", type=float, default=3.0)
    args = ap.parse_args()
    options = {"players": args.players}
    if args.players == 1:
        options["solo_level"] = 0
    seats = [{"name": f"P{i + 1}"} for i in range(args.players)]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "autosave.lcsave"
        results = killtest.run(SPEC, path, options, seats, args.kills, args.seed, args.max_delay)
        stale = remove_stale_temps(path, older_than=0)
    problems = [r for r in results if r.problem]
    lost = sum(r.loaded == r.reported + 1 for r in results if not r.problem and r.reported >= 0)
    print(f"kills: {len(results)}, with moves saved: {sum(r.loaded > 0 for r in results)}, "
          f"autosave one move ahead of the last report: {lost}, "
          f"temporaries left by kills: {stale}, problems: {len(problems)}")
    for r in problems[:10]:
        print("PROBLEM:", r.problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
