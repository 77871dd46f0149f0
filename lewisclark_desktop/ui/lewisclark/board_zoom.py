"""Click-to-zoom for the parts of the board too small to hold their texts at a readable size
(at 1280×720 the board is shown at about 0.46): a magnifier button on the Village and the
Journal opens a popup with that part drawn large enough to read every text in it.

- The Village: a second view of the same scene, scaled up (its items draw their whole effect
  texts once there is room; a click on a location there works as on the board).
- The Journal: its cards side by side at a size where their effect texts are readable."""

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QFrame, QGraphicsItem, QGraphicsView, QLabel, QVBoxLayout,
                               QWidget)

from ...lewisclark.journal import PAGES, fur_cost
from . import texts
from .card_painter import CARD_ASPECT, draw_fitted_text, paint_card
from ..palette import INK, PAPER

BUTTON_PX = 22  # the magnifier's size on the screen, whatever the board's scale
ZOOM_MARGIN = 0.92  # the popup takes at most this part of the window


class ZoomButton(QGraphicsItem):
    """A magnifier at a fixed size on the screen, hanging down and left from `corner` (a
    panel's top right corner), or up and right (`up=True`: a panel's bottom left corner)."""

    def __init__(self, corner: QPointF, part: str, tooltip: str, up: bool = False):
        super().__init__()
        self.part = part
        self._rect = (QRectF(2, -BUTTON_PX - 2, BUTTON_PX, BUTTON_PX) if up
                      else QRectF(-BUTTON_PX - 2, 2, BUTTON_PX, BUTTON_PX))
        self.setFlag(QGraphicsItem.ItemIgnoresTransformations)
        self.setPos(corner)
        self.setZValue(30)
        self.setToolTip(tooltip)
        self.setCursor(Qt.PointingHandCursor)
        self.setData(0, ("zoom", part))

    def boundingRect(self):
        return self._rect

    def paint(self, painter, option, widget=None):
        r = self.boundingRect()
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
        lens = QRectF(r.left() + 4, r.top() + 4, 10, 10)
        painter.setPen(QPen(INK, 2.2, Qt.SolidLine, Qt.RoundCap))
        painter.setBrush(QColor("#FFFFFF"))
        painter.drawEllipse(lens)
        painter.drawLine(QPointF(lens.right() - 1.5, lens.bottom() - 1.5),
                         QPointF(r.right() - 4, r.bottom() - 4))

    def mousePressEvent(self, event):
        event.accept() if event.button() == Qt.LeftButton else event.ignore()

    def mouseReleaseEvent(self, event):
        scene = self.scene()
        if event.button() == Qt.LeftButton and scene is not None:
            scene.zoomRequested.emit(self.part)
        event.accept()


class ZoomPopup(QFrame):
    """A popup over the board holding an enlarged view; a click outside or Escape closes it."""

    def __init__(self, parent, content: QWidget, title: str):
        super().__init__(parent, Qt.Popup)
        self.setObjectName("boardZoom")
        self.setFrameShape(QFrame.Box)
        self.content = content
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 4, 6, 6)
        heading = QLabel(title)
        heading.setTextFormat(Qt.PlainText)
        column.addWidget(heading)
        column.addWidget(content, 1)

    def show_over(self, widget: QWidget) -> None:
        """Shown centred over `widget`'s window, at the content's size."""
        self.adjustSize()
        window = widget.window()
        centre = window.mapToGlobal(window.rect().center())
        self.move(centre.x() - self.width() // 2, max(window.mapToGlobal(window.rect().topLeft()).y(),
                                                      centre.y() - self.height() // 2))
        self.show()


class VillageZoomView(QGraphicsView):
    """The scene's Village panel, scaled to `scale`."""

    def __init__(self, scene, rect: QRectF, scale: float):
        super().__init__(scene)
        self.setObjectName("villageZoomView")
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setSceneRect(rect)
        self.scale(scale, scale)
        self._size = QSize(round(rect.width() * scale) + 2, round(rect.height() * scale) + 2)
        self.setFixedSize(self._size)

    def sizeHint(self):
        return self._size


class JournalCards(QWidget):
    """The Journal's cards side by side, large enough to read (5 Furs on the left, as the
    pages are listed from the top of the board)."""

    LABEL_H = 26

    def __init__(self, cards, card_w: int):
        super().__init__()
        self.setObjectName("journalZoom")
        self.cards = list(cards)  # index 0 = page 1 (1 Fur)
        self.card_w = card_w
        self.card_h = round(card_w / CARD_ASPECT)
        self.setFixedSize(PAGES * (card_w + 10) + 10, self.card_h + self.LABEL_H + 14)

    def card_rect(self, slot: int) -> QRectF:
        k = PAGES - slot
        return QRectF(10 + k * (self.card_w + 10), self.LABEL_H + 6, self.card_w, self.card_h)

    def paintEvent(self, event):
        painter = QPainter(self)
        self.paint_into(painter)
        painter.end()

    def paint_into(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.Antialiasing, True)
        for slot in range(PAGES, 0, -1):
            rect = self.card_rect(slot)
            label = QCoreApplication.translate("BoardScene", "Page %1: %2 Fur")
            label = label.replace("%1", str(slot)).replace("%2", str(fur_cost(slot - 1)))
            draw_fitted_text(painter, QRectF(rect.left(), 2, rect.width(), self.LABEL_H), label,
                             max_px=15, min_px=12, bold=True, center=True)
            card = self.cards[slot - 1] if slot - 1 < len(self.cards) else None
            if card is None:
                painter.setPen(QPen(INK, 1.5, Qt.DashLine))
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(rect, 8, 8)
                draw_fitted_text(painter, rect.adjusted(8, 0, -8, 0),
                                 QCoreApplication.translate("BoardScene", "Empty page"),
                                 max_px=15, min_px=12, center=True)
            else:
                paint_card(painter, rect, card)


def journal_card_width(window_width: int) -> int:
    """Cards as wide as the window allows, up to 220 px (their effect texts then read at
    12 px or more)."""
    return max(150, min(220, int(window_width * ZOOM_MARGIN) // PAGES - 12))


def zoom_title(part: str) -> str:
    if part == "village":
        return QCoreApplication.translate("BoardScene", "Village")
    return QCoreApplication.translate("BoardScene", "Journal of Encounters")


__all__ = ["ZoomButton", "ZoomPopup", "VillageZoomView", "JournalCards", "journal_card_width", "zoom_title"]
