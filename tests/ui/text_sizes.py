"""How large texts are on the screen: a painter that records, for every text drawn through it,
its pixel size mapped through the painter's transform (the view's scale and the item's own)."""

from PySide6.QtGui import QImage, QPainter

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


def texts_on_screen(widget, paint=None):
    """(screen px, text) of every text `widget` (a QGraphicsView, or anything with
    paint_into(painter)) draws at its present size."""
    image = QImage(widget.size(), QImage.Format_ARGB32)
    painter = RecordingPainter(image)
    if paint is not None:
        paint(painter)
    elif hasattr(widget, "paint_into"):
        widget.paint_into(painter)
    else:
        widget.render(painter)
    painter.end()
    return painter.texts


def too_small(texts, floor=EIGHT_POINT_PX):
    return sorted({(round(px, 1), text) for px, text in texts if px < floor})
