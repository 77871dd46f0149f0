"""The widgets beside the board: the players with their scores on a track, the diversity board
(every player's terrain markers and the tiles left per terrain), the offering tokens, and the
co-op terrain tiles as a model/view (arrows shown only where the viewer may see them)."""

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QToolTip,
    QWidget,
)

from ...tiwanaku.board import TERRAINS
from ...tiwanaku.engine import offering_points
from . import art
from .board_scene import paint_crop, paint_pawn, paint_terrain
from .texts import ARROWS, crop_name, player_text, terrain_mark, terrain_name

translate = QCoreApplication.translate
ARROW_ROLE = Qt.UserRole + 1  # the top arrow ("N"...), None when hidden or no tile
COUNT_ROLE = Qt.UserRole + 2
SCALE_PX = 11  # the score track's numbers: 8 pt (10.7 px) or more
MARKER = 20.0  # a score marker: its letter 12 px


class DiversityBoard(QWidget):
    """Four terrain columns: tiles left on top, heights 1-5 upwards, a lettered marker per player
    (and the automa's) at its height; height 0 markers wait below the column. Markers sharing a
    cell overlap and wrap to a second row; where even so they would be too small to read, the
    cell shows their colours and a count ("×5"). A cell's tooltip names whose markers are there."""

    HEAD = 26
    LETTER_PX = 11  # a marker's letter: never smaller (8 pt is 10.7 px)
    PAWN_MIN, PAWN_MAX = 15, 22
    STEP = 0.8  # markers side by side overlap by a fifth: every letter stays whole

    def __init__(self, parent=None):
        super().__init__(parent)
        self.column = [0, 0, 0, 0]
        self.markers = []  # (colour QColor, letter, automa, heights[, who: the tooltip's words])
        self.setMinimumHeight(125)  # markers stay legible; 4-player co-op fits 1280x720
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        self.setMouseTracking(True)

    def sizeHint(self):
        return QSize(300, 200)

    def show_board(self, column, markers):
        self.column = list(column)
        self.markers = markers
        self.update()

    # ------------------------------------------------------------------ layout
    def _cells(self):
        """(terrain, level, cell rect, the markers there) for every cell, top to bottom."""
        colw = self.width() / 4
        rowh = (self.height() - self.HEAD - 4) / 6  # heights 5..1 and the start row
        for t in range(4):
            for k in range(6):
                level = 5 - k
                cell = QRectF(t * colw + 2, self.HEAD + 2 + k * rowh, colw - 4, rowh - 2)
                yield t, level, cell, [m for m in self.markers if m[3][t] == level]

    def _placements(self, cell, level, count):
        """Where `count` markers go in `cell` (right of its height number): (size, rects), or
        (size, None) when they cannot all be shown with a readable letter."""
        room = cell.adjusted(16 if level else 4, 1, -2, -1)
        largest = min(self.PAWN_MAX, room.height())
        for size in range(int(largest), self.PAWN_MIN - 1, -1):
            step = size * self.STEP
            per_row = 1 + int((room.width() - size) / step) if room.width() >= size else 0
            rows = max(1, int((room.height() + 2) / (size + 2)))
            if per_row * rows < count:
                continue
            rows_used = -(-count // per_row)
            per_row = -(-count // rows_used)  # the rows evenly filled: 2 + 2, not 3 + 1
            top = room.top() + (room.height() - rows_used * (size + 2) + 2) / 2
            rects = [QRectF(room.left() + (n % per_row) * step, top + (n // per_row) * (size + 2),
                            size, size) for n in range(count)]
            return size, rects
        return min(largest, self.PAWN_MIN), None

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event):
        p = QPainter(self)
        self.paint_into(p)
        p.end()

    def paint_into(self, p):
        p.setRenderHint(QPainter.Antialiasing)
        colw = self.width() / 4
        font = QFont(self.font())
        font.setBold(True)
        for t in range(4):
            top = QRectF(t * colw + 2, 0, colw - 4, self.HEAD)
            paint_terrain(p, top, t)
            p.setPen(QColor("#1A1A1A"))
            p.setFont(font)
            p.drawText(top, Qt.AlignCenter, f"{terrain_mark(t)} ×{self.column[t]}")
        for t, level, cell, here in self._cells():
            p.fillRect(cell, QColor("#F3EEE2") if level else QColor("#DDD6C6"))
            p.setPen(QColor("#8A8070"))
            p.setFont(self.font())
            if level:
                p.drawText(cell.adjusted(3, 0, 0, 0), Qt.AlignLeft | Qt.AlignVCenter, str(level))
            if here:
                self._paint_markers(p, cell, level, here)

    def _paint_markers(self, p, cell, level, here):
        size, rects = self._placements(cell, level, len(here))
        letter_px = max(self.LETTER_PX, int(size * 0.6))
        if rects is not None:
            for rect, (colour, letter, automa, *_) in zip(rects, here):
                paint_pawn(p, rect, colour, letter, automa, letter_px)
            return
        # No room for readable pawns: their colours as a pile, beside it their letters or,
        # where those do not fit either, how many they are.
        room = cell.adjusted(16 if level else 4, 1, -2, -1)
        badge = QFont(self.font())
        badge.setBold(True)
        badge.setPixelSize(self.LETTER_PX)
        p.setFont(badge)
        text = "".join(m[1] for m in here)
        text_w = p.fontMetrics().horizontalAdvance(text) + 4
        if text_w + size + 2 * (len(here) - 1) > room.width():
            text = f"×{len(here)}"
            text_w = p.fontMetrics().horizontalAdvance(text) + 4
        squeezed = (room.width() - text_w - size) / max(1, len(here) - 1)
        step = max(2.0, min(size * self.STEP, squeezed))
        y = room.top() + (room.height() - size) / 2
        for n, (colour, _, automa, *_) in enumerate(here):
            paint_pawn(p, QRectF(room.left() + n * step, y, size, size), colour, "", automa)
        p.setPen(QColor("#1A1A1A"))
        p.setFont(badge)
        pile_end = room.left() + (len(here) - 1) * step + size
        p.drawText(QRectF(pile_end + 2, room.top(), text_w, room.height()),
                   Qt.AlignLeft | Qt.AlignVCenter, text)

    # ------------------------------------------------------------------ tooltip
    def cell_tooltip(self, pos):
        """Whose markers are in the cell under `pos` (None: no cell, or nobody there)."""
        for t, level, cell, here in self._cells():
            if here and cell.contains(pos):
                who = ", ".join(m[4] if len(m) > 4 else m[1] for m in here)
                if level:
                    return translate("TiwanakuTable", "%1, height %2: %3") \
                        .replace("%1", terrain_name(t)).replace("%2", str(level)).replace("%3", who)
                return translate("TiwanakuTable", "%1, not yet on the column: %2") \
                    .replace("%1", terrain_name(t)).replace("%2", who)
        return None

    def event(self, event):
        if event.type() == QEvent.ToolTip:
            text = self.cell_tooltip(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)


class ScoreTrack(QWidget):
    """Scores as markers on a line from the lowest to the highest score shown."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.entries = []  # (colour, letter, automa, score)
        self.setMinimumHeight(44)

    def sizeHint(self):
        return QSize(300, 48)

    def show_scores(self, entries):
        self.entries = entries
        self.update()

    def paintEvent(self, event):
        if self.entries:
            p = QPainter(self)
            self.paint_into(p)
            p.end()

    def paint_into(self, p):
        p.setRenderHint(QPainter.Antialiasing)
        low = min(0, min(e[3] for e in self.entries))
        high = max(20, max(e[3] for e in self.entries))
        left, right = 14, self.width() - 14
        y = self.height() - 14
        p.setPen(QPen(QColor("#6B5E4A"), 2))
        p.drawLine(left, y, right, y)
        font = QFont(self.font())
        font.setPixelSize(SCALE_PX)
        p.setFont(font)
        for v in range(low - low % 10, high + 1, 10):
            x = left + (right - left) * (v - low) / (high - low)
            p.drawLine(int(x), y - 4, int(x), y + 4)
            p.drawText(QRectF(x - 15, y + 2, 30, 13), Qt.AlignCenter, str(v))
        # Markers on the same score side by side (overlapping a little, every letter whole):
        # stacked upwards they would leave the widget.
        size, step = MARKER, MARKER * 0.8
        sharing = [sum(e[3] == entry[3] for e in self.entries) for entry in self.entries]
        seen = {}
        for (colour, letter, automa, score), n in zip(self.entries, sharing):
            x = left + (right - left) * (score - low) / (high - low)
            k = seen.get(score, 0)
            seen[score] = k + 1
            x += (k - (n - 1) / 2) * step
            paint_pawn(p, QRectF(x - size / 2, y - size - 6, size, size), colour, letter, automa)


class TokenStrip(QWidget):
    """Crop tokens in a row: the five levels, each drawn with its count (or held / not held)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.counts = [0] * 5
        self.setMinimumHeight(28)

    def sizeHint(self):
        return QSize(220, 30)

    def show_counts(self, counts):
        self.counts = list(counts)
        self.setToolTip("\n".join(f"{crop_name(v + 1)}: {n}" for v, n in enumerate(self.counts)))
        self.update()

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        size = min(self.height() - 4, 24)
        for v, n in enumerate(self.counts):
            x = 2 + v * (size + 22)
            r = QRectF(x, 2, size, size)
            if n:
                paint_crop(p, r, v + 1)
            else:
                p.setPen(QPen(QColor("#9A9080"), 1.5, Qt.DashLine))
                p.setBrush(Qt.NoBrush)
                p.drawEllipse(r)
            p.setPen(QColor("#1A1A1A"))
            p.drawText(QRectF(x + size + 1, 2, 20, size), Qt.AlignLeft | Qt.AlignVCenter, f"×{n}")
        p.end()


def offering_scale(k_held):
    """'0 / 1 / 3 / 6 / 10' (1 to 5 tokens) with the points of the held tokens in brackets."""
    parts = []
    for k in range(1, 6):
        pts = str(offering_points(k))
        parts.append(f"[{pts}]" if k == k_held else pts)
    return " / ".join(parts)


class TileModel(QAbstractTableModel):
    """Co-op tiles: one row per seat, one column per terrain; a cell holds the count and the top
    arrow where the viewer may see it (own row, or everyone's with open screens)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.hands = []  # from the observation: per seat, per terrain, arrows (None = hidden)
        self.names = []
        self.short_headers = False  # the terrains' letters: their names do not fit the columns

    def set_short_headers(self, short):
        if short != self.short_headers:
            self.short_headers = short
            self.headerDataChanged.emit(Qt.Horizontal, 0, len(TERRAINS) - 1)

    def set_hands(self, hands, names):
        self.beginResetModel()
        self.hands = [[list(stack) for stack in hand] for hand in hands]
        self.names = list(names)
        self.endResetModel()

    def rowCount(self, parent=None):
        return 0 if parent is not None and parent.isValid() else len(self.hands)

    def columnCount(self, parent=None):
        return 0 if parent is not None and parent.isValid() else len(TERRAINS)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not (0 <= index.row() < len(self.hands)) \
                or not (0 <= index.column() < len(TERRAINS)):
            return None
        stack = self.hands[index.row()][index.column()]
        top = stack[0] if stack else None
        if role == Qt.DisplayRole:
            if not stack:
                return "—"
            return f"{len(stack)}  {ARROWS[top] if top else '?'}"
        if role == Qt.ToolTipRole:
            if not stack:
                return translate("TiwanakuTable", "No %1 tile").replace("%1", terrain_name(index.column()))
            if top is None:
                return translate("TiwanakuTable", "%1 × %2, arrow hidden") \
                    .replace("%1", terrain_name(index.column())).replace("%2", str(len(stack)))
            return translate("TiwanakuTable", "%1 × %2, top arrow %3") \
                .replace("%1", terrain_name(index.column())).replace("%2", str(len(stack))) \
                .replace("%3", ARROWS[top])
        if role == Qt.BackgroundRole:
            return art.TERRAIN_COLOURS[index.column()] if stack else QColor("#DDDDDD")
        if role == Qt.TextAlignmentRole:
            return int(Qt.AlignCenter)
        if role == ARROW_ROLE:
            return top
        if role == COUNT_ROLE:
            return len(stack)
        return None

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and 0 <= section < len(TERRAINS) and role == Qt.ToolTipRole:
            return terrain_name(section)
        if role != Qt.DisplayRole:
            return None
        if orientation == Qt.Horizontal and 0 <= section < len(TERRAINS):
            return terrain_mark(section) if self.short_headers else terrain_name(section)
        if orientation == Qt.Vertical and 0 <= section < len(self.hands):
            return self.names[section] if section < len(self.names) else player_text(section)
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.NoItemFlags
        return Qt.ItemIsEnabled | Qt.ItemIsSelectable


class TileView(QTableView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.tile_model = TileModel(self)
        self.setModel(self.tile_model)
        self.setSelectionMode(QAbstractItemView.NoSelection)
        self.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.setFont(font)
        header = self.horizontalHeader().font()
        header.setBold(False)  # the application's size: at least 9 pt
        self.horizontalHeader().setFont(header)
        self.verticalHeader().setFont(header)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Maximum)
        self.horizontalHeader().sectionResized.connect(lambda *_: self.fit_headers())
        self.tile_model.modelReset.connect(self.fit_headers)

    def header_room(self):
        """The narrowest terrain column's room for its header text."""
        header = self.horizontalHeader()
        margin = 2 * self.style().pixelMetric(self.style().PixelMetric.PM_HeaderMargin, None, header) + 4
        return min(header.sectionSize(i) for i in range(len(TERRAINS))) - margin

    def fit_headers(self):
        """The terrains' names over their columns, or their letters where a name would be cut
        (the name is then in the header's tooltip)."""
        metrics = self.horizontalHeader().fontMetrics()
        widest = max(metrics.horizontalAdvance(terrain_name(t)) for t in range(len(TERRAINS)))
        self.tile_model.set_short_headers(widest > self.header_room())

    def changeEvent(self, event):
        super().changeEvent(event)
        if event.type() == event.Type.LanguageChange:
            self.fit_headers()

    def fit_rows(self):
        """As tall as the header and the rows: no empty band below the last seat."""
        self.resizeRowsToContents()
        self.setFixedHeight(self.horizontalHeader().sizeHint().height()
                            + self.verticalHeader().length() + 2 * self.frameWidth())
