"""The viewer's own travel cards, grouped by type: a list model (one row per type held, with
its count) and a delegate that paints each group as a card with a count badge."""

from PySide6.QtCore import QAbstractListModel, QMargins, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate

from ..palette import INK
from . import art
from .texts import card_name

KIND_ROLE = Qt.UserRole + 1
COUNT_ROLE = Qt.UserRole + 2


class HandModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows = []  # (card type, count), count > 0, in card-type order

    def set_hand(self, hand):
        rows = [(kind, n) for kind, n in enumerate(hand) if n > 0] if hand else []
        if rows == self._rows:
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def total(self):
        return sum(n for _, n in self._rows)

    def rowCount(self, parent=None):
        return 0 if parent is not None and parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        kind, n = self._rows[index.row()]
        if role == Qt.DisplayRole:
            return f"{card_name(kind)} ×{n}"
        if role == Qt.ToolTipRole:
            return card_name(kind)
        if role == Qt.DecorationRole:
            return art.transport_icon(kind, 40)
        if role == KIND_ROLE:
            return kind
        if role == COUNT_ROLE:
            return n
        return None

    def refresh_names(self):
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))


class CardDelegate(QStyledItemDelegate):
    SIZE = QSize(92, 74)

    def sizeHint(self, option, index):
        return self.SIZE

    def paint(self, p, option, index):
        kind = index.data(KIND_ROLE)
        n = index.data(COUNT_ROLE)
        if kind is None:
            return
        p.save()
        r = QRectF(option.rect).adjusted(3, 3, -3, -3)
        if option.state & QStyle.State_Selected:
            p.setPen(QPen(option.palette.highlight().color(), 3))
            p.drawRoundedRect(r, 6, 6)
        icon = QRectF(r.center().x() - 20, r.top() + 2, 40, 40)
        art.paint_transport(p, icon, kind)
        badge = QRectF(icon.right() - 6, icon.top() - 2, 22, 18)
        p.setPen(QPen(INK, 1))
        p.setBrush(QColor("#FFFFFF"))
        p.drawRoundedRect(badge, 8, 8)
        font = QFont(option.font)
        font.setBold(True)
        p.setFont(font)
        p.drawText(badge, Qt.AlignCenter, str(n))
        font.setBold(False)
        p.setFont(font)
        p.setPen(option.palette.text().color())
        p.drawText(QRectF(r.left(), icon.bottom() + 2, r.width(), r.bottom() - icon.bottom() - 2),
                   Qt.AlignHCenter | Qt.AlignTop | Qt.TextWordWrap, card_name(kind))
        p.restore()


class HandView(QListView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("elfenlandHand")
        self.hand_model = HandModel(self)
        self.setModel(self.hand_model)
        self.setItemDelegate(CardDelegate(self))
        self.setViewMode(QListView.IconMode)
        self.setFlow(QListView.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.Adjust)
        self.setMovement(QListView.Static)
        self.setSelectionMode(QListView.NoSelection)
        self.setUniformItemSizes(True)
        self.setSpacing(2)
        self.setMinimumHeight(CardDelegate.SIZE.height() + 8)
        self.hand_model.modelReset.connect(self._fit_rows)

    def _fit_rows(self):
        """Tall enough for every card type held at this width: the own hand is never
        scrolled (the players' list beside it gives way first)."""
        cell = CardDelegate.SIZE.grownBy(QMargins(*(self.spacing(),) * 4))
        per_row = max(1, self.viewport().width() // cell.width())
        rows = max(1, -(-self.hand_model.rowCount() // per_row))
        self.setMinimumHeight(rows * cell.height() + 2 * self.frameWidth() + 2)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_rows()


