"""A name a tutorial's text quotes (「…」 in Japanese, “…” or "…" in English) is written on the
window at that step as the learner sees it: a button's label, a box's title, a label, the
callout's Next, a place on the board. Texts that send the learner to 「次へ」 while the button
reads 「次へ: 青の手番」 lose them."""

import re

import pytest
from tutorial_clicks import start_tutorial
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QGroupBox, QLabel, QTabBar

from lewisclark_desktop.ui.tutorial import tutorial_games

QUOTED = re.compile(r"「([^」]+)」|“([^”]+)”|\"([^\"]+)\"")


def plain(text):
    """A label as read: without its mnemonic ("&Do it", "実行(&D)"), a trailing "…" or colon,
    a count in brackets ("Pawn from the stack (5)"); numbers as # (a label counts what the
    learner ticks: "Offer 0 tokens: +0" until then)."""
    text = re.sub(r"\(&\w\)", "", text or "").replace("&&", "\0").replace("&", "")
    text = re.sub(r"\s*\(\d+\)$", "", text.replace("\0", "&").strip().rstrip("…:："))
    return re.sub(r"\d+", "#", text).strip()


def board_names(game):
    """The names a game's board writes on it (not widgets): Lewis & Clark's Village locations."""
    if game == "lewisclark":
        from lewisclark_desktop.lewisclark.village import LOCATIONS
        from lewisclark_desktop.ui.lewisclark.texts import location_name

        return {location_name(key) for key in LOCATIONS}
    return set()


def shown_texts(window):
    """Every text the window shows now (buttons, labels, box and dock titles, tabs) and the
    names written on the board (board_names)."""
    out = set()
    for b in window.findChildren(QAbstractButton):
        if b.isVisible():
            out.add(plain(b.text()))
    for label in window.findChildren(QLabel):
        if label.isVisible():
            out.update(plain(line) for line in label.text().splitlines())
    for box in window.findChildren(QGroupBox):
        if box.isVisible():
            out.add(plain(box.title()))
    for dock in window.findChildren(QDockWidget):
        if dock.isVisible():
            out.add(plain(dock.windowTitle()))
    for tabs in window.findChildren(QTabBar):
        out.update(plain(tabs.tabText(i)) for i in range(tabs.count()))
    out.update(plain(name) for name in board_names(window.controller.game.id))
    return {t for t in out if t}


def quoted(text):
    return [next(g for g in m.groups() if g) for m in QUOTED.finditer(text)]


@pytest.mark.parametrize("game", [g.id for g in tutorial_games()])
def test_tutorial_quoted_names_are_on_the_window(game, shell_window, qtbot, lang):
    w = shell_window
    guide = start_tutorial(w, qtbot, game)
    missing = []
    checked = 0
    for chapter in guide.walk.tutorial.chapters:
        for k, step in enumerate(chapter.steps):
            names = quoted(step.text) + quoted(step.why or "")
            if not names:
                continue
            guide.goto(chapter.id, k)
            qtbot.wait(1)
            shown = shown_texts(w)
            for name in names:
                checked += 1
                if plain(name) not in shown:
                    near = sorted(t for t in shown if name[:2] in t)[:6]
                    missing.append(f"{chapter.id} step {k}: {name} (shown: {near})")
    assert missing == [], "\n".join(missing)
    assert checked or lang == "en"
