"""What the tables of Elfenland and Tiwanaku share of the agreed surface: the two signals, a
`self.bar` (a GameBar) above the table, no side docks, the board view beside a side column, and
retranslate() on a language change, and the rules reference (the game's `rules_book`, a
context menu "Rules reference" on the widgets a game offers it on). Game-agnostic: no game
imports."""

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QMenu, QVBoxLayout, QWidget

from .rules_reference import rules_menu_action, show_rules


class GameTable(QWidget):
    move_chosen = Signal(object)
    notice = Signal(str)
    extra_changed = Signal()  # what extra_state() returns changed: the shell autosaves at once
    rules_book = None  # the game's RulesBook (see ui/rules_reference.py)
    rules_dialog = None  # its window, once opened

    def show_rules(self, topic=None):
        """The game's rules reference, at `topic` (a section key or a game's own topic)."""
        return show_rules(self, self.rules_book, topic)

    def rules_topic_at(self, widget, pos):
        """The rules topic of what lies at `pos` in one of the table's widgets (viewport
        coordinates for a view), or None. Each game says what its widgets show."""

    def offer_rules_menu(self, *widgets):
        """A right click on these widgets opens a menu with the rules of what was clicked."""
        for widget in widgets:
            widget.setContextMenuPolicy(Qt.CustomContextMenu)
            widget.customContextMenuRequested.connect(
                lambda pos, widget=widget: self.rules_menu(widget, pos))

    def rules_menu(self, widget, pos):
        topic = self.rules_topic_at(widget, pos)
        menu = QMenu(self)
        rules_menu_action(menu, lambda: self.show_rules(topic))
        area = widget.viewport() if hasattr(widget, "viewport") else widget
        menu.popup(area.mapToGlobal(pos))
        return menu

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
