"""Issue 35 (stalls): a move repaints only the board cells whose look changed, and each cell is
painted into a cache, so that a move's repaint costs a few cells, not the whole board."""

import random

from PySide6.QtWidgets import QGraphicsItem

from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.ui.tiwanaku import board_scene


def test_a_move_updates_only_the_cells_that_changed(table, monkeypatch):
    state = RULES.new_state({"players": 2, "board": "long"}, 5)
    seats = [Seat("Ann", "blue"), Seat("Bo", "orange")]
    table.set_game(state, seats)
    table.set_state(state, 0, False)
    updated = []
    monkeypatch.setattr(board_scene.CellItem, "update",
                        lambda item, *a: updated.append(item.cell))
    rng = random.Random(2)
    for _ in range(12):
        before = [item.look() for item in table.scene.cells]
        RULES.apply(state, rng.choice(RULES.legal_moves(state)))
        updated.clear()
        table.set_state(state, state.current, False)
        changed = [i for i, item in enumerate(table.scene.cells) if item.look() != before[i]]
        assert sorted(set(updated)) == changed
        assert len(changed) < len(table.scene.cells) // 2
    updated.clear()
    table.set_state(state, state.current, False)  # the same position again: nothing to repaint
    assert updated == []
    assert all(item.cacheMode() == QGraphicsItem.DeviceCoordinateCache
               for item in table.scene.cells)
