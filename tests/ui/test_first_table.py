"""Issue 35 (start-up): a window started to open a save file builds that game's table first,
instead of the default game's table and then the file's."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from saves import new_game_save  # noqa: E402


@pytest.fixture
def window_for(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    built = []
    tables = []
    use_table = main_window.MainWindow._use_table
    monkeypatch.setattr(main_window.MainWindow, "_use_table",
                        lambda w, game: tables.append(game.id) or use_table(w, game))

    def make(opens):
        w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"),
                                                      QSettings.IniFormat), opens=opens)
        qtbot.addWidget(w)
        w.controller.autoplay = False
        built.append(w)
        return w, tables

    yield make
    for w in built:
        w.controller.shutdown()


@pytest.mark.parametrize("game_id", ["elfenland", "tiwanaku", "lewisclark"])
def test_the_files_game_table_is_the_first_built(window_for, tmp_path, game_id):
    path = new_game_save(game_id, tmp_path, "random")
    w, tables = window_for(path)
    assert type(w.table) is games.get(game_id).ui("Table")
    assert w.open_path(path)
    assert type(w.table) is games.get(game_id).ui("Table")
    assert {t for t in tables} == {game_id}  # no other game's table was ever built


def test_a_file_that_names_no_game_starts_with_the_default_table(window_for, tmp_path):
    path = tmp_path / "broken.lcsave"
    path.write_text("{not json")
    w, _ = window_for(path)
    assert type(w.table) is games.get(games.DEFAULT_GAME).ui("Table")
    w, _ = window_for(tmp_path / "missing.lcsave")
    assert type(w.table) is games.get(games.DEFAULT_GAME).ui("Table")


@pytest.mark.parametrize("game_id", ["elfenland", "tiwanaku", "lewisclark"])
def test_opening_a_file_or_starting_a_game_shows_it_on_the_table_once(window_for, tmp_path,
                                                                      monkeypatch, game_id):
    path = new_game_save(game_id, tmp_path, "random")
    w, _ = window_for(path)
    shown = []
    table_class = type(w.table)
    set_state = table_class.set_state
    monkeypatch.setattr(table_class, "set_state",
                        lambda table, state, *rest: shown.append(state) or set_state(table, state, *rest))
    assert w.open_path(path)
    assert len(shown) == 1 and shown[0] is w.controller.state  # the opened game, once
    shown.clear()
    w.start_game(w.controller.setup)
    assert len(shown) == 1 and shown[0] is w.controller.state  # the new game, once
    assert w.log_list.count() == len(w.controller.log)  # the log shows the new game's moves


def test_a_refused_file_leaves_the_window_refreshing(window_for, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    path = new_game_save("lewisclark", tmp_path, "random")
    w, _ = window_for(path)
    assert w.open_path(path)
    broken = tmp_path / "broken.lcsave"
    broken.write_text("{not json")
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: None)
    assert not w.open_path(broken)
    shown = []
    table_class = type(w.table)
    set_state = table_class.set_state
    monkeypatch.setattr(table_class, "set_state",
                        lambda table, state, *rest: shown.append(state) or set_state(table, state, *rest))
    w.controller.changed.emit()  # e.g. a move: the window follows again
    assert shown == [w.controller.state]
