"""Tiwanaku in words, in the current language: terrain, crop and direction names, the log
(`log_text`), the new-game options, the end summary and the statistics row.

The log names a terrain or a crop only once the move itself has revealed it: the texts of a
move's consequences come from applying it to a copy of the state before it. A move not yet made
(a hint) is worded by `move_preview` from the deciding seat's observation, which names neither."""

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QWidget)

from ..i18n import RetranslateOnLanguageChange
from ...tiwanaku import engine
from ...tiwanaku.board import CROPS, TERRAINS
from ...tiwanaku.game import PLAYERS
from ...tiwanaku.moves import (AutomaFirst, Divine, Explore, Offer, Pass, PlayTile, ReturnToStack,
                               StopDivining, Supplier)
from ...tiwanaku.scenario import parse_code
from ...tiwanaku.state import END_LOOP
from ..seat_names import seat_name

translate = QCoreApplication.translate

TERRAIN_NAMES = (QT_TRANSLATE_NOOP("Tiwanaku", "Desert"), QT_TRANSLATE_NOOP("Tiwanaku", "Grass"),
                 QT_TRANSLATE_NOOP("Tiwanaku", "Mountain"), QT_TRANSLATE_NOOP("Tiwanaku", "Swamp"))
# one-character marks drawn on the tiles beside the pattern (never colour alone)
TERRAIN_MARKS = (QT_TRANSLATE_NOOP("Tiwanaku", "D"), QT_TRANSLATE_NOOP("Tiwanaku", "G"),
                 QT_TRANSLATE_NOOP("Tiwanaku", "M"), QT_TRANSLATE_NOOP("Tiwanaku", "S"))
CROP_NAMES = (QT_TRANSLATE_NOOP("Tiwanaku", "Potato"), QT_TRANSLATE_NOOP("Tiwanaku", "Coca"),
              QT_TRANSLATE_NOOP("Tiwanaku", "Chili"), QT_TRANSLATE_NOOP("Tiwanaku", "Corn"),
              QT_TRANSLATE_NOOP("Tiwanaku", "Quinoa"))
ARROWS = {"N": "↑", "E": "→", "S": "↓", "W": "←"}
DIRECTION_NAMES = {"N": QT_TRANSLATE_NOOP("Tiwanaku", "north"),
                   "E": QT_TRANSLATE_NOOP("Tiwanaku", "east"),
                   "S": QT_TRANSLATE_NOOP("Tiwanaku", "south"),
                   "W": QT_TRANSLATE_NOOP("Tiwanaku", "west")}
MODE_NAMES = {"competitive": QT_TRANSLATE_NOOP("Tiwanaku", "Competitive"),
              "coop": QT_TRANSLATE_NOOP("Tiwanaku", "Co-operative"),
              "solo": QT_TRANSLATE_NOOP("Tiwanaku", "Solo")}
LEVEL_NAMES = {"easy": QT_TRANSLATE_NOOP("Tiwanaku", "Easy"),
               "normal": QT_TRANSLATE_NOOP("Tiwanaku", "Normal"),
               "expert": QT_TRANSLATE_NOOP("Tiwanaku", "Expert"),
               "hard": QT_TRANSLATE_NOOP("Tiwanaku", "Hard")}


def solo_texts():
    """The statistics window's section of solo games against the automa (see games.py)."""
    order = list(LEVEL_NAMES)
    return (translate("Tiwanaku", "Solo games against the automa"),
            translate("Tiwanaku", "Automa difficulty"),
            lambda level: translate("Tiwanaku", LEVEL_NAMES[level]) if level in LEVEL_NAMES
            else str(level),
            lambda level: order.index(level) if level in order else len(order))


def terrain_name(t):
    return translate("Tiwanaku", TERRAIN_NAMES[t])


def terrain_mark(t):
    return translate("Tiwanaku", TERRAIN_MARKS[t])


def crop_name(level):
    """'Coca (2)': the crop and its level."""
    return translate("Tiwanaku", "%1 (%2)").replace("%1", translate("Tiwanaku", CROP_NAMES[level - 1])) \
        .replace("%2", str(level))


def arrow_text(direction):
    return translate("Tiwanaku", "%1 %2").replace("%1", ARROWS[direction]) \
        .replace("%2", translate("Tiwanaku", DIRECTION_NAMES[direction]))


def player_text(seat):
    return translate("Tiwanaku", "P%1").replace("%1", str(seat + 1))


def points_text(n):
    return f"{n:+d}"


# ------------------------------------------------------------------------------ the log
# The window prefixes each line with the acting seat's name: its own sentence names nobody, and
# a consequence for another seat says "another player" (log_text is given no seat names).
def log_text(move, before):
    """The move and what it set off (discoveries, the automa's steps), as all may read it."""
    head = _move_text(move, before)
    if before.scenario.seed < 0 or engine.explain_illegal(before, move):
        return head  # an observation has no hidden table to apply with: the move alone
    after = engine.apply(before.clone(), move)
    steps = [_event_text(line, before.current) for line in after.history[len(before.history):]]
    steps = [t for t in steps if t]
    if isinstance(move, Divine):
        true = after.crop[before.grid.parse(move.cell)]
        if true == move.level:
            head = translate("TiwanakuMoves", "divines %1 on %2: right, %3") \
                .replace("%1", crop_name(move.level)).replace("%2", move.cell) \
                .replace("%3", points_text(move.level))
        else:
            head = translate("TiwanakuMoves", "divines %1 on %2: wrong, it is %3, %4") \
                .replace("%1", crop_name(move.level)).replace("%2", move.cell) \
                .replace("%3", crop_name(true)).replace("%4", points_text(-true))
    elif isinstance(move, PlayTile) and before.hands[before.current][move.terrain]:
        arrow = before.hands[before.current][move.terrain][0]
        head = translate("TiwanakuMoves", "plays a %1 tile, arrow %2") \
            .replace("%1", terrain_name(move.terrain)).replace("%2", arrow_text(arrow))
    return "\n".join([head] + steps)


def move_preview(move, observation):
    """The move in words *before* it is made (a hint, a button; see games.py), from the deciding
    seat's observation only: no terrain an exploration would discover, no divination's answer;
    a tile's arrow only when the seat sees it (its own top tile)."""
    head = _move_text(move, observation)
    if isinstance(move, PlayTile):
        tiles = observation.hands[observation.current][move.terrain]
        if tiles and tiles[0] is not None:
            head = translate("TiwanakuMoves", "plays a %1 tile, arrow %2") \
                .replace("%1", terrain_name(move.terrain)).replace("%2", arrow_text(tiles[0]))
    return head


def _move_text(move, s):
    match move:
        case Explore(src=None, dest=d):
            return translate("TiwanakuMoves", "brings a pawn from the stack to %1").replace("%1", d)
        case Explore(src=a, dest=d):
            return translate("TiwanakuMoves", "moves the pawn on %1 to %2").replace("%1", a) \
                .replace("%2", d)
        case ReturnToStack(src=a):
            return translate("TiwanakuMoves", "takes the pawn on %1 back to the stack").replace("%1", a)
        case Divine(cell=c, level=v):
            return translate("TiwanakuMoves", "divines %1 on %2").replace("%1", crop_name(v)) \
                .replace("%2", c)
        case StopDivining():
            return translate("TiwanakuMoves", "stops divining")
        case Offer(levels=()):
            return translate("TiwanakuMoves", "makes no offering")
        case Offer(levels=ls):
            return translate("TiwanakuMoves", "offers %1: %2") \
                .replace("%1", translate("Tiwanaku", ", ").join(crop_name(v) for v in ls)) \
                .replace("%2", points_text(engine.offering_points(len(ls))))
        case Pass() if s.phase == END_LOOP:
            return translate("TiwanakuMoves", "passes for good")
        case Pass():
            return translate("TiwanakuMoves", "passes")
        case PlayTile(terrain=t):
            return translate("TiwanakuMoves", "plays a %1 tile").replace("%1", terrain_name(t))
        case Supplier(seat=x) if s.pending:  # the terrain is shown while the team chooses
            text = translate("TiwanakuMoves", "gives the %1 tile") if x == s.current else \
                translate("TiwanakuMoves", "lets another player give the %1 tile")
            return text.replace("%1", terrain_name(s.terrain[s.pending[0]]))
        case Supplier(seat=x):
            return translate("TiwanakuMoves", "gives the tile") if x == s.current else \
                translate("TiwanakuMoves", "lets another player give the tile")
        case AutomaFirst(cell=c):
            return translate("TiwanakuMoves", "lets the automa pawn on %1 move first").replace("%1", c)
    return str(move)


# The engine's history lines (plain English, rules side) for a move's consequences.
_DISCOVERS = re.compile(r"^P(\d) discovers (\w+) on (\w+): \+(\d+)$")
_AUTOMA_DISCOVERS = re.compile(r"^automa discovers (\w+) on (\w+): \+(\d+), (\w+) \+(\d+)$")
AUTOMA_MOVES = re.compile(r"^automa moves (\w+) ([NESW]) to (\w+)$")
_AUTOMA_BLOCKED = re.compile(r"^automa on (\w+) is blocked going ([NESW])$")
_AUTOMA_OFFERS = re.compile(r"^automa offers (\d+) tokens: \+(\d+)$")
_CANNOT_DIVINE = re.compile(r"^P(\d) cannot divine: passes$")
_GAME_OVER = re.compile(r"^game over")
_FINAL_OFFERINGS = re.compile(r"^final offerings: (.*)$")
_FINAL_OFFER = re.compile(r"^P(\d) (\d) \+(\d+)$")


def _event_text(line, actor=None):
    """A consequence in words; `actor` is the seat whose move it follows (named by the window)."""
    if m := _DISCOVERS.match(line):
        text = translate("TiwanakuMoves", "discovers %1 on %2: diversity %3") \
            if int(m[1]) - 1 == actor else \
            translate("TiwanakuMoves", "another player discovers %1 on %2: diversity %3")
        return text.replace("%1", terrain_name(TERRAINS.index(m[2]))).replace("%2", m[3]) \
            .replace("%3", points_text(int(m[4])))
    if m := _AUTOMA_DISCOVERS.match(line):
        return translate("TiwanakuMoves", "the automa discovers %1 on %2 with %3: diversity %4, crop %5") \
            .replace("%1", terrain_name(TERRAINS.index(m[1]))).replace("%2", m[2]) \
            .replace("%3", crop_name(CROPS.index(m[4]) + 1)).replace("%4", points_text(int(m[3]))) \
            .replace("%5", points_text(int(m[5])))
    if m := AUTOMA_MOVES.match(line):
        return translate("TiwanakuMoves", "the automa pawn %1 goes %2 to %3").replace("%1", m[1]) \
            .replace("%2", arrow_text(m[2])).replace("%3", m[3])
    if m := _AUTOMA_BLOCKED.match(line):
        return translate("TiwanakuMoves", "the automa pawn %1 is blocked going %2").replace("%1", m[1]) \
            .replace("%2", arrow_text(m[2]))
    if m := _AUTOMA_OFFERS.match(line):
        return translate("TiwanakuMoves", "the automa offers its %1 tokens: %2").replace("%1", m[1]) \
            .replace("%2", points_text(int(m[2])))
    if m := _FINAL_OFFERINGS.match(line):
        offers = []
        for part in m[1].split(", "):
            seat, count, points = _FINAL_OFFER.match(part).groups()
            offers.append(translate("TiwanakuMoves", "player %1 offers %2 tokens: %3")
                          .replace("%1", seat).replace("%2", count)
                          .replace("%3", points_text(int(points))))
        return (translate("TiwanakuMoves", "the tokens still held are offered: %1")
                .replace("%1", "; ".join(offers)))
    if m := _CANNOT_DIVINE.match(line):  # the end's round: no pawn left to divine with
        return translate("TiwanakuMoves", "player %1 cannot divine: passes").replace("%1", m[1])
    if _GAME_OVER.match(line):
        return translate("TiwanakuMoves", "Game over")
    return None  # the move's own line: already said


# ------------------------------------------------------------------------------ options
class OptionsWidget(RetranslateOnLanguageChange, QWidget):
    """Tiwanaku's options in the New game dialog: mode, board, map and automa difficulty,
    a scenario code, open screens (co-op). `changed` tells the dialog that the mode (and with it
    the number of players it allows, `players_range()`) may have changed."""

    changed = Signal()
    MODES = ("competitive", "coop", "solo")
    BOARDS = ("short", "long")
    DIFFICULTIES = ("easy", "normal", "hard")
    LEVELS = ("easy", "normal", "expert")

    def __init__(self, parent=None):
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.mode = self._combo("tiwanakuMode", self.MODES)
        self.board = self._combo("tiwanakuBoard", self.BOARDS)
        self.difficulty = self._combo("tiwanakuDifficulty", self.DIFFICULTIES, "normal")
        self.level = self._combo("tiwanakuLevel", self.LEVELS, "normal")
        self.scenario = QLineEdit(self)
        self.scenario.setObjectName("tiwanakuScenario")
        self.scenario_error = QLabel(self)
        self.scenario_error.setStyleSheet("color: #B00020;")
        self.scenario_error.setWordWrap(True)
        self.scenario_error.hide()
        self.open_screens = QCheckBox(self)
        self.open_screens.setObjectName("tiwanakuOpenScreens")
        self.labels = [QLabel(self) for _ in range(5)]
        for label, field in zip(self.labels, (self.mode, self.board, self.difficulty, self.level,
                                              self.scenario)):
            self.form.addRow(label, field)
        self.form.addRow(self.scenario_error)
        self.form.addRow(self.open_screens)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.scenario.textChanged.connect(self._check_code)
        self.retranslate()
        self._mode_changed()

    def _combo(self, name, keys, current=None):
        """A combo box of one item a key (named in retranslate), showing `current`."""
        combo = QComboBox(self)
        combo.setObjectName(name)
        combo.addItems([""] * len(keys))
        combo.setCurrentIndex(keys.index(current) if current else 0)
        return combo

    def retranslate(self):
        for i, key in enumerate(self.MODES):
            self.mode.setItemText(i, translate("Tiwanaku", MODE_NAMES[key]))
        self.board.setItemText(0, translate("TiwanakuOptions", "Short (5×5)"))
        self.board.setItemText(1, translate("TiwanakuOptions", "Long (5×9)"))
        for combo, keys in ((self.difficulty, self.DIFFICULTIES), (self.level, self.LEVELS)):
            for i, key in enumerate(keys):
                combo.setItemText(i, translate("Tiwanaku", LEVEL_NAMES[key]))
        texts = (translate("TiwanakuOptions", "Mode"), translate("TiwanakuOptions", "Board"),
                 translate("TiwanakuOptions", "Map difficulty"),
                 translate("TiwanakuOptions", "Automa difficulty"),
                 translate("TiwanakuOptions", "Scenario code"))
        for label, text in zip(self.labels, texts):
            label.setText(text)
        self.scenario.setPlaceholderText(translate("TiwanakuOptions",
                                                   "empty: a new map from the game seed"))
        self.open_screens.setText(translate("TiwanakuOptions",
                                            "Open screens (teammates see each other's top tiles)"))
        self._check_code()

    def _mode(self):
        return self.MODES[self.mode.currentIndex()]

    def _mode_changed(self):
        coop = self._mode() != "competitive"
        if coop:
            self.board.setCurrentIndex(1)  # co-op and solo play the long board
        self.board.setEnabled(not coop)
        self.level.setEnabled(coop)
        self.open_screens.setEnabled(self._mode() == "coop")
        self._check_code()
        self.changed.emit()

    def players_range(self):
        """(fewest, most) players the chosen mode allows: solo is one player."""
        return PLAYERS[self._mode()]

    def set_options(self, options):
        """Shows `options` as options() gave them (what it does not know is left as it is)."""
        for box, key, names in ((self.mode, "mode", self.MODES), (self.board, "board", self.BOARDS),
                                (self.difficulty, "difficulty", self.DIFFICULTIES),
                                (self.level, "level", self.LEVELS)):
            if options.get(key) in names:
                box.setCurrentIndex(names.index(options[key]))
        self.open_screens.setChecked(bool(options.get("open_screens", False)))
        self.scenario.setText(str(options.get("scenario", "")))

    def _check_code(self):
        """The scenario code's problem in words, at once (the game cannot start with it)."""
        text = self.scenario.text().strip()
        problem = None
        if text:
            try:
                _, _, mode, _ = parse_code(text)
            except ValueError:
                problem = translate("TiwanakuOptions",
                                    "Not a scenario code like L-N-C-12345 (board S/L, difficulty "
                                    "E/N/H, mode C/O, a number).")
            else:
                if (mode == "competitive") != (self._mode() == "competitive"):
                    problem = translate("TiwanakuOptions", "This code is for another mode.")
        self.scenario_error.setText(problem or "")
        self.scenario_error.setVisible(problem is not None)

    def problem(self):
        """Why the options cannot start a game, or None."""
        return self.scenario_error.text() or None

    def options(self):
        mode = self._mode()
        out = {"mode": mode, "board": self.BOARDS[self.board.currentIndex()],
               "difficulty": self.DIFFICULTIES[self.difficulty.currentIndex()]}
        if mode != "competitive":
            out["level"] = self.LEVELS[self.level.currentIndex()]
        if mode == "coop":
            out["open_screens"] = self.open_screens.isChecked()
        if self.scenario.text().strip():
            out["scenario"] = self.scenario.text().strip()
        return out

    def seat_count(self):
        return 1 if self._mode() == "solo" else 2


def options_widget(parent=None):
    return OptionsWidget(parent)


# ------------------------------------------------------------------------------ end of game
def places(state):
    """Competitive places by score, ties sharing a place (D17: they share the win)."""
    return [1 + sum(1 for other in state.score if other > mine) for mine in state.score]


def end_summary(state, seats):
    n = state.players
    if state.coop:
        won = bool(state.winners)
        result = translate("TiwanakuEnd", "The team wins") if won else \
            translate("TiwanakuEnd", "The automa wins")
        return [(translate("TiwanakuEnd", "Result"), [result] * n),
                (translate("TiwanakuEnd", "Team score"), [str(state.score[0])] * n),
                (translate("TiwanakuEnd", "Automa score"), [str(state.score[1])] * n)]
    place = places(state)
    tied = [sum(1 for q in place if q == p) > 1 for p in place]
    return [(translate("TiwanakuEnd", "Place"),
             [(translate("TiwanakuEnd", "%1. (tie)") if t else translate("TiwanakuEnd", "%1."))
              .replace("%1", str(p)) for p, t in zip(place, tied)]),
            (translate("TiwanakuEnd", "Score"), [str(v) for v in state.score]),
            (translate("TiwanakuEnd", "Terrain markers"),
             [" ".join(f"{terrain_mark(t)}{h}" for t, h in enumerate(state.markers[state.colour_of[i]]))
              for i in range(n)])]


def result_row(state, seats):
    """The statistics' row (games.py): the one winning seat or None, turns, a score per seat, and
    `won` per seat, since a tie (D17) or a team's win over the automa makes several winners."""
    n = state.players
    place = [1] * n if state.coop else places(state)
    score = [state.score[state.holder(i)] for i in range(n)]
    won = [i in state.winners for i in range(n)]  # co-op: every seat when the team wins
    winner = won.index(True) if won.count(True) == 1 else None
    return {"game": "tiwanaku", "players": n, "mode": state.mode, "level": state.level,
            "scenario": state.scenario.code, "turns": state.turn, "scores": score, "won": won,
            "automa_score": state.score[1] if state.coop else None,
            "solo_level": state.level if state.mode == "solo" else None,
            "winner": winner,
            "seats": [{"name": seat_name(seats, i),
                       "colour": seats[i].colour if i < len(seats) else "",
                       "kind": seats[i].kind if i < len(seats) else "human",
                       "place": place[i], "score": score[i], "won": won[i]} for i in range(n)]}
