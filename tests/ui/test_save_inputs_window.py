"""The window's Open checks a save as the command line does (issue 34): a lone surrogate or a
Tiwanaku `options.colours` that is no list is refused with the command line's reason and the
game stays; Tiwanaku seats without a colour open and re-save (and autosave) into files that
load."""

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from lewisclark_desktop import cli, games  # noqa: E402
from lewisclark_desktop.core import savefile  # noqa: E402
from lewisclark_desktop.testing.fuzz_loaders import engine_originals  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.core.seats import MAX_NAME  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.new_game_dialog import NewGameDialog  # noqa: E402
from two_seats import SEATS  # noqa: E402



def save_file(tmp_path, game_id, change, rehash=False):
    raw = engine_originals(games.rules(game_id), [({"players": 2}, SEATS[game_id])], 20, 3)[0]
    data = json.loads(raw)
    change(data)
    if rehash:
        data["integrity"] = savefile.integrity(data)
    path = tmp_path / f"{game_id}.lcsave"
    path.write_text(json.dumps(data, ensure_ascii=True))
    return path


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a, **k: warnings.append(text))
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    qtbot.addWidget(w)
    w.controller.autoplay = False
    w.warnings = warnings
    yield w
    w.controller.shutdown()


def refusal_of_the_command_line(capsys, path):
    assert cli.main(["replay", str(path)]) == 2
    return capsys.readouterr().err.strip().removeprefix("lewisclark: ")


def set_name(data, name):
    data["seats"][0]["name"] = name


@pytest.mark.parametrize("game_id,change", [
    ("lewisclark", lambda d: set_name(d, "\ud800")),
    ("elfenland", lambda d: set_name(d, "\ud800")),
    ("tiwanaku", lambda d: set_name(d, "\ud800")),
    ("tiwanaku", lambda d: d["options"].update(colours=5)),
    ("tiwanaku", lambda d: d["options"].update(colours=["blue", "orange", "green", "purple", "x"])),
], ids=["lewisclark surrogate", "elfenland surrogate", "tiwanaku surrogate", "colours 5",
        "five colours"])
def test_open_refuses_what_the_command_line_refuses_and_the_game_stays(window, tmp_path, capsys,
                                                                       game_id, change):
    window.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "yellow")], 4, 0))
    before = window.controller.rules.state_hash(window.controller.state)
    path = save_file(tmp_path, game_id, change)
    assert not window.open_path(str(path))
    expected = refusal_of_the_command_line(capsys, path)
    assert [w.rstrip(".") for w in window.warnings] == [expected]
    assert window.controller.rules.state_hash(window.controller.state) == before


def drop_colours(data):
    for seat in data["seats"]:
        del seat["colour"]


@pytest.mark.parametrize("rehash", [False, True], ids=["edited", "rehashed"])
def test_tiwanaku_seats_without_colour_open_and_every_resave_loads(window, tmp_path, rehash):
    path = save_file(tmp_path, "tiwanaku", drop_colours, rehash)
    assert window.open_path(str(path))
    assert [s.colour for s in window.controller.seats] == ["blue", "orange"]
    resave = tmp_path / "resave.lcsave"
    window.controller.save(resave)
    for written in (resave, window.controller.autosave_path):
        _, saved, _ = games.load_save(written)
        assert [s["colour"] for s in saved.seats] == ["blue", "orange"]
        assert saved.provenance == (savefile.GENUINE if rehash else savefile.EDITED)


@pytest.mark.parametrize("game_id", list(SEATS))
def test_names_typed_in_the_new_game_dialog_save_into_a_file_that_loads(window, qtbot, tmp_path,
                                                                        game_id):
    dialog = NewGameDialog(settings=QSettings(str(tmp_path / "d.ini"), QSettings.IniFormat))
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(game_id))
    dialog.players.setValue(2)
    dialog.rows[0][0].setText("x" * 300)
    dialog.rows[1][0].setText("\ud800Bob\t")
    window.start_game(dialog.setup())
    path = tmp_path / "typed.lcsave"
    window.controller.save(path)
    _, saved, _ = games.load_save(path)
    assert [s["name"] for s in saved.seats] == ["x" * MAX_NAME, "Bob"] and saved.genuine
