"""The tutorial's guide on Tiwanaku's table: what a move is made with (board cells, crop chips,
bar buttons), the named parts of the table a step may point at, and how a bar button or a part
looks while it is guided. The table (table.py) applies it; nothing here asks the rules."""

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsOpacityEffect, QWidget

from ...tiwanaku.moves import (AutomaFirst, Divine, Explore, Offer, Pass, PlayTile, ReturnToStack,
                               StopDivining, Supplier)
from . import art

# The names a tutorial step's "highlight" may use (resources/tutorials/tiwanaku/*.json).
GUIDE_AREAS = ("board", "players", "scores", "diversity", "tokens", "tiles", "reaction", "bar")
DIM_OPACITY = 0.4
BUTTON_ON = ("QPushButton { border: 3px solid %s; border-radius: 5px; padding: 3px 10px; "
             "background: #FFE6F9; color: #14141E; font-weight: bold; }" % art.GUIDE.name())


def move_targets(move):
    """(cell names, crop levels of the chooser, bar button names) that `move` is made with."""
    match move:
        case Explore(src=None, dest=dest):
            return (dest,), (), ("tiwanakuStack",)
        case Explore(src=src, dest=dest):
            return (src, dest), (), ()
        case ReturnToStack(src=src):
            return (src,), (), ("tiwanakuReturn",)
        case Divine(cell=cell, level=level):
            return (cell,), (level,), ()
        case StopDivining():
            return (), (), ("tiwanakuStop",)
        case Offer(levels=()):
            return (), (), ("tiwanakuNoOffer",)
        case Offer(levels=levels):
            return (), (), tuple(f"tiwanakuToken{v}" for v in levels) + ("tiwanakuOffer",)
        case Pass():
            return (), (), ("tiwanakuPass",)
        case PlayTile(terrain=t):
            return (), (), (f"tiwanakuPlay{t}",)
        case Supplier(seat=seat):
            return (), (), (f"tiwanakuSupplier{seat}",)
        case AutomaFirst(cell=cell):
            return (cell,), (), (f"tiwanakuAutoma{cell}",)
    return (), (), ()


def style_button(button, guide):
    """A bar button as the guide shows it: "on" framed in magenta, "dim" faded, None as usual.
    A dimmed button still answers a click (the tutorial then says why it wants another)."""
    if button.property("guide") == guide:
        return
    button.setProperty("guide", guide)
    button.setStyleSheet(BUTTON_ON if guide == "on" else "")
    if guide == "dim":
        effect = QGraphicsOpacityEffect(button)
        effect.setOpacity(DIM_OPACITY)
        button.setGraphicsEffect(effect)
    else:
        button.setGraphicsEffect(None)


def style_bar(bar, on):
    """The whole decision bar framed (the "bar" area): it lies outside the table."""
    if bool(bar.property("guide")) == on:
        return
    bar.setProperty("guide", on)
    bar.setAttribute(Qt.WA_StyledBackground, on)
    name = bar.objectName()
    bar.setStyleSheet(f"#{name} {{ border: 3px solid {art.GUIDE.name()}; border-radius: 5px; }}"
                      if on else "")


def widget_rect(widget, inside):
    """`widget`'s rectangle in `inside`'s coordinates (any two widgets of one window)."""
    return QRect(inside.mapFromGlobal(widget.mapToGlobal(QPoint(0, 0))), widget.size())


class AreaFrames(QWidget):
    """Frames drawn over the table around the guided parts; clicks go through to the table."""

    def __init__(self, table):
        super().__init__(table)
        self.setObjectName("tiwanakuGuideFrames")
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.widgets = []  # the parts framed now (tests look)
        self.hide()

    def show_frames(self, widgets):
        self.widgets = list(widgets)
        self.setGeometry(self.parent().rect())
        self.setVisible(bool(self.widgets))
        self.raise_()
        self.update()

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setBrush(Qt.NoBrush)
        for w in self.widgets:
            if not w.isVisible():
                continue
            # just outside the part, clear of a group box's title (clipped at the table's edge)
            r = widget_rect(w, self).adjusted(-3, -3, 3, 3)
            p.setPen(QPen(art.GUIDE_LINE, 5))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(QPen(art.GUIDE, 3))
            p.drawRoundedRect(r, 6, 6)
