"""The History dock: the moments of the game, one per turn (open a turn for its moves); in a
game whose log has round headings (Elfenland) the turns are grouped under their rounds.

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
ROUND_ROLE = Qt.UserRole + 4  # a round's heading, on the item that groups its turns
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

    def _last_turn(self):
        """The newest turn item (under the newest round, if rounds group the turns), or None."""
        count = self.tree.topLevelItemCount()
        last = self.tree.topLevelItem(count - 1) if count > 1 else None
        if last is not None and last.data(0, ROUND_ROLE):
            return last.child(last.childCount() - 1) if last.childCount() else None
        return last

    def _add(self, lines):
        """Add log lines under their turns (and the turns under their rounds, for a game whose
        log has round headings); returns the item of the moment shown, if any."""
        tree, chosen = self.tree, None
        turn_item = self._last_turn()
        count = tree.topLevelItemCount()
        group = tree.topLevelItem(count - 1) if count > 1 else None
        group = group if group is not None and group.data(0, ROUND_ROLE) else None
        relabel = [turn_item] if turn_item is not None else []  # no longer the latest, perhaps
        for line in lines:
            if line.heading:
                if group is not None:
                    group.setExpanded(False)  # the round before: closed, the new one open
                group = QTreeWidgetItem([line.text])
                group.setData(0, ROUND_ROLE, line.text)
                group.setData(0, MOMENT_ROLE, line.moment)
                tree.addTopLevelItem(group)
                group.setExpanded(True)
                turn_item = None
                continue
            if turn_item is None or line.turn != turn_item.data(0, TURN_ROLE):
                turn_item = QTreeWidgetItem()
                turn_item.setData(0, TURN_ROLE, line.turn)
                turn_item.setData(0, SEAT_ROLE, line.seat)
                if group is not None:
                    group.addChild(turn_item)
                else:
                    tree.addTopLevelItem(turn_item)
                relabel.append(turn_item)
            turn_item.setData(0, MOMENT_ROLE, line.moment)  # a turn shows its end
            if group is not None:
                group.setData(0, MOMENT_ROLE, line.moment)  # and so does a round
            child = QTreeWidgetItem(turn_item, [line_text(line, self._seats)])
            child.setData(0, MOMENT_ROLE, line.moment)
            if line.moment == self._shown and line.seat is not None:
                chosen = child
        for item in relabel:
            self._label(item, item is turn_item and item.data(0, MOMENT_ROLE) == self._moves)
        return chosen

    def _label(self, item, latest):
        who = speaker(item.data(0, SEAT_ROLE), self._seats)
        text = (translate("History", "Turn %1 — %2 (latest)") if latest
                else translate("History", "Turn %1 — %2"))
        item.setText(0, text.replace("%2", who).replace("%1", str(item.data(0, TURN_ROLE) + 1)))

    def _items(self):
        """Every round and turn item, oldest first."""
        for i in range(1, self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            yield top
            if top.data(0, ROUND_ROLE):
                yield from (top.child(k) for k in range(top.childCount()))

    @staticmethod
    def _key(item):
        return item.data(0, ROUND_ROLE) or item.data(0, TURN_ROLE)

    def _fill(self):
        self._filling = True
        tree = self.tree
        opened = {self._key(item) for item in self._items() if item.isExpanded()}
        rounds = [item for item in self._items() if item.data(0, ROUND_ROLE)]
        closed = {self._key(item) for item in rounds if not item.isExpanded()}
        tree.clear()
        start = QTreeWidgetItem([translate("History", "Start of game")])
        start.setData(0, MOMENT_ROLE, 0)
        tree.addTopLevelItem(start)
        chosen = self._add(self._lines) or (start if self._shown == 0 else None)
        items = list(self._items())
        last_round = next((item for item in reversed(items) if item.data(0, ROUND_ROLE)), None)
        for item in items:
            key = self._key(item)
            # A round stays as the reader left it; the newest is open unless they closed it.
            item.setExpanded(key in opened or (item is last_round and key not in closed))
        if chosen is not None:
            parent = chosen.parent()
            while parent is not None:
                parent.setExpanded(True)
                parent = parent.parent()
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
