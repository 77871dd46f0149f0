"""Issue 35 (start-up): Lewis & Clark's table does not import the bots with itself (the hint's
plan is worded with explain.py's steps, which import every bot): they come with the first
plan worded. Checked in a fresh process."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

SCRIPT = """
import json, sys
import lewisclark_desktop.ui.lewisclark.table
bots = lambda: sorted(m for m in sys.modules if m.startswith("lewisclark_desktop.bots.lewisclark"))
before = bots()
from lewisclark_desktop.ui.lewisclark.hint_text import plan_text
from lewisclark_desktop.bots.lewisclark.explain import Choice
print(json.dumps({"before": before, "after": bool(bots()), "choice": plan_text([Choice(0, "x")])}))
"""


def test_the_table_comes_without_the_bots():
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["before"] == []
    assert seen["after"] and seen["choice"] == ""
