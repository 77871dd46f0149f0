#!/usr/bin/env python3
"""Screenshots of a tutorial step in the main window (offscreen), for the docs and for looking.

    scripts/tutorial_screenshot.py GAME CHAPTER STEP [--out DIR] [--sizes 1280x720 1920x1080]
                                   [--langs en ja]

Saves DIR/tutorial-GAME-CHAPTER-STEP-LANG-WxH.png (default docs/screenshots), one per size and
language: the window as the learner sees it, callout and highlight included."""

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("chapter")
    ap.add_argument("step", type=int, help="the step's number in the chapter, from 1")
    ap.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    ap.add_argument("--sizes", nargs="+", default=["1280x720", "1920x1080"])
    ap.add_argument("--langs", nargs="+", default=["en", "ja"])
    args = ap.parse_args()

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from lewisclark_desktop.ui import i18n
    from lewisclark_desktop.ui.main_window import MainWindow

    from lewisclark_desktop.tutorial import TutorialError, available, load

    if not available(args.game):
        sys.stderr.write(f"tutorial_screenshot: {args.game!r} has no tutorial\n")
        return 2
    try:
        chapters = load(args.game, "en").chapters
        chapter = next((c for c in chapters if c.id == args.chapter), None)
    except TutorialError as exc:
        sys.stderr.write(f"tutorial_screenshot: {exc}\n")
        return 2
    if chapter is None or not 1 <= args.step <= len(chapter.steps):
        sys.stderr.write(f"tutorial_screenshot: no step {args.step} in a chapter "
                         f"{args.chapter!r} of {args.game} (chapters: "
                         f"{', '.join(f'{c.id} 1-{len(c.steps)}' for c in chapters)})\n")
        return 2
    for size in args.sizes:
        if not re.fullmatch(r"\d{3,4}x\d{3,4}", size):
            sys.stderr.write(f"tutorial_screenshot: {size!r} is no size like 1280x720\n")
            return 2

    app = QApplication.instance() or QApplication(sys.argv[:1])
    os.environ["LEWISCLARK_HOME"] = tempfile.mkdtemp()
    for lang in args.langs:
        i18n.switch(app, lang)
        for size in args.sizes:
            width, height = (int(v) for v in size.split("x"))
            settings = QSettings(os.path.join(os.environ["LEWISCLARK_HOME"], f"{lang}{size}.ini"),
                                 QSettings.IniFormat)
            window = MainWindow(settings=settings, autosave=False)
            window.controller.autoplay = False
            window.resize(width, height)
            window.show()
            guide = window.learn_to_play(args.game)
            if guide is None:
                sys.stderr.write(f"tutorial_screenshot: {args.game} has no tutorial\n")
                return 2
            guide.goto(args.chapter, args.step - 1)
            settle = time.monotonic() + 0.6
            while time.monotonic() < settle:
                app.processEvents()
                time.sleep(0.02)
            path = Path(args.out) / f"tutorial-{args.game}-{args.chapter}-{args.step}-{lang}-{size}.png"
            path.parent.mkdir(parents=True, exist_ok=True)
            if not window.grab().save(str(path)):
                sys.stderr.write(f"tutorial_screenshot: could not write {path}\n")
                return 1
            print(path)
            guide.leave(restore=False)
            window.controller.shutdown()
            window.close()
            window.deleteLater()
            app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
