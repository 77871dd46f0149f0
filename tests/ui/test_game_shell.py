"""The window as a shell for any game: the New game dialog asks which game first, Open reads the
file's game id and shows that game's table, an unknown game is refused by name.

Elfenland's real table is built elsewhere; here a small stand-in table built to the agreed
surface (decision bar, side docks, set_game / set_state, log_text) plays its part, so these
tests check the shell and not any game's widgets."""

import json
import os
import sys
import textwrap

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.new_game_dialog import NewGameDialog  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(__file__)))
from test_games import elfenland_save  # noqa: E402

STAND_IN = '''
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QWidget

from lewisclark_desktop.elfenland.game import RULES


class Table(QWidget):
    move_chosen = Signal(object)
    notice = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("standInTable")
        self.bar = QLabel("stand-in bar")
        self.side = QLabel("stand-in side")
        self.shown = []  # (viewer, interactive) per set_state

    def decision_bar(self):
        return self.bar

    def side_docks(self):
        return [("standInDock", "Stand-in", self.side)]

    def set_game(self, state, seats):
        self.seats = seats

    def set_state(self, state, viewer, interactive):
        self.shown.append((viewer, interactive))

    def show_refusal(self, reason):
        self.refusal = reason

    def show_hint(self, move):
        self.hint = move

    def retranslate(self):
        pass


def log_text(move, before_state):
    return "did " + RULES.format_move(move)


def result_row(state, seats):
    return {"winner": RULES.winner(state), "turns": state.turn, "scores": [0] * len(seats)}
'''


@pytest.fixture
def stand_in_elfenland(tmp_path, monkeypatch):
    """Elfenland in the registry with the stand-in table as its UI."""
    package = tmp_path / "standin_elfenland_ui"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "table.py").write_text(textwrap.dedent(STAND_IN))
    monkeypatch.syspath_prepend(str(tmp_path))
    real = games.get("elfenland")
    fake = games.Game(real.id, real.display_name, real.rules_path, real.bots_path, real.players,
                      real.colours, ui_root="standin_elfenland_ui")
    monkeypatch.setattr(games, "GAMES", tuple(fake if g.id == "elfenland" else g for g in games.GAMES))
    monkeypatch.setitem(games._BY_ID, "elfenland", fake)
    return fake


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat),
                               autosave=False)
    qtbot.addWidget(w)
    w.controller.autoplay = False
    w.warnings = warnings
    yield w
    w.controller.shutdown()


def test_new_game_asks_which_game_then_that_games_seats(qtbot, stand_in_elfenland):
    dialog = NewGameDialog(settings=None)
    qtbot.addWidget(dialog)
    names = [dialog.game.itemText(i) for i in range(dialog.game.count())]
    assert names == ["Lewis & Clark", "Elfenland"]  # the games whose table can be built
    assert dialog.players.maximum() == 5 and dialog.solo_level.isVisibleTo(dialog)
    dialog.game.setCurrentIndex(1)
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 6)
    assert not dialog.solo_level.isVisibleTo(dialog)  # no solo game in Elfenland
    dialog.players.setValue(6)
    colours = [dialog.rows[5][1].itemData(i) for i in range(dialog.rows[5][1].count())]
    assert colours == list(games.get("elfenland").colours)
    kinds = [dialog.rows[1][2].itemData(i) for i in range(dialog.rows[1][2].count())]
    assert kinds == ["human", "random", "normal"]  # Elfenland's own bot levels
    setup = dialog.setup()
    assert setup.game == "elfenland" and len(setup.seats) == 6
    assert len({s.colour for s in setup.seats}) == 6
    dialog.game.setCurrentIndex(0)
    assert dialog.players.value() == 5 and dialog.setup().game == "lewisclark"


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
    assert w.table.objectName() == "standInTable" and "standInDock" in w.game_docks
    assert "expeditionsDock" not in w.game_docks
    assert w.windowTitle().startswith("elf.lcsave") and "Elfenland" in w.windowTitle()
    assert w.log_list.count() == len(stack.done)
    first = stack.done[0]
    assert w.log_list.item(0).text() == "ABC"[first.player] + ": did " + first.text
    seat = w.controller.current_seat()
    assert w.status.text() == w.controller.seats[seat].name + " to play"
    assert w.covered  # three humans: the next one uncovers the table first
    w.cover.click()
    assert not w.covered and w.table.shown[-1] == (seat, True)

    assert w.open_path(str(lc_path))
    assert w.controller.game.id == "lewisclark" and "expeditionsDock" in w.game_docks
    assert "standInDock" not in w.game_docks and w.table.objectName() == "lewisclarkTable"


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


def test_the_replay_viewer_says_it_has_no_replay_for_another_game(qtbot, tmp_path, monkeypatch):
    from lewisclark_desktop.ui.lewisclark.replay_viewer import ReplayViewer

    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    path = tmp_path / "elf.lcsave"
    elfenland_save(path, moves=3)
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    assert not viewer.load_file(str(path))
    assert said == ["There is no replay for this game yet."]


def test_replay_a_saved_game_goes_by_the_files_game(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    elf = tmp_path / "elf.lcsave"
    elfenland_save(elf, moves=3)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(elf), ""))
    assert window.open_replay() is None
    assert said == ["There is no replay for this game yet."]

    window.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "yellow")], 4, 0))
    window.controller.play_bot_moves_now(5, 1)
    lc = tmp_path / "lc.lcsave"
    window.controller.save(lc)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(lc), ""))
    viewer = window.open_replay()
    assert viewer is not None and viewer.isVisible()
    viewer.close()
