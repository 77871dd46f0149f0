"""scripts/tutorial_screenshot.py refuses a game, chapter, step or size it cannot show: one
line, exit status 2, no traceback."""

import subprocess
import sys

import pytest

from project import ROOT


@pytest.mark.parametrize("args", [["nogame", "x", "1"], ["elfenland", "nochapter", "1"],
                                  ["elfenland", "travel", "99"],
                                  ["elfenland", "travel", "1", "--sizes", "big"]])
def test_tutorial_screenshot_refuses_bad_input_in_one_line(args, tmp_path):
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "tutorial_screenshot.py"), *args,
                          "--out", str(tmp_path)], capture_output=True, text=True, timeout=120,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
                              "LEWISCLARK_HOME": str(tmp_path)})
    assert run.returncode == 2, run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and "Traceback" not in run.stderr
    assert list(tmp_path.glob("*.png")) == []
