"""What the tutorial's guide draws over a table's widgets (game-agnostic): a frame around a
widget the step points at (clicks go through it), and where widgets lie in a table's
coordinates. A game's table uses these in its guide() / guide_rect() (see ui/game_table.py)."""

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

GUIDE_COLOUR = QColor("#D55E00")  # Okabe-Ito vermilion: reads on paper, map and buttons
DIM_OPACITY = 0.28  # what the step does not use, on a board


class GuideFrame(QWidget):
    """A thick rounded frame over `target`, following its size; mouse clicks pass through."""

    def __init__(self, target):
        super().__init__(target)
        self.setObjectName("guideFrame")
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self._follower = _Follow(self)
        target.installEventFilter(self._follower)
        self.setGeometry(target.rect())
        self.raise_()
        self.show()

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(GUIDE_COLOUR, 4))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 6, 6)


class _Follow(QObject):
    def __init__(self, frame):
        super().__init__(frame)
        self.frame = frame

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Resize:
            self.frame.setGeometry(watched.rect())
            self.frame.raise_()
        return False


class GuideFrames:
    """The frames a table shows now: show(widgets) replaces them, clear() removes them."""

    def __init__(self):
        self.frames = []

    def show(self, widgets):
        self.clear()
        self.frames = [GuideFrame(w) for w in widgets if w is not None]

    def clear(self):
        for frame in self.frames:
            try:
                frame.parentWidget().removeEventFilter(frame._follower)
                frame.hide()
                frame.deleteLater()
            except RuntimeError:  # its widget is already gone (a bar's button rebuilt)
                pass
        self.frames = []

    def targets(self):
        out = []
        for frame in self.frames:
            try:
                out.append(frame.parentWidget())
            except RuntimeError:
                pass
        return out


def rect_in(table, widget):
    """`widget`'s rectangle in `table`'s coordinates (any widget of the window), or an empty
    QRect when it is not shown."""
    try:
        if widget is None or not widget.isVisible():
            return QRect()
        top_left = table.mapFromGlobal(widget.mapToGlobal(QPoint(0, 0)))
    except RuntimeError:
        return QRect()
    return QRect(top_left, widget.size())
