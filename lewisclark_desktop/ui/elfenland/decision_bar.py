"""The bar above the table: the prompt of the current decision, a line for refusals, and this
decision's buttons (rebuilt for every decision by the table)."""

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QToolButton,
)

from ..game_bar import GameBar

translate = QCoreApplication.translate
MAX_WAYS = 3  # pay buttons shown before the rest go into a "More ways" menu


class DecisionBar(GameBar):
    """The shared bar plus Elfenland's pay buttons, toggles, "More ways" menu and card picker."""

    chosen = Signal(object)  # a move, from a button

    def __init__(self, parent=None):
        super().__init__("elfenland", parent=parent)

    def clear(self):
        super().clear()
        self.show_message("")

    def add_label(self, text):
        return self.add_widget(QLabel(text, self))

    def add_move_button(self, text, move, icon=None, name=None):
        b = QPushButton(text, self)
        if icon is not None:
            b.setIcon(icon)
            b.setIconSize(QSize(24, 24))
        b.setObjectName(name or "elfenlandMove")
        b.move_value = move
        b.clicked.connect(lambda _=False, m=move: self.chosen.emit(m))
        return self.add_button(b)

    def add_toggle(self, text, checked, on_toggle, icon=None, name=None):
        b = QToolButton(self)
        b.setText(text)
        b.setCheckable(True)
        b.setChecked(checked)
        b.setObjectName(name or "elfenlandToggle")
        if icon is not None:
            b.setIcon(icon)
            b.setIconSize(QSize(24, 24))
            b.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        b.toggled.connect(on_toggle)
        return self.add_button(b)

    def add_more_menu(self, text, entries):
        """A button whose menu lists more (text, move) entries."""
        b = QToolButton(self)
        b.setObjectName("elfenlandMoreWays")
        b.setText(text)
        b.setPopupMode(QToolButton.InstantPopup)
        menu = QMenu(b)
        for label, move in entries:
            action = menu.addAction(label)
            action.setData(move)
            action.triggered.connect(lambda _=False, m=move: self.chosen.emit(m))
        b.setMenu(menu)
        return self.add_button(b)

    def add_card_picker(self, cards, names, icons, preset=()):
        """A checkable list of single cards (round end): returns the list widget."""
        lw = QListWidget(self)
        lw.setObjectName("elfenlandKeepCards")
        lw.setFlow(QListView.LeftToRight)
        lw.setViewMode(QListView.ListMode)
        lw.setWrapping(False)
        lw.setIconSize(QSize(22, 22))
        lw.setFixedHeight(40)
        lw.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        wanted = list(preset)
        for kind in cards:
            item = QListWidgetItem(icons[kind], names[kind], lw)
            item.setData(Qt.UserRole, kind)
            item.setFlags(Qt.ItemIsEnabled | Qt.ItemIsUserCheckable)
            on = kind in wanted
            if on:
                wanted.remove(kind)
            item.setCheckState(Qt.Checked if on else Qt.Unchecked)
        self.add_widget(lw, 1)
        return lw
