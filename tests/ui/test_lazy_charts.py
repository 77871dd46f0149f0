"""pyqtgraph (4.4x the import time of PySide6's widgets, about 51 MiB) is imported when a chart
is first shown, never with a game's table (issue 35): checked in a fresh process per game."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

OPEN_TABLE = """
import json, sys
from lewisclark_desktop import games
from lewisclark_desktop.testing.open_table import open_window

game = games.get(sys.argv[1])
app, window = open_window(game.id, sys.argv[2], bot_moves=4)
table = window.table
game.ui("end_summary"), game.ui("EndOfGameDialog") if sys.argv[1] != "lewisclark" else None
before = "pyqtgraph" in sys.modules
chart = window.race_chart  # what showing the chart's dock asks for: now it is needed
print(json.dumps({"table": type(table).__module__, "before": before,
                  "shown": "pyqtgraph" in sys.modules, "chart": type(chart).__name__}))
window.controller.shutdown()
"""


@pytest.mark.parametrize("game", ["lewisclark", "elfenland", "tiwanaku"])
def test_a_games_table_opens_without_pyqtgraph_and_its_chart_brings_it(game, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LEWISCLARK_HOME=str(tmp_path),
               PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-c", OPEN_TABLE, game, str(tmp_path)], env=env,
                       capture_output=True, text=True, timeout=240, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    seen = json.loads(r.stdout.strip().splitlines()[-1])
    assert seen["table"] == f"lewisclark_desktop.ui.{game}.table"
    assert seen["before"] is False  # the table, its end summary module and the window: no pyqtgraph
    assert seen["shown"] is True and seen["chart"].endswith("Chart")
