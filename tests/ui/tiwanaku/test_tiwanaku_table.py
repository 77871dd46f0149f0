"""Tiwanaku's table as a player uses it: the board and its symbols, hidden information (terrain,
crops, other seats' tiles and pencil marks), the tile model, refusals with reasons, and whole
games played by mouse clicks on the board, the tiles and the decision bar."""

import dataclasses
import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.bots.tiwanaku.deduction import candidates
from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.moves import (AutomaFirst, Divine, Explore, Offer, Pass, PlayTile,
                                               ReturnToStack, StopDivining, Supplier)
from lewisclark_desktop.tiwanaku.state import AUTOMA
from lewisclark_desktop.ui.tiwanaku.side_views import ARROW_ROLE, COUNT_ROLE, TileModel

NAMES = ("Ann", "Bob", "Chie", "Dan")
COLOURS = ("blue", "orange", "green", "purple")


def seats_for(state):
    return [Seat(NAMES[i], COLOURS[i]) for i in range(state.players)]


def show(table, state, viewer=None, interactive=True):
    table.set_game(state, seats_for(state))
    table.set_state(state, state.current if viewer is None else viewer, interactive)


def click_cell(table, cell, button=Qt.LeftButton):
    QTest.mouseClick(table.view.viewport(), button, Qt.NoModifier, table.view.cell_pos(cell))


def click_level(table, level):
    point = table.view.mapFromScene(table.scene.level_point(level))
    QTest.mouseClick(table.view.viewport(), Qt.LeftButton, Qt.NoModifier, point)


def click_button(table, name):
    button = table.bar.button(name)
    assert button is not None, f"no {name} button: {[b.objectName() for b in table.bar.buttons]}"
    QTest.mouseClick(button, Qt.LeftButton)


def competitive(players=2, seed=3):
    return RULES.new_state({"mode": "competitive", "players": players}, seed)


def coop(players=2, seed=3, **extra):
    return RULES.new_state(dict({"mode": "coop", "players": players, "level": "normal"}, **extra),
                           seed)


def test_scene_draws_the_grid_with_column_letters_and_row_numbers(table):
    show(table, competitive())
    assert len(table.scene.cells) == 25
    assert [t.text() for t in table.scene.labels] == list("ABCDE") + list("12345")
    show(table, coop())
    assert len(table.scene.cells) == 45
    assert [t.text() for t in table.scene.labels] == list("ABCDEFGHI") + list("12345")


def test_board_shows_start_cells_and_keeps_the_rest_face_down(table):
    s = competitive()
    show(table, s)
    hints = set(s.scenario.hints)
    for i, item in enumerate(table.scene.cells):
        if i in hints:
            assert (item.terrain, item.crop) == (s.scenario.terrain[i], s.scenario.crop[i])
        else:
            assert (item.terrain, item.crop) == (None, None)


def test_after_moves_only_discovered_terrain_and_placed_crops_show(table):
    s = competitive(3, seed=8)
    bots = [make_bot("normal", k) for k in range(3)]
    for _ in range(12):
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    show(table, s)
    unknown = [i for i, t in enumerate(s.terrain) if t is None]
    assert unknown, "the test needs undiscovered cells"
    for i, item in enumerate(table.scene.cells):
        assert item.terrain == s.terrain[i] and item.crop == s.crop[i]
        assert item.pawn == s.pawns[i]
    assert table.view.scene().sceneRect().width() > 0


def render(table):
    image = QImage(table.view.viewport().size(), QImage.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    table.view.render(painter)
    painter.end()
    return image


def test_the_board_looks_the_same_whatever_the_hidden_map_holds(table):
    s = competitive(3, seed=8)
    bots = [make_bot("normal", k) for k in range(3)]
    for _ in range(8):
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    other = s.clone()  # same public state, another hidden map under the face-down cells
    hidden = [i for i, t in enumerate(s.terrain) if t is None]
    assert hidden
    other.scenario = dataclasses.replace(
        s.scenario,
        terrain=tuple((t + 1) % 4 if i in hidden else t for i, t in enumerate(s.scenario.terrain)),
        crop=tuple(v % 5 + 1 if s.crop[i] is None else v for i, v in enumerate(s.scenario.crop)))
    show(table, s, viewer=0)
    first = render(table)
    show(table, other, viewer=0)
    assert render(table) == first


def test_the_table_follows_the_language(table, lang):
    show(table, competitive())
    table.retranslate()
    japanese = bool(re.search(r"[\u3040-\u30ff]", table.bar.prompt.text()))
    assert japanese == (lang == "ja")
    assert ("多様性" in table.diversity_box.title()) == (lang == "ja")


def test_coop_partners_share_a_pawn_colour_and_letter(table):
    s = coop(4)
    bots = [make_bot("normal", k) for k in range(4)]
    for _ in range(12):
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    show(table, s)
    names = {item.pawn_name for item in table.scene.cells if 0 <= item.pawn != AUTOMA}
    assert names and names <= {"blue", "orange"}  # Chie plays Ann's colour, Dan Bob's
    assert "Chie [B]" in table.players.text() and "Dan [O]" in table.players.text()


def test_automa_pawns_are_drawn_on_their_cells(table):
    s = coop()
    show(table, s)
    automa = [i for i, p in enumerate(s.pawns) if p == AUTOMA]
    assert len(automa) == 5
    assert [i for i, item in enumerate(table.scene.cells) if item.pawn == AUTOMA] == automa


def test_tile_model_passes_the_model_tester(qtmodeltester):
    s = coop(3)
    model = TileModel()
    model.set_hands(RULES.observation(s, 0).hands, NAMES[:3])
    qtmodeltester.check(model)
    model.set_hands([], [])
    qtmodeltester.check(model)


def test_tiles_show_only_the_viewers_top_arrows_unless_screens_are_open(table):
    s = coop(2)
    model = table.tiles.tile_model
    show(table, s, viewer=0)
    own = [model.index(0, t).data(ARROW_ROLE) for t in range(4) if s.hands[0][t]]
    other = [model.index(1, t).data(ARROW_ROLE) for t in range(4) if s.hands[1][t]]
    assert own == [s.hands[0][t][0] for t in range(4) if s.hands[0][t]]
    assert other and all(a is None for a in other)
    assert [model.index(1, t).data(COUNT_ROLE) for t in range(4)] == [len(h) for h in s.hands[1]]
    table.set_state(s, None, False)  # under the cover: no arrow at all
    assert all(model.index(r, t).data(ARROW_ROLE) is None for r in range(2) for t in range(4))
    opened = coop(2, open_screens=True)
    show(table, opened, viewer=0)
    assert [model.index(1, t).data(ARROW_ROLE) for t in range(4) if opened.hands[1][t]] == \
        [opened.hands[1][t][0] for t in range(4) if opened.hands[1][t]]


def test_a_click_on_an_empty_cell_without_a_pick_says_why(table, qtbot):
    s = competitive()
    show(table, s)
    empty = next(i for i, t in enumerate(s.terrain) if t is None)
    with qtbot.waitSignal(table.notice) as notice:
        click_cell(table, empty)
    assert "Pick one of your pawns or the stack first" in notice.args[0]
    assert table.bar.message.text() == notice.args[0]


def test_stack_pick_highlights_every_reachable_cell_and_refuses_others(table, qtbot):
    s = competitive()
    show(table, s)
    click_button(table, "tiwanakuStack")
    reach = {s.grid.parse(m.dest) for m in RULES.legal_moves(s)
             if isinstance(m, Explore) and m.src is None}
    marked = {i for i, item in enumerate(table.scene.cells) if item.mark == "reach"}
    assert marked == reach
    inner = next(i for i in range(s.grid.n) if i not in reach and s.crop[i] is None)
    with qtbot.waitSignal(table.notice) as notice:
        click_cell(table, inner)
    assert "cannot reach" in notice.args[0]
    dest = min(reach)
    with qtbot.waitSignal(table.move_chosen) as chosen:
        click_cell(table, dest)
    assert chosen.args[0] == Explore(None, s.grid.name(dest))


def test_pencil_marks_of_one_seat_are_invisible_to_the_others(table):
    s = competitive()
    show(table, s, viewer=0)
    cell = next(i for i, t in enumerate(s.terrain) if t is None)
    menu = table.pencil_menu(cell)
    actions = {a.objectName(): a for a in menu.actions()}
    actions["pencilCrop2"].trigger()
    menu = table.pencil_menu(cell)
    {a.objectName(): a for a in menu.actions()}["pencilTerrain3"].trigger()

    def marks():
        item = table.scene.cells[cell]
        return item.pencil_crops, item.pencil_terrains

    assert marks() == ({2}, {3})
    table.set_state(s, 1, False)
    assert marks() == (set(), set())
    table.set_state(s, None, False)
    assert marks() == (set(), set())
    assert table.pencil_menu(cell) is None  # no one's pencil under the cover
    saved = table.pencil_state()
    table.set_game(s, seats_for(s))  # a new game starts with no marks
    table.set_state(s, 0, False)
    assert marks() == (set(), set())
    table.set_pencil_state(saved)
    assert marks() == ({2}, {3})
    with pytest.raises(ValueError):
        table.set_pencil_state({"0": {str(cell): {"crops": [7]}}})
    assert marks() == ({2}, {3})  # bad data loses nothing


def test_pencil_mode_click_opens_the_menu_instead_of_playing(table, qtbot):
    s = competitive()
    show(table, s, viewer=0)
    click_button(table, "tiwanakuPencil")
    cell = next(i for i, t in enumerate(s.terrain) if t is None)
    with qtbot.assertNotEmitted(table.move_chosen):
        click_cell(table, cell)


def test_deduction_practice_marks_a_forced_crop_only_when_asked(table):
    s = competitive()
    bots = [make_bot("normal", k) for k in range(2)]
    for _ in range(300):
        if RULES.is_over(s):
            break
        forced = {i: v for i, v in candidates(RULES.observation(s, 0)).items() if len(v) == 1}
        if forced:
            break
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    assert forced, "the game never had a deducible crop"
    show(table, s, viewer=0)
    cell, levels = next(iter(forced.items()))
    assert table.scene.cells[cell].deduced == frozenset()
    table.deduce.setChecked(True)
    assert table.scene.cells[cell].deduced == frozenset(levels)
    assert set(levels) == {s.scenario.crop[cell]}


def test_a_discovered_tile_turns_over_and_a_click_skips_it(table):
    table.scene.animate = True
    s = competitive()
    show(table, s)
    move = next(m for m in RULES.legal_moves(s)
                if isinstance(m, Explore) and s.terrain[s.grid.parse(m.dest)] is None)
    RULES.apply(s, move)
    table.set_state(s, s.current, True)
    item = table.scene.cells[s.grid.parse(move.dest)]
    assert item.flip == 0.0 and item.terrain == s.terrain[item.cell]
    click_cell(table, item.cell)
    assert item.flip is None and not table.scene.flips


def test_a_hint_is_set_up_so_that_one_click_plays_it(table, qtbot):
    s = competitive()
    show(table, s)
    hint = next(m for m in RULES.legal_moves(s) if isinstance(m, Explore))
    table.show_hint(hint)
    dest = s.grid.parse(hint.dest)
    assert table.scene.cells[dest].mark == "hint"
    with qtbot.waitSignal(table.move_chosen) as chosen:
        click_cell(table, dest)
    assert chosen.args[0] == hint


# ---------------------------------------------------------------------- whole games by clicks
def play_by_clicks(table, qtbot, move, s):
    """Compose `move` with the mouse as a player would; returns what the table emitted."""
    g = s.grid
    with qtbot.waitSignal(table.move_chosen, timeout=1000) as chosen:
        match move:
            case PlayTile(terrain=t):
                view = table.tiles
                rect = view.visualRect(view.tile_model.index(s.current, t))
                QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
            case Explore(src=None, dest=d):
                click_button(table, "tiwanakuStack")
                click_cell(table, g.parse(d))
            case Explore(src=a, dest=d):
                click_cell(table, g.parse(a))
                click_cell(table, g.parse(d))
            case ReturnToStack(src=a):
                click_cell(table, g.parse(a))
                click_button(table, "tiwanakuReturn")
            case Divine(cell=c, level=v):
                click_cell(table, g.parse(c))
                click_level(table, v)
            case StopDivining():
                click_button(table, "tiwanakuStop")
            case Pass():
                click_button(table, "tiwanakuPass")
            case Offer(levels=()):
                click_button(table, "tiwanakuNoOffer")
            case Offer(levels=levels):
                for v in levels:
                    click_button(table, f"tiwanakuToken{v}")
                click_button(table, "tiwanakuOffer")
            case Supplier(seat=x):
                click_button(table, f"tiwanakuSupplier{x}")
            case AutomaFirst(cell=c):
                click_cell(table, g.parse(c))
    return chosen.args[0]


def play_game(table, qtbot, s, max_moves=600):
    bots = [make_bot("normal", 11 + k) for k in range(s.players)]
    seen = set()
    table.set_game(s, seats_for(s))
    for _ in range(max_moves):
        if RULES.is_over(s):
            return s, seen
        table.set_state(s, s.current, True)
        move = bots[s.current].choose(RULES, RULES.observation(s, s.current))
        emitted = play_by_clicks(table, qtbot, move, s)
        assert emitted == move
        seen.add(type(move).__name__)
        RULES.apply(s, emitted)
    raise AssertionError("the game did not end")



def test_a_whole_competitive_two_player_game_by_clicks(table, qtbot):
    s, seen = play_game(table, qtbot, competitive(2, seed=4))
    assert RULES.is_over(s)
    assert {"Explore", "Divine", "Offer"} <= seen and s.turn >= 20
    table.set_state(s, None, False)
    assert "Game over" in table.bar.prompt.text()
    assert all(item.terrain is not None for item in table.scene.cells)


def test_a_whole_coop_game_by_clicks(table, qtbot):
    s, seen = play_game(table, qtbot, coop(2, seed=14))  # a game where the automa's order is asked
    assert RULES.is_over(s)
    assert {"PlayTile", "Explore", "Divine", "Supplier", "AutomaFirst"} <= seen
    table.set_state(s, None, False)
    assert "Game over" in table.bar.prompt.text()


def test_the_solo_player_is_named_where_co_op_says_team(table):
    show(table, RULES.new_state({"mode": "solo", "players": 1, "level": "easy"}, 2))
    lines = table.players.text().split("<br>")
    assert len(lines) == 2  # the player, with the points, then the automa (issue 33)
    assert "Ann [B]: " in lines[0] and " points, stack " in lines[0]
    assert "Team" not in table.players.text()
    assert "co-op" not in table.tiles_box.title()
    show(table, coop(2))
    assert "Team [T]" in table.players.text()


def test_a_whole_solo_game_by_clicks(table, qtbot):
    s, seen = play_game(table, qtbot, RULES.new_state({"mode": "solo", "players": 1,
                                                       "level": "easy"}, 2))
    assert RULES.is_over(s)
    assert {"PlayTile", "Explore"} <= seen
    table.set_state(s, None, False)
    assert "Game over" in table.bar.prompt.text()


def test_automa_reaction_is_listed_step_by_step(table, qtbot):
    s = coop(2, seed=6)
    bots = [make_bot("normal", 11 + k) for k in range(2)]
    table.set_game(s, seats_for(s))
    for _ in range(200):
        before = len(s.history)
        table.set_state(s, s.current, True)
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
        if any(line.startswith("automa moves") for line in s.history[before:]):
            break
    table.set_state(s, s.current, True)
    assert table.reaction.isVisibleTo(table)
    assert "The automa pawn" in table.reaction.text()
    assert table.scene.paths  # its moves drawn as numbered arrows
    for _ in range(200):  # the next action without a reaction clears both
        before = len(s.history)
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
        table.set_state(s, s.current, True)
        lines = s.history[before:]
        if not any(x.startswith("automa") for x in lines) and \
                any(re.match(r"P\d (move|divines)", x) for x in lines):
            break
    assert not table.reaction.isVisibleTo(table) and table.scene.paths == []


def test_other_seats_cannot_act_and_bar_has_no_buttons_then(table, qtbot):
    s = competitive()
    show(table, s, interactive=False)
    assert [b.objectName() for b in table.bar.buttons] == ["tiwanakuPencil"]  # notes any time
    with qtbot.waitSignal(table.notice) as notice:
        click_cell(table, next(iter(s.scenario.hints)))
    assert "not your turn" in notice.args[0]


def test_the_automas_reaction_appears_step_by_step(table, qtbot):
    show(table, coop(2))
    scene = table.scene
    scene.animate = True
    shown, show_step = [], scene._show_step
    scene._show_step = lambda items: (shown.append(scene.paths.index(items[0]) // 3),
                                      show_step(items))
    scene.show_paths([(3, 4), (20, 11), (30, 31)])
    steps = [scene.paths[k:k + 3] for k in range(0, 9, 3)]  # arrow, badge and number of each
    assert [all(i.isVisible() for i in step) for step in steps] == [True, False, False]
    qtbot.waitUntil(lambda: all(i.isVisible() for i in scene.paths), timeout=3000)
    assert shown == [1, 2]  # one step after the other
    scene.show_paths([(3, 4), (20, 11), (30, 31)])  # the same reaction drawn again: all at once
    assert all(i.isVisible() for i in scene.paths)
