"""The guided game's marks on the Lewis & Clark table (the tutorial surface, see games.py and
the tutorial format): what a move uses is outlined in GUIDE_COLOUR and the other targets are
dimmed, so that a newcomer sees what to click.

What a move uses: a play its action card and face-down card in the hand, the Indians box and
the Play button; a Village placement its location (and the count box for Canoe / Horse); a
recruitment its Journal page (and the discounted card); camp, end and stop their buttons; an
effect's choice its row in the choices list and the Do it button; a discard its hand card.
Named areas (GUIDE_AREAS) outline parts of the table as well.

The marks are those of every game (ui/guide_marks.py): hand cards carry GUIDE_ROLE ("on" /
"dim") and the delegate paints it; board zones and pieces are outlined by path items on the
scene and the other zones set to DIM opacity; widgets (buttons, boxes) carry the dynamic
property "guide" ("on" / "dim"): a lit button is framed, a larger widget gets a frame of the
window's overlay, a dimmed one fades; the choices rows carry GUIDE_ROLE_ROW.
"""

from dataclasses import dataclass, field
from operator import attrgetter

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from ...lewisclark.moves import NO_CARD
from ...lewisclark.village import CIRCLES, LOCATIONS
from .board_scene import JOURNAL_RECT, SUPPLY_RECT, VILLAGE_RECT
from .decision_panel import MOVE_ROLE
from ..guide_marks import (DIM_OPACITY as DIM, FRAME_WIDTH, GUIDE_COLOUR, GUIDE_LINE, GuideFrames,
                           needs_frame, style_widget)

try:  # a scene clear deletes our items under us (retranslate rebuilds the board)
    from shiboken6 import isValid as _alive
except ImportError:  # pragma: no cover - shiboken6 comes with PySide6
    def _alive(_obj):
        return True

GUIDE_FILL = QColor(GUIDE_COLOUR.red(), GUIDE_COLOUR.green(), GUIDE_COLOUR.blue(), 40)
GUIDE_Z = 45.0  # above the move marks, under the choosers
GUIDE_WIDTH = 7.0  # scene units

# The names a tutorial step's "highlight" may use.
GUIDE_AREAS = ("hand", "board", "route", "village", "journal", "supply", "decision", "choices",
               "scout", "camp", "mackenzie", "powwow", "newcomer", "expedition")
# The areas that are a widget of the table (its attribute) or a part of the board.
AREA_WIDGETS = {"hand": "hand", "board": "board_view", "decision": "panel",
                "choices": "panel.choices"}
AREA_RECTS = {"route": QRectF(4, 4, JOURNAL_RECT.left() - 10, VILLAGE_RECT.top() - 8),
              "village": VILLAGE_RECT, "journal": JOURNAL_RECT, "supply": SUPPLY_RECT}
# The moves done with one button of the decision panel (its attribute).
MOVE_BUTTONS = {"camp": "camp_button", "end": "end_button", "stop": "stop_button"}


@dataclass
class Targets:
    """What one guide outlines: hand cards, board keys ("location", k) / ("page", n) /
    ("piece", key) / ("rect", QRectF), widgets, and rows of the choices list."""

    cards: set = field(default_factory=set)
    board: list = field(default_factory=list)
    widgets: list = field(default_factory=list)
    rows: set = field(default_factory=set)

    def __bool__(self):
        return bool(self.cards or self.board or self.widgets or self.rows)


class Guide:
    """The guide of one table (`table.guide(...)` etc. delegate here)."""

    def __init__(self, table):
        self.table = table
        self.move = None
        self.areas = ()
        self._items = []  # the outlines on the scene
        self._marked = []  # widgets lit or dimmed (ui/guide_marks.style_widget)
        self._frames = GuideFrames()  # frames around larger widgets (the hand, the panel, the board)

    # ------------------------------------------------------------------ the surface
    def show(self, move, areas=()):
        self.clear()
        self.move, self.areas = move, tuple(areas)
        if move is None and not self.areas:
            return
        targets = self.targets(move, self.areas)
        self._mark_hand(targets)
        self._mark_board(targets)
        self._mark_widgets(targets)
        self._mark_rows(targets)

    def refresh(self):
        """The table showed a new state (or language): the same guide again."""
        if self.move is not None or self.areas:
            self.show(self.move, self.areas)

    def clear(self):
        t = self.table
        t.hand.model.set_guide({})
        for item in self._items:
            if _alive(item) and item.scene() is not None:
                item.scene().removeItem(item)
        self._items = []
        for zone in self._zones():
            zone.setOpacity(1.0)
        for widget in self._marked:
            if _alive(widget):
                style_widget(widget, None)
        self._marked = []
        self._frames.clear()
        self._mark_rows(Targets(), restore=True)
        self.move, self.areas = None, ()

    def rects(self, move, areas=()):
        """Each outlined part's rectangle in the table's coordinates (inside the table: the part
        of it shown there)."""
        table_rect = self.table.rect()
        out = []
        for r in self._target_rects(self.targets(move, tuple(areas))):
            if not r.isEmpty():
                out.append(r & table_rect if table_rect.intersects(r) else r)
        return out

    def rect(self, move, areas=()):
        """The bounding box, in the table's coordinates, of what guide(move, areas) outlines
        inside the table; when all of it is outside (a button of the decision bar, which the
        window puts above the table), the box of that."""
        targets = self.targets(move, tuple(areas))
        inside, outside = QRect(), QRect()
        table_rect = self.table.rect()
        for r in self._target_rects(targets):
            if r.isEmpty():
                continue
            if table_rect.intersects(r):
                inside = inside.united(r & table_rect)
            else:
                outside = outside.united(r)
        return inside if not inside.isEmpty() else outside

    # ------------------------------------------------------------------ what a move uses
    def targets(self, move, areas):
        t = self.table
        panel = t.panel
        out = Targets()
        if move is not None:
            k = move.kind
            if k == "play":
                out.cards.update(c for c in (move.card, move.card2) if c != NO_CARD)
                out.widgets.append(panel.play_button)
                if move.n:
                    out.widgets.append(panel.indians)
            elif k == "village":
                out.board.append(("location", move.key))
                if not CIRCLES[LOCATIONS.index(move.key)]:
                    out.widgets.append(panel.village_count)
            elif k == "recruit":
                out.board.append(("page", move.n))
                if move.card != NO_CARD:
                    out.cards.add(move.card)
            elif k in MOVE_BUTTONS:
                out.widgets.append(getattr(panel, MOVE_BUTTONS[k]))
            elif k == "discard":
                out.cards.add(move.card)
            else:
                out.rows.add(move)
                out.widgets.append(panel.do_button)
        for name in areas:
            self._add_area(out, name)
        return out

    def _add_area(self, out, name):
        t = self.table
        if name in AREA_WIDGETS:
            out.widgets.append(attrgetter(AREA_WIDGETS[name])(t))
        elif name in AREA_RECTS:
            out.board.append(("rect", AREA_RECTS[name]))
        elif name in ("powwow", "newcomer"):
            out.board.append(("location", name))
        elif name in ("scout", "camp"):
            state = t.state
            seat = t.viewer if t.viewer is not None else (state.current if state else 0)
            out.board.append(("piece", (name, seat)))
        elif name == "mackenzie":
            out.board.append(("piece", ("mackenzie",)))
        elif name == "expedition":  # the learner's board in the Expeditions dock: days, boats
            out.widgets.append(t.expeditions_panel.own_view)
        else:
            raise ValueError(f"no guide area called {name!r}")

    def keep_clear(self):
        """What the learner reads at every step, in the table's coordinates (the callout
        stands on it only when nothing else fits): their expedition board, where the days a
        camp costs, the boats and the hand are counted."""
        view = self.table.expeditions_panel.own_view
        return [self._to_table(view, view.rect())] if view.isVisible() else []

    # ------------------------------------------------------------------ marking
    def _mark_hand(self, targets):
        model = self.table.hand.model
        marks = {c: ("on" if c in targets.cards else "dim") for c in model.cards()}
        model.set_guide(marks)

    def _zones(self):
        board = self.table.board
        return ([board.location_item(key) for key in LOCATIONS]
                + [board.page_item(slot) for slot in range(1, 6)])

    def _board_rect(self, key):
        """A board target's rectangle in scene coordinates, or None if not shown."""
        board = self.table.board
        kind, what = key
        if kind == "rect":
            return QRectF(what)
        if kind == "location":
            return board.location_item(what).sceneBoundingRect()
        if kind == "page":
            return board.page_item(what).sceneBoundingRect()
        for item in board.piece_items():
            if item.data(0) == what:
                return item.sceneBoundingRect().adjusted(-6, -6, 6, 6)
        return None

    def _mark_board(self, targets):
        board = self.table.board
        used = {key for key in targets.board if key[0] in ("location", "page")}
        for zone in self._zones():
            zone.setOpacity(1.0 if zone.data(0) in used else DIM)
        path = QPainterPath()
        for key in targets.board:
            r = self._board_rect(key)
            if r is not None:
                path.addRoundedRect(r.adjusted(-4, -4, 4, 4), 12, 12)
        if path.isEmpty():
            return
        # the guide's outline (guide_marks.paint_outline): a dark line under the colour
        scale = GUIDE_WIDTH / FRAME_WIDTH
        for colour, width, key in ((GUIDE_LINE, GUIDE_WIDTH + 2 * scale, ("guide", "under")),
                                   (GUIDE_COLOUR, GUIDE_WIDTH, ("guide",))):
            item = QGraphicsPathItem(path)
            item.setPen(QPen(colour, width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            item.setBrush(Qt.NoBrush)
            item.setAcceptedMouseButtons(Qt.NoButton)
            item.setZValue(GUIDE_Z)
            item.setData(0, key)
            board.addItem(item)
            self._items.append(item)

    def _bar_widgets(self):
        panel = self.table.panel
        return [b for b in panel.bar.buttons if b.isVisibleTo(panel.bar)] + [
            panel.indians, panel.village_count]

    def _mark_widgets(self, targets):
        framed = []
        for widget in targets.widgets:
            if widget in self._marked:
                continue
            style_widget(widget, "on")
            self._marked.append(widget)
            if needs_frame(widget):
                framed.append(widget)
        self._frames.show(framed)
        for widget in self._bar_widgets():
            if widget in targets.widgets:
                continue
            style_widget(widget, "dim")
            self._marked.append(widget)

    def _mark_rows(self, targets, restore=False):
        choices = self.table.panel.choices
        for row in range(choices.count()):
            item = choices.item(row)
            mark = None if restore else (
                "on" if item.data(MOVE_ROLE) in targets.rows else "dim")
            item.setData(GUIDE_ROLE_ROW, mark)
            if mark == "on":
                choices.setCurrentRow(row)  # "Do it" does the step's choice, not the first one
                item.setBackground(QBrush(GUIDE_FILL))
                item.setForeground(QBrush(GUIDE_COLOUR))
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            elif mark == "dim":
                item.setBackground(QBrush())
                item.setForeground(QBrush(QColor(150, 150, 150)))
            else:
                item.setBackground(QBrush())
                item.setForeground(QBrush())
                font = item.font()
                font.setBold(False)
                item.setFont(font)

    # ------------------------------------------------------------------ where
    def _target_rects(self, targets):
        t = self.table
        view = t.hand.view
        cards = t.hand.model.cards()
        for card in targets.cards:
            if card in cards and t.hand.currentWidget() is view:
                r = view.visualRect(t.hand.model.index(cards.index(card)))
                yield self._to_table(view.viewport(), r & view.viewport().rect())
        bv = t.board_view
        for key in targets.board:
            r = self._board_rect(key)
            if r is not None:
                poly = bv.mapFromScene(r)
                yield self._to_table(bv.viewport(), poly.boundingRect() & bv.viewport().rect())
        for widget in targets.widgets:
            if widget.isVisible():
                yield self._to_table(widget, widget.rect())
        choices = t.panel.choices
        for row in range(choices.count()):
            item = choices.item(row)
            if item.data(MOVE_ROLE) in targets.rows:
                r = choices.visualItemRect(item) & choices.viewport().rect()
                yield self._to_table(choices.viewport(), r)

    def _to_table(self, widget, rect):
        if rect.isEmpty():
            return QRect()
        top_left = self.table.mapFromGlobal(widget.mapToGlobal(QPoint(rect.x(), rect.y())))
        return QRect(top_left, rect.size())


GUIDE_ROLE_ROW = Qt.UserRole + 20  # a choices row's mark: "on", "dim" or None
