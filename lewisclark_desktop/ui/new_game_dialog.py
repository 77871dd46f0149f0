"""The new-game dialog: 1-5 seats (name, colour, human or bot level), Mackenzie's level in the
solo game, the first player and an optional seed."""

import random

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout)

from ..bots.registry import available_levels
from ..lewisclark.cards import COLOURS
from .controller import HUMAN, GameSetup, Seat

translate = QCoreApplication.translate
MAX_SEED = 2**31 - 1
SETUP_KEY = "newgame/"  # the last setup chosen: players, solo_level, seatN/{name,colour,kind}
DEFAULT_NAME = "default"  # stored for a name left as "Player N", which follows the language


def default_name(seat):
    return translate("NewGameDialog", "Player %1").replace("%1", str(seat + 1))


def colour_name(colour):
    return {
        "blue": translate("Colours", "Blue"),
        "orange": translate("Colours", "Orange"),
        "yellow": translate("Colours", "Yellow"),
        "green": translate("Colours", "Green"),
        "purple": translate("Colours", "Purple"),
    }[colour]


def level_name(level):
    return {
        HUMAN: translate("Seats", "Human"),
        "random": translate("Seats", "Bot: random"),
        "easy": translate("Seats", "Bot: easy"),
        "normal": translate("Seats", "Bot: normal"),
        "hard": translate("Seats", "Bot: hard"),
    }.get(level, level)


class NewGameDialog(QDialog):
    def __init__(self, parent=None, previous: GameSetup | None = None, settings=None):
        """Filled in with the last setup remembered in `settings` (the parent window's by
        default), else with `previous`."""
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.settings = settings if settings is not None else getattr(parent, "settings", None)
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.players = QSpinBox()
        self.players.setRange(1, 5)
        self.players.setValue(2)
        self.players.setObjectName("playerCount")
        self.players_label = QLabel()
        top.addRow(self.players_label, self.players)
        self.solo_level = QSpinBox()
        self.solo_level.setRange(0, 7)
        self.solo_level.setObjectName("soloLevel")
        self.solo_label = QLabel()
        top.addRow(self.solo_label, self.solo_level)
        self.first = QComboBox()
        self.first.setObjectName("firstPlayer")
        self.first_label = QLabel()
        top.addRow(self.first_label, self.first)
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed_label = QLabel()
        top.addRow(self.seed_label, self.seed)
        layout.addLayout(top)

        self.seats_box = box = QGroupBox()
        grid = QGridLayout(box)
        self.headers = [QLabel(), QLabel(), QLabel()]
        for col, header in enumerate(self.headers):
            grid.addWidget(header, 0, col)
        self.rows = []
        for i in range(5):
            name = QLineEdit(default_name(i))
            colour = QComboBox()
            for c in COLOURS:
                colour.addItem(colour_name(c), c)
            colour.setCurrentIndex(i)
            kind = QComboBox()
            for level in (HUMAN,) + available_levels():
                kind.addItem(level_name(level), level)
            if i > 0:  # other seats default to the Normal bot (the first bot level otherwise)
                kind.setCurrentIndex(max(1, kind.findData("normal")))
            for w, col in ((name, 0), (colour, 1), (kind, 2)):
                w.setObjectName(f"seat{i}_{['name', 'colour', 'kind'][col]}")
                grid.addWidget(w, i + 1, col)
            name.textChanged.connect(self._refresh)
            self.rows.append((name, colour, kind))
        layout.addWidget(box)

        self.message = QLabel()
        self.message.setObjectName("newGameMessage")
        self.message.setStyleSheet("color: #a00000")
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.players.valueChanged.connect(self._refresh)
        self._names_shown = [default_name(i) for i in range(5)]
        self.retranslate()
        remembered = self.remembered_setup()
        if remembered or previous:
            self._load(remembered or previous)
        self._refresh()

    def retranslate(self):
        """Every text in the current language; what the user typed or chose stays."""
        self.setWindowTitle(self.tr("New game"))
        self.players_label.setText(self.tr("Players:"))
        self.solo_level.setToolTip(self.tr(
            "In the solo game Mackenzie starts this many spaces ahead of Saint Louis "
            "(0 easiest, 7 hardest) and moves one space after each of your turns."))
        self.solo_label.setText(self.tr("Mackenzie's level (solo):"))
        self.first_label.setText(self.tr("First player:"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed and the same moves give the same game."))
        self.seed_label.setText(self.tr("Seed:"))
        self.seats_box.setTitle(self.tr("Seats"))
        for header, text in zip(self.headers, (self.tr("Name"), self.tr("Colour"),
                                               self.tr("Played by"))):
            header.setText(text)
        for name, colour, kind in self.rows:
            for i in range(colour.count()):
                colour.setItemText(i, colour_name(colour.itemData(i)))
            for i in range(kind.count()):
                kind.setItemText(i, level_name(kind.itemData(i)))
        for i, (name, _, _) in enumerate(self.rows):
            if name.text() == self._names_shown[i]:  # still the default: in the new language
                name.setText(default_name(i))
        self._names_shown = [default_name(i) for i in range(5)]
        if self.first.count():
            self.first.setItemText(0, self.tr("Random"))
        if self.message.text():
            self.message.setText(self.problem() or "")

    def changeEvent(self, event):
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _load(self, setup):
        self.players.setValue(len(setup.seats))
        for i, ((name, colour, kind), seat) in enumerate(zip(self.rows, setup.seats)):
            name.setText(default_name(i) if seat.name == DEFAULT_NAME else seat.name)
            colour.setCurrentIndex(max(0, colour.findData(seat.colour)))
            kind.setCurrentIndex(max(0, kind.findData(seat.kind)))
        if setup.solo_level is not None:
            self.solo_level.setValue(setup.solo_level)

    def _refresh(self):
        n = self.players.value()
        for i, row in enumerate(self.rows):
            for w in row:
                w.setEnabled(i < n)
        self.solo_level.setEnabled(n == 1)
        current = self.first.currentData()
        self.first.clear()
        self.first.addItem(self.tr("Random"), None)
        for i in range(n):
            self.first.addItem(self.rows[i][0].text() or str(i + 1), i)
        idx = self.first.findData(current)
        self.first.setCurrentIndex(idx if idx >= 0 else 0)

    def problem(self):
        """Why the dialog cannot be accepted as filled in, or None."""
        n = self.players.value()
        colours = [self.rows[i][1].currentData() for i in range(n)]
        if len(set(colours)) != n:
            return self.tr("Each seat needs its own colour.")
        if any(not self.rows[i][0].text().strip() for i in range(n)):
            return self.tr("Each seat needs a name.")
        text = self.seed.text().strip()
        if text and (not text.isdigit() or int(text) > MAX_SEED):
            return self.tr("The seed must be a whole number from 0 to %1.").replace("%1", str(MAX_SEED))
        return None

    def _accept(self):
        problem = self.problem()
        if problem:
            self.message.setText(problem)
            return
        self.remember()
        self.accept()

    # -- the last setup, kept in QSettings --------------------------------------------------------
    def remember(self):
        if self.settings is None:
            return
        setup = self.setup()
        self.settings.setValue(SETUP_KEY + "players", len(setup.seats))
        self.settings.setValue(SETUP_KEY + "solo_level", self.solo_level.value())
        for i, seat in enumerate(setup.seats):
            key = f"{SETUP_KEY}seat{i}/"
            self.settings.setValue(key + "name", DEFAULT_NAME if seat.name == default_name(i) else seat.name)
            self.settings.setValue(key + "colour", seat.colour)
            self.settings.setValue(key + "kind", seat.kind)
        self.settings.sync()

    def remembered_setup(self) -> GameSetup | None:
        """The setup last chosen, as stored (names may be DEFAULT_NAME), or None."""
        if self.settings is None or self.settings.value(SETUP_KEY + "players") is None:
            return None
        n = min(5, max(1, self.settings.value(SETUP_KEY + "players", 2, type=int)))
        seats = []
        for i in range(n):
            key = f"{SETUP_KEY}seat{i}/"
            seats.append(Seat(str(self.settings.value(key + "name", DEFAULT_NAME)),
                              str(self.settings.value(key + "colour", COLOURS[i])),
                              str(self.settings.value(key + "kind", HUMAN))))
        level = self.settings.value(SETUP_KEY + "solo_level", 0, type=int)
        return GameSetup(seats, 0, None, level)

    def setup(self) -> GameSetup:
        n = self.players.value()
        seats = [Seat(self.rows[i][0].text().strip(), self.rows[i][1].currentData(),
                      self.rows[i][2].currentData()) for i in range(n)]
        text = self.seed.text().strip()
        seed = int(text) if text else random.SystemRandom().randrange(MAX_SEED)
        return GameSetup(seats, seed, self.first.currentData(),
                         self.solo_level.value() if n == 1 else None)
