"""Tiwanaku's table read and used at 1280×720 (issue 33, points 4 and 6): the practice marks'
contrast, the divination chips' size and place, the tiles' column headers, one line per solo
player, the pencil menu that stays open, the prompt after a pick, the offering of one token."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections import Counter  # noqa: E402

import shiboken6  # noqa: E402

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QImage, QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from lewisclark_desktop.bots.tiwanaku import make_bot  # noqa: E402
from lewisclark_desktop.core.seats import Seat  # noqa: E402
from lewisclark_desktop.tiwanaku.game import RULES  # noqa: E402
from lewisclark_desktop.tiwanaku.moves import Divine, Explore  # noqa: E402
from lewisclark_desktop.ui.tiwanaku import art  # noqa: E402
from lewisclark_desktop.ui.tiwanaku.board_scene import CELL, CellItem, LevelItem  # noqa: E402
from lewisclark_desktop.ui.tiwanaku.texts import terrain_name  # noqa: E402

NAMES = ("Ann", "Bob", "Chie", "Dan")
COLOURS = ("blue", "orange", "green", "purple")
EIGHT_POINT_PX = 8 * 96 / 72  # 8 pt on a 96 dpi screen
MOUNTAIN = 2


def show(table, state, viewer=None):
    table.set_game(state, [Seat(NAMES[i], COLOURS[i]) for i in range(state.players)])
    table.set_state(state, state.current if viewer is None else viewer, True)


def played_until(options, seed, stop, games=12):
    """A game of Normal bots from `seed` (or the next seeds), stopped where stop(state) first
    holds."""
    for k in range(games):
        s = RULES.new_state(options, seed + k)
        bots = [make_bot("normal", seed + k + b) for b in range(s.players)]
        while not RULES.is_over(s):
            if stop(s):
                return s
            RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    raise AssertionError("never reached")


# ------------------------------------------------------------------------------ contrast
def luminance(colour):
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + \
        0.0722 * channel(colour.blue())


def contrast(a, b):
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def cell_image(deduced):
    item = CellItem(0, QRectF(0, 0, CELL, CELL))
    item.terrain = MOUNTAIN  # grey with hatching: where the light blue marks could not be read
    item.deduced = frozenset(deduced)
    image = QImage(int(CELL), int(CELL), QImage.Format_RGB32)
    image.fill(Qt.white)
    p = QPainter(image)
    item.paint(p, None)
    p.end()
    return image


def test_the_practice_mark_reads_at_4_5_to_1_on_the_mountain(qapp):
    plain, marked = cell_image(()), cell_image({5})
    changed = [(x, y) for x in range(int(CELL)) for y in range(int(CELL))
               if plain.pixel(x, y) != marked.pixel(x, y)]
    assert changed
    xs, ys = [x for x, _ in changed], [y for _, y in changed]
    text = art.DEDUCED.rgb()
    assert any(marked.pixel(x, y) == text for x, y in changed)  # the mark is drawn in DEDUCED
    around = Counter(marked.pixel(x, y) for x in range(min(xs), max(xs) + 1)
                     for y in range(min(ys), max(ys) + 1) if marked.pixel(x, y) != text)
    background = QColor.fromRgb(around.most_common(1)[0][0])
    assert contrast(art.DEDUCED, background) >= 4.5, background.name()


# ------------------------------------------------------------------------------ divination chips
def test_the_divination_chips_are_readable_and_leave_the_cells_marks_in_view(table, qtbot):
    s = played_until({"mode": "solo", "players": 1, "level": "normal"}, 5,
                     lambda s: any(isinstance(m, Divine) for m in RULES.legal_moves(s)))
    show(table, s)
    cell = s.grid.parse(next(m for m in RULES.legal_moves(s) if isinstance(m, Divine)).cell)
    table._cell_clicked(cell)
    chips = [it for it in table.scene.levels if isinstance(it, LevelItem)]
    assert len(chips) == 5
    scale = table.view.transform().m11()  # scene to screen, the long board at 1280×720
    digits = QFont()
    digits.setPixelSize(max(6, int(chips[0].rect.height() * 0.62)))  # as paint_crop draws them
    assert digits.pixelSize() * scale >= EIGHT_POINT_PX
    cell_rect = table.scene.cells[cell].rect
    notes = cell_rect.adjusted(0, 0, 0, -4)  # the pencil marks' corners lie inside the cell
    strip = table.scene.levels_rect(cell, 5)
    assert strip.intersected(notes).height() <= 0.05 * CELL
    with qtbot.waitSignal(table.move_chosen) as chosen:  # a click on a chip divines
        point = table.view.mapFromScene(table.scene.level_point(3))
        QTest.mouseClick(table.view.viewport(), Qt.LeftButton, Qt.NoModifier, point)
    assert chosen.args[0] == Divine(s.grid.name(cell), 3)


def test_pencil_and_practice_marks_are_at_least_8_points_on_the_long_board(table):
    from lewisclark_desktop.ui.tiwanaku.board_scene import NOTE_PX
    show(table, RULES.new_state({"mode": "solo", "players": 1, "level": "easy"}, 2))
    assert NOTE_PX * table.view.transform().m11() >= EIGHT_POINT_PX


# ------------------------------------------------------------------------------ tiles' headers
def test_the_tiles_headers_are_names_where_they_fit_and_letters_where_they_would_be_cut(table, lang):
    s = RULES.new_state({"mode": "coop", "players": 4, "level": "normal"}, 3)
    show(table, s)
    view = table.tiles
    for width in (220, 300, 420, 600):
        view.setFixedWidth(width)
        QApplication.processEvents()
        metrics = view.horizontalHeader().fontMetrics()
        for t in range(4):
            shown = view.tile_model.headerData(t, Qt.Horizontal)
            assert metrics.horizontalAdvance(shown) <= view.header_room(), (width, shown)
            assert view.tile_model.headerData(t, Qt.Horizontal, Qt.ToolTipRole) == terrain_name(t)
        if width == 600:
            assert view.tile_model.headerData(MOUNTAIN, Qt.Horizontal) == terrain_name(MOUNTAIN)
    assert view.horizontalHeader().font().pointSizeF() >= 8


# ------------------------------------------------------------------------------ solo
def test_the_solo_game_lists_its_player_once(table):
    show(table, RULES.new_state({"mode": "solo", "players": 1, "level": "easy"}, 2))
    lines = table.players.text().split("<br>")
    assert sum("Ann" in line for line in lines) == 1 and len(lines) == 2


# ------------------------------------------------------------------------------ pencil menu
def click_action(menu, name):
    action = next(a for a in menu.actions() if a.objectName() == name)
    QTest.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, menu.actionGeometry(action).center())
    QApplication.processEvents()


def test_several_candidates_are_ticked_in_one_opening_of_the_pencil_menu(table, qtbot):
    s = RULES.new_state({"mode": "competitive", "players": 2}, 3)
    show(table, s, viewer=0)
    cell = next(i for i, t in enumerate(s.terrain) if t is None)
    table._toggle_pencil(True)
    table._cell_clicked(cell)
    menu = table.open_menu
    qtbot.waitExposed(menu)
    for name in ("pencilCrop2", "pencilCrop4", "pencilTerrain1", "pencilCrop4"):
        click_action(menu, name)
        assert menu.isVisible()
    assert table.pencil.crops(0, cell) == {2} and table.pencil.terrains(0, cell) == {1}
    assert table.scene.cells[cell].pencil_crops == {2}  # drawn at once, the menu still open
    assert next(a for a in menu.actions() if a.objectName() == "pencilCrop2").isChecked()
    click_action(menu, "pencilClear")  # an entry that is not a tick closes the menu
    qtbot.waitUntil(lambda: not shiboken6.isValid(menu) or not menu.isVisible())
    assert table.pencil.crops(0, cell) == set()


def test_the_left_and_right_click_menus_open_at_the_same_place(table, qtbot):
    s = RULES.new_state({"mode": "competitive", "players": 2}, 3)
    show(table, s, viewer=0)
    cell = next(i for i, t in enumerate(s.terrain) if t is None)
    QTest.mouseClick(table.view.viewport(), Qt.RightButton, Qt.NoModifier,
                     table.view.cell_pos(cell))
    right = table.open_menu
    qtbot.waitExposed(right)
    right_at = right.pos()
    right.close()
    table._toggle_pencil(True)
    QTest.mouseClick(table.view.viewport(), Qt.LeftButton, Qt.NoModifier, table.view.cell_pos(cell))
    left = table.open_menu
    qtbot.waitExposed(left)
    assert left is not right and left.pos() == right_at
    left.close()


# ------------------------------------------------------------------------------ prompt
def test_after_a_pawn_is_picked_the_prompt_says_what_to_do_next(table):
    s = played_until({"mode": "competitive", "players": 2}, 3,
                     lambda s: s.phase == "action" and any(
                         isinstance(m, Explore) and m.src for m in RULES.legal_moves(s)))
    show(table, s)
    before = table.bar.prompt.text()
    src = next(m.src for m in RULES.legal_moves(s) if isinstance(m, Explore) and m.src)
    table._cell_clicked(s.grid.parse(src))
    after = table.bar.prompt.text()
    assert after != before and "highlighted cell" in after and "move this pawn" in after
    table._cell_clicked(s.grid.parse(src))  # put down again: the turn's prompt
    assert table.bar.prompt.text() == before
    table._pick_stack()
    assert "from the stack" in table.bar.prompt.text()


# ------------------------------------------------------------------------------ offering
def test_with_one_token_no_offering_comes_first_and_the_prompt_says_why(table, qtbot):
    s = played_until({"mode": "competitive", "players": 2}, 3,
                     lambda s: s.phase == "offer" and s.tokens[s.current].bit_count() == 1)
    show(table, s)
    first = table.bar.buttons[0]
    assert first.objectName() == "tiwanakuNoOffer" and first.font().bold()
    assert "scores nothing" in table.bar.prompt.text()
    assert sum(b.objectName() == "tiwanakuNoOffer" for b in table.bar.buttons) == 1
    with qtbot.waitSignal(table.move_chosen) as chosen:
        QTest.mouseClick(first, Qt.LeftButton)
    assert chosen.args[0].levels == ()


def test_with_several_tokens_the_offering_is_asked_as_before(table):
    s = played_until({"mode": "competitive", "players": 2}, 3,
                     lambda s: s.phase == "offer" and s.tokens[s.current].bit_count() >= 2)
    show(table, s)
    names = [b.objectName() for b in table.bar.buttons]
    assert names[0].startswith("tiwanakuToken") and "tiwanakuNoOffer" in names
    assert "scores nothing" not in table.bar.prompt.text()
