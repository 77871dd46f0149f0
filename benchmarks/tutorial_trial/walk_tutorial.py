#!/usr/bin/env python3
"""Walk a game's tutorial ("Learn to play") in the real main window, offscreen, as a newcomer
would see it, saving a PNG of the whole window at every step.

    PYTHONPATH=. .venv/bin/python benchmarks/tutorial_trial/walk_tutorial.py GAME
        [--out /tmp/trial/GAME] [--size 1280x720] [--lang en] [--try N=MOVE ...]

Saves OUT/stepNN.png (NN from 01, in the order the learner meets the steps: the window before
the step's input), OUT/texts.txt (chapter, step and the callout's text as shown) and, apart,
OUT/expected.txt (each step's expected input: Next, or the learner's move). The tester reads
the PNGs first and writes down a guess at each learner step before opening expected.txt.
--try N=MOVE plays MOVE (a move text) at step N before the expected one and saves
OUT/stepNN-try.png with the window's answer (the callout's message)."""

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def settle(app, seconds=0.4):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--out")
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--try", dest="tries", action="append", default=[],
                    help="N=MOVE: try MOVE at step N first (N from 1)")
    args = ap.parse_args()
    out = Path(args.out or f"/tmp/trial/{args.game}")
    out.mkdir(parents=True, exist_ok=True)
    tries = {}
    for t in args.tries:
        n, _, move = t.partition("=")
        tries.setdefault(int(n), []).append(move)

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QMessageBox

    from lewisclark_desktop.ui import i18n
    from lewisclark_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    home = tempfile.mkdtemp()
    os.environ["LEWISCLARK_HOME"] = home
    QMessageBox.warning = staticmethod(lambda parent, title, text: print("WARNING:", text))
    i18n.switch(app, args.lang)
    w, h = (int(v) for v in args.size.split("x"))
    window = MainWindow(settings=QSettings(os.path.join(home, "s.ini"), QSettings.IniFormat),
                        autosave=False)
    window.controller.autoplay = False
    window.resize(w, h)
    window.show()
    settle(app)
    guide = window.learn_to_play(args.game)
    if guide is None:
        sys.stderr.write(f"walk_tutorial: {args.game} has no tutorial\n")
        return 2
    texts = open(out / "texts.txt", "w", encoding="utf-8")
    expected = open(out / "expected.txt", "w", encoding="utf-8")
    n = 0
    while not guide.walk.finished:
        n += 1
        settle(app)
        chapter, step = guide.walk.chapter, guide.walk.step
        ci, si = guide.walk.position()
        window.grab().save(str(out / f"step{n:02d}.png"))
        texts.write(f"--- step{n:02d} [{chapter.title} / {ci} {si}] {step.kind}\n"
                    f"{guide.callout.title.text()}\n{guide.callout.text.text()}\n")
        expected.write(f"step{n:02d} {ci} {si} {step.kind}: "
                       f"{step.move if step.kind == 'learner' else 'Next'}"
                       f"{'  (auto: ' + step.move + ')' if step.kind != 'learner' and step.move else ''}\n")
        for move in tries.get(n, []):
            try:
                parsed = guide.rules.parse_move(move)
            except Exception as exc:  # a move text that does not read
                texts.write(f"    try {move!r}: does not read ({exc})\n")
                continue
            window.table.move_chosen.emit(parsed)
            settle(app)
            window.grab().save(str(out / f"step{n:02d}-try.png"))
            texts.write(f"    try {move!r}: {guide.callout.message.text()}\n")
        if step.kind == "learner":
            window.table.move_chosen.emit(guide.rules.parse_move(step.move))
        else:
            guide.callout.next.click()
    settle(app)
    n += 1
    window.grab().save(str(out / f"step{n:02d}.png"))
    texts.write(f"--- step{n:02d} (finished)\n{guide.callout.title.text()}\n{guide.callout.text.text()}\n")
    guide.callout.next.click()  # Finish: the window starts a first game against the easiest bot
    settle(app)
    window.grab().save(str(out / "after.png"))
    texts.close()
    expected.close()
    print(f"{n} screenshots in {out}")
    window.controller.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
