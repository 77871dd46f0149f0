"""Our own drawings for Elfenland: player colours, terrain line styles, transport pictograms,
the obstacle and a face-down counter. Every colour-coded thing also has a shape, a pattern or a
letter, so nothing is told apart by colour alone."""

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from ..palette import INK, PAPER, PLAYER_COLOURS, text_colour_on

# Okabe-Ito shades; red and black are Elfenland's own.
COLOURS = {"red": QColor("#D55E00"), "blue": PLAYER_COLOURS["blue"],
           "green": PLAYER_COLOURS["green"], "yellow": PLAYER_COLOURS["yellow"],
           "purple": PLAYER_COLOURS["purple"], "black": QColor("#303030")}
LETTERS = {"red": "R", "blue": "B", "green": "G", "yellow": "Y", "purple": "P", "black": "K"}

# terrain -> (colour, pen pattern): the pattern alone tells the terrains apart.
TERRAIN_STYLE = {
    "plain": (QColor("#8DB600"), Qt.SolidLine),
    "forest": (QColor("#1B7837"), Qt.DashLine),
    "desert": (QColor("#D9A441"), Qt.DotLine),
    "mountain": (QColor("#7B5B3A"), Qt.DashDotLine),
    "river": (QColor("#3A7CC3"), Qt.SolidLine),
    "lake": (QColor("#56B4E9"), Qt.DashDotDotLine),
}
TRANSPORT_COLOURS = (QColor("#C0392B"), QColor("#F2F2F2"), QColor("#8B5A2B"),
                     QColor("#2A9D8F"), QColor("#B9D7EA"), QColor("#F4A6B8"),
                     QColor("#C8A165"))  # dragon, unicorn, troll, elfcycle, cloud, pig, raft
COUNTER_BACK = QColor("#4B3B6B")
OBSTACLE_COLOUR = QColor("#F0C020")


def player_colour(name):
    return COLOURS.get(name, QColor("#888888"))


def player_letter(name):
    return LETTERS.get(name, "?")


def paint_transport(p: QPainter, rect: QRectF, kind: int, face_down=False):
    """A counter or card face: a rounded tile with the transport's pictogram."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    r = rect.adjusted(1, 1, -1, -1)
    radius = r.width() * 0.18
    if face_down or kind < 0:
        p.setPen(QPen(INK, 1))
        p.setBrush(COUNTER_BACK)
        p.drawRoundedRect(r, radius, radius)
        p.setPen(QPen(QColor("#D8CCF0"), max(1.0, r.width() * 0.06)))
        inner = r.adjusted(r.width() * 0.22, r.height() * 0.22, -r.width() * 0.22, -r.height() * 0.22)
        p.drawEllipse(inner)
        p.restore()
        return
    p.setPen(QPen(INK, 1))
    p.setBrush(PAPER)
    p.drawRoundedRect(r, radius, radius)
    c = r.center()
    s = r.width() / 24.0  # pictograms are drawn on a 24-unit grid
    p.translate(c)
    p.scale(s, s)
    colour = TRANSPORT_COLOURS[kind]
    p.setPen(QPen(INK, 1.2))
    p.setBrush(colour)
    _GLYPHS[kind](p)
    p.restore()


def _dragon(p):
    wings = QPolygonF([QPointF(-9, -2), QPointF(-3, -8), QPointF(0, -2), QPointF(3, -8),
                       QPointF(9, -2), QPointF(4, 1), QPointF(0, 7), QPointF(-4, 1)])
    p.drawPolygon(wings)
    p.drawEllipse(QPointF(0, -4), 2, 2)


def _unicorn(p):
    p.drawEllipse(QPointF(-1, 3), 6, 5)
    horn = QPolygonF([QPointF(1, -2), QPointF(7, -10), QPointF(4, -1)])
    p.setBrush(QColor("#E8C547"))
    p.drawPolygon(horn)
    p.setBrush(INK)
    p.drawEllipse(QPointF(1, 2), 1, 1)


def _troll(p):
    p.drawRect(QRectF(-9, -5, 18, 8))
    p.setBrush(INK)
    p.drawEllipse(QPointF(-5, 5), 3, 3)
    p.drawEllipse(QPointF(5, 5), 3, 3)


def _elfcycle(p):
    p.setBrush(Qt.NoBrush)
    p.drawEllipse(QPointF(-6, 5), 3.5, 3.5)
    p.drawEllipse(QPointF(6, 5), 3.5, 3.5)
    p.drawLine(QPointF(-6, 5), QPointF(6, 5))
    p.setBrush(TRANSPORT_COLOURS[3])
    p.drawPolygon(QPolygonF([QPointF(0, 4), QPointF(0, -10), QPointF(8, 1)]))


def _cloud(p):
    path = QPainterPath()
    for x, y, rad in ((-5, 2, 5), (1, -2, 6), (6, 3, 4)):
        path.addEllipse(QPointF(x, y), rad, rad)
    path.addRect(QRectF(-5, 2, 11, 5))
    p.drawPath(path.simplified())


def _pig(p):
    p.drawEllipse(QPointF(-1, 1), 8, 6)
    p.drawEllipse(QPointF(7, 0), 3, 2.5)
    p.drawPolygon(QPolygonF([QPointF(-4, -4), QPointF(-2, -9), QPointF(0, -4)]))


def _raft(p):
    for x in (-7.5, -2.5, 2.5, 7.5):
        p.drawRoundedRect(QRectF(x - 2.3, -8, 4.6, 16), 2, 2)
    p.drawLine(QPointF(-10, -3), QPointF(10, -3))
    p.drawLine(QPointF(-10, 4), QPointF(10, 4))


_GLYPHS = (_dragon, _unicorn, _troll, _elfcycle, _cloud, _pig, _raft)


def paint_obstacle(p: QPainter, rect: QRectF):
    """The obstacle: a striped barrier."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    p.setPen(QPen(INK, 1))
    p.setBrush(OBSTACLE_COLOUR)
    p.drawRect(rect)
    p.setClipRect(rect)
    p.setPen(QPen(INK, rect.height() * 0.3))
    w = rect.height()
    x = rect.left() - w
    while x < rect.right() + w:
        p.drawLine(QPointF(x, rect.bottom()), QPointF(x + w, rect.top()))
        x += w * 1.2
    p.restore()


def paint_boot(p: QPainter, rect: QRectF, colour_name):
    """A boot in the player's colour with the player's letter."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    colour = player_colour(colour_name)
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    boot = QPolygonF([QPointF(x + w * 0.15, y), QPointF(x + w * 0.65, y),
                      QPointF(x + w * 0.65, y + h * 0.6), QPointF(x + w, y + h * 0.75),
                      QPointF(x + w, y + h), QPointF(x + w * 0.15, y + h)])
    p.setPen(QPen(INK, 1))
    p.setBrush(colour)
    p.drawPolygon(boot)
    p.setPen(text_colour_on(colour))
    font = p.font()
    font.setPixelSize(max(6, int(h * 0.5)))
    font.setBold(True)
    p.setFont(font)
    p.drawText(QRectF(x + w * 0.1, y, w * 0.6, h * 0.8), Qt.AlignCenter, player_letter(colour_name))
    p.restore()


# Icons are drawn once (cache): the players' rows are rebuilt at every move and replay step.
@cache
def transport_icon(kind: int, size=32, face_down=False) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(Qt.transparent)
    p = QPainter(pix)
    paint_transport(p, QRectF(0, 0, size, size), kind, face_down)
    p.end()
    return QIcon(pix)


@cache
def obstacle_icon(size=32) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(Qt.transparent)
    p = QPainter(pix)
    paint_obstacle(p, QRectF(2, size * 0.3, size - 4, size * 0.4))
    p.end()
    return QIcon(pix)


@cache
def boot_icon(colour_name, size=20) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(Qt.transparent)
    p = QPainter(pix)
    paint_boot(p, QRectF(1, 1, size - 2, size - 2), colour_name)
    p.end()
    return QIcon(pix)

