"""The tutorial's callout: a panel beside the board that says what to do and why (the step's
text, the chapter's title, step k of n), with Back, Next, Skip chapter and Leave. It sits
next to the rectangle the table points at (guide_rect), never on it when there is room."""

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from .guide_marks import GUIDE_COLOUR
from .plain_text import plain_label

translate = QCoreApplication.translate
GAP = 14  # between the callout and what it points at
WIDTH_SHARE, MIN_WIDTH, MAX_WIDTH = 0.27, 300, 440


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
        self.setStyleSheet("#tutorialCallout { background: #FFF8E6; border: 3px solid %s;"
                           " border-radius: 8px; } QLabel { background: transparent; }"
                           % GUIDE_COLOUR.name())
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
        self._target = QRect()
        self._area = QRect()
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
    def point_at(self, target, area):
        """Stand beside `target` inside `area` (both in the parent's coordinates)."""
        self._target, self._area = QRect(target), QRect(area)
        self._place()

    def _place(self):
        parent = self.parentWidget()
        if parent is None or self._area.isEmpty():
            return
        width = max(MIN_WIDTH, min(MAX_WIDTH, int(parent.width() * WIDTH_SHARE)))
        width = min(width, self._area.width())
        self.setFixedWidth(width)
        self.layout().activate()
        height = min(self.heightForWidth(width) if self.hasHeightForWidth()
                     else self.sizeHint().height(), self._area.height())
        self.setFixedHeight(max(height, self.minimumSizeHint().height()))
        self.move(self.best_place(self._target, self._area, self.size()))
        self.raise_()

    @staticmethod
    def best_place(target, area, size):
        """The top-left corner of a box of `size` beside `target` (right, left, below, above,
        in that order) inside `area` without covering it; else the corner of `area` farthest
        from it."""
        w, h = size.width(), size.height()
        centre = target.center()

        def clamp_y(y):
            return max(area.top(), min(y, area.bottom() - h + 1))

        def clamp_x(x):
            return max(area.left(), min(x, area.right() - w + 1))
        candidates = [
            QPoint(target.right() + GAP, clamp_y(centre.y() - h // 2)),
            QPoint(target.left() - GAP - w, clamp_y(centre.y() - h // 2)),
            QPoint(clamp_x(centre.x() - w // 2), target.bottom() + GAP),
            QPoint(clamp_x(centre.x() - w // 2), target.top() - GAP - h),
        ]
        for point in candidates:
            box = QRect(point, size)
            if area.contains(box) and not box.intersects(target):
                return point
        corners = [area.topLeft(), QPoint(area.right() - w + 1, area.top()),
                   QPoint(area.left(), area.bottom() - h + 1),
                   QPoint(area.right() - w + 1, area.bottom() - h + 1)]

        def overlap(point):
            box = QRect(point, size).intersected(target)
            return (box.width() * box.height() if not box.isEmpty() else 0,
                    -(QRect(point, size).center() - centre).manhattanLength())
        return min(corners, key=overlap)
