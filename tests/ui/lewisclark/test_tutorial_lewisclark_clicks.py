"""Lewis & Clark's tutorial played to its end in the window at 1280x720 and 1920x1080, in
English and in Japanese, by clicking only what the guide lights (tests/support/tutorial_clicks.py):
the hand's cards, the Indians box, the Village's locations, the Journal's pages, the effect's rows
and the bar's buttons (a recruitment's way to pay is chosen in its dialog, a camp confirmed)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from lewisclark_desktop.lewisclark.moves import NO_CARD  # noqa: E402
from lewisclark_desktop.lewisclark.village import CIRCLES, LOCATIONS  # noqa: E402
from lewisclark_desktop.ui.lewisclark.decision_panel import MOVE_ROLE  # noqa: E402
from lewisclark_desktop.ui.lewisclark.guide import GUIDE_ROLE_ROW  # noqa: E402
from lewisclark_desktop.ui.lewisclark.hand_model import GUIDE_ROLE  # noqa: E402
from tutorial_clicks import played_by_clicks  # noqa: E402


def click_card(table, card, clicker):
    view, model = table.hand.view, table.hand.model
    row = model.cards().index(card)
    index = model.index(row)
    assert index.data(GUIDE_ROLE) == "on", f"{clicker.where}: card {card} is not lit"
    view.scrollTo(index)
    clicker.click(view.viewport(), view.visualRect(index).center(), lit=False)


def set_count(spin, n, clicker):
    """A count box: clicked (lit), then its arrow keys to `n`."""
    clicker.click(spin)
    while spin.value() != n:
        QTest.keyClick(spin, Qt.Key_Up if spin.value() < n else Qt.Key_Down)


def click_zone(table, item, clicker):
    assert item.opacity() == 1.0, f"{clicker.where}: {item.data(0)} is dimmed"
    view = table.board_view
    view.ensureVisible(item.sceneBoundingRect())
    clicker.click(view.viewport(), view.mapFromScene(item.sceneBoundingRect().center()), lit=False)


def click_row(table, move, clicker):
    choices = table.panel.choices
    row = next(r for r in range(choices.count()) if choices.item(r).data(MOVE_ROLE) == move)
    item = choices.item(row)
    assert item.data(GUIDE_ROLE_ROW) == "on", f"{clicker.where}: row {row} is not lit"
    choices.scrollToItem(item)
    clicker.click(choices.viewport(), choices.visualItemRect(item).center(), lit=False)


def click_move(table, move, clicker):
    panel = table.panel
    k = move.kind
    if k == "play":
        click_card(table, move.card, clicker)
        if move.card2 != NO_CARD:
            click_card(table, move.card2, clicker)
        if move.n:
            set_count(panel.indians, move.n, clicker)
        clicker.click(panel.play_button)
    elif k == "village":
        if not CIRCLES[LOCATIONS.index(move.key)]:
            set_count(panel.village_count, move.n, clicker)
        click_zone(table, table.board.location_item(move.key), clicker)
    elif k == "recruit":
        def pick(dialog):  # the dialog's ways to pay: the step's one is chosen and confirmed
            options = dialog.options
            row = next(r for r in range(options.count())
                       if options.item(r).data(MOVE_ROLE) == move)
            rect = options.visualItemRect(options.item(row))
            QTest.mouseClick(options.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
            QTest.mouseClick(dialog.ok, Qt.LeftButton)
        clicker.answer_dialog(pick)
        click_zone(table, table.board.page_item(move.n), clicker)
    elif k == "camp":
        clicker.answer_dialog(lambda box: QTest.mouseClick(box.button(QMessageBox.Ok), Qt.LeftButton))
        clicker.click(panel.camp_button)
    elif k in ("end", "stop"):
        clicker.click(panel.end_button if k == "end" else panel.stop_button)
    elif k == "discard":
        click_card(table, move.card, clicker)
    else:  # an effect's choice: its row, then Do it
        click_row(table, move, clicker)
        clicker.click(panel.do_button)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_tutorial_lewisclark_played_by_clicking_what_is_lit(shell_window, qtbot, lang, size):
    assert played_by_clicks(shell_window, qtbot, "lewisclark", size, lang, click_move) >= 40
