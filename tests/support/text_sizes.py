"""How large texts are on the screen: a painter that records, for every text drawn through it,
its pixel size mapped through the painter's transform (the view's scale and the item's own)."""

import math
from contextlib import contextmanager

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView

from lewisclark_desktop.ui.readable import screen_scale

EIGHT_POINT_PX = 8 * 96 / 72  # 10.67 px at 96 dpi


class RecordingPainter(QPainter):
    """Items paint through Python: their drawText calls come here with this very painter."""

    def __init__(self, device):
        super().__init__(device)
        self.texts = []  # (size on the screen in px, text)

    def drawText(self, *args):
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            font = self.font()
            px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
            self.texts.append((px * screen_scale(self), text))
        return super().drawText(*args)


@contextmanager
def drawn_afresh(scene):
    """Items that keep their drawing in a cache paint through the recording painter meanwhile
    (from their cache they would be a pixmap to it)."""
    cached = [(item, item.cacheMode()) for item in (scene.items() if scene else [])
              if item.cacheMode() != QGraphicsItem.NoCache]
    for item, _ in cached:
        item.setCacheMode(QGraphicsItem.NoCache)
    try:
        yield
    finally:
        for item, mode in cached:
            item.setCacheMode(mode)


def texts_on_screen(widget, paint=None):
    """(screen px, text) of every text `widget` (a QGraphicsView, or anything with
    paint_into(painter)) draws at its present size."""
    image = QImage(widget.size(), QImage.Format_ARGB32)
    painter = RecordingPainter(image)
    if paint is not None:
        paint(painter)
    elif hasattr(widget, "paint_into"):
        widget.paint_into(painter)
    elif isinstance(widget, QGraphicsView):
        with drawn_afresh(widget.scene()):
            widget.render(painter)
    else:  # a widget painting with a painter of its own: its texts cannot be recorded
        painter.end()
        raise TypeError(f"{type(widget).__name__} has no paint_into(painter)")
    painter.end()
    return painter.texts + text_items_on_screen(widget)


def whole_scene_on_screen(view):
    """(screen px, text) of every text of `view`'s scene at the view's scale, also those
    scrolled out of the view."""
    scene, scale = view.scene(), view.transform().m11()
    rect = scene.sceneRect()
    image = QImage(math.ceil(rect.width() * scale), math.ceil(rect.height() * scale),
                   QImage.Format_ARGB32)
    painter = RecordingPainter(image)
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    with drawn_afresh(scene):
        scene.render(painter, rect, rect)
    painter.end()
    return painter.texts + text_items_on_screen(view, scene.items())


def text_items_on_screen(view, items=None):
    """(screen px, text) of the text items a QGraphicsView shows (they lay their text out
    without QPainter.drawText, so the recording painter does not see them)."""
    if not isinstance(view, QGraphicsView):
        return []
    shown = []
    for item in view.items(view.viewport().rect()) if items is None else items:
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and item.isVisible():
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if text.strip():
                t = item.deviceTransform(view.viewportTransform())
                font = item.font()
                px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
                shown.append((px * math.hypot(t.m21(), t.m22()), text))
    return shown


def too_small(texts, floor=EIGHT_POINT_PX):
    return sorted({(round(px, 1), text) for px, text in texts if px < floor})


NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay")


def game_in_window(window, qapp, game_id, players, moves, size=(1280, 720), options=None):
    """`window` (the shell's main window) playing `game_id` with `players` seats (the first
    human, the others random), after `moves` random moves and on to the human's turn, shown at
    `size`."""
    from lewisclark_desktop import games
    from lewisclark_desktop.ui.controller import GameSetup, Seat

    game = games.get(game_id)
    seats = [Seat(NAMES[i], game.colours[i], "human" if i == 0 else "random") for i in range(players)]
    solo = 0 if players == 1 and game.solo_level else None
    window.start_game(GameSetup(seats, 4, 0, solo, options=dict(options or {}), game=game_id))
    controller = window.controller
    controller.play_bot_moves_now(moves, 4)
    for _ in range(300):
        if controller.is_over() or controller.current_seat() == 0:
            break
        controller.play_bot_moves_now(1, 4 + len(controller.stack))
    window.resize(*size)
    window.show()
    for _ in range(10):  # the docks settle their sizes
        qapp.processEvents()
    return window
