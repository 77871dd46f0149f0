"""What the per-game table screenshot scripts (elfenland_screenshot.py, tiwanaku_screenshot.py)
share: their common options, the application, a plain window with the game's decision bar above
its table, and saving that window as a PNG at a size."""

import argparse
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QMainWindow, QVBoxLayout, QWidget  # noqa: E402

from lewisclark_desktop.ui import i18n  # noqa: E402


def arguments(description, out):
    """A parser with --out (default `out`), --sizes and --langs; the script adds its own."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--out", default=out)
    ap.add_argument("--sizes", nargs="+", default=["1280x720", "1920x1080"])
    ap.add_argument("--langs", nargs="+", default=["en", "ja"])
    return ap


def application(args):
    """The QApplication (in English to start with); makes the output folder."""
    os.makedirs(args.out, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    i18n.setup(app, "en")
    return app


def table_window(table):
    """A plain QMainWindow with the table's decision bar above the table, as in the app."""
    window = QMainWindow()
    central = QWidget()
    column = QVBoxLayout(central)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(table.decision_bar())
    column.addWidget(table, 1)
    window.setCentralWidget(central)
    return window


def save_window(app, window, size, path):
    """Show the window at `size` ("WxH"), save it to `path` and close it."""
    w, h = (int(v) for v in size.split("x"))
    window.resize(w, h)
    window.show()
    app.processEvents()
    window.grab().save(path)
    window.close()
