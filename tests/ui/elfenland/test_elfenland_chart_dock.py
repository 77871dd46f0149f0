"""The towns chart in the main window's chart dock follows a whole bot game round by round.

The window shows a modal end dialog when the game ends; its exec() would wait for a click for
ever (that is what hung an earlier version of this test), so the fixture answers it."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.elfenland.towns_chart import TownsChart  # noqa: E402

GAME_TIMEOUT_MS = 180_000  # a random 3-player game through the bot process, on a busy machine


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    ended = []

    def answer_end_dialog(dialog):
        ended.append(dialog.findChild(object, "winnerText").text())
        dialog.choice = "close"
        return 1

    monkeypatch.setattr(games.get("elfenland").ui("EndOfGameDialog"), "exec", answer_end_dialog)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.Ok)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    settings.setValue(main_window.PACE_KEY, 0)  # bots move at once
    w = main_window.MainWindow(settings=settings)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    w.ended = ended
    yield w
    w.controller.shutdown()  # stops a bot still thinking, so nothing outlives the test


def test_the_towns_dock_grows_by_a_round_and_keeps_each_round_end(window, qtbot):
    w = window
    seats = [Seat(name, colour, "random") for name, colour in
             (("Ann", "red"), ("Bob", "blue"), ("Chie", "green"))]
    w.start_game(GameSetup(seats, seed=5, game="elfenland"))
    w.race_dock.show()
    w.race_dock.raise_()
    chart = w.race_chart
    assert isinstance(chart, TownsChart)
    assert chart.isVisible()  # (no event processed yet: no bot has moved)
    seen = []  # (round, towns per seat, what the chart shows) after every move

    def look():
        s = w.controller.state
        seen.append((s.round, [p.markers for p in s.players], chart.series()))

    w.controller.changed.connect(look)  # after the chart's own connection: it has redrawn
    qtbot.waitUntil(lambda: bool(w.ended), timeout=GAME_TIMEOUT_MS)
    w.controller.changed.disconnect(look)

    assert len(seen) == len(w.controller.stack) > 0  # the chart was looked at after every move
    for round_, towns, series in seen:
        for seat in range(len(seats)):
            rounds, shown = series[seat]
            assert rounds == list(range(1, round_ + 1))  # a point per round so far
            assert shown[-1] == towns[seat]  # the round being played: towns collected so far
    rounds_played = sorted({r for r, _, _ in seen})
    assert rounds_played[0] == 1 and rounds_played == list(range(1, rounds_played[-1] + 1))
    assert len(rounds_played) >= 2  # the chart really grew from one round to the next
    # A finished round's point no longer moves: it is the towns held when that round ended.
    final = chart.series()
    for r in rounds_played:
        end_of_round = [towns for round_, towns, _ in seen if round_ == r][-1]
        for seat in range(len(seats)):
            assert final[seat][1][r - 1] == end_of_round[seat]
    assert w.controller.state.over
    assert any(seat.name in w.ended[0] for seat in seats)  # the end dialog named the winner
