"""Long save-file fuzz run (issue 12): thousands of seeded mutations of saves written by the
engine and by the window, through the engine's loader and the window's Open/Save. Prints the
figures: mutations, refused, identical, reported as edited, and the failures (crashes, hangs,
false-genuine, bad re-saves), which must all be 0. Exit status 1 if any failure.

Run: nice python benchmarks/save_fuzz.py --minutes 8 [--seed 1] [--moves 120]
"""

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from lewisclark_desktop.core import savefuzz  # noqa: E402
from lewisclark_desktop.core.fuzz_loaders import (engine_loader, engine_originals,  # noqa: E402
                                                  window_loader)
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402

COLOURS = ("blue", "orange", "yellow", "green", "purple")
KINDS = ("human", "random", "easy", "normal", "hard")


def seats(n):
    return [{"name": f"P{i + 1}", "colour": COLOURS[i], "kind": KINDS[i % 5]} for i in range(n)]


def originals(controller, moves, seed):
    from lewisclark_desktop.ui.controller import GameSetup, Seat

    games = [({"players": n, **({"solo_level": seed % 8} if n == 1 else {})}, seats(n))
             for n in (1, 2, 3, 5)]
    out = engine_originals(RULES, games, moves, seed)
    folder = Path(os.environ.get("TMPDIR", "/tmp"))
    for n in (1, 2, 4):
        setup = GameSetup([Seat(s["name"], s["colour"], s["kind"]) for s in seats(n)], seed + n,
                          None, 3 if n == 1 else None)
        controller.new_game(setup)
        controller.play_bot_moves_now(moves, seed + n)
        path = folder / f"save-fuzz-original-{os.getpid()}-{n}.lcsave"
        controller.save(path)
        out.append(path.read_bytes())
        path.unlink()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=8.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--moves", type=int, default=120, help="moves in each original save")
    ap.add_argument("--batch", type=int, default=200)
    args = ap.parse_args()
    from PySide6.QtWidgets import QApplication

    from lewisclark_desktop.ui.controller import GameController

    app = QApplication.instance() or QApplication([])  # noqa: F841 - the controller needs it
    controller = GameController(None)
    controller.autoplay = False
    saves = originals(controller, args.moves, args.seed)
    loaders = {"engine": engine_loader(RULES), "window": window_loader(controller)}
    tallies = {name: Counter() for name in loaders}
    failures = []
    deadline = time.monotonic() + args.minutes * 60
    t0, batch = time.monotonic(), 0
    while time.monotonic() < deadline:
        for name, loader in loaders.items():
            tally, failed = savefuzz.run(saves, loader, args.batch, args.seed * 100_003 + batch)
            tallies[name].update(tally)
            failures += [(name,) + f for f in failed]
        batch += 1
    controller.shutdown()
    elapsed = time.monotonic() - t0
    print(f"save fuzz: {len(saves)} original saves ({args.moves} moves each), "
          f"{elapsed / 60:.1f} min")
    columns = ("refused", "identical", "edited") + savefuzz.FAILURES
    print(f"{'loader':8} {'mutations':>9} " + " ".join(f"{c:>13}" for c in columns))
    total = Counter()
    for name, tally in tallies.items():
        total.update(tally)
        print(f"{name:8} {sum(tally.values()):9} " + " ".join(f"{tally[c]:13}" for c in columns))
    print(f"{'all':8} {sum(total.values()):9} " + " ".join(f"{total[c]:13}" for c in columns))
    for name, how, result, detail in failures[:20]:
        print(f"FAIL [{name}] {how}: {result}: {detail}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
