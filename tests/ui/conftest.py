"""Fixtures every UI test may use: the compiled catalogues, a test run in both languages, and
the main window (support/windows.py: open_window) with or without its autosave."""

import os
import subprocess
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop.ui import i18n  # noqa: E402
from windows import open_window  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def qm():
    """Build the .qm catalogues (lewisclark_desktop/i18n/, build products) if they are missing
    or older than the .ts files."""
    for code in ("ja", "en"):
        ts = ROOT / "translations" / f"lewisclark_{code}.ts"
        out = i18n.TRANSLATIONS_DIR / f"lewisclark_{code}.qm"
        if not out.exists() or out.stat().st_mtime < ts.stat().st_mtime:
            # The script finds lrelease in the project's venv or on PATH (it ships with PySide6).
            subprocess.run([str(ROOT / "scripts" / "update-translations"), "--release"], cwd=ROOT,
                           check=True, capture_output=True)
    return i18n.TRANSLATIONS_DIR


@pytest.fixture(scope="session", autouse=True)
def gc_on_the_gui_thread(qapp):
    """As the application does (ui/gui_gc.py): the cyclic collector runs on the GUI thread only,
    so that a test cannot hang where a player's window would not."""
    from lewisclark_desktop.ui import gui_gc

    gui_gc.install(qapp)


@pytest.fixture(params=["en", "ja"])
def lang(request, qapp, qm):
    """Runs the test in English and in Japanese; back to English afterwards (the app is shared).
    A module that imports test_i18n's `lang` (a switch function) gets that one instead."""
    i18n.switch(qapp, request.param)
    qapp.processEvents()
    yield request.param
    i18n.switch(qapp, "en")
    qapp.processEvents()


@pytest.fixture
def window_opener(qtbot, tmp_path, monkeypatch):
    """Opens main windows (open_window, its keywords) and shuts their games down after the
    test."""
    opened = []

    def open_one(**kw):
        opened.append(open_window(qtbot, tmp_path, monkeypatch, **kw))
        return opened[-1]

    yield open_one
    for w in opened:
        w.controller.shutdown()


@pytest.fixture
def shell_window(window_opener):
    """open_window without the autosave."""
    return window_opener()


@pytest.fixture
def autosaving_window(window_opener):
    """open_window with its autosave (in tmp_path)."""
    return window_opener(autosave=True)
