"""What the other seats just did, shown on the board (the same for every game).

A game describes a move by what it touched on its board: `Touch(seat, items, path, token)`,
with keys of its own board items ("town", 3), ("cell", 12), ("space", 7) ... Each game's table
offers the shell four calls (see MarkedTable):

- `move_touches(before, after, seat)`: the Touches of one move, found by comparing the public
  parts of the two states only (a secret never enters a Touch: a counter placed face down is
  a road touched and a token drawn face down, a card played face down is nothing on the
  board). A Touch whose seat is None is what followed by itself (the automa, Mackenzie).
- `mark_moves(touches)`: outline what they touched (an empty list clears);
- `animate(touch, ms)`: play one move on the board: its token walking its path;
- `stop_animations()`: at once, e.g. before the table is rebuilt, on undo, on a new game.

The marks and the animations belong to the scene (a BoardMarks made with it): they go with it.
"""

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

MARK_COLOUR = QColor("#E4572E")  # an outline warm enough to see on every board, never a fill
MARK_Z = 40.0  # above the board's pieces, under the choosers
TOKEN_Z = 60.0


@dataclass(frozen=True)
class Touch:
    """What one move did on the board: its seat (None: what followed by itself), the board
    items it touched, the keys it walked through in order (for the animation), and what walked
    (the game's own token description, drawn by the game: never a secret); whether the path
    stays drawn after it (a walk does; a counter sliding to its road does not)."""

    seat: int | None
    items: frozenset = frozenset()
    path: tuple = ()
    token: object = None
    trail: bool = True  # the path stays drawn as a trail (a walk); False: it only animates


def touches_to_mark(done, state, touches_of, viewers, seats=0):
    """The Touches to mark for `viewers` (a set of seats): everything the others did since the
    last move of one of them, including what followed that move by itself. `done` is a command
    stack's entries (each with `.before` and `.player`), `state` the state after the last one,
    `touches_of(before, after, seat)` the game's move_touches. With no viewer (only bots play)
    the last round of `seats` moves is marked."""
    start = 0
    if viewers:
        for i in range(len(done) - 1, -1, -1):
            if done[i].player in viewers:
                start = i
                break
    else:
        start = max(0, len(done) - seats)
    out = []
    for i in range(start, len(done)):
        after = done[i + 1].before if i + 1 < len(done) else state
        for touch in touches_of(done[i].before, after, done[i].player):
            if touch.seat is None or touch.seat not in viewers:
                out.append(touch)
    return out


def entry_touches(done, state, index, touches_of):
    """The Touches of the move done[index] (the log line's move), its own and what followed."""
    after = done[index + 1].before if index + 1 < len(done) else state
    return list(touches_of(done[index].before, after, done[index].player))


class _Token(QGraphicsItem):
    """What walks during an animation: drawn by the game's `paint(painter)` around (0, 0)."""

    def __init__(self, paint, size):
        super().__init__()
        self._paint = paint
        self._rect = QRectF(-size / 2, -size / 2, size, size)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(TOKEN_Z)

    def boundingRect(self):
        return self._rect

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.Antialiasing)
        self._paint(painter, self._rect)


class BoardMarks:
    """The marks and the animations of one scene. `shape(key)` gives a board item's outline (a
    QPainterPath in scene coordinates, or None if the board does not show that key), and
    `point(key)` where a token stands on it."""

    def __init__(self, scene, shape, point):
        self.scene = scene
        self._shape, self._point = shape, point
        self._items = []
        self.keys = frozenset()  # what is marked now (tests look)
        self.animations = []  # running (animation, token item)
        self.width = 5.0  # the outline's width in scene units (a board may set its own)

    # -- marks ----------------------------------------------------------------------------
    def show(self, touches):
        """Outline every item the touches name, and the paths they walked (a thin trail)."""
        self.clear()
        keys = set()
        trail = QPainterPath()
        for touch in touches:
            keys.update(touch.items)
            points = [self._point(k) for k in touch.path] if touch.trail else []
            points = [p for p in points if p is not None]
            if len(points) > 1:
                trail.moveTo(points[0])
                for p in points[1:]:
                    trail.lineTo(p)
        outline = QPainterPath()
        shown = set()
        for key in keys:
            shape = self._shape(key)
            if shape is not None:
                outline.addPath(shape)
                shown.add(key)
        for path, width, style in ((outline, self.width, Qt.SolidLine),
                                   (trail, self.width * 0.6, Qt.DashLine)):
            if path.isEmpty():
                continue
            item = QGraphicsPathItem(path)
            item.setPen(QPen(MARK_COLOUR, width, style, Qt.RoundCap, Qt.RoundJoin))
            item.setBrush(Qt.NoBrush)
            item.setAcceptedMouseButtons(Qt.NoButton)
            item.setZValue(MARK_Z)
            self.scene.addItem(item)
            self._items.append(item)
        self.keys = frozenset(shown)

    def clear(self):
        for item in self._items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._items = []
        self.keys = frozenset()

    def forget(self):
        """The scene was cleared (its items deleted): drop the references without touching them."""
        self._items = []
        self.keys = frozenset()
        self.stop()

    # -- animations -----------------------------------------------------------------------
    def walk(self, path, ms, paint, size):
        """A token (drawn by `paint(painter, rect)`) walks the keys of `path` in `ms`: started
        and owned by the scene, gone when it ends or stop() is called. Returns the animation,
        or None when there is nothing to walk."""
        points = [p for p in (self._point(k) for k in path) if p is not None]
        if ms <= 0 or not points:
            return None
        if len(points) == 1:
            points = points * 2
        token = _Token(paint, size)
        token.setPos(points[0])
        self.scene.addItem(token)
        anim = QVariantAnimation(self.scene)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(ms))

        def step(v):
            token.setPos(_along(points, float(v)))
        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self._ended(anim, token))
        self.animations.append((anim, token))
        anim.start()
        return anim

    def _ended(self, anim, token):
        self.animations = [(a, t) for a, t in self.animations if a is not anim]
        if token.scene() is self.scene:
            self.scene.removeItem(token)

    def stop(self):
        """Stop every running animation at once (each token leaves the board)."""
        running, self.animations = self.animations, []
        for anim, token in running:
            anim.stop()
            if token.scene() is self.scene:
                self.scene.removeItem(token)
            anim.deleteLater()

    @property
    def animating(self):
        return bool(self.animations)


def _along(points, t):
    """The point at fraction `t` of the polyline through `points` (by length)."""
    lengths = [(b - a).manhattanLength() for a, b in zip(points, points[1:])]
    total = sum(lengths)
    if total <= 0:
        return QPointF(points[-1])
    goal = t * total
    for (a, b), length in zip(zip(points, points[1:]), lengths):
        if goal <= length and length > 0:
            return a + (b - a) * (goal / length)
        goal -= length
    return QPointF(points[-1])


class Replay:
    """Moves played on the board one after another, each in `ms` (what the others did while the
    hot-seat cover hid the table). stop() drops the moves not yet played; the one walking ends
    by itself or with the table's stop_animations()."""

    def __init__(self):
        self.pending = []  # the Touches still to play, in order
        self.current = None  # the animation walking now
        self._animate, self._ms = None, 0

    def start(self, animate, touches, ms):
        """Play `touches` with `animate(touch, ms)` (an animation, or None: nothing walks)."""
        self.stop()
        if ms <= 0:
            return
        self._animate, self._ms = animate, ms
        self.pending = [t for t in touches if t.path]
        self._next()

    def _next(self):
        self.current = None
        while self.pending:
            anim = self._animate(self.pending.pop(0), self._ms)
            if anim is not None:
                self.current = anim
                anim.finished.connect(lambda: self._next() if self.current is anim else None)
                return
        self._animate = None

    def stop(self):
        self.pending, self.current, self._animate = [], None, None

    @property
    def running(self):
        return self.current is not None


class MarkedTable:
    """The shell's surface of a table whose scene has a BoardMarks (`self.marks`): the table
    gives `move_touches` and `_walker(touch)` -> (paint, size) or None."""

    def mark_moves(self, touches):
        self.marks.show(touches)

    def animate(self, touch, ms):
        walker = self._walker(touch) if touch.path else None
        if walker is None:
            return None
        paint, size = walker
        return self.marks.walk(touch.path, ms, paint, size)

    def stop_animations(self):
        self.marks.stop()

    def marked_keys(self):
        return self.marks.keys
