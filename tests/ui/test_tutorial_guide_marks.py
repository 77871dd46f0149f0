"""The tutorial's marks look the same in every game (ui/guide_marks.py): a lit button in the
guide's style, the other targets faded as much, frames drawn by the one overlay, and no game
with a guide colour of its own."""

import re

import pytest
from tutorial_clicks import start_tutorial
from PySide6.QtWidgets import QPushButton, QWidget

from lewisclark_desktop.ui import guide_marks
from lewisclark_desktop.ui.guide_marks import DIM_OPACITY, TARGET_STYLE, FrameOverlay
from lewisclark_desktop.ui.tutorial import tutorial_games
from project import ROOT


def marked(window, guide):
    return [w for w in window.findChildren(QWidget) if w.property("guide") == guide and w.isVisible()]


@pytest.mark.parametrize("game", [g.id for g in tutorial_games()])
def test_tutorial_marks_are_the_same_in_every_game(game, shell_window, qtbot):
    w = shell_window
    guide = start_tutorial(w, qtbot, game)
    lit_buttons = dimmed = framed = 0
    tutorial = guide.walk.tutorial
    for c, chapter in enumerate(tutorial.chapters):
        for s, step in enumerate(chapter.steps):
            if step.kind != "learner" and not step.highlight:
                continue
            guide.goto(chapter.id, s)
            qtbot.wait(1)  # the bar rebuilt after the state
            for b in marked(w, "on"):
                if isinstance(b, QPushButton):
                    assert b.styleSheet() == TARGET_STYLE, (chapter.id, s, b.objectName())
                    lit_buttons += 1
            for d in marked(w, "dim"):
                assert d.graphicsEffect() is not None, (chapter.id, s, d.objectName())
                assert d.graphicsEffect().opacity() == DIM_OPACITY
                dimmed += 1
            overlays = [o for o in w.findChildren(FrameOverlay) if o.isVisible()]
            assert len(overlays) <= 1  # one overlay draws every frame of the step
            framed += sum(len(o.frame_rects()) for o in overlays)
    assert lit_buttons and dimmed and framed, (lit_buttons, dimmed, framed)
    guide.leave(restore=False)
    assert marked(w, "on") == [] and marked(w, "dim") == []


def test_tutorial_guide_colour_is_defined_once():
    """No game's UI defines a guide colour or dimming of its own: they import guide_marks."""
    own = []
    for path in (ROOT / "lewisclark_desktop" / "ui").rglob("*.py"):
        if path.name == "guide_marks.py":
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if re.match(r"\s*(GUIDE|DIM)\w*\s*=\s*(QColor\((?!GUIDE_COLOUR)|0\.\d+\s*(#.*)?$)", line):
                own.append(f"{path.name}: {line.strip()}")
    assert own == []
    assert guide_marks.GUIDE_COLOUR.isValid()
