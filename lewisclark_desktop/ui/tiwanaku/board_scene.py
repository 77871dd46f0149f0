"""The board drawn by us: the grid with column letters and row numbers, terrain tiles, crops,
pawns, the automa's pawns, face-down cells, pencil marks and the crop chooser. It draws only
what it is given (the table passes an observation), so nothing hidden can show."""

import math

from PySide6.QtCore import QLineF, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ...tiwanaku.state import AUTOMA, NONE
from ..fitted_view import FittedView
from ..guide_marks import DIM_VEIL, paint_outline
from ..move_marks import BoardMarks
from ..palette import text_colour_on
from ..scene_animations import AnimatedScene
from . import art
from .texts import terrain_mark

CELL = 100.0
LABEL = 34.0
NOTE_PX = 18  # pencil and practice marks: 12 px (9 pt) even on the long board at 1280×720
CHIP = CELL * 0.34  # a crop chip of the divination chooser: 22 px on the long board at 1280×720
CHIP_GAP = CELL * 0.04
FLIP_MS = 400  # a discovered tile turning over
STEP_MS = 450  # between two steps of the automa's reaction appearing


def cell_rect(cols, i):
    r, c = divmod(i, cols)
    return QRectF(c * CELL, r * CELL, CELL, CELL)


def paint_terrain(p, rect, t):
    p.fillRect(rect, art.TERRAIN_COLOURS[t])
    p.fillRect(rect, QBrush(art.TERRAIN_INK[t], art.TERRAIN_PATTERNS[t]))


def paint_crop(p, rect, level):
    colour = art.CROP_COLOURS[level - 1]
    p.setPen(QPen(QColor("#1A1A1A"), rect.width() * 0.05))
    p.setBrush(colour)
    p.drawEllipse(rect)
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(max(6, int(rect.height() * 0.62)))
    p.setFont(font)
    p.setPen(text_colour_on(colour))
    p.drawText(rect, Qt.AlignCenter, str(level))


def paint_pawn(p, rect, colour, letter, automa=False, letter_px=None):
    """A pawn (the automa's: a square) with its letter, by default 0.6 of its height."""
    p.setPen(QPen(QColor("#FFFFFF") if automa else QColor("#1A1A1A"), rect.width() * 0.07))
    p.setBrush(colour)
    if automa:
        p.drawRect(rect)
    else:
        p.drawEllipse(rect)
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(letter_px or max(6, int(rect.height() * 0.6)))
    p.setFont(font)
    p.setPen(text_colour_on(colour))
    p.drawText(rect, Qt.AlignCenter, letter)


def paint_guide(p, rect, guide):
    """The tutorial's guide over a cell: its frame ("on"), or the veil ("dim") that leaves
    what is under it readable (ui/guide_marks.py: the same marks in every game)."""
    if guide == "dim":
        p.fillRect(rect, DIM_VEIL)
    elif guide == "on":
        inner = rect.adjusted(rect.width() * 0.08, rect.height() * 0.08,
                              -rect.width() * 0.08, -rect.height() * 0.08)
        paint_outline(p, lambda p: p.drawRect(inner), rect.width() * 0.1)


class CellItem(QGraphicsItem):
    def __init__(self, cell, rect):
        super().__init__()
        self.cell = cell
        self.rect = rect
        self.setPos(rect.topLeft())
        self.terrain = None
        self.crop = None
        self.pawn = NONE
        self.pawn_name = ""
        self.hint = False
        self.mark = None  # None, "reach", "selected", "choose"
        self.pencil_crops = frozenset()
        self.pencil_terrains = frozenset()
        self.deduced = frozenset()
        self.flip = None  # 0..1 while the tile turns over, else None
        self.revealed = None  # (terrain, crop) of a never-discovered cell, at the end of the game
        self.guide = None  # the tutorial's guide: None, "on" (to click) or "dim" (another target)
        self.setAcceptHoverEvents(True)
        # Painted once per change into a pixmap: a move's repaint of its neighbours is a copy.
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def look(self):
        """What the cell shows (show_cells repaints it when this changes)."""
        return (self.terrain, self.crop, self.pawn, self.pawn_name, self.hint, self.mark,
                self.pencil_crops, self.pencil_terrains, self.deduced, self.revealed)

    def boundingRect(self):
        return QRectF(0, 0, CELL, CELL)

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        r = QRectF(0, 0, CELL, CELL)
        if self.flip is not None:  # squeeze sideways: the back, then the face
            p.translate(CELL / 2, 0)
            p.scale(max(0.02, abs(math.cos(math.pi * self.flip))), 1)
            p.translate(-CELL / 2, 0)
            if self.flip < 0.5:
                p.fillRect(r, art.FACE_DOWN)
                p.fillRect(r, QBrush(art.FACE_DOWN_PATTERN, Qt.DiagCrossPattern))
                return
        if self.terrain is None and self.revealed is not None:
            self._paint_revealed(p, r)
        elif self.terrain is None:
            p.fillRect(r, art.FACE_DOWN)
            p.fillRect(r, QBrush(art.FACE_DOWN_PATTERN, Qt.DiagCrossPattern))
        else:
            paint_terrain(p, r, self.terrain)
            font = QFont(p.font())
            font.setBold(True)
            font.setPixelSize(18)
            p.setFont(font)
            p.setPen(art.TERRAIN_INK[self.terrain].darker(150))
            p.drawText(r.adjusted(5, 2, -5, -2), Qt.AlignLeft | Qt.AlignTop, terrain_mark(self.terrain))
        if self.crop is not None:
            paint_crop(p, QRectF(CELL * 0.56, CELL * 0.56, CELL * 0.38, CELL * 0.38), self.crop)
        elif self.terrain is not None and self.revealed is not None:
            self._paint_revealed_crop(p)
        if self.hint:
            p.setPen(QPen(QColor("#FFFFFF"), 3, Qt.DotLine))
            p.setBrush(Qt.NoBrush)
            p.drawRect(r.adjusted(4, 4, -4, -4))
        if self.pawn != NONE:
            automa = self.pawn == AUTOMA
            colour = art.AUTOMA_COLOUR if automa else art.pawn_colour(self.pawn_name)
            letter = art.AUTOMA_LETTER if automa else art.pawn_letter(self.pawn_name)
            paint_pawn(p, QRectF(CELL * 0.27, CELL * 0.2, CELL * 0.46, CELL * 0.46), colour, letter,
                       automa)
        if self.crop is None and (self.pencil_crops or self.pencil_terrains or self.deduced):
            self._paint_notes(p)
        if self.mark:
            colour = {"selected": art.SELECTED, "hint": art.HINT}.get(self.mark, art.HIGHLIGHT)
            p.setPen(QPen(colour, 7))
            p.setBrush(Qt.NoBrush)
            p.drawRect(r.adjusted(4, 4, -4, -4))
        paint_guide(p, r, self.guide)
        p.setPen(QPen(QColor("#1A1A1A"), 2))
        p.setBrush(Qt.NoBrush)
        p.drawRect(r)

    def _paint_revealed(self, p, r):
        """A cell nobody discovered, shown after the game: its terrain and crop behind a veil
        and a dashed frame, so it cannot be taken for a discovered one."""
        paint_terrain(p, r, self.revealed[0])
        p.fillRect(r, art.REVEALED_VEIL)
        p.setPen(QPen(art.FACE_DOWN, 3, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        p.drawRect(r.adjusted(3, 3, -3, -3))
        self._paint_revealed_crop(p)

    def _paint_revealed_crop(self, p):
        """The crop nobody placed, pale inside a dashed ring (end of the game only)."""
        crop = self.revealed[1]
        if crop is None:
            return
        box = QRectF(CELL * 0.56, CELL * 0.56, CELL * 0.38, CELL * 0.38)
        p.setOpacity(0.55)
        paint_crop(p, box, crop)
        p.setOpacity(1.0)
        p.setPen(QPen(art.FACE_DOWN, 2, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(box.adjusted(-3, -3, 3, 3))

    def _paint_notes(self, p):
        light = self.terrain is not None and self.terrain != 3
        font = QFont(p.font())
        font.setPixelSize(NOTE_PX)
        p.setFont(font)
        p.setPen(art.PENCIL_ON_LIGHT if light else art.PENCIL)
        line = NOTE_PX + 4
        if self.pencil_crops:
            p.drawText(QRectF(4, CELL - line - 2, CELL * 0.55, line), Qt.AlignLeft | Qt.AlignVCenter,
                       "".join(str(v) for v in sorted(self.pencil_crops)))
        if self.pencil_terrains and self.terrain is None:
            p.drawText(QRectF(CELL * 0.4, 2, CELL * 0.57, line), Qt.AlignRight | Qt.AlignTop,
                       "".join(terrain_mark(t) for t in sorted(self.pencil_terrains)) + "?")
        if self.deduced:
            font.setBold(True)
            p.setFont(font)
            text = "=" + "".join(str(v) for v in sorted(self.deduced))
            plate = QRectF(3, CELL - 2 * line - 4, p.fontMetrics().horizontalAdvance(text) + 8, line)
            p.setPen(QPen(art.DEDUCED, 1))
            p.setBrush(art.DEDUCED_PLATE)
            p.drawRoundedRect(plate, 4, 4)
            p.setPen(art.DEDUCED)
            p.drawText(plate, Qt.AlignCenter, text)


class LevelItem(QGraphicsItem):
    """One of the five crop choices drawn over the cell being divined."""

    def __init__(self, level, rect):
        super().__init__()
        self.level = level
        self.rect = rect
        self.guide = None  # the tutorial's guide, as on a cell
        self.setZValue(10)
        self.setCursor(Qt.PointingHandCursor)

    def boundingRect(self):
        return self.rect.adjusted(-3, -3, 3, 3)  # room for the guide's frame

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        paint_crop(p, self.rect, self.level)
        if self.guide == "on":
            paint_outline(p, lambda p: p.drawEllipse(self.rect.adjusted(-1, -1, 1, 1)), 4)
        elif self.guide == "dim":
            p.setPen(Qt.NoPen)
            p.setBrush(DIM_VEIL)
            p.drawEllipse(self.rect)


class BoardScene(AnimatedScene):
    cell_clicked = Signal(int)
    cell_menu = Signal(int, QPoint)  # right click: the cell and the screen position
    level_clicked = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.cells = []
        self.levels = []
        self.labels = []
        self.paths = []
        self._path_cells = []  # the moves the arrows show: a new reaction appears step by step
        self.rows = self.cols = 0
        self.animate = True
        self.marks = BoardMarks(self, self.mark_shape, self.mark_point)
        self.marks.width = 6.0

    def build(self, rows, cols):
        if (rows, cols) == (self.rows, self.cols):
            return
        self.marks.forget()  # its items go with the others
        self.clear()  # the tiles turning over end first
        self.rows, self.cols = rows, cols
        self.cells = []
        self.levels = []
        self.labels = []
        self.paths = []
        self._path_cells = []
        for i in range(rows * cols):
            item = CellItem(i, cell_rect(cols, i))
            self.addItem(item)
            self.cells.append(item)
        font = QFont()
        font.setPixelSize(24)
        font.setBold(True)
        for c in range(cols):
            t = self.addSimpleText(chr(65 + c), font)
            b = t.boundingRect()
            t.setPos(c * CELL + (CELL - b.width()) / 2, -LABEL + (LABEL - b.height()) / 2)
            self.labels.append(t)
        for r in range(rows):
            t = self.addSimpleText(str(r + 1), font)
            b = t.boundingRect()
            t.setPos(-LABEL + (LABEL - b.width()) / 2, r * CELL + (CELL - b.height()) / 2)
            self.labels.append(t)
        self.setSceneRect(QRectF(-LABEL - 4, -LABEL - 4, cols * CELL + LABEL + 12,
                                 rows * CELL + LABEL + 12))

    def show_cells(self, obs, pawn_names, marks, notes, deduced, revealed=None):
        """obs: what the viewer may see; marks: {cell: kind}; notes: {cell: (levels, terrains)};
        revealed: {cell: (terrain, crop)} of undiscovered cells shown at the end of the game."""
        revealed = revealed or {}
        g = obs.grid
        fresh = (g.rows, g.cols) != (self.rows, self.cols)
        self.build(g.rows, g.cols)
        hints = set(obs.scenario.hints)
        for i, item in enumerate(self.cells):
            if self.animate and not fresh and item.terrain is None and obs.terrain[i] is not None:
                self._turn_over(item)
            pawn = obs.pawns[i]
            look = (obs.terrain[i], obs.crop[i], pawn,
                    pawn_names[pawn] if 0 <= pawn < len(pawn_names) else "", i in hints,
                    marks.get(i), *notes.get(i, (frozenset(), frozenset())),
                    frozenset(deduced.get(i, ())), revealed.get(i))
            if look == item.look():
                continue  # repainting only the cells that changed keeps a move's paint short
            (item.terrain, item.crop, item.pawn, item.pawn_name, item.hint, item.mark,
             item.pencil_crops, item.pencil_terrains, item.deduced, item.revealed) = look
            item.setCursor(Qt.PointingHandCursor if item.mark else Qt.ArrowCursor)
            item.update()

    @property
    def flips(self):
        """The tiles turning over, by cell."""
        return self.animations

    def _turn_over(self, item):
        def step(v):
            item.flip = v
            item.update()

        def done():
            item.flip = None
            item.update()
        item.flip = 0.0
        self.animations.run(item.cell, FLIP_MS, step, done)

    def finish_flips(self):
        """Skip the turning tiles (a click does it): each shows its face at once."""
        self.animations.finish_all()

    def show_paths(self, paths):
        """The automa's last moves as numbered arrows, in order: [(from cell, to cell)]."""
        for item in self.paths:
            self.removeItem(item)
        self.paths = []
        fresh = self.animate and list(paths) != self._path_cells
        self._path_cells = list(paths)
        pen = QPen(art.AUTOMA_COLOUR, 6, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
        for k, (a, b) in enumerate(paths):
            first = len(self.paths)
            start, end = self.cell_point(a), self.cell_point(b)
            line = QLineF(start, end)
            line.setLength(max(0.0, line.length() - CELL * 0.3))
            path = QPainterPath(line.p1())
            path.lineTo(line.p2())
            head = QLineF(line.p2(), line.p1())
            for turn in (30, -30):
                wing = QLineF(head)
                wing.setLength(CELL * 0.18)
                wing.setAngle(head.angle() + turn)
                path.moveTo(line.p2())
                path.lineTo(wing.p2())
            item = self.addPath(path, pen)
            item.setZValue(5)
            item.setOpacity(0.8)
            self.paths.append(item)
            badge = self.addEllipse(QRectF(start.x() - 13, start.y() - CELL * 0.42, 26, 26),
                                    QPen(QColor("#FFFFFF"), 2), art.AUTOMA_COLOUR)
            badge.setZValue(6)
            self.paths.append(badge)
            number = self.addSimpleText(str(k + 1))
            font = QFont()
            font.setPixelSize(18)
            font.setBold(True)
            number.setFont(font)
            number.setBrush(QColor("#FFFFFF"))
            r = number.boundingRect()
            number.setPos(start.x() - r.width() / 2, start.y() - CELL * 0.42 + 13 - r.height() / 2)
            number.setZValue(7)
            self.paths.append(number)
            if fresh and k:  # step k appears after the steps before it
                step = self.paths[first:]
                for item in step:
                    item.hide()
                QTimer.singleShot(k * STEP_MS, self, lambda step=step: self._show_step(step))

    def _show_step(self, items):
        for item in items:
            if item in self.paths:  # not replaced by a later drawing meanwhile
                item.show()

    def show_levels(self, cell, levels):
        """The crop chooser for `cell` (None: hide it): a strip of chips just below the cell
        (above it on the last row), so that the cell's own pencil marks stay in view."""
        for item in self.levels:
            self.removeItem(item)
        self.levels = []
        if cell is None:
            return
        rect = self.levels_rect(cell, len(levels))
        plate = self.addRect(rect, QPen(QColor("#1A1A1A"), 2), art.CHOOSER_PLATE)
        plate.setZValue(9)
        self.levels.append(plate)
        for k, v in enumerate(levels):
            x = rect.left() + CHIP_GAP + k * (CHIP + CHIP_GAP)
            item = LevelItem(v, QRectF(x, rect.top() + CHIP_GAP, CHIP, CHIP))
            self.addItem(item)
            self.levels.append(item)

    def levels_rect(self, cell, count):
        """Where the chooser's strip of `count` chips goes: centred under the cell, inside
        the board."""
        rect = cell_rect(self.cols, cell)
        width, height = count * (CHIP + CHIP_GAP) + CHIP_GAP, CHIP + 2 * CHIP_GAP
        left = min(max(rect.center().x() - width / 2, 0.0), self.cols * CELL - width)
        row = int(cell // self.cols)
        top = rect.bottom() - CHIP_GAP if row < self.rows - 1 else rect.top() - height + CHIP_GAP
        return QRectF(left, top, width, height)

    def show_guide(self, cells, chips):
        """The tutorial's guide: {cell: "on" | "dim"} and {level: "on" | "dim"} for the crop
        chips shown; the cells and chips not named lose theirs."""
        for item in self.cells:
            guide = cells.get(item.cell)
            if guide != item.guide:
                item.guide = guide
                item.update()
        for item in self.level_items():
            guide = chips.get(item.level)
            if guide != item.guide:
                item.guide = guide
                item.update()

    def level_items(self):
        return [it for it in self.levels if isinstance(it, LevelItem)]

    def level_point(self, level):
        return next(it.rect.center() for it in self.level_items() if it.level == level)

    # -- what the other seats just did (see ui/move_marks.py) ------------------------------
    def mark_point(self, key):
        """Where a pawn stands on ("cell", i); None off the board."""
        if not 0 <= key[1] < self.rows * self.cols:
            return None
        return self.cell_point(key[1]) - QPointF(0, CELL * 0.07)

    def mark_shape(self, key):
        """A frame just inside the cell (the pick's frames are drawn further in)."""
        if not 0 <= key[1] < self.rows * self.cols:
            return None
        path = QPainterPath()
        path.addRect(cell_rect(self.cols, key[1]).adjusted(1, 1, -1, -1))
        return path

    def cell_point(self, cell):
        return cell_rect(self.cols, cell).center()

    def mousePressEvent(self, event):
        self.finish_flips()
        pos = event.scenePos()
        for item in self.level_items():
            if item.rect.contains(pos) and event.button() == Qt.LeftButton:
                self.level_clicked.emit(item.level)
                event.accept()
                return
        if self.levels and self.levels[0].rect().contains(pos):
            event.accept()  # between two chips: not a click on the cell under the strip
            return
        for item in self.cells:
            if item.rect.contains(pos):
                if event.button() == Qt.RightButton:
                    self.cell_menu.emit(item.cell, event.screenPos())
                else:
                    self.cell_clicked.emit(item.cell)
                event.accept()
                return
        super().mousePressEvent(event)


class BoardView(FittedView):
    """Keeps the whole board in view at any size."""

    def __init__(self, scene, parent=None):
        super().__init__(scene, parent, background=QColor("#E8E2D4"))

    def cell_pos(self, cell):
        """The viewport position of a cell's centre (tests click there)."""
        return self.mapFromScene(self.scene().cell_point(cell))
