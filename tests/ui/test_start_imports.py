"""Issue 35 (start-up): a window opening a save file imports that game's rules and table only:
not the default game's rules, not the other games' tables (the Learn to play menu is filled
when the Help menu first opens), not the game's bots (a save's seat levels are known without
them). Checked in a fresh process per game."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from saves import new_game_save

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import json, os, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

path, folder = sys.argv[1], sys.argv[2]
app = QApplication(sys.argv[:1])
from lewisclark_desktop.ui.main_window import MainWindow
w = MainWindow(settings=QSettings(os.path.join(folder, "s.ini"), QSettings.IniFormat),
               opens=path)
w.controller.autoplay = False
opened = w.open_path(path)
at_start = sorted(m for m in sys.modules if m.startswith("lewisclark_desktop"))
w.help_menu.aboutToShow.emit()
learn = sorted(a.objectName() for a in w.learn_menu.actions())
w.controller.shutdown()
print(json.dumps({"opened": opened, "modules": at_start, "learn": learn,
                  "actions": sorted(w.learn_actions)}))
"""

GAMES = ("lewisclark", "elfenland", "tiwanaku")


@pytest.mark.parametrize("game_id", GAMES)
def test_opening_a_file_imports_its_game_only(tmp_path, game_id):
    path = new_game_save(game_id, tmp_path, "normal")
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               LEWISCLARK_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(path), str(tmp_path)], env=env,
                         cwd=ROOT, check=True, capture_output=True, text=True).stdout
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["opened"]
    modules = set(seen["modules"])
    assert f"lewisclark_desktop.{game_id}.engine" in modules
    assert f"lewisclark_desktop.ui.{game_id}.table" in modules
    for other in GAMES:
        if other != game_id:
            assert f"lewisclark_desktop.{other}.engine" not in modules, other
            assert f"lewisclark_desktop.ui.{other}.table" not in modules, other
    assert f"lewisclark_desktop.bots.{game_id}" not in modules
    # the Help menu, opened, offers every game's tutorial as before
    assert seen["learn"] == [f"learn_{g}" for g in sorted(GAMES)]
    assert seen["actions"] == sorted(GAMES)
