"""Text a player must read is never drawn below 8 pt on the screen, however small a board is
shown (the boards shrink to about 0.4-0.5 of their size at 1280×720).

A board item drawn in scene units asks `readable_px(painter, px)` for its font size: the size
it was designed with, or more where the view's scale would take it under READABLE_PX screen
pixels. The same item drawn larger (a bigger window, a zoomed view) keeps its own size."""

import math

from PySide6.QtGui import QFont, QPainter

READABLE_PX = 11.0  # 8 pt at 96 dpi is 10.7 px: the smallest text a player must read


def screen_scale(painter: QPainter) -> float:
    """How many screen pixels one unit of the painter's coordinates covers (vertically)."""
    t = painter.worldTransform()
    return math.hypot(t.m21(), t.m22()) or 1.0


def readable_px(painter: QPainter, px: float, floor: float = READABLE_PX) -> int:
    """A font pixel size (in the painter's units) of at least `px` and at least `floor` pixels
    on the screen."""
    return max(math.ceil(px - 1e-6), math.ceil(floor / screen_scale(painter) - 1e-6))


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, math.ceil(px - 1e-6)))
    f.setBold(bold)
    return f


__all__ = ["READABLE_PX", "screen_scale", "readable_px", "font"]
