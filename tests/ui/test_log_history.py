"""The game log, the History dock and the questions before a game is replaced or left."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QCloseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox  # noqa: E402

from lewisclark_desktop import paths  # noqa: E402
from lewisclark_desktop.lewisclark import positions  # noqa: E402
from lewisclark_desktop.lewisclark.cards import STRENGTH  # noqa: E402
from lewisclark_desktop.ui import i18n  # noqa: E402
from lewisclark_desktop.ui.lewisclark import texts  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from test_main_window import make_window, perform  # noqa: E402,F401  (the window fixture)

HOT_SEAT = [Seat("Ann", "blue"), Seat("Ben", "orange")]


def log_texts(w):
    return [w.log_list.item(i).text() for i in range(w.log_list.count())]


def history_texts(w):
    return _all_texts(w.history)


def answer_questions(monkeypatch, button):
    """Every QMessageBox answers `button`; returns the list of (objectName, text) asked."""
    asked = []

    def fake_exec(box):
        asked.append((box.objectName(), box.text()))
        return button

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return asked


def uncover(w, qtbot):
    if w.covered:
        qtbot.mouseClick(w.cover, Qt.LeftButton)


def hot_seat_game(make_window, seed=4):
    """A window with Ann and Ben at one screen, Ann to move first."""
    w = make_window()
    w.start_game(GameSetup(list(HOT_SEAT), seed=seed, first_player=0))
    return w


def play_a_village_move(w, qtbot, monkeypatch):
    """The seat to move (its hand uncovered) makes its first Village move through the widgets."""
    uncover(w, qtbot)
    perform(w, qtbot, monkeypatch, next(m for m in w.table.panel.legal if m.kind == "village"))


def play_with_support(w, qtbot, monkeypatch):
    """Ann plays a character with a face-down support card through the widgets; returns the
    move."""
    uncover(w, qtbot)
    move = next(m for m in w.table.panel.legal if m.kind == "play" and m.card2 >= 0
                and texts.card_name(m.card2) != texts.card_name(m.card))
    perform(w, qtbot, monkeypatch, move)
    assert len(w.controller.stack) == 1
    return move


# ------------------------------------------------------------------ A6: the log keeps secrets
def test_face_down_support_card_is_never_named_in_the_log_or_the_history(make_window, qtbot,
                                                                         monkeypatch):
    w = hot_seat_game(make_window)
    move = play_with_support(w, qtbot, monkeypatch)
    strength = STRENGTH[move.card2] + move.n
    try:
        for lang in ("en", "ja"):
            w.set_language(lang)
            w.refresh()
            secret = texts.card_name(move.card2)
            shown = log_texts(w) + history_texts(w) + [text for _, text in w.controller.log]
            shown += [w.controller.undo_stack.command(i).text()
                      for i in range(w.controller.undo_stack.count())]
            assert not any(secret in text for text in shown), (secret, shown)
            line = log_texts(w)[0]
            assert texts.card_name(move.card) in line and str(strength) in line
    finally:
        w.set_language("en")
    assert log_texts(w)[0].startswith("Ann: Play ") and "face-down card" in log_texts(w)[0]


def test_the_log_wraps_long_lines_and_names_every_seat_with_its_bot_level(make_window, qtbot):
    w = make_window(size=(1280, 720))
    long_name = "Meriwether Lewis of the Corps of Discovery, Captain"
    w.start_game(GameSetup([Seat(long_name, "blue"), Seat("Bob", "orange", "normal"),
                            Seat("Cy", "green", "hard")], seed=3, first_player=0))
    assert w.log_seats.text() == f"{long_name} (Human) · Bob (Bot: normal) · Cy (Bot: hard)"
    w.controller.autoplay = False
    uncover(w, qtbot)
    w.controller.play_bot_moves_now(1, seed=1)
    w.log_dock.show()
    w.log_dock.raise_()
    qtbot.waitUntil(lambda: w.log_list.isVisible())
    w.resizeDocks([w.log_dock], [260], Qt.Horizontal)
    QApplication.processEvents()
    view = w.log_list
    rect = view.visualItemRect(view.item(0))
    assert view.horizontalScrollBar().maximum() == 0
    assert rect.right() <= view.viewport().width()
    assert rect.height() >= 2 * view.fontMetrics().height()  # the long line takes two lines or more


def test_the_solo_log_header_gives_mackenzies_level(make_window):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "green")], seed=2, solo_level=5))
    assert w.log_seats.text() == "Ann (Human) · Mackenzie (level 5)"


# ------------------------------------------------------------------ A5: History
def select_moment(w, moment, child=False):
    tree = w.history.tree
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        items = [top.child(k) for k in range(top.childCount())] if child else [top]
        for item in items:
            if item.data(0, Qt.UserRole + 1) == moment:
                tree.setCurrentItem(item)
                return item
    raise AssertionError(f"no moment {moment}")


def test_history_starts_with_the_start_of_game_and_browses_a_moment_read_only(make_window, qtbot,
                                                                             monkeypatch):
    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], seed=8,
                           first_player=0))
    w.controller.autoplay = False
    start = positions.state_hash(w.controller.state)
    play_a_village_move(w, qtbot, monkeypatch)
    while w.controller.state.current == 0:  # the rest of Ann's turn
        legal = w.table.panel.legal
        perform(w, qtbot, monkeypatch, next((m for m in legal if m.kind == "end"), legal[0]))
    ann = len(w.controller.stack)
    w.controller.play_bot_moves_now(1, seed=2)  # the bot's turn so far
    live = positions.state_hash(w.controller.state)
    moments = w.history.moments()
    assert moments[0] == ("Start of game", 0)
    assert moments[1] == ("Turn 1 — Ann", ann)
    assert moments[2] == ("Turn 2 — Bot (latest)", ann + 1)
    assert history_texts(w)[2] == log_texts(w)[0]  # a turn opens on its moves
    assert not w.back_button.isVisible() and not w.history.back.isVisibleTo(w.history)

    select_moment(w, 0)  # the start of the game, shown but not played
    assert w.browse_at == 0
    assert positions.state_hash(w.table.board._state) == start
    assert positions.state_hash(w.controller.state) == live
    assert w.back_button.isVisible() and w.history.back.isVisibleTo(w.history)
    assert not w.table.panel.interactive and not w.undo_action.isEnabled()
    assert w.table.hand.currentWidget() is w.table.hand.hidden  # hands are not shown from the past
    assert "History" in w.status.text()

    select_moment(w, 1, child=True)  # after Ann's first move
    assert positions.state_hash(w.table.board._state) == positions.state_hash(w.controller.stack.done[1].before)
    qtbot.mouseClick(w.back_button, Qt.LeftButton)
    assert w.browse_at == -1 and not w.back_button.isVisible()
    assert positions.state_hash(w.table.board._state) == live
    assert w.history.tree.selectedItems() == []

    select_moment(w, ann)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key_Escape)  # Esc goes back too
    assert w.browse_at == -1 and positions.state_hash(w.table.board._state) == live


def test_history_in_japanese_and_a_new_game_leaves_the_browsed_moment(make_window, qtbot,
                                                                       monkeypatch):
    w = hot_seat_game(make_window, seed=5)
    play_a_village_move(w, qtbot, monkeypatch)
    try:
        w.set_language("ja")
        assert w.history.moments()[0] == ("ゲーム開始", 0)
        assert w.history.back.text() == "ゲームに戻る"
    finally:
        w.set_language("en")
    select_moment(w, 0)
    assert w.browse_at == 0
    w.start_game(GameSetup(list(HOT_SEAT), seed=6, first_player=0))  # the game over is over
    assert w.browse_at == -1 and w.history.moments() == [("Start of game", 0)]


# ------------------------------------------------------------------ A7: nothing replaced without asking
def new_game_accepts(monkeypatch):
    from lewisclark_desktop.ui import new_game_dialog

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", lambda dialog: 1)


def test_new_game_asks_before_it_replaces_a_game_with_unsaved_moves(make_window, qtbot, monkeypatch):
    w = hot_seat_game(make_window)
    new_game_accepts(monkeypatch)
    asked = answer_questions(monkeypatch, QMessageBox.Cancel)
    w.new_game_dialog()  # no move yet: nothing to lose, no question
    assert asked == []
    old = w.controller.stack
    play_a_village_move(w, qtbot, monkeypatch)
    moves = list(w.controller.stack.move_texts)
    asked = answer_questions(monkeypatch, QMessageBox.Cancel)
    w.new_action.trigger()
    assert [name for name, _ in asked] == ["leaveConfirm"]
    assert "not saved" in asked[0][1]
    assert w.controller.stack.move_texts == moves  # Cancel: the game stays
    asked = answer_questions(monkeypatch, QMessageBox.Discard)
    w.new_action.trigger()
    assert len(asked) == 1 and len(w.controller.stack) == 0 and w.controller.stack is not old


def test_save_first_then_the_new_game_and_no_question_once_saved(make_window, qtbot, monkeypatch,
                                                                 tmp_path):
    w = hot_seat_game(make_window)
    play_a_village_move(w, qtbot, monkeypatch)
    target = tmp_path / "mine.lcsave"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    new_game_accepts(monkeypatch)
    asked = answer_questions(monkeypatch, QMessageBox.Save)
    w.new_game_dialog()
    assert len(asked) == 1 and target.exists()  # saved first, then replaced
    assert len(w.controller.stack) == 0
    # A game whose moves are all in a file of the player's choosing: no question.
    play_a_village_move(w, qtbot, monkeypatch)
    w._write(str(target))
    asked = answer_questions(monkeypatch, QMessageBox.Cancel)
    w.new_game_dialog()
    assert asked == [] and len(w.controller.stack) == 0
    # Cancelling the save dialog keeps the game.
    play_a_village_move(w, qtbot, monkeypatch)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    asked = answer_questions(monkeypatch, QMessageBox.Save)
    w.new_game_dialog()
    assert len(asked) == 1 and len(w.controller.stack) == 1


def test_open_asks_and_a_resumed_autosave_still_counts_as_unsaved(make_window, qtbot, monkeypatch,
                                                                  tmp_path):
    w = hot_seat_game(make_window)
    play_a_village_move(w, qtbot, monkeypatch)
    other = tmp_path / "other.lcsave"
    w._write(str(other))
    w2 = make_window()
    assert w2.open_path(str(paths.autosave_file()))  # resumed: only in the autosave
    assert w2.unsaved_moves()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    asked = answer_questions(monkeypatch, QMessageBox.Cancel)
    w2.open_action.trigger()
    assert len(asked) == 1 and w2.current_path == str(paths.autosave_file())
    asked = answer_questions(monkeypatch, QMessageBox.Discard)
    w2.open_action.trigger()
    assert len(asked) == 1 and w2.current_path == str(other)
    assert not w2.unsaved_moves()  # opened from the player's own file


def test_quit_and_the_close_button_ask_but_a_finished_game_does_not(make_window, qtbot, monkeypatch):
    w = hot_seat_game(make_window)
    play_a_village_move(w, qtbot, monkeypatch)
    asked = answer_questions(monkeypatch, QMessageBox.Cancel)
    w.quit_action.trigger()
    assert len(asked) == 1 and w.isVisible()
    close = QCloseEvent()
    close.spontaneous = lambda: True  # the window manager's close button
    w.closeEvent(close)
    assert len(asked) == 2 and not close.isAccepted()
    asked = answer_questions(monkeypatch, QMessageBox.Discard)
    w.quit_action.trigger()
    assert len(asked) == 1 and not w.isVisible()
    assert paths.autosave_file().exists()  # the game can be resumed

    done = make_window()
    done.start_game(GameSetup([Seat("Ann", "green")], seed=11, solo_level=7))
    done.controller.play_bot_moves_now(3000, seed=1)  # random moves until Mackenzie arrives
    assert done.controller.state.over  # a finished game: nothing to lose
    asked = answer_questions(monkeypatch, QMessageBox.Cancel)
    done.quit_action.trigger()
    assert asked == [] and not done.isVisible()


def test_the_question_is_translated(make_window, qtbot, monkeypatch):
    w = hot_seat_game(make_window)
    play_a_village_move(w, qtbot, monkeypatch)
    asked = answer_questions(monkeypatch, QMessageBox.Cancel)
    try:
        w.set_language("ja")
        w.quit_action.trigger()
    finally:
        w.set_language("en")
    assert len(asked) == 1 and "保存" in asked[0][1]
    assert i18n.current_language() == "en"


def test_log_and_history_follow_moves_undo_and_redo_as_a_fresh_build_would(make_window, qtbot,
                                                                           monkeypatch):
    from lewisclark_desktop.ui.game_log import line_text, log_lines
    from lewisclark_desktop.ui.history_view import LIVE, HistoryView

    w = make_window()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random"),
                            Seat("Cy", "green", "random")], seed=9, first_player=0))
    w.controller.autoplay = False
    undone = 0
    for step in range(40):
        c = w.controller
        if c.seats[c.state.current].is_bot:
            c.play_bot_moves_now(1, seed=step)
        elif step % 4 == 3 and w.undo_action.isEnabled():
            w.undo_action.trigger()
            undone += 1
        elif step % 4 == 0 and w.redo_action.isEnabled():
            w.redo_action.trigger()
        else:
            legal = w.table.panel.legal
            perform(w, qtbot, monkeypatch, legal[step % len(legal)])
        lines = log_lines(c.stack)
        assert log_texts(w) == [line_text(line, c.seats) for line in lines]
        fresh = HistoryView()
        fresh.set_game(lines, c.seats, len(c.stack), LIVE)
        assert w.history.moments() == fresh.moments()
        assert history_texts(w) == _all_texts(fresh)
        fresh.deleteLater()
    assert undone >= 2


def _all_texts(view):
    tree, out = view.tree, []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        out.append(top.text(0))
        out.extend(top.child(k).text(0) for k in range(top.childCount()))
    return out
