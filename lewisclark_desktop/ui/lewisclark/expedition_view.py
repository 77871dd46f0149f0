"""One player's expedition board as a QGraphicsScene: boats with their loads (the least-time
arrangement, D21), the Playing Area, the hand, Scout and Camp, and the set-up time if the
player camped now. Display only: every number comes from the state or the rules package.

Items carry a kind under data key 0 so that tests and tools can find them: "resource",
"indian" (in a boat), "boat", "card" (played; data key 1 = Indians on it), "support",
"hand_card", "overflow".
"""

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen,
                           QTransform)
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsRectItem, QGraphicsScene,
                               QGraphicsSimpleTextItem, QGraphicsView, QSizePolicy)

from ...lewisclark.boats import (FLAT, PER_ITEM, UNLIMITED, arrangement, indian_boats,
                                resource_boats)
from ...lewisclark.cards import CARDS
from ...lewisclark.route import FORT_CLATSOP, SAINT_LOUIS
from . import texts
from ..fitted_view import FittedView
from ..i18n import TrContext
from .card_painter import (card_body_top, draw_words, paint_card, paint_indian_disc,
                           paint_resource, paint_strength)
from .decision_panel import camp_forecast, camp_preview_text
from .hand_model import card_tooltip
from ..palette import INK, PAPER, PLAYER_COLOURS, PLAYER_LETTERS, text_colour_on
from ..readable import READABLE_PX, readable_px, screen_scale
from ..plain_text import plain_tooltip

KIND = 0  # item data key: what the item shows
COUNT = 1  # item data key: Indians on a played card

BOARD_WIDTH = 1000.0  # the board's width in scene units when there is room
NARROW_WIDTH = 700.0  # below this layout width, played cards and the hand get smaller
MIN_LAYOUT_WIDTH = 480.0
LEGIBLE_SCALE = 0.8  # a fit-to-width view never scales the board below this (0.78 with its frame)
SMALL_PX = math.ceil(READABLE_PX / 0.78)  # the smallest text drawn: 8 pt or more at that scale
MARGIN = 16.0
SLOT = 30.0  # one boat slot
TOKEN_R = 11.5  # resource hexagon / Indian disc radius
NARROW_SLOT = 24.0  # on a narrow board, so that the five printed boats share one row
CARD_W, CARD_H = 100.0, 140.0
SUPPORT_SHOW = 0.3  # share of a support card showing below the card it supports
BOARD_COLOUR = QColor("#E9DDBF")
WATER = QColor("#CFE3EE")
HULL = QColor("#9B6B3D")
HULL_DARK = QColor("#5E3F22")


translate = QCoreApplication.translate  # literal calls, so that lupdate finds every text
BoatTexts = TrContext("BoatTexts")  # plural texts outside a class (see TrContext)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


def time_rule_text(rule: int) -> str:
    """The short label next to the hourglass ("" for free boats)."""
    if rule == FLAT:
        return translate("ExpeditionScene", "1")
    if rule == PER_ITEM:
        return translate("ExpeditionScene", "1 each")
    return ""


def time_rule_tooltip(capacity: int, rule: int, indians: bool) -> str:
    if capacity >= UNLIMITED:
        cap = (translate("ExpeditionScene", "Holds any number of Indians") if indians
               else translate("ExpeditionScene", "Holds any number of items"))
    elif indians:
        cap = BoatTexts.tr("Holds %n Indian(s)", None, capacity)
    else:
        cap = BoatTexts.tr("Holds %n resource(s)", None, capacity)
    if rule == FLAT:
        time = translate("ExpeditionScene", "costs 1 day at Encampment if it carries anything")
    elif rule == PER_ITEM:
        time = translate("ExpeditionScene", "costs 1 day at Encampment per item carried")
    else:
        time = translate("ExpeditionScene", "costs no time at Encampment")
    return translate("ExpeditionScene", "%1; %2").replace("%1", cap).replace("%2", time)


def paint_hourglass(painter: QPainter, rect: QRectF, colour: QColor = INK) -> None:
    """A small hourglass glyph in `rect`."""
    w, h = rect.width(), rect.height()
    x0, x1 = rect.left() + w * 0.15, rect.right() - w * 0.15
    path = QPainterPath()
    path.moveTo(x0, rect.top() + h * 0.1)
    path.lineTo(x1, rect.top() + h * 0.1)
    path.lineTo(rect.center().x() + w * 0.06, rect.center().y())
    path.lineTo(x1, rect.bottom() - h * 0.1)
    path.lineTo(x0, rect.bottom() - h * 0.1)
    path.lineTo(rect.center().x() - w * 0.06, rect.center().y())
    path.closeSubpath()
    painter.save()
    painter.setPen(QPen(colour, max(0.8, w * 0.09)))
    painter.setBrush(QColor("#F3D58A"))
    painter.drawPath(path)
    painter.setPen(QPen(colour, max(1.0, w * 0.12)))
    painter.drawLine(QPointF(rect.left(), rect.top() + h * 0.05),
                     QPointF(rect.right(), rect.top() + h * 0.05))
    painter.drawLine(QPointF(rect.left(), rect.bottom() - h * 0.05),
                     QPointF(rect.right(), rect.bottom() - h * 0.05))
    painter.restore()


# ---------------------------------------------------------------------------------------------
# Items
# ---------------------------------------------------------------------------------------------

class BoatItem(QGraphicsItem):
    """A boat: hull with one slot per place (or an open hold if unlimited), its time rule above
    it (hourglass + "1" / "1 each", nothing if free). Tokens are separate child items."""

    LABEL_H = 20.0
    LABEL_PX = 12  # the time rule's text
    PAD = 8.0

    def __init__(self, capacity: int, rule: int, indians: bool, load: int, tile: bool,
                 slot: float = SLOT):
        super().__init__()
        self.capacity, self.rule, self.indians, self.tile = capacity, rule, indians, tile
        self.slot = slot
        self.pad = self.PAD * slot / SLOT
        self.unlimited = capacity >= UNLIMITED
        if self.unlimited:
            self.cols = max(3, min(7, load))
            self.rows = max(1, math.ceil(load / self.cols))
        else:
            self.cols, self.rows = capacity, 1
        self.width = self.cols * slot + 2 * self.pad
        self.height = self.LABEL_H + self.rows * slot + 2 * self.pad
        self.setData(KIND, "boat")
        self.setToolTip(time_rule_tooltip(capacity, rule, indians))

    def boundingRect(self):
        return QRectF(-1, -1, self.width + 2, self.height + 2)

    def slot_center(self, i: int) -> QPointF:
        r, c = divmod(i, self.cols)
        return QPointF(self.pad + (c + 0.5) * self.slot,
                       self.LABEL_H + self.pad + (r + 0.5) * self.slot)

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing, True)
        hull = QRectF(0, self.LABEL_H, self.width, self.height - self.LABEL_H)
        path = QPainterPath()
        bow = min(18.0, hull.height() * 0.45)
        path.moveTo(hull.left(), hull.top())
        path.lineTo(hull.right(), hull.top())
        path.quadTo(hull.right(), hull.bottom(), hull.right() - bow, hull.bottom())
        path.lineTo(hull.left() + bow, hull.bottom())
        path.quadTo(hull.left(), hull.bottom(), hull.left(), hull.top())
        painter.setPen(QPen(HULL_DARK, 2.0, Qt.DashLine if self.tile else Qt.SolidLine))
        painter.setBrush(HULL)
        painter.drawPath(path)
        # Slots.
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1.2))
        painter.setBrush(QColor(255, 255, 255, 60))
        if not self.unlimited:
            for i in range(self.capacity):
                c = self.slot_center(i)
                painter.drawRoundedRect(QRectF(c.x() - self.slot / 2 + 2, c.y() - self.slot / 2 + 2,
                                               self.slot - 4, self.slot - 4), 5, 5)
        else:
            painter.drawRoundedRect(hull.adjusted(self.pad - 2, self.pad - 2, -self.pad + 2,
                                                  -self.pad + 2), 6, 6)
        # Label row: capacity for unlimited boats, time rule on the right.
        painter.setPen(INK)
        if self.unlimited:
            painter.setFont(_font(17, True))
            painter.drawText(QRectF(2, 0, 30, self.LABEL_H), Qt.AlignLeft | Qt.AlignVCenter,
                             "\u221e")
        text = time_rule_text(self.rule)
        if text:
            painter.setFont(_font(readable_px(painter, self.LABEL_PX), True))
            tw = painter.fontMetrics().horizontalAdvance(text)
            right = self.width - 2
            painter.drawText(QRectF(right - tw, 0, tw, self.LABEL_H),
                             Qt.AlignRight | Qt.AlignVCenter, text)
            paint_hourglass(painter, QRectF(right - tw - 13, 3, 10, self.LABEL_H - 6))


class TokenItem(QGraphicsItem):
    """A resource hexagon (resource >= 0) or an Indian disc (resource = -1)."""

    def __init__(self, resource: int, radius: float = TOKEN_R, kind: str | None = None):
        super().__init__()
        self.resource, self.radius = resource, radius
        self.setData(KIND, kind or ("indian" if resource < 0 else "resource"))
        self.setToolTip(translate("ExpeditionScene", "Indian") if resource < 0
                        else texts.resource_name(resource))

    def boundingRect(self):
        r = self.radius * 1.25
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing, True)
        if self.resource < 0:
            paint_indian_disc(painter, QPointF(0, 0), self.radius * 0.85)
        else:
            paint_resource(painter, QPointF(0, 0), self.radius, self.resource)


class CardItem(QGraphicsItem):
    """A card painted by paint_card; a face-down support shows its strength on the strip that
    sticks out below the card it supports."""

    def __init__(self, card: int, face_up: bool = True, indians: int = 0,
                 kind: str = "card", width: float = CARD_W, height: float = CARD_H,
                 strip: bool = False, tooltip: bool = True):
        super().__init__()
        self.card, self.face_up, self.indians = card, face_up, indians
        self.width, self.height, self.strip = width, height, strip
        self.setData(KIND, kind)
        self.setData(COUNT, indians)
        if tooltip and card >= 0:
            self.setToolTip(card_tooltip(card))

    def boundingRect(self):
        return QRectF(-1, -1, self.width + 2, self.height + 2)

    NAME_PX = 13  # a compact card's name

    def is_compact(self, painter) -> bool:
        """Whether a face-up card's effect text would be drawn under the readable size: then
        it shows its name alone, at a readable size (the whole card is in its tooltip)."""
        smallest = self.height * 0.042  # card_painter's smallest effect text
        return self.face_up and self.card >= 0 and smallest * screen_scale(painter) < READABLE_PX

    def paint(self, painter, option, widget=None):
        rect = QRectF(0, 0, self.width, self.height)
        compact = self.is_compact(painter)
        paint_card(painter, rect, self.card, face_up=self.face_up, indians_on=self.indians,
                   text=not compact)
        if compact:
            self._paint_name(painter, rect)
        if self.strip and self.card >= 0:
            strength = CARDS[self.card].strength
            strip_h = self.height * SUPPORT_SHOW
            fig_h = strip_h * 0.55
            fig_w = fig_h * 0.62
            total = strength * fig_w + (strength - 1) * fig_w * 0.18
            plate = QRectF(self.width / 2 - total / 2 - 4, self.height - strip_h / 2 - fig_h / 2 - 3,
                           total + 8, fig_h + 6)
            painter.save()
            painter.setRenderHint(QPainter.Antialiasing, True)
            painter.setPen(QPen(INK, 0.8))
            painter.setBrush(PAPER)
            painter.drawRoundedRect(plate, 3, 3)
            paint_strength(painter, QRectF(plate.left() + 4, plate.top() + 3, total, fig_h), strength)
            painter.restore()

    def _paint_name(self, painter, rect):
        """The name, wrapped in the card's body above its Indians and its colour stripe."""
        px = readable_px(painter, self.NAME_PX)
        bottom = rect.bottom() - rect.height() * (0.24 if self.indians else 0.1)
        body = QRectF(rect.left() + 3, card_body_top(rect), rect.width() - 6,
                      bottom - card_body_top(rect))
        draw_words(painter, body, texts.card_name(self.card), px, bold=True)


class CardTagItem(QGraphicsItem):
    """A played card on a narrow board, where a drawn card would be too small to read: a tag
    with its name and the Indians standing on it. With `strength` (a face-down support card),
    a plate with that many figures instead, and no name."""

    HEIGHT = 26.0
    FONT_PX = SMALL_PX

    def __init__(self, card: int, indians: int = 0, kind: str = "card", strength: int = 0,
                 tooltip: str = ""):
        super().__init__()
        self.card, self.indians, self.strength = card, indians, strength
        self.face_up = kind == "card"
        self.setData(KIND, kind)
        self.setData(COUNT, indians)
        self.name = texts.card_name(card) if self.face_up and card >= 0 else ""
        self.font = _font(self.FONT_PX, True)
        text_w = QFontMetricsF(self.font).horizontalAdvance(self.name)
        if self.face_up:
            self.width = 16 + text_w + (8 + indians * 14 if indians else 0)
        else:
            self.width = 12 + strength * 11
        if tooltip:
            self.setToolTip(tooltip)

    def boundingRect(self):
        return QRectF(-1, -1, self.width + 2, self.HEIGHT + 2)

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing, True)
        rect = QRectF(0, 0, self.width, self.HEIGHT)
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(PAPER if self.face_up else QColor("#7A5634"))
        painter.drawRoundedRect(rect, 5, 5)
        if not self.face_up:
            paint_strength(painter, QRectF(6, 5, self.width - 12, self.HEIGHT - 10), self.strength,
                           QColor("#F5ECD7"))
            return
        painter.setFont(self.font)
        painter.setPen(INK)
        painter.drawText(QRectF(8, 0, self.width - 16, self.HEIGHT), Qt.AlignLeft | Qt.AlignVCenter,
                         self.name)
        for i in range(self.indians):
            paint_indian_disc(painter, QPointF(self.width - 8 - 7 - i * 14, self.HEIGHT / 2), 5.5)


class PlayerTokenItem(QGraphicsItem):
    """The player's colour with its letter, so the colour is never the only cue."""

    def __init__(self, colour: str, size: float = 40.0):
        super().__init__()
        self.colour, self.size = colour, size

    def boundingRect(self):
        return QRectF(-1, -1, self.size + 2, self.size + 2)

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing, True)
        col = PLAYER_COLOURS.get(self.colour, QColor("#777777"))
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(col)
        painter.drawRoundedRect(QRectF(0, 0, self.size, self.size), 7, 7)
        painter.setFont(_font(self.size * 0.6, True))
        painter.setPen(text_colour_on(col))
        painter.drawText(QRectF(0, 0, self.size, self.size), Qt.AlignCenter,
                         PLAYER_LETTERS.get(self.colour, "?"))


# ---------------------------------------------------------------------------------------------
# Scene
# ---------------------------------------------------------------------------------------------

class ExpeditionScene(QGraphicsScene):
    """One player's expedition board. Call set_player() whenever the state changes."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._state = None
        self._seat = 0
        self._show_hand = False
        self._name = ""
        self._note = ""
        self._name_item = None
        self._note_item = None
        self._name_width = 400.0
        self._width = BOARD_WIDTH
        self._camp_texts = None  # ((days lost, where it ends), tooltip) of camping now
        self._drawn = None  # the _look() of what the scene shows
        self.board_tooltip = ""  # what the board says where no piece has its own tooltip
        self.setBackgroundBrush(QColor("#CDBF9E"))
        self.setSceneRect(QRectF(0, 0, BOARD_WIDTH, 400))

    # -- public API -----------------------------------------------------------------------------

    def set_player(self, state, seat: int, show_hand: bool) -> None:
        """Show `seat`'s board in `state`; drawn again only if what it shows changed (every
        move of any seat sets it)."""
        self._state, self._seat, self._show_hand = state, seat, show_hand
        self._rebuild(force=False)

    def set_name(self, name: str, note: str = "") -> None:
        """The player's name and a note after it (who plays the seat: "Human", "Bot: hard")."""
        self._name, self._note = name or "", note or ""
        if self._name_item is not None:
            self._show_name()

    def set_layout_width(self, width: float) -> None:
        """Lay the board out in `width` scene units (boats and cards wrap into more rows)."""
        width = max(MIN_LAYOUT_WIDTH, min(BOARD_WIDTH, float(width)))
        if abs(width - self._width) >= 1:
            self._width = width
            self._rebuild()

    def layout_width(self) -> float:
        return self._width

    @property
    def narrow(self) -> bool:
        return self._width < NARROW_WIDTH

    def _show_name(self) -> None:
        item, note = self._name_item, self._note_item
        note_w = QFontMetricsF(note.font()).horizontalAdvance(self._note) + 10 if self._note else 0
        item.setText(QFontMetricsF(item.font()).elidedText(
            self._name, Qt.ElideRight, max(40.0, self._name_width - note_w)))
        item.setToolTip(plain_tooltip(self._name))
        left = self._name_width - item.boundingRect().width() - 10  # what the note may use
        note.setText(QFontMetricsF(note.font()).elidedText(self._note, Qt.ElideRight, left)
                     if left > 30 else "")
        note.setX(item.x() + item.boundingRect().width() + 10)

    def retranslate(self) -> None:
        self._rebuild()

    def items_of_kind(self, kind: str) -> list:
        return [it for it in self.items() if it.data(KIND) == kind]

    # -- drawing --------------------------------------------------------------------------------

    def _text(self, text: str, x: float, y: float, px: float = 15, bold: bool = False,
              colour: QColor = INK) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(_font(px, bold))
        item.setBrush(colour)
        item.setPos(x, y)
        self.addItem(item)
        return item

    def _section(self, title: str, y: float) -> float:
        self._text(title, MARGIN, y, 15, True)
        return y + 22

    def _look(self):
        """Everything the board is drawn from (the language aside: retranslate draws anew)."""
        p = self._state.players[self._seat]
        return (self._seat, self._show_hand, self._width, self.board_tooltip, p.colour,
                tuple(p.hand), tuple(p.area), tuple(p.res), p.indians, p.tiles, p.scout, p.camp,
                self._camp_texts)

    def _rebuild(self, force=True) -> None:
        if self._state is not None:
            self._camp_texts = self._camp_now_parts(), self._camp_now_tooltip()
            look = self._look()
            if not force and look == self._drawn:
                return
            self._drawn = look
        else:
            self._drawn = None
        self.clear()
        self._name_item = self._note_item = None
        if self._state is None:
            return
        p = self._state.players[self._seat]
        y = self._draw_header(p, MARGIN)
        y = self._draw_boats(p, y + 10)
        y = self._draw_area(p, y + 12)
        y = self._draw_hand(p, y + 12)
        height = y + MARGIN
        board = QGraphicsRectItem(QRectF(0, 0, self._width, height))
        board.setBrush(BOARD_COLOUR)
        board.setPen(QPen(PLAYER_COLOURS.get(p.colour, INK), 6))
        board.setZValue(-10)
        board.setToolTip(self.board_tooltip)
        self.addItem(board)
        self.setSceneRect(QRectF(-4, -4, self._width + 8, height + 8))

    def _draw_header(self, p, y: float) -> float:
        token = PlayerTokenItem(p.colour)
        token.setPos(MARGIN, y)
        self.addItem(token)
        right = self._width - MARGIN
        (lost, where), tooltip = self._camp_texts
        camp = self._text(lost, 0, y + 4, 18, True)
        camp.setData(KIND, "setup_time")
        camp.setToolTip(tooltip)
        camp.setX(right - camp.boundingRect().width())
        forecast = self._text(where, 0, y + 28, SMALL_PX, True)  # under it, where it ends
        forecast.setData(KIND, "camp_forecast")
        forecast.setToolTip(tooltip)
        forecast.setX(right - forecast.boundingRect().width())
        self._name_item = self._text("", MARGIN + 52, y + 2, 22, True)
        self._note_item = self._text("", MARGIN + 52, y + 8, SMALL_PX, colour=QColor("#5B4B35"))
        self._note_item.setData(KIND, "seat_kind")
        self._name_width = camp.x() - 16 - self._name_item.x()
        own_line = self._name_width < 160  # a long camp label would leave no room: below
        info_right = right if own_line or not where else forecast.x() - 12
        scout = translate("ExpeditionScene", "Scout: %1").replace("%1", self._position_text(p.scout))
        camp_at = translate("ExpeditionScene", "Camp: %1").replace("%1", self._position_text(p.camp))
        info = self._text(scout + "   " + camp_at, MARGIN + 52, y + 30, SMALL_PX)
        bottom = y + 52
        if info.x() + info.boundingRect().width() > info_right:  # one line each
            info.setText(scout)
            self._text(camp_at, MARGIN + 52, y + 48, SMALL_PX)
            bottom = y + 68
        if own_line:
            camp.setPos(MARGIN + 52, bottom - 4)
            bottom += 22
            self._name_width = right - self._name_item.x()
            beside = camp.x() + camp.boundingRect().width() + 10
            if beside + forecast.boundingRect().width() <= right:
                forecast.setPos(beside, camp.y() + 3)
            else:
                forecast.setPos(MARGIN + 52, bottom - 4)
                bottom += 18 if where else 0
        elif info.x() + info.boundingRect().width() > info_right:  # still no room: below
            forecast.setPos(right - forecast.boundingRect().width(), bottom - 4)
            bottom += 18
        self._show_name()
        return bottom

    def _camp_now_parts(self):
        """(days lost if the seat camped now, where its Camp - or, behind the Camp, its Scout -
        would then stand), from the seat's own observation; once the game is over, how it ended
        (and no second part)."""
        s, seat = self._state, self._seat
        if s.over:
            at = self._position_text(s.players[seat].camp)
            if seat == s.winner:
                return self.tr("Won: Camp on %1").replace("%1", at), ""
            return self.tr("Game over: Camp on %1").replace("%1", at), ""
        days, scout, camp, reset, _ = camp_forecast(s, seat)
        lost = self.tr("Camp now: %n day(s) lost", None, days)
        if reset:
            return lost, self.tr("Scout back to the rearmost space: you start over")
        if camp == scout:
            return lost, self.tr("Camp on space %1").replace("%1", str(camp))
        return lost, self.tr("Scout back to space %1").replace("%1", str(scout))

    def _camp_now_tooltip(self) -> str:
        if self._state.over:
            return ""
        return plain_tooltip(camp_preview_text(self._state, self._seat))

    @staticmethod
    def _position_text(pos: int) -> str:
        if pos == SAINT_LOUIS:
            return translate("ExpeditionScene", "Saint Louis (space %1)").replace("%1", str(pos))
        if pos == FORT_CLATSOP:
            return translate("ExpeditionScene", "Fort Clatsop (space %1)").replace("%1", str(pos))
        return translate("ExpeditionScene", "space %1").replace("%1", str(pos))

    def _draw_boats(self, p, y: float) -> float:
        if not self.narrow:  # a narrow board saves the title's line: boats speak for themselves
            y = self._section(translate("ExpeditionScene", "Boats"), y)
        res_boats = resource_boats(p.tiles)
        ind_boats = indian_boats(p.tiles)
        printed_res, printed_ind = 3, 2
        res_items = [kind for kind, n in enumerate(p.res) for _ in range(n)]
        res_fill = arrangement(len(res_items), res_boats)
        ind_fill = arrangement(p.indians, ind_boats)
        boats = []  # (capacity, rule, indians?, load, tile?)
        overflow_res = overflow_ind = 0
        if res_fill is None:  # should not happen in a legal state: show what does not fit
            res_fill = [min(cap, n) for cap, n in zip((c for c, _ in res_boats),
                                                      _greedy(len(res_items), res_boats))]
            overflow_res = len(res_items) - sum(res_fill)
        if ind_fill is None:
            ind_fill = [0] * len(ind_boats)
            overflow_ind = p.indians
        for i, (cap, rule) in enumerate(res_boats):
            boats.append((cap, rule, False, res_fill[i], i >= printed_res))
        for i, (cap, rule) in enumerate(ind_boats):
            boats.append((cap, rule, True, ind_fill[i], i >= printed_ind))

        x, row_h = MARGIN, 0.0
        next_res = 0
        slot = NARROW_SLOT if self.narrow else SLOT
        radius = TOKEN_R * slot / SLOT
        gap, indian_gap = (8.0, 16.0) if self.narrow else (12.0, 24.0)
        for n, (cap, rule, is_ind, load, tile) in enumerate(boats):
            boat = BoatItem(cap, rule, is_ind, load, tile, slot)
            extra_gap = indian_gap if n == len(res_boats) else 0.0  # Indians apart from resources
            if x + extra_gap + boat.width > self._width - MARGIN and x > MARGIN:
                x, y, row_h = MARGIN, y + row_h + gap, 0.0
            else:
                x += extra_gap
            boat.setPos(x, y)
            self.addItem(boat)
            for k in range(load):
                token = TokenItem(-1 if is_ind else res_items[next_res + k], radius)
                token.setParentItem(boat)
                token.setPos(boat.slot_center(k))
            if not is_ind:
                next_res += load
            x += boat.width + gap
            row_h = max(row_h, boat.height)
        y += row_h
        if overflow_res or overflow_ind:
            y += 6
            label = self._text(translate("ExpeditionScene", "Does not fit:"), MARGIN, y + 4, SMALL_PX,
                               True, QColor("#A01010"))
            label.setData(KIND, "overflow_label")
            x = MARGIN + label.boundingRect().width() + 16
            for r in res_items[next_res:next_res + overflow_res]:
                token = TokenItem(r)
                token.setPos(x, y + 12)
                self.addItem(token)
                x += SLOT
            for _ in range(overflow_ind):
                token = TokenItem(-1)
                token.setPos(x, y + 12)
                self.addItem(token)
                x += SLOT
            y += SLOT
        return y

    def _draw_area(self, p, y: float) -> float:
        if self.narrow:  # title and tags share the line
            title = self._text(translate("ExpeditionScene", "Playing area"), MARGIN, y + 4, 15, True)
            left = MARGIN + title.boundingRect().width() + 12
            if not p.area:
                self._text(translate("ExpeditionScene", "(no cards played)"), left, y + 6, SMALL_PX,
                           colour=QColor("#6B5B45"))
                return y + CardTagItem.HEIGHT
            return self._draw_area_tags(p, y, left)
        y = self._section(translate("ExpeditionScene", "Playing area"), y)
        if not p.area:
            self._text(translate("ExpeditionScene", "(no cards played)"), MARGIN, y, SMALL_PX,
                       colour=QColor("#6B5B45"))
            return y + 20
        slot_w = CARD_W + 14
        slot_h = CARD_H * (1 + SUPPORT_SHOW)
        x = MARGIN
        for card, support, indians in p.area:
            if x + CARD_W > self._width - MARGIN:
                x, y = MARGIN, y + slot_h + 10
            if support is not None and support >= 0:
                # Face down: its strength shows, its name only to a viewer who may see it.
                under = CardItem(support, face_up=False, kind="support", strip=True,
                                 tooltip=False)
                under.setToolTip(self._support_tooltip(support))
                under.setPos(x, y + CARD_H * SUPPORT_SHOW)
                under.setZValue(1)
                self.addItem(under)
            item = CardItem(card, face_up=True, indians=indians, kind="card")
            item.setPos(x, y)
            item.setZValue(2)
            self.addItem(item)
            x += slot_w
        return y + slot_h

    def _support_tooltip(self, support: int) -> str:
        if self._show_hand:
            return card_tooltip(support)
        return translate("ExpeditionScene", "Face-down card: strength %1").replace(
            "%1", str(CARDS[support].strength))

    def _draw_area_tags(self, p, y: float, left: float) -> float:
        """The narrow board's playing area: a legible tag per card, from `left` on, wrapping
        into rows."""
        x, gap, row = left, 8.0, CardTagItem.HEIGHT + 6
        for card, support, indians in p.area:
            tags = [CardTagItem(card, indians, tooltip=card_tooltip(card))]
            if support is not None and support >= 0:
                tags.append(CardTagItem(support, kind="support", strength=CARDS[support].strength,
                                        tooltip=self._support_tooltip(support)))
            width = sum(t.width for t in tags) + 3 * (len(tags) - 1)
            if x + width > self._width - MARGIN and x > left:
                x, y = MARGIN, y + row
            for tag in tags:
                tag.setPos(x, y)
                self.addItem(tag)
                x += tag.width + 3
            x += gap - 3
        return y + CardTagItem.HEIGHT

    def _draw_hand(self, p, y: float) -> float:
        n = len(p.hand)
        title = self._text(self.tr("Hand: %n card(s)", None, n), MARGIN, y, 15, True)
        title.setData(KIND, "hand_title")
        if not n:
            return y + 22
        left = MARGIN
        if self._show_hand:
            w, h = CARD_W, CARD_H
            y += 22
        elif self.narrow:  # a row of small backs after the title: the count is what matters
            w, h = 16.0, 22.0
            left = MARGIN + title.boundingRect().width() + 12
        else:
            w, h = CARD_W * 0.45, CARD_H * 0.45
            y += 22
        avail = self._width - MARGIN - left - w
        step = min(w + (4 if w < 30 else 8), avail / max(1, n - 1)) if n > 1 else 0
        for i, card in enumerate(p.hand):
            shown = card if self._show_hand else -1  # never reveal a hidden hand
            item = CardItem(shown, face_up=self._show_hand and card >= 0, kind="hand_card",
                            width=w, height=h, tooltip=self._show_hand)
            item.setPos(left + i * step, y)
            item.setZValue(i)
            self.addItem(item)
        return y + h


def _greedy(count: int, boats) -> list[int]:
    fill = []
    for cap, _ in boats:
        take = min(count, cap)
        fill.append(take)
        count -= take
    return fill


class ExpeditionView(FittedView):
    """Shows an ExpeditionScene, fitted whole to the widget; or, with `fit_width`, laid out to
    the widget's width at a legible scale (never below LEGIBLE_SCALE), scrolling vertically
    when the board is taller than the widget. Left click: boardClicked."""

    boardClicked = Signal()
    retranslates_scene = True

    def __init__(self, scene: ExpeditionScene | None = None, parent=None, fit_width=False):
        self._fit_width = fit_width
        self._fitting = False
        self._natural_height = 0.0
        self._scrolled_to = 0  # where the player scrolled a board taller than the view
        super().__init__(parent=parent, background=QColor("#CDBF9E"))
        self.verticalScrollBar().actionTriggered.connect(self._player_scrolled)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        if fit_width:
            self.setAlignment(Qt.AlignHCenter | Qt.AlignTop)
            self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        self.setScene(scene if scene is not None else ExpeditionScene(self))

    def _player_scrolled(self, _action):
        self._scrolled_to = self.verticalScrollBar().sliderPosition()

    def scale_factor(self) -> float:
        return self.transform().m11()

    def fit(self):
        scene = self.scene()
        if scene is None or self._fitting:
            return
        if not self._fit_width:
            self.fitInView(scene.sceneRect(), Qt.KeepAspectRatio)
            return
        self._fitting = True  # the layout below changes the scene rect: no re-entry
        try:
            width = self.width() - 2 * self.frameWidth()
            self._natural_height = self._lay_out(width)  # what the view asks for (sizeHint)
            if self._natural_height > self.height() - 2 * self.frameWidth() + 0.5:
                width -= self.verticalScrollBar().sizeHint().width()
                self._lay_out(width)
                self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOn)
                # Qt keeps the old centre; the player expects the top, or where they scrolled.
                self.verticalScrollBar().setValue(self._scrolled_to)
            else:
                self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        finally:
            self._fitting = False
        self.updateGeometry()

    def _lay_out(self, width: int) -> float:
        """Lay the scene out for `width` pixels; the board's height in pixels."""
        scene = self.scene()
        width = max(1, width)
        if isinstance(scene, ExpeditionScene):
            scene.set_layout_width(width / LEGIBLE_SCALE)
        rect = scene.sceneRect()
        scale = width / rect.width()
        self.setTransform(QTransform.fromScale(scale, scale))
        return rect.height() * scale

    def sizeHint(self):
        hint = super().sizeHint()
        if self._fit_width and self._natural_height:
            hint.setHeight(math.ceil(self._natural_height) + 2 * self.frameWidth())
        return hint

    def mouseReleaseEvent(self, event):
        super().mouseReleaseEvent(event)
        if event.button() == Qt.LeftButton:
            self.boardClicked.emit()


__all__ = ["ExpeditionScene", "ExpeditionView", "BoatItem", "TokenItem", "CardItem", "KIND",
           "COUNT", "paint_hourglass", "time_rule_text"]
