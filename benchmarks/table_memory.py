"""Peak memory of the window with each game's table open, before any chart is shown, beside a
bare QMainWindow shown in the same run (issue 35: <= 95 MiB for every game).

    QT_QPA_PLATFORM=offscreen nice .venv/bin/python benchmarks/table_memory.py

Each figure is a fresh process's peak resident set (ru_maxrss): the main window on a fresh
per-user folder, a two-seat game of the game started, the window shown and its events run.
It also says whether pyqtgraph was imported (it must not be until a chart is shown).
"""

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lewisclark_desktop import games  # noqa: E402

BARE = """
import json, resource, sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow()
w.show()
for _ in range(20):
    app.processEvents()
print(json.dumps({"mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "pyqtgraph": "pyqtgraph" in sys.modules}))
"""

TABLE = """
import json, resource, sys
from lewisclark_desktop.testing.open_table import open_window
app, w = open_window(sys.argv[1], sys.argv[2])
print(json.dumps({"mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "pyqtgraph": "pyqtgraph" in sys.modules}))
w.controller.shutdown()
"""


def peak(code, *args):
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   LEWISCLARK_HOME=home, PYTHONPATH=str(ROOT))
        r = subprocess.run([sys.executable, "-c", code, *args, home], env=env, cwd=ROOT,
                           capture_output=True, text=True, check=True)
    return json.loads(r.stdout.strip().splitlines()[-1])


def main():
    print(f"{'window':<22} {'peak MiB':>8}  pyqtgraph imported")
    bare = peak(BARE)
    print(f"{'bare QMainWindow':<22} {bare['mib']:>8.1f}  {bare['pyqtgraph']}")
    for game_id in games.ids():
        seen = peak(TABLE, game_id)
        print(f"{game_id + ' table':<22} {seen['mib']:>8.1f}  {seen['pyqtgraph']}", flush=True)


if __name__ == "__main__":
    main()
