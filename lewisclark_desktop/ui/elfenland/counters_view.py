"""The counters around the map: the five face-up counters and the stack (phase 3), and one
row per player with boot, towns, cards in hand (a count), counters (secret ones face down for
everybody but their owner) and the unused obstacle."""

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...elfenland.board import TOWNS
from ...elfenland.components import DISPLAY_SIZE, HIDDEN, MARKERS_PER_PLAYER
from ..plain_text import plain_label
from . import art
from .texts import card_name

translate = QCoreApplication.translate
ICON = 30


class DisplayWidget(QWidget):
    """Phase 3: click a face-up counter to take it, or the stack to draw blind."""

    take = Signal(int)
    draw = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("elfenlandDisplay")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        self.slots = []
        for i in range(DISPLAY_SIZE):
            b = QToolButton(self)
            b.setObjectName(f"elfenlandFaceUp{i}")
            b.setIconSize(QSize(ICON + 6, ICON + 6))
            b.setAutoRaise(True)
            b.clicked.connect(lambda _=False, i=i: self._clicked(i))
            layout.addWidget(b)
            self.slots.append(b)
        self.stack = QToolButton(self)
        self.stack.setObjectName("elfenlandStack")
        self.stack.setIcon(art.transport_icon(HIDDEN, ICON + 6, face_down=True))
        self.stack.setIconSize(QSize(ICON + 6, ICON + 6))
        self.stack.setToolButtonStyle(Qt.ToolButtonTextUnderIcon)
        self.stack.clicked.connect(self.draw)
        layout.addSpacing(6)
        layout.addWidget(self.stack)
        layout.addStretch(1)
        self._display = []
        self._supply = 0

    def show_counters(self, display, supply):
        """Always clickable: out of turn the table refuses the click with a reason."""
        self._display = list(display)
        self._supply = supply
        for i, b in enumerate(self.slots):
            if i < len(display):
                b.setIcon(art.transport_icon(display[i], ICON + 6))
                b.setToolTip(card_name(display[i]))
                b.setVisible(True)
            else:
                b.setVisible(False)
        self.stack.setEnabled(supply > 0)
        self.retranslate()

    def retranslate(self):
        self.stack.setText(translate("ElfenlandTable", "Stack: %1").replace("%1", str(self._supply)))
        self.stack.setToolTip(translate("ElfenlandTable", "Draw from the stack (blind)"))
        for i, kind in enumerate(self._display):
            self.slots[i].setToolTip(card_name(kind))

    def _clicked(self, i):
        if i < len(self._display):
            self.take.emit(self._display[i])


def _set_text(label, text):
    if label.text() != text:
        label.setText(text)


def _drop(widget):
    widget.hide()
    widget.setParent(None)  # out of the widget tree at once
    widget.deleteLater()


class PlayersPanel(QFrame):
    """One row per player: what everyone may know about them."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("elfenlandPlayers")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(2, 2, 2, 2)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(2)
        self.rows = []  # per seat: dict of labels (tests read them)
        self._frame = None  # what the rows were built for (seats, reveal, variant, language)

    def show_players(self, s, seats, viewer, reveal=False):
        """One row per seat of state `s` as `viewer` may see it; reveal (a finished game's
        replay) shows every secret counter face up and every hand. A move changes a row's
        texts in place; only a row whose counters, obstacle, town card or hand change gets
        them built again (rebuilding every row on every move stalled the window)."""
        language = translate("ElfenlandTable", "Towns %1/%2")
        frame = (len(s.players), reveal, bool(s.variant), language)
        if frame != self._frame:
            self._clear()
            self._frame = frame
            self._build_rows(s, reveal)
        for seat, p in enumerate(s.players):
            entry = self.rows[seat]
            name = seats[seat].name if seat < len(seats) else art.player_letter(p.colour)
            playing = seat == s.current and not s.over
            _set_text(entry["turn"], "▶" if playing else "")
            _set_text(entry["name"], f"{name} ({art.player_letter(p.colour)})")
            if entry["name"].font().bold() != playing:
                font = entry["name"].font()
                font.setBold(playing)
                entry["name"].setFont(font)
            if entry["colour"] != p.colour:
                entry["colour"] = p.colour
                entry["boot"].setPixmap(art.boot_icon(p.colour, 20).pixmap(20, 20))
            _set_text(entry["towns"], language.replace("%1", str(p.markers))
                      .replace("%2", str(MARKERS_PER_PLAYER)))
            shown = [HIDDEN if kind == HIDDEN or (seat != viewer and not reveal) else kind
                     for kind in p.secret] + list(p.open)
            known = p.destination != HIDDEN and (seat == viewer or s.over or reveal)
            owned = (shown, seat == viewer, p.obstacle,
                     (p.destination if known else None) if s.variant else None)
            if owned != entry["owned"]:
                entry["owned"] = owned
                self._fill_counters(entry, s, p, seat, viewer, reveal)
            _set_text(entry["cards"], translate("ElfenlandTable", "Cards %1")
                      .replace("%1", str(p.card_count)))
            entry["counters"] = shown
            if reveal and entry["hand_shown"] != tuple(p.hand):
                entry["hand_shown"] = tuple(p.hand)
                old = entry.get("hand")
                entry["hand"] = self._hand_row(p.hand)
                if old is not None:
                    self.grid.replaceWidget(old, entry["hand"])
                    _drop(old)
                else:
                    self.grid.addWidget(entry["hand"], seat * 3 + 2, 1, 1, 3)

    def _clear(self):
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                _drop(w)
        self.rows = []
        self._frame = None

    def _build_rows(self, s, reveal):
        stride = 3 if reveal else 2
        for seat in range(len(s.players)):
            entry = {"turn": QLabel(self), "boot": QLabel(self), "name": plain_label(QLabel(self)),
                     "towns": QLabel(self), "box": QWidget(self), "cards": None, "colour": None,
                     "owned": None, "counters": [], "hand_shown": None}
            box = QHBoxLayout(entry["box"])
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(1)
            row = seat * stride
            self.grid.addWidget(entry["turn"], row, 0)
            self.grid.addWidget(entry["boot"], row, 1)
            self.grid.addWidget(entry["name"], row, 2)
            self.grid.addWidget(entry["towns"], row, 3)
            self.grid.addWidget(entry["box"], row + 1, 2, 1, 2)
            self.rows.append(entry)
        for r in range(self.grid.rowCount()):
            self.grid.setRowStretch(r, 0)
        self.grid.setRowStretch(stride * len(s.players), 1)
        self.grid.setColumnStretch(2, 1)

    def _fill_counters(self, entry, s, p, seat, viewer, reveal):
        """A row's counters, obstacle, town card and card count, built again."""
        counters = entry["box"]
        box = counters.layout()
        while box.count():
            w = box.takeAt(0).widget()
            if w is not None:
                _drop(w)
        for kind in p.secret:
            face_down = kind == HIDDEN or (seat != viewer and not reveal)
            box.addWidget(self._counter_label(counters, kind, face_down, secret=True,
                                              own=seat == viewer))
        for kind in p.open:
            box.addWidget(self._counter_label(counters, kind, False, secret=False))
        if p.obstacle:
            ob = QLabel(counters)
            ob.setPixmap(art.obstacle_icon(22).pixmap(22, 22))
            ob.setToolTip(translate("ElfenlandTable", "Obstacle not used yet"))
            box.addWidget(ob)
        box.addStretch(1)
        if s.variant:
            box.addWidget(self._town_card(counters, p, seat, viewer, s.over or reveal))
            box.addSpacing(8)
        entry["cards"] = QLabel(counters)
        box.addWidget(entry["cards"])

    def _town_card(self, parent, p, seat, viewer, over):
        """The variant's town card: named for its owner (and for all at the end), else '?'."""
        known = p.destination != HIDDEN and (seat == viewer or over)
        name = TOWNS[p.destination].name if known else "?"
        label = QLabel(translate("ElfenlandTable", "Town card: %1").replace("%1", name), parent)
        label.setObjectName("elfenlandTownCard")
        return label

    def _hand_row(self, hand):
        """The travel cards in a hand, face up: a small card and its count per kind."""
        row = QWidget(self)
        row.setObjectName("elfenlandRevealedHand")
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(1)
        for kind, n in enumerate(hand):
            if not n:
                continue
            icon = QLabel(row)
            icon.setPixmap(art.transport_icon(kind, 16).pixmap(16, 16))
            count = QLabel(str(n), row)  # the count beside its card
            for label in (icon, count):
                label.setToolTip(translate("ElfenlandTable", "In hand: %1 × %2")
                                 .replace("%1", str(n)).replace("%2", card_name(kind)))
            box.addWidget(icon)
            box.addWidget(count)
            box.addSpacing(3)
        if not any(hand):
            box.addWidget(QLabel(translate("ElfenlandTable", "No cards in hand"), row))
        box.addStretch(1)
        return row

    def _counter_label(self, parent, kind, face_down, secret, own=True):
        label = QLabel(parent)
        label.setPixmap(art.transport_icon(kind, 22, face_down).pixmap(22, 22))
        if face_down:
            label.setToolTip(translate("ElfenlandTable", "Secret counter"))
        elif secret and not own:
            label.setToolTip(translate("ElfenlandTable", "Secret counter: %1").replace("%1", card_name(kind)))
        elif secret:
            label.setToolTip(translate("ElfenlandTable", "Your secret counter: %1").replace("%1", card_name(kind)))
        else:
            label.setToolTip(card_name(kind))
        return label


class RoundHeader(QWidget):
    """Round card, phase and whose turn it is."""

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.round = QLabel(self)
        self.round.setObjectName("elfenlandRound")
        font = self.round.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.round.setFont(font)
        self.phase = plain_label(QLabel(self))  # it names the seat to move
        self.phase.setWordWrap(True)
        layout.addWidget(self.round)
        layout.addWidget(self.phase)
