import os
import subprocess
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtWidgets import QApplication

from lewisclark_desktop.ui import i18n

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(params=["en", "ja"])
def lang(request, qapp):
    """Runs the test in English and in Japanese (catalogues rebuilt when older than the .ts)."""
    for code in ("ja", "en"):
        ts = ROOT / "translations" / f"lewisclark_{code}.ts"
        qm = i18n.TRANSLATIONS_DIR / f"lewisclark_{code}.qm"
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            subprocess.run([str(ROOT / "scripts" / "update-translations"), "--release"], cwd=ROOT,
                           check=True, capture_output=True)
    i18n.switch(QApplication.instance(), request.param)
    yield request.param
    i18n.switch(QApplication.instance(), "en")
