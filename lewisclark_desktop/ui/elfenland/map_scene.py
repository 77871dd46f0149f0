"""The Elfenland map, drawn by us from the spec's coordinates: towns, roads patterned by
terrain, rivers with their current, lake ferries, the counters and obstacles on the roads, the
boots and every player's uncollected town markers. Clicks on a town or a connection are
reported as signals; the table decides what they mean."""

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsView,
)

from ...elfenland.board import BOARD_ASPECT, EDGES, START_TOWN, TOWNS
from ..fitted_view import FittedView
from ..move_marks import BoardMarks
from ..palette import INK, PAPER, text_colour_on
from ..readable import font
from ..scene_animations import AnimatedScene
from . import art
from .texts import edge_title, road_tip, terrain_name

translate = QCoreApplication.translate
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
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # drawn again on update() only
        self.setCursor(Qt.PointingHandCursor)
        stroker = QPainterPathStroker()
        stroker.setWidth(20)
        self._shape = stroker.createStroke(self.path())
        self.setToolTip(edge_title(edge))

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
    """Which line is which terrain (the patterns tell them apart without colour). Drawn at a
    fixed size on the screen from the map's bottom right corner: scaled with the map, its
    words were 6 px at 1280×720. It stands in the top right corner, where no town is."""

    ROW = 16.0  # screen pixels
    PX = 12  # the words' pixel size on the screen: above 8 pt (10.7 px)
    SAMPLE = 30.0  # the line's sample

    def __init__(self):
        super().__init__()
        self.setFlag(QGraphicsItem.ItemIgnoresTransformations)
        self.setPos(WIDTH - 8, 8)  # its top right corner
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self._width = None

    def _font(self):
        return font(self.PX)

    def _words_width(self):
        metrics = QFontMetricsF(self._font())
        return max(metrics.horizontalAdvance(terrain_name(kind)) for kind in art.TERRAIN_STYLE)

    def retranslate(self):
        self.prepareGeometryChange()
        self._width = None
        self.update()

    def boundingRect(self):
        if self._width is None:
            self._width = 6 + self.SAMPLE + 6 + self._words_width() + 6
        height = self.ROW * len(art.TERRAIN_STYLE) + 8
        return QRectF(-self._width, 0, self._width, height)

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        box = self.boundingRect()
        p.setPen(QPen(INK, 1))
        p.setBrush(QColor(255, 255, 255, 200))
        p.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        p.setFont(self._font())
        left, words = box.left() + 6, box.left() + 6 + self.SAMPLE + 6
        for i, (kind, (colour, style)) in enumerate(art.TERRAIN_STYLE.items()):
            y = box.top() + 4 + self.ROW * i + self.ROW / 2
            p.setPen(QPen(colour, 4, style, Qt.FlatCap))
            p.drawLine(QPointF(left, y), QPointF(left + self.SAMPLE, y))
            if kind == "river":
                p.setPen(QPen(INK, 1))
                p.setBrush(colour)
                tip = left + self.SAMPLE * 0.7
                p.drawPolygon(QPolygonF([QPointF(tip, y), QPointF(tip - 7, y - 5), QPointF(tip - 7, y + 5)]))
            p.setPen(INK)
            p.drawText(QRectF(words, y - self.ROW / 2, box.right() - words, self.ROW),
                       Qt.AlignVCenter | Qt.AlignLeft, terrain_name(kind))


class SpotItem(QGraphicsItem):
    """What lies on a road's counter spot: nothing (a dashed ring), a counter, an obstacle."""

    def __init__(self, edge):
        super().__init__()
        self.edge = edge
        self.counter = -1
        self.obstacle_colour = None
        self.setPos(mark_point(edge))
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
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


class TownOverlay(QGraphicsItem):
    """Drawn by a town at a fixed size on the screen whatever the map's zoom (the map shrinks
    to about 0.4 at 1280×720: scaled, digits were 5 px), at (x, y) from the town's centre. The
    town takes its clicks (MapScene.mousePressEvent)."""

    def __init__(self, parent, x, y):
        super().__init__(parent)
        self.setFlag(QGraphicsItem.ItemIgnoresTransformations)
        self.setPos(x, y)
        self.setAcceptedMouseButtons(Qt.NoButton)


class PlanBadge(TownOverlay):
    """A Plan's cost beside its town."""

    PX = 13  # the digits' pixel size on the screen: above 8 pt (10.7 px)

    def __init__(self, parent):
        super().__init__(parent, TOWN_R - 2, -TOWN_R - 2)  # its bottom left, above right
        self.setZValue(1)
        self.text = ""
        self.hide()

    def set_text(self, text):
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
        self.setVisible(bool(text))

    def _font(self):
        return font(self.PX, bold=True)

    def boundingRect(self):
        width = QFontMetricsF(self._font()).horizontalAdvance(self.text) + 10
        return QRectF(0, -(self.PX + 6), max(width, self.PX + 8), self.PX + 6)

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        r = self.boundingRect()
        p.setPen(QPen(INK, 1))
        p.setBrush(PLAN)
        p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 7, 7)
        p.setFont(self._font())
        p.setPen(QColor("#FFFFFF"))
        p.drawText(r, Qt.AlignCenter, self.text)


class TownLabel(TownOverlay):
    """Under a town's circle, at a fixed size on the screen whatever the map's zoom (scaled
    with the map they were 3-7 px at 1280×720): its name on a plate and, below it, the markers
    still on the town in a strip, each a square in its player's colour with the player's
    letter."""

    NAME_PX = 12  # pixel sizes on the screen: above 8 pt (10.7 px)
    LETTER_PX = 11
    MARK = 13.0  # a marker's side

    def __init__(self, parent, name):
        super().__init__(parent, 0, TOWN_R + 1)  # its top middle, just under the circle
        self.name = name
        self.markers = []

    def set_markers(self, markers):
        if markers != self.markers:
            self.prepareGeometryChange()
            self.markers = list(markers)

    def _name_size(self):
        metrics = QFontMetricsF(font(self.NAME_PX, bold=True))
        return metrics.horizontalAdvance(self.name) + 8, metrics.height() + 1

    def boundingRect(self):
        width, height = self._name_size()
        width = max(width, self.MARK * len(self.markers))
        if self.markers:
            height += self.MARK + 1
        return QRectF(-width / 2 - 1, 0, width + 2, height + 1)

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        width, height = self._name_size()
        plate = QRectF(-width / 2, 0, width, height)
        p.setPen(QPen(QColor(255, 255, 255, 210), 1))
        p.setBrush(QColor(255, 255, 255, 190))
        p.drawRoundedRect(plate, 4, 4)
        p.setFont(font(self.NAME_PX, bold=True))
        p.setPen(INK)
        p.drawText(plate, Qt.AlignCenter, self.name)
        p.setFont(font(self.LETTER_PX, bold=True))
        left = -self.MARK * len(self.markers) / 2
        for i, colour_name in enumerate(self.markers):
            r = QRectF(left + i * self.MARK, height + 1, self.MARK, self.MARK)
            colour = art.player_colour(colour_name)
            p.setPen(QPen(INK, 1))
            p.setBrush(colour)
            p.drawRect(r)
            p.setPen(text_colour_on(colour))
            p.drawText(r, Qt.AlignCenter, art.player_letter(colour_name))


class TownBoots(TownOverlay):
    """The boots standing on a town, above its circle, at a fixed size on the screen (their
    letters 11 px): up to three in a row, more in two rows."""

    W, H = 16.0, 22.0  # a boot, screen pixels (its letter: half its height)

    def __init__(self, parent):
        super().__init__(parent, 0, -TOWN_R - 2)  # its bottom middle, just above the circle
        self.boots = []

    def set_boots(self, boots):
        if boots != self.boots:
            self.prepareGeometryChange()
            self.boots = list(boots)

    def _rows(self):
        n = len(self.boots)
        per_row = n if n <= 3 else (n + 1) // 2
        return [self.boots[i:i + per_row] for i in range(0, n, per_row)] if n else []

    def boundingRect(self):
        rows = self._rows()
        width = self.W * max((len(r) for r in rows), default=0)
        return QRectF(-width / 2 - 1, -self.H * len(rows) - 1, width + 2, self.H * len(rows) + 2)

    def paint(self, p, option, widget=None):
        rows = self._rows()
        for k, row in enumerate(rows):
            top = -self.H * (len(rows) - k)
            left = -self.W * len(row) / 2
            for i, colour_name in enumerate(row):
                art.paint_boot(p, QRectF(left + i * self.W, top, self.W, self.H), colour_name)


class TownItem(QGraphicsItem):
    """A town: its circle and name, the boots standing there, the markers still on it."""

    def __init__(self, town):
        super().__init__()
        self.town = town
        self.boots = []  # colour names
        self.markers = []  # colour names of players who have not collected this town yet
        self.highlight = None  # None, "step" (a neighbour to travel to) or "selected"
        self.plan_cost = None
        self.badge = PlanBadge(self)
        self.destination = None  # the viewer's colour when this is their town card (variant)
        self.label = TownLabel(self, TOWNS[town].name)
        self.boots_item = TownBoots(self)
        self.setPos(town_point(town))
        self.setZValue(4)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setCursor(Qt.PointingHandCursor)
        self.setToolTip(TOWNS[town].name)

    def boundingRect(self):
        return QRectF(-60, -50, 120, 100)

    def shape(self):
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), TOWN_R + 8, TOWN_R + 8)
        path.addRect(QRectF(-45, TOWN_R, 90, 18))
        return path

    def setToolTip(self, tip):
        """The town's tooltip, also on its name, markers and boots (drawn apart from it)."""
        super().setToolTip(tip)
        for child in (self.label, self.boots_item):
            child.setToolTip(tip)

    def set_content(self, boots, markers):
        if (boots, markers) != (self.boots, self.markers):
            self.boots, self.markers = boots, markers
            self.label.set_markers(markers)
            self.boots_item.set_boots(boots)
            self.update()

    def set_destination(self, colour):
        """Mark this town as the viewer's own town card (`colour`: theirs), or unmark (None)."""
        if colour != self.destination:
            self.destination = colour
            self.update()
            tip = TOWNS[self.town].name
            if colour is not None:
                tip += "\n" + translate("ElfenlandTable", "Your town card: at the end you lose a "
                                                           "point per link from your boot to here")
            self.setToolTip(tip)

    def set_highlight(self, mode, plan_cost=None):
        if (mode, plan_cost) != (self.highlight, self.plan_cost):
            self.highlight, self.plan_cost = mode, plan_cost
            self.badge.set_text("" if plan_cost is None else str(plan_cost))
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
        if self.destination is not None:
            self._town_card(p)
        start = self.town == START_TOWN
        p.setPen(QPen(INK, 2))
        p.setBrush(QColor("#FFF6D5") if not start else QColor("#E8D27A"))
        p.drawEllipse(QPointF(0, 0), TOWN_R, TOWN_R)
        if start:  # the start town: a castle mark
            p.setBrush(INK)
            p.drawPolygon(QPolygonF([QPointF(-7, 6), QPointF(-7, -4), QPointF(-4, -4), QPointF(-4, -1),
                                     QPointF(-1, -1), QPointF(-1, -8), QPointF(2, -8), QPointF(2, -1),
                                     QPointF(5, -1), QPointF(5, -4), QPointF(8, -4), QPointF(8, 6)]))

    def _town_card(self, p):
        """The viewer's town card: a ring in their colour and a star at the circle's left."""
        colour = art.player_colour(self.destination)
        p.setPen(QPen(colour, 4, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(QPointF(0, 0), TOWN_R + 11, TOWN_R + 11)
        centre, outer, inner = QPointF(-TOWN_R - 12, TOWN_R - 2), 10.0, 4.2
        star = QPolygonF([centre + QPointF(math.cos(a) * r, math.sin(a) * r)
                          for k in range(10)
                          for a, r in [(math.radians(-90 + 36 * k), outer if k % 2 == 0 else inner)]])
        p.setPen(QPen(INK, 1.2))
        p.setBrush(colour)
        p.drawPolygon(star)


class MapScene(AnimatedScene):
    town_clicked = Signal(int)
    edge_clicked = Signal(int)

    def __init__(self, parent=None):
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self.setBackgroundBrush(QBrush(QColor("#E9E4C9")))
        self.edges = [EdgeItem(i) for i in range(len(EDGES))]
        self._shown = None  # the state drawn last (the roads' tooltips tell its prices)
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
        self.marks = BoardMarks(self, self.mark_shape, self.mark_point)

    # -- what the other seats just did (see ui/move_marks.py) ------------------------------
    @staticmethod
    def mark_point(key):
        """Where a token stands on ("town", t) or ("edge", e) (the road's counter spot)."""
        kind, index = key
        return town_point(index) if kind == "town" else mark_point(index)

    def mark_shape(self, key):
        """A ring around a town, or around a road's counter spot."""
        path = QPainterPath()
        if key[0] == "town":
            path.addEllipse(town_point(key[1]), TOWN_R + 9, TOWN_R + 9)
        elif key[1] in self.spots:
            path.addEllipse(mark_point(key[1]), COUNTER * 0.72, COUNTER * 0.72)
        else:
            return None
        return path

    def retranslate(self):
        for item in self.edges:
            item.setToolTip(road_tip(self._shown, item.edge) if self._shown is not None
                            else edge_title(item.edge))
        self.legend.retranslate()

    def show_state(self, s):
        """Draw what everyone may see in `s`: counters, obstacles, boots, markers left."""
        self._shown = s
        for edge, spot in self.spots.items():
            holder = s.obstacles[edge]
            spot.set_content(s.roads[edge], s.players[holder].colour if holder >= 0 else None)
            self.edges[edge].setToolTip(road_tip(s, edge))
        viewer = getattr(s, "viewer", None)
        own = s.players[viewer] if s.variant and viewer is not None else None
        for t, item in enumerate(self.towns):
            item.set_destination(own.colour if own is not None and own.destination == t else None)
            boots = [p.colour for p in s.players if p.boot == t]
            markers = [] if t == START_TOWN else [p.colour for p in s.players if not p.visited >> t & 1]
            item.set_content(boots, markers)

    def highlight_edges(self, edges):
        for item in self.edges:
            item.set_highlighted(item.edge in edges)

    def guide(self, edges=None, towns=None):
        """The tutorial's step: the roads and towns it uses at full strength, the rest of the
        map dimmed; guide(None) shows everything again."""
        from ..guide_marks import DIM_OPACITY

        def opacity(on):
            return 1.0 if edges is None or on else DIM_OPACITY
        for item in self.edges:
            item.setOpacity(opacity(item.edge in edges if edges is not None else True))
        for edge, spot in self.spots.items():
            spot.setOpacity(opacity(edge in edges if edges is not None else True))
        for item in self.towns:
            item.setOpacity(opacity(item.town in towns if towns is not None else True))

    def highlight_towns(self, steps=(), selected=None, plan=None):
        plan = plan or {}
        for item in self.towns:
            mode = "selected" if item.town == selected else "step" if item.town in steps else None
            item.set_highlight(mode, plan.get(item.town))

    def items_at(self, event):
        """The items under a mouse event, those drawn at a fixed size on the screen (a town's
        name, markers, boots) where the view shows them."""
        view = event.widget().parent() if event.widget() is not None else None
        transform = view.viewportTransform() if isinstance(view, QGraphicsView) else QTransform()
        return self.items(event.scenePos(), Qt.IntersectsItemShape, Qt.DescendingOrder, transform)

    def mousePressEvent(self, event):
        super().mousePressEvent(event)
        if event.button() != Qt.LeftButton:
            return
        for item in self.items_at(event):
            if isinstance(item, TownOverlay):
                item = item.parentItem()
            if isinstance(item, TownItem):
                self.town_clicked.emit(item.town)
                return
            if isinstance(item, EdgeItem):
                self.edge_clicked.emit(item.edge)
                return


class MapView(FittedView):
    """Shows the whole map, scaled to the view."""

    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        self.setMinimumSize(320, 240)
