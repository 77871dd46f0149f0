"""The Lewis & Clark table's guide for the tutorial (guide, guide_areas, guide_rect): a step's
move outlines what it uses, dims the other targets, and guide(None) restores the table; at
states of the tutorial file itself."""

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QVBoxLayout, QWidget  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.lewisclark import positions  # noqa: E402
from lewisclark_desktop.lewisclark.village import LOCATIONS  # noqa: E402
from lewisclark_desktop.ui.controller import Seat  # noqa: E402
from lewisclark_desktop.ui.guide_marks import rect_in  # noqa: E402
from lewisclark_desktop.ui.lewisclark.decision_panel import MOVE_ROLE  # noqa: E402
from lewisclark_desktop.ui.lewisclark.guide import DIM, GUIDE_ROLE_ROW  # noqa: E402
from lewisclark_desktop.ui.lewisclark.hand_model import CARD_ROLE, GUIDE_ROLE  # noqa: E402
from lewisclark_desktop.ui.lewisclark.table import Table  # noqa: E402
from project import ROOT  # noqa: E402

RULES = games.get("lewisclark").rules()


def tutorial_state(chapter_id, step_number):
    """The state at a step of the English tutorial file, and that step."""
    with open(ROOT / "resources/tutorials/lewisclark/en.json", encoding="utf-8") as f:
        tutorial = json.load(f)
    state = None
    for chapter in tutorial["chapters"]:
        start = chapter.get("start")
        if start and "position" in start:
            state = positions.from_dict(start["position"])
        elif start:
            state = RULES.new_state(dict(start.get("options", {}), players=start["players"]),
                                    start["seed"])
        for number, step in enumerate(chapter["steps"], 1):
            if (chapter["id"], number) == (chapter_id, step_number):
                return state, step
            if "move" in step:
                RULES.apply(state, RULES.parse_move(step["move"]))
    raise KeyError((chapter_id, step_number))


@pytest.fixture
def table_at(qtbot):
    """A table at a tutorial step, laid out as the window does (the bar above it), 1280×720."""
    holders = []  # qtbot keeps only weak references: the holder (and the table in it) lives here

    def make(chapter_id, step_number):
        state, step = tutorial_state(chapter_id, step_number)
        holder = QWidget()
        holders.append(holder)
        qtbot.addWidget(holder)
        table = Table()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(table.decision_bar())
        layout.addWidget(table, 1)
        holder.resize(1280, 720)
        table.set_game(state, [Seat("Ann", "blue"), Seat("Bot", "orange", "random")])
        table.set_state(state, 0, True)
        holder.show()
        qtbot.waitExposed(holder)
        return table, RULES.parse_move(step["move"]) if "move" in step else None, step
    yield make


def hand_marks(table):
    model = table.hand.model
    return {model.index(r).data(CARD_ROLE): model.index(r).data(GUIDE_ROLE)
            for r in range(model.rowCount())}


def zone_opacity(table):
    board = table.board
    out = {("location", k): board.location_item(k).opacity() for k in LOCATIONS}
    out.update({("page", n): board.page_item(n).opacity() for n in range(1, 6)})
    return out


def guide_items(table):
    return [i for i in table.board.items() if i.data(0) == ("guide",)]


def effect_opacity(widget):
    effect = widget.graphicsEffect()
    return effect.opacity() if effect is not None else 1.0


def assert_rect_inside(table, move, areas=()):
    rect = table.guide_rect(move, areas)
    assert not rect.isEmpty()
    assert table.rect().contains(rect)
    return rect


def assert_restored(table):
    assert set(hand_marks(table).values()) <= {None}
    assert set(zone_opacity(table).values()) == {1.0}
    assert guide_items(table) == []
    for button in table.panel.bar.buttons + [table.panel.indians, table.panel.village_count]:
        assert button.property("guide") is None and button.graphicsEffect() is None
    assert table._guide._frames.targets() == []


def test_tutorial_guide_play_outlines_both_cards_and_the_play_button(table_at):
    table, move, step = table_at("cards", 4)
    assert move.kind == "play"
    table.guide(move, step.get("highlight", ()))
    marks = hand_marks(table)
    assert {c for c, m in marks.items() if m == "on"} == {move.card, move.card2}
    assert {m for c, m in marks.items() if c not in (move.card, move.card2)} == {"dim"}
    panel = table.panel
    assert panel.play_button.property("guide") == "on"
    assert "border" in panel.play_button.styleSheet()
    assert panel.camp_button.property("guide") == "dim"
    assert effect_opacity(panel.camp_button) == pytest.approx(DIM)
    assert set(zone_opacity(table).values()) == {DIM}  # no Village location, no Journal page
    assert_rect_inside(table, move)
    table.guide(None)
    assert_restored(table)
    assert panel.play_button.styleSheet() == ""


@pytest.mark.parametrize("chapter, number", [("cards", 5), ("river", 3), ("river", 4)])
def test_tutorial_guide_an_effect_choice_outlines_its_row(table_at, chapter, number):
    table, move, _ = table_at(chapter, number)
    assert move.kind in ("collect", "move", "forward")
    table.guide(move)
    choices = table.panel.choices
    rows = {choices.item(r).data(MOVE_ROLE): choices.item(r).data(GUIDE_ROLE_ROW)
            for r in range(choices.count())}
    assert rows[move] == "on"
    assert all(mark == "dim" for m, mark in rows.items() if m != move)
    assert table.panel.do_button.property("guide") == "on"
    assert set(hand_marks(table).values()) <= {"dim"}
    assert_rect_inside(table, move)
    table.guide(None)
    assert {choices.item(r).data(GUIDE_ROLE_ROW) for r in range(choices.count())} == {None}
    assert_restored(table)


@pytest.mark.parametrize("chapter, number, key", [("village", 3, ("location", "hunting")),
                                                  ("recruit", 3, ("page", 1)),
                                                  ("mountain", 3, ("location", "horse"))])
def test_tutorial_guide_a_board_move_outlines_its_zone_and_dims_the_others(table_at, chapter,
                                                                           number, key):
    table, move, _ = table_at(chapter, number)
    table.guide(move)
    opacity = zone_opacity(table)
    assert opacity.pop(key) == 1.0
    assert set(opacity.values()) == {DIM}
    [outline] = guide_items(table)
    zone = (table.board.location_item(key[1]) if key[0] == "location"
            else table.board.page_item(key[1]))
    assert outline.sceneBoundingRect().contains(zone.sceneBoundingRect())
    if key == ("location", "horse"):  # an unlimited location: the count box too
        assert table.panel.village_count.property("guide") == "on"
    rect = assert_rect_inside(table, move)
    view = table.board_view
    centre = view.mapFromScene(zone.sceneBoundingRect().center())
    assert rect.contains(view.viewport().mapTo(table, centre))
    table.guide(None)
    assert_restored(table)


def test_tutorial_guide_camp_outlines_the_camp_button_and_the_pieces(table_at):
    table, move, step = table_at("camp", 3)
    assert move.kind == "camp"
    table.guide(move, ["scout", "camp"])
    panel = table.panel
    assert panel.camp_button.property("guide") == "on"
    assert panel.end_button.property("guide") in ("dim", None)
    assert len(guide_items(table)) == 1  # the Scout and the Camp, in one outline
    assert_rect_inside(table, move, ["scout", "camp"])
    # The button alone lies in the bar above the table: the rect says where, still non-empty.
    alone = table.guide_rect(move)
    assert not alone.isEmpty() and alone.bottom() < 0
    table.guide(None)
    assert_restored(table)


def test_tutorial_guide_areas_cover_every_highlight_and_outline_widgets(table_at):
    table, _, _ = table_at("cards", 2)
    assert {"hand", "route", "village", "journal", "decision", "scout", "camp",
            "mackenzie"} <= set(table.guide_areas())
    table.guide(None, ["hand", "route"])
    assert table._guide._frames.targets() == [table.hand]
    overlay = table._guide._frames.overlay
    [frame] = overlay.frame_rects()
    assert frame.contains(rect_in(overlay, table.hand))  # just outside the hand
    assert len(guide_items(table)) == 1
    assert_rect_inside(table, None, ["hand", "route"])
    table.guide(None)
    assert_restored(table)
    with pytest.raises(ValueError):
        table.guide(None, ["nowhere"])


def test_every_guide_area_outlines_its_widget_or_board_part(table_at):
    table, _, _ = table_at("cards", 2)
    widgets = {"hand": table.hand, "board": table.board_view, "decision": table.panel,
               "choices": table.panel.choices, "expedition": table.expeditions_panel.own_view}
    for name in table.guide_areas():
        targets = table._guide.targets(None, (name,))
        if name in widgets:
            assert targets.widgets == [widgets[name]] and not targets.board, name
        else:
            [(kind, _)] = targets.board
            assert kind in ("rect", "location", "piece") and not targets.widgets, name
            if name != "mackenzie":  # only on the board of a solo game
                assert not table.guide_rect(None, [name]).isEmpty(), name


def test_tutorial_choices_read_whole_without_scrolling_sideways(table_at, qtbot):
    """The trial at Expedition Upgrade (1280x720): "Take a resource boat (2, no time) and 2 ..."
    cut off, with a horizontal scroll bar. Each choice wraps to the list's width, whole."""
    from PySide6.QtCore import QRect, Qt

    table, move, _ = table_at("boats", 6)
    table.window().resize(840, 650)  # the table's share of a 1280x720 window beside its docks
    choices = table.panel.choices

    def cut():
        """The choices not shown whole (the list lays its rows out after a resize)."""
        width = choices.viewport().width()
        metrics = choices.fontMetrics()
        out = []
        for row in range(choices.count()):
            item = choices.item(row)
            shown = choices.visualItemRect(item)
            text_width = shown.width() - 6  # the item delegate's text margins, 3 pixels a side
            needed = metrics.boundingRect(QRect(0, 0, text_width, 10_000), Qt.TextWordWrap, item.text())
            if shown.width() > width or needed.height() > shown.height():
                out.append(item.text())
        return out
    qtbot.waitUntil(lambda: choices.viewport().width() < 330 and not cut(), timeout=3000)
    assert choices.count() > 10 and choices.horizontalScrollBar().maximum() == 0


def test_tutorial_guide_selects_the_steps_choice(table_at):
    """The trial (the village chapter's Food and Fur step): the list preselected its first
    entry ("Take 1 Food") while the step wanted another; Do it at once took less. The guide
    selects the step's choice."""
    table, move, _ = table_at("village", 4)
    choices = table.panel.choices
    assert choices.item(0).data(MOVE_ROLE) != move
    table.guide(move)
    assert choices.currentItem().data(MOVE_ROLE) == move
