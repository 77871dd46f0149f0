"""The Elfenland map, drawn by us from the spec's coordinates: towns, roads patterned by
terrain, rivers with their current, lake ferries, the counters and obstacles on the roads, the
boots and every player's uncollected town markers. Clicks on a town or a connection are
reported as signals; the table decides what they mean."""

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsView,
)

from ...elfenland.board import BOARD_ASPECT, EDGES, START_TOWN, TOWNS
from ..palette import INK, PAPER, text_colour_on
from ..scene_animations import AnimatedScene
from . import art
from .texts import card_name, edge_text, terrain_name

HEIGHT = 1000.0
WIDTH = HEIGHT * BOARD_ASPECT
COUNTER = 34.0
TOWN_R = 17.0
HIGHLIGHT = QColor("#FFD400")
PLAN = QColor("#2CA02C")


def town_point(t):
    return QPointF(TOWNS[t].x * WIDTH, TOWNS[t].y * HEIGHT)


def mark_point(edge):
    x, y = EDGES[edge].mark
    return QPointF(x * WIDTH, y * HEIGHT)


def edge_path(edge):
    """A curve from one town to the other that passes through the edge's mark, so the two
    connections of a doubled pair are drawn apart."""
    e = EDGES[edge]
    a, b, m = town_point(e.a), town_point(e.b), mark_point(edge)
    control = m * 2 - (a + b) / 2
    path = QPainterPath(a)
    path.quadTo(control, b)
    return path


class EdgeItem(QGraphicsPathItem):
    def __init__(self, edge):
        super().__init__(edge_path(edge))
        self.edge = edge
        self.kind = EDGES[edge].kind
        self.highlighted = False
        self.setZValue(1)
        self.setCursor(Qt.PointingHandCursor)
        stroker = QPainterPathStroker()
        stroker.setWidth(20)
        self._shape = stroker.createStroke(self.path())
        self.setToolTip(edge_text(edge))

    def shape(self):
        return self._shape

    def boundingRect(self):
        return self._shape.boundingRect().adjusted(-4, -4, 4, 4)

    def set_highlighted(self, on):
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        colour, style = art.TERRAIN_STYLE[self.kind]
        if self.highlighted:
            p.setPen(QPen(HIGHLIGHT, 18, Qt.SolidLine, Qt.RoundCap))
            p.drawPath(self.path())
        water = self.kind in ("river", "lake")
        p.setPen(QPen(QColor("#FFFFFF") if water else PAPER.darker(104), 9, Qt.SolidLine, Qt.RoundCap))
        p.drawPath(self.path())
        pen = QPen(colour, 6 if water else 5, style, Qt.FlatCap)
        p.setPen(pen)
        p.drawPath(self.path())
        if self.kind == "river":
            self._arrows(p, colour)
        elif self.kind == "lake":
            paint_ferry(p, self.path().pointAtPercent(0.5), colour)

    def _arrows(self, p, colour):
        e = EDGES[self.edge]
        forward = e.downstream_to == e.b  # the path runs from a to b
        p.setPen(QPen(INK, 1))
        p.setBrush(colour)
        for t in (0.3, 0.5, 0.7):
            pt = self.path().pointAtPercent(t)
            angle = -self.path().angleAtPercent(t) if forward else 180 - self.path().angleAtPercent(t)
            rad = math.radians(angle)
            d = QPointF(math.cos(rad), math.sin(rad))
            n = QPointF(-d.y(), d.x())
            tip = pt + d * 9
            p.drawPolygon(QPolygonF([tip, pt - d * 5 + n * 6, pt - d * 5 - n * 6]))


def paint_ferry(p, centre, colour):
    """A small boat: the mark of a lake crossing."""
    x, y = centre.x(), centre.y()
    p.setPen(QPen(INK, 1))
    p.setBrush(colour)
    p.drawPolygon(QPolygonF([QPointF(x - 9, y - 1), QPointF(x + 9, y - 1), QPointF(x + 5, y + 5),
                             QPointF(x - 5, y + 5)]))
    p.drawLine(QPointF(x, y - 1), QPointF(x, y - 10))
    p.setBrush(QColor("#FFFFFF"))
    p.drawPolygon(QPolygonF([QPointF(x + 1, y - 10), QPointF(x + 7, y - 3), QPointF(x + 1, y - 3)]))


class LegendItem(QGraphicsItem):
    """Which line is which terrain (the patterns tell them apart without colour)."""

    ROW = 22.0

    def __init__(self):
        super().__init__()
        self.setPos(WIDTH - 200, HEIGHT - 12 - self.ROW * len(art.TERRAIN_STYLE) - 8)
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self):
        return QRectF(0, 0, 192, self.ROW * len(art.TERRAIN_STYLE) + 8)

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(INK, 1))
        p.setBrush(QColor(255, 255, 255, 190))
        p.drawRoundedRect(self.boundingRect(), 6, 6)
        font = QFont(p.font())
        font.setPixelSize(14)
        p.setFont(font)
        for i, (kind, (colour, style)) in enumerate(art.TERRAIN_STYLE.items()):
            y = 4 + self.ROW * i + self.ROW / 2
            p.setPen(QPen(colour, 5, style, Qt.FlatCap))
            p.drawLine(QPointF(10, y), QPointF(62, y))
            if kind == "river":
                p.setPen(QPen(INK, 1))
                p.setBrush(colour)
                p.drawPolygon(QPolygonF([QPointF(44, y), QPointF(34, y - 6), QPointF(34, y + 6)]))
            p.setPen(INK)
            p.drawText(QRectF(70, y - self.ROW / 2, 120, self.ROW), Qt.AlignVCenter | Qt.AlignLeft,
                       terrain_name(kind))


class SpotItem(QGraphicsItem):
    """What lies on a road's counter spot: nothing (a dashed ring), a counter, an obstacle."""

    def __init__(self, edge):
        super().__init__()
        self.edge = edge
        self.counter = -1
        self.obstacle_colour = None
        self.setPos(mark_point(edge))
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.NoButton)  # the road underneath takes the click

    def boundingRect(self):
        return QRectF(-COUNTER / 2 - 2, -COUNTER / 2 - 2, COUNTER + 4, COUNTER + 16)

    def set_content(self, counter, obstacle_colour):
        if (counter, obstacle_colour) != (self.counter, self.obstacle_colour):
            self.counter, self.obstacle_colour = counter, obstacle_colour
            self.update()

    def paint(self, p, option, widget=None):
        r = QRectF(-COUNTER / 2, -COUNTER / 2, COUNTER, COUNTER)
        if self.counter < 0:
            p.setRenderHint(QPainter.Antialiasing)
            p.setPen(QPen(INK.lighter(250), 1.2, Qt.DashLine))
            p.setBrush(QColor(255, 255, 255, 120))
            p.drawEllipse(r.adjusted(9, 9, -9, -9))
            return
        art.paint_transport(p, r, self.counter)
        if self.obstacle_colour:
            bar = QRectF(-COUNTER / 2, COUNTER / 2 - 2, COUNTER, 11)
            art.paint_obstacle(p, bar)
            p.setPen(QPen(art.player_colour(self.obstacle_colour), 3))
            p.drawRect(bar.adjusted(-1.5, -1.5, 1.5, 1.5))


class TownItem(QGraphicsItem):
    """A town: its circle and name, the boots standing there, the markers still on it."""

    def __init__(self, town):
        super().__init__()
        self.town = town
        self.boots = []  # colour names
        self.markers = []  # colour names of players who have not collected this town yet
        self.highlight = None  # None, "step" (a neighbour to travel to) or "selected"
        self.plan_cost = None
        self.setPos(town_point(town))
        self.setZValue(4)
        self.setCursor(Qt.PointingHandCursor)
        self.setToolTip(TOWNS[town].name)

    def boundingRect(self):
        return QRectF(-60, -50, 120, 100)

    def shape(self):
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), TOWN_R + 8, TOWN_R + 8)
        path.addRect(QRectF(-45, TOWN_R, 90, 18))
        return path

    def set_content(self, boots, markers):
        if (boots, markers) != (self.boots, self.markers):
            self.boots, self.markers = boots, markers
            self.update()

    def set_highlight(self, mode, plan_cost=None):
        if (mode, plan_cost) != (self.highlight, self.plan_cost):
            self.highlight, self.plan_cost = mode, plan_cost
            self.update()

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        if self.highlight:
            colour = HIGHLIGHT if self.highlight == "step" else QColor("#E4572E")
            p.setPen(QPen(colour, 6))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(QPointF(0, 0), TOWN_R + 6, TOWN_R + 6)
        elif self.plan_cost is not None:
            p.setPen(QPen(PLAN, 4, Qt.DotLine))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(QPointF(0, 0), TOWN_R + 6, TOWN_R + 6)
        start = self.town == START_TOWN
        p.setPen(QPen(INK, 2))
        p.setBrush(QColor("#FFF6D5") if not start else QColor("#E8D27A"))
        p.drawEllipse(QPointF(0, 0), TOWN_R, TOWN_R)
        if start:  # the start town: a castle mark
            p.setBrush(INK)
            p.drawPolygon(QPolygonF([QPointF(-7, 6), QPointF(-7, -4), QPointF(-4, -4), QPointF(-4, -1),
                                     QPointF(-1, -1), QPointF(-1, -8), QPointF(2, -8), QPointF(2, -1),
                                     QPointF(5, -1), QPointF(5, -4), QPointF(8, -4), QPointF(8, 6)]))
        self._markers(p)
        font = QFont(p.font())
        font.setPixelSize(15)
        font.setBold(True)
        p.setFont(font)
        name_rect = QRectF(-60, TOWN_R + 1, 120, 18)
        p.setPen(QPen(QColor(255, 255, 255, 210), 1))
        p.setBrush(QColor(255, 255, 255, 170))
        width = p.fontMetrics().horizontalAdvance(TOWNS[self.town].name) + 8
        p.drawRoundedRect(QRectF(-width / 2, TOWN_R + 1, width, 18), 4, 4)
        p.setPen(INK)
        p.drawText(name_rect, Qt.AlignCenter, TOWNS[self.town].name)
        self._boots(p)
        if self.plan_cost is not None:
            self._badge(p, str(self.plan_cost))

    def _markers(self, p):
        """Uncollected markers: small lettered squares in a ring inside the town circle's edge."""
        n = len(self.markers)
        if not n:
            return
        size = 9.0
        font = QFont(p.font())
        font.setPixelSize(7)
        font.setBold(True)
        p.setFont(font)
        for i, colour_name in enumerate(self.markers):
            angle = math.radians(-90 + 360.0 * i / max(n, 1)) if n > 1 else math.radians(-90)
            c = QPointF(math.cos(angle) * (TOWN_R - 6), math.sin(angle) * (TOWN_R - 6)) if n > 1 else QPointF(0, 0)
            r = QRectF(c.x() - size / 2, c.y() - size / 2, size, size)
            colour = art.player_colour(colour_name)
            p.setPen(QPen(INK, 0.8))
            p.setBrush(colour)
            p.drawRect(r)
            p.setPen(text_colour_on(colour))
            p.drawText(r, Qt.AlignCenter, art.player_letter(colour_name))

    def _boots(self, p):
        n = len(self.boots)
        w, h = 18.0, 22.0
        left = -n * w / 2
        for i, colour_name in enumerate(self.boots):
            art.paint_boot(p, QRectF(left + i * w, -TOWN_R - h - 3, w, h), colour_name)

    def _badge(self, p, text):
        r = QRectF(TOWN_R - 4, -TOWN_R - 6, 22, 18)
        p.setPen(QPen(INK, 1))
        p.setBrush(PLAN)
        p.drawRoundedRect(r, 8, 8)
        font = QFont(p.font())
        font.setPixelSize(12)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#FFFFFF"))
        p.drawText(r, Qt.AlignCenter, text)


class MapScene(AnimatedScene):
    town_clicked = Signal(int)
    edge_clicked = Signal(int)

    def __init__(self, parent=None):
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self.setBackgroundBrush(QBrush(QColor("#E9E4C9")))
        self.edges = [EdgeItem(i) for i in range(len(EDGES))]
        self.spots = {}
        for item in self.edges:
            self.addItem(item)
            if item.kind not in ("river", "lake"):
                spot = SpotItem(item.edge)
                self.spots[item.edge] = spot
                self.addItem(spot)
        self.legend = LegendItem()
        self.addItem(self.legend)
        self.towns = [TownItem(t) for t in range(len(TOWNS))]
        for item in self.towns:
            self.addItem(item)

    def retranslate(self):
        for item in self.edges:
            item.setToolTip(edge_text(item.edge))
        self.legend.update()

    def show_state(self, s):
        """Draw what everyone may see in `s`: counters, obstacles, boots, markers left."""
        for edge, spot in self.spots.items():
            holder = s.obstacles[edge]
            spot.set_content(s.roads[edge], s.players[holder].colour if holder >= 0 else None)
            tip = edge_text(edge)
            if s.roads[edge] >= 0:
                tip += "\n" + card_name(s.roads[edge])
            self.edges[edge].setToolTip(tip)
        for t, item in enumerate(self.towns):
            boots = [p.colour for p in s.players if p.boot == t]
            markers = [] if t == START_TOWN else [p.colour for p in s.players if not p.visited >> t & 1]
            item.set_content(boots, markers)

    def highlight_edges(self, edges):
        for item in self.edges:
            item.set_highlighted(item.edge in edges)

    def highlight_towns(self, steps=(), selected=None, plan=None):
        plan = plan or {}
        for item in self.towns:
            mode = "selected" if item.town == selected else "step" if item.town in steps else None
            item.set_highlight(mode, plan.get(item.town))

    def mousePressEvent(self, event):
        super().mousePressEvent(event)
        if event.button() != Qt.LeftButton:
            return
        for item in self.items(event.scenePos()):
            if isinstance(item, TownItem):
                self.town_clicked.emit(item.town)
                return
            if isinstance(item, EdgeItem):
                self.edge_clicked.emit(item.edge)
                return


class MapView(QGraphicsView):
    """Shows the whole map, scaled to the view."""

    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.NoFrame)
        self.setMinimumSize(320, 240)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)

    def showEvent(self, event):
        super().showEvent(event)
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)
