"""The end dialog waits for the event loop after the last move; a new game started meanwhile
(at once, as the GUI monkey's hurried bursts do) is not over: no end dialog for it and no
exception (Tiwanaku's headline had no winner to name)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QDialog  # noqa: E402

from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402


def setup(seed):
    return GameSetup([Seat("Ann", "blue"), Seat("Ben", "orange")], seed, 0,
                     options={"mode": "competitive", "board": "short"}, game="tiwanaku")


def test_a_new_game_started_before_the_end_dialog_shows_no_end(shell_window, qtbot, monkeypatch):
    w = shell_window
    w.show()
    shown = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(type(dialog).__name__) or 0)
    w.start_game(setup(1))
    c = w.controller
    while not c.is_over():  # the last move queues the end dialog
        c.play_bot_moves_now(1, seed=len(c.stack.done))
    with qtbot.captureExceptions() as raised:
        w.start_game(setup(2))
        QApplication.processEvents()
    assert raised == [] and shown == []
    while not c.is_over():  # the new game's own end still shows
        c.play_bot_moves_now(1, seed=len(c.stack.done))
    QApplication.processEvents()
    assert shown == ["EndOfGameDialog"]
