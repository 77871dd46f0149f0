"""The bar above a game's table: the prompt of the current decision, a red line for refusals, and
a row of this decision's buttons (rebuilt for every decision by the table). Game-agnostic: each
game passes the prefix of its object names ("elfenland" gives "elfenlandPrompt", ...)."""

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from .plain_text import plain_label


class GameBar(QWidget):
    def __init__(self, prefix, prompt_stretch=1, parent=None):
        super().__init__(parent)
        self.setObjectName(f"{prefix}DecisionBar")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(2)
        top = QHBoxLayout()
        self.prompt = plain_label(QLabel(self))  # it may name a seat
        self.prompt.setObjectName(f"{prefix}Prompt")
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        top.addWidget(self.prompt, prompt_stretch)
        self.message = plain_label(QLabel(self))
        self.message.setObjectName(f"{prefix}Message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #B00020;")
        self.message.hide()
        top.addWidget(self.message, 1)
        outer.addLayout(top)
        self.row = QHBoxLayout()
        self.row.setSpacing(4)
        outer.addLayout(self.row)
        self.buttons = []

    def clear(self):
        """Removes this decision's buttons (the refusal line stays)."""
        while self.row.count():
            w = self.row.takeAt(0).widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        self.buttons = []

    def add_widget(self, w, stretch=0):
        self.row.addWidget(w, stretch)
        w.show()  # at once, not at the next event loop turn
        return w

    def add_button(self, w):
        """Adds a button of this decision (found again by button())."""
        self.add_widget(w)
        self.buttons.append(w)
        return w

    def button(self, name):
        return next((b for b in self.buttons if b.objectName() == name), None)

    def show_message(self, text):
        self.message.setText(text)
        self.message.setVisible(bool(text))
