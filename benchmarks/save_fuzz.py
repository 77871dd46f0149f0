"""Long save-file fuzz run (issues 12 and 34), for each game: thousands of seeded mutations of
saves written by the engine and by the window, through the command line's loader
(`games.parse_save`, what `lewisclark replay` runs) and the window's Open/Save. Prints the
figures: mutations, refused, identical, reported as edited, and the failures (crashes, hangs,
false-genuine, bad re-saves), which must all be 0. Exit status 1 if any failure.

Run one game at a time (a few minutes each):
    nice python benchmarks/save_fuzz.py --game tiwanaku --count 1600 [--seed 1] [--moves 120]
--count is mutations per loader (two loaders); --minutes stops earlier when given.
"""

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.testing import savefuzz  # noqa: E402
from lewisclark_desktop.testing.fuzz_loaders import (engine_loader, engine_originals,  # noqa: E402
                                                  window_loader)

# Per game: the options of the engine-written originals and of the window-written ones (players
# and solo level come from the seats), covering its modes and player counts.
ENGINE_GAMES = {
    "lewisclark": [{"players": 1, "solo_level": 5}, {"players": 2}, {"players": 3},
                   {"players": 5}],
    "elfenland": [{"players": 2}, {"players": 3, "variant": True}, {"players": 6}],
    "tiwanaku": [{"players": 2}, {"players": 4, "board": "long", "difficulty": "hard"},
                 {"mode": "coop", "players": 2, "level": "easy"},
                 {"mode": "solo", "players": 1, "level": "expert", "open_screens": True}],
}
WINDOW_GAMES = {
    "lewisclark": [(1, {}), (2, {}), (4, {})],
    "elfenland": [(2, {}), (4, {"variant": True})],
    "tiwanaku": [(3, {}), (2, {"mode": "coop", "level": "normal"}), (1, {"mode": "solo"})],
}


def seats(game, n):
    kinds = ("human",) + game.bot_levels()
    return [{"name": f"P{i + 1}", "colour": game.colours[i], "kind": kinds[i % len(kinds)]}
            for i in range(n)]


def originals(game, controller, moves, seed):
    from lewisclark_desktop.ui.controller import GameSetup, Seat

    engine_games = [(dict(options, colours=list(game.colours[:options["players"]])),
                     seats(game, options["players"])) for options in ENGINE_GAMES[game.id]]
    out = engine_originals(game.rules(), engine_games, moves, seed)
    folder = Path(os.environ.get("TMPDIR", "/tmp"))
    for n, options in WINDOW_GAMES[game.id]:
        solo = 3 if n == 1 and game.solo_level else None
        setup = GameSetup([Seat(s["name"], s["colour"], s["kind"]) for s in seats(game, n)],
                          seed + n, None, solo, dict(options), game.id)
        controller.new_game(setup)
        controller.play_bot_moves_now(moves, seed + n)
        path = folder / f"save-fuzz-original-{os.getpid()}-{n}.lcsave"
        controller.save(path)
        out.append(path.read_bytes())
        path.unlink()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=games.ids(), default=games.DEFAULT_GAME)
    ap.add_argument("--count", type=int, default=None, help="mutations per loader")
    ap.add_argument("--minutes", type=float, default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--moves", type=int, default=120, help="moves in each original save")
    ap.add_argument("--batch", type=int, default=100)
    args = ap.parse_args()
    if args.count is None and args.minutes is None:
        args.minutes = 8.0
    from PySide6.QtWidgets import QApplication

    from lewisclark_desktop.ui.controller import GameController

    app = QApplication.instance() or QApplication([])  # noqa: F841 - the controller needs it
    game = games.get(args.game)
    controller = GameController(None)
    controller.autoplay = False
    saves = originals(game, controller, args.moves, args.seed)
    loaders = {"engine": engine_loader(game.rules()), "window": window_loader(controller)}
    tallies = {name: Counter() for name in loaders}
    failures = []
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else float("inf")
    t0, batch, done = time.monotonic(), 0, 0
    while time.monotonic() < deadline and (args.count is None or done < args.count):
        size = args.batch if args.count is None else min(args.batch, args.count - done)
        for name, loader in loaders.items():
            tally, failed = savefuzz.run(saves, loader, size, args.seed * 100_003 + batch)
            tallies[name].update(tally)
            failures += [(name,) + f for f in failed]
        batch, done = batch + 1, done + size
    controller.shutdown()
    elapsed = time.monotonic() - t0
    print(f"save fuzz, {game.id}: {len(saves)} original saves ({args.moves} moves each), "
          f"{elapsed / 60:.1f} min")
    columns = ("refused", "identical", "edited") + savefuzz.FAILURES
    print(f"{'loader':8} {'mutations':>9} " + " ".join(f"{c:>13}" for c in columns))
    total = Counter()
    for name, tally in tallies.items():
        total.update(tally)
        print(f"{name:8} {sum(tally.values()):9} " + " ".join(f"{tally[c]:13}" for c in columns))
    print(f"{'all':8} {sum(total.values()):9} " + " ".join(f"{total[c]:13}" for c in columns))
    for name, how, result, detail in failures[:30]:
        print(f"FAIL [{name}] {how}: {result}: {detail}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
