"""The tutorial's guide on Tiwanaku's table: guide(move) highlights what the move is made with
(board cells, crop chips, bar buttons), dims the other clickable targets, frames the named
areas; guide(None) restores the table; guide_rect says where the callout points."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRect  # noqa: E402

from lewisclark_desktop.core.seats import Seat  # noqa: E402
from lewisclark_desktop.tiwanaku.game import RULES  # noqa: E402
from lewisclark_desktop.ui.tiwanaku.guide import GUIDE_AREAS  # noqa: E402

from .test_tiwanaku_table import click_cell  # noqa: E402

COMP = {"mode": "competitive", "players": 2, "board": "short", "difficulty": "easy",
        "first_player": 0}
# the tutorial's first chapters (resources/tutorials/tiwanaku): seed 1, the learner is seat 0
OPENING = ["move stack A2", "move stack B1", "move stack B4", "move stack A1", "move stack A3",
           "move stack E2"]


def state_after(moves, options=COMP, seed=1):
    s = RULES.new_state(options, seed)
    for text in moves:
        s = RULES.apply(s.clone(), RULES.parse_move(text))
    return s


def show(table, state):
    table.set_game(state, [Seat(n, c) for n, c in zip(("Ann", "Bob"), ("blue", "orange"))])
    table.set_state(state, state.current, True)


def cells(table, name):
    g = table._obs.grid
    return {g.name(it.cell) for it in table.scene.cells if it.guide == name}


def buttons(table, guide):
    return {b.objectName() for b in table.bar.buttons if b.property("guide") == guide}


def inside(table, rect):
    return not rect.isEmpty() and table.rect().contains(rect)


def test_guide_areas_are_the_tutorial_names(table):
    assert table.guide_areas() == GUIDE_AREAS
    with pytest.raises(ValueError):
        table.guide(None, ["nowhere"])


def test_tutorial_guide_of_a_pawn_from_the_stack(table):
    show(table, state_after([]))
    move = RULES.parse_move("move stack A2")
    table.guide(move)
    assert cells(table, "on") == {"A2"}
    assert buttons(table, "on") == {"tiwanakuStack"}
    assert "tiwanakuPencil" in buttons(table, "dim")
    rect = table.guide_rect(move)
    assert inside(table, rect.intersected(table.rect()))
    cell = table._scene_rect(table.scene.cells[5].rect)  # A2: row 2, column A
    assert rect.contains(cell)
    # the learner picks the stack: every other cell it could reach is dimmed
    table.bar.button("tiwanakuStack").click()
    reach = {table._obs.grid.name(c) for c in table._reach()}
    assert len(reach) > 5 and cells(table, "dim") == reach - {"A2"}
    assert cells(table, "on") == {"A2"}
    assert buttons(table, "on") == {"tiwanakuStack"}  # the rebuilt bar keeps the guide


def test_tutorial_guide_of_a_divination_lights_the_cell_then_the_chip(table):
    show(table, state_after(OPENING))
    move = RULES.parse_move("divine A3 1")
    table.guide(move)
    assert cells(table, "on") == {"A3"}
    assert cells(table, "dim") == {"A2", "B4"}  # the learner's other pawns
    assert inside(table, table.guide_rect(move))
    click_cell(table, table._obs.grid.parse("A3"))
    chips = {it.level: it.guide for it in table.scene.level_items()}
    assert chips == {1: "on", 2: "dim", 3: "dim", 4: "dim", 5: "dim"}
    chip = next(it for it in table.scene.level_items() if it.level == 1)
    assert table.guide_rect(move).contains(table._scene_rect(chip.rect))
    table.guide(None)
    assert cells(table, "on") == cells(table, "dim") == set()
    assert {it.guide for it in table.scene.level_items()} == {None}


def test_tutorial_guide_of_an_offering_lights_its_tokens_and_the_offer_button(table):
    show(table, state_after(OPENING + ["divine A3 1", "divine B4 5", "divine A2 2"]))
    move = RULES.parse_move("offer potato+coca+quinoa")
    table.guide(move, ["tokens"])
    assert buttons(table, "on") == {"tiwanakuToken1", "tiwanakuToken2", "tiwanakuToken5",
                                    "tiwanakuOffer"}
    assert "tiwanakuNoOffer" in buttons(table, "dim")
    assert table.guide_frames.targets() == [table.tokens_box]
    assert table.guide_frames.isVisible()
    rect = table.guide_rect(move, ["tokens"])
    assert rect.contains(QRect(table.tokens_box.mapTo(table, table.tokens_box.rect().topLeft()),
                               table.tokens_box.size()))
    table.guide(None)
    assert buttons(table, "on") == buttons(table, "dim") == set()
    assert all(b.graphicsEffect() is None and b.styleSheet() == "" for b in table.bar.buttons)
    assert not table.guide_frames.isVisible()


def test_tutorial_guide_of_a_move_on_the_board_lights_both_cells(table):
    show(table, state_after(OPENING))
    move = RULES.parse_move("move A2 C2")
    table.guide(move)
    assert cells(table, "on") == {"A2", "C2"}
    assert "A3" in cells(table, "dim") and "B4" in cells(table, "dim")
    assert inside(table, table.guide_rect(move))


def test_tutorial_guide_of_coop_tiles_and_the_team_tile_choice(table):
    options = {"mode": "coop", "players": 2, "level": "easy", "first_player": 0}
    show(table, state_after([], options))
    move = RULES.parse_move("play desert")
    table.guide(move, ["tiles", "bar"])
    assert buttons(table, "on") == {"tiwanakuPlay0"}
    assert buttons(table, "dim") >= {"tiwanakuPlay1", "tiwanakuPlay2", "tiwanakuPlay3"}
    assert table.guide_frames.targets() == [table.tiles_box, table.bar]
    table.guide(None)
    assert table.guide_frames.targets() == []
    s = state_after(["play desert", "move stack D1"], options)
    show(table, s)
    supplier = RULES.parse_move("tile from P1")
    table.guide(supplier, ["reaction"])
    assert buttons(table, "on") == {"tiwanakuSupplier0"}
    assert buttons(table, "dim") >= {"tiwanakuSupplier1"}
    assert table.guide_frames.targets() == [table.reaction]


def test_tutorial_guide_stays_over_a_new_state_until_cleared(table):
    show(table, state_after([]))
    table.guide(RULES.parse_move("move stack A2"), ["board"])
    show(table, state_after(["move stack A2"]))  # the move was made: the next state
    assert table.guide_frames.targets() == [table.view]
    assert cells(table, "on") == {"A2"}  # A2 is no target any more but still named
    table.guide(None)
    assert table.guide_rect(None) == QRect()
    assert cells(table, "on") == set() and table.guide_frames.targets() == []
