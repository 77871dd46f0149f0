"""The hand at the bottom of the window, or the hot-seat cover that hides it."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QPushButton, QStackedWidget

from .hand_model import CardListModel, CardListView

translate = QCoreApplication.translate


class HandArea(QStackedWidget):
    """The hand, or the hot-seat cover that hides it until its owner clicks."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.model = CardListModel(self)
        self.view = CardListView()
        self.view.setObjectName("handView")
        self.view.setModel(self.model)
        # The chosen cards are marked by the model ("To play" / "Face down"), not by the view's
        # selection, which would only follow the last click.
        self.view.setSelectionMode(QAbstractItemView.NoSelection)
        self.cover = QPushButton()
        self.cover.setObjectName("hotseatCover")
        self.cover.setStyleSheet("font-size: 16pt; padding: 20px")
        self.hidden = QLabel()
        self.hidden.setObjectName("handHidden")
        self.hidden.setAlignment(Qt.AlignCenter)
        self.addWidget(self.view)
        self.addWidget(self.cover)
        self.addWidget(self.hidden)

    def show_hand(self):
        self.setCurrentWidget(self.view)

    def show_cover(self, name):
        self.cover.setText(translate("HandArea", "%1, it is your turn.\nClick here to show your "
                                     "hand.").replace("%1", name))
        self.setCurrentWidget(self.cover)

    def show_hidden(self, text):
        self.hidden.setText(text)
        self.setCurrentWidget(self.hidden)

    @property
    def covered(self):
        return self.currentWidget() is self.cover
