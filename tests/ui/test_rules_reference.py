"""The rules reference of every game, as a player meets it: F1 (Help → Rules reference) opens the
reference of the game on the table, every section has its anchor and says something, the
Japanese text has no English left in it, and F1 or a right click on a map element lands on
that element's section."""

import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QCursor, QKeySequence
from PySide6.QtWidgets import QMessageBox

from lewisclark_desktop import games
from lewisclark_desktop.elfenland.board import EDGE_INDEX, TOWN_INDEX, TOWNS
from lewisclark_desktop.ui import i18n, main_window
from lewisclark_desktop.ui.controller import GameSetup, Seat
from lewisclark_desktop.ui.elfenland import rules_reference as elf_rules
from lewisclark_desktop.ui.elfenland.map_scene import mark_point, town_point
from lewisclark_desktop.ui.lewisclark import rules_reference as lc_rules
from lewisclark_desktop.ui.rules_reference import KEY_ROLE, RulesReferenceDialog
from lewisclark_desktop.ui.tiwanaku import rules_reference as tiw_rules

BOOKS = {"lewisclark": lc_rules.BOOK, "elfenland": elf_rules.BOOK, "tiwanaku": tiw_rules.BOOK}
TITLES = {"lewisclark": ("Encampment and time lost", "野営と時間損失"),
          "elfenland": ("Caravan", "キャラバン"),
          "tiwanaku": ("Divine", "占い")}


def switch(qapp, code):
    i18n.switch(qapp, code)
    qapp.processEvents()


@pytest.fixture
def japanese(qapp, qm):
    switch(qapp, "ja")
    yield
    switch(qapp, "en")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat),
                               autosave=False)
    qtbot.addWidget(w)
    w.controller.autoplay = False
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()


def start(w, game, options=None):
    colours = games.get(game).colours
    w.start_game(GameSetup([Seat("Ann", colours[0]), Seat("Cy", colours[1])], 5, 0,
                           options=options or {}, game=game))
    w.revealed_seat = w.controller.state.current
    w.refresh()


def contents(dialog):
    return [dialog.topics.item(i).data(KEY_ROLE) for i in range(dialog.topics.count())]


def top_line(dialog):
    """The text at the top of the reference's view: where a jump landed."""
    return dialog.browser.cursorForPosition(QPoint(4, 4)).block().text()


# ------------------------------------------------------------------------------ F1 per game
@pytest.mark.parametrize("game", ["lewisclark", "elfenland", "tiwanaku"])
def test_f1_opens_the_reference_of_the_game_on_the_table(window, qtbot, game, lang):
    w = window
    assert w.rules_action.shortcut() == QKeySequence(QKeySequence.HelpContents)
    start(w, game)
    QCursor.setPos(w.mapToGlobal(QPoint(w.width() // 2, 4)))  # over the menu bar: no topic
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key_F1)
    dialog = w.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.book is BOOKS[game]
    assert contents(dialog) == BOOKS[game].section_keys()
    english, japanese = TITLES[game]
    assert (japanese if lang == "ja" else english) in dialog.browser.toPlainText()
    for other, book in BOOKS.items():
        if other != game:
            assert contents(dialog) != book.section_keys()


def test_a_new_game_of_another_game_brings_that_games_reference(window, qtbot):
    w = window
    start(w, "elfenland")
    w.rules_action.trigger()
    assert w.rules_dialog.book is elf_rules.BOOK
    start(w, "tiwanaku")
    w.rules_action.trigger()
    assert w.rules_dialog.book is tiw_rules.BOOK

    def shown():
        return [d for d in w.findChildren(RulesReferenceDialog) if d.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1)  # Elfenland's went with its table
    assert shown() == [w.rules_dialog]


# ------------------------------------------------------------------------------ the books
@pytest.mark.parametrize("game", ["elfenland", "tiwanaku"])
def test_every_section_has_its_anchor_a_title_and_text(game, lang):
    book = BOOKS[game]
    html = book.build_html()
    for key, title, items in book.sections:
        assert html.count(f'name="{key}"') == 1, key
        assert book.tr(title) and items, key
        assert book.anchor_for(key) == key and book.section_of(key) == key
    assert book.anchor_for("no such topic") == book.first


@pytest.mark.parametrize("game", ["lewisclark", "elfenland", "tiwanaku"])
def test_every_reference_ends_with_learning_and_reviewing(game, lang):
    """Help → Learn to play and the game review are told in every game's reference (issues 36
    and 37): the last contents entry, with its anchor, in the interface language."""
    book = BOOKS[game]
    key, title = book.contents()[-1]
    html = book.build_html()
    assert key == "app" and html.count('name="app"') == 1
    assert book.anchor_for("app") == "app" and book.section_of("app") == "app"
    assert title in html and (title.isascii() == (lang == "en"))


def test_numbers_come_from_the_rules_data():
    from lewisclark_desktop.elfenland.components import COST, HAND_SIZE, TOTAL_CARDS
    from lewisclark_desktop.tiwanaku.engine import offering_points

    elf = elf_rules.BOOK.build_html()
    assert f"topped up to {HAND_SIZE} cards" in elf
    assert f"There are {TOTAL_CARDS}:" in elf
    rows = re.findall(r"<tr>(.*?)</tr>", elf)
    pig = next(r for r in rows if ">Giant pig<" in r)
    cells = re.findall(r'<td align="center">(.*?)</td>', pig)
    assert cells == [str(COST["pig"][t] or "–") for t in ("plain", "forest", "desert", "mountain")]
    tiw = tiw_rules.BOOK.build_html()
    points = next(r for r in re.findall(r"<tr>(.*?)</tr>", tiw) if ">Points<" in r)
    assert re.findall(r'<td align="center">(.*?)</td>', points) == [str(offering_points(k))
                                                                    for k in range(1, 6)]


@pytest.mark.parametrize("game", ["elfenland", "tiwanaku"])
def test_the_japanese_reference_has_no_english_left(game, japanese):
    dialog = RulesReferenceDialog(BOOKS[game])
    text = dialog.browser.toPlainText() + "\n".join(
        dialog.topics.item(i).text() for i in range(dialog.topics.count()))
    for town in TOWNS:  # the seed gives no Japanese town names: Latin letters in both languages
        text = text.replace(town.name, "")
    assert not re.findall(r"[A-Za-z]{2,}", text)
    assert dialog.windowTitle() == "ルールリファレンス"
    dialog.deleteLater()


# ------------------------------------------------------------------------------ topics
def landed(dialog, key):
    """The jump selects the section in the contents and shows its title at the top of the text
    (the last sections, which cannot scroll that far, at least in sight with the end)."""
    title = dict(dialog.book.contents())[key]
    if dialog.topics.currentItem().data(KEY_ROLE) != key:
        return False
    if top_line(dialog) == title:
        return True
    bar = dialog.browser.verticalScrollBar()
    found = dialog.browser.document().find(title)
    y = dialog.browser.cursorRect(found).top()
    return bar.value() == bar.maximum() and 0 <= y < dialog.browser.viewport().height()


def test_elfenland_map_elements_lead_to_their_rules(window, lang):
    w = window
    start(w, "elfenland")
    view = w.table.view

    def at(point):
        return view.mapFromScene(point)

    # (w3's mark lies under a town's name plate at this window size: the plate leads to the map)
    road, river, lake = EDGE_INDEX["r12"], EDGE_INDEX["w1"], EDGE_INDEX["l2"]
    assert w.rules_topic_at(view, at(mark_point(road))) == "costs"
    assert w.rules_topic_at(view, at(mark_point(river))) == "water"
    assert w.rules_topic_at(view, at(mark_point(lake))) == "water"
    assert w.rules_topic_at(view, at(town_point(TOWN_INDEX["feodor"]))) == "map"
    assert w.rules_topic_at(w.table.display, QPoint(5, 5)) == "phase3"
    assert w.rules_topic_at(w.table.header, QPoint(5, 5)) == "phase3"  # the phase being played
    # A right click on the road: its menu opens the cost table.
    menu = w.table.rules_menu(view, at(mark_point(road)))
    menu.actions()[-1].trigger()
    menu.close()
    dialog = w.rules_dialog
    assert dialog.isVisible() and landed(dialog, "costs")
    # F1 with the mouse over the river (the reference closed: it is not in the way).
    dialog.close()
    QCursor.setPos(view.viewport().mapToGlobal(at(mark_point(river))))
    w.rules_action.trigger()
    assert dialog.isVisible() and landed(dialog, "water")
    for key in elf_rules.BOOK.section_keys():
        dialog.show_topic(key)
        assert landed(dialog, key), key


def test_tiwanaku_cells_and_boards_lead_to_their_rules(window, lang):
    w = window
    start(w, "tiwanaku")
    state = w.controller.state
    table = w.table
    hidden = next(i for i, t in enumerate(state.terrain) if t is None)
    crop = next(i for i, c in enumerate(state.crop) if c is not None)
    assert table.rules_topic_at(table.view, table.view.cell_pos(hidden)) == "discovery"
    assert table.rules_topic_at(table.view, table.view.cell_pos(crop)) == "map"
    assert table.rules_topic_at(table.diversity, QPoint(5, 5)) == "discovery"
    assert table.rules_topic_at(table.supply, QPoint(5, 5)) == "offering"
    # The right-click menu of a cell keeps the pencil marks and adds its rules.
    menu = table.cell_menu(hidden)
    names = [a.objectName() for a in menu.actions()]
    assert "pencilCrop1" in names and names[-1] == "rulesMenuAction"
    menu.actions()[-1].trigger()
    dialog = w.rules_dialog
    assert dialog.isVisible() and landed(dialog, "discovery")
    # A cell whose crop is known: no pencil marks (the menu says why), the rules still.
    menu = table.cell_menu(crop)
    assert not menu.actions()[0].isEnabled() and menu.actions()[-1].objectName() == "rulesMenuAction"
    menu.actions()[-1].trigger()
    assert landed(dialog, "map")
    # F1 over the diversity board.
    dialog.close()
    QCursor.setPos(table.diversity.mapToGlobal(QPoint(10, 10)))
    w.rules_action.trigger()
    assert landed(dialog, "discovery")


@pytest.mark.parametrize("game", ["elfenland", "tiwanaku"])
def test_the_contents_show_every_title_whole(qtbot, game, lang):
    dialog = RulesReferenceDialog(BOOKS[game])
    qtbot.addWidget(dialog)
    dialog.show()
    topics = dialog.topics
    metrics = topics.fontMetrics()
    assert topics.count() > 0
    for row in range(topics.count()):
        item = topics.item(row)
        right = topics.visualItemRect(item).left() + metrics.horizontalAdvance(item.text())
        assert right <= topics.viewport().width(), item.text()
