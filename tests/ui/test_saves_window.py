"""The window's side of save files: whole-file checks before anything is installed, saves that
load again byte for byte, autosave after Open, undo restored after a resume, edited files
reported, and autosave or statistics failures that are reported instead of raised."""

import json
import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from lewisclark_desktop.core import savefile  # noqa: E402
from lewisclark_desktop.testing import savefuzz  # noqa: E402
from lewisclark_desktop.core.commands import CommandStack  # noqa: E402
from lewisclark_desktop.lewisclark import engine, positions  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.ui.controller import (GameController, GameSetup, Seat,  # noqa: E402
                                              default_seat_name)

SEATS = [Seat("Ann", "blue"), Seat("Bot", "orange", "random"), Seat("Cy", "yellow")]


@pytest.fixture
def make_controller(qapp, tmp_path):
    made = []

    def make(autosave=True, stats=None):
        c = GameController(tmp_path / f"auto{len(made)}.lcsave" if autosave else None,
                           stats_path=stats)
        c.autoplay = False  # bots move only when a test says so
        made.append(c)
        return c

    yield make
    for c in made:
        c.shutdown()


def played(make_controller, moves=40, seats=SEATS, seed=11):
    c = make_controller()
    c.new_game(GameSetup([Seat(s.name, s.colour, s.kind) for s in seats], seed, 0))
    c.play_bot_moves_now(moves, seed)
    return c


def saved_bytes(controller, path):
    controller.save(path)
    return path.read_bytes()


def hash_of(c):
    return positions.state_hash(c.state)


def test_window_save_load_save_gives_the_same_bytes(make_controller, tmp_path):
    a = played(make_controller)
    first = saved_bytes(a, tmp_path / "a.lcsave")
    b = make_controller()
    b.load(tmp_path / "a.lcsave")
    assert hash_of(b) == hash_of(a) and [s.name for s in b.seats] == ["Ann", "Bot", "Cy"]
    assert saved_bytes(b, tmp_path / "b.lcsave") == first


def test_an_engine_written_save_with_sparse_seats_resaves_stably(make_controller, tmp_path):
    stack = CommandStack(RULES, RULES.new_state({"players": 2}, 5))
    for i in range(25):
        moves = engine.legal_moves(stack.state)
        stack.apply(moves[(3 * i) % len(moves)])
    path = tmp_path / "engine.lcsave"
    savefile.save(path, RULES, stack, RULES.normalize_options({"players": 2}, 5), 5,
                  [{}, {"name": "Zoe", "kind": "easy"}])
    c = make_controller()
    c.load(path)
    assert [(s.name, s.colour, s.kind) for s in c.seats] == [
        (default_seat_name(0), "blue", "human"), ("Zoe", "orange", "easy")]
    assert default_seat_name(0) in ("Player 1", "プレイヤー1")
    once = saved_bytes(c, tmp_path / "once.lcsave")
    d = make_controller()
    d.load(tmp_path / "once.lcsave")
    assert saved_bytes(d, tmp_path / "twice.lcsave") == once
    assert hash_of(d) == positions.state_hash(stack.state)


def rewrite(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


@pytest.mark.parametrize("change,expected", [
    (lambda d: d["seats"].reverse(), "seat 1 is 'yellow' but plays blue"),
    (lambda d: d["seats"][1].update(colour="purple"), "seat 2 is 'purple' but plays orange"),
    (lambda d: d["seats"][1].update(kind="bot"), "unknown player kind 'bot'"),
    (lambda d: d["seats"].pop(), "2 seats for 3 players"),
], ids=["seats reordered", "seat colour", "seat kind", "seat missing"])
def test_a_file_whose_seats_disagree_is_refused_and_nothing_changes(make_controller, tmp_path,
                                                                     change, expected):
    a = played(make_controller)
    path = tmp_path / "a.lcsave"
    a.save(path)
    rewrite(path, change)
    b = played(make_controller, moves=5, seed=3)
    before, autosave = hash_of(b), b.autosave_path.read_bytes()
    with pytest.raises(savefile.SaveFileError) as info:
        b.load(path)
    assert "the seats do not match the game" in str(info.value) and expected in str(info.value)
    assert hash_of(b) == before and b.autosave_path.read_bytes() == autosave


def test_after_open_the_autosave_holds_the_opened_game_at_once(make_controller, tmp_path):
    a = played(make_controller)
    path = tmp_path / "a.lcsave"
    a.save(path)
    b = played(make_controller, moves=5, seed=3)
    b.load(path)
    assert b.autosave_path.read_bytes() == path.read_bytes()


def human_move_without_reveal(c):
    for move in c.legal_moves():
        trial = c.state.clone()
        RULES.apply(trial, move)
        if trial.reveals == c.state.reveals and trial.current == c.state.current:
            return move
    raise AssertionError("no quiet move")


def test_undo_works_after_a_resume_as_before_the_restart(make_controller, tmp_path):
    hot_seat = [Seat("Ann", "blue"), Seat("Cy", "yellow")]
    a = played(make_controller, moves=0, seats=hot_seat)
    start = hash_of(a)
    assert a.apply(human_move_without_reveal(a)) is None
    assert a.can_undo()
    b = make_controller()
    b.load(a.autosave_path)
    assert b.can_undo() and b.undo_reason() is None
    assert b.undo() and hash_of(b) == start
    assert not b.can_undo()
    # after the turn passes, undo is greyed with the reason
    c = played(make_controller, moves=0, seats=hot_seat)
    while c.state.current == 0:  # play the first turn out, ending it as soon as allowed
        moves = c.legal_moves()
        assert c.apply(next((m for m in moves if m.kind == "end"), moves[0])) is None
    d = make_controller()
    d.load(c.autosave_path)
    assert not d.can_undo()
    assert d.undo_reason() == "moves of an earlier turn cannot be undone"


def test_undo_is_greyed_after_a_reveal_with_that_reason(make_controller):
    c = played(make_controller, moves=0, seats=[Seat("Ann", "blue"), Seat("Cy", "yellow")])
    for _ in range(400):
        before = c.state.reveals
        turn = c.state.turn
        moves = c.legal_moves()
        c.apply(moves[len(c.stack) * 7 % len(moves)])
        if c.state.reveals != before and c.state.turn == turn:
            break
    else:
        pytest.fail("no reveal within the current turn")
    assert not c.can_undo()
    assert c.undo_reason() == "the last move revealed hidden information"


def test_autosave_failures_are_reported_not_raised(make_controller, monkeypatch):
    c = played(make_controller, moves=2)
    errors = []
    c.error.connect(errors.append)

    def broken(*args, **kwargs):
        raise ValueError("seat colours missing")

    monkeypatch.setattr(savefile, "save", broken)
    c.autosave()
    assert errors == ["Autosave failed: seat colours missing"]


def test_a_statistics_failure_at_the_end_is_reported_not_raised(make_controller, tmp_path):
    not_a_folder = tmp_path / "a-file"
    not_a_folder.write_text("x")
    c = played(make_controller, moves=0, seats=[Seat("Ann", "blue")])
    c.stats_path = not_a_folder / "stats.sqlite"  # cannot be created
    errors = []
    c.error.connect(errors.append)
    c.state.over = True  # the end of the game, as the rules would set it
    assert c.record_result() is False
    assert errors and errors[0].startswith("The result could not be recorded")


def test_stale_autosave_temporaries_are_removed_at_start(qapp, tmp_path):
    auto = tmp_path / "autosave.lcsave"
    stale = tmp_path / ".autosave.lcsave.x1y2.tmp"
    stale.write_bytes(b"half a save")
    os.utime(stale, (time.time() - 600, time.time() - 600))
    c = GameController(auto)
    try:
        assert not stale.exists()
    finally:
        c.shutdown()


def test_the_window_says_when_an_opened_file_was_edited(qtbot, tmp_path, monkeypatch, make_controller):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    a = played(make_controller)
    path = tmp_path / "a.lcsave"
    a.save(path)
    rewrite(path, lambda d: d["seats"][0].update(name="Mallory"))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    qtbot.addWidget(w)
    try:
        w.controller.autoplay = False
        assert w.open_path(str(path))
        assert warnings == ["The file was changed after it was saved: this is not the game as "
                            "it was played."]
        game, _ = savefile.load(w.controller.autosave_path, RULES)
        assert game.provenance == savefile.EDITED  # never laundered into a genuine save
    finally:
        w.controller.shutdown()


def test_after_open_the_greyed_undo_says_why_in_its_tooltip(qtbot, tmp_path, monkeypatch,
                                                            make_controller):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    c = played(make_controller, moves=0, seats=[Seat("Ann", "blue"), Seat("Cy", "yellow")])
    while c.state.current == 0:
        moves = c.legal_moves()
        c.apply(next((m for m in moves if m.kind == "end"), moves[0]))
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    qtbot.addWidget(w)
    try:
        assert w.open_path(str(c.autosave_path))
        assert not w.undo_action.isEnabled()
        assert w.undo_action.toolTip() == "Moves of an earlier turn cannot be undone."
        quiet = human_move_without_reveal(w.controller)
        assert w.controller.apply(quiet) is None
        assert w.undo_action.isEnabled()
    finally:
        w.controller.shutdown()


def test_open_refuses_folders_pipes_and_empty_paths_and_the_game_stays(qtbot, tmp_path,
                                                                       monkeypatch):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    fifo = tmp_path / "pipe.lcsave"
    os.mkfifo(fifo)
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    qtbot.addWidget(w)
    try:
        w.controller.autoplay = False
        w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "yellow")], 4, 0))
        before = hash_of(w.controller)
        with savefuzz.time_limit(10):
            for path in (str(tmp_path), str(fifo), ""):
                assert not w.open_path(path)
        assert warnings == [f"{tmp_path.name} is a folder, not a file.",
                            "pipe.lcsave is not a regular file.", "No file name given."]
        assert hash_of(w.controller) == before
    finally:
        w.controller.shutdown()
