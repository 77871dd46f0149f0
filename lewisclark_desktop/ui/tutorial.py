"""The guided game ("Learn to play"): a tutorial file (lewisclark_desktop/tutorial) played in
the normal main window. The guide sits between the table's move_chosen and the controller: the
step's move is played, another legal move is answered with the step's "why", an illegal one
with the rule's reason, and the tutorial stays at its step. No autosave, no statistics, no
hot-seat cover, no bots (the other seats are the script's: Next plays them). Game-agnostic: what
to light and where to point comes from the table (guide, guide_rects)."""

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget

from .. import games
from ..core.commands import CommandStack
from ..core.seats import HUMAN
from ..tutorial import OK, WHY, TutorialError, Walk, available, load
from . import i18n
from .controller import GameSetup, Seat
from .new_game_dialog import colour_name
from .reasons import reason_text
from .tutorial_callout import TutorialCallout

translate = QCoreApplication.translate
DOCK_WEIGHT = 0.2  # a dock's pixel covered by the callout costs this much of the table's
KEEP_CLEAR_WEIGHT = 3.0  # a pixel of what the learner reads at every step (table.guide_keep_clear)


def tutorial_games():
    """The games the window can teach, in menu order (a tutorial file and a table)."""
    return [g for g in games.playable() if available(g.id)]


def tutorial_language(game_id):
    """The interface's language when the game's tutorial has it, else English."""
    lang = i18n.current_language()
    return lang if lang in available(game_id) else "en"


def colour_seats(game, colours, kinds):
    """Seats named by their colours, as the tutorials call them ("You are Red", "Next: Orange
    plays"): a seat whose colour the rules leave to the window (Tiwanaku's pawns) takes the
    game's colour for it, the one its pawns show."""
    seats = []
    for i, kind in enumerate(kinds):
        colour = (colours[i] if i < len(colours) else None) or game.colours[i % len(game.colours)]
        seats.append(Seat(colour_name(colour), colour, kind))
    return seats


def first_game_setup(game, learner_colour):
    """The learner's first game after a tutorial: the learner (the first seat, human) keeps the
    tutorial's colour and name, against one bot of the easiest real level (the tutorial's last
    chapter may have been solo: two seats at least)."""
    import random

    levels = game.bot_levels()
    level = "easy" if "easy" in levels else levels[min(1, len(levels) - 1)]
    players = max(2, game.players[0])
    colours = [learner_colour] + [c for c in game.colours if c != learner_colour]
    seats = colour_seats(game, colours[:players], [HUMAN] + [level] * (players - 1))
    return GameSetup(seats, random.SystemRandom().randrange(2**31 - 1), game=game.id)


class TutorialGuide(QObject):
    """One guided game in `window` (a MainWindow); start() shows it, leave() ends it."""

    def __init__(self, window, game_id):
        super().__init__(window)
        self.window = window
        self.game = games.get(game_id)
        self.lang = tutorial_language(game_id)
        self.walk = Walk(load(game_id, self.lang))  # TutorialError: the caller reports it
        self.rules = self.walk.rules
        self.callout = TutorialCallout(window)
        self.callout.back_clicked.connect(self.back)
        self.callout.next_clicked.connect(self.next)
        self.callout.skip_clicked.connect(self.skip_chapter)
        self.callout.leave_clicked.connect(self.leave)
        self.callout.language_changed.connect(self._language_changed)
        self.active = False
        self.learner_colour = self.game.colours[0]  # the learner's seat's, once installed

    # ------------------------------------------------------------------ start and end
    def start(self):
        c = self.window.controller
        self.active = True
        c.guided = True  # no autosave, no statistics
        c.autoplay = False  # no bots: the script plays the other seats
        c.changed.connect(self._show)
        QApplication.instance().installEventFilter(self)  # a click may show new targets
        self._install()
        self.callout.show()
        self._show()

    def leave(self, restore=True):
        """End the tutorial; `restore`: the window goes back to the game it showed before
        (else to a first game against bots), as the window decides."""
        if not self.active:
            return
        self.active = False
        c = self.window.controller
        try:
            c.changed.disconnect(self._show)
        except (RuntimeError, TypeError):
            pass
        c.guided = False
        c.autoplay = True
        QApplication.instance().removeEventFilter(self)
        self.window.table.guide(None)
        self.callout.hide()
        self.callout.deleteLater()
        if self.window.tutorial is self:
            self.window.tutorial = None
        self.window.update_guided_actions()
        if restore:
            self.window.tutorial_ended(self)

    # ------------------------------------------------------------------ the learner's moves
    def intercept(self, move):
        """A move from the table: the step's is played; another is answered where the table
        shows refusals, and in the callout. Returns True (the window does nothing more)."""
        walk = self.walk
        answer = walk.answer(move)
        if answer == OK:
            self.window.controller.apply(move)  # the same move: the controller follows the walk
            self._sync()
            return True
        if answer == WHY:
            text = walk.step.why if walk.waits_for_learner() else \
                translate("Tutorial", "Read the step, then click %1.").replace("%1", self.callout.next.text())
        else:
            text = reason_text(answer)
        self.window.table.show_refusal(text)
        self.callout.show_message(text)
        return True

    # ------------------------------------------------------------------ the callout's buttons
    def next(self):
        walk = self.walk
        if walk.finished:
            return self.leave()
        if walk.waits_for_learner():
            return None
        move = walk.next()
        if move is not None:
            self.window.controller.play_scripted(move)
        self._sync()
        return move

    def back(self):
        if self.walk.back():
            self._sync()

    def skip_chapter(self):
        self.walk.skip_chapter()
        self._sync()

    def goto(self, chapter_id, step=0):
        """Tests and a resumed tutorial: step `step` of the chapter `chapter_id`."""
        self.walk.goto(self.walk.tutorial.chapter_index(chapter_id), step)
        self._sync()

    # ------------------------------------------------------------------ keeping the window in step
    def _sync(self):
        """The controller holds the walk's state: a jump (Back, Skip, a new chapter's start)
        installs it anew; then the callout and the table show the step."""
        c = self.window.controller
        if c.state is None or self.rules.state_hash(c.state) != self.rules.state_hash(self.walk.state):
            self._install()
        self._show()

    def _install(self):
        state = self.rules.clone(self.walk.state)
        learner = self.walk.learner
        colours = self.rules.seat_colours(state)
        script = self.game.bot_levels()[0]  # marks the scripted seats (no bot ever runs)
        seats = colour_seats(self.game, colours,
                             [HUMAN if i == learner else script for i in range(len(colours))])
        self.learner_colour = seats[learner].colour if learner < len(seats) else self.game.colours[0]
        start = self.walk.chapter.start
        setup = GameSetup(seats, start.seed if start is not None and start.seed is not None else 0,
                          game=self.game.id)
        self.window.install_guided(setup, CommandStack(self.rules, state))

    def _show(self):
        if not self.active:
            return
        walk, table = self.walk, self.window.table
        if walk.finished:
            table.guide(None)
            self.callout.show_step(translate("Tutorial", "Well done"), 1, 1, translate(
                "Tutorial", "You have finished the tutorial. Click Finish: a game of your own against "
                "the Easy bot starts, and you play %1 again (or, if you left a game to come here, "
                "that game comes back).").replace("%1", colour_name(self.learner_colour)),
                translate("Tutorial", "Finish"), True)
            self._point([])
            return
        chapter, step = walk.chapter, walk.step
        move = walk.expected_move() if step.kind == "learner" else None
        next_text = None
        if step.kind == "explain":
            next_text = translate("Tutorial", "Next")
        elif step.kind == "auto":
            next_text = translate("Tutorial", "Next: %1 plays").replace(
                "%1", self.window.controller.seats[self.rules.current_player(walk.state)].name)
        self.callout.show_step(chapter.title, walk.step_index + 1, len(chapter.steps), step.text,
                               next_text, (walk.chapter_index, walk.step_index) != (0, 0))
        table.guide(move, step.highlight)
        QTimer.singleShot(0, self, self.reposition)  # once the table is laid out as shown
        self.reposition()

    def _point(self, rects):
        """The callout beside `rects` (table coordinates), on none of them, inside the window
        between its menu and status bars, over as little of the table and its bar as it can
        (the docks are cheaper room, except what the table keeps clear: guide_keep_clear)."""
        w, table = self.window, self.window.table
        if not self.active or table is None:
            return
        origin = w.mapFromGlobal(table.mapToGlobal(table.rect().topLeft()))
        top = w.menuBar().geometry().bottom() + 1 if w.menuBar().isVisible() else 0
        bottom = w.statusBar().geometry().top() if w.statusBar().isVisible() else w.height()
        area = QRect(0, top, w.width(), bottom - top)
        busy = [(w.centralWidget().geometry(), 1.0)]
        busy += [(d.geometry(), DOCK_WEIGHT) for d in w.findChildren(QDockWidget)
                 if d.isVisible() and not d.isFloating()]
        busy += [(r.translated(origin), KEEP_CLEAR_WEIGHT) for r in table.guide_keep_clear()
                 if not r.isEmpty()]
        self.callout.point_at([r.translated(origin) for r in rects if not r.isEmpty()], area, busy)

    def _language_changed(self):
        """The other language's file, at the same step (the interface was switched)."""
        lang = tutorial_language(self.game.id)
        if lang == self.lang or not self.active:
            return
        try:
            self.walk.retarget(load(self.game.id, lang))
        except (TutorialError, ValueError) as exc:
            self.callout.show_message(str(exc))
            return
        self.lang = lang
        self._install()  # the seats' names in the new language
        self._show()

    def eventFilter(self, watched, event):
        if self.active and event.type() == QEvent.MouseButtonRelease:
            QTimer.singleShot(0, self, self._keep_clear)
        return False

    def _keep_clear(self):
        """After a click (a pawn picked shows its crop chips): the callout moves off what the
        step lights now, if it lies on any of it."""
        if not self.active or self.walk.finished:
            return
        table, step = self.window.table, self.walk.step
        move = self.walk.expected_move() if step.kind == "learner" else None
        origin = self.window.mapFromGlobal(table.mapToGlobal(table.rect().topLeft()))
        here = self.callout.geometry()
        if any(here.intersects(r.translated(origin)) for r in table.guide_rects(move, step.highlight)):
            self.reposition()

    def reposition(self):
        """The callout beside what the step lights (again after a resize)."""
        if self.active and not self.walk.finished:
            step = self.walk.step
            move = self.walk.expected_move() if step.kind == "learner" else None
            self._point(self.window.table.guide_rects(move, step.highlight))
