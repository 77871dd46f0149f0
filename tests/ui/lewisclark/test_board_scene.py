"""The shared board scene: pieces where the state says, counts shown, clicks reported only for
clickable items, greyed items explain why, no leaked items, language switch."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import math  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, Qt  # noqa: E402

from lewisclark_desktop.lewisclark.card_texts import CARD_TEXTS  # noqa: E402
from lewisclark_desktop.lewisclark.cards import CARDS, STRENGTH  # noqa: E402
from lewisclark_desktop.lewisclark.route import FORT_CLATSOP, LAST_SPACE, SAINT_LOUIS  # noqa: E402
from lewisclark_desktop.lewisclark.setup import new_game  # noqa: E402
from lewisclark_desktop.lewisclark.village import LOCATIONS  # noqa: E402
from lewisclark_desktop.ui.lewisclark import texts  # noqa: E402
from lewisclark_desktop.ui.lewisclark.board_scene import (DATA_KEY, DATA_VALUE, JOURNAL_RECT,  # noqa: E402
                                               SUPPLY_RECT, VILLAGE_RECT, BoardScene, BoardView)


@pytest.fixture
def scene(qapp):
    s = BoardScene()
    yield s
    s.deleteLater()


@pytest.fixture
def view(qtbot):
    v = BoardView()
    qtbot.addWidget(v)
    v.resize(1000, 600)
    v.show()
    qtbot.waitExposed(v)
    return v


@pytest.fixture(autouse=True)
def english():
    texts.set_language("en")
    yield
    texts.set_language("en")


def keyed(scene, key):
    found = [it for it in scene.items() if it.data(DATA_KEY) == key]
    assert len(found) <= 1, key
    return found[0] if found else None


def nearest_space(scene, pos: QPointF) -> int:
    return min(range(LAST_SPACE + 1),
               key=lambda i: math.dist((pos.x(), pos.y()),
                                       (scene.space_item(i).pos().x(),
                                        scene.space_item(i).pos().y())))


def assert_on_space(scene, item, index):
    space = scene.space_item(index).pos()
    assert item.space == index
    # Beside its space (scouts on one side, camps on the other), not by another one.
    assert math.dist((item.pos().x(), item.pos().y()), (space.x(), space.y())) < 62
    assert nearest_space(scene, item.pos()) in (index - 1, index, index + 1)
    assert scene.sceneRect().contains(item.sceneBoundingRect())


# ------------------------------------------------------------------------------- the route

def test_route_has_55_spaces_apart_inside_the_route_area(scene):
    spaces = [keyed(scene, ("space", i)) for i in range(LAST_SPACE + 1)]
    assert all(s is not None for s in spaces)
    assert keyed(scene, ("space", LAST_SPACE + 1)) is None
    for a in range(len(spaces)):
        rect = spaces[a].sceneBoundingRect()
        assert scene.sceneRect().contains(rect)
        for panel in (VILLAGE_RECT, JOURNAL_RECT, SUPPLY_RECT):
            assert not rect.intersects(panel)
        for b in range(a + 1, len(spaces)):
            pa, pb = spaces[a].pos(), spaces[b].pos()
            assert math.dist((pa.x(), pa.y()), (pb.x(), pb.y())) > 45


def test_panels_do_not_overlap():
    for a, b in ((VILLAGE_RECT, JOURNAL_RECT), (VILLAGE_RECT, SUPPLY_RECT),
                 (SUPPLY_RECT, JOURNAL_RECT)):
        assert not a.intersects(b)


def test_space_tooltips_name_index_and_terrain(scene):
    assert "0" in scene.space_item(0).toolTip()
    assert texts.terrain_name("river") in scene.space_item(10).toolTip()
    assert texts.terrain_name("mountain") in scene.space_item(27).toolTip()
    assert texts.terrain_name("mixed") in scene.space_item(23).toolTip()
    assert "Saint Louis" in scene.space_item(SAINT_LOUIS).toolTip()
    assert "Fort Clatsop" in scene.space_item(FORT_CLATSOP).toolTip()


# ------------------------------------------------------------------------------- pieces

def test_scouts_and_camps_stand_where_the_state_says(scene):
    s = new_game(2, 11)
    s.players[0].scout, s.players[0].camp = LAST_SPACE, 30
    s.players[1].scout, s.players[1].camp = 0, 0
    scene.set_state(s)
    assert_on_space(scene, keyed(scene, ("scout", 0)), LAST_SPACE)
    assert_on_space(scene, keyed(scene, ("camp", 0)), 30)
    assert_on_space(scene, keyed(scene, ("scout", 1)), 0)
    assert_on_space(scene, keyed(scene, ("camp", 1)), 0)
    assert keyed(scene, ("mackenzie",)) is None
    assert keyed(scene, ("scout", 2)) is None
    # The Scout and the Camp on space 0 stand on opposite sides of it.
    sp = scene.space_item(0).pos()
    scout, camp = keyed(scene, ("scout", 1)).pos(), keyed(scene, ("camp", 1)).pos()
    assert (scout.y() - sp.y()) * (camp.y() - sp.y()) < 0

    s.players[0].scout = 12
    scene.set_state(s)
    assert_on_space(scene, keyed(scene, ("scout", 0)), 12)


def test_pieces_sharing_a_space_all_stay_visible(scene):
    s = new_game(5, 3)  # every Scout and Camp starts at Saint Louis
    scene.set_state(s)
    for kind in ("scout", "camp"):
        items = [keyed(scene, (kind, seat)) for seat in range(5)]
        for it in items:
            assert_on_space(scene, it, SAINT_LOUIS)
        xs = sorted(it.pos().x() for it in items)
        assert all(b - a >= 12 for a, b in zip(xs, xs[1:]))  # letters do not cover each other


def test_pieces_show_the_player_letter(scene):
    s = new_game(3, 5)
    scene.set_state(s)
    from lewisclark_desktop.ui.palette import PLAYER_LETTERS
    for seat, p in enumerate(s.players):
        assert keyed(scene, ("scout", seat)).letter == PLAYER_LETTERS[p.colour]
        assert keyed(scene, ("camp", seat)).letter == PLAYER_LETTERS[p.colour]


def test_solo_shows_mackenzie(scene):
    s = new_game(1, 4, solo_level=3)
    s.players[0].scout = 9
    scene.set_state(s)
    mk = keyed(scene, ("mackenzie",))
    assert mk is not None and mk.letter == "M"
    assert_on_space(scene, mk, s.mackenzie)
    s.mackenzie = 0
    scene.set_state(s)
    assert_on_space(scene, keyed(scene, ("mackenzie",)), 0)
    # Mackenzie on the Scout's space: both visible, side by side.
    s.mackenzie = 9
    scene.set_state(s)
    a, b = keyed(scene, ("mackenzie",)).pos(), keyed(scene, ("scout", 0)).pos()
    assert abs(a.x() - b.x()) >= 12
    scene.set_state(new_game(2, 1))
    assert keyed(scene, ("mackenzie",)) is None


def test_a_scouts_moves_in_its_latest_turn_leave_a_trail_until_its_next_turn(scene):
    s = new_game(3, 2)
    s.turn, s.current = 4, 1
    start = s.players[1].scout
    scene.set_state(s)
    assert scene.move_trails() == {}
    s.players[1].scout = start + 4  # moves during its turn
    scene.set_state(s)
    assert scene.move_trails() == {("scout", 1): (start, start + 4)}
    s.players[1].scout = start + 2  # camps: the trail ends where the Scout now stands
    scene.set_state(s)
    assert scene.move_trails() == {("scout", 1): (start, start + 2)}
    for seat in (2, 0):  # the others' turns: seat 1's trail stays
        s.turn, s.current = s.turn + 1, seat
        scene.set_state(s)
        assert scene.move_trails() == {("scout", 1): (start, start + 2)}
    s.turn, s.current = s.turn + 1, 1  # its next turn begins
    scene.set_state(s)
    assert scene.move_trails() == {}
    trail_items = [it for it in scene.items() if type(it).__name__ == "MoveTrailItem"]
    assert trail_items == []


def test_mackenzies_step_after_a_turn_shows_as_a_trail(scene):
    s = new_game(1, 4, solo_level=0)
    scene.set_state(s)
    before = s.mackenzie
    s.mackenzie, s.turn = before + 1, s.turn + 1
    scene.set_state(s)
    assert scene.move_trails() == {("mackenzie",): (before, before + 1)}


def test_a_jump_to_another_game_or_replay_position_clears_the_trails(scene):
    s = new_game(2, 3)
    s.turn, s.current = 6, 0
    scene.set_state(s)
    s.players[0].scout += 3
    scene.set_state(s)
    assert scene.move_trails()
    s.turn = 20  # a jump, not the next turn
    scene.set_state(s)
    assert scene.move_trails() == {}


# ------------------------------------------------------------------------------- Village

def test_village_indians_powwow_newcomer_and_stock(scene):
    s = new_game(4, 2)
    s.village = [1, 0, 1, 0, 1, 2, 5, 3]
    s.powwow, s.newcomer, s.stock = 2, 0, 3
    scene.set_state(s)
    for i, key in enumerate(LOCATIONS):
        item = keyed(scene, ("location", key))
        assert item is scene.location_item(key)
        assert item.data(DATA_VALUE) == s.village[i]
        assert item.toolTip().startswith(texts.location_name(key))
        assert texts.location_effect(key) in item.toolTip()
    assert keyed(scene, ("location", "powwow")).data(DATA_VALUE) == 2
    assert keyed(scene, ("location", "newcomer")).data(DATA_VALUE) == 0
    stock = keyed(scene, ("count", "stock"))
    assert stock.data(DATA_VALUE) == 3 and "3" in stock.text()
    assert scene.location_item("upgrade").circles == 2
    assert scene.location_item("canoe").circles == 0  # the unlimited half circle


# ------------------------------------------------------------------ Journal, piles, tiles

def test_journal_pages_cards_and_empty_pages(scene):
    s = new_game(3, 9)
    s.journal = s.journal[:2]
    scene.set_state(s)
    for slot in (1, 2):
        page = keyed(scene, ("page", slot))
        card = s.journal[slot - 1]
        assert page.data(DATA_VALUE) == card
        tip = page.toolTip()
        assert texts.card_name(card) in tip and texts.card_effect(card) in tip
        assert f"{slot} Fur" in tip and f"{STRENGTH[card]} Equipment" in tip
    for slot in (3, 4, 5):
        page = keyed(scene, ("page", slot))
        assert page.data(DATA_VALUE) is None
        assert "Empty" in page.toolTip()
    # Page 5 (5 Furs) is at the top, page 1 at the bottom.
    ys = [scene.page_item(slot).sceneBoundingRect().center().y() for slot in range(1, 6)]
    assert ys == sorted(ys, reverse=True)


def test_deck_discard_and_tile_counts(scene):
    s = new_game(2, 6)
    s.discard = s.deck[:7]
    s.deck = s.deck[7:]
    s.tiles_left = [4, 0]
    scene.set_state(s)
    deck, discard = keyed(scene, ("count", "deck")), keyed(scene, ("count", "discard"))
    assert deck.data(DATA_VALUE) == len(s.deck) and str(len(s.deck)) in deck.text()
    assert discard.data(DATA_VALUE) == 7 and "7" in discard.text()
    res, ind = keyed(scene, ("count", "tiles_res")), keyed(scene, ("count", "tiles_ind"))
    assert res.data(DATA_VALUE) == 4 and "4" in res.text()
    assert ind.data(DATA_VALUE) == 0 and "0" in ind.text()
    assert keyed(scene, ("tiles", "res")).count == 4
    assert keyed(scene, ("tiles", "ind")).count == 0


# ------------------------------------------------------------------------------- clicks

def click(qtbot, view, item):
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)


def test_clicking_a_clickable_location_emits_its_key(qtbot, view):
    scene = view.scene()
    scene.set_state(new_game(2, 1))
    scene.set_clickable({"hunting": None, "horse": None, "gift": "No Indian in your boats"}, {})
    for key in ("hunting", "horse"):
        item = scene.location_item(key)
        assert item.is_clickable() and item.cursor().shape() == Qt.PointingHandCursor
        with qtbot.waitSignal(scene.locationClicked, timeout=1000) as blocker:
            click(qtbot, view, item)
        assert blocker.args == [key]


def test_greyed_and_neutral_locations_emit_nothing(qtbot, view):
    scene = view.scene()
    scene.set_state(new_game(2, 1))
    scene.set_clickable({"gift": "No Indian in your boats"}, {2: "Not enough Fur"})
    got = []
    scene.locationClicked.connect(got.append)
    scene.journalSlotClicked.connect(got.append)
    gift = scene.location_item("gift")
    assert not gift.is_clickable()
    assert "No Indian in your boats" in gift.toolTip()
    assert "Not enough Fur" in scene.page_item(2).toolTip()
    click(qtbot, view, gift)
    click(qtbot, view, scene.location_item("farewell"))  # not listed: neutral
    click(qtbot, view, scene.page_item(2))
    click(qtbot, view, scene.page_item(4))
    qtbot.wait(20)
    assert got == []
    assert scene.location_item("farewell").toolTip() == (
        texts.location_name("farewell") + "\n" + texts.location_effect("farewell"))


def test_clicking_a_clickable_journal_page_emits_its_slot(qtbot, view):
    scene = view.scene()
    scene.set_state(new_game(3, 2))
    scene.set_clickable({}, {1: None, 3: None, 5: "Not enough Fur"})
    with qtbot.waitSignal(scene.journalSlotClicked, timeout=1000) as blocker:
        click(qtbot, view, scene.page_item(3))
    assert blocker.args == [3]
    # Marks are replaced by the next call; right clicks never count.
    scene.set_clickable({}, {})
    assert not scene.page_item(3).is_clickable()
    assert "Not enough Fur" not in scene.page_item(5).toolTip()
    scene.set_clickable({"hunting": None}, {})
    got = []
    scene.locationClicked.connect(got.append)
    pos = view.mapFromScene(scene.location_item("hunting").sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.RightButton, pos=pos)
    assert got == []


def test_synthetic_scene_click_without_a_view(scene, qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent
    scene.set_state(new_game(2, 1))
    scene.set_clickable({"shamanism": None}, {})
    centre = scene.location_item("shamanism").sceneBoundingRect().center()
    got = []
    scene.locationClicked.connect(got.append)
    for kind in (QEvent.GraphicsSceneMousePress, QEvent.GraphicsSceneMouseRelease):
        ev = QGraphicsSceneMouseEvent(kind)
        ev.setScenePos(centre)
        ev.setButton(Qt.LeftButton)
        ev.setButtons(Qt.LeftButton if kind == QEvent.GraphicsSceneMousePress else Qt.NoButton)
        QApplication.sendEvent(scene, ev)
    assert got == ["shamanism"]


# ------------------------------------------------------------------------------- updates

def test_set_state_does_not_leak_items(scene):
    five = new_game(5, 1)
    scene.set_state(five)
    n = len(scene.items())
    for k in range(5):
        five.players[k % 5].scout = (five.players[k % 5].scout + 3) % (LAST_SPACE + 1)
        five.village[k] = 1
        scene.set_state(five)
        assert len(scene.items()) == n + len(scene.move_trails())
    two = new_game(2, 1)
    scene.set_state(two)
    assert scene.move_trails() == {}
    assert len(scene.items()) == n - 6  # three players' Scouts and Camps fewer
    scene.set_state(five)
    # Same turn number: the move of the player to move (its turn began at Saint Louis) shows.
    assert scene.move_trails() == {("scout", five.current): (5, 8)}
    assert len(scene.items()) == n + 1
    scene.set_clickable({"hunting": None}, {1: "x"})
    scene.retranslate()
    assert len(scene.items()) == n + 1


def test_retranslate_switches_language_and_keeps_marks(scene):
    s = new_game(2, 1)
    scene.set_state(s)
    scene.set_clickable({"gift": "reason here", "hunting": None}, {2: None})
    texts.set_language("ja")
    scene.retranslate()
    assert scene.location_item("hunting").toolTip().startswith(texts.location_name("hunting"))
    assert texts.location_name("hunting") == "狩猟"
    assert "reason here" in scene.location_item("gift").toolTip()
    assert scene.location_item("hunting").is_clickable()
    assert scene.page_item(2).is_clickable()
    assert texts.card_name(s.journal[0]) in scene.page_item(1).toolTip()
    assert texts.terrain_name("river") in scene.space_item(10).toolTip()
    assert_on_space(scene, keyed(scene, ("scout", 0)), s.players[0].scout)


def test_journal_card_tooltip_tells_its_effect_in_japanese_also_when_greyed(scene):
    """A Journal card says what it does before it is recruited (the tutorial sends the learner
    to its tooltip): the effect in the window's language, after the reason when it is greyed."""
    s = new_game(2, 1)
    scene.set_state(s)
    scene.set_clickable({}, {1: "too expensive", 2: None})
    texts.set_language("ja")
    scene.retranslate()
    for slot in (1, 2):
        card = s.journal[slot - 1]
        tip = scene.page_item(slot).toolTip()
        assert texts.card_name(card) in tip and texts.card_effect(card) in tip
        assert texts.card_effect(card) != CARD_TEXTS[CARDS[card].slug][1]  # the Japanese text
    assert scene.page_item(1).toolTip().startswith("too expensive")


def test_view_fits_the_whole_board_without_scrollbars(qtbot, view):
    scene = view.scene()
    scene.set_state(new_game(4, 3))
    for w, h in ((1600, 900), (1000, 600), (700, 700)):
        view.resize(w, h)
        qtbot.wait(1)
        shown = view.mapFromScene(scene.sceneRect()).boundingRect()
        vp = view.viewport().rect()
        assert vp.adjusted(-2, -2, 2, 2).contains(shown)
        # Filled along one side (fitInView keeps a small margin).
        assert shown.width() >= vp.width() - 10 or shown.height() >= vp.height() - 10
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarAlwaysOff
    assert view.verticalScrollBarPolicy() == Qt.ScrollBarAlwaysOff
    img = view.grab()
    assert not img.isNull()
