"""What the tables of Elfenland and Tiwanaku share of the agreed surface: the two signals, a
`self.bar` (a GameBar) above the table, no side docks, the board view beside a side column, and
retranslate() on a language change, the rules reference (the game's `rules_book`, a
context menu "Rules reference" on the widgets a game offers it on), and the tutorial's guide
(guide / guide_areas / guide_rect: docs/tutorials.md). Game-agnostic: no game imports."""

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QMenu, QVBoxLayout, QWidget

from .i18n import RetranslateOnLanguageChange
from .guide_marks import GuideFrames, rect_in, united
from .rules_reference import rules_menu_action, show_rules


class GameTable(RetranslateOnLanguageChange, QWidget):
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

    # ------------------------------------------------------------------ the tutorial's guide
    # The names a tutorial step may "highlight", each a widget of the table (guide_widget).
    # A class attribute, so that the checker reads it without building a window.
    GUIDE_AREAS = ("bar",)

    @classmethod
    def guide_areas(cls):
        return tuple(cls.GUIDE_AREAS)

    def guide_widget(self, area):
        """The widget a named area stands for (None: not shown by this table now)."""
        return self.bar if area == "bar" else None

    def guide(self, move, areas=()):
        """Highlight the targets of `move` (here: the game's hint) and frame the named areas;
        guide(None) clears. A game's table does better: its targets lit, the others dimmed."""
        frames = self.__dict__.setdefault("_guide_frames", GuideFrames())
        frames.show([self.guide_widget(a) for a in areas] if move is not None or areas else [])
        if move is not None:
            self.show_hint(move)

    def guide_rects(self, move, areas=()):
        """What guide(move, areas) lights, one QRect a part in the table's coordinates (the
        callout stands clear of each): here the named areas."""
        return [r for r in (rect_in(self, self.guide_widget(a)) for a in areas) if not r.isEmpty()]

    def guide_rect(self, move, areas=()):
        """Where the callout should point, in the table's coordinates: guide_rects' box (the
        whole table when there is none)."""
        return united(self.guide_rects(move, areas)) or self.rect()

    def guide_keep_clear(self):
        """Parts the learner reads at every step, in the table's coordinates: the callout
        covers them only when nothing else fits (a game's table names its own)."""
        return []

    def side_docks(self):
        return []

    def show_refusal(self, reason):
        self.bar.show_message(reason)

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
