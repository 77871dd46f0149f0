"""The main window driven through its widgets and signals, as a player would."""

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from lewisclark_desktop.lewisclark import positions  # noqa: E402
from lewisclark_desktop.lewisclark.village import CIRCLES, LOCATIONS  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.ui.lewisclark import end_dialog  # noqa: E402
from lewisclark_desktop.ui.lewisclark import recruit_dialog  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.lewisclark.decision_panel import MOVE_ROLE  # noqa: E402
from lewisclark_desktop.ui.lewisclark.hand_model import CARD_ROLE  # noqa: E402


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    shown = {}

    def fake_end_exec(dialog):
        shown["end"] = dialog.findChild(object, "winnerText").text()
        dialog.choice = "close"
        return 1

    monkeypatch.setattr(end_dialog.EndOfGameDialog, "exec", fake_end_exec)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.Ok)
    windows = []

    def make(pace_ms=0, size=None):
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
        settings.setValue(main_window.PACE_KEY, pace_ms)  # bots move at once unless a test asks
        w = main_window.MainWindow(settings=settings)
        qtbot.addWidget(w)
        if size:
            w.resize(*size)
        w.show()
        w.shown = shown
        windows.append(w)
        return w

    yield make
    for w in windows:
        w.controller.shutdown()


def click_card(w, qtbot, card):
    model, view = w.table.hand.model, w.table.hand.view
    row = next(r for r in range(model.rowCount()) if model.index(r).data(CARD_ROLE) == card)
    index = model.index(row)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.visualRect(index).center())


def perform(w, qtbot, monkeypatch, move):
    """Make `move` the way a player would: hand clicks, board clicks, buttons, choice list."""
    panel = w.table.panel
    k = move.kind
    if k == "play":
        click_card(w, qtbot, move.card)
        if move.card2 >= 0:
            click_card(w, qtbot, move.card2)
        panel.indians.setValue(move.n)
        assert panel.play_button.isEnabled(), panel.play_button.toolTip()
        qtbot.mouseClick(panel.play_button, Qt.LeftButton)
    elif k == "village":
        if CIRCLES[LOCATIONS.index(move.key)] == 0:
            panel.village_count.setValue(move.n)
        w.table.board.locationClicked.emit(move.key)
    elif k == "recruit":
        def choose(dialog):
            for i in range(dialog.options.count()):
                if dialog.options.item(i).data(recruit_dialog.MOVE_ROLE) == move:
                    dialog.options.setCurrentRow(i)
            return 1

        monkeypatch.setattr(recruit_dialog.RecruitDialog, "exec", choose)
        w.table.board.journalSlotClicked.emit(move.n)
    elif k == "camp":
        qtbot.mouseClick(panel.camp_button, Qt.LeftButton)
    elif k == "end":
        qtbot.mouseClick(panel.end_button, Qt.LeftButton)
    elif k == "discard":
        click_card(w, qtbot, move.card)
    elif k == "stop":
        qtbot.mouseClick(panel.stop_button, Qt.LeftButton)
    else:
        items = [panel.choices.item(i) for i in range(panel.choices.count())]
        item = next(i for i in items if i.data(MOVE_ROLE) == move)
        panel.choices.setCurrentItem(item)
        qtbot.mouseClick(panel.do_button, Qt.LeftButton)


def test_whole_solo_game_to_its_end_through_the_widgets(make_window, qtbot, monkeypatch):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "green")], seed=11, solo_level=7))
    assert "Mackenzie reaches Fort Clatsop in 32 turn" in w.status.text()
    rng = random.Random(5)
    moves = 0
    while not w.controller.state.over:
        before = len(w.controller.stack)
        legal = w.table.panel.legal
        # Lean towards finishing turns so that the race runs its course quickly.
        move = next((m for m in legal if m.kind == "end"), None) if rng.random() < 0.5 else None
        move = move or rng.choice(legal)
        perform(w, qtbot, monkeypatch, move)
        assert len(w.controller.stack) == before + 1, (str(move), w.table.panel.message.text())
        moves += 1
        assert moves < 2000
    state = w.controller.state
    assert state.mackenzie >= 44 and state.winner is None
    qtbot.waitUntil(lambda: "end" in w.shown)
    assert "Mackenzie" in w.shown["end"]
    log = [w.log_list.item(i).text() for i in range(w.log_list.count())]
    steps = [line for line in log if line.startswith("Mackenzie: ")]
    assert len(log) == moves + len(steps)  # a line per move, and Mackenzie's steps
    assert len(steps) == w.controller.state.turn + 1  # he moves after each of Ann's turns
    assert steps[0] == "Mackenzie: moves on to space 13 (Fort Clatsop is space 44)."
    assert steps[-1] == "Mackenzie: reaches Fort Clatsop."
    assert "Mackenzie" in w.status.text()
    # The finished game is in the statistics once, also after reopening its save.
    from lewisclark_desktop import paths
    from lewisclark_desktop.stats import StatsDB

    db = StatsDB(paths.stats_file())
    assert db.game_count() == 1 and db.solo_results() == [(7, 1, 0)]
    db.close()
    saved = paths.data_dir() / "finished.lcsave"
    w._write(str(saved))
    w2 = make_window()
    assert w2.open_path(str(saved))
    db = StatsDB(paths.stats_file())
    assert db.game_count() == 1
    db.close()
    # The replay of the game just finished ends where the game ended.
    viewer = w.replay_current()
    viewer.set_index(len(w.controller.stack))
    assert positions.state_hash(viewer.state()) == positions.state_hash(state)


def test_hot_seat_cover_hides_the_next_hand_until_clicked(make_window, qtbot, monkeypatch):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Ben", "orange")], seed=3, first_player=0))
    assert w.covered and "Ann" in w.cover.text()
    assert w.table.hand.model.rowCount() == 0 and not w.table.panel.pages.isEnabled()
    qtbot.mouseClick(w.cover, Qt.LeftButton)
    assert not w.covered
    ann_hand = set(w.controller.state.players[0].hand)
    assert {w.table.hand.model.index(r).data(CARD_ROLE) for r in range(w.table.hand.model.rowCount())} == ann_hand
    perform(w, qtbot, monkeypatch, next(m for m in w.table.panel.legal if m.kind == "village"))
    while w.controller.state.frames:
        perform(w, qtbot, monkeypatch, w.table.panel.legal[0])
    perform(w, qtbot, monkeypatch, next(m for m in w.table.panel.legal if m.kind == "end"))
    assert w.controller.state.current == 1
    assert w.covered and "Ben" in w.cover.text()
    assert w.table.hand.model.rowCount() == 0  # Ann's hand is gone, Ben's not shown yet
    qtbot.mouseClick(w.cover, Qt.LeftButton)
    ben_hand = set(w.controller.state.players[1].hand)
    assert {w.table.hand.model.index(r).data(CARD_ROLE) for r in range(w.table.hand.model.rowCount())} == ben_hand


def test_undo_and_redo_from_the_keyboard(make_window, qtbot, monkeypatch):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], seed=8,
                           first_player=0))
    start = positions.state_hash(w.controller.state)
    perform(w, qtbot, monkeypatch, next(m for m in w.table.panel.legal if m.kind == "village"
                                        and m.key == "hunting"))
    after = positions.state_hash(w.controller.state)
    assert after != start
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert len(w.controller.stack) == 0
    assert positions.state_hash(w.controller.state) == start
    assert w.log_list.count() == 0
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert positions.state_hash(w.controller.state) == after
    assert w.history.moments() == [("Start of game", 0), ("Turn 1 — Ann (latest)", 1)]


def test_bot_thinks_in_a_worker_and_the_game_goes_on(make_window, qtbot, monkeypatch):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], seed=4,
                           first_player=1))
    qtbot.waitUntil(lambda: w.controller.state.current == 0 and not w.controller.bot_thinking,
                    timeout=10000)
    assert w.controller._thread.isRunning()
    assert w.log_list.count() >= 2  # the bot's action and its end of turn
    assert not w.covered and w.table.panel.pages.isEnabled()


def test_save_open_and_resume_after_a_crash(make_window, qtbot, monkeypatch, tmp_path):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "yellow")], seed=21, first_player=0))
    qtbot.mouseClick(w.cover, Qt.LeftButton)
    perform(w, qtbot, monkeypatch, next(m for m in w.table.panel.legal if m.kind == "village"))
    saved_hash = positions.state_hash(w.controller.state)
    path = tmp_path / "mine.lcsave"
    w._write(str(path))
    assert path.exists()
    # A second window as after a crash: the autosave holds the last move.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    w2 = make_window()
    assert w2.offer_resume()
    assert positions.state_hash(w2.controller.state) == saved_hash
    w3 = make_window()
    assert w3.open_path(str(path))
    assert positions.state_hash(w3.controller.state) == saved_hash
    assert [s.name for s in w3.controller.seats] == ["Ann", "Cy"]


def test_damaged_save_is_refused_with_the_reason_and_the_game_stays(make_window, monkeypatch, tmp_path):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], seed=2,
                           first_player=0))
    before = positions.state_hash(w.controller.state)
    bad = tmp_path / "bad.lcsave"
    bad.write_text('{"format": "boardgame-desktop-save", "version": 1, "game": "lewisclark", "mo')
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    assert not w.open_path(str(bad))
    assert warnings and "damaged or truncated" in warnings[0]
    assert positions.state_hash(w.controller.state) == before


def test_illegal_choices_are_greyed_with_a_reason(make_window, qtbot):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], seed=2,
                           first_player=0))
    assert not w.table.panel.end_button.isEnabled()
    assert "action" in w.table.panel.end_button.toolTip()
    assert not w.table.panel.play_button.isEnabled() and w.table.panel.play_button.toolTip()


def test_panel_buttons_answer_their_alt_keys(make_window, qtbot):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], seed=6,
                           first_player=0))
    c = w.controller
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    village = next(m for m in c.legal_moves() if m.kind == "village" and m.key == "hunting")
    assert c.apply(village) is None
    # A mnemonic "animates" the click: the button fires a moment after the key.
    qtbot.keyClick(w, Qt.Key_D, Qt.AltModifier)  # "Do it": the Village action's first choice
    qtbot.waitUntil(lambda: not c.state.frames, timeout=5000)
    assert w.table.panel.end_button.isEnabled()
    ann_moves = len(c.stack)
    qtbot.keyClick(w, Qt.Key_N, Qt.AltModifier)  # "End turn"
    qtbot.waitUntil(lambda: len(c.stack) > ann_moves, timeout=5000)
    assert c.stack.done[ann_moves].move.kind == "end" and c.stack.done[ann_moves].player == 0


def test_hint_suggests_a_legal_move_without_playing_it(make_window, qtbot):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], seed=6,
                           first_player=0))
    before = positions.state_hash(w.controller.state)
    hints = []
    w.controller.hintReady.connect(lambda move, plan: hints.append(move))
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=20000)
    assert hints[0] in w.table.panel.legal
    assert positions.state_hash(w.controller.state) == before
    assert "Hint" in w.table.panel.message.text()
    # The suggested play is set up in the panel: one click on Play plays it.
    assert hints[0].kind == "play" and w.table.panel.candidate_play() == hints[0]
    assert w.table.panel.play_button.isEnabled()
    qtbot.mouseClick(w.table.panel.play_button, Qt.LeftButton)
    assert w.controller.stack.done[-1].move == hints[0]


def test_a_hint_inside_an_effect_selects_the_suggested_choice(make_window, qtbot):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bob", "orange")], seed=3, first_player=0))
    c, rng = w.controller, random.Random(5)
    for _ in range(400):  # random moves until a human decides inside an effect, among several
        if c.state.frames and w.table.panel.choices.count() >= 2:
            break
        assert c.apply(rng.choice(c.legal_moves())) is None
    assert c.state.frames and w.table.panel.choices.count() >= 2
    hints = []
    c.hintReady.connect(lambda move, plan: hints.append(move))
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=20000)
    chosen = w.table.panel.choices.currentItem().data(MOVE_ROLE)
    assert chosen == hints[0] and w.table.panel.choices.currentRow() > 0  # not just the default row


def test_race_dock_follows_moves_and_undo(make_window, qtbot, monkeypatch):
    w = make_window()
    w.controller.autoplay = False  # the bot stays put, so that its turn can be undone into
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], seed=9,
                           first_player=0))
    w.race_dock.show()
    w.race_dock.raise_()
    perform(w, qtbot, monkeypatch, next(m for m in w.table.panel.legal if m.kind == "village"))
    while w.controller.state.frames:
        perform(w, qtbot, monkeypatch, w.table.panel.legal[0])
    perform(w, qtbot, monkeypatch, next(m for m in w.table.panel.legal if m.kind == "end"))
    qtbot.waitUntil(lambda: list(w.race_chart.series()["camp:0"][0]) == [0.0, 0.5])
    assert w.controller.undo()  # back into Ann's turn: the chart forgets the turn that ended
    qtbot.waitUntil(lambda: max(w.race_chart.series()["camp:0"][0]) == 0.0)


def test_random_clicking_never_crashes_or_corrupts_the_game(make_window, qtbot, monkeypatch):
    """A monkey test: clicks anywhere a player could click, in any order."""
    w = make_window()
    w.controller.autoplay = False
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Ben", "orange"), Seat("Bot", "green", "random")],
                           seed=13, first_player=0))
    rng = random.Random(13)
    monkeypatch.setattr(recruit_dialog.RecruitDialog, "exec", lambda d: rng.random() < 0.5)
    buttons = [w.table.panel.play_button, w.table.panel.clear_button, w.table.panel.camp_button, w.table.panel.end_button,
               w.table.panel.do_button, w.table.panel.stop_button, w.cover]
    for step in range(400):
        pick = rng.randrange(7)
        if pick == 0 and w.table.hand.model.rowCount():
            row = rng.randrange(w.table.hand.model.rowCount())
            w.table.panel.card_clicked(w.table.hand.model.index(row).data(CARD_ROLE))
        elif pick == 1:
            w.table.board.locationClicked.emit(rng.choice(LOCATIONS))
        elif pick == 2:
            w.table.board.journalSlotClicked.emit(rng.randint(1, 5))
        elif pick == 3:
            qtbot.mouseClick(rng.choice(buttons), Qt.LeftButton)
        elif pick == 4 and w.table.panel.choices.count():
            w.table.panel.choices.setCurrentRow(rng.randrange(w.table.panel.choices.count()))
        elif pick == 5:
            (w.undo if rng.random() < 0.3 else w.redo)()
        else:
            w.table.panel.indians.setValue(rng.randint(0, 3))
            w.table.panel.village_count.setValue(rng.randint(1, 3))
        if not w.controller.state.over and w.controller.seats[w.controller.state.current].is_bot:
            w.controller.play_bot_moves_now(1, step)
        assert positions.check(w.controller.state) == []
    assert len(w.controller.stack) > 10  # the clicks did play the game


def test_first_start_gives_the_expedition_boards_a_third_of_the_width(make_window, qtbot):
    # Without a saved layout the dock followed size hints and shrank to ~270 px as soon as the
    # human played; it must keep a useful share of the window.
    from lewisclark_desktop.bots.registry import make_bot
    from lewisclark_desktop.lewisclark.game import RULES

    w = make_window(size=(1600, 1000))
    seats = [Seat("Ann", "blue")] + [Seat(n, c, "normal") for n, c in
                                     (("Ben", "orange"), ("Cid", "yellow"), ("Dee", "green"))]
    w.start_game(GameSetup(seats, seed=21, first_player=1))
    c = w.controller
    qtbot.waitUntil(lambda: c.state.current == 0 and not c.bot_thinking, timeout=20000)
    ann = make_bot("normal", 3)
    turn = c.state.turn
    while c.state.turn == turn:  # Ann's turn, played through the controller as clicks would
        assert c.apply(ann.choose(RULES, RULES.observation(c.state, 0))) is None
        QApplication.processEvents()
    assert w.game_docks["expeditionsDock"].width() >= 0.3 * w.width()
    panel = w.table.expeditions_panel
    shown = [panel.own_view] + [s for s in panel.summaries if s.isVisible()]
    assert len(shown) == 4
    assert all(v.width() >= 0.3 * w.width() - 20 for v in shown)


def test_bot_moves_wait_their_pace_and_the_bot_speed_menu_changes_it(make_window, qtbot):
    w = make_window(pace_ms=1000)
    assert w.pace_actions[1000].isChecked()
    w.controller.set_bot_pace(600_000)  # far longer than the test: the move must wait
    w.start_game(GameSetup([Seat("Bot", "blue", "random"), Seat("Ann", "orange")], seed=5,
                           first_player=0))
    qtbot.waitUntil(lambda: w.controller._paced is not None, timeout=10000)
    assert len(w.controller.stack) == 0 and w.controller.bot_thinking
    w.findChild(QAction, "pace_0").trigger()  # View > Bot speed > Instant
    qtbot.waitUntil(lambda: len(w.controller.stack) >= 1, timeout=10000)
    assert w.pace_actions[0].isChecked() and w.controller.bot_pace_ms == 0
    assert w.settings.value(main_window.PACE_KEY, type=int) == 0


def test_a_bot_move_waiting_for_its_pace_is_dropped_by_a_new_game(make_window, qtbot):
    w = make_window()
    w.controller.set_bot_pace(600_000)
    w.start_game(GameSetup([Seat("Bot", "blue", "random"), Seat("Ann", "orange")], seed=5,
                           first_player=0))
    qtbot.waitUntil(lambda: w.controller._paced is not None, timeout=10000)
    w.start_game(GameSetup([Seat("Ann", "orange"), Seat("Bob", "blue")], seed=6, first_player=0))
    assert w.controller._paced is None
    w.controller.set_bot_pace(0)
    QApplication.processEvents()
    assert len(w.controller.stack) == 0 and not w.controller.bot_thinking


def test_window_stays_usable_while_a_hard_bot_thinks(make_window, qtbot, tmp_path):
    """The Hard bot searches in its own process: the window keeps handling events, can save,
    and a new game cancels the search."""
    from PySide6.QtCore import QTimer

    w = make_window()
    w.start_game(GameSetup([Seat("Bot", "blue", "hard"), Seat("Ann", "orange")], seed=3,
                           first_player=0))
    qtbot.waitUntil(lambda: w.controller.bot_thinking, timeout=5000)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(w.controller.bot_thinking))
    timer.start(10)
    qtbot.waitUntil(lambda: ticks.count(True) >= 5, timeout=10000)  # events flow while it thinks
    w._write(str(tmp_path / "during.lcsave"))  # saving works meanwhile
    assert (tmp_path / "during.lcsave").exists()
    timer.stop()
    w.start_game(GameSetup([Seat("Ann", "orange"), Seat("Bob", "blue")], seed=4, first_player=0))
    assert not w.controller.bot_thinking  # the search was cancelled, its answer will be ignored
    assert len(w.controller.stack) == 0
