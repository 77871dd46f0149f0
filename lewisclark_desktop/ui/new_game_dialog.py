"""The new-game dialog: first which game, then its seats (name, colour, human or bot level, as
many as the game allows), Mackenzie's level in Lewis & Clark's solo game, the first player, the
game's own options (its options widget, if it has one) and an optional seed."""

import json
import random

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout)

from .i18n import RetranslateOnLanguageChange
from .. import games
from ..core.seats import MAX_NAME
from .bot_levels import level_description, strength_line
from .controller import HUMAN, GameSetup, Seat

translate = QCoreApplication.translate
MAX_SEED = 2**31 - 1
SETUP_KEY = "newgame/"  # the last setup chosen: players, solo_level, seatN/{name,colour,kind},
# and each game's own: GAME/players, GAME/options (JSON)
FORGOTTEN_OPTIONS = ("scenario",)  # not carried to the next dialog: the same map again and again
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
        "red": translate("Colours", "Red"),
        "black": translate("Colours", "Black"),
    }.get(colour, colour)


def level_name(level):
    return {
        HUMAN: translate("Seats", "Human"),
        "random": translate("Seats", "Bot: random"),
        "easy": translate("Seats", "Bot: easy"),
        "normal": translate("Seats", "Bot: normal"),
        "hard": translate("Seats", "Bot: hard"),
    }.get(level) or translate("Seats", "Bot: %1").replace("%1", level)


class NewGameDialog(RetranslateOnLanguageChange, QDialog):
    LEARN = 2  # exec()'s result when "Learn to play" was clicked

    def __init__(self, parent=None, previous: GameSetup | None = None, settings=None):
        """Filled in with the last setup remembered in `settings` (the parent window's by
        default), else with `previous`."""
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.settings = settings if settings is not None else getattr(parent, "settings", None)
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.game = QComboBox()
        self.game.setObjectName("gameChoice")
        for game in games.playable():
            self.game.addItem(translate("Games", game.display_name), game.id)
        self.game_label = QLabel()
        top.addRow(self.game_label, self.game)
        # "New to this game? Learn to play": the dialog closes with LEARN and the window starts
        # the chosen game's tutorial.
        self.learn = QLabel()
        self.learn.setObjectName("learnToPlay")
        self.learn.setTextFormat(Qt.RichText)
        self.learn.linkActivated.connect(lambda _: self.done(self.LEARN))
        top.addRow("", self.learn)
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
        self.options_box = QGroupBox()
        self.options_box.setObjectName("gameOptions")
        QVBoxLayout(self.options_box).setContentsMargins(4, 4, 4, 4)
        self.options_widget = None
        layout.addWidget(self.options_box)

        self.seats_box = box = QGroupBox()
        grid = QGridLayout(box)
        self.headers = [QLabel(), QLabel(), QLabel()]
        for col, header in enumerate(self.headers):
            grid.addWidget(header, 0, col)
        self.rows = []
        most = max(g.players[1] for g in games.GAMES)
        for i in range(most):
            name = QLineEdit(default_name(i))
            name.setMaxLength(MAX_NAME)  # what a save file holds
            colour = QComboBox()
            kind = QComboBox()
            for w, col in ((name, 0), (colour, 1), (kind, 2)):
                w.setObjectName(f"seat{i}_{['name', 'colour', 'kind'][col]}")
                grid.addWidget(w, i + 1, col)
            name.textChanged.connect(self._refresh)
            kind.currentIndexChanged.connect(self._describe_levels)
            self.rows.append((name, colour, kind))
        layout.addWidget(box)
        # What the chosen bot levels are worth, measured (bots/strength.py), under the seats.
        self.level_notes = QLabel()
        self.level_notes.setObjectName("levelNotes")
        self.level_notes.setWordWrap(True)
        self.level_notes.setTextFormat(Qt.RichText)
        # Wide enough for a level's line to read as one or two lines, not a narrow column.
        self.level_notes.setMinimumWidth(self.level_notes.fontMetrics().height() * 40)
        self.level_notes.setStyleSheet("color: #3A3A3A")
        layout.addWidget(self.level_notes)

        self.message = QLabel()
        self.message.setObjectName("newGameMessage")
        self.message.setStyleSheet("color: #a00000")
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.players.valueChanged.connect(self._refresh)
        self._names_shown = [default_name(i) for i in range(most)]
        # Each game's players and options as last chosen (in this dialog, else remembered): a
        # switch to another game and back finds them again.
        self._per_game = self._remembered_per_game()
        self._shown = None  # the game whose choices the dialog shows
        self._game_changed()
        self.game.currentIndexChanged.connect(self._game_changed)
        self.retranslate()
        remembered = self.remembered_setup()
        if remembered or previous:
            self._load(remembered or previous)
        self._refresh()

    def retranslate(self):
        """Every text in the current language; what the user typed or chose stays."""
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game:"))
        self.learn.setText('%1 <a href="learn">%2</a>'.replace("%1", self.tr("New to this game?"))
                           .replace("%2", self.tr("Learn to play")))
        for i in range(self.game.count()):
            self.game.setItemText(i, translate("Games", games.get(self.game.itemData(i)).display_name))
        self.options_box.setTitle(self.tr("Game options"))
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
        self._describe_levels()
        for i, (name, _, _) in enumerate(self.rows):
            if name.text() == self._names_shown[i]:  # still the default: in the new language
                name.setText(default_name(i))
        self._names_shown = [default_name(i) for i in range(len(self.rows))]
        if self.first.count():
            self.first.setItemText(0, self.tr("Random"))
        if self.message.text():
            self.message.setText(self.problem() or "")

    def chosen_game(self):
        return games.get(self.game.currentData() or games.DEFAULT_GAME)

    def _game_changed(self):
        """The chosen game's seat count, colours, bot levels and options, as last chosen for
        that game."""
        game = self.chosen_game()
        if self._shown is not None and self._shown != game.id:
            self._per_game[self._shown] = self._choices()
        self._shown = game.id
        from ..tutorial import available

        self.learn.setVisible(bool(available(game.id)))
        fewest, most = game.players
        self.players.setRange(fewest, most)
        self.solo_level.setVisible(game.solo_level)
        self.solo_label.setVisible(game.solo_level)
        for i, (name, colour, kind) in enumerate(self.rows):
            old_kind = kind.currentData()
            colour.clear()
            for c in game.colours:
                colour.addItem(colour_name(c), c)
            colour.setCurrentIndex(i % len(game.colours))  # each seat its own colour
            kind.clear()
            levels = (HUMAN,) + game.bot_levels()
            for level in levels:
                kind.addItem(level_name(level), level)
            if old_kind in levels:
                kind.setCurrentIndex(kind.findData(old_kind))
            elif i > 0:  # other seats default to the Normal bot (the first bot level otherwise)
                kind.setCurrentIndex(max(1, kind.findData("normal")))
            for w in (name, colour, kind):
                w.setVisible(i < most)
        if self.options_widget is not None:
            self.options_box.layout().removeWidget(self.options_widget)
            self.options_widget.hide()  # at once: deleteLater waits for the event loop
            self.options_widget.deleteLater()
            self.options_widget = None
        try:
            make_options = game.ui("options_widget")
        except LookupError:
            make_options = None
        memory = self._per_game.get(game.id, {})
        if make_options is not None:
            self.options_widget = make_options(self.options_box)
            self.options_box.layout().addWidget(self.options_widget)
            # Shown now, not when the layout gets round to it: a hidden widget asks for no room,
            # and the dialog would keep the old game's height with these rows squashed into it.
            self.options_widget.show()
            if memory.get("options") and hasattr(self.options_widget, "set_options"):
                self.options_widget.set_options(memory["options"])
            if hasattr(self.options_widget, "changed"):
                self.options_widget.changed.connect(self._options_changed)
        self.options_box.setVisible(self.options_widget is not None)
        self._options_changed()
        if memory.get("players"):
            self.players.setValue(memory["players"])
        self._refresh()
        self._fit_contents()

    def _options_changed(self):
        """The players the game's options allow (Tiwanaku's solo mode: one)."""
        fewest, most = self.chosen_game().players
        if self.options_widget is not None and hasattr(self.options_widget, "players_range"):
            fewest, most = self.options_widget.players_range()
        self.players.setRange(fewest, most)  # a count outside it moves to its nearest end

    def _choices(self):
        """The shown game's players and options, as the dialog keeps them for that game."""
        options = self.options_widget.options() if self.options_widget is not None else {}
        return {"players": self.players.value(), "options": options}

    def _describe_levels(self):
        """Each bot level's measured strength: in its item's and its chooser's tooltip, and a
        line under the seats for each level chosen."""
        game = self.chosen_game().id
        chosen = []
        for i, (_, _, kind) in enumerate(self.rows):
            for item in range(kind.count()):
                level = kind.itemData(item)
                kind.setItemData(item, None if level == HUMAN else level_description(game, level),
                                 Qt.ToolTipRole)
            level = kind.currentData()
            kind.setToolTip("" if level in (HUMAN, None) else level_description(game, level))
            if i < self.players.value() and level not in (HUMAN, None) and level not in chosen:
                chosen.append(level)
        order = (HUMAN,) + self.chosen_game().bot_levels()
        chosen.sort(key=lambda lv: order.index(lv) if lv in order else len(order))
        self.level_notes.setText("<br>".join(strength_line(game, level, rich=True)
                                             for level in chosen))
        self.level_notes.setVisible(bool(chosen))
        self._fit_contents()

    def _fit_contents(self):
        """Room for every row: a window's layout does not follow its wrapped labels' height for
        its width by itself (the notes would be squeezed into the seats), nor a game's options
        growing wider or taller (their rows would be squashed, their texts cut)."""
        layout = self.layout()
        layout.invalidate()
        layout.activate()
        width = max(self.width(), layout.totalMinimumSize().width())
        need = layout.totalHeightForWidth(width)
        if need <= 0:
            need = layout.totalMinimumSize().height()
        self.setMinimumHeight(need)
        if self.height() < need or self.width() < width:
            self.resize(width, max(self.height(), need))

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_contents()

    def _load(self, setup):
        index = self.game.findData(setup.game)
        if index >= 0:
            options = {k: v for k, v in setup.options.items() if k not in FORGOTTEN_OPTIONS}
            self._per_game[setup.game] = {"players": len(setup.seats), "options": options}
            self._shown = None  # what is shown now is not to be kept over that
            self.game.setCurrentIndex(index)
            self._game_changed()
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
        self._describe_levels()
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
        setup = self.setup()
        try:  # the game's own rules judge its options (e.g. a solo mode needs one seat)
            self.chosen_game().rules().new_state(setup.rules_options(), setup.seed)
        except ValueError as exc:
            return self.tr("These settings do not make a game: %1").replace("%1", str(exc))
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
        self.settings.setValue(SETUP_KEY + "game", setup.game)
        self.settings.setValue(SETUP_KEY + "players", len(setup.seats))
        self.settings.setValue(SETUP_KEY + "solo_level", self.solo_level.value())
        self._per_game[setup.game] = self._choices()
        for game, choices in self._per_game.items():
            options = {k: v for k, v in choices["options"].items() if k not in FORGOTTEN_OPTIONS}
            self.settings.setValue(f"{SETUP_KEY}{game}/players", choices["players"])
            self.settings.setValue(f"{SETUP_KEY}{game}/options", json.dumps(options))
        for i, seat in enumerate(setup.seats):
            key = f"{SETUP_KEY}seat{i}/"
            self.settings.setValue(key + "name", DEFAULT_NAME if seat.name == default_name(i) else seat.name)
            self.settings.setValue(key + "colour", seat.colour)
            self.settings.setValue(key + "kind", seat.kind)
        self.settings.sync()

    def _remembered_per_game(self):
        """{game id: {"players", "options"}} as remembered in the settings."""
        out = {}
        if self.settings is None:
            return out
        for game in games.GAMES:
            players = self.settings.value(f"{SETUP_KEY}{game.id}/players", 0, type=int)
            try:
                options = json.loads(str(self.settings.value(f"{SETUP_KEY}{game.id}/options", "{}")))
            except ValueError:
                options = {}
            if not isinstance(options, dict):
                options = {}
            if players or options:
                out[game.id] = {"players": players, "options": options}
        return out

    def remembered_setup(self) -> GameSetup | None:
        """The setup last chosen, as stored (names may be DEFAULT_NAME), or None."""
        if self.settings is None or self.settings.value(SETUP_KEY + "players") is None:
            return None
        try:
            game = games.get(str(self.settings.value(SETUP_KEY + "game", games.DEFAULT_GAME)))
        except games.UnknownGame:
            game = games.get(games.DEFAULT_GAME)
        fewest, most = game.players
        memory = self._remembered_per_game().get(game.id, {})
        n = memory.get("players") or self.settings.value(SETUP_KEY + "players", 2, type=int)
        n = min(most, max(fewest, n))
        seats = []
        for i in range(n):
            key = f"{SETUP_KEY}seat{i}/"
            seats.append(Seat(str(self.settings.value(key + "name", DEFAULT_NAME)),
                              str(self.settings.value(key + "colour", game.colours[i])),
                              str(self.settings.value(key + "kind", HUMAN))))
        level = self.settings.value(SETUP_KEY + "solo_level", 0, type=int)
        return GameSetup(seats, 0, None, level, memory.get("options", {}), game=game.id)

    def setup(self) -> GameSetup:
        n = self.players.value()
        seats = [Seat(self.rows[i][0].text().strip(), self.rows[i][1].currentData(),
                      self.rows[i][2].currentData()) for i in range(n)]
        text = self.seed.text().strip()
        seed = int(text) if text else random.SystemRandom().randrange(MAX_SEED)
        options = {}
        if self.options_widget is not None:
            options = {k: v for k, v in self.options_widget.options().items()
                       if k not in ("players", "colours", "first_player")}
        return GameSetup(seats, seed, self.first.currentData(),
                         self.solo_level.value() if n == 1 and self.chosen_game().solo_level
                         else None, options,
                         self.chosen_game().id)
