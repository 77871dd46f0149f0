"""An expedition in a few numbers: the compact form of an opponent's board in the Expeditions
panel (Scout and Camp spaces, what camping now would cost, resources, Indians, boat load, cards
in hand, cards played, characters recruited), with who plays the seat. Only public numbers: a
hand is a count. A click (or Enter / Space) asks for the whole board."""

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...lewisclark import encampment
from ...lewisclark.cards import BADGE, IS_ENCOUNTERED
from . import texts
from .arranged_layout import ArrangedLayout
from .card_painter import paint_indian_disc, paint_resource
from .expedition_view import PlayerTokenItem, paint_hourglass
from ..new_game_dialog import level_name
from ..palette import PLAYER_COLOURS
from ..plain_text import plain_tooltip

CURRENT_BORDER = "#d08000"  # the seat to play (as on the featured board)
NAME_WIDTH = 180  # px; longer names are elided (the tooltip has them whole)
TEXT_PX, NAME_PX = 11, 12  # legible (>= 9 px) and compact: four or five summaries fit at 720 px


@dataclass(frozen=True)
class SeatNumbers:
    scout: int
    camp: int
    camp_cost: int  # days lost if the player camped now
    res: tuple  # food, wood, equipment, fur, canoe, horse
    indians: int  # in the boats
    load: int  # resources carried
    capacity: int  # resource places in the boats
    hand: int
    played: int  # characters in the playing area
    recruited: int  # encountered characters the player owns (hand, area, face down)


def seat_numbers(state, seat: int) -> SeatNumbers:
    p = state.players[seat]
    owned = list(p.hand) + [c for c, _, _ in p.area] + [d for _, d, _ in p.area if d >= 0]
    return SeatNumbers(
        scout=p.scout, camp=p.camp, camp_cost=encampment.setup_time(p), res=tuple(p.res),
        indians=p.indians, load=sum(p.res), capacity=p.capacity, hand=len(p.hand),
        played=len(p.area), recruited=sum(1 for c in owned if c >= 0 and IS_ENCOUNTERED[c]))


class FlowLayout(ArrangedLayout):
    """Lays its items out left to right and wraps them into more lines when the width ends."""

    def __init__(self, parent=None, spacing: int = 10, line_spacing: int = 2):
        super().__init__(parent)
        self._spacing, self._line_spacing = spacing, line_spacing

    def expandingDirections(self):
        return Qt.Orientation(0)

    def sizeHint(self):
        return self.minimumSize()

    def minimumSize(self):
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _arrange(self, rect, apply):
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line > 0:
                x, y, line = area.x(), y + line + self._line_spacing, 0
            if apply:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


def _icon(size: int, paint) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing, True)
    paint(painter, size)
    painter.end()
    return pixmap


def resource_icon(resource: int, size: int) -> QPixmap:
    return _icon(size, lambda p, s: paint_resource(p, QPointF(s / 2, s / 2), s * 0.46, resource))


def indian_icon(size: int) -> QPixmap:
    return _icon(size, lambda p, s: paint_indian_disc(p, QPointF(s / 2, s / 2), s * 0.36))


def hourglass_icon(size: int) -> QPixmap:
    return _icon(size, lambda p, s: paint_hourglass(p, QRectF(s * 0.15, 0, s * 0.7, s)))


def badges_icon(resources, size: int) -> QPixmap:
    """The badges of the face-up played characters, side by side."""
    step = size - 1
    pixmap = QPixmap(max(1, step * len(resources) + 1), size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing, True)
    for i, resource in enumerate(resources):
        paint_resource(painter, QPointF(i * step + size / 2, size / 2), size * 0.42, resource)
    painter.end()
    return pixmap


def token_icon(colour: str, size: int) -> QPixmap:
    return _icon(size, lambda p, s: PlayerTokenItem(colour, s - 2).paint(p, None))


class Chip(QWidget):
    """One number, with a word or an icon in front of it; the tooltip says it in full."""

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        self.icon = QLabel()
        self.icon.setVisible(False)
        self.label = QLabel()
        self.after = QLabel()  # icons after the number (badges of the played characters)
        self.after.setVisible(False)
        layout.addWidget(self.icon)
        layout.addWidget(self.label)
        layout.addWidget(self.after)

    def set_icon(self, pixmap: QPixmap) -> None:
        self.icon.setPixmap(pixmap)
        self.icon.setVisible(True)

    def set_after(self, pixmap: QPixmap | None) -> None:
        self.after.setVisible(pixmap is not None)
        if pixmap is not None:
            self.after.setPixmap(pixmap)

    def set(self, text: str, tooltip: str, dim: bool = False) -> None:
        self.label.setText(text)
        self.label.setEnabled(not dim)
        self.setToolTip(tooltip)


class SeatSummary(QFrame):
    """One seat's expedition in a few numbers; clicked(seat) asks for the whole board."""

    clicked = Signal(int)

    def __init__(self, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seatSummary{seat}")
        self.setFocusPolicy(Qt.StrongFocus)
        self.setCursor(Qt.PointingHandCursor)
        self.setAutoFillBackground(True)
        self._colour = None
        self._current = None
        font = QFont(self.font())
        font.setPixelSize(TEXT_PX)
        self.setFont(font)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 5)
        outer.setSpacing(2)
        head = QHBoxLayout()
        head.setSpacing(6)
        self.token = QLabel()
        self.name = QLabel()
        self.name.setObjectName("seatName")
        bold = QFont(font)
        bold.setPixelSize(NAME_PX)
        bold.setBold(True)
        self.name.setFont(bold)
        self.name.setTextFormat(Qt.PlainText)
        self.kind = QLabel()
        self.kind.setObjectName("seatKind")
        self.neighbour = QLabel()
        self.neighbour.setObjectName("seatNeighbour")
        self.neighbour.setStyleSheet("color: #6B5B45; font-style: italic;")
        self.turn = QLabel()
        self.turn.setObjectName("seatTurn")
        self.turn.setFont(bold)
        for widget in (self.token, self.name, self.kind, self.neighbour):
            head.addWidget(widget)
        head.addStretch(1)
        head.addWidget(self.turn)
        outer.addLayout(head)
        self.flow = FlowLayout(spacing=9)
        outer.addLayout(self.flow)
        self.chips = {}
        icon = max(14, self.fontMetrics().height() + 2)
        # The goods (six resources and the Indians) wrap as one group, so they read as a row.
        goods = QWidget(self)
        goods_row = QHBoxLayout(goods)
        goods_row.setContentsMargins(0, 0, 0, 0)
        goods_row.setSpacing(7)
        for key in ("scout", "camp", "camp_cost", "hand", "played", "recruited", "goods",
                    "boats"):
            if key == "goods":
                self.flow.addWidget(goods)
                continue
            self.chips[key] = chip = Chip(self)
            self.flow.addWidget(chip)
        for key in (*(f"res{r}" for r in range(6)), "indians"):
            self.chips[key] = chip = Chip(goods)
            goods_row.addWidget(chip)
        for key, chip in self.chips.items():
            chip.setObjectName("chip_" + key)
        for r in range(6):
            self.chips[f"res{r}"].set_icon(resource_icon(r, icon))
        self.chips["indians"].set_icon(indian_icon(icon))
        self.chips["camp_cost"].set_icon(hourglass_icon(icon))
        self._icon_size = icon

    def set_seat(self, state, name: str, kind: str, current: bool,
                 neighbour: bool = False) -> None:
        """Show the seat; `neighbour`: the featured player's neighbour (whose badges count)."""
        p = state.players[self.seat]
        n = seat_numbers(state, self.seat)
        if p.colour != self._colour:
            self._colour = p.colour
            self.token.setPixmap(token_icon(p.colour, self._icon_size + 4))
        self.name.setText(self.name.fontMetrics().elidedText(name, Qt.ElideRight, NAME_WIDTH))
        self.name.setToolTip(plain_tooltip(name))
        self.kind.setText(level_name(kind))
        self.neighbour.setText(self.tr("neighbour") if neighbour else "")
        self.neighbour.setToolTip(self.tr("The badges on this player's face-up characters count "
                                          "for your collections.") if neighbour else "")
        self.turn.setText(self.tr("To play") if current else "")
        self._show_current(current)
        c = self.chips
        c["scout"].set(self.tr("Scout %1").replace("%1", str(n.scout)),
                       self.tr("Scout on space %1").replace("%1", str(n.scout)))
        c["camp"].set(self.tr("Camp %1").replace("%1", str(n.camp)),
                      self.tr("Camp on space %1").replace("%1", str(n.camp)))
        c["camp_cost"].set(self.tr("%n day(s)", None, n.camp_cost),
                           self.tr("Camping now would lose %n day(s)", None, n.camp_cost))
        for r, amount in enumerate(n.res):
            c[f"res{r}"].set(str(amount), texts.resource_name(r), dim=amount == 0)
        c["indians"].set(str(n.indians), self.tr("Indians in the boats: %1")
                         .replace("%1", str(n.indians)), dim=n.indians == 0)
        c["boats"].set(self.tr("Boats %1/%2").replace("%1", str(n.load))
                       .replace("%2", str(n.capacity)),
                       self.tr("%1 resources carried; the resource boats hold %2")
                       .replace("%1", str(n.load)).replace("%2", str(n.capacity)))
        c["hand"].set(self.tr("Hand %1").replace("%1", str(n.hand)),
                      self.tr("%n card(s) in hand", None, n.hand))
        played = [card for card, _, _ in p.area]  # face up: everyone sees them
        c["played"].set(self.tr("Played %1").replace("%1", str(n.played)),
                        "\n".join([self.tr("%n character(s) in the playing area", None, n.played)]
                                  + [texts.card_name(card) for card in played]))
        c["played"].set_after(badges_icon([BADGE[card] for card in played], self._icon_size)
                              if played else None)
        c["recruited"].set(self.tr("Recruited %1").replace("%1", str(n.recruited)),
                           self.tr("%n character(s) recruited from the Journal", None,
                                   n.recruited))
        self.setToolTip(plain_tooltip(self.tr("Click to see %1's whole expedition board.")
                                .replace("%1", name)))

    def _show_current(self, current: bool) -> None:
        if (current, self._colour) == self._current:
            return
        self._current = (current, self._colour)
        colour = PLAYER_COLOURS.get(self._colour, QColor("#777777")).name()
        border = f"3px solid {CURRENT_BORDER}" if current else "1px solid #9b8a6a"
        me = "QFrame#" + self.objectName()
        self.setStyleSheet(f"{me} {{ background: #F3EAD3; border: {border};"
                           f" border-left: 6px solid {colour}; border-radius: 4px; }}"
                           f" {me}:focus {{ border-top: 2px dashed #2B2118;"
                           f" border-bottom: 2px dashed #2B2118; }}")
        self.turn.setStyleSheet(f"color: {CURRENT_BORDER};")

    def mouseReleaseEvent(self, event):
        if event.button() == Qt.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.seat)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.clicked.emit(self.seat)
            return
        super().keyPressEvent(event)
