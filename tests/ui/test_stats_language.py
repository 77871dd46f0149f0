"""A language switch after the statistics were opened and closed does not crash the window: the
closed statistics window (whose database is closed) is not redrawn. The check runs in a child
process, since the crash was a segmentation fault."""

import subprocess
import sys

SCRIPT = r"""
import os, sys, tempfile
os.environ["QT_QPA_PLATFORM"] = "offscreen"
home = tempfile.mkdtemp()
os.environ["LEWISCLARK_HOME"] = home
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from lewisclark_desktop.ui import i18n, main_window
from lewisclark_desktop.ui.stats_window import StatsWindow
w = main_window.MainWindow(settings=QSettings(os.path.join(home, "s.ini"), QSettings.IniFormat),
                           autosave=False)
w.show()
app.processEvents()
StatsWindow.exec = lambda self: (self.show(), app.processEvents(), self.close())
w.show_statistics()
i18n.switch(app, "ja")
app.processEvents()
i18n.switch(app, "en")
app.processEvents()
print("still running")
w.controller.shutdown()
"""


def test_switching_the_language_after_the_statistics_were_closed():
    run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0 and "still running" in run.stdout, run.stderr[-2000:]
