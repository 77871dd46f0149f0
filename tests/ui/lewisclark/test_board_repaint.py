"""Issue 35 (stalls): a move repaints only the board zones whose look changed (every move sets
every zone's mode, mostly to the mode it had), and the drawn items keep their drawing in a
cache, so that a Scout walking over the route does not draw the route again."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QLabel, QWidget  # noqa: E402

from lewisclark_desktop.core.seats import Seat  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402
from lewisclark_desktop.ui.lewisclark import board_scene  # noqa: E402
from lewisclark_desktop.ui.lewisclark.board_scene import BoardScene, BoardView  # noqa: E402
from lewisclark_desktop.ui.lewisclark.decision_bar import NOTICE_COLOURS, DecisionBar  # noqa: E402
from lewisclark_desktop.ui.lewisclark.expedition_view import ExpeditionView  # noqa: E402
from lewisclark_desktop.ui.lewisclark.expeditions_panel import (CURRENT_STYLE,  # noqa: E402
                                                                 ExpeditionsPanel)


def test_setting_the_same_modes_again_repaints_no_zone(qapp, monkeypatch):
    scene = BoardScene()
    updated = []
    monkeypatch.setattr(board_scene._ZoneItem, "update",  # noqa: SLF001
                        lambda item, *a: updated.append(item.data(board_scene.DATA_KEY)))
    state = RULES.new_state({"players": 3}, 4)
    rng = random.Random(1)
    scene.set_state(state)
    scene.set_clickable({"hunting": None, "powwow": "No Indian to send"}, {2: None})
    for _ in range(20):
        RULES.apply(state, rng.choice(RULES.legal_moves(state)))
        updated.clear()
        scene.set_state(state)
        scene.set_clickable({"hunting": None, "powwow": "No Indian to send"}, {2: None})
        assert ("location", "hunting") not in updated and ("location", "canoe") not in updated
    updated.clear()
    scene.set_clickable({"hunting": None, "powwow": "Another reason"}, {})
    assert sorted(updated) == [("location", "powwow"), ("page", 2)]
    assert scene.location_item("powwow").toolTip().startswith("Another reason")
    assert not scene.page_item(2).is_clickable()


def test_the_drawn_items_keep_their_drawing(qapp):
    scene = BoardScene()
    scene.set_state(RULES.new_state({"players": 2}, 4))
    cached = [scene.space_item(5), scene.location_item("hunting"), scene.page_item(1),
              *scene.piece_items()]
    assert all(item.cacheMode() == QGraphicsItem.DeviceCoordinateCache for item in cached)


def test_showing_the_same_position_again_restyles_nothing(qapp, monkeypatch):
    """A style sheet set again, even the same, polishes its widget again: a move's refresh
    sets only the sheets that change."""
    styled = []

    def recorded(widget, sheet):
        styled.append((widget, sheet))
        QWidget.setStyleSheet(widget, sheet)

    monkeypatch.setattr(ExpeditionView, "setStyleSheet", recorded)
    monkeypatch.setattr(QLabel, "setStyleSheet", recorded)
    panel = ExpeditionsPanel()
    seats = [Seat("Ann", "blue", "human"), Seat("Bo", "orange", "random")]
    state = RULES.new_state({"players": 2}, 4)
    panel.set_game(state, seats, state.current)
    assert (panel.own_view, CURRENT_STYLE) in styled
    styled.clear()
    panel.set_game(state, seats, state.current)
    assert [s for w, s in styled if w is panel.own_view] == []

    bar = DecisionBar()
    bar.set_notice("Not now")
    styled.clear()
    for _ in range(3):
        bar.clear_notice()
    assert styled == [] and bar.notice.isHidden()
    bar.set_notice("Try this", "hint")
    assert styled == [(bar.notice, "color: " + NOTICE_COLOURS["hint"])]
    assert not bar.notice.isHidden() and bar.notice.text() == "Try this"


def test_the_board_keeps_its_scale_when_its_view_grows_a_little(qtbot):
    """The decision bar above the board grows and shrinks by a line from move to move: the
    board keeps its scale while it fits (a new scale draws the whole board again), and fits
    the view again when the view grows more or shrinks."""
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1050, 595)
    view.show()
    qtbot.waitExposed(view)
    large = view.transform().m11()
    view.resize(1050, 585)
    small = view.transform().m11()
    assert small < large
    view.resize(1050, 595)
    assert view.transform().m11() == small
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(view.scene().sceneRect())  # the whole board still shows
    view.resize(1050, 585)
    assert view.transform().m11() == small
    view.resize(1200, 800)
    assert view.transform().m11() > large
    view.resize(1050, 595)
    assert view.transform().m11() == large


def _drawn_texts(scene):
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    return sorted((item.text(), item.toolTip(), round(item.x()), round(item.y()))
                  for item in scene.items() if isinstance(item, QGraphicsSimpleTextItem))


def test_a_players_board_is_drawn_again_only_when_what_it_shows_changed(qapp, monkeypatch):
    """Every move sets the featured board; another seat's move mostly leaves it as it was."""
    from lewisclark_desktop.ui.lewisclark.expedition_view import ExpeditionScene

    cleared = []
    monkeypatch.setattr(ExpeditionScene, "clear",
                        lambda scene: (cleared.append(scene), QGraphicsScene.clear(scene)))
    state = RULES.new_state({"players": 3}, 4)
    rng = random.Random(2)
    scene = ExpeditionScene()
    scene.set_player(state, 0, True)
    kept = drawn = 0
    for _ in range(80):
        if RULES.is_over(state):
            break
        RULES.apply(state, rng.choice(RULES.legal_moves(state)))
        cleared.clear()
        scene.set_player(state, 0, True)
        kept, drawn = kept + (not cleared), drawn + bool(cleared)
        fresh = ExpeditionScene()
        fresh.set_player(state, 0, True)
        assert _drawn_texts(scene) == _drawn_texts(fresh)  # never a stale board
        assert len(scene.items()) == len(fresh.items())
    assert kept > 10 and drawn > 10
    cleared.clear()
    scene.set_layout_width(scene.layout_width() - 100)  # a new width: drawn again
    assert cleared
