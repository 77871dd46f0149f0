"""The window as a shell for any game: the New game dialog asks which game first, Open reads the
file's game id and shows that game's table, an unknown game is refused by name.

Elfenland's own table (ui/elfenland) plays its part through the agreed surface (decision bar,
side docks, set_game / set_state, log_text)."""

import json

from lewisclark_desktop.ui.elfenland.texts import log_text as elf_log_text
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.new_game_dialog import NewGameDialog  # noqa: E402

from test_games import elfenland_save  # noqa: E402




@pytest.fixture
def stand_in_elfenland():
    """Elfenland with its real table (ui/elfenland), as the shell finds it in the registry."""
    return games.get("elfenland")


@pytest.fixture
def window(shell_window):
    return shell_window


def test_new_game_asks_which_game_then_that_games_seats(qtbot, stand_in_elfenland):
    dialog = NewGameDialog(settings=None)
    qtbot.addWidget(dialog)
    names = [dialog.game.itemText(i) for i in range(dialog.game.count())]
    assert names == ["Lewis & Clark", "Elfenland", "Tiwanaku"]  # the games whose table can be built
    assert dialog.players.maximum() == 5 and dialog.solo_level.isVisibleTo(dialog)
    dialog.game.setCurrentIndex(1)
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 6)
    assert not dialog.solo_level.isVisibleTo(dialog)  # no solo game in Elfenland
    dialog.players.setValue(6)
    colours = [dialog.rows[5][1].itemData(i) for i in range(dialog.rows[5][1].count())]
    assert colours == list(games.get("elfenland").colours)
    kinds = [dialog.rows[1][2].itemData(i) for i in range(dialog.rows[1][2].count())]
    assert kinds == ["human", "random", "easy", "normal", "hard"]  # Elfenland's own bot levels
    setup = dialog.setup()
    assert setup.game == "elfenland" and len(setup.seats) == 6
    assert len({s.colour for s in setup.seats}) == 6
    dialog.game.setCurrentIndex(0)
    # back to Lewis & Clark's own count, as it was before the switch (issue 33)
    assert dialog.players.value() == 2 and dialog.setup().game == "lewisclark"


def test_without_its_table_a_game_is_not_offered():
    listed = [g.id for g in games.playable()]
    assert "lewisclark" in listed
    assert ("elfenland" in listed) == games.get("elfenland").has_ui()


def test_open_shows_the_files_own_game_and_back(window, tmp_path, stand_in_elfenland):
    w = window
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "yellow")], 4, 0))
    lc_path = tmp_path / "lc.lcsave"
    w.controller.save(lc_path)
    elf_path = tmp_path / "elf.lcsave"
    stack = elfenland_save(elf_path, moves=12)

    assert w.open_path(str(elf_path)), w.warnings
    assert w.controller.game.id == "elfenland"
    assert w.table.objectName() == "elfenlandTable"
    assert "expeditionsDock" not in w.game_docks
    assert w.windowTitle().startswith("elf.lcsave") and "Elfenland" in w.windowTitle()
    first = stack.done[0]
    assert "Round 1" in w.log_list.item(0).text()  # the round's heading, then its first move
    assert w.log_list.item(1).text() == "ABC"[first.player] + ": " + elf_log_text(first.move, first.before)
    seat = w.controller.current_seat()
    assert w.controller.seats[seat].name in w.status.text()
    assert w.covered  # three humans: the next one uncovers the table first
    w.cover.click()
    assert not w.covered

    assert w.open_path(str(lc_path))
    assert w.controller.game.id == "lewisclark" and "expeditionsDock" in w.game_docks
    assert w.table.objectName() == "lewisclarkTable"


def test_a_save_of_an_unknown_game_is_refused_and_the_game_stays(window, tmp_path):
    w = window
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "yellow")], 4, 0))
    before = w.controller.stack
    path = tmp_path / "elf.lcsave"
    elfenland_save(path, moves=3)
    data = json.loads(path.read_text())
    data["game"] = "tiddlywinks"
    path.write_text(json.dumps(data))
    assert not w.open_path(str(path))
    assert w.controller.stack is before
    assert len(w.warnings) == 1 and "'tiddlywinks', which this version does not know" in w.warnings[0]


def test_the_lewis_and_clark_replay_refuses_another_games_file_by_name(qtbot, tmp_path, monkeypatch):
    from lewisclark_desktop.ui.lewisclark.replay_viewer import ReplayViewer

    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    path = tmp_path / "elf.lcsave"
    elfenland_save(path, moves=3)
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    assert not viewer.load_file(str(path))
    assert said == ["This file holds a game of Elfenland. Open it with Game → Replay a saved game…."]


def test_replay_a_saved_game_goes_by_the_files_game(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from lewisclark_desktop.ui.lewisclark.replay_viewer import ReplayViewer as LewisClarkReplay

    elf = tmp_path / "elf.lcsave"
    elfenland_save(elf, moves=3)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(elf), ""))
    viewer = window.open_replay()
    assert viewer is not None and viewer.game_id == "elfenland" and viewer.count() == 3
    viewer.close()

    window.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "yellow")], 4, 0))
    window.controller.play_bot_moves_now(5, 1)
    lc = tmp_path / "lc.lcsave"
    window.controller.save(lc)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(lc), ""))
    viewer = window.open_replay()
    assert isinstance(viewer, LewisClarkReplay) and viewer.isVisible()
    viewer.close()


def test_tiwanaku_pencil_marks_are_kept_in_the_save_file(window, tmp_path):
    w = window
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "orange")], 7, 0, game="tiwanaku"))
    state = w.controller.state
    cell = next(i for i, t in enumerate(state.terrain) if t is None)
    w.table.pencil.toggle_crop(0, cell, 3)
    path = tmp_path / "tiw.lcsave"
    w.controller.save(path)
    assert json.loads(path.read_text())["extra"]["table"]["pencil"] == {"0": {str(cell): {"crops": [3], "terrains": []}}}

    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "orange")], 8, 0, game="tiwanaku"))
    assert w.table.pencil_state() == {}  # a new game starts with no marks
    assert w.open_path(str(path)), w.warnings
    assert w.table.pencil_state() == {"0": {str(cell): {"crops": [3], "terrains": []}}}
    w.controller.save(tmp_path / "again.lcsave")  # and they are written back
    assert json.loads((tmp_path / "again.lcsave").read_text())["extra"] == json.loads(path.read_text())["extra"]


@pytest.mark.parametrize("game", ["lewisclark", "elfenland"])
def test_the_end_dialogs_buttons_leave_the_players_choice(window, game, qtbot):
    from lewisclark_desktop.ui.end_dialog import end_dialog

    colours = games.get(game).colours
    w = window
    w.start_game(GameSetup([Seat("Ann", colours[0]), Seat("Cy", colours[1], "random")], 4, 0, game=game))
    w.controller.play_bot_moves_now(5, 4)
    for name in ("new", "rematch", "replay", "close"):
        dialog = end_dialog(w.controller, w)
        qtbot.addWidget(dialog)
        dialog.findChild(QPushButton, f"end_{name}").click()
        assert dialog.choice == name and dialog.result() == QDialog.Accepted


@pytest.mark.parametrize("game", ["elfenland", "tiwanaku"])
def test_nothing_of_the_previous_table_shows_over_the_new_prompt(window, game):
    """The window starts with Lewis & Clark's table; another game's table replaces it. The old
    table (with its tan bar) must be gone from the screen at once, not after the deferred delete,
    or it paints over the first words of the new prompt."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication, QWidget

    w = window
    w.resize(1280, 720)
    w.show()
    old = w.table
    colours = games.get(game).colours
    w.start_game(GameSetup([Seat("Ann", colours[0]), Seat("Cy", colours[1], "random")], 4, 0, game=game))
    QApplication.processEvents()  # lays the new table out (the old one is not deleted yet)
    assert w.table is not old and not old.isVisible()
    prompt = w.table.decision_bar().prompt
    area = QRect(prompt.mapTo(w, prompt.rect().topLeft()), prompt.size())
    bar = w.table.decision_bar()
    over = [child for child in w.findChildren(QWidget) if child.isVisible() and not child.isWindow()
            and not child.isAncestorOf(prompt) and child is not prompt and not bar.isAncestorOf(child)
            and QRect(child.mapTo(w, child.rect().topLeft()), child.size()).intersects(area)]
    assert over == []


def test_a_tiwanaku_pencil_mark_is_in_the_autosave_at_once(qtbot, tmp_path, monkeypatch):
    """A pencil mark reaches the autosave when it is made, not at the next move: reading the
    file at that moment (as after a kill) finds it, and no move was made or put on the undo stack."""
    from PySide6.QtGui import QAction

    from lewisclark_desktop import paths

    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    qtbot.addWidget(w)
    try:
        w.controller.autoplay = False
        w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "orange", "random")], 7, 0,
                               game="tiwanaku"))
        moves, undo_steps = len(w.controller.stack), w.controller.undo_stack.count()
        state = w.controller.state
        cell = next(i for i, t in enumerate(state.terrain) if t is None)
        w.table.pencil_menu(cell).findChild(QAction, "pencilCrop3").trigger()
        saved = json.loads(paths.autosave_file().read_text(encoding="utf-8"))
        assert saved["extra"]["table"]["pencil"] == {"0": {str(cell): {"crops": [3], "terrains": []}}}
        assert len(saved["moves"]) == moves == len(w.controller.stack)
        assert w.controller.undo_stack.count() == undo_steps
        # ... and the autosave opens with the mark (the resumed game shows it)
        _, game, _ = games.load_save(paths.autosave_file())
        assert game.extra["table"]["pencil"] == saved["extra"]["table"]["pencil"]
    finally:
        w.controller.shutdown()
