"""The bar above the table: the prompt of the current decision, a line for refusals, and this
decision's buttons (rebuilt for every decision by the table)."""

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

translate = QCoreApplication.translate
MAX_WAYS = 3  # pay buttons shown before the rest go into a "More ways" menu


class DecisionBar(QWidget):
    chosen = Signal(object)  # a move, from a button

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("elfenlandDecisionBar")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(2)
        top = QHBoxLayout()
        self.prompt = QLabel(self)
        self.prompt.setObjectName("elfenlandPrompt")
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        top.addWidget(self.prompt, 1)
        self.message = QLabel(self)
        self.message.setObjectName("elfenlandMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #B00020;")
        top.addWidget(self.message, 1)
        self.message.hide()
        outer.addLayout(top)
        self.row = QHBoxLayout()
        self.row.setSpacing(4)
        outer.addLayout(self.row)
        self.buttons = []

    def clear(self):
        while self.row.count():
            item = self.row.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        self.buttons = []
        self.show_message("")

    def add_widget(self, w, stretch=0):
        self.row.addWidget(w, stretch)
        w.show()  # at once, not at the next event loop turn
        return w

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
        self.add_widget(b)
        self.buttons.append(b)
        return b

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
        self.add_widget(b)
        self.buttons.append(b)
        return b

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
        self.add_widget(b)
        self.buttons.append(b)
        return b

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

    def show_message(self, text):
        self.message.setText(text)
        self.message.setVisible(bool(text))
