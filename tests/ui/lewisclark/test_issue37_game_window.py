"""Issue 37 (third Lewis & Clark trial), the game window: the Expeditions panel's camp forecast
says where the Scout and Camp end (another Scout behind is passed over) and shows the finished
state once the game is over."""

import math
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop.lewisclark import engine, queries  # noqa: E402
from lewisclark_desktop.lewisclark.resources import FOOD  # noqa: E402
from lewisclark_desktop.lewisclark.route import LAST_SPACE  # noqa: E402
from lewisclark_desktop.ui.lewisclark.board_scene import (DATA_KEY, DATA_VALUE, BoardScene,  # noqa: E402
                                                         _TextItem, space_geometry)
from lewisclark_desktop.lewisclark.moves import Move  # noqa: E402
from lewisclark_desktop.ui.lewisclark.decision_panel import DecisionPanel, camp_preview_text  # noqa: E402
from lewisclark_desktop.ui.lewisclark.expedition_view import KIND, ExpeditionScene  # noqa: E402
from lc import table  # noqa: E402
from language import lang  # noqa: E402,F401  (fixture)


@pytest.fixture(autouse=True)
def english(lang):  # noqa: F811
    lang("en")  # the English plurals


SCENES = []  # the scenes stay alive while their labels are read


def header_item(state, seat, kind):
    scene = ExpeditionScene()
    SCENES.append(scene)
    scene.set_player(state, seat, show_hand=False)
    labels = [it for it in scene.items() if it.data(KIND) == kind]
    assert len(labels) == 1
    return labels[0]


def camp_label(state, seat):
    """The header's camp forecast as read: days lost, then where the Scout or Camp ends."""
    lost = header_item(state, seat, "setup_time").text()
    where = header_item(state, seat, "camp_forecast").text()
    return f"{lost}, {where}" if where else lost


def scout_behind_table():
    """Seat 0's Scout on 18 with one card in hand (1 day), the other Scout on 17 behind it."""
    t = table(players=2)
    t.hand(0, "hay")
    t.res(0)
    t.indians(0, 0)
    t.scout(0, 18, camp=12)
    t.scout(1, 17, camp=12)
    return t


def test_the_camp_forecast_passes_over_a_scout_behind(qapp):
    t = scout_behind_table()
    s = t.stack.state
    assert camp_label(s, 0) == "Camp now: 1 day lost, Camp on space 16"
    assert "goes back 1 space more" in header_item(s, 0, "camp_forecast").toolTip()
    assert "back to space 16" in camp_preview_text(s)
    engine.apply(s, Move("camp"))  # the forecast is what camping does
    assert (s.players[0].scout, s.players[0].camp) == (16, 16)


def test_behind_the_camp_the_forecast_names_the_scouts_space(qapp):
    t = scout_behind_table()
    t.scout(0, 18, camp=17)
    t.scout(1, 20)
    t.hand(0, "hay", "little-raven")
    assert camp_label(t.stack.state, 0) == "Camp now: 2 days lost, Scout back to space 16"


def test_after_the_game_the_panel_shows_how_it_ended(qapp):
    t = scout_behind_table()
    s = t.stack.state
    s.over, s.winner = True, 0
    s.players[0].camp = s.players[0].scout = 46
    assert camp_label(s, 0) == "Won: Camp on space 46"
    assert camp_label(s, 1) == "Game over: Camp on space 12"


def choice_panel(qtbot, state):
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.set_state(state, True, "Ann")
    return panel


def test_a_collectors_bar_says_the_one_pick_the_list_offers(qtbot):
    t = table(players=2)
    t.play("play seaman support:pierre-cruzatte indians:1")
    s = t.stack.state
    strength = s.frames[-1].left
    badges = queries.badge_count(s, 0, FOOD)
    assert strength == 3 and badges >= 1  # Seaman 1 + Pierre Cruzatte 1 + an Indian
    panel = choice_panel(qtbot, s)
    offered = [panel.choices.item(i).text() for i in range(panel.choices.count())]
    assert offered[-1] == f"Collect {badges * strength} Food"
    badge_words = "1 badge" if badges == 1 else f"{badges} badges"
    assert panel.prompt.text() == (f"Seaman: collect up to {badges * strength} Food in one choice "
                                   f"({badge_words} × strength {strength}).")


def boat_loads(state, seat):
    scene = ExpeditionScene()
    SCENES.append(scene)
    scene.set_player(state, seat, show_hand=False)
    boats = sorted((it for it in scene.items() if it.data(KIND) == "boat"),
                   key=lambda b: (b.indians, b.x()))
    return [len([c for c in boat.childItems() if c.data(KIND) == "resource"]) for boat in boats]


def test_boats_fill_in_order_when_the_time_is_the_same(qapp):
    t = table(players=2)
    t.res(0, wood=3, fur=1)  # 3 in the free boat; the fourth costs 1 day in either other boat
    assert boat_loads(t.stack.state, 0)[:3] == [3, 1, 0]
    t.res(0, wood=3, fur=3, food=1)  # 7: the flat boat full (1 day) and 1 more (1 day)
    assert boat_loads(t.stack.state, 0)[:3] == [3, 3, 1]


REGIONS = {"Missouri River": range(1, 23), "Rocky Mountains": range(23, 32),
           "Second mountain range": range(36, 41), "Pacific coast": range(40, 55)}


def test_each_region_label_stands_next_to_its_own_spaces(qapp):
    scene = BoardScene()
    SCENES.append(scene)
    labels = {it.text(): it for it in scene.items() if isinstance(it, _TextItem)
              and it.text() in REGIONS}
    assert set(labels) == set(REGIONS)
    for text, item in labels.items():
        centre = item.mapToScene(item.boundingRect().center())
        nearest = min(range(LAST_SPACE + 1), key=lambda i: math.dist(
            (centre.x(), centre.y()), (space_geometry(i)[0].x(), space_geometry(i)[0].y())))
        assert nearest in REGIONS[text], (text, nearest)


def test_the_interpreters_choice_shows_the_gathered_indians_on_the_powwow(qapp):
    t = table(players=2)
    t.village(hunting=1, gift=1, newcomer=1)
    t.play("play pierre-cruzatte support:seaman")
    s = t.stack.state
    offered = max(m.n for m in engine.legal_moves(s) if m.kind == "indians")
    assert offered == 3
    scene = BoardScene()
    SCENES.append(scene)
    scene.set_state(s)
    shown = {it.data(DATA_KEY)[1]: it.data(DATA_VALUE) for it in scene.items()
             if isinstance(it.data(DATA_KEY), tuple) and it.data(DATA_KEY)[0] == "location"}
    assert shown["powwow"] == offered
    assert shown["hunting"] == shown["gift"] == shown["newcomer"] == 0
