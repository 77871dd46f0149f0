"""Tiwanaku's tutorial played to its end in the window at 1280x720 and 1920x1080, in English
and in Japanese, by clicking only what the guide lights (tests/support/tutorial_clicks.py): the
board's cells, the crop chips and the bar's buttons, in the order a player would."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop.tiwanaku.moves import Explore  # noqa: E402
from lewisclark_desktop.ui.tiwanaku.guide import move_targets  # noqa: E402
from tutorial_clicks import played_by_clicks  # noqa: E402


def click_move(table, move, clicker):
    cells, chips, buttons = move_targets(move)
    clicks = [("button", b) for b in buttons] + [("cell", c) for c in cells] + \
             [("chip", v) for v in chips]
    if not isinstance(move, Explore) or move.src is not None:  # the stack first, else cells
        clicks.sort(key=lambda c: {"cell": 0, "chip": 1, "button": 2}[c[0]])
    view = table.view
    for kind, key in clicks:
        if kind == "button":
            clicker.click(table.bar.button(key))
        elif kind == "cell":
            i = table._obs.grid.parse(key)
            assert table.scene.cells[i].guide == "on", f"{clicker.where}: cell {key} not lit"
            clicker.click(view.viewport(), view.cell_pos(i), lit=False)
        else:
            chip = next(it for it in table.scene.level_items() if it.level == key)
            assert chip.guide == "on", f"{clicker.where}: chip {key} not lit"
            clicker.click(view.viewport(), view.mapFromScene(chip.rect.center()), lit=False)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_tutorial_tiwanaku_played_by_clicking_what_is_lit(shell_window, qtbot, lang, size):
    assert played_by_clicks(shell_window, qtbot, "tiwanaku", size, lang, click_move) >= 15
