"""The History dock: the moments of the game, one per turn (open a turn for its moves).

Selecting a moment asks the window to show it read-only (`momentChosen(moves_done)`); the game
itself does not change. "Back to the game" (or selecting the last moment) returns to the live
position (`momentChosen(-1)`). Undo stays on Edit → Undo with its own policy.
"""

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from .game_log import line_text, speaker

translate = QCoreApplication.translate
MOMENT_ROLE = Qt.UserRole + 1  # moves done at the item's moment
TURN_ROLE = Qt.UserRole + 2
SEAT_ROLE = Qt.UserRole + 3
LIVE = -1


class HistoryView(QWidget):
    momentChosen = Signal(int)  # moves done at the chosen moment, or LIVE

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("historyView")
        self.help = QLabel()
        self.help.setObjectName("historyHelp")
        self.help.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("historyTree")
        self.tree.setHeaderHidden(True)
        self.tree.setWordWrap(True)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.tree.itemSelectionChanged.connect(self._selected)
        self.back = QPushButton()
        self.back.setObjectName("historyBack")
        self.back.clicked.connect(lambda: self.momentChosen.emit(LIVE))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.help)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.back)
        self._lines, self._seats, self._moves, self._shown = [], [], 0, LIVE
        self._filling = False
        self.retranslate()

    def retranslate(self):
        self.help.setText(translate("History", "Select a moment to see the board as it was then "
                                               "(the game does not change)."))
        self.back.setText(translate("History", "Back to the game"))
        self._fill()

    def set_game(self, lines, seats, moves_done, shown):
        """Show the moments of a game: its log `lines`, its `seats`, how many moves are done,
        and the moment the window shows (LIVE for the game itself)."""
        old = self._lines
        grows = (seats is self._seats and shown == self._shown == LIVE and len(lines) >= len(old)
                 and lines[:len(old)] == old and self.tree.topLevelItemCount() > 0)
        self._lines, self._seats, self._moves, self._shown = lines, seats, moves_done, shown
        if grows:  # the usual case, a move more: add it (rebuilding grows with the game)
            self._filling = True
            self._add(lines[len(old):])
            self._filling = False
            self.tree.scrollToBottom()
        else:
            self._fill()

    def moments(self):
        """(text, moment) of the top-level entries, for tests and screen readers."""
        return [(self.tree.topLevelItem(i).text(0), self.tree.topLevelItem(i).data(0, MOMENT_ROLE))
                for i in range(self.tree.topLevelItemCount())]

    def _add(self, lines):
        """Add log lines under their turns; returns the item of the moment shown, if any."""
        tree, chosen = self.tree, None
        count = tree.topLevelItemCount()
        turn_item = tree.topLevelItem(count - 1) if count > 1 else None
        if turn_item is not None:
            self._label(turn_item, False)  # no longer the latest, unless a line joins it
        for line in lines:
            if turn_item is None or line.turn != turn_item.data(0, TURN_ROLE):
                turn_item = QTreeWidgetItem()
                turn_item.setData(0, TURN_ROLE, line.turn)
                turn_item.setData(0, SEAT_ROLE, line.seat)
                tree.addTopLevelItem(turn_item)
            turn_item.setData(0, MOMENT_ROLE, line.moment)  # a turn shows its end
            child = QTreeWidgetItem(turn_item, [line_text(line, self._seats)])
            child.setData(0, MOMENT_ROLE, line.moment)
            if line.moment == self._shown and line.seat is not None:
                chosen = child
        for i in range(max(1, tree.topLevelItemCount() - len(lines) - 1), tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            self._label(item, i == tree.topLevelItemCount() - 1 and item.data(0, MOMENT_ROLE) == self._moves)
        return chosen

    def _label(self, item, latest):
        who = speaker(item.data(0, SEAT_ROLE), self._seats)
        text = (translate("History", "Turn %1 — %2 (latest)") if latest
                else translate("History", "Turn %1 — %2"))
        item.setText(0, text.replace("%2", who).replace("%1", str(item.data(0, TURN_ROLE) + 1)))

    def _fill(self):
        self._filling = True
        tree = self.tree
        open_turns = {tree.topLevelItem(i).data(0, TURN_ROLE)
                      for i in range(tree.topLevelItemCount()) if tree.topLevelItem(i).isExpanded()}
        tree.clear()
        start = QTreeWidgetItem([translate("History", "Start of game")])
        start.setData(0, MOMENT_ROLE, 0)
        tree.addTopLevelItem(start)
        chosen = self._add(self._lines) or (start if self._shown == 0 else None)
        for i in range(1, tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            item.setExpanded(item.data(0, TURN_ROLE) in open_turns)
        if chosen is not None:
            if chosen.parent() is not None:
                chosen.parent().setExpanded(True)
            tree.setCurrentItem(chosen)
            tree.scrollToItem(chosen)
        else:
            tree.clearSelection()
            tree.scrollToBottom()
        self.back.setVisible(self._shown != LIVE)
        self._filling = False

    def _selected(self):
        if self._filling:
            return
        items = self.tree.selectedItems()
        if not items:
            return
        moment = items[0].data(0, MOMENT_ROLE)
        self.momentChosen.emit(LIVE if moment >= self._moves else moment)
