"""The decision bar: the prompt and every button of the current decision stay in the window at
laptop and desktop sizes, in English, Japanese and the pseudo-translation (issue 11, A1)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, QRect, QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from lewisclark_desktop.lewisclark.moves import Move  # noqa: E402
from lewisclark_desktop.lewisclark.resources import RESOURCE_INDEX  # noqa: E402
from lewisclark_desktop.ui import i18n, main_window  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.lewisclark.move_text import describe  # noqa: E402
from language import lang  # noqa: E402, F401 (shared fixture: language switch)

SIZES = ((1280, 720), (1400, 900), (1920, 1080))
LANGUAGES = ("en", "ja", "pseudo")


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch, lang):  # noqa: F811
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.Ok)
    windows = []

    def make(language="en", size=(1400, 900)):
        if language == "pseudo":
            monkeypatch.setenv(i18n.PSEUDO_ENV, "1")
        lang("ja" if language == "ja" else "en")
        w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat),
                                   autosave=False)
        qtbot.addWidget(w)
        w.controller.autoplay = False
        w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bob", "orange")], seed=4,
                               first_player=0))
        w.revealed_seat = 0  # past the hot-seat cover
        w.refresh()
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        windows.append(w)
        return w

    yield make
    for w in windows:
        w.controller.shutdown()


def settle(w, qtbot):
    w.refresh()
    qtbot.wait(1)  # let the layouts run


def compose_play(w, qtbot):
    """Click a hand card and give it one Indian: the Play button becomes enabled."""
    model, view = w.table.hand.model, w.table.hand.view
    index = model.index(0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.visualRect(index).center())
    w.table.panel.indians.setValue(1)


def enter_effect(w):
    """Send an Indian to Hunting: its choices wait in the panel."""
    assert w.controller.apply(Move("village", "hunting", n=1)) is None


def enter_overflow(w):
    """Boats full of Wood, then Hunting brings more: something must go back."""
    w.controller.state.players[0].res[RESOURCE_INDEX["wood"]] = 10
    enter_effect(w)
    food_fur = next(m for m in w.controller.legal_moves() if m.kind != "stop")
    assert w.controller.apply(food_fur) is None
    assert w.controller.state.frames[-1].kind == "overflow"


def force_camp(w):
    """No Indian and a single card: no action is possible, the player must camp first."""
    s = w.controller.state
    p = s.players[0]
    s.stock += p.indians
    p.indians = 0
    s.discard.extend(p.hand[1:])
    del p.hand[1:]
    assert w.controller.legal_moves() == [Move("camp")]


DECISIONS = {
    "turn start": (lambda w, qtbot: None, "campButton"),
    "composed play": (compose_play, "playButton"),
    "effect choice": (lambda w, qtbot: enter_effect(w), "doButton"),
    "overflow": (lambda w, qtbot: enter_overflow(w), "doButton"),
    "forced camp": (lambda w, qtbot: force_camp(w), "campButton"),
}


def bar_buttons_in_view(w):
    """Every shown, enabled button of the bar: wholly inside the window and not clipped."""
    window = w.rect()
    shown = [b for b in w.table.panel.bar.buttons if b.isVisible() and b.isEnabled()]
    for b in shown:
        rect = QRect(b.mapTo(w, QPoint(0, 0)), b.size())
        assert window.contains(rect), (b.objectName(), b.text(), rect, window)
        assert b.visibleRegion().boundingRect() == b.rect(), (b.objectName(), b.text())
    return {b.objectName() for b in shown}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: "%dx%d" % s)
def test_every_button_of_the_decision_is_inside_the_window(make_window, qtbot, language, size):
    for decision, (reach, expected) in DECISIONS.items():
        w = make_window(language, size)
        reach(w, qtbot)
        settle(w, qtbot)
        assert (w.width(), w.height()) == size, "the window grew past the screen size"
        shown = bar_buttons_in_view(w)
        assert expected in shown, (decision, shown)
        prompt = w.table.panel.prompt
        rect = QRect(prompt.mapTo(w, QPoint(0, 0)), prompt.size())
        assert prompt.text() and w.rect().contains(rect), decision
        w.close()


def test_bar_shows_only_this_decisions_buttons(make_window, qtbot):
    w = make_window()
    names = lambda: {b.objectName() for b in w.table.panel.bar.buttons if b.isVisible()}  # noqa: E731
    assert names() == {"playButton", "clearButton", "campButton", "endButton"}
    enter_effect(w)
    settle(w, qtbot)
    assert names() == {"doButton", "stopButton"}
    w.controller.apply(Move("stop"))
    settle(w, qtbot)
    assert names() == {"campButton", "endButton"}  # the action is done: nothing left to play
    w.controller.apply(Move("end"))
    settle(w, qtbot)
    assert names() == set()  # Bob's turn behind the hot-seat cover: nothing to press


def test_a_narrow_bar_puts_the_buttons_under_the_prompt_and_wraps_them(make_window, qtbot):
    w = make_window("pseudo", (1920, 1080))
    bar, panel = w.table.panel.bar, w.table.panel
    layout = bar.layout()
    wide = bar.width()
    assert panel.play_button.y() < panel.prompt.parentWidget().geometry().bottom()  # side by side
    for width in (700, 380):
        height = layout.heightForWidth(width)
        layout.setGeometry(QRect(0, 0, width, height))
        buttons = [b for b in bar.buttons if b.isVisible()]
        text = panel.prompt.parentWidget().geometry()
        for b in buttons:
            assert b.y() >= text.bottom() and QRect(0, 0, width, height).contains(b.geometry()), width
        assert height > layout.heightForWidth(wide)
    rows = {b.y() for b in buttons}
    assert len(rows) >= 2  # at 380 px the four buttons wrap onto more than one line


def test_the_hint_and_what_it_points_at_are_in_view(make_window, qtbot):
    w = make_window("pseudo", (1280, 720))  # long texts: the panel's own controls scroll
    hints = []
    w.controller.hintReady.connect(lambda move, plan: hints.append(move))
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=20000)
    qtbot.wait(1)
    notice = w.table.panel.message
    assert notice.isVisible() and describe(hints[0]) in notice.text()
    assert w.rect().contains(QRect(notice.mapTo(w, QPoint(0, 0)), notice.size()))
    shown = bar_buttons_in_view(w)
    if hints[0].kind == "play":
        assert "playButton" in shown
    spin = {"play": w.table.panel.indians, "village": w.table.panel.village_count}.get(hints[0].kind)
    if spin is not None:  # the control the hint set up is scrolled into view
        assert spin.visibleRegion().boundingRect() == spin.rect()
    assert hints[0].kind != "end" or "endButton" in shown

