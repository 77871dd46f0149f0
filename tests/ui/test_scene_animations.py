"""Animations end with their scene: one replaced by another on the same piece, all of them
when the scene's items are cleared, and a new game started while a Tiwanaku tile still turns
over (after undo/redo) raises nothing in any later frame."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QGraphicsRectItem  # noqa: E402

from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.scene_animations import AnimatedScene  # noqa: E402
from lewisclark_desktop.ui.tiwanaku.board_scene import FLIP_MS  # noqa: E402


def test_a_second_animation_on_the_same_key_ends_the_first(qtbot):
    scene = AnimatedScene()
    ended = []
    scene.animations.run("a", 10_000, lambda v: None, lambda: ended.append(1))
    scene.animations.run("a", 10_000, lambda v: None, lambda: ended.append(2))
    assert ended == [1] and len(scene.animations) == 1
    scene.animations.finish_all()
    assert ended == [1, 2] and not scene.animations


def test_clearing_the_scene_ends_its_animations_before_the_items_go(qtbot):
    scene = AnimatedScene()
    item = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    seen = []
    scene.animations.run("x", 10_000, lambda v: item.setOpacity(v),
                         lambda: seen.append(item.opacity()))
    scene.clear()
    assert len(seen) == 1 and not scene.animations
    qtbot.wait(50)  # frames that would reach the deleted item, had the animation outlived it


def test_a_new_game_while_a_tile_turns_over_after_undo_redo_raises_nothing(shell_window, qtbot):
    w = shell_window
    w.resize(1280, 800)
    w.show()

    def setup():
        return GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], 5, 0,
                         options={"mode": "competitive", "board": "short"}, game="tiwanaku")
    w.start_game(setup())
    w.table.scene.animate = True
    c = w.controller
    move = next(m for m in c.legal_moves() if c.rules.format_move(m).startswith("move stack"))
    with qtbot.captureExceptions() as raised:
        w.try_move(move)
        w.undo()
        w.redo()  # the tile turns over a second time, its first turn still running
        assert w.table.scene.flips
        w.start_game(setup())
        assert not w.table.scene.flips
        qtbot.wait(FLIP_MS * 2)  # every frame the old turns would have had
    assert raised == []
