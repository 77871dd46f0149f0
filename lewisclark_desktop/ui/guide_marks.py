"""What the tutorial's guide draws (game-agnostic, one look in every game): the colour and the
dimming, a lit or dimmed widget (style_widget), a painted outline (paint_outline: a dark line
under the colour, readable on any board), frames around the widgets a step points at (one
overlay over the window, just outside each widget, clicks go through), and where widgets lie in
a table's coordinates. A game's table uses these in its guide() / guide_rect() (see
ui/game_table.py)."""

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsOpacityEffect, QWidget

# What to click: magenta inside a dark line (seen on every terrain, map and card of the three
# games, apart from the yellow reach, red pick and green hint marks); the other targets faded.
GUIDE_COLOUR = QColor("#FF2BD6")
GUIDE_LINE = QColor("#14141E")
DIM_OPACITY = 0.35  # what the step does not use (widgets, board zones, cards, the map)
DIM_VEIL = QColor(20, 20, 30, 140)  # the same fading, painted over a board's cell
FRAME_WIDTH = 3  # the colour's width in pixels; the dark line is 2 more
TARGET_STYLE = ("border: %dpx solid %s; border-radius: 5px; padding: 3px 10px; "
                "background: #FFE6F9; color: #14141E; font-weight: bold;"
                % (FRAME_WIDTH, GUIDE_COLOUR.name()))
_SHEET = "guideOwnSheet"  # a lit widget's own style sheet, put back when the guide goes


def paint_outline(painter, draw, width=FRAME_WIDTH):
    """The guide's outline: draw(painter) called with the dark pen, then with the colour."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setBrush(Qt.NoBrush)
    for colour, w in ((GUIDE_LINE, width + 2), (GUIDE_COLOUR, width)):
        painter.setPen(QPen(colour, w, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        draw(painter)
    painter.restore()


def needs_frame(widget):
    """A lit widget the style cannot light (a box, a list, a board, a counter's tool button):
    the frames of GuideFrames go around it."""
    return not (widget.inherits("QPushButton") or widget.inherits("QAbstractSpinBox"))


def style_widget(widget, guide):
    """A widget as the guide shows it: "on" lit (a button or a count box in the guide's frame),
    "dim" faded, None as it was. A dimmed widget still answers a click (the tutorial then says
    why it wants another)."""
    if widget.property("guide") == guide:
        return
    if widget.property(_SHEET) is None:
        widget.setProperty(_SHEET, widget.styleSheet())
    own = widget.property(_SHEET)
    widget.setProperty("guide", guide)
    widget.setStyleSheet(TARGET_STYLE if guide == "on" and not needs_frame(widget) else own)
    if guide is None:
        widget.setProperty(_SHEET, None)
    if guide == "dim":
        effect = QGraphicsOpacityEffect(widget)
        effect.setOpacity(DIM_OPACITY)
        widget.setGraphicsEffect(effect)
    else:
        widget.setGraphicsEffect(None)


class FrameOverlay(QWidget):
    """Frames around widgets, drawn over their whole window just outside each (clear of a group
    box's title); every click goes through. It follows the window's size and the widgets'."""

    def __init__(self, host):
        super().__init__(host)
        self.setObjectName("guideFrames")
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.widgets = []
        host.installEventFilter(self)
        self.hide()

    def show_frames(self, widgets):
        for w in self.widgets:
            _safe(lambda w=w: w.removeEventFilter(self))
        self.widgets = [w for w in widgets if w is not None]
        for w in self.widgets:
            w.installEventFilter(self)
        self.setGeometry(self.parentWidget().rect())
        self.setVisible(bool(self.widgets))
        self.raise_()
        for callout in self.parentWidget().findChildren(QWidget, "tutorialCallout",
                                                        Qt.FindDirectChildrenOnly):
            self.stackUnder(callout)  # the tutorial's callout stays above the frames
        self.update()

    def eventFilter(self, watched, event):
        if event.type() in (QEvent.Resize, QEvent.Move, QEvent.Show, QEvent.Hide):
            if watched is self.parentWidget():
                self.setGeometry(watched.rect())
            self.update()
        return False

    def frame_rects(self):
        """Where each shown widget's frame goes, in the overlay's coordinates."""
        out = []
        for w in self.widgets:
            r = _safe(lambda w=w: rect_in(self, w))
            if r is not None and not r.isEmpty():
                out.append(r.adjusted(-3, -3, 3, 3))
        return out

    def paintEvent(self, event):
        p = QPainter(self)
        for r in self.frame_rects():
            paint_outline(p, lambda p, r=QRectF(r): p.drawRoundedRect(r, 6, 6))


class GuideFrames:
    """The frames a table shows now: show(widgets) replaces them, clear() removes them. They are
    drawn by one FrameOverlay over the widgets' window (made when first needed)."""

    def __init__(self):
        self.overlay = None

    def show(self, widgets):
        widgets = [w for w in widgets if w is not None]
        if not widgets:
            return self.clear()
        host = widgets[0].window()
        if self.overlay is None or _safe(self.overlay.parentWidget) is not host:
            self.clear()
            self.overlay = FrameOverlay(host)
        self.overlay.show_frames(widgets)
        return None

    def clear(self):
        if self.overlay is not None:
            try:
                self.overlay.show_frames([])
            except RuntimeError:  # its window is gone
                self.overlay = None

    def targets(self):
        return list(self.overlay.widgets) if self.overlay is not None else []

    def isVisible(self):
        return self.overlay is not None and bool(_safe(self.overlay.isVisible))


def _safe(call):
    try:
        return call()
    except RuntimeError:  # a widget already gone (a bar's button rebuilt, a window closed)
        return None


def united(rects):
    """The box around `rects` (an empty QRect for none)."""
    out = QRect()
    for r in rects:
        out = out.united(r)
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
