"""Playing a tutorial in the window as a learner does: at a learner's step only what the guide
lights is clicked (each click checked: lit, shown, enabled, and not under the callout), at the
others the callout's Next. A game gives `click_move(table, move, clicker)`, which makes the
step's move with clicker.click(...) on its lit targets; the helper checks that the walk went on.
Shared by the three games' tests (test names contain "tutorial")."""

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


class Clicker:
    """Real mouse clicks in the window of a running tutorial, refused on what is not lit."""

    def __init__(self, window, qtbot):
        self.window, self.qtbot = window, qtbot
        self.where = ""

    def check_free(self, widget, pos):
        """The point is the widget's to click: the callout does not lie over it."""
        guide = self.window.tutorial
        if guide is None or not guide.callout.isVisible() or guide.callout.isAncestorOf(widget):
            return
        at = self.window.mapFromGlobal(widget.mapToGlobal(pos))
        assert not guide.callout.geometry().contains(at), f"{self.where}: under the callout"

    def click(self, widget, pos=None, lit=True):
        """A left click on `widget` (at `pos`, else its centre); `lit`: its guide mark is "on"
        (False: the caller checked the lit item under `pos` itself)."""
        assert widget.isVisible() and widget.isEnabled(), f"{self.where}: {widget.objectName()}"
        if lit:
            assert widget.property("guide") == "on", \
                f"{self.where}: {widget.objectName()} is not lit ({widget.property('guide')})"
        pos = widget.rect().center() if pos is None else QPoint(int(pos.x()), int(pos.y()))
        assert widget.rect().contains(pos), f"{self.where}: {pos} outside {widget.objectName()}"
        self.check_free(widget, pos)
        QTest.mouseClick(widget, Qt.LeftButton, Qt.NoModifier, pos)
        self.qtbot.wait(1)  # what the click shows (a chooser, the callout moved off it)

    def answer_dialog(self, answer):
        """`answer(dialog)` is called on the next modal dialog (e.g. a confirmation) once it is
        shown; call before the click that opens it."""
        tries = []

        def handle():
            dialog = QApplication.activeModalWidget()
            if dialog is None:
                tries.append(1)
                assert len(tries) < 200, f"{self.where}: no dialog came"
                QTimer.singleShot(5, handle)
                return
            answer(dialog)
        QTimer.singleShot(0, handle)


def play_tutorial_by_clicks(window, qtbot, click_move):
    """The window's running tutorial to its end by clicks; returns the learner steps made."""
    guide = window.tutorial
    clicker = Clicker(window, qtbot)
    learner = steps = 0
    total = sum(len(c.steps) for c in guide.walk.tutorial.chapters)
    while not guide.walk.finished:
        walk = guide.walk
        step = walk.step
        before = walk.position()
        clicker.where = f"{walk.tutorial.lang} {before[0]} step {before[1]} ({step.move or step.kind})"
        qtbot.wait(1)  # the table and the callout laid out as shown
        if step.kind == "learner":
            click_move(window.table, walk.expected_move(), clicker)
            qtbot.wait(1)
            learner += 1
        else:
            clicker.click(guide.callout.next, lit=False)
        assert guide.walk.finished or guide.walk.position() != before, \
            f"{clicker.where}: the clicks did not make the step's move " \
            f"({guide.callout.message.text()!r})"
        steps += 1
        assert steps <= total, "the tutorial went round"
    return learner


def start_tutorial(window, qtbot, game, size=(1280, 720)):
    """`window` shown at `size` with `game`'s tutorial running: its guide."""
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    guide = window.learn_to_play(game)
    assert guide is not None and window.tutorial is guide
    return guide


def played_by_clicks(window, qtbot, game, size, lang, click_move):
    """`game`'s tutorial in `lang` played to its end by clicks at `size`: the learner steps."""
    guide = start_tutorial(window, qtbot, game, size)
    assert guide.walk.tutorial.lang == lang
    learner = play_tutorial_by_clicks(window, qtbot, click_move)
    assert guide.walk.finished
    return learner
