"""Opening sizes of windows that must also fit small screens (1366×768 laptops)."""

from PySide6.QtCore import QSize

# The window frame and title bar, which the screen's available area does not subtract.
FRAME_ALLOWANCE = QSize(16, 48)


def fit_to_screen(window, preferred: QSize) -> None:
    """Resize `window` to `preferred`, but no larger than the room on its (parent's) screen."""
    screen = (window.parentWidget() or window).screen()
    room = screen.availableSize() - FRAME_ALLOWANCE
    window.resize(preferred.boundedTo(room).expandedTo(window.minimumSizeHint()))
