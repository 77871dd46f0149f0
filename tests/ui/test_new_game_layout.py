"""The New game dialog (issue 33, point 4): switching the game leaves every options row its
room, Tiwanaku's solo mode sets one player itself, and each game keeps its own players and
options, in the dialog and in the next one."""

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QFormLayout, QWidget

from lewisclark_desktop.ui.new_game_dialog import NewGameDialog


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)


def open_dialog(qtbot, settings):
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(dialog, game_id):
    dialog.game.setCurrentIndex(dialog.game.findData(game_id))
    QApplication.processEvents()


def form_rows(widget):
    """The (label, field) widgets of the options' form rows that are shown."""
    form = widget.findChild(QFormLayout) or widget.layout()
    rows = []
    for i in range(form.count()):
        item = form.itemAt(i)
        if item.widget() is not None and item.widget().isVisibleTo(widget):
            rows.append(item.widget())
    return rows


@pytest.mark.parametrize("order", [("lewisclark", "tiwanaku", "elfenland", "tiwanaku"),
                                   ("elfenland", "tiwanaku", "lewisclark", "elfenland")])
def test_switching_the_game_leaves_every_options_row_its_height(qtbot, settings, lang, order):
    dialog = open_dialog(qtbot, settings)
    for game in order:
        choose(dialog, game)
        options = dialog.options_widget
        if options is None:
            assert not dialog.options_box.isVisibleTo(dialog)
            continue
        rows = form_rows(options)
        assert rows
        for widget in rows:
            assert widget.height() >= widget.sizeHint().height(), (game, widget.objectName(),
                                                                   widget.height())
            assert widget.width() >= widget.minimumSizeHint().width(), (game, widget.objectName())
        # only this game's options are in the box (the last game's are gone at once)
        shown = [w for w in dialog.options_box.children()
                 if isinstance(w, QWidget) and w.isVisibleTo(dialog.options_box)]
        assert shown == [options]
        assert dialog.height() >= dialog.layout().totalMinimumSize().height()


def test_solo_mode_sets_one_player_and_the_other_modes_two_or_more(qtbot, settings):
    dialog = open_dialog(qtbot, settings)
    choose(dialog, "tiwanaku")
    dialog.players.setValue(3)
    dialog.options_widget.mode.setCurrentIndex(2)  # solo
    assert dialog.players.value() == 1 and dialog.players.maximum() == 1
    assert dialog.problem() is None  # the dialog makes a game as it stands
    assert not dialog.rows[1][0].isEnabled()
    dialog.options_widget.mode.setCurrentIndex(1)  # co-operative: 2 to 4
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 4)
    assert dialog.players.value() == 2
    assert dialog.problem() is None


def test_each_game_keeps_its_own_players_and_options(qtbot, settings):
    dialog = open_dialog(qtbot, settings)
    choose(dialog, "tiwanaku")
    dialog.options_widget.mode.setCurrentIndex(1)  # co-operative
    dialog.players.setValue(3)
    choose(dialog, "elfenland")
    assert not dialog.options_widget.variant.isChecked()  # not Tiwanaku's choices
    dialog.options_widget.variant.setChecked(True)
    dialog.players.setValue(5)
    choose(dialog, "lewisclark")
    dialog.players.setValue(1)
    choose(dialog, "tiwanaku")
    assert dialog.options_widget.options()["mode"] == "coop" and dialog.players.value() == 3
    choose(dialog, "elfenland")
    assert dialog.options_widget.options() == {"variant": True} and dialog.players.value() == 5
    dialog._accept()
    assert dialog.result() == NewGameDialog.Accepted

    again = open_dialog(qtbot, settings)
    assert again.chosen_game().id == "elfenland"
    assert again.options_widget.options() == {"variant": True} and again.players.value() == 5
    choose(again, "tiwanaku")
    assert again.options_widget.options()["mode"] == "coop" and again.players.value() == 3
    choose(again, "lewisclark")
    assert again.players.value() == 1


def test_a_scenario_code_is_not_carried_into_the_next_dialog(qtbot, settings):
    dialog = open_dialog(qtbot, settings)
    choose(dialog, "tiwanaku")
    dialog.options_widget.scenario.setText("S-N-C-12345")
    dialog._accept()
    again = open_dialog(qtbot, settings)
    assert again.chosen_game().id == "tiwanaku" and "scenario" not in again.options_widget.options()
