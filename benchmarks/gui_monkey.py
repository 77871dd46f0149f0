"""The GUI monkey (issue 34), per game: seeded random GUI events (clicks on widgets and board
items, menu actions, shortcuts, resizes, language switches, modal dialogs answered at random)
sent to the offscreen main window with bots at the Instant pace. Prints, per game, the events
sent, the moves made, the Python exceptions and Qt's warnings about deleted objects (both must
be 0), and the first few of them.

Run: QT_QPA_PLATFORM=offscreen nice python benchmarks/gui_monkey.py --events 6000 [--game tiwanaku] [--seed 1]
"""

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAMES = ("lewisclark", "elfenland", "tiwanaku")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAMES + ("all",), default="all")
    ap.add_argument("--events", type=int, default=6000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    problems = 0
    for game in GAMES if args.game == "all" else (args.game,):
        with tempfile.TemporaryDirectory(prefix="lc-monkey-") as home:
            os.environ["LEWISCLARK_HOME"] = home  # before the window reads its paths
            from lewisclark_desktop.testing.monkey import Monkey

            t0 = time.perf_counter()
            r = Monkey(game, args.seed, home).run(args.events)
            seconds = time.perf_counter() - t0
        print(f"{game}: events: {r.events}, moves: {r.moves}, games started by the monkey: "
              f"{r.games_started}, exceptions: {len(r.exceptions)}, deleted-object warnings: "
              f"{len(r.deleted_warnings)} ({seconds:.0f} s)", flush=True)
        for text, n in Counter(r.exceptions + r.deleted_warnings).most_common(8):
            print(f"  {n} x {text}")
        problems += r.problems
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
