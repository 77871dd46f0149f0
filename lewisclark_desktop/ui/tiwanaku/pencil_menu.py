"""The pencil menu of a Tiwanaku cell: ticking a candidate crop or terrain leaves the menu open,
so that several are ticked in one opening; any other entry closes it as usual."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

TICK_KEYS = (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space)


class PencilMenu(QMenu):
    def _tick(self, action):
        """Toggles `action` if it is a tick box; True when it was one."""
        if action is None or not action.isEnabled() or not action.isCheckable():
            return False
        self.setActiveAction(action)
        action.trigger()  # checks or unchecks it and runs what it does; the menu stays
        return True

    def mouseReleaseEvent(self, event):
        if event.button() == Qt.LeftButton and self._tick(self.actionAt(event.position().toPoint())):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event):
        if event.key() in TICK_KEYS and self._tick(self.activeAction()):
            event.accept()
            return
        super().keyPressEvent(event)
