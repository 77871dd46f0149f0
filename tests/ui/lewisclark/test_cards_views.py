"""Card painting, the card list (hand) model and view, and the expedition board scene."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from lewisclark_desktop.lewisclark import encampment  # noqa: E402
from lewisclark_desktop.lewisclark.cards import CARDS, STRENGTH  # noqa: E402
from lewisclark_desktop.lewisclark.setup import new_game  # noqa: E402
from lewisclark_desktop.ui.lewisclark import texts  # noqa: E402
from lewisclark_desktop.ui.lewisclark.card_painter import CARD_SIZE, paint_card  # noqa: E402
from lewisclark_desktop.ui.lewisclark.expedition_view import (COUNT, KIND, ExpeditionScene,  # noqa: E402
                                                   ExpeditionView)
from lewisclark_desktop.ui.lewisclark.hand_model import (CARD_ROLE, ENABLED_ROLE, CardListModel,  # noqa: E402
                                              CardListView)

HAND = [0, 15, 36, 53, 54, 55, 56, 57]


@pytest.fixture
def english():
    texts.set_language("en")
    yield
    texts.set_language("en")


@pytest.fixture
def model(qtbot, english):
    m = CardListModel()
    m.set_cards(HAND)
    m.set_disabled({36: "Needs strength 2", 55: "Already played"})
    return m


@pytest.fixture
def view(qtbot, model):
    v = CardListView()
    v.setModel(model)
    v.resize(4 * (CARD_SIZE.width() + 8) + 40, v.sizeHint().height())
    qtbot.addWidget(v)
    v.show()
    qtbot.waitExposed(v)
    return v


# -- paint_card --------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ja"])
def test_paint_every_card_in_both_languages(qtbot, lang):
    texts.set_language(lang)
    try:
        image = QImage(5 * 130, 2 * 180, QImage.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        for card in range(len(CARDS)):
            paint_card(painter, QRectF(0, 0, 120, 168), card)
            paint_card(painter, QRectF(130, 0, 57, 80), card, selected=True, indians_on=2)
            paint_card(painter, QRectF(200, 0, 143, 200), card, enabled=False,
                       highlight=QColor("gold"))
            paint_card(painter, QRectF(360, 0, 120, 168), card, face_up=False, indians_on=1)
        paint_card(painter, QRectF(500, 0, 120, 168), -1, face_up=False)  # hidden card
        painter.end()
    finally:
        texts.set_language("en")
    assert image.pixelColor(60, 84) != QColor("white")


def test_back_shows_more_ink_for_stronger_cards(qtbot):
    def dark_pixels(card):
        image = QImage(120, 168, QImage.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        paint_card(painter, QRectF(0, 0, 120, 168), card, face_up=False)
        painter.end()
        return sum(1 for x in range(120) for y in range(50, 120)
                   if image.pixelColor(x, y).lightness() < 60)

    one, three = STRENGTH.index(1), STRENGTH.index(3)
    assert dark_pixels(three) > dark_pixels(one)


# -- CardListModel -----------------------------------------------------------------------------

def test_model_passes_qt_model_tester(qtmodeltester, model):
    qtmodeltester.check(model)
    model.set_cards([1, 2, 3])
    qtmodeltester.check(model)
    model.set_disabled({2: "no"})
    qtmodeltester.check(model)


def test_model_roles_and_tooltips(model):
    row = HAND.index(36)
    index = model.index(row, 0)
    assert index.data(Qt.DisplayRole) == texts.card_name(36)
    assert index.data(CARD_ROLE) == 36
    assert index.data(ENABLED_ROLE) is False
    tip = index.data(Qt.ToolTipRole)
    assert "Needs strength 2" in tip and texts.card_name(36) in tip
    assert texts.card_effect(36) in tip
    ok = model.index(0, 0)
    assert ok.data(ENABLED_ROLE) is True
    assert "Needs" not in ok.data(Qt.ToolTipRole)


def test_disabled_cards_lose_enabled_and_selectable_flags(model):
    for row, card in enumerate(HAND):
        flags = model.flags(model.index(row, 0))
        enabled = card not in (36, 55)
        assert bool(flags & Qt.ItemIsEnabled) == enabled
        assert bool(flags & Qt.ItemIsSelectable) == enabled


def test_set_disabled_emits_data_changed(qtbot, model):
    with qtbot.waitSignal(model.dataChanged):
        model.set_disabled({})
    assert all(model.index(r, 0).data(ENABLED_ROLE) for r in range(model.rowCount()))


def test_names_follow_language(model):
    texts.set_language("ja")
    try:
        model.retranslate()
        assert model.index(0, 0).data(Qt.DisplayRole) == texts.card_name(HAND[0])
        assert model.index(0, 0).data(Qt.DisplayRole) != CARDS[HAND[0]].name
    finally:
        texts.set_language("en")


# -- CardListView ------------------------------------------------------------------------------

def _centre(view, row):
    return view.visualRect(view.model().index(row, 0)).center()


def test_click_enabled_card_emits_its_index(qtbot, view):
    with qtbot.waitSignal(view.cardActivated) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=_centre(view, 1))
    assert blocker.args == [HAND[1]]


def test_double_click_counts_once(qtbot, view):
    got = []
    view.cardActivated.connect(got.append)
    # A real double-click is press, release (click), double-click, release: one signal.
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=_centre(view, 1))
    qtbot.mouseDClick(view.viewport(), Qt.LeftButton, pos=_centre(view, 1))
    qtbot.mouseRelease(view.viewport(), Qt.LeftButton, pos=_centre(view, 1))
    assert got == [HAND[1]]
    got.clear()
    # A double-click with no click before it still activates the card.
    view.doubleClicked.emit(view.model().index(0, 0))
    assert got == [HAND[0]]


def test_click_disabled_card_emits_nothing(qtbot, view):
    got = []
    view.cardActivated.connect(got.append)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=_centre(view, HAND.index(36)))
    qtbot.mouseDClick(view.viewport(), Qt.LeftButton, pos=_centre(view, HAND.index(36)))
    assert got == []


def test_view_is_one_row_of_cards(view):
    first, second = view.visualRect(view.model().index(0, 0)), view.visualRect(view.model().index(1, 0))
    assert second.left() > first.left() and second.top() == first.top()
    assert view.card_scale() >= CardListView.MIN_SCALE
    view.retranslate()
    assert not view.grab().isNull()


def _sized_view(qtbot, count, width, height):
    m = CardListModel()
    m.set_cards(list(range(count)))
    v = CardListView()
    v.setModel(m)
    v.resize(width, height)
    qtbot.addWidget(v)
    v.show()
    qtbot.waitExposed(v)
    QCoreApplication.processEvents()
    rects = [v.visualRect(m.index(i, 0)) for i in range(count)]
    return v, rects


def test_a_hand_that_fits_shows_every_card_without_scrolling(qtbot):
    # Six cards at full size need 6 * 128 px; 600 px is enough once they shrink a little.
    v, rects = _sized_view(qtbot, 6, 600, 230)
    assert CardListView.MIN_SCALE <= v.card_scale() < 1
    assert not v.isWrapping() and not v.horizontalScrollBar().isVisible()
    assert all(r.top() == rects[0].top() for r in rects)
    assert rects[-1].right() <= v.viewport().width()


def test_a_short_hand_grows_into_the_room_it_has(qtbot):
    # A short hand in a tall area (a large window) fills its height: no empty band above it.
    v, rects = _sized_view(qtbot, 3, 900, 260)
    assert 1.3 < v.card_scale() < CardListView.MAX_SCALE
    assert rects[0].height() >= v.viewport().height() - 4
    v, rects = _sized_view(qtbot, 2, 900, 500)
    assert v.card_scale() == pytest.approx(CardListView.MAX_SCALE, abs=0.01)


def test_a_long_hand_takes_two_rows_when_that_shows_larger_cards(qtbot):
    v, rects = _sized_view(qtbot, 12, 600, 300)
    assert v.isWrapping() and not v.horizontalScrollBar().isVisible()
    assert rects[-1].top() > rects[0].top()
    assert max(r.bottom() for r in rects) <= v.viewport().height()
    assert max(r.right() for r in rects) <= v.viewport().width()


def test_a_hand_too_long_to_read_scrolls_at_the_smallest_readable_size(qtbot):
    v, rects = _sized_view(qtbot, 20, 600, 230)
    assert v.card_scale() == pytest.approx(CardListView.MIN_SCALE, abs=0.01)
    assert not v.isWrapping()
    assert v.horizontalScrollBar().maximum() > 0
    v.horizontalScrollBar().setValue(v.horizontalScrollBar().maximum())
    QCoreApplication.processEvents()
    assert v.visualRect(v.model().index(19, 0)).right() <= v.viewport().width()


# -- ExpeditionScene ---------------------------------------------------------------------------

def busy_state():
    s = new_game(3, seed=1)
    p = s.players[0]
    p.res = [2, 3, 1, 2, 1, 1]  # 10 resources
    p.indians = 5
    p.tiles = ("res5", "ind3")
    hand = p.hand
    p.area = [(hand[0], hand[1], 0), (20, -1, 2), (40, 5, 1)]
    p.hand = hand[2:] + [10, 11]
    p.scout, p.camp = 12, 9
    return s


def kinds(scene, kind):
    return [item for item in scene.items() if item.data(KIND) == kind]


def test_scene_shows_every_piece_of_a_busy_player(qtbot, english):
    s = busy_state()
    p = s.players[0]
    scene = ExpeditionScene()
    scene.set_name("Alice")
    scene.set_player(s, 0, show_hand=True)
    assert len(kinds(scene, "resource")) == sum(p.res) == 10
    assert len(kinds(scene, "indian")) == p.indians == 5
    boats = kinds(scene, "boat")
    assert len(boats) == 3 + 2 + 2
    cards = kinds(scene, "card")
    assert sorted(item.card for item in cards) == sorted(c for c, _, _ in p.area)
    assert sum(item.data(COUNT) for item in cards) == 3
    supports = sorted(support for _, support, _ in p.area if support >= 0)
    assert sorted(item.card for item in kinds(scene, "support")) == supports
    hand = kinds(scene, "hand_card")
    assert len(hand) == len(p.hand)
    assert all(item.face_up for item in hand)
    # Resource types are all shown.
    shown = sorted(item.resource for item in kinds(scene, "resource"))
    assert shown == sorted(r for r, n in enumerate(p.res) for _ in range(n))
    t = encampment.setup_time(p)
    setup = kinds(scene, "setup_time")
    assert len(setup) == 1 and str(t) in setup[0].text()


def test_least_time_arrangement_is_displayed(qtbot, english):
    s = new_game(3, seed=1)
    p = s.players[1]
    p.res = [2, 2, 1, 0, 0, 0]  # 5: 3 in the free boat, 2 in the flat boat (1 day), 0 per item
    scene = ExpeditionScene()
    scene.set_player(s, 1, show_hand=False)
    loads = [len([c for c in boat.childItems() if c.data(KIND) == "resource"])
             for boat in sorted(kinds(scene, "boat"), key=lambda b: (b.indians, b.x()))]
    assert loads[:3] == [3, 2, 0]


def test_hidden_hand_shows_backs_only(qtbot, english):
    s = busy_state()
    scene = ExpeditionScene()
    scene.set_player(s, 0, show_hand=False)
    hand = kinds(scene, "hand_card")
    assert len(hand) == len(s.players[0].hand)
    assert all(not item.face_up and item.card == -1 for item in hand)


def test_scene_renders_and_view_fits(qtbot, english):
    s = busy_state()
    scene = ExpeditionScene()
    scene.set_name("A rather long player name that should not run into the time label")
    scene.set_player(s, 0, show_hand=True)
    view = ExpeditionView(scene)
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    mapped = view.mapFromScene(scene.sceneRect()).boundingRect()
    assert mapped.width() <= view.viewport().width() + 2
    assert mapped.height() <= view.viewport().height() + 2
    image = QImage(800, 500, QImage.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    texts.set_language("ja")
    try:
        scene.retranslate()
        assert len(kinds(scene, "resource")) == 10
        assert not view.grab().isNull()
    finally:
        texts.set_language("en")
    assert view.viewport().rect().contains(QPoint(1, 1))


def test_enter_key_activates_current_card(qtbot, view):
    view.setCurrentIndex(view.model().index(1, 0))
    with qtbot.waitSignal(view.cardActivated) as blocker:
        qtbot.keyClick(view, Qt.Key_Return)
    assert blocker.args == [HAND[1]]
