"""What the tables of Elfenland and Tiwanaku share of the agreed surface: the two signals, a
`self.bar` (a GameBar) above the table, no side docks, the board view beside a side column, and
retranslate() on a language change. Game-agnostic: no game imports."""

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget


class GameTable(QWidget):
    move_chosen = Signal(object)
    notice = Signal(str)
    extra_changed = Signal()  # what extra_state() returns changed: the shell autosaves at once

    def decision_bar(self):
        return self.bar

    def side_docks(self):
        return []

    def show_refusal(self, reason):
        self.bar.show_message(reason)

    def changeEvent(self, event):
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _lay_out(self, view, widths, parts):
        """The view beside a column (between widths = (least, most)) of parts: widgets or
        (widget, stretch)."""
        side = QWidget()
        side.setMinimumWidth(widths[0])
        side.setMaximumWidth(widths[1])
        col = QVBoxLayout(side)
        col.setContentsMargins(0, 0, 0, 0)
        for part in parts:
            widget, stretch = part if isinstance(part, tuple) else (part, 0)
            col.addWidget(widget, stretch)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(view, 3)
        layout.addWidget(side, 1)
