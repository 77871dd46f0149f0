"""Nothing a player must read on Elfenland's map is under 8 pt at 1280×720 with six players,
in English and Japanese (issue 33, point 4): the town names, the markers' and boots' letters
and the legend are drawn at a fixed size on the screen, however small the map is shown."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from lewisclark_desktop.elfenland.board import TOWN_INDEX, TOWNS  # noqa: E402
from lewisclark_desktop.ui.elfenland import art  # noqa: E402
from lewisclark_desktop.ui.elfenland.map_scene import MapView  # noqa: E402
from lewisclark_desktop.ui.elfenland.texts import terrain_name  # noqa: E402
from text_sizes import game_in_window, texts_on_screen, too_small  # noqa: E402


def six_players_at(window, qapp, size=(1280, 720)):
    game_in_window(window, qapp, "elfenland", 6, 70, size)
    return window.findChild(MapView)


def test_every_map_text_is_readable_at_1280x720(shell_window, qapp, lang):
    view = six_players_at(shell_window, qapp)
    assert view.transform().m11() < 0.5  # the map is shown at under half its size
    shown = texts_on_screen(view)
    assert too_small(shown) == []
    drawn = [text for _, text in shown]
    assert {town.name for town in TOWNS} <= set(drawn)
    assert {terrain_name(kind) for kind in art.TERRAIN_STYLE} <= set(drawn)
    state = shell_window.controller.state
    letters = {art.player_letter(p.colour) for p in state.players}
    assert len(letters) == 6 and letters <= set(drawn)  # the markers' (and boots') letters
    markers = sum(len(town.markers) for town in view.scene().towns)
    assert markers >= 60 and drawn.count(art.player_letter(state.players[0].colour)) >= 10


def test_texts_stay_readable_on_a_large_window(shell_window, qapp):
    view = six_players_at(shell_window, qapp, (1920, 1080))
    assert too_small(texts_on_screen(view)) == []


@pytest.mark.parametrize("where", ["name", "markers"])
def test_a_click_on_a_town_name_or_its_markers_is_a_click_on_the_town(shell_window, qapp, where):
    view = six_players_at(shell_window, qapp)
    town = view.scene().towns[TOWN_INDEX["feodor"]]
    label = town.label
    assert label.markers  # a strip of markers under the name, outside the town's circle
    top = view.mapFromScene(label.scenePos())
    point = QPoint(top.x(), top.y() + (4 if where == "name" else int(label.boundingRect().bottom()) - 4))
    assert not town.contains(town.mapFromScene(view.mapToScene(point))) or where == "name"
    got = []
    view.scene().town_clicked.connect(got.append)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
    assert got == [TOWN_INDEX["feodor"]]
    assert label.toolTip() == town.toolTip() == TOWNS[TOWN_INDEX["feodor"]].name
