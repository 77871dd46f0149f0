"""The Expeditions panel (the dock at the window's right): the board of the player in front of
the screen at a legible scale, every other seat as a compact summary (SeatSummary), and each
seat's whole board in a window of its own on a click.

Whose board is whole: the featured seat the main window names (the human to move, or the only
human while bots move). A click on a summary, or on the featured board, opens that seat's board
window; it follows the game until it is closed. Hands stay hidden everywhere (backs, counts).
"""

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from ...lewisclark.queries import neighbours
from .expedition_view import ExpeditionScene, ExpeditionView
from ..new_game_dialog import level_name
from ..palette import restyle
from .seat_summary import SeatSummary

CURRENT_STYLE = "border: 3px solid #d08000"


class ExpeditionWindow(QDialog):
    """One seat's whole expedition board, in a window of its own that follows the game."""

    def __init__(self, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"expeditionWindow{seat}")
        self.setModal(False)
        self.view = ExpeditionView(ExpeditionScene())
        self.view.setObjectName(f"expeditionWindowView{seat}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self._sized = False

    def show_seat(self, state, name: str, kind: str) -> None:
        scene = self.view.scene()
        scene.set_name(name, level_name(kind))
        scene.set_player(state, self.seat, False)
        self.setWindowTitle(self.tr("Expedition of %1").replace("%1", name))
        if not self._sized:  # the board at its drawn size, within the screen
            self._sized = True
            rect = scene.sceneRect()
            width = min(round(rect.width()), self._screen_size().width() - 60)
            height = min(round(rect.height() * width / rect.width()),
                         self._screen_size().height() - 80)
            self.resize(width, height)

    def _screen_size(self):
        screen = self.screen() or (self.parent().screen() if self.parent() else None)
        return screen.availableGeometry().size()


class ExpeditionsPanel(QWidget):
    """The featured seat's board on top, the other seats' summaries below."""

    rulesMenuRequested = Signal(object, QPoint)  # view, position in it

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("expeditionsPanel")
        self._state = None
        self._seats = []
        self.featured = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(4)
        self.own_view = ExpeditionView(ExpeditionScene(), fit_width=True)
        self.own_view.setObjectName("featuredExpedition")
        self.own_view.setMinimumHeight(120)
        self.own_view.boardClicked.connect(lambda: self.show_board(self.featured))
        self._offer_rules(self.own_view)
        layout.addWidget(self.own_view)
        self.summaries_layout = QVBoxLayout()
        self.summaries_layout.setSpacing(4)
        layout.addLayout(self.summaries_layout)
        layout.addStretch(1)
        self.summaries = []  # one per seat; the featured seat's is hidden
        self.windows = {}  # seat -> ExpeditionWindow

    def _offer_rules(self, view):
        view.setContextMenuPolicy(Qt.CustomContextMenu)
        view.customContextMenuRequested.connect(
            lambda pos, v=view: self.rulesMenuRequested.emit(v, pos))

    def views(self):
        """Every expedition view the panel shows (the featured board, open board windows)."""
        return [self.own_view] + [w.view for w in self.windows.values() if w.isVisible()]

    def set_game(self, state, seats, featured: int) -> None:
        """Show `state`: `seats` hold names and kinds; `featured` is the seat shown whole."""
        self._state, self._seats, self.featured = state, seats, featured
        n = len(state.players)
        while len(self.summaries) > n:
            summary = self.summaries.pop()
            summary.setParent(None)
            summary.deleteLater()
        while len(self.summaries) < n:
            summary = SeatSummary(len(self.summaries))
            summary.clicked.connect(self.show_board)
            self.summaries_layout.addWidget(summary)
            self.summaries.append(summary)
        for seat in [s for s in self.windows if s >= n]:
            self.windows.pop(seat).deleteLater()
        current = None if state.over else state.current
        scene = self.own_view.scene()
        scene.board_tooltip = self.tr("Click to see this board whole in a window of its own.")
        scene.set_name(seats[featured].name, level_name(seats[featured].kind))
        scene.set_player(state, featured, False)
        restyle(self.own_view, CURRENT_STYLE if featured == current else "")
        near = neighbours(state, featured)
        for seat, summary in enumerate(self.summaries):
            if summary.isHidden() != (seat == featured):
                summary.setVisible(seat != featured)
            if seat != featured:
                summary.set_seat(state, seats[seat].name, seats[seat].kind, seat == current,
                                 neighbour=seat in near and len(state.players) > 2)
        for seat, window in self.windows.items():
            if window.isVisible():
                window.show_seat(state, seats[seat].name, seats[seat].kind)

    def show_board(self, seat: int):
        """Open (or raise) the window with `seat`'s whole board."""
        if self._state is None or not 0 <= seat < len(self._state.players):
            return None
        window = self.windows.get(seat)
        if window is None:
            window = ExpeditionWindow(seat, self.window())
            self._offer_rules(window.view)
            self.windows[seat] = window
        window.show_seat(self._state, self._seats[seat].name, self._seats[seat].kind)
        window.show()
        window.raise_()
        window.activateWindow()
        return window


__all__ = ["ExpeditionsPanel", "ExpeditionWindow"]
