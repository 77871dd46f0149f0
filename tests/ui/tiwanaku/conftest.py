"""The Tiwanaku table as the window shows it (its decision bar above it), for the UI tests."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QVBoxLayout, QWidget  # noqa: E402

from lewisclark_desktop.ui.tiwanaku.table import Table  # noqa: E402


@pytest.fixture
def table(qtbot):
    holder = QWidget()
    column = QVBoxLayout(holder)
    t = Table()
    t.scene.animate = False  # tiles turn over at once in tests
    column.addWidget(t.decision_bar())
    column.addWidget(t, 1)
    qtbot.addWidget(holder)
    holder.resize(1280, 720)
    holder.show()
    yield t
    holder.close()
