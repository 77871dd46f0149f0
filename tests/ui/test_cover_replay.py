"""A hot-seat game (two humans and a bot): when the next human lifts the cover, the moves the
others made since that human's last decision are played on the board, one after another, each
at the Bot speed (issue 33, point 2); Instant plays none, nothing plays under the cover, and undo
or a new game stops the walk."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop.bots.random_bot import RandomBot  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.move_marks import touches_to_mark  # noqa: E402

SEATS = [Seat("Ann", "red", "human"), Seat("Bob", "blue", "human"), Seat("Cy", "green", "normal")]


@pytest.fixture
def hot_seat(shell_window, qapp):
    """Elfenland with two humans and a bot at 1280x720; every seat's moves played by the test."""
    w = shell_window
    w.resize(1280, 720)
    w.show()
    w.start_game(GameSetup(list(SEATS), 5, 0, None, {}, "elfenland"))
    qapp.processEvents()
    return w


def walking(w, seat):
    """The others' moves since `seat`'s last decision that walk on the board, in order."""
    c = w.controller
    touches = touches_to_mark(c.stack.done, c.state, w.table.move_touches, {seat})
    return [t for t in touches if t.path and w.table._walker(t) is not None]


def until_cover_with_walks(w, bot, walks=2, moves=400):
    """Play every seat's moves until the cover hides the table from a human the others walked
    `walks` times for; nothing animates under the cover meanwhile."""
    c = w.controller
    for _ in range(moves):
        if w.covered:
            assert not w.table.marks.animating and not w.replay.running
            if len(walking(w, c.current_seat())) >= walks:
                return c.current_seat()
            w.cover.click()
            w._stop_animations()  # this test's turn goes on at once
        seat = c.current_seat()
        assert c._push(bot.choose(c.rules, c.rules.observation(c.state, seat))) is None
        if w.covered:
            assert not w.table.marks.animating and not w.replay.running
    raise AssertionError("the cover never hid walks of the others")


def record_animations(w, monkeypatch):
    """Every animation the table is asked for: (touch, ms, walks already running)."""
    asked = []
    animate = w.table.animate

    def recording(touch, ms):
        asked.append((touch, ms, len(w.table.marks.animations)))
        return animate(touch, ms)
    monkeypatch.setattr(w.table, "animate", recording)
    return asked


def test_lifting_the_cover_plays_the_others_moves_in_order(hot_seat, qtbot, monkeypatch):
    w = hot_seat
    w.set_bot_pace(150)
    seat = until_cover_with_walks(w, RandomBot(3))
    expected = walking(w, seat)
    asked = record_animations(w, monkeypatch)
    w.cover.click()
    assert not w.covered and w.table.marks.animating and w.replay.running
    assert len(asked) == 1  # one move at a time
    qtbot.waitUntil(lambda: not w.replay.running, timeout=150 * len(expected) + 3000)
    assert [touch for touch, _, _ in asked] == expected
    assert {ms for _, ms, _ in asked} == {150}  # each at the Bot speed
    assert all(running == 0 for _, _, running in asked)  # each after the one before it ended
    assert not w.table.marks.animating
    assert w.table.marked_keys()  # the marks stay until the human acts


def test_instant_pace_plays_nothing_when_the_cover_lifts(hot_seat, monkeypatch):
    w = hot_seat
    w.set_bot_pace(0)
    until_cover_with_walks(w, RandomBot(3))
    asked = record_animations(w, monkeypatch)
    w.cover.click()
    assert not w.covered
    assert asked == [] and not w.replay.running and not w.table.marks.animating


def test_undo_and_a_new_game_stop_the_walk(hot_seat, qtbot):
    w = hot_seat
    w.set_bot_pace(1000)
    for stop in (w.undo, lambda: w.start_game(GameSetup(list(SEATS), 6, 0, None, {}, "elfenland"))):
        until_cover_with_walks(w, RandomBot(4))
        w.cover.click()
        assert w.replay.running and w.table.marks.animating
        tokens = [t for _, t in w.table.marks.animations]
        stop()
        assert not w.replay.running and not w.table.marks.animating
        assert all(t.scene() is None for t in tokens)
        qtbot.wait(50)
        assert not w.table.marks.animating  # no next move starts after the stop


def test_the_humans_move_ends_the_walk_at_the_current_move(hot_seat, qtbot):
    w = hot_seat
    w.set_bot_pace(1000)
    until_cover_with_walks(w, RandomBot(5), walks=3)
    w.cover.click()
    c = w.controller
    assert w.replay.pending
    c._push(RandomBot(5).choose(c.rules, c.rules.observation(c.state, c.current_seat())))
    assert w.replay.pending == [] and not w.replay.running
