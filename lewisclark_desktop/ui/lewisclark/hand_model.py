"""A row of cards (hand, and any other list of cards): model, painting delegate and view.

The model only displays what it is given: which cards, for each card that cannot be chosen
now the reason (shown in the tooltip), and which cards are chosen for the play being composed
(marked with a frame and a tag: "To play" / "Face down"). Which cards are legal is decided
elsewhere.
"""

from PySide6.QtCore import (QAbstractListModel, QCoreApplication, QElapsedTimer,
                            QModelIndex, QRectF, QSize, Qt, Signal)
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QListView, QStyle,
                               QStyledItemDelegate)

from ...lewisclark.cards import CARDS
from . import texts
from ..guide_marks import DIM_OPACITY, paint_outline
from ..i18n import RetranslateOnLanguageChange, TrContext
from .card_painter import CARD_SIZE, SELECTED_COLOUR, card_rect_in, paint_card

CARD_ROLE = Qt.UserRole + 1  # card index (int)
ENABLED_ROLE = Qt.UserRole + 2  # bool: can be chosen now
FACE_UP_ROLE = Qt.UserRole + 3  # bool: painted face up (default True)
INDIANS_ROLE = Qt.UserRole + 4  # int: Indians standing on the card (default 0)
CHOSEN_ROLE = Qt.UserRole + 5  # "play" / "support": chosen for the play being composed, else None
GUIDE_ROLE = Qt.UserRole + 6  # "on" / "dim": a guided game's step uses the card or not, else None

CardTooltip = TrContext("CardTooltip")  # plural texts outside a class (see TrContext)
CARD_MARGIN = 4
HOVER_COLOUR = QColor("#F2B134")
SUPPORT_COLOUR = QColor("#5A3E8C")  # the face-down support card's frame and tag


def card_tooltip(card: int, reason: str | None = None) -> str:
    """Name, strength and effect of `card` in the current language, plus why it cannot be
    chosen now (if `reason`)."""
    if card < 0:
        text = QCoreApplication.translate("CardListModel", "Hidden card")
    else:
        strength = CardTooltip.tr("Strength %n", None, CARDS[card].strength)
        text = "%s\n%s\n%s" % (texts.card_name(card), strength, texts.card_effect(card))
        if CARDS[card].permanent:
            text += "\n" + QCoreApplication.translate("CardListModel", "Permanent (\u221e)")
    if reason:
        text += "\n\n" + QCoreApplication.translate(
            "CardListModel", "Cannot be chosen now: %1").replace("%1", reason)
    return text


def chosen_tag(chosen: str | None) -> str:
    """The tag on a card chosen for the play being composed."""
    if chosen == "play":
        return QCoreApplication.translate("CardListModel", "To play")
    if chosen == "support":
        return QCoreApplication.translate("CardListModel", "Face down")
    return ""


class CardListModel(QAbstractListModel):
    """A list of card indices with optional per-card reasons why it cannot be chosen."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._cards: list[int] = []
        self._disabled: dict[int, str] = {}
        # card -> mark, per kind: "chosen" ("play" / "support"), "guide" ("on" / "dim")
        self._marks: dict[str, dict[int, str]] = {"chosen": {}, "guide": {}}

    # -- content ------------------------------------------------------------------------------

    def cards(self) -> list[int]:
        return list(self._cards)

    def set_cards(self, cards: list[int]) -> None:
        cards = list(cards)
        if cards == self._cards:
            return
        self.beginResetModel()
        self._cards = cards
        self.endResetModel()

    def set_disabled(self, reasons: dict[int, str]) -> None:
        """card -> reason it cannot be chosen now; every other card is enabled."""
        self._disabled = dict(reasons or {})
        self._all_changed()

    def disabled_reason(self, card: int) -> str | None:
        return self._disabled.get(card)

    def _set_marks(self, kind: str, marks: dict[int, str]) -> None:
        """Every card is repainted when its marks of this kind change."""
        marks = dict(marks or {})
        if marks != self._marks[kind]:
            self._marks[kind] = marks
            self._all_changed()

    def set_chosen(self, chosen: dict[int, str]) -> None:
        """card -> "play" or "support" for the cards of the play being composed."""
        self._set_marks("chosen", chosen)

    def chosen(self, card: int) -> str | None:
        return self._marks["chosen"].get(card)

    def set_guide(self, marks: dict[int, str]) -> None:
        """card -> "on" (outlined) or "dim" (faded) while a guided game shows a step."""
        self._set_marks("guide", marks)

    def guide(self, card: int) -> str | None:
        return self._marks["guide"].get(card)

    def retranslate(self) -> None:
        """Names, tooltips and painted texts depend on the language: re-emit everything."""
        self._all_changed()

    def _all_changed(self) -> None:
        if self._cards:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._cards) - 1, 0), [])

    def card_at(self, row: int) -> int:
        return self._cards[row]

    # -- Qt model API ---------------------------------------------------------------------------

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or index.parent().isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role in (Qt.DisplayRole, Qt.AccessibleTextRole):
            if card < 0:
                return QCoreApplication.translate("CardListModel", "Hidden card")
            tag = chosen_tag(self.chosen(card)) if role == Qt.AccessibleTextRole else ""
            return texts.card_name(card) + (" (" + tag + ")" if tag else "")
        if role == Qt.ToolTipRole:
            return card_tooltip(card, self._disabled.get(card))
        if role == CARD_ROLE:
            return card
        if role == ENABLED_ROLE:
            return card not in self._disabled
        if role == FACE_UP_ROLE:
            return True
        if role == INDIANS_ROLE:
            return 0
        if role == CHOSEN_ROLE:
            return self.chosen(card)
        if role == GUIDE_ROLE:
            return self.guide(card)
        if role == Qt.SizeHintRole:
            return QSize(CARD_SIZE.width() + 2 * CARD_MARGIN, CARD_SIZE.height() + 2 * CARD_MARGIN)
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.NoItemFlags
        if self._cards[index.row()] in self._disabled:
            return Qt.ItemNeverHasChildren
        return Qt.ItemIsEnabled | Qt.ItemIsSelectable | Qt.ItemNeverHasChildren

    def roleNames(self):
        names = super().roleNames()
        names[CARD_ROLE] = b"card"
        names[ENABLED_ROLE] = b"enabled"
        return names


class CardDelegate(QStyledItemDelegate):
    """Paints each row as a card (paint_card) with a small margin."""

    def __init__(self, parent=None, card_size: QSize = CARD_SIZE):
        super().__init__(parent)
        self.card_size = QSize(card_size)

    def paint(self, painter, option, index):
        card = index.data(CARD_ROLE)
        if card is None:
            return
        enabled = index.data(ENABLED_ROLE)
        enabled = True if enabled is None else bool(enabled)
        face_up = index.data(FACE_UP_ROLE)
        face_up = True if face_up is None else bool(face_up)
        indians = index.data(INDIANS_ROLE) or 0
        rect = card_rect_in(QRectF(option.rect).adjusted(CARD_MARGIN, CARD_MARGIN,
                                                          -CARD_MARGIN, -CARD_MARGIN))
        chosen = index.data(CHOSEN_ROLE)
        selected = bool(option.state & QStyle.State_Selected) or chosen == "play"
        hovered = bool(option.state & QStyle.State_MouseOver) and enabled and not selected
        guide = index.data(GUIDE_ROLE)
        painter.save()
        if guide == "dim":
            painter.setOpacity(DIM_OPACITY)
        paint_card(painter, rect, card, face_up=face_up, selected=selected, enabled=enabled,
                   indians_on=indians,
                   highlight=SUPPORT_COLOUR if chosen == "support" else HOVER_COLOUR if hovered else None)
        if guide == "on":
            width = max(4.0, rect.height() * 0.04)
            frame = rect.adjusted(-width / 2 + 1, -width / 2 + 1, width / 2 - 1, width / 2 - 1)
            paint_outline(painter, lambda p: p.drawRoundedRect(frame, 8, 8), width)
        if chosen:
            self._paint_tag(painter, rect, chosen)
        if option.state & QStyle.State_HasFocus:
            painter.setPen(QPen(Qt.black, 1, Qt.DotLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRect(QRectF(option.rect).adjusted(1, 1, -1, -1))
        painter.restore()

    @staticmethod
    def _paint_tag(painter, rect: QRectF, chosen: str) -> None:
        """A tag at the foot of a chosen card (over the owner strip): "To play" or "Face down"."""
        colour = SELECTED_COLOUR if chosen == "play" else SUPPORT_COLOUR
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(9, round(rect.height() * 0.075)))
        painter.setFont(font)
        text = chosen_tag(chosen)
        width = min(rect.width() - 6, painter.fontMetrics().horizontalAdvance(text) + 14)
        height = painter.fontMetrics().height() + 4
        tag = QRectF(rect.center().x() - width / 2, rect.bottom() - height - 3, width, height)
        painter.setPen(Qt.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(tag, height / 2, height / 2)
        painter.setPen(Qt.white)
        painter.drawText(tag, Qt.AlignCenter, text)

    def sizeHint(self, option, index):
        return QSize(self.card_size.width() + 2 * CARD_MARGIN,
                     self.card_size.height() + 2 * CARD_MARGIN)


class CardListView(RetranslateOnLanguageChange, QListView):
    """A row of cards, or two when that shows them larger. The cards take the room they are
    given and shrink, down to MIN_SCALE, so that all of them show; past that one row scrolls.
    Emits
    cardActivated(card) when an enabled card is clicked or double-clicked (a double-click
    emits once, not twice) or chosen with Enter/Space; cardRefused(card) when the card cannot be
    chosen now (so that the window can say why at once)."""

    cardActivated = Signal(int)
    cardRefused = Signal(int)  # a card that cannot be chosen now was clicked or activated
    # Up to twice the design size: a short hand in a tall area (a large window) fills its height.
    MIN_SCALE, MAX_SCALE, MAX_ROWS = 0.6, 2.0, 2

    def __init__(self, parent=None, card_size: QSize = CARD_SIZE):
        super().__init__(parent)
        self.setViewMode(QListView.ListMode)
        self.setFlow(QListView.LeftToRight)
        self.setWrapping(False)
        self.setMovement(QListView.Static)
        self.setResizeMode(QListView.Adjust)
        self.setUniformItemSizes(True)
        self.setSelectionMode(QAbstractItemView.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectItems)
        self.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.setDragEnabled(False)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.viewport().setAttribute(Qt.WA_Hover, True)
        self._base = QSize(card_size)
        self._delegate = CardDelegate(self, card_size)
        self.setItemDelegate(self._delegate)
        self._bar = self.horizontalScrollBar().sizeHint().height()
        self.setMinimumHeight(round(card_size.height() * self.MIN_SCALE) + 2 * CARD_MARGIN
                              + self._bar + 2 * self.frameWidth())
        self._natural_height = card_size.height() + 2 * CARD_MARGIN + self._bar + 2 * self.frameWidth()
        self._clock = QElapsedTimer()
        self._clock.start()
        self._last_click = (None, -1)  # (card, time in ms) of the last click that emitted
        self.clicked.connect(self._on_clicked)
        self.doubleClicked.connect(self._on_double_clicked)

    def setModel(self, model):
        old = self.model()
        if old is not None:
            for signal in (old.rowsInserted, old.rowsRemoved, old.modelReset, old.layoutChanged):
                signal.disconnect(self.fit_cards)
        super().setModel(model)
        if model is not None:
            for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.layoutChanged):
                signal.connect(self.fit_cards)
        self.fit_cards()

    def card_scale(self) -> float:
        """The size the cards are painted at, relative to the design size."""
        return self._delegate.card_size.width() / self._base.width()

    def fit_cards(self, *_):
        """Pick the card size (and one or two rows) that shows every card as large as the
        view allows."""
        count = self.model().rowCount() if self.model() is not None else 0
        base_w, base_h = self._base.width(), self._base.height()
        width = self.width() - 2 * self.frameWidth()
        height = self.height() - 2 * self.frameWidth()
        best_scale, best_rows = 0.0, 1
        for rows in range(1, self.MAX_ROWS + 1):
            per_row = -(-max(1, count) // rows)
            scale = min(self.MAX_SCALE, (height / rows - 2 * CARD_MARGIN) / base_h,
                        (width / per_row - 2 * CARD_MARGIN) / base_w)
            if scale > best_scale + 0.05:  # a second row only for clearly larger cards
                best_scale, best_rows = scale, rows
        if best_scale < self.MIN_SCALE:
            # Too many cards to stay readable: one row at the smallest readable size that
            # scrolls (the scroll bar takes some of the height).
            best_rows = 1
            best_scale = min(self.MIN_SCALE, (height - self._bar - 2 * CARD_MARGIN) / base_h)
        best_scale = max(0.3, best_scale)
        size = QSize(int(base_w * best_scale), int(base_h * best_scale))  # down: the row must fit
        wrap = best_rows > 1
        if size != self._delegate.card_size or wrap != self.isWrapping():
            self._delegate.card_size = size
            self.setWrapping(wrap)
            self.scheduleDelayedItemsLayout()

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.fit_cards()

    def _emit_for(self, index) -> int | None:
        if not index.isValid():
            return None
        card = index.data(CARD_ROLE)
        if card is None:
            return None
        if not index.data(ENABLED_ROLE):
            return None
        self.cardActivated.emit(int(card))
        return int(card)

    def _on_clicked(self, index) -> None:
        card = self._emit_for(index)
        if card is not None:
            self._last_click = (card, self._clock.elapsed())

    def _on_double_clicked(self, index) -> None:
        # The first click of a double-click has already emitted; only emit if it did not
        # (e.g. a synthetic double-click event with no click before it).
        card, when = self._last_click
        interval = 2 * QApplication.doubleClickInterval()
        if card is not None and card == index.data(CARD_ROLE) and self._clock.elapsed() - when <= interval:
            return
        self._emit_for(index)

    def _refuse_at(self, index) -> None:
        if index.isValid() and not index.data(ENABLED_ROLE) and index.data(CARD_ROLE) is not None:
            self.cardRefused.emit(int(index.data(CARD_ROLE)))

    def mouseReleaseEvent(self, event):
        # Qt sends no clicked() for a disabled item: say why here instead.
        super().mouseReleaseEvent(event)
        if event.button() == Qt.LeftButton:
            self._refuse_at(self.indexAt(event.position().toPoint()))

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space) and self.currentIndex().isValid():
            self._emit_for(self.currentIndex())
            self._refuse_at(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

    def sizeHint(self):
        hint = super().sizeHint()
        return QSize(hint.width(), self._natural_height)

    def retranslate(self) -> None:
        model = self.model()
        if model is not None and hasattr(model, "retranslate"):
            model.retranslate()
        self.viewport().update()


__all__ = ["CardListModel", "CardDelegate", "CardListView", "CARD_ROLE", "ENABLED_ROLE",
           "FACE_UP_ROLE", "INDIANS_ROLE", "CHOSEN_ROLE", "card_tooltip", "chosen_tag"]
