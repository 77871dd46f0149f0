"""Nothing a player must read on Lewis & Clark's board is under 8 pt at 1280×720 with five
players, in English and Japanese (issue 33, point 4); what the board cannot hold is in the
magnifier's enlarged views of the Village and the Journal."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QGraphicsView  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.lewisclark import texts  # noqa: E402
from lewisclark_desktop.ui.lewisclark.board_scene import BoardView  # noqa: E402
from text_sizes import EIGHT_POINT_PX, texts_on_screen, too_small  # noqa: E402


def five_players_at(window, qapp, size=(1280, 720)):
    game = games.get("lewisclark")
    seats = [Seat(name, game.colours[i], "human" if i == 0 else "random")
             for i, name in enumerate(("Ann", "Ben", "Cid", "Dee", "Eve"))]
    window.start_game(GameSetup(seats, 4, 0, None, options={}, game="lewisclark"))
    window.controller.play_bot_moves_now(60, 4)
    window.resize(*size)
    window.show()
    for _ in range(5):
        qapp.processEvents()
    return window.findChild(BoardView)


def test_every_board_text_is_readable_at_1280x720(shell_window, qapp, lang):
    view = five_players_at(shell_window, qapp)
    assert view.transform().m11() < 0.5  # the board is shown at under half its size
    shown = texts_on_screen(view)
    assert len(shown) > 60  # names, effects, counts, numbers, letters, cards
    assert too_small(shown) == []
    names = {text for _, text in shown}
    assert {"5", "10", "45"} <= names  # numbered spaces
    assert any(texts.location_name("hunting") in t for t in names)


def test_the_village_shows_short_effects_and_its_zoom_the_whole_ones(shell_window, qapp, lang):
    view = five_players_at(shell_window, qapp)
    board = "".join(text for _, text in texts_on_screen(view))
    whole = texts.location_effect("shamanism")
    assert whole.split()[-1] not in board  # too long for the location at this size
    popup = view.open_zoom("village")
    qapp.processEvents()
    zoomed = popup.content
    assert isinstance(zoomed, QGraphicsView) and zoomed.transform().m11() >= 1.0
    shown = texts_on_screen(zoomed)
    assert too_small(shown) == []
    drawn = "".join(text for _, text in shown).replace(" ", "")
    for key in ("hunting", "farewell", "shamanism", "upgrade", "canoe", "horse", "powwow"):
        assert texts.location_effect(key).replace(" ", "") in drawn, key
    assert popup.width() <= shell_window.width() and popup.height() <= shell_window.height()


def test_the_journal_zoom_shows_its_cards_readable(shell_window, qapp, lang):
    view = five_players_at(shell_window, qapp)
    scene = view.scene()
    cards = [scene.page_item(slot).card for slot in range(1, 6)]
    assert all(card is not None for card in cards)
    popup = view.open_zoom("journal")
    shown = texts_on_screen(popup.content)
    assert too_small(shown) == []
    drawn = "".join(text for _, text in shown).replace(" ", "")
    for card in cards:
        assert texts.card_effect(card).replace(" ", "")[:20] in drawn
    assert popup.width() <= shell_window.width()


def test_the_magnifier_opens_the_zoom_and_a_location_click_closes_it(shell_window, qapp, qtbot):
    view = five_players_at(shell_window, qapp)
    scene = view.scene()
    button = scene.zoom_button("village")
    # The button ignores the view's scale: its rect is in screen pixels from its position.
    pos = view.mapFromScene(button.scenePos()) + button.boundingRect().center().toPoint()
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)
    assert view.zoom_popup is not None and view.zoom_popup.isVisible()
    scene.locationClicked.emit("hunting")
    assert view.zoom_popup is None


@pytest.mark.parametrize("size", [(1920, 1080)])
def test_texts_stay_readable_on_a_large_window(shell_window, qapp, size):
    view = five_players_at(shell_window, qapp, size)
    assert too_small(texts_on_screen(view)) == []


def test_a_village_name_too_wide_for_its_location_is_shortened_never_cut_over_two_lines(
        shell_window, qapp):
    """On a board shown small (a narrow window, no game running) a long name (Craftsmanship,
    Canoe Manufacturing) is shortened with an ellipsis, not broken into "Craftsmanshi" / "p"."""
    from lewisclark_desktop.lewisclark.village import LOCATIONS

    view = five_players_at(shell_window, qapp)
    view.resetTransform()
    view.scale(0.35, 0.35)
    lines = [text for _, text in texts_on_screen(view)]
    for key in LOCATIONS:
        for word in texts.location_name(key).split():
            cut = [t for t in lines if 3 <= len(t) < len(word) and word.startswith(t)]
            assert not cut, (key, word, cut)
