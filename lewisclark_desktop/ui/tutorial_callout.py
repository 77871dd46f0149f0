"""The tutorial's callout: a panel beside the board that says what to do and why (the step's
text, the chapter's title, step k of n), with Back, Next, Skip chapter and Leave. It stands
beside what the step lights (the table's guide_rects), on none of it when there is room, over
as little of the board and the panels as it can (the log's dock is free room)."""

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from .guide_marks import GUIDE_COLOUR, united
from .plain_text import plain_label

translate = QCoreApplication.translate
GAP = 14  # between the callout and what it points at
WIDTH_SHARE, MIN_WIDTH, MAX_WIDTH = 0.27, 300, 440
BORDER = 3  # the frame's line, inside the callout's width


class TutorialCallout(QFrame):
    back_clicked = Signal()
    next_clicked = Signal()
    skip_clicked = Signal()
    leave_clicked = Signal()
    language_changed = Signal()

    def __init__(self, parent):
        super().__init__(parent)
        self.setObjectName("tutorialCallout")
        self.setFrameShape(QFrame.NoFrame)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#tutorialCallout { background: #FFF8E6; border: %dpx solid %s;"
                           " border-radius: 8px; } QLabel { background: transparent; }"
                           % (BORDER, GUIDE_COLOUR.name()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        self.title = plain_label(QLabel(self))
        self.title.setObjectName("tutorialTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = plain_label(QLabel(self))
        self.text.setObjectName("tutorialText")
        self.text.setWordWrap(True)
        font = self.text.font()
        font.setPointSizeF(font.pointSizeF() * 1.08)
        self.text.setFont(font)
        self.message = plain_label(QLabel(self))
        self.message.setObjectName("tutorialMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #9A1B00;")
        self.message.hide()
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.back = QPushButton(self)
        self.back.setObjectName("tutorialBack")
        self.skip = QPushButton(self)
        self.skip.setObjectName("tutorialSkip")
        self.leave = QPushButton(self)
        self.leave.setObjectName("tutorialLeave")
        self.next = QPushButton(self)
        self.next.setObjectName("tutorialNext")
        self.next.setDefault(True)
        for button in (self.back, self.skip, self.leave):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.next)
        layout.addLayout(row)
        self.back.clicked.connect(self.back_clicked)
        self.next.clicked.connect(self.next_clicked)
        self.skip.clicked.connect(self.skip_clicked)
        self.leave.clicked.connect(self.leave_clicked)
        self._targets, self._area, self._busy = [], QRect(), []
        self.retranslate()

    def retranslate(self):
        self.back.setText(translate("Tutorial", "Back"))
        self.skip.setText(translate("Tutorial", "Skip chapter"))
        self.leave.setText(translate("Tutorial", "Leave"))
        self.back.setToolTip(translate("Tutorial", "The step before (the table as it was then)"))
        self.skip.setToolTip(translate("Tutorial", "Go to the next chapter"))
        self.leave.setToolTip(translate("Tutorial", "End the tutorial"))

    def changeEvent(self, event):
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
            self.language_changed.emit()
        super().changeEvent(event)

    # ------------------------------------------------------------------ what it says
    def show_step(self, title, number, count, text, next_text=None, can_back=True):
        """The step's text under "title — step k of n"; Next shows when the step waits for
        it (`next_text`: its label), hidden while the learner's move is awaited."""
        self.title.setText(translate("Tutorial", "%1 — step %2 of %3").replace("%1", title)
                           .replace("%2", str(number)).replace("%3", str(count)))
        self.text.setText(text)
        self.next.setVisible(next_text is not None)
        if next_text is not None:
            self.next.setText(next_text)
        self.back.setEnabled(can_back)
        self.show_message("")

    def show_message(self, text):
        """An answer to a move the step did not want (its "why", or the rule's reason)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self._place()

    # ------------------------------------------------------------------ where it stands
    def point_at(self, targets, area, busy=()):
        """Stand beside the lit `targets` (QRects), on none of them, inside `area`, over as
        little of `busy` ((QRect, weight): the board, a panel) as it can; all in the parent's
        coordinates."""
        self._targets, self._area, self._busy = [QRect(t) for t in targets], QRect(area), list(busy)
        self._place()

    def _place(self):
        """The best place of the callout at its usual width, or narrower to fit a dock (the
        busy places weighted less than the table) when that covers less."""
        parent = self.parentWidget()
        if parent is None or self._area.isEmpty():
            return
        least = self.buttons_width()
        usual = min(max(least, MIN_WIDTH, min(MAX_WIDTH, int(parent.width() * WIDTH_SHARE))),
                    self._area.width())
        widths = {usual} | {r.width() for r, weight in self._busy
                            if weight < 1 and least <= r.width() < usual}
        best = None
        for width in sorted(widths, reverse=True):
            size = self._sized(width)
            point = self.best_place(self._targets, self._area, size, self._busy)
            cost = place_cost(QRect(point, size), self._targets, self._busy)
            if best is None or cost < best[0]:
                best = (cost, size, point)
        _, size, point = best
        self.setFixedSize(size)
        self.move(point)
        self.raise_()

    def buttons_width(self):
        """The narrowest the callout may be: its shown buttons in a row, each label whole."""
        buttons = [b for b in (self.back, self.skip, self.leave, self.next) if not b.isHidden()]
        margins = self.layout().contentsMargins()
        spacing = self.layout().itemAt(self.layout().count() - 1).layout().spacing()
        return (sum(b.sizeHint().width() for b in buttons) + spacing * len(buttons)
                + margins.left() + margins.right() + 2 * BORDER)

    def _sized(self, width):
        """The callout's size at `width` (its text wrapped to it)."""
        self.setFixedWidth(width)
        self.layout().activate()
        height = min(self.heightForWidth(width) if self.hasHeightForWidth()
                     else self.sizeHint().height(), self._area.height())
        return QSize(width, max(height, self.minimumSizeHint().height()))

    @staticmethod
    def best_place(targets, area, size, busy=()):
        """The top-left corner of a box of `size` inside `area`: on no target if it can (else
        on as little of them as it can), then the least of `busy` covered (area x weight) and
        the nearest to the targets. The places tried: beside each target and their box (right,
        left, below, above), just outside each busy place (so that it can stand right under a
        panel it must leave in sight) and a grid over the area."""
        w, h = size.width(), size.height()
        lit = [t for t in targets if not t.isEmpty()]
        whole = united(lit) if lit else QRect(area.center(), area.center())

        def inside(x, y):
            return QPoint(max(area.left(), min(x, area.right() - w + 1)),
                          max(area.top(), min(y, area.bottom() - h + 1)))
        tries = []
        for t in lit + [whole]:
            c = t.center()
            tries += [inside(t.right() + GAP, c.y() - h // 2), inside(t.left() - GAP - w, c.y() - h // 2),
                      inside(c.x() - w // 2, t.bottom() + GAP), inside(c.x() - w // 2, t.top() - GAP - h),
                      inside(t.right() + GAP, t.top()), inside(t.left() - GAP - w, t.top()),
                      inside(t.right() + GAP, t.bottom() - h), inside(t.left() - GAP - w, t.bottom() - h)]
        for r, _ in busy:
            tries += [inside(r.left(), r.bottom() + 1), inside(r.right() - w + 1, r.bottom() + 1),
                      inside(r.left(), r.top() - h), inside(r.right() - w + 1, r.top() - h),
                      inside(r.right() + 1, r.top()), inside(r.left() - w, r.top())]
        step = max(GRID, min(w, h) // 3)
        tries += [inside(x, y) for x in range(area.left(), area.right() + 1, step)
                  for y in range(area.top(), area.bottom() + 1, step)]
        tries += [inside(area.right(), y) for y in range(area.top(), area.bottom() + 1, step)]
        tries += [inside(x, area.bottom()) for x in range(area.left(), area.right() + 1, step)]

        return min(tries, key=lambda point: place_cost(QRect(point, size), lit, busy))


def place_cost(box, targets, busy):
    """(the lit targets `box` covers, the busy room it covers weighted + its distance to them)."""
    lit = [t for t in targets if not t.isEmpty()]
    on_lit = sum(_area_of(box & t) for t in lit)
    covered = sum(_area_of(box & r) * weight for r, weight in busy)
    return (on_lit, covered + NEAR * _gap(box, united(lit)) if lit else covered)


GRID = 24  # the finest step of the places tried over the area
NEAR = 30  # a pixel farther from the targets costs as much as this many pixels of the board covered


def _area_of(rect):
    return 0 if rect.isEmpty() else rect.width() * rect.height()


def _gap(a, b):
    """How far apart two rectangles are (0 when they touch or overlap)."""
    dx = max(0, b.left() - a.right(), a.left() - b.right())
    dy = max(0, b.top() - a.bottom(), a.top() - b.bottom())
    return dx + dy
