"""Opening sizes of windows that must also fit small screens (1280×720, 1366×768 laptops)."""

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# The window frame and title bar, which the screen's available area does not subtract.
FRAME_ALLOWANCE = QSize(16, 48)
# Smaller than this (or than 3/4 of the screen's room, if that is smaller) a restored window is
# taken for a left-over of another screen or of a maximised window, not for the player's choice.
SMALLEST_RESTORED = QSize(800, 480)


def available_geometry(window, near: QRect | None = None) -> QRect:
    """The room that panels and docks leave on the screen under the centre of `near`, else on
    the screen of `window` (or of its parent)."""
    screen = QGuiApplication.screenAt(near.center()) if near is not None else None
    return (screen or (window.parentWidget() or window).screen()).availableGeometry()


def room(window) -> QSize:
    """The largest client size whose frame fits the available area."""
    return available_geometry(window).size() - FRAME_ALLOWANCE


def fit_to_screen(window, preferred: QSize) -> None:
    """Resize `window` to `preferred`, but no larger than the room on its (parent's) screen."""
    window.resize(preferred.boundedTo(room(window)).expandedTo(
        window.minimumSizeHint().boundedTo(room(window))))


def fitted_rect(rect: QRect, area: QRect, preferred: QSize) -> QRect:
    """`rect` (a window's client area as restored) made to fit `area` (the screen's available
    area): no larger than the room, `preferred` (fitted) if it is too small to be a real choice,
    and moved inside the area."""
    space = area.size() - FRAME_ALLOWANCE
    size, smallest = rect.size(), SMALLEST_RESTORED.boundedTo(space * 0.75)
    if size.width() < smallest.width() or size.height() < smallest.height():
        size = preferred
    size = size.boundedTo(space)
    # The client area's top left corner may lie from (left + 8, top + 40) on: the frame's share.
    left = area.left() + FRAME_ALLOWANCE.width() // 2
    top = area.top() + FRAME_ALLOWANCE.height() - FRAME_ALLOWANCE.width() // 2
    right = area.right() - FRAME_ALLOWANCE.width() // 2 - size.width() + 1
    bottom = area.bottom() - FRAME_ALLOWANCE.width() // 2 - size.height() + 1
    x = min(max(rect.x(), left), max(left, right))
    y = min(max(rect.y(), top), max(top, bottom))
    return QRect(QPoint(x, y), size)


def restore_geometry(window, saved, preferred: QSize) -> None:
    """The window's place, size and maximised state as `saved` (QWidget.saveGeometry), checked
    against the screen it opens on now; without a usable `saved`, `preferred` fitted to the
    screen. A window saved maximised opens maximised, and its normal size fits this screen too."""
    # Read through a stand-in: a window that restored a maximised geometry keeps its old normal
    # size somewhere of its own and goes back to it when un-maximised.
    probe = QWidget()
    try:
        if saved is None or not probe.restoreGeometry(saved):
            fit_to_screen(window, preferred)
            return
        rect, state = probe.normalGeometry(), probe.windowState()
        if not rect.isValid():
            rect = probe.geometry()
    finally:
        probe.deleteLater()
    rect = fitted_rect(rect, available_geometry(window, rect), preferred)
    window.resize(rect.size())
    window.move(rect.topLeft())
    window.setWindowState(state & (Qt.WindowMaximized | Qt.WindowFullScreen))
