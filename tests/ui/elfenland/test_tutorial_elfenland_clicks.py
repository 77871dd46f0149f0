"""Elfenland's tutorial played to its end in the window at 1280x720 and 1920x1080, in English
and in Japanese, by clicking only what the guide lights (tests/support/tutorial_clicks.py): a
face-up counter or the stack, the road to lay a counter or the obstacle on, the bar's button."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop.ui.elfenland.map_scene import mark_point  # noqa: E402
from tutorial_clicks import played_by_clicks  # noqa: E402


def lit_buttons(table):
    return [b for b in table.bar.buttons + table.display.slots + [table.display.stack]
            if b.isVisible() and b.property("guide") == "on"]


def click_move(table, move, clicker):
    if move.kind in ("place", "obstacle"):  # the counter is picked for the step: its road
        spot = table.scene.spots[move.edge]
        assert spot.opacity() == 1.0, f"{clicker.where}: the road is dimmed"
        view = table.view
        clicker.click(view.viewport(), view.mapFromScene(mark_point(move.edge)), lit=False)
        return
    [button] = lit_buttons(table)  # one button makes the move: a counter, the stack, the bar's
    clicker.click(button)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_tutorial_elfenland_played_by_clicking_what_is_lit(shell_window, qtbot, lang, size):
    assert played_by_clicks(shell_window, qtbot, "elfenland", size, lang, click_move) >= 15
