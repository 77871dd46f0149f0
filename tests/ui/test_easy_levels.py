"""Issue 37: Elfenland and Tiwanaku offer an Easy bot wherever Normal is offered as a seat (the
New game dialog, in every Tiwanaku mode), and the first game after a tutorial is against Easy."""

import pytest

from lewisclark_desktop.ui.new_game_dialog import NewGameDialog
from lewisclark_desktop.ui.tutorial import tutorial_games


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog(settings=None)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


@pytest.mark.parametrize("game,mode", [("elfenland", None), ("tiwanaku", "competitive"),
                                       ("tiwanaku", "coop"), ("tiwanaku", "solo")])
def test_the_new_game_dialog_offers_easy_next_to_normal(dialog, game, mode):
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    if mode is not None:
        widget = dialog.options_widget
        widget.mode.setCurrentIndex(widget.MODES.index(mode))
    dialog.players.setValue(dialog.players.maximum())
    seats = dialog.players.value()
    for _, _, kind in dialog.rows[:seats]:
        levels = [kind.itemData(i) for i in range(kind.count())]
        assert levels.index("easy") == levels.index("normal") - 1, levels
    kind = dialog.rows[seats - 1][2]
    kind.setCurrentIndex(kind.findData("easy"))
    assert dialog.setup().seats[seats - 1].kind == "easy"
    assert "<b>Easy</b>: " in dialog.level_notes.text()


@pytest.mark.parametrize("game", [g.id for g in tutorial_games()])
def test_after_the_tutorial_the_first_game_is_against_easy(game, shell_window):
    w = shell_window
    guide = w.learn_to_play(game)
    guide.leave()  # as at the tutorial's end (its last step's Finish)
    assert w.tutorial is None and w.controller.game.id == game
    assert [seat.kind for seat in w.controller.seats] == ["human", "easy"]
