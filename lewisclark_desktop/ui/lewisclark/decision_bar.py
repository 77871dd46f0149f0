"""The decision bar across the top of the board: the prompt of the current decision, a one-line
notice under it (a refusal, a hint, why a click did nothing), the plan behind a hint, and this
decision's buttons.

It never scrolls and never pushes its buttons out of the window: when the window is too narrow
for the prompt and the buttons side by side, the buttons go under the prompt and wrap.
"""

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from .arranged_layout import ArrangedLayout
from ..palette import restyle
from ..plain_text import plain_label

NOTICE_COLOURS = {"refusal": "#A00000", "hint": "#1F5FBF", "info": "#3A3A3A"}


class BarLayout(ArrangedLayout):
    """Item 0 is the text; every other item is a button. Side by side while the text keeps at
    least MIN_TEXT pixels, otherwise the text above and the buttons flowing under it."""

    MIN_TEXT = 300

    # sizes
    def expandingDirections(self):
        return Qt.Orientations(Qt.Horizontal)

    def sizeHint(self):
        text, buttons = self._parts()
        width = (text.sizeHint().width() if text else 0) + self._row_width(buttons)
        width = max(width, 200)
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self):
        _, buttons = self._parts()
        m = self.contentsMargins()
        widest = max((b.sizeHint().width() for b in buttons), default=0)
        width = max(120, widest) + m.left() + m.right()
        # The real height comes from heightForWidth at the bar's width; this only keeps room
        # for one line of buttons.
        height = max((b.sizeHint().height() for b in buttons), default=0)
        return QSize(width, height + m.top() + m.bottom())

    # the arrangement
    def _parts(self):
        text = self._items[0] if self._items else None
        return text, [b for b in self._items[1:] if not b.isEmpty()]

    def _row_width(self, buttons):
        if not buttons:
            return 0
        return sum(b.sizeHint().width() for b in buttons) + self.spacing() * len(buttons)

    @staticmethod
    def _text_height(text, width):
        if text is None:
            return 0
        if text.hasHeightForWidth():
            return text.heightForWidth(width)
        return text.sizeHint().height()

    def _arrange(self, rect, apply):
        m = self.contentsMargins()
        r = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        text, buttons = self._parts()
        gap = self.spacing()
        row = self._row_width(buttons)
        button_h = max((b.sizeHint().height() for b in buttons), default=0)
        if buttons and r.width() - row >= self.MIN_TEXT:
            text_w = r.width() - row
            height = max(self._text_height(text, text_w), button_h)
            if apply:
                if text is not None:
                    text.setGeometry(QRect(r.x(), r.y(), text_w, height))
                x = r.x() + text_w + gap
                for b in buttons:
                    w = b.sizeHint().width()
                    b.setGeometry(QRect(x, r.y() + (height - button_h) // 2, w, button_h))
                    x += w + gap
            return height + m.top() + m.bottom()
        text_h = self._text_height(text, r.width())
        if apply and text is not None:
            text.setGeometry(QRect(r.x(), r.y(), r.width(), text_h))
        y = r.y() + text_h + (gap if buttons and text_h else 0)
        x = r.x()
        lines = 1 if buttons else 0
        for b in buttons:
            w = min(b.sizeHint().width(), r.width())
            if x > r.x() and x + w > r.x() + r.width():
                x, y, lines = r.x(), y + button_h + gap, lines + 1
            if apply:
                b.setGeometry(QRect(x, y, w, button_h))
            x += w + gap
        height = (text_h + (gap if buttons and text_h else 0) + lines * button_h
                  + max(0, lines - 1) * gap)
        return height + m.top() + m.bottom()


class DecisionBar(QFrame):
    """Prompt, notice and buttons of the current decision. The decision panel fills it; this
    class only lays it out."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("decisionBar")
        self.setStyleSheet("QFrame#decisionBar { background: #F3E6C4; "
                           "border-bottom: 1px solid #B59F6A; }")
        self._layout = BarLayout(self)
        self._layout.setContentsMargins(10, 6, 10, 6)
        self._layout.setSpacing(8)
        column = QWidget()
        column.setObjectName("decisionText")
        v = QVBoxLayout(column)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(2)
        self.prompt = plain_label(QLabel())  # it names the seat to move
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.prompt.setFont(font)
        self.notice = plain_label(QLabel())
        self.notice.setObjectName("panelMessage")
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        # The plan behind the last hint: it stays while the position stays (the notice above
        # gives way to the next click).
        self.plan = plain_label(QLabel())
        self.plan.setObjectName("hintPlan")
        self.plan.setWordWrap(True)
        self.plan.setStyleSheet("color: %s" % NOTICE_COLOURS["hint"])
        self.plan.setVisible(False)
        v.addWidget(self.prompt)
        v.addWidget(self.notice)
        v.addWidget(self.plan)
        self._layout.addWidget(column)
        self.buttons = []
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        # Preferred, not Fixed: a Fixed widget is capped at its size hint, which is worked out at
        # its widest (one row of buttons), so a bar wrapped to two rows came out clipped.
        policy.setVerticalPolicy(QSizePolicy.Preferred)
        self.setSizePolicy(policy)

    def add_button(self, button):
        self.buttons.append(button)
        self._layout.addWidget(button)

    def set_notice(self, text, kind="refusal"):
        restyle(self.notice, "color: %s" % NOTICE_COLOURS[kind])
        self.notice.setText(text)
        if self.notice.isHidden() == bool(text):
            self.notice.setVisible(bool(text))

    def set_plan(self, text):
        self.plan.setText(text)
        self.plan.setVisible(bool(text))

    def clear_notice(self):
        self.set_notice("")
