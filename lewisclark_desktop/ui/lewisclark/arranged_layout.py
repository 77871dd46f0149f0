"""The part every hand-written layout of the board's widgets shares: a QLayout that keeps its
items in a list and places them with one `_arrange(rect, apply)` method, which returns the
height it needs (`apply` False: measure only)."""

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QLayout


class ArrangedLayout(QLayout):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._items = []

    # QLayout's item list
    def addItem(self, item):
        self._items.append(item)

    def count(self):
        return len(self._items)

    def itemAt(self, index):
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index):
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # sizes
    def hasHeightForWidth(self):
        return True

    def heightForWidth(self, width):
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect):
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def _arrange(self, rect, apply) -> int:
        raise NotImplementedError
