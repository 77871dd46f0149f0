"""The review window, for all three games, with a stand-in engine (tests/support/review_fake.py):
it shows the seat's marked decisions and the chart's points, a click on a point shows that
position in the game's replay, Cancel stops the review, a review kept in the save file opens
again without running anything, and the end dialog, the replay window, the menu and
`--review FILE` open it."""

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
import review_fake  # noqa: E402
from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QPushButton  # noqa: E402
from test_replays import bot_game  # noqa: E402

from lewisclark_desktop import app, games  # noqa: E402
from lewisclark_desktop.core import savefile  # noqa: E402
from lewisclark_desktop.review.model import Decision, Review  # noqa: E402
from lewisclark_desktop.review import keep as review_store  # noqa: E402
from lewisclark_desktop.ui import i18n  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.replay_viewer import replay_viewer_for  # noqa: E402
from lewisclark_desktop.ui.review_runner import ReviewRunner  # noqa: E402
from lewisclark_desktop.ui.review_window import ReviewWindow, open_review_file  # noqa: E402

PLAYERS = {"lewisclark": 2, "elfenland": 3, "tiwanaku": 2}
NAMES = ("Ann", "Bob", "Chie")


@pytest.fixture(autouse=True)
def english(qapp, qm):
    """The English catalogue: its plural forms ("1 turn", "2 turns")."""
    i18n.switch(qapp, "en")


@pytest.fixture
def fake(monkeypatch):
    engine = review_fake.FakeEngine()
    review_fake.install(monkeypatch, engine)
    review_fake.allow_kept_reviews(monkeypatch)
    monkeypatch.setattr(ReviewRunner, "IN_PROCESS", True)
    return engine


def finished_save(tmp_path, game_id, seed=3, moves=None):
    """A game of random bots (finished, or of `moves` moves) saved with Ann (seat 0) as its one
    human."""
    rules, stack, options = bot_game(game_id, {"players": PLAYERS[game_id]}, seed, moves,
                                     level="random")
    colours = options.get("colours") or games.get(game_id).colours
    seats = [{"name": NAMES[i], "colour": colours[i], "kind": "human" if i == 0 else "normal"}
             for i in range(options["players"])]
    path = tmp_path / f"{game_id}.lcsave"
    savefile.save(path, rules, stack, options, seed, seats)
    return path


def reviewed(qtbot, window):
    qtbot.waitUntil(lambda: window.review() is not None and not window.runner.running(),
                    timeout=20000)
    return window.review()


def open_window(qtbot, path):
    window = open_review_file(path)
    assert window is not None
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_window_shows_the_marked_decisions_and_the_chart(qtbot, tmp_path, fake, game_id):
    window = open_window(qtbot, finished_save(tmp_path, game_id))
    assert window.seat() == 0  # the human seat by default
    review = reviewed(qtbot, window)
    assert review.game == game_id and review.seat == 0
    saved, _ = review_store.load_for_review(tmp_path / f"{game_id}.lcsave")
    found = fake.decisions_of(saved, 0)
    assert [p[0] for p in window.chart_points()] == [k + 1 for k in found]
    assert [p[2] for p in window.chart_points()] == [n in review_fake.COSTLY for n in
                                                     range(len(found))]
    rows = window.marked_rows()
    # the costliest first (3.4 before 1.0), each with its move number and its cost
    assert [r.split(":")[0] for r in rows] == [f"Move {found[1] + 1}", f"Move {found[3] + 1}"]
    assert "about 3 " in rows[0] and "about 1 " in rows[1]
    # the first marked decision is shown: the position before it and its words
    assert window.replay.index() == found[1]
    detail = window.detail.text()
    assert "Played: " in detail and "Hard suggests: " in detail
    unit = {"lewisclark": "turns", "elfenland": "towns", "tiwanaku": "points"}[game_id]
    assert f"This cost you about 3 {unit}." in detail
    said = {"lewisclark": "Camp next turn: 2 days lost, your Scout back to space 5.",
            "elfenland": "Expected towns by the end: 7.0 after the move played, 8.5 after",
            "tiwanaku": "Expected points at the end: 30.0 after the move played, 33.5 after"}
    assert said[game_id] in detail


def test_clicking_a_point_shows_that_position_in_the_replay(qtbot, tmp_path, fake):
    window = open_window(qtbot, finished_save(tmp_path, "elfenland"))
    window.resize(1280, 720)
    review = reviewed(qtbot, window)
    qtbot.waitExposed(window)
    chosen = review.decisions[5]  # not a marked one
    assert not chosen.marked and window.replay.index() != chosen.index
    window.chart.getPlotItem().vb.autoRange()
    scene = window.scatter.mapToScene(QPointF(chosen.index + 1, chosen.value))
    QTest.mouseClick(window.chart.viewport(), Qt.LeftButton, Qt.NoModifier,
                     window.chart.mapFromScene(scene))
    qtbot.waitUntil(lambda: window.replay.index() == chosen.index, timeout=3000)
    assert window.detail.text().startswith(f"Move {chosen.index + 1}, Ann to play.")
    assert window.marked_list.currentRow() == -1
    window.marked_list.setCurrentRow(1)  # a marked row: its position
    assert window.replay.index() == review.marked()[1].index


def test_cancel_stops_the_review_and_keeps_nothing(qtbot, tmp_path, fake):
    fake.hold = True  # the first decision runs until it is told to stop
    path = finished_save(tmp_path, "tiwanaku")
    before = path.read_bytes()
    window = open_window(qtbot, path)
    assert fake.started.wait(10)
    assert window.cancel_button.isVisible() and window.progress_bar.isVisible()
    qtbot.mouseClick(window.cancel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not window.runner.running(), timeout=5000)
    qtbot.waitUntil(lambda: window.status == "cancelled", timeout=5000)
    assert fake.calls == 1 and window.review() is None and window.reviews == {}
    assert window.status_label.text() == "The review was cancelled."
    assert not window.cancel_button.isVisible() and window.again_button.isVisible()
    assert path.read_bytes() == before


def test_a_kept_review_opens_again_without_running_anything(qtbot, tmp_path, fake):
    path = finished_save(tmp_path, "lewisclark")
    first = open_window(qtbot, path)
    review = reviewed(qtbot, first)
    first.close()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["extra"]["review"] == {"0": review.to_dict()}
    _, saved, _ = games.load_save(path)
    assert saved.genuine  # integrity does not cover extra: the file is still the game played
    fake.calls = 0
    again = open_window(qtbot, path)
    assert again.review() == review and not again.runner.running()
    assert fake.calls == 0 and len(again.marked_rows()) == 2


def test_a_review_this_version_cannot_read_is_made_again(qtbot, tmp_path, fake):
    path = finished_save(tmp_path, "elfenland")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"] = {"review": {"0": {"format": 999, "decisions": "?"}}}
    path.write_text(json.dumps(data), encoding="utf-8")
    window = open_window(qtbot, path)
    assert reviewed(qtbot, window).game == "elfenland" and fake.calls > 0


def test_the_words_come_from_the_seat_s_observation(qtbot, tmp_path, fake, monkeypatch):
    """What the window says about a decision is worded from the deciding seat's observation
    before it (the game's move_preview), never from the whole state."""
    window = open_window(qtbot, finished_save(tmp_path, "elfenland"))
    review = reviewed(qtbot, window)
    seen = []
    real = window.rules.observation
    monkeypatch.setattr(window.rules, "observation",
                        lambda state, seat: seen.append(seat) or real(state, seat))
    window.show_decision(review.decisions[0])
    assert seen and set(seen) == {0}


def test_the_seat_chooser_reviews_another_seat(qtbot, tmp_path, fake):
    window = open_window(qtbot, finished_save(tmp_path, "elfenland"))
    reviewed(qtbot, window)
    window.seat_box.setCurrentIndex(2)
    qtbot.waitUntil(lambda: window.review() is not None and window.review().seat == 2,
                    timeout=20000)
    assert set(window.reviews) == {0, 2}


# -- entry points ------------------------------------------------------------------------------
def test_the_replay_window_opens_the_review(qtbot, tmp_path, fake):
    path = finished_save(tmp_path, "tiwanaku")
    viewer = replay_viewer_for(path)
    qtbot.addWidget(viewer)
    assert viewer.review_action.isEnabled()
    window = viewer.review_game()
    qtbot.addWidget(window)
    assert isinstance(window, ReviewWindow) and window.saved.moves == savefile.load(
        path, games.rules("tiwanaku"))[0].moves


def test_an_unfinished_replay_offers_no_review(qtbot, tmp_path, fake):
    path = finished_save(tmp_path, "elfenland", seed=2, moves=20)
    viewer = replay_viewer_for(path)
    qtbot.addWidget(viewer)
    assert not viewer.review_action.isEnabled() and viewer.review_game() is None


def test_the_menu_opens_a_saved_game_s_review(shell_window, qtbot, tmp_path, fake, monkeypatch):
    path = finished_save(tmp_path, "lewisclark")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    shell_window.review_action.trigger()
    windows = shell_window.findChildren(ReviewWindow)
    assert len(windows) == 1 and windows[0].saved.game == "lewisclark"
    reviewed(qtbot, windows[0])
    assert "review" in json.loads(path.read_text(encoding="utf-8"))["extra"]


def test_the_end_dialog_reviews_the_game_just_played(shell_window, qtbot, fake, monkeypatch):
    w = shell_window
    w.show()
    monkeypatch.setattr(QDialog, "exec", lambda d: d.findChild(QPushButton, "end_review").click())
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Ben", "orange", "normal")], 5, 0,
                           options={"mode": "competitive", "board": "short"}, game="tiwanaku"))
    c = w.controller
    while not c.is_over():
        c.play_bot_moves_now(1, seed=len(c.stack.done))
    qtbot.waitUntil(lambda: len(w.findChildren(ReviewWindow)) == 1, timeout=5000)
    window = w.findChildren(ReviewWindow)[0]
    review = reviewed(qtbot, window)
    assert review.seat == 0 and window.saved.moves == c.stack.move_texts
    assert c.extra["review"] == {"0": review.to_dict()}  # saved with the game from now on


def test_a_bad_file_for_review_is_one_line_and_status_2(tmp_path, capsys):
    bad = tmp_path / "bad.lcsave"
    bad.write_text("{}", encoding="utf-8")
    assert app.main(["--review", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("lewisclark-desktop: cannot review ")


def test_an_unfinished_game_is_not_reviewed_from_the_command_line(tmp_path, capsys):
    path = finished_save(tmp_path, "tiwanaku", seed=1, moves=6)
    assert app.main(["--review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not finished" in err


def test_open_review_file_refuses_a_bad_file_with_a_message(qtbot, tmp_path, monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
    bad = tmp_path / "bad.lcsave"
    bad.write_text("not json", encoding="utf-8")
    assert open_review_file(bad) is None and len(said) == 1


def test_kept_reviews_leave_out_the_damaged_and_the_misplaced():
    good = Review("tiwanaku", 1, "points", (Decision(3, "a", "b", 2.0, True, {}, 5.0, 3.0),))
    beyond = Review("tiwanaku", 3, "points", (Decision(9, "a", "b", 2.0, True, {}, 5.0, 3.0),))
    other = Review("tiwanaku", 4, "points", (Decision(2, "a", "b", 2.0, True, {}, 5.0, 3.0),))
    saved = savefile.SaveGame("tiwanaku", {}, 0, [], ["x", "x", "x", "a", "x"], extra={"review": {
        "1": good.to_dict(), "0": good.to_dict(), "2": {"format": 1}, "3": beyond.to_dict(),
        "4": other.to_dict()}})
    assert review_store.kept_reviews(saved) == {1: good}


def test_a_point_s_tooltip_says_its_move_and_value(qtbot, tmp_path, fake):
    window = open_window(qtbot, finished_save(tmp_path, "lewisclark"))
    review = reviewed(qtbot, window)
    marked = review.marked()[0]
    assert window._tip(marked.index + 1, 17.0, marked) == (
        f"Move {marked.index + 1}: 17.0 turns to Fort Clatsop\nThis cost you about 3 turns.")


def test_the_game_in_the_window_keeps_its_review_in_the_player_s_file(shell_window, qtbot,
                                                                      tmp_path, fake):
    """A finished game opened from the player's file: its review is written into that file too
    (through the controller's save, integrity intact) and opens at once the next time."""
    path = finished_save(tmp_path, "elfenland")
    w = shell_window
    w._end_shown = True  # no end dialog for this test
    assert w.open_path(str(path))
    first = w.review_current()
    review = reviewed(qtbot, first)
    assert w.review_current() is first  # asked again while open: the same window
    _, saved, _ = games.load_save(path)
    assert saved.genuine and review_store.kept_reviews(saved) == {0: review}
    first.close()
    fake.calls = 0
    again = w.review_current()
    assert again is not first and again.review() == review and fake.calls == 0


def test_a_screenshot_of_the_review_waits_for_it(qapp, tmp_path, fake):
    """--review FILE --screenshot PNG: the window once the review is made; the file unchanged."""
    path = finished_save(tmp_path, "tiwanaku")
    before = path.read_bytes()
    png = tmp_path / "review.png"
    args = app.parse_args(["--review", str(path), "--screenshot", str(png), "--size", "1280x720",
                           "--lang", "en"])
    assert app.review_screenshot(qapp, args) == 0
    assert png.stat().st_size > 0 and path.read_bytes() == before and fake.calls > 0


def test_the_runner_asks_the_bots_process_one_decision_at_a_time(qtbot, tmp_path, fake):
    """Out of the tests' in-process mode, each decision goes to BotProcess.review (the bots'
    worker process), and Cancel also sets that process's stop event."""
    saved, _ = review_store.load_for_review(finished_save(tmp_path, "tiwanaku"))

    class Process:
        asked, cancels = [], 0

        def review(self, saved, index, seat, quick, seed):
            self.asked.append((index, seat, quick, seed))
            return fake.review_decision(saved, index, seat, quick, seed)

        def cancel(self):
            Process.cancels += 1

        def close(self):
            pass

    runner = ReviewRunner(quick=True, seed=9, in_process=False)
    runner._process = Process()
    with qtbot.waitSignal(runner.finished, timeout=20000) as done:
        runner.start(saved, 0)
    found = fake.decisions_of(saved, 0)
    assert Process.asked == [(k, 0, True, 9) for k in found]
    assert [d.index for d in done.args[0].decisions] == found and done.args[0].quick
    runner.cancel()
    assert Process.cancels == 1
