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
from ..plain_text import plain_label

translate = QCoreApplication.translate
MAX_WAYS = 2  # pay buttons shown before the rest go into a "More ways" menu


class DecisionBar(GameBar):
    """The shared bar plus Elfenland's pay buttons, toggles, "More ways" menu and card picker."""

    chosen = Signal(object)  # a move, from a button

    def __init__(self, parent=None):
        super().__init__("elfenland", parent=parent)

    def clear(self):
        super().clear()
        self.show_message("")

    def add_label(self, text):
        return self.add_widget(plain_label(QLabel(text, self)))

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
        """A checkable list of single cards (round end), as many rows as the bar's width needs:
        returns the list widget."""
        lw = CardPicker(self)
        lw.setObjectName("elfenlandKeepCards")
        wanted = list(preset)
        for kind in cards:
            item = QListWidgetItem(icons[kind], names[kind], lw)
            item.setData(Qt.UserRole, kind)
            item.setFlags(Qt.ItemIsEnabled | Qt.ItemIsUserCheckable)
            on = kind in wanted
            if on:
                wanted.remove(kind)
            item.setCheckState(Qt.Checked if on else Qt.Unchecked)
        lw.fit_cells()
        self.add_widget(lw, 1)
        return lw


class CardPicker(QListWidget):
    """Cards side by side in equal cells, wrapped into as many rows as the width needs: every
    card stays in sight (no scrolling) at any window width."""

    ROW = 28

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFlow(QListView.LeftToRight)
        self.setViewMode(QListView.ListMode)
        self.setWrapping(True)
        self.setResizeMode(QListView.Adjust)
        self.setIconSize(QSize(22, 22))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setMinimumWidth(2 * 120)

    def fit_cells(self):
        widest = max((self.fontMetrics().horizontalAdvance(self.item(i).text())
                      for i in range(self.count())), default=0)
        self.setGridSize(QSize(widest + 22 + 40, self.ROW))  # text, icon, check box and gaps
        self._fit_height()

    def _fit_height(self):
        self.doItemsLayout()  # the rows as the view wraps them at this width
        rows = len({self.visualItemRect(self.item(i)).top() for i in range(self.count())}) or 1
        self.setFixedHeight(rows * self.ROW + 2 * self.frameWidth() + 2)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self._fit_height()
