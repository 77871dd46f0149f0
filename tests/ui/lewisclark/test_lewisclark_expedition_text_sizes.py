"""Nothing a player must read on Lewis & Clark's expedition boards is under 8 pt, at 1280×720
with five players and at 1920×1080, in English and Japanese (issue 33, point 4): the featured
board's labels and tags, and its played cards, which show their names alone where their effect
texts would be too small (the whole card is in their tooltips)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop.ui.lewisclark import texts  # noqa: E402
from lewisclark_desktop.ui.lewisclark.expedition_view import KIND, ExpeditionView  # noqa: E402
from lewisclark_desktop.ui.lewisclark.expeditions_panel import ExpeditionsPanel  # noqa: E402
from text_sizes import game_in_window, too_small, whole_scene_on_screen  # noqa: E402


def featured_board(window, qapp, players, size):
    game_in_window(window, qapp, "lewisclark", players, 60, size)
    panel = window.findChild(ExpeditionsPanel)
    view = panel.own_view
    assert view.isVisible()
    return panel, view


def played_names(view):
    cards = [item for item in view.scene().items() if item.data(KIND) == "card"]
    assert cards  # the featured seat has played a card
    return [texts.card_name(item.card) for item in cards]


@pytest.mark.parametrize("players,size", [(5, (1280, 720)), (5, (1920, 1080)), (2, (1920, 1080))])
def test_the_featured_board_is_readable(shell_window, qapp, lang, players, size):
    _, view = featured_board(shell_window, qapp, players, size)
    shown = whole_scene_on_screen(view)
    assert too_small(shown) == []
    drawn = " ".join(text for _, text in shown)
    assert "Ann" in drawn
    for name in played_names(view):  # a tag, or a card with its name alone
        assert name.split()[0] in drawn


def test_a_played_card_too_small_for_its_effect_shows_its_name_and_keeps_it_in_its_tooltip(
        shell_window, qapp):
    panel, _ = featured_board(shell_window, qapp, 2, (1920, 1080))
    view = panel.show_board(0).view  # the board in a window of its own: wide, whole cards
    qapp.processEvents()
    assert not view.scene().narrow
    card = next(item for item in view.scene().items() if item.data(KIND) == "card")
    shown = whole_scene_on_screen(view)
    assert too_small(shown) == []
    assert texts.card_name(card.card) in " ".join(text for _, text in shown)
    effect = texts.card_effect(card.card)
    assert not [text for _, text in shown if len(text) > 4 and text in effect]  # no line of it
    assert texts.card_effect(card.card) in card.toolTip()


def test_a_seat_board_in_its_own_window_is_readable(shell_window, qapp, lang):
    panel, _ = featured_board(shell_window, qapp, 5, (1280, 720))
    window = panel.show_board(1)
    qapp.processEvents()
    view = window.findChild(ExpeditionView)
    assert too_small(whole_scene_on_screen(view)) == []
    window.close()
