"""The GUI monkey (issue 34): seeded random GUI events sent to the main window (offscreen)
playing one game with bots at the Instant pace, counting the Python exceptions they raise and
Qt's warnings about deleted objects. The events: clicks on visible enabled widgets and on the
items of the board scenes (left and right), the menus' actions (undo, redo, new game, hint,
save, open of the autosave, replay, statistics, language...), keyboard shortcuts and keys,
resizes, waits for the bots, legal moves passed on as the table does once a move is composed,
and the other windows (replay, rules) clicked or closed.

Modal dialogs do not block it: while it runs, a timer started with each exec() clicks a little
in the dialog and answers it at random (a message box: one of its buttons); a context menu
picks an action or none, and the static message boxes and file dialogs answer at once. Used by
tests/ui/test_gui_monkey.py (a few hundred events) and benchmarks/gui_monkey.py (thousands)."""

import random
import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QFileDialog,
                               QGraphicsView, QMenu, QMenuBar, QMessageBox, QWidget)

from .. import paths
from ..ui import i18n

# Setups a monkey run starts from (and comes back to when a New game chose another game).
SETUPS = {
    "lewisclark": [({}, ("human", "random")), ({}, ("human", "human", "random")),
                   ({"solo_level": 1}, ("human",))],
    "elfenland": [({}, ("human", "random")), ({"variant": True}, ("human", "human", "random"))],
    "tiwanaku": [({"mode": "competitive", "board": "short"}, ("human", "random")),
                 ({"mode": "competitive", "board": "long"}, ("human", "human", "random")),
                 ({"mode": "coop", "board": "short"}, ("human", "human")),
                 ({"mode": "solo", "board": "short"}, ("human",))],
}
COLOURS = {"elfenland": ("red", "blue", "green", "yellow")}
DEFAULT_COLOURS = ("blue", "orange", "green", "purple")
KEYS = [(Qt.Key_Z, Qt.ControlModifier), (Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier),
        (Qt.Key_H, Qt.ControlModifier), (Qt.Key_S, Qt.ControlModifier),
        (Qt.Key_N, Qt.ControlModifier), (Qt.Key_O, Qt.ControlModifier), (Qt.Key_Escape, Qt.NoModifier),
        (Qt.Key_F1, Qt.NoModifier), (Qt.Key_Space, Qt.NoModifier), (Qt.Key_Return, Qt.NoModifier),
        (Qt.Key_Tab, Qt.NoModifier), (Qt.Key_Left, Qt.NoModifier), (Qt.Key_Right, Qt.NoModifier),
        (Qt.Key_Up, Qt.NoModifier), (Qt.Key_Down, Qt.NoModifier), (Qt.Key_1, Qt.NoModifier),
        (Qt.Key_2, Qt.NoModifier), (Qt.Key_Delete, Qt.NoModifier)]
# The actions the monkey favours: those that rebuild or rewind what is shown.
FAVOURED = ("undoAction", "redoAction", "newAction", "hintAction", "saveAction", "openAction",
            "backToGameAction")
NOT_TRIGGERED = ("quitAction",)  # the monkey keeps its window
BENIGN = ("propagateSizeHints",)  # the offscreen platform's notes
DELETED = ("already deleted", "Internal C++ object", "has been deleted", "destroyed while")


@dataclass
class MonkeyResult:
    game: str
    events: int = 0
    exceptions: list = field(default_factory=list)  # the last line of each traceback
    deleted_warnings: list = field(default_factory=list)  # Qt's about deleted objects
    kinds: dict = field(default_factory=dict)  # event kind -> count
    moves: int = 0  # moves made in all (bots' and the monkey's)
    games_started: int = 0

    @property
    def problems(self):
        return len(self.exceptions) + len(self.deleted_warnings)


class Monkey:
    def __init__(self, game, seed, home):
        """`home`: the per-user folder the window uses (LEWISCLARK_HOME must name it)."""
        self.game = game
        self.rng = random.Random(seed)
        self.home = Path(home)
        self.result = MonkeyResult(game)
        self.app = QApplication.instance() or QApplication([])
        self._depth = 0  # modal dialogs inside modal dialogs
        self._saved = []  # files the monkey saved (Open picks among them)
        self._originals = []

    # -- the run ------------------------------------------------------------------------------
    def run(self, events):
        from ..ui.main_window import MainWindow

        self._patch()
        old_hook = sys.excepthook
        sys.excepthook = self._exception
        old_handler = qInstallMessageHandler(self._qt_message)
        try:
            self.window = w = MainWindow(settings=QSettings(str(self.home / "monkey.ini"),
                                                            QSettings.IniFormat))
            w.set_bot_pace(0)
            w.resize(1280, 800)
            w.show()
            w.controller.moveMade.connect(self._moved)
            self._start_own_game()
            for _ in range(events):
                self._guarded(self._one_event)
                self._guarded(self._keep_to_game)
            self._guarded(self._finish)
        finally:
            qInstallMessageHandler(old_handler)
            sys.excepthook = old_hook
            self._unpatch()
        return self.result

    def _finish(self):
        for top in QApplication.topLevelWidgets():
            if top is not self.window and top.isVisible():
                top.close()
        self.window._leaving = True
        self.window.close()
        self.window.deleteLater()
        self.app.processEvents()
        i18n.switch(self.app, "en")

    def _guarded(self, action):
        try:
            action()
        except Exception:  # noqa: BLE001 - what the monkey is here to count
            self._exception(*sys.exc_info())
        self.app.processEvents()

    def _exception(self, kind, value, tb):
        lines = traceback.format_exception(kind, value, tb)
        where = next((ln.strip().splitlines()[0] for ln in reversed(lines)
                      if ln.strip().startswith("File ")), "")
        self.result.exceptions.append(f"{lines[-1].strip()} ({where})")

    def _qt_message(self, mode, context, message):
        if any(b in message for b in BENIGN):
            return
        if mode != QtMsgType.QtDebugMsg and any(d in message for d in DELETED):
            self.result.deleted_warnings.append(message.strip())

    def _moved(self, *_):
        self.result.moves += 1

    def _start_own_game(self):
        from ..ui.controller import GameSetup, Seat

        options, kinds = self.rng.choice(SETUPS[self.game])
        colours = COLOURS.get(self.game, DEFAULT_COLOURS)
        seats = [Seat(f"P{i + 1}" if kind == "human" else f"Bot {i + 1}", colours[i], kind)
                 for i, kind in enumerate(kinds)]
        self.window.start_game(GameSetup(seats, self.rng.randrange(1 << 30), None,
                                         options.get("solo_level"),
                                         {k: v for k, v in options.items() if k != "solo_level"},
                                         self.game))
        self.result.games_started += 1

    def _keep_to_game(self):
        if self.window.controller.game.id != self.game or self.window.controller.state is None:
            self._start_own_game()

    # -- the events ---------------------------------------------------------------------------
    def _one_event(self):
        kinds = (("click", 26), ("scene", 20), ("move", 12), ("action", 12), ("burst", 4),
                 ("key", 12), ("wait", 7), ("resize", 3), ("language", 1), ("other window", 3))
        kind = self.rng.choices([k for k, _ in kinds], [n for _, n in kinds])[0]
        self.result.events += 1
        self.result.kinds[kind] = self.result.kinds.get(kind, 0) + 1
        {"click": lambda: self._click_in(self.window),
         "scene": lambda: self._click_scene(self.window),
         "move": self._move,
         "action": self._action,
         "burst": self._burst,
         "key": self._key,
         "wait": self._wait,
         "resize": lambda: self.window.resize(self.rng.randint(480, 1920),
                                              self.rng.randint(360, 1200)),
         "language": lambda: self.window.set_language(self.rng.choice(("en", "ja"))),
         "other window": self._other_window}[kind]()

    def _widgets(self, top):
        return [w for w in [top, *top.findChildren(QWidget)]
                if w.isVisible() and w.isEnabled() and w.width() > 0 and w.height() > 0
                and not isinstance(w, (QMenuBar, QMenu))]

    def _click_in(self, top):
        widgets = self._widgets(top)
        if not widgets:
            return
        w = self.rng.choice(widgets)
        if isinstance(w, QAbstractButton) and self.rng.random() < 0.5:
            w.click()
            return
        pos = QPoint(self.rng.randrange(w.width()), self.rng.randrange(w.height()))
        button = Qt.RightButton if self.rng.random() < 0.1 else Qt.LeftButton
        if self.rng.random() < 0.1:
            QTest.mouseDClick(w, button, Qt.NoModifier, pos)
        else:
            QTest.mouseClick(w, button, Qt.NoModifier, pos)

    def _click_scene(self, top):
        views = [v for v in self._widgets(top) if isinstance(v, QGraphicsView) and v.scene()]
        items = [(v, it) for v in views for it in v.scene().items() if it.isVisible()]
        if not items:
            self._click_in(top)
            return
        view, item = self.rng.choice(items)
        pos = view.mapFromScene(item.sceneBoundingRect().center())
        if not view.viewport().rect().contains(pos):
            return
        button = Qt.RightButton if self.rng.random() < 0.15 else Qt.LeftButton
        QTest.mouseClick(view.viewport(), button, Qt.NoModifier, pos)

    def _move(self):
        """A legal move of the human to move, as the table passes it on once composed (clicks
        alone seldom compose one: the monkey would hardly get past the first turns)."""
        c = self.window.controller
        seat = c.current_seat() if c.state is not None else None
        if seat is None or c.seats[seat].is_bot or c.is_over():
            self._wait()
            return
        self.window.try_move(self.rng.choice(c.legal_moves()))

    def _actions(self):
        out = []

        def walk(menu):
            for a in menu.actions():
                if a.menu() is not None:
                    walk(a.menu())
                elif not a.isSeparator() and a.objectName() not in NOT_TRIGGERED:
                    out.append(a)
        for a in self.window.menuBar().actions():
            if a.menu() is not None:
                walk(a.menu())
        return out

    def _action(self):
        actions = self._actions()
        favoured = [a for a in actions if a.objectName() in FAVOURED]
        pool = favoured if favoured and self.rng.random() < 0.6 else actions
        action = self.rng.choice(pool)
        if action.isEnabled():
            action.trigger()

    def _burst(self):
        """A move, then undo, redo, new game... in quick succession, as a hurried player
        clicks: the board is rebuilt while its animations still run."""
        self._move()
        names = ["undoAction", "redoAction"] * self.rng.randint(0, 2) + [self.rng.choice(FAVOURED)]
        actions = {a.objectName(): a for a in self._actions()}
        for name in names:
            if name in actions and actions[name].isEnabled():
                actions[name].trigger()

    def _key(self):
        key, modifiers = self.rng.choice(KEYS)
        target = QApplication.focusWidget() or self.window
        if not target.isVisible():
            target = self.window
        QTest.keyClick(target, key, modifiers)

    def _wait(self):
        for _ in range(self.rng.randint(1, 20)):
            self.app.processEvents()
            QTest.qWait(2)

    def _other_window(self):
        others = [t for t in QApplication.topLevelWidgets()
                  if t is not self.window and t.isVisible() and not isinstance(t, QMenu)]
        if not others:
            self._action()
            return
        top = self.rng.choice(others)
        if self.rng.random() < 0.3:
            top.close()
        else:
            self._click_in(top)

    # -- modal dialogs answered at random -------------------------------------------------------
    def _patch(self):
        rng = self.rng

        real_dialog_exec, real_box_exec = QDialog.exec, QMessageBox.exec

        def dialog_exec(dialog, *args):
            QTimer.singleShot(0, lambda: self._answer(dialog))
            return real_dialog_exec(dialog, *args)  # Qt's own modal loop, answered by the timer

        def box_exec(box, *args):
            QTimer.singleShot(0, lambda: self._answer(box))
            return real_box_exec(box, *args)

        def menu_exec(menu, *args):
            actions = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
            if not actions or rng.random() < 0.3:
                return None
            action = rng.choice(actions)
            action.trigger()
            return action

        def question(*args, **kwargs):
            return rng.choice((QMessageBox.Yes, QMessageBox.No))

        def note(*args, **kwargs):
            return QMessageBox.Ok

        def open_name(*args, **kwargs):
            choices = [str(paths.autosave_file()), *self._saved, "", str(self.home / "nowhere.lcsave")]
            return rng.choice(choices), ""

        def save_name(*args, **kwargs):
            if rng.random() < 0.2:
                return "", ""
            path = self.home / f"monkey{len(self._saved) % 5}.lcsave"
            self._saved.append(str(path))
            return str(path), ""

        patches = [(QDialog, "exec", dialog_exec), (QMessageBox, "exec", box_exec),
                   (QMenu, "exec", menu_exec),
                   (QMessageBox, "question", staticmethod(question)),
                   (QMessageBox, "warning", staticmethod(note)),
                   (QMessageBox, "information", staticmethod(note)),
                   (QMessageBox, "critical", staticmethod(note)),
                   (QMessageBox, "about", staticmethod(note)),
                   (QFileDialog, "getOpenFileName", staticmethod(open_name)),
                   (QFileDialog, "getSaveFileName", staticmethod(save_name))]
        for owner, name, value in patches:
            self._originals.append((owner, name, owner.__dict__.get(name)))
            setattr(owner, name, value)

    def _answer(self, dialog):
        """Click a little in a modal dialog, then answer it at random (it always ends)."""
        self._depth += 1
        try:
            if isinstance(dialog, QMessageBox):
                buttons = [b for b in dialog.buttons() if b.isVisible()]
                if buttons:
                    self.rng.choice(buttons).click()
                return
            if self._depth <= 2:
                for _ in range(self.rng.randint(0, 3)):
                    if dialog.isVisible():
                        self._click_in(dialog)
                        self.app.processEvents()
        finally:
            self._depth -= 1
            if dialog.isVisible():
                dialog.accept() if self.rng.random() < 0.6 else dialog.reject()

    def _unpatch(self):
        for owner, name, value in reversed(self._originals):
            if value is None:
                delattr(owner, name)
            else:
                setattr(owner, name, value)
        self._originals = []
