"""The shared board as a QGraphicsScene: the route with Scouts and Camps, the Village with its
Indians, the Journal of Encounters, the deck and discard pile and the boat-tile supply.

Everything is our own vector drawing. The scene holds no rules: `set_state` shows a state,
`set_clickable` marks what the main window says can be clicked now, and clicks on clickable
Village locations / Journal pages come back as `locationClicked(key)` / `journalSlotClicked(n)`
(n = 1..5, the page's fur cost); a click on one that cannot be used now comes back as
`zoneRefused(key, reason)`, so that the window can say why at once.

Keyboard: Tab moves through the Village locations and Journal pages that are marked (clickable
or greyed), Return or Space activates the one with the focus (a dotted frame), exactly like a
click; `zoneFocused(text)` gives its description, since tooltips do not follow the keyboard.

Items carry a key in data(DATA_KEY) so that tests and other views can find them:
("space", i), ("scout", seat), ("camp", seat), ("mackenzie",), ("location", key) for the eight
Village locations and "powwow" / "newcomer", ("page", n), ("count", "stock" | "deck" | "discard"
| "tiles_res" | "tiles_ind"). Locations, Powwow and Newcomer hold their Indian count in
data(DATA_VALUE); pages hold their card (or None); count items hold their number.
"""

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen,
                           QPolygonF, QTransform)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene

from ...lewisclark.card_effects import EFFECT_OF_CARD
from ...lewisclark.cards import STRENGTH
from ...lewisclark.effect_kinds import Interpreter
from ...lewisclark.journal import PAGES, fur_cost
from ...lewisclark.queries import village_indians
from ...lewisclark.resources import FUR
from ...lewisclark.route import (FORT_CLATSOP, LAST_SPACE, MIXED, MOUNTAIN, RIVER, SAINT_LOUIS,
                                TERRAIN)
from ...lewisclark.village import CIRCLES, LOCATIONS, UNLIMITED_CIRCLES
from ..fitted_view import FittedView
from ..move_marks import BoardMarks
from . import texts
from .card_painter import (CARD_SIZE, draw_fitted_text, paint_card, paint_indian_disc,
                           card_body_top, paint_resource, wrap_lines)
from .card_painter import draw_words as _draw_words
from .board_zoom import (ZOOM_MARGIN, JournalCards, VillageZoomView, ZoomButton, ZoomPopup,
                         journal_card_width, zoom_title)
from .village_labels import location_short_effect
from ..readable import READABLE_PX, readable_px, screen_scale
from ..palette import (INK, MACKENZIE_COLOUR, MACKENZIE_LETTER, MOUNTAIN_COLOUR, PAPER,
                      PLAYER_COLOURS, PLAYER_LETTERS, RIVER_COLOUR, text_colour_on)
from ..scene_animations import AnimatedScene

DATA_KEY = 0
DATA_VALUE = 1

SCENE_RECT = QRectF(0, 0, 1600, 900)

# Layout (scene coordinates).
ROUTE_RIGHT = 1380
JOURNAL_RECT = QRectF(1392, 8, 200, 884)
# The Village is wide enough for its names in one word per line at 8 pt on a board shown at 0.46
# (1280×720); the supply beside it gives up the width.
VILLAGE_RECT = QRectF(8, 466, 1100, 426)
SUPPLY_RECT = QRectF(1116, 466, 268, 426)

SPACE_R = 21.0
ROW_Y = (80.0, 230.0, 380.0)
TURN_R = (ROW_Y[1] - ROW_Y[0]) / 2
ROW1_START, TURN_RIGHT_X, TURN_LEFT_X, ROW3_END = 46.0, 1245.0, 150.0, 1345.0
WIGGLE = 7.0  # the rows wind a little

PIECE_SCALE = 1.35  # large enough for its letter at 8 pt on a board shown at 0.46
SCOUT_OFFSET = SPACE_R + 24
CAMP_OFFSET = SPACE_R + 19
PIECE_STEP = 20.0

HIGHLIGHT = QColor("#D55E00")  # Okabe-Ito vermillion: clickable now
HOVER_FILL = QColor(213, 94, 0, 40)
VEIL = QColor(140, 140, 140, 150)
PANEL = QColor("#EFE2C4")
PANEL_EDGE = QColor("#B9A27A")
BACKGROUND = QColor("#CDBB94")
RIVER_INK = QColor("#1B4F7A")
MOUNTAIN_INK = QColor("#4A3524")
TRAIL_RIVER = QColor("#A9CFE8")
TRAIL_MOUNTAIN = QColor("#C9B8A4")
FLAG_COLOUR = QColor("#0072B2")
EFFECT_INK = QColor("#4A3F33")
REGION_INK = QColor("#5B4A36")

Z_TRAIL, Z_SPACE, Z_LABEL, Z_PANEL, Z_ZONE, Z_CAMP, Z_SCOUT = 0, 2, 3, 1, 4, 10, 20
Z_MOVE_TRAIL = 1.5  # over the route band, under the spaces
# The drawn items keep their drawing as a pixmap at the view's scale: a piece walking over the
# route, or a zone next to one that changed, is not drawn again (only what update() names is).
CACHED = QGraphicsItem.DeviceCoordinateCache


def _terrain_key(t: int) -> str:
    return {RIVER: "river", MOUNTAIN: "mountain", MIXED: "mixed"}[t]


# ---------------------------------------------------------------------------------------------
# Route geometry: three rows joined by two half turns, spaces at equal distances along it.
# ---------------------------------------------------------------------------------------------

def _village_shown(state):
    """(Indians on each Village location, on the Powwow, on the Newcomer area) as drawn: while
    an Interpreter's choice is open, every Village Indian stands gathered on the Powwow, where
    the choice offers them (the engine gathers them with the choice)."""
    top = state.frames[-1] if state.frames else None
    if (top is not None and top.kind == "card" and not state.over
            and isinstance(EFFECT_OF_CARD[top.card], Interpreter)):
        return [0] * len(state.village), village_indians(state), 0
    return state.village, state.powwow, state.newcomer


def _route_segments():
    """(kind, data, length) pieces of the route centre line."""
    r = TURN_R
    return (
        ("line", (QPointF(ROW1_START, ROW_Y[0]), QPointF(TURN_RIGHT_X, ROW_Y[0])),
         TURN_RIGHT_X - ROW1_START),
        ("arc", (QPointF(TURN_RIGHT_X, ROW_Y[0] + r), -90.0, 1), math.pi * r),
        ("line", (QPointF(TURN_RIGHT_X, ROW_Y[1]), QPointF(TURN_LEFT_X, ROW_Y[1])),
         TURN_RIGHT_X - TURN_LEFT_X),
        ("arc", (QPointF(TURN_LEFT_X, ROW_Y[1] + r), -90.0, -1), math.pi * r),
        ("line", (QPointF(TURN_LEFT_X, ROW_Y[2]), QPointF(ROW3_END, ROW_Y[2])),
         ROW3_END - TURN_LEFT_X),
    )


ROUTE_SEGMENTS = _route_segments()  # made once: every point of the drawn route reads them
ROUTE_LENGTH = sum(seg[2] for seg in ROUTE_SEGMENTS)


def route_point(s: float):
    """(point, tangent unit vector) at distance s along the route (the rows wind a little;
    the turns are half circles)."""
    s = max(0.0, min(ROUTE_LENGTH, s))
    for kind, data, length in ROUTE_SEGMENTS:
        if s <= length + 1e-9:
            if kind == "line":
                a, b = data
                f = s / length
                direction = 1.0 if b.x() > a.x() else -1.0
                waves = max(1, round(length / 200.0))
                y = a.y() + WIGGLE * math.sin(math.pi * waves * f)
                dy = WIGGLE * math.pi * waves / length * math.cos(math.pi * waves * f)
                norm = math.hypot(1.0, dy)
                return QPointF(a.x() + (b.x() - a.x()) * f, y), (direction / norm, dy / norm)
            centre, _, sense = data
            if sense > 0:  # right turn: clockwise from the top
                ang = -math.pi / 2 + s / TURN_R
                tangent = (-math.sin(ang), math.cos(ang))
            else:  # left turn: counter-clockwise from the top
                ang = -math.pi / 2 - s / TURN_R
                tangent = (math.sin(ang), -math.cos(ang))
            point = QPointF(centre.x() + TURN_R * math.cos(ang),
                            centre.y() + TURN_R * math.sin(ang))
            return point, tangent
        s -= length
    return route_point(ROUTE_LENGTH)


SPACING = ROUTE_LENGTH / LAST_SPACE


def route_path(start: int, end: int, steps_per_space: int = 12, offset: float = 0.0) -> QPainterPath:
    """The route's centre line from space `start` to space `end` (either direction), or a
    line `offset` beside it (positive: on the left, looking down the route towards the Pacific)."""
    path = QPainterPath()
    s0, s1 = start * SPACING, end * SPACING
    steps = max(1, abs(end - start) * steps_per_space)
    for k in range(steps + 1):
        p, (tx, ty) = route_point(s0 + (s1 - s0) * k / steps)
        if offset:
            p = QPointF(p.x() + ty * offset, p.y() - tx * offset)
        if k == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    return path


def space_geometry(index: int):
    """(centre, tangent, left normal) of route space `index`; the left normal points up on
    the first and last rows."""
    p, (tx, ty) = route_point(index * SPACING)
    return p, (tx, ty), (ty, -tx)


# ---------------------------------------------------------------------------------------------
# Small drawing helpers
# ---------------------------------------------------------------------------------------------

def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def _lines_at(text: str, width: float, px: int, bold: bool = False):
    """(lines, line height) of `text` wrapped to `width` at `px`."""
    metrics = QFontMetricsF(_font(px, bold))
    return wrap_lines(text, metrics, width), metrics.lineSpacing()


def _wave_path(c: QPointF, w: float) -> QPainterPath:
    path = QPainterPath()
    x0, y = c.x() - w / 2, c.y()
    q = w / 4
    path.moveTo(x0, y)
    for i in range(4):
        sign = -1 if i % 2 == 0 else 1
        path.quadTo(x0 + q * i + q / 2, y + sign * w * 0.22, x0 + q * (i + 1), y)
    return path


def _peak_polygon(c: QPointF, w: float) -> QPolygonF:
    h = w * 0.55
    return QPolygonF([QPointF(c.x() - w / 2, c.y() + h / 2),
                      QPointF(c.x() - w * 0.12, c.y() - h / 2),
                      QPointF(c.x() + w * 0.08, c.y() - h * 0.05),
                      QPointF(c.x() + w * 0.25, c.y() - h * 0.3),
                      QPointF(c.x() + w / 2, c.y() + h / 2)])


def _draw_label(painter: QPainter, rect: QRectF, text: str, px: float, *, bold=False,
                colour=INK, align=Qt.AlignCenter, italic=False):
    painter.save()
    font = _font(readable_px(painter, px), bold)
    font.setItalic(italic)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, align, text)
    painter.restore()


def _indian_slots(count: int, rect: QRectF, max_r: float):
    """Centres and radius for `count` discs packed in rows inside `rect`."""
    if count <= 0:
        return [], max_r
    r = max_r
    while True:
        step = 2.3 * r
        per_row = max(1, int((rect.width() + 0.3 * r) // step))
        rows = math.ceil(count / per_row)
        if rows * step <= rect.height() + 0.3 * r or r < 3:
            break
        r *= 0.9
    out = []
    top = rect.center().y() - (rows * step) / 2 + step / 2
    for row in range(rows):
        n = min(per_row, count - row * per_row)
        left = rect.center().x() - (n * step) / 2 + step / 2
        for k in range(n):
            out.append(QPointF(left + k * step, top + row * step))
    return out, r


# ---------------------------------------------------------------------------------------------
# Items
# ---------------------------------------------------------------------------------------------

class _TextItem(QGraphicsItem):
    """Text fitted into a fixed rect (shrinks, wraps, elides)."""

    def __init__(self, rect: QRectF, text: str = "", *, max_px=14, min_px=8, bold=False,
                 colour=INK, center=True, parent=None):
        super().__init__(parent)
        self._rect = QRectF(rect)
        self._text = text
        self._max, self._min, self._bold = max_px, min_px, bold
        self._colour, self._center = colour, center
        self._italic = False
        self.setAcceptedMouseButtons(Qt.NoButton)

    def setItalic(self, italic: bool) -> None:
        self._italic = italic
        self.update()

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter, option, widget=None):
        if self._italic:
            _draw_label(painter, self._rect, self._text, self._max, colour=self._colour,
                        italic=True)
            return
        floor = readable_px(painter, self._min)
        draw_fitted_text(painter, self._rect, self._text, max_px=max(self._max, floor),
                         min_px=floor, bold=self._bold, colour=self._colour,
                         center=self._center)


class _PanelItem(QGraphicsItem):
    def __init__(self, rect: QRectF, fill=PANEL, edge=PANEL_EDGE, radius=10.0, dashed=False):
        super().__init__()
        self._rect, self._fill, self._edge, self._radius = QRectF(rect), fill, edge, radius
        self._dashed = dashed
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(Z_PANEL)
        self.setCacheMode(CACHED)

    def boundingRect(self):
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter, option, widget=None):
        pen = QPen(self._edge, 2)
        if self._dashed:
            pen.setStyle(Qt.DashLine)
        painter.setPen(pen)
        painter.setBrush(self._fill)
        painter.drawRoundedRect(self._rect, self._radius, self._radius)


class _TrailItem(QGraphicsItem):
    """The band under the spaces: blue water, brown dashed mountain trail."""

    def __init__(self):
        super().__init__()
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(Z_TRAIL)
        self.setCacheMode(CACHED)
        self._paths = [(route_path(i - 1, i), TERRAIN[i], i <= SAINT_LOUIS)
                       for i in range(1, LAST_SPACE + 1)]
        self._bounds = QRectF(0, 0, ROUTE_RIGHT, VILLAGE_RECT.top())

    def boundingRect(self):
        return self._bounds

    def paint(self, painter, option, widget=None):
        for path, terrain, behind in self._paths:
            if terrain == MOUNTAIN:
                pen = QPen(TRAIL_MOUNTAIN, 16, Qt.SolidLine, Qt.RoundCap)
            else:
                pen = QPen(TRAIL_RIVER, 18, Qt.SolidLine, Qt.RoundCap)
            if behind:
                faded = QColor(TRAIL_RIVER)
                faded.setAlpha(120)
                pen.setColor(faded)
            painter.setPen(pen)
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(path)
        # A dashed trail line over the mountain stretches.
        for path, terrain, _ in self._paths:
            if terrain != RIVER:
                pen = QPen(MOUNTAIN_INK, 2, Qt.DashLine)
                painter.setPen(pen)
                painter.drawPath(path)


class MoveTrailItem(QGraphicsPathItem):
    """Where a Scout went during its player's latest turn: a band in the player's colour along
    the route, edged in ink so that it also reads over water, from the space it started the
    turn on to where it stands."""

    WIDTH = 7.0

    def __init__(self, colour: QColor, start: int, end: int, lane: float = 0.0):
        super().__init__(route_path(start, end, offset=lane * self.WIDTH))
        self.start, self.end = start, end
        self.setPen(QPen(QColor(colour), self.WIDTH, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(Z_MOVE_TRAIL)

    def boundingRect(self):
        return super().boundingRect().adjusted(-3, -3, 3, 3)

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(INK, self.WIDTH + 3, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.drawPath(self.path())
        painter.setPen(self.pen())
        painter.drawPath(self.path())


class SpaceItem(QGraphicsItem):
    """One route space: a disc coloured by terrain with a wave / peak glyph."""

    def __init__(self, index: int):
        super().__init__()
        self.index = index
        self.terrain = TERRAIN[index]
        centre, _, _ = space_geometry(index)
        self.setPos(centre)
        self.setZValue(Z_SPACE)
        self.setCacheMode(CACHED)
        self.setData(DATA_KEY, ("space", index))
        self.setAcceptedMouseButtons(Qt.NoButton)
        tip = QCoreApplication.translate("BoardScene", "Space %1: %2")
        tip = tip.replace("%1", str(index)).replace(
            "%2", texts.terrain_name(_terrain_key(self.terrain)))
        if index < SAINT_LOUIS:
            tip += "\n" + QCoreApplication.translate("BoardScene", "Behind Saint Louis")
        elif index == SAINT_LOUIS:
            tip += "\n" + QCoreApplication.translate("BoardScene", "Saint Louis")
        elif index == FORT_CLATSOP:
            tip += "\n" + QCoreApplication.translate("BoardScene", "Fort Clatsop")
        elif index > FORT_CLATSOP:
            tip += "\n" + QCoreApplication.translate("BoardScene",
                                                     "Pacific coast, beyond Fort Clatsop")
        self.setToolTip(tip)

    def boundingRect(self):
        r = SPACE_R + 3
        return QRectF(-r, -r - (34 if self.index == FORT_CLATSOP else 0), 2 * r + 16, 2 * r + 34)

    def shape(self):
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), SPACE_R, SPACE_R)
        return path

    def paint(self, painter, option, widget=None):
        r = SPACE_R
        special = self.index in (SAINT_LOUIS, FORT_CLATSOP)
        behind = self.index < SAINT_LOUIS
        circle = QRectF(-r, -r, 2 * r, 2 * r)
        pen = QPen(INK, 3.0 if special else 1.5)
        if behind:
            pen = QPen(INK, 1.5, Qt.DashLine)
        if self.terrain == MIXED:
            painter.setPen(Qt.NoPen)
            painter.setBrush(RIVER_COLOUR)
            painter.drawPie(circle, 90 * 16, 180 * 16)
            painter.setBrush(MOUNTAIN_COLOUR)
            painter.drawPie(circle, -90 * 16, 180 * 16)
            painter.setPen(QPen(INK, 1))
            painter.drawLine(QPointF(0, -r), QPointF(0, r))
            painter.setPen(pen)
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(circle)
        else:
            colour = RIVER_COLOUR if self.terrain == RIVER else MOUNTAIN_COLOUR
            if behind:
                colour = QColor(colour).lighter(125)
            painter.setPen(pen)
            painter.setBrush(colour)
            painter.drawEllipse(circle)
        if special:
            painter.setPen(QPen(PAPER, 1.5))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(QRectF(-r + 3.5, -r + 3.5, 2 * r - 7, 2 * r - 7))
        numbered = self.index % 5 == 0
        if numbered and readable_px(painter, 14) > r * 0.8:
            # Too small a space for its glyph and a readable number: the number alone (the
            # colour and the trail tell the terrain; the tooltip names it).
            _draw_label(painter, QRectF(-r, -r, 2 * r, 2 * r), str(self.index), 14, bold=True,
                        colour=INK)
            self._paint_flag(painter)
            return
        gy = -7.0 if numbered else 0.0
        if self.terrain == MIXED:
            painter.setPen(QPen(RIVER_INK, 1.8))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(_wave_path(QPointF(-9, gy), 12))
            painter.setPen(QPen(MOUNTAIN_INK, 1.2))
            painter.setBrush(QColor("#EDE3D6"))
            painter.drawPolygon(_peak_polygon(QPointF(9, gy), 12))
        elif self.terrain == RIVER:
            painter.setPen(QPen(RIVER_INK, 2.0))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(_wave_path(QPointF(0, gy - 3), 20))
            painter.drawPath(_wave_path(QPointF(0, gy + 3), 20))
        else:
            painter.setPen(QPen(MOUNTAIN_INK, 1.4))
            painter.setBrush(QColor("#EDE3D6"))
            painter.drawPolygon(_peak_polygon(QPointF(0, gy), 22))
        if numbered:
            _draw_label(painter, QRectF(-r, 0, 2 * r, r - 2), str(self.index), 14, bold=True,
                        colour=INK)
        self._paint_flag(painter)

    def _paint_flag(self, painter):
        r = SPACE_R
        if self.index == FORT_CLATSOP:
            # Flag on a pole rising from the space's right shoulder.
            base = QPointF(r * 0.72, -r * 0.55)
            top = QPointF(base.x(), base.y() - 30)
            painter.setPen(QPen(INK, 2))
            painter.drawLine(base, top)
            flag = QPolygonF([top, QPointF(top.x() + 15, top.y() + 5),
                              QPointF(top.x(), top.y() + 11)])
            painter.setPen(QPen(INK, 1))
            painter.setBrush(FLAG_COLOUR)
            painter.drawPolygon(flag)


class _LabelItem(QGraphicsItem):
    """A place name on the route, on a light plate so that it reads over the trail; drawn at a
    fixed size on the screen (a name at the route's scale was 6 px at 1280×720)."""

    def __init__(self, centre: QPointF, text: str, px=13.0):
        super().__init__()
        self._text = text
        self._px = px
        w = QFontMetricsF(_font(px, True)).horizontalAdvance(text) + 10
        self._rect = QRectF(-w / 2, -px * 0.75, w, px * 1.5)
        self.setPos(centre)
        self.setFlag(QGraphicsItem.ItemIgnoresTransformations)
        self.setZValue(Z_LABEL)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self):
        return self._rect

    def paint(self, painter, option, widget=None):
        painter.setPen(QPen(PANEL_EDGE, 1))
        painter.setBrush(QColor(245, 236, 215, 230))
        painter.drawRoundedRect(self._rect, 5, 5)
        _draw_label(painter, self._rect, self._text, self._px, bold=True)


class PieceItem(QGraphicsItem):
    """A Scout (standing figure), Camp (tent) or Mackenzie (grey figure with a hat), with a
    letter so that it is not told apart by colour alone."""

    def __init__(self, kind: str, colour: QColor, letter: str, key):
        super().__init__()
        self.kind = kind
        self.colour = QColor(colour)
        self.letter = letter
        self.space = -1
        self.setData(DATA_KEY, key)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(Z_CAMP if kind == "camp" else Z_SCOUT)
        self.setCacheMode(CACHED)

    def boundingRect(self):
        k = PIECE_SCALE
        if self.kind == "camp":
            return QRectF(-15 * k, -13 * k, 30 * k, 26 * k)
        return QRectF(-12 * k, -17 * k, 24 * k, 34 * k)

    def paint(self, painter, option, widget=None):
        painter.scale(PIECE_SCALE, PIECE_SCALE)
        outline = QPen(INK, 1.4)
        outline.setJoinStyle(Qt.RoundJoin)
        painter.setPen(outline)
        painter.setBrush(self.colour)
        text_colour = text_colour_on(self.colour)
        if self.kind == "camp":
            tent = QPolygonF([QPointF(0, -12), QPointF(13.5, 11), QPointF(-13.5, 11)])
            painter.drawPolygon(tent)
            _draw_label(painter, QRectF(-9, -3, 18, 14), self.letter, 11, bold=True,
                        colour=text_colour)
            return
        path = QPainterPath()
        path.addEllipse(QPointF(0, -10.5), 5.5, 5.5)
        body = QPainterPath()
        body.moveTo(-5, -4)
        body.lineTo(5, -4)
        body.quadTo(10.5, -2, 10.5, 16)
        body.lineTo(-10.5, 16)
        body.quadTo(-10.5, -2, -5, -4)
        path = path.united(body)
        painter.drawPath(path)
        if self.kind == "mackenzie":
            painter.setPen(QPen(INK, 1.6))
            painter.drawLine(QPointF(-8, -13.5), QPointF(8, -13.5))
            painter.setBrush(INK)
            painter.drawRect(QRectF(-4, -18, 8, 4.5))
        _draw_label(painter, QRectF(-9, 0, 18, 15), self.letter, 11, bold=True,
                    colour=text_colour)


class _ZoneItem(QGraphicsItem):
    """A clickable area (Village location or Journal page). Modes: neutral, clickable
    (highlighted, pointing hand), disabled (veiled, the reason in the tooltip)."""

    NEUTRAL, CLICKABLE, DISABLED = 0, 1, 2

    def __init__(self, rect: QRectF, key):
        super().__init__()
        self._rect = QRectF(rect)
        self.setFlag(QGraphicsItem.ItemIsFocusable, True)
        self.mode = self.NEUTRAL
        self.reason = ""
        self._hover = False
        self._pressed = False
        self._keyboard_focus = False  # focus reached with Tab (a click also focuses the item)
        self.setData(DATA_KEY, key)
        self.setZValue(Z_ZONE)
        self.setCacheMode(CACHED)
        self.setAcceptHoverEvents(True)

    # Subclasses: base_tooltip(), paint_content(painter).
    def base_tooltip(self) -> str:
        return ""

    def paint_content(self, painter):
        pass

    def set_mode(self, mode: int, reason: str = "") -> None:
        if (mode, reason or "") == (self.mode, self.reason):
            return  # unchanged: no repaint (every move sets every zone's mode)
        self.mode, self.reason = mode, reason or ""
        if mode == self.CLICKABLE:
            self.setCursor(Qt.PointingHandCursor)
        else:
            self.unsetCursor()
        self.refresh_tooltip()
        self.update()

    def refresh_tooltip(self) -> None:
        tip = self.base_tooltip()
        if self.mode == self.DISABLED and self.reason:
            tip = self.reason + ("\n\n" + tip if tip else "")
        self.setToolTip(tip)

    def is_clickable(self) -> bool:
        return self.mode == self.CLICKABLE

    def boundingRect(self):
        return self._rect.adjusted(-4, -4, 4, 4)

    def shape(self):
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(self, painter, option, widget=None):
        painter.setPen(QPen(PANEL_EDGE, 1.5))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(self._rect, 8, 8)
        if self.mode == self.CLICKABLE and self._hover:
            painter.setPen(Qt.NoPen)
            painter.setBrush(HOVER_FILL)
            painter.drawRoundedRect(self._rect, 8, 8)
        self.paint_content(painter)
        if self.mode == self.DISABLED:
            painter.setPen(Qt.NoPen)
            painter.setBrush(VEIL)
            painter.drawRoundedRect(self._rect, 8, 8)
        elif self.mode == self.CLICKABLE:
            painter.setPen(QPen(HIGHLIGHT, 5 if self._hover or self.hasFocus() else 3.5))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), 8, 8)
        if self.hasFocus() and self._keyboard_focus:
            painter.setPen(QPen(INK, 2, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self._rect.adjusted(-3, -3, 3, 3), 10, 10)

    # Mouse.
    def hoverEnterEvent(self, event):
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event):
        self._hover = False
        self.update()

    def mousePressEvent(self, event):
        # Every left press is taken, also on a zone that cannot be used: the release says why.
        if event.button() == Qt.LeftButton:
            self._pressed = True
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event):
        was = self._pressed
        self._pressed = False
        if was and event.button() == Qt.LeftButton and self._rect.contains(event.pos()):
            self.activate()
        event.accept()

    def activate(self) -> None:
        """A click, or Return/Space with the keyboard focus here."""
        scene = self.scene()
        if scene is None:
            return
        if self.mode == self.CLICKABLE:
            scene._zone_clicked(self)  # noqa: SLF001 (the scene owns its zones)
        else:
            scene.zoneRefused.emit(self.data(DATA_KEY), self.reason)

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.activate()
            event.accept()
        else:
            event.ignore()

    def focusInEvent(self, event):
        self._keyboard_focus = event.reason() in (Qt.TabFocusReason, Qt.BacktabFocusReason)
        self.update()
        scene = self.scene()
        if scene is not None and self._keyboard_focus:
            scene.zoneFocused.emit(self.toolTip())

    def focusOutEvent(self, event):
        self._keyboard_focus = False
        self.update()


class LocationItem(_ZoneItem):
    """A Village location (or the Powwow / Newcomer area) with the Indians standing there."""

    def __init__(self, rect: QRectF, key: str, circles: int | None):
        super().__init__(rect, ("location", key))
        self.key = key
        self.circles = circles  # None: free area (Powwow); 0: unlimited half circle
        self.indians = 0
        self.setData(DATA_VALUE, 0)
        self.refresh_tooltip()

    def base_tooltip(self) -> str:
        return texts.location_name(self.key) + "\n" + texts.location_effect(self.key)

    def set_indians(self, n: int) -> None:
        if n != self.indians:
            self.indians = n
            self.setData(DATA_VALUE, n)
            self.update()

    NAME_PX, EFFECT_PX = 16, 11  # the sizes drawn where the board is shown large enough
    MIN_CIRCLES_H = 44.0  # room kept for the circles between the name and the effect

    def effect_shown(self, painter) -> str:
        """The effect as drawn: the whole text where it fits at a readable size, else its
        short form (the whole one is in the tooltip and the zoomed view)."""
        return self._text_layout(painter)[3]

    def _text_layout(self, painter):
        """(name rect, name px, name in bold, effect text, effect rect, effect px) for this
        painter's scale."""
        rect = self._rect
        width = rect.width() - 8
        name_px = readable_px(painter, self.NAME_PX)
        name = texts.location_name(self.key)
        bold = all(QFontMetricsF(_font(name_px, True)).horizontalAdvance(word) <= width
                   for word in name.split())  # else a word would be cut over two lines
        lines, step = _lines_at(name, width, name_px, bold)
        name_rect = QRectF(rect.left() + 4, rect.top() + 5, width, max(38.0, len(lines) * step))
        if self.key == "newcomer":  # no room: the effect is in the tooltip
            return name_rect, name_px, bold, "", QRectF(), 0
        effect_px = readable_px(painter, self.EFFECT_PX)
        room = rect.bottom() - 6 - name_rect.bottom() - 4 - self.MIN_CIRCLES_H
        text = texts.location_effect(self.key)
        lines, step = _lines_at(text, width, effect_px)
        if len(lines) * step > room:
            text = location_short_effect(self.key)
            lines, step = _lines_at(text, width, effect_px)
        height = min(room, len(lines) * step)
        effect_rect = QRectF(rect.left() + 7, rect.bottom() - 6 - height, width, height)
        return name_rect, name_px, bold, text, effect_rect, effect_px

    def paint_content(self, painter):
        rect = self._rect
        name_rect, name_px, bold, effect, effect_rect, effect_px = self._text_layout(painter)
        # a word too wide even in regular weight is shortened, never cut over two lines
        _draw_words(painter, name_rect, texts.location_name(self.key), name_px, bold)
        bottom = rect.bottom() - 6
        if effect:  # under the circles (the whole text is also in the tooltip)
            draw_fitted_text(painter, effect_rect, effect, max_px=effect_px, min_px=effect_px,
                             colour=EFFECT_INK, center=True)
            bottom = effect_rect.top() - 2
        area = QRectF(rect.left() + 8, name_rect.bottom() + 2, rect.width() - 16,
                      bottom - name_rect.bottom() - 4)
        n = self.indians
        if self.circles is None:  # Powwow: open ground
            slots, r = _indian_slots(n, area.adjusted(4, 2, -4, -2), 11)
            for c in slots:
                paint_indian_disc(painter, c, r)
            if n == 0:
                _draw_label(painter, area, "—", 16, colour=PANEL_EDGE)
            return
        if self.circles == UNLIMITED_CIRCLES:
            rad = min(area.width() / 2, area.height() - 4)
            base_y = area.top() + (area.height() + rad) / 2
            half = QRectF(area.center().x() - rad, base_y - rad, 2 * rad, 2 * rad)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QColor("#FFFDF6"))
            painter.drawChord(half, 0, 180 * 16)
            inner = QRectF(half.left() + rad * 0.32, base_y - rad * 0.72, rad * 1.36, rad * 0.68)
            slots, r = _indian_slots(n, inner, 10)
            for c in slots:
                paint_indian_disc(painter, c, r)
            return
        count = self.circles
        ring = max(8.0, min(20.0, area.height() / 2 - 3))
        gap = 14.0
        total = count * 2 * ring + (count - 1) * gap
        x0 = area.center().x() - total / 2 + ring
        cy = area.center().y()
        for k in range(count):
            c = QPointF(x0 + k * (2 * ring + gap), cy)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QColor("#FFFDF6"))
            painter.drawEllipse(c, ring, ring)
            if k < n:
                paint_indian_disc(painter, c, ring * 0.7)
        if n > count:  # never in a sound state; show them anyway
            extra = QRectF(area.left(), cy + ring + 2, area.width(), area.bottom() - cy - ring - 2)
            slots, r = _indian_slots(n - count, extra, 7)
            for c in slots:
                paint_indian_disc(painter, c, r)


class PageItem(_ZoneItem):
    """A Journal page: its fur cost and the card on it (if any)."""

    def __init__(self, rect: QRectF, slot: int):
        super().__init__(rect, ("page", slot))
        self.slot = slot  # 1..5 = fur cost
        self.card = None
        self.setData(DATA_VALUE, None)
        self.refresh_tooltip()

    STRIP_W = 36.0  # the page number and its Furs, beside a compact card

    def card_rect(self) -> QRectF:
        h = self._rect.height() - 10
        w = h * CARD_SIZE.width() / CARD_SIZE.height()
        return QRectF(self._rect.right() - 6 - w, self._rect.top() + 5, w, h)

    def compact_card_rect(self) -> QRectF:
        """The card where the board is too small for its texts: the width of the page, its name
        only (the whole card is in the tooltip and the Journal's zoomed view)."""
        left = self._rect.left() + self.STRIP_W + 4
        return QRectF(left, self._rect.top() + 5, self._rect.right() - 6 - left,
                      self._rect.height() - 10)

    def is_compact(self, painter) -> bool:
        """Whether the card's effect text would be drawn under the readable size."""
        smallest = self.card_rect().height() * 0.042  # card_painter's smallest effect text
        return smallest * screen_scale(painter) < READABLE_PX

    def set_card(self, card) -> None:
        if card != self.card:
            self.card = card
            self.setData(DATA_VALUE, card)
            self.refresh_tooltip()
            self.update()

    def base_tooltip(self) -> str:
        cost = QCoreApplication.translate("BoardScene", "Page %1: %2 Fur")
        cost = cost.replace("%1", str(self.slot)).replace("%2", str(fur_cost(self.slot - 1)))
        if self.card is None:
            return cost + "\n" + QCoreApplication.translate("BoardScene", "Empty page")
        name = texts.card_name(self.card)
        effect = texts.card_effect(self.card)
        price = QCoreApplication.translate("BoardScene", "Recruit for %1 Fur and %2 Equipment")
        price = price.replace("%1", str(fur_cost(self.slot - 1))).replace(
            "%2", str(STRENGTH[self.card]))
        return name + "\n" + effect + "\n\n" + price

    def paint_content(self, painter):
        rect = self._rect
        compact = self.is_compact(painter)
        cr = self.compact_card_rect() if compact else self.card_rect()
        strip = QRectF(rect.left() + 4, rect.top() + 4, cr.left() - rect.left() - 8,
                       rect.height() - 8)
        _draw_label(painter, QRectF(strip.left(), strip.top(), strip.width(), 30),
                    str(self.slot), 24, bold=True)
        # One fur token per Fur of the cost.
        tr_r = 8.5
        top = strip.top() + 36
        for k in range(self.slot):
            paint_resource(painter, QPointF(strip.center().x(), top + k * 2.25 * tr_r + tr_r),
                           tr_r, FUR)
        if self.card is None:
            pen = QPen(PANEL_EDGE, 1.5, Qt.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(cr, 6, 6)
            draw_fitted_text(painter, cr.adjusted(6, 0, -6, 0),
                             QCoreApplication.translate("BoardScene", "Empty page"),
                             max_px=readable_px(painter, 13), min_px=readable_px(painter, 13),
                             colour=PANEL_EDGE, center=True)
            return
        enabled = self.mode != self.DISABLED
        paint_card(painter, cr, self.card, enabled=enabled, text=not compact,
                   highlight=HIGHLIGHT if self.mode == self.CLICKABLE else None)
        if compact:
            px = readable_px(painter, 13)
            body = QRectF(cr.left() + 3, card_body_top(cr), cr.width() - 6,
                          cr.bottom() - 6 - card_body_top(cr))
            _draw_words(painter, body, texts.card_name(self.card), px)


class _CountedItem(QGraphicsItem):
    """A pile drawn according to how many things it holds (redrawn when the count changes)."""

    def __init__(self, data_key, kind: str):
        super().__init__()
        self.kind = kind
        self.count = 0
        self.setData(DATA_KEY, (data_key, kind))
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(Z_ZONE)
        self.setCacheMode(CACHED)

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.update()


class _DeckItem(_CountedItem):
    """A face-down pile (deck) or a dashed spot (discard) with the number of cards."""

    def __init__(self, rect: QRectF, kind: str):
        super().__init__("pile", kind)
        self._rect = QRectF(rect)

    def boundingRect(self):
        return self._rect.adjusted(-2, -10, 10, 2)

    def paint(self, painter, option, widget=None):
        if self.count == 0:
            painter.setPen(QPen(PANEL_EDGE, 1.5, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self._rect, 6, 6)
            return
        layers = min(4, 1 + self.count // 12)
        for k in reversed(range(layers)):
            r = self._rect.translated(2.5 * k, -2.5 * k)
            paint_card(painter, r, -1, face_up=False)


class _TileStackItem(_CountedItem):
    """A stack of boat tiles: resource (hexagon) or Indian (disc) tiles."""

    def __init__(self, centre: QPointF, kind: str):
        super().__init__("tiles", kind)
        self.setPos(centre)

    def boundingRect(self):
        return QRectF(-70, -50, 140, 90)

    @staticmethod
    def _hull(offset: float) -> QPainterPath:
        path = QPainterPath()
        path.moveTo(-58 + offset, -14 - offset)
        path.lineTo(58 + offset, -14 - offset)
        path.quadTo(50 + offset, 20 - offset, 28 + offset, 24 - offset)
        path.lineTo(-28 + offset, 24 - offset)
        path.quadTo(-50 + offset, 20 - offset, -58 + offset, -14 - offset)
        path.closeSubpath()
        return path

    def paint(self, painter, option, widget=None):
        if self.count <= 0:
            painter.setPen(QPen(PANEL_EDGE, 1.5, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(self._hull(0))
            return
        wood = QColor("#B07A45")
        for k in reversed(range(self.count)):
            off = 3.0 * k
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(wood.lighter(100 + 4 * (self.count - k)) if k else wood)
            painter.drawPath(self._hull(off))
        # Top tile: what it carries.
        if self.kind == "res":
            for i, res in enumerate((0, 1, 2)):
                paint_resource(painter, QPointF(-22 + 22 * i, 4), 8.5, res)
        else:
            for i in range(3):
                paint_indian_disc(painter, QPointF(-20 + 20 * i, 4), 7)


# ---------------------------------------------------------------------------------------------
# The scene
# ---------------------------------------------------------------------------------------------

class BoardScene(AnimatedScene):
    locationClicked = Signal(str)
    journalSlotClicked = Signal(int)
    zoneRefused = Signal(object, str)  # (DATA_KEY of the zone, its reason or "")
    zoneFocused = Signal(str)  # the description of the zone the keyboard moved to
    zoomRequested = Signal(str)  # "village" or "journal": its magnifier was clicked

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.setBackgroundBrush(BACKGROUND)
        self.setItemIndexMethod(QGraphicsScene.NoIndex)
        self._state = None
        self._clickable = ({}, {})
        self._turn = None  # the turn whose start the trails count from
        self._turn_start = {}  # piece key -> the space it stood on when its turn began
        self._mackenzie_seen = None
        self.marks = BoardMarks(self, self.mark_shape, self.mark_point)
        self._build()

    # -- public API ------------------------------------------------------------------------
    def set_state(self, state) -> None:
        """Show `state` (a rules State or observation). Reuses the items: cheap."""
        self._state = state
        if state is None:
            return
        self._place_pieces(state)
        self._show_move_trails(state)
        village, powwow, newcomer = _village_shown(state)
        for i, key in enumerate(LOCATIONS):
            self._locations[key].set_indians(village[i] if i < len(village) else 0)
        self._locations["powwow"].set_indians(powwow)
        self._locations["newcomer"].set_indians(newcomer)
        self._set_count("stock", state.stock,
                        QCoreApplication.translate("BoardScene", "Stock: %1"))
        for slot in range(1, PAGES + 1):
            page = self._pages[slot]
            page.set_card(state.journal[slot - 1] if slot - 1 < len(state.journal) else None)
        self._deck.set_count(len(state.deck))
        self._discard.set_count(len(state.discard))
        self._set_count("deck", len(state.deck), None)
        self._set_count("discard", len(state.discard), None)
        self._tile_stacks["res"].set_count(state.tiles_left[0])
        self._tile_stacks["ind"].set_count(state.tiles_left[1])
        times = QCoreApplication.translate("BoardScene", "× %1")  # tiles left in a stack
        self._set_count("tiles_res", state.tiles_left[0], times)
        self._set_count("tiles_ind", state.tiles_left[1], times)

    def set_clickable(self, locations: dict, journal_slots: dict) -> None:
        """locations: key -> None (clickable) or reason (greyed out); journal_slots likewise,
        keyed 1..5 (the fur cost). Keys left out are neutral."""
        self._clickable = (dict(locations or {}), dict(journal_slots or {}))
        locs, slots = self._clickable
        for key, item in self._locations.items():
            self._apply_mode(item, key in locs, locs.get(key))
        for slot, item in self._pages.items():
            self._apply_mode(item, slot in slots, slots.get(slot))

    def retranslate(self) -> None:
        """Rebuild every text in the current language (texts.language() and Qt translators)."""
        self._build()
        if self._state is not None:
            self.set_state(self._state)
        self.set_clickable(*self._clickable)

    def state(self):
        return self._state

    def keyboard_zones(self) -> list:
        """The zones Tab visits: Village locations, then Journal pages (5 Furs first, as
        drawn), those that are clickable or greyed now."""
        zones = [self._locations[key] for key in LOCATIONS]
        zones += [self._pages[slot] for slot in sorted(self._pages, reverse=True)]
        return [z for z in zones if z.mode != _ZoneItem.NEUTRAL]

    # Finders (for other views and tests).
    def space_item(self, index: int) -> SpaceItem:
        return self._spaces[index]

    def location_item(self, key: str) -> LocationItem:
        return self._locations[key]

    def page_item(self, slot: int) -> PageItem:
        return self._pages[slot]

    def piece_items(self) -> list:
        return list(self._pieces.values())

    def count_item(self, key: str) -> _TextItem:
        return self._counts[key]

    def space_centre(self, index: int) -> QPointF:
        return space_geometry(index)[0]

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        self.marks.forget()  # its items go with the others
        self.clear()
        self._spaces = []
        self._locations = {}
        self._pages = {}
        self._pieces = {}
        self._counts = {}
        self._move_trails = {}
        self._zoom_buttons = {}
        self._build_route()
        self._build_village()
        self._build_journal()
        self._build_supply()

    def _add_zoom_button(self, corner: QPointF, part: str, tooltip: str, up=False) -> None:
        button = ZoomButton(corner, part, tooltip, up)
        self.addItem(button)
        self._zoom_buttons[part] = button

    def zoom_button(self, part: str) -> ZoomButton:
        return self._zoom_buttons[part]

    def zoom_rect(self, part: str) -> QRectF:
        return VILLAGE_RECT if part == "village" else JOURNAL_RECT

    def _add_text(self, rect, text, **kw) -> _TextItem:
        item = _TextItem(rect, text, **kw)
        item.setZValue(Z_LABEL)
        self.addItem(item)
        return item

    def _build_route(self) -> None:
        self.addItem(_TrailItem())
        for i in range(LAST_SPACE + 1):
            item = SpaceItem(i)
            self.addItem(item)
            self._spaces.append(item)
        places = ((SAINT_LOUIS, QCoreApplication.translate("BoardScene", "Saint Louis")),
                  (FORT_CLATSOP, QCoreApplication.translate("BoardScene", "Fort Clatsop")))
        for index, text in places:
            centre, _, normal = space_geometry(index)
            d = CAMP_OFFSET + 34
            label = _LabelItem(QPointF(centre.x() - normal[0] * d, centre.y() - normal[1] * d),
                               text)
            self.addItem(label)
        # Region names in the free ground beside their spaces (under the pieces): nearer to
        # them than to any other row's (the Rockies, 23-31, lie on the middle row: above it).
        regions = (
            (14, 155.0, QCoreApplication.translate("BoardScene", "Missouri River")),
            (27, ROW_Y[1] - CAMP_OFFSET, QCoreApplication.translate("BoardScene", "Rocky Mountains")),
            (38, 444.0, QCoreApplication.translate("BoardScene", "Second mountain range")),
            (50, 444.0, QCoreApplication.translate("BoardScene", "Pacific coast")),
        )
        for index, y, text in regions:
            x = space_geometry(index)[0].x()
            left = min(max(4.0, x - 200), self.sceneRect().right() - 404)  # inside the board
            item = self._add_text(QRectF(left, y - 20, 400, 40), text, max_px=14, min_px=8,
                                  colour=REGION_INK)
            item.setItalic(True)
            item.setZValue(Z_TRAIL + 0.5)

    def _build_village(self) -> None:
        v = VILLAGE_RECT
        self.addItem(_PanelItem(v))
        self._add_text(QRectF(v.left() + 14, v.top() + 4, 300, 42),
                       QCoreApplication.translate("BoardScene", "Village"), max_px=19,
                       min_px=12, bold=True, center=False)
        self._add_zoom_button(QPointF(v.right() - 4, v.top()), "village",
                              QCoreApplication.translate("BoardScene",
                                                         "Show the Village larger"))
        cols, gap = 4, 8.0
        grid_left, grid_top = v.left() + 10, v.top() + 50  # room for the magnifier
        w = 212.0
        h = (v.bottom() - 10 - grid_top - gap) / 2
        for i, key in enumerate(LOCATIONS):
            r, c = divmod(i, cols)
            rect = QRectF(grid_left + c * (w + gap), grid_top + r * (h + gap), w, h)
            item = LocationItem(rect, key, CIRCLES[i])
            self.addItem(item)
            self._locations[key] = item
        side_left = grid_left + cols * (w + gap) + 4
        side_w = v.right() - 10 - side_left
        pow_rect = QRectF(side_left, grid_top, side_w, h)
        self._locations["powwow"] = LocationItem(pow_rect, "powwow", None)
        self.addItem(self._locations["powwow"])
        new_h = 108.0
        new_rect = QRectF(side_left, grid_top + h + gap, side_w, new_h)
        self._locations["newcomer"] = LocationItem(new_rect, "newcomer", 1)
        self.addItem(self._locations["newcomer"])
        stock_rect = QRectF(side_left, new_rect.bottom() + gap, side_w,
                            v.bottom() - 10 - new_rect.bottom() - gap)
        self.addItem(_PanelItem(stock_rect, fill=PAPER, radius=8))
        self.addItem(_StockGlyph(QPointF(stock_rect.left() + 24, stock_rect.center().y())))
        item = self._add_text(QRectF(stock_rect.left() + 44, stock_rect.top() + 4,
                                     stock_rect.width() - 50, stock_rect.height() - 8), "",
                              max_px=17, min_px=9, bold=True, center=True)
        item.setData(DATA_KEY, ("count", "stock"))
        item.setToolTip(QCoreApplication.translate("BoardScene",
                                                   "Indians in the stock, not yet in play"))
        self._counts["stock"] = item

    def _build_journal(self) -> None:
        j = JOURNAL_RECT
        self.addItem(_PanelItem(j))
        self._add_text(QRectF(j.left() + 6, j.top() + 3, j.width() - 12, 58),
                       QCoreApplication.translate("BoardScene", "Journal of Encounters"),
                       max_px=16, min_px=9, bold=True)
        # Under the strip of page 1, which holds a single Fur.
        self._add_zoom_button(QPointF(j.left() + 6, j.bottom() - 6), "journal",
                              QCoreApplication.translate("BoardScene",
                                                         "Show the Journal's cards larger"),
                              up=True)
        top = j.top() + 64
        page_h = (j.bottom() - 6 - top) / PAGES
        for slot in range(PAGES, 0, -1):  # 5 Furs at the top, 1 Fur at the bottom
            row = PAGES - slot
            rect = QRectF(j.left() + 6, top + row * page_h + 2, j.width() - 12, page_h - 4)
            item = PageItem(rect, slot)
            self.addItem(item)
            self._pages[slot] = item

    def _build_supply(self) -> None:
        """Two rows of boat tiles (stack, name, count), then the deck and discard pile."""
        s = SUPPLY_RECT
        self.addItem(_PanelItem(s))
        self._add_text(QRectF(s.left() + 14, s.top() + 4, s.width() - 28, 34),
                       QCoreApplication.translate("BoardScene", "Boat tiles"),
                       max_px=19, min_px=11, bold=True, center=False)
        self._tile_stacks = {}
        stacks = (("res", QCoreApplication.translate("BoardScene", "Resource boats")),
                  ("ind", QCoreApplication.translate("BoardScene", "Indian boats")))
        row_h, count_left = 90.0, s.left() + 156
        for k, (kind, name) in enumerate(stacks):
            top = s.top() + 38 + k * row_h
            self._add_text(QRectF(s.left() + 10, top, s.width() - 20, 30), name, max_px=14,
                           min_px=8, center=False)
            stack = _TileStackItem(QPointF(s.left() + 74, top + 58), kind)
            stack.setToolTip(name)
            self.addItem(stack)
            self._tile_stacks[kind] = stack
            item = self._add_text(QRectF(count_left, top + 36, s.right() - 6 - count_left, 44),
                                  "", max_px=19, min_px=10, bold=True)
            item.setData(DATA_KEY, ("count", "tiles_" + kind))
            self._counts["tiles_" + kind] = item
        # Deck and discard pile.
        half = s.width() / 2
        top = s.top() + 38 + 2 * row_h + 2
        card_h = s.bottom() - 8 - top - 40
        card_w = card_h * CARD_SIZE.width() / CARD_SIZE.height()
        piles = (("deck", QCoreApplication.translate("BoardScene", "Deck")),
                 ("discard", QCoreApplication.translate("BoardScene", "Discard")))
        for k, (kind, name) in enumerate(piles):
            cx = s.left() + half * k + half / 2
            self._add_text(QRectF(cx - half / 2 + 4, top, half - 8, 30), name, max_px=15,
                           min_px=9, bold=True)
            pile = _DeckItem(QRectF(cx - card_w / 2, top + 40, card_w, card_h), kind)
            self.addItem(pile)
            setattr(self, "_" + kind, pile)
            item = self._add_text(QRectF(cx - card_w / 2 + 3, top + 40 + card_h / 2 - 32,
                                         card_w - 6, 64), "", max_px=17, min_px=9, bold=True,
                                  colour=INK)
            item.setZValue(Z_ZONE + 1)
            item.setData(DATA_KEY, ("count", kind))
            self._counts[kind] = item

    # -- updating --------------------------------------------------------------------------
    def _set_count(self, key: str, n: int, template) -> None:
        item = self._counts[key]
        if template is None:
            text = self.tr("%n card(s)", None, n)
        else:
            text = template.replace("%1", str(n))
        item.setText(text)
        item.setData(DATA_VALUE, n)
        if key in ("deck", "discard"):
            # Readable over the card back: a light plate behind the text.
            item._colour = INK if n == 0 else QColor("#FFFFFF")  # noqa: SLF001

    def _apply_mode(self, item: _ZoneItem, listed: bool, reason) -> None:
        if not listed:
            item.set_mode(_ZoneItem.NEUTRAL)
        elif reason is None:
            item.set_mode(_ZoneItem.CLICKABLE)
        else:
            item.set_mode(_ZoneItem.DISABLED, str(reason))

    def _piece(self, key, kind, colour, letter) -> PieceItem:
        item = self._pieces.get(key)
        if item is None or item.kind != kind:
            if item is not None:
                self.removeItem(item)
            item = PieceItem(kind, colour, letter, key)
            self.addItem(item)
            self._pieces[key] = item
        elif item.colour != colour or item.letter != letter:
            item.colour, item.letter = QColor(colour), letter
            item.update()
        return item

    def _place_pieces(self, state) -> None:
        wanted = set()
        scouts: dict[int, list] = {}
        camps: dict[int, list] = {}
        for seat, p in enumerate(state.players):
            colour = PLAYER_COLOURS.get(p.colour, MACKENZIE_COLOUR)
            letter = PLAYER_LETTERS.get(p.colour, "?")
            scout = self._piece(("scout", seat), "scout", colour, letter)
            camp = self._piece(("camp", seat), "camp", colour, letter)
            tip = QCoreApplication.translate("BoardScene", "Scout of player %1 (%2)")
            scout.setToolTip(tip.replace("%1", str(seat + 1)).replace("%2", letter))
            tip = QCoreApplication.translate("BoardScene", "Camp of player %1 (%2)")
            camp.setToolTip(tip.replace("%1", str(seat + 1)).replace("%2", letter))
            scouts.setdefault(self._clamp(p.scout), []).append(scout)
            camps.setdefault(self._clamp(p.camp), []).append(camp)
            wanted.update((("scout", seat), ("camp", seat)))
        if getattr(state, "mackenzie", None) is not None:
            mk = self._piece(("mackenzie",), "mackenzie", MACKENZIE_COLOUR, MACKENZIE_LETTER)
            mk.setToolTip(QCoreApplication.translate("BoardScene", "Mackenzie"))
            scouts.setdefault(self._clamp(state.mackenzie), []).append(mk)
            wanted.add(("mackenzie",))
        for key in [k for k in self._pieces if k not in wanted]:
            self.removeItem(self._pieces.pop(key))
        for groups, side, dist in ((scouts, 1.0, SCOUT_OFFSET), (camps, -1.0, CAMP_OFFSET)):
            for index, items in groups.items():
                centre, tangent, normal = space_geometry(index)
                n = len(items)
                for k, item in enumerate(items):
                    along = (k - (n - 1) / 2) * PIECE_STEP
                    item.space = index
                    item.setPos(centre.x() + normal[0] * dist * side + tangent[0] * along,
                                centre.y() + normal[1] * dist * side + tangent[1] * along)
                    # Later pieces in a group overlap the earlier ones a little: keep order.
                    base = Z_CAMP if item.kind == "camp" else Z_SCOUT
                    item.setZValue(base + k * 0.01)

    def _show_move_trails(self, state) -> None:
        """A trail for each Scout that moved in its player's latest turn, kept until that
        player's next turn begins; Mackenzie's shows his step after the last turn."""
        current, turn = state.current, state.turn
        mackenzie = getattr(state, "mackenzie", None)
        if turn != self._turn:
            if self._turn is None or turn == 0 or abs(turn - self._turn) != 1:
                self._turn_start = {}  # another game, or a jump through a replay
            else:
                # He steps at the end of each turn: his trail starts where he stood before.
                self._turn_start[("mackenzie",)] = self._mackenzie_seen
            self._turn = turn
            self._turn_start[("scout", current)] = self._clamp(state.players[current].scout)
        self._mackenzie_seen = None if mackenzie is None else self._clamp(mackenzie)
        for key in [k for k in self._move_trails if k not in self._pieces]:
            self.removeItem(self._move_trails.pop(key))  # a seat of another game
        for key, item in self._pieces.items():
            start = self._turn_start.get(key)
            old = self._move_trails.get(key)
            if start is None or start == item.space:
                if old is not None:
                    self.removeItem(self._move_trails.pop(key))
                continue
            if old is not None and (old.start, old.end) == (start, item.space):
                continue
            if old is not None:
                self.removeItem(old)
            # Each player keeps to a lane of its own, so that trails over the same spaces
            # all show.
            lanes = len(state.players) + (mackenzie is not None)
            seat = key[1] if key[0] == "scout" else len(state.players)
            trail = MoveTrailItem(item.colour, start, item.space, seat - (lanes - 1) / 2)
            self.addItem(trail)
            self._move_trails[key] = trail

    # -- what the other seats just did (see ui/move_marks.py) ------------------------------
    def mark_point(self, key):
        """Where a piece stands for ("space", i) (a Scout's side) or ("camp", i); None for
        the Village and the Journal (nothing walks there)."""
        kind, where = key
        if kind not in ("space", "camp"):
            return None
        centre, _, normal = space_geometry(self._clamp(where))
        side = SCOUT_OFFSET if kind == "space" else -CAMP_OFFSET
        return QPointF(centre.x() + normal[0] * side, centre.y() + normal[1] * side)

    def mark_shape(self, key):
        """A ring around a route space or a Camp, the frame of a Village location or a
        Journal page."""
        kind, where = key
        path = QPainterPath()
        if kind == "space":
            path.addEllipse(space_geometry(self._clamp(where))[0], SPACE_R + 6, SPACE_R + 6)
        elif kind == "camp":
            path.addEllipse(self.mark_point(key), 17, 17)
        elif kind == "location" and where in self._locations:
            path.addRoundedRect(self._locations[where].sceneBoundingRect(), 10, 10)
        elif kind == "page" and where in self._pages:
            path.addRoundedRect(self._pages[where].sceneBoundingRect(), 10, 10)
        else:
            return None
        return path

    def move_trails(self) -> dict:
        """Piece key -> (from space, to space) of the trails shown (for tests)."""
        return {key: (t.start, t.end) for key, t in self._move_trails.items()}

    @staticmethod
    def _clamp(index: int) -> int:
        return max(0, min(LAST_SPACE, int(index)))

    def _zone_clicked(self, item: _ZoneItem) -> None:
        if isinstance(item, PageItem):
            self.journalSlotClicked.emit(item.slot)
        elif isinstance(item, LocationItem):
            self.locationClicked.emit(item.key)


class _StockGlyph(QGraphicsItem):
    """A little pile of Indian discs beside the stock count."""

    def __init__(self, centre: QPointF):
        super().__init__()
        self.setPos(centre)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(Z_LABEL)

    def boundingRect(self):
        return QRectF(-18, -18, 36, 36)

    def paint(self, painter, option, widget=None):
        for dx, dy in ((-7, 5), (7, 5), (0, -6)):
            paint_indian_disc(painter, QPointF(dx, dy), 7)


# ---------------------------------------------------------------------------------------------
# The view
# ---------------------------------------------------------------------------------------------

class BoardView(FittedView):
    """Shows a BoardScene scaled to fit the widget (keeping its aspect), without scrollbars."""

    retranslates_scene = True

    def __init__(self, scene: BoardScene | None = None, parent=None):
        self._fitted = False  # fit() keeps a scale only once it has set one
        super().__init__(parent=parent, background=QBrush(BACKGROUND))
        scene = scene if scene is not None else BoardScene(self)
        self.setScene(scene)
        self.setAlignment(Qt.AlignCenter)
        self.setMinimumSize(320, 180)
        self.zoom_popup = None
        if hasattr(scene, "zoomRequested"):
            scene.zoomRequested.connect(self.open_zoom)
            scene.locationClicked.connect(self.close_zoom)
            scene.journalSlotClicked.connect(self.close_zoom)

    def open_zoom(self, part: str) -> ZoomPopup:
        """The Village or the Journal's cards, enlarged in a popup over the window."""
        self.close_zoom()
        scene, window = self.scene(), self.window()
        if part == "village":
            rect = scene.zoom_rect(part)
            scale = min(window.width() * ZOOM_MARGIN / rect.width(),
                        (window.height() * ZOOM_MARGIN - 40) / rect.height(), 1.5)
            content = VillageZoomView(scene, rect, scale)
        else:
            cards = [scene.page_item(slot).card for slot in range(1, PAGES + 1)]
            content = JournalCards(cards, journal_card_width(window.width()))
        self.zoom_popup = ZoomPopup(self, content, zoom_title(part))
        self.zoom_popup.show_over(self)
        return self.zoom_popup

    def close_zoom(self, *_):
        if self.zoom_popup is not None:
            self.zoom_popup.close()
            self.zoom_popup.deleteLater()
            self.zoom_popup = None

    def sizeHint(self) -> QSize:
        return QSize(1280, 720)

    # Keyboard: Tab and Shift+Tab walk through the marked zones, then leave the board.
    def focusNextPrevChild(self, forward: bool) -> bool:
        scene = self.scene()
        zones = scene.keyboard_zones() if hasattr(scene, "keyboard_zones") else []
        if self.hasFocus() and zones:
            current = scene.focusItem()
            if current in zones:
                i = zones.index(current) + (1 if forward else -1)
                if 0 <= i < len(zones):
                    scene.setFocusItem(zones[i], Qt.TabFocusReason)
                    return True
                scene.clearFocus()
            else:
                scene.setFocusItem(zones[0 if forward else -1], Qt.TabFocusReason)
                return True
        return super().focusNextPrevChild(forward)

    def focusInEvent(self, event):
        super().focusInEvent(event)
        scene = self.scene()
        zones = scene.keyboard_zones() if hasattr(scene, "keyboard_zones") else []
        if zones and event.reason() in (Qt.TabFocusReason, Qt.BacktabFocusReason):
            scene.setFocusItem(zones[0 if event.reason() == Qt.TabFocusReason else -1],
                               event.reason())

    # A scale kept while it fits and is at least this share of the fitting one: the decision
    # bar above grows and shrinks by a line from move to move, and each new scale drew the
    # whole board again (its items' caches are at the view's scale).
    KEEP_SCALE = 0.95

    def fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        kept = self.transform().m11() if self._fitted else 0.0
        self._fitted = True
        self.fitInView(scene.sceneRect(), Qt.KeepAspectRatio)
        fitting = self.transform().m11()
        if self.KEEP_SCALE * fitting <= kept < fitting:
            self.setTransform(QTransform.fromScale(kept, kept))
            self.centerOn(scene.sceneRect().center())

__all__ = ["BoardScene", "BoardView", "DATA_KEY", "DATA_VALUE", "SpaceItem", "PieceItem",
           "LocationItem", "PageItem", "space_geometry"]
