"""The Expeditions panel with four and five players: the player's own board whole and legible,
every other seat as a compact summary (numbers a player needs, who plays the seat), a click for
any seat's whole board, hands hidden."""

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, Qt  # noqa: E402
from PySide6.QtGui import QFontInfo  # noqa: E402
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QLabel  # noqa: E402

from lc import table  # noqa: E402
from lewisclark_desktop.lewisclark.cards import CARDS  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.lewisclark.expedition_view import (KIND, BoatItem, CardTagItem,  # noqa: E402
                                                   ExpeditionScene)
from lewisclark_desktop.ui.lewisclark.expeditions_panel import ExpeditionsPanel  # noqa: E402
from lewisclark_desktop.ui.lewisclark.seat_summary import SeatSummary, seat_numbers  # noqa: E402
from language import lang  # noqa: E402,F401  (fixture)

LEGIBLE_PX = 9
NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve")
COLOURS = ("blue", "orange", "yellow", "green", "purple")
LEVELS = ("easy", "normal", "hard", "normal")


@pytest.fixture
def make_window(qtbot, window_opener):
    def make(players, size, humans=1, moves=24):
        w = window_opener()
        seats = [Seat(NAMES[i], COLOURS[i], "human" if i < humans else LEVELS[i - humans])
                 for i in range(players)]
        w.start_game(GameSetup(seats, 5, 0, None))
        w.controller.play_bot_moves_now(moves, 5)  # bots play every seat: a game with history
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        w._default_dock_width()  # what a first start does
        QCoreApplication.processEvents()
        return w

    return make


def visible_labels(widget):
    return [lb for lb in widget.findChildren(QLabel) if lb.isVisible() and lb.text()]


def inside(widget, outer):
    """`widget` lies whole inside `outer` (both visible)."""
    top_left = widget.mapTo(outer, widget.rect().topLeft())
    return outer.rect().contains(top_left) and outer.rect().contains(
        top_left + widget.rect().bottomRight())


def smallest_scene_text_px(view):
    """The smallest text of the board on screen: text items, boat labels and card tags."""
    items = view.scene().items()
    sizes = [it.font().pixelSize() for it in items
             if isinstance(it, QGraphicsSimpleTextItem) and it.text()]
    sizes += [BoatItem.LABEL_PX for it in items if isinstance(it, BoatItem)]
    sizes += [CardTagItem.FONT_PX for it in items if isinstance(it, CardTagItem)]
    return min(sizes) * view.scale_factor()


@pytest.mark.parametrize("players", [2, 4, 5])
@pytest.mark.parametrize("code", ["en", "ja"])
def test_every_seat_is_legible_at_1280x720(make_window, lang, players, code):
    lang(code)
    w = make_window(players, (1280, 720))
    panel = w.table.expeditions_panel
    dock = w.game_docks["expeditionsDock"]
    state = w.controller.state
    # The human's own board: whole, not scrolled, its texts at least 9 px on screen.
    own = panel.own_view
    assert panel.featured == 0
    assert own.verticalScrollBarPolicy() == Qt.ScrollBarAlwaysOff
    shown = own.mapFromScene(own.scene().sceneRect()).boundingRect()
    assert shown.width() <= own.viewport().width() + 1
    assert shown.height() <= own.viewport().height() + 1
    assert inside(own, dock)
    assert smallest_scene_text_px(own) >= LEGIBLE_PX
    # Every opponent: a summary inside the dock, every text at least 9 px and not cut off.
    summaries = [s for s in panel.summaries if s.isVisible()]
    assert [s.seat for s in summaries] == list(range(1, players))
    for summary in summaries:
        assert inside(summary, dock), summary.seat
        for label in visible_labels(summary):
            assert QFontInfo(label.font()).pixelSize() >= LEGIBLE_PX, label.text()
            assert inside(label, summary), label.text()
            assert label.width() >= label.minimumSizeHint().width(), label.text()
        n = seat_numbers(state, summary.seat)
        assert summary.chips["hand"].label.text().endswith(str(n.hand))
        assert summary.chips["scout"].label.text().endswith(str(n.scout))


def test_summary_numbers_of_a_position():
    t = table(players=4)
    t.hand(2, "hay", "seaman", "york")
    t.area(2, ("cut-nose", "silas-goodrich", 1), ("john-ordway", None, 0))
    t.res(2, food=2, fur=3, canoe=1)
    t.indians(2, 4)
    t.tiles(2, "res2")
    t.scout(2, 14, camp=9)
    n = seat_numbers(t.s, 2)
    assert (n.scout, n.camp, n.hand, n.played) == (14, 9, 3, 2)
    assert n.res == (2, 0, 0, 3, 1, 0) and n.load == 6 and n.indians == 4
    assert n.capacity == 3 + 3 + 5 + 2  # printed boats and the tile
    assert n.recruited == 2  # Hay and Cut Nose; Seaman, York, Goodrich and Ordway are starting cards


def test_a_summary_shows_the_numbers_and_no_card_of_the_hand(qtbot, lang):
    lang("en")
    t = table(players=4)
    t.hand(1, "hay", "sacagawea", "york")
    t.area(1, ("cut-nose", "george-shannon", 1))
    t.res(1, wood=2, horse=1)
    t.indians(1, 3)
    summary = SeatSummary(1)
    qtbot.addWidget(summary)
    summary.set_seat(t.s, "Ben", "hard", current=True)
    text = " ".join(lb.text() for lb in summary.findChildren(QLabel))
    tips = " ".join(c.toolTip() for c in summary.chips.values())
    assert "Hand 3" in text and "Played 1" in text and "Recruited 3" in text
    assert summary.chips["res1"].label.text() == "2" and summary.chips["res5"].label.text() == "1"
    assert summary.chips["indians"].label.text() == "3"
    assert not summary.chips["res0"].label.isEnabled()  # none: greyed out
    assert summary.kind.text() == "Bot: hard" and summary.turn.text() == "To play"
    for card in t.s.players[1].hand:  # the hand is a count, never names
        assert CARDS[card].name not in text + tips


def test_seats_show_human_or_bot_level_in_both_languages(make_window, lang):
    lang("en")
    w = make_window(5, (1400, 900))
    panel = w.table.expeditions_panel
    kinds = [s.kind.text() for s in panel.summaries[1:]]
    assert kinds == ["Bot: easy", "Bot: normal", "Bot: hard", "Bot: normal"]
    note = [it for it in panel.own_view.scene().items() if it.data(KIND) == "seat_kind"]
    assert note[0].text() == "Human"
    lang("ja")
    assert [s.kind.text() for s in panel.summaries[1:]][0] == "ボット：やさしい"
    note = [it for it in panel.own_view.scene().items() if it.data(KIND) == "seat_kind"]
    assert note[0].text() == "人間"


def test_a_click_on_a_summary_opens_that_whole_board_and_it_follows_the_game(make_window, qtbot):
    w = make_window(4, (1400, 900))
    panel = w.table.expeditions_panel
    ben = panel.summaries[1]
    qtbot.mouseClick(ben, Qt.LeftButton)
    window = panel.windows[1]
    assert window.isVisible() and "Ben" in window.windowTitle()
    scene = window.view.scene()
    assert scene.layout_width() == 1000  # the whole board, as drawn
    hand = [it for it in scene.items() if it.data(KIND) == "hand_card"]
    assert len(hand) == len(w.controller.state.players[1].hand)
    assert all(it.card == -1 and not it.face_up for it in hand)  # backs only
    # It follows the game: after Ben's next turn it shows his new Scout space.
    c = w.controller
    while c.state.current != 1:
        c.play_bot_moves_now(1, len(c.stack))
    c.play_bot_moves_now(1, 99)
    QCoreApplication.processEvents()
    assert f"space {c.state.players[1].scout}" in " ".join(
        it.text() for it in scene.items() if isinstance(it, QGraphicsSimpleTextItem))
    # The keyboard opens a board too.
    cid = panel.summaries[2]
    cid.setFocus()
    qtbot.keyClick(cid, Qt.Key_Return)
    assert panel.windows[2].isVisible()


def test_the_own_board_follows_the_human_to_move_in_hot_seat(make_window):
    w = make_window(4, (1280, 720), humans=2, moves=0)
    c = w.controller
    panel = w.table.expeditions_panel
    assert c.state.current == 0 and panel.featured == 0
    assert not panel.summaries[0].isVisible() and panel.summaries[1].isVisible()
    while c.state.current == 0:
        c.play_bot_moves_now(1, len(c.stack))
    QCoreApplication.processEvents()
    assert c.state.current == 1 and panel.featured == 1
    assert panel.summaries[0].isVisible() and not panel.summaries[1].isVisible()


def test_a_narrow_board_keeps_every_piece(qtbot, lang):
    lang("en")
    t = table(players=2)
    t.res(0, food=2, wood=3, fur=2, canoe=1)
    t.indians(0, 2)
    t.tiles(0, "res5", "ind3")
    t.area(0, ("seaman", None, 0), ("hay", "york", 1))
    panel = ExpeditionsPanel()
    qtbot.addWidget(panel)
    panel.resize(420, 700)
    panel.show()
    seats = [Seat("Ann", "blue"), Seat("Ben", "orange", "easy")]
    panel.set_game(t.s, seats, 0)
    QCoreApplication.processEvents()
    scene = panel.own_view.scene()
    assert scene.narrow
    kinds = [it.data(KIND) for it in scene.items()]
    assert kinds.count("resource") == 8 and kinds.count("indian") == 2
    assert kinds.count("boat") == 5 + 2 and kinds.count("card") == 2
    assert kinds.count("support") == 1 and kinds.count("hand_card") == len(t.s.players[0].hand)
    assert smallest_scene_text_px(panel.own_view) >= LEGIBLE_PX


@pytest.mark.parametrize("width", [1000, 500])
def test_a_face_down_support_shows_its_strength_never_its_name(qtbot, lang, width):
    lang("en")
    t = table(players=2)
    t.area(1, ("york", "daniel-boone", 0))
    scene = ExpeditionScene()
    scene.set_layout_width(width)
    scene.set_player(t.s, 1, show_hand=False)
    support = [it for it in scene.items() if it.data(KIND) == "support"]
    assert len(support) == 1
    assert "Daniel Boone" not in support[0].toolTip()
    assert "strength 3" in support[0].toolTip()
    scene.set_player(t.s, 1, show_hand=True)  # a viewer who may see everything (the replay)
    support = [it for it in scene.items() if it.data(KIND) == "support"]
    assert "Daniel Boone" in support[0].toolTip()


def test_screenshots_of_four_and_five_players(make_window, lang, tmp_path):
    """The window at 1400x900 with 4 and 5 players (English, and 5 in Japanese) and a board
    window. Set LEWISCLARK_SCREENSHOT_DIR=docs to refresh docs/screenshot-players-*.png."""
    out = Path(os.environ.get("LEWISCLARK_SCREENSHOT_DIR") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    for players, code in ((4, "en"), (5, "en"), (5, "ja")):
        lang(code)
        w = make_window(players, (1400, 900), moves=160)
        c = w.controller
        while c.state.current != 0 or c.state.frames:  # stop where Ann decides
            c.play_bot_moves_now(1, len(c.stack))
        QCoreApplication.processEvents()
        panel = w.table.expeditions_panel
        assert [s.seat for s in panel.summaries if s.isVisible()] == list(range(1, players))
        assert w.grab().save(str(out / f"screenshot-players{players}-{code}.png"))
        if players == 5 and code == "en":
            board = panel.show_board(3)
            QCoreApplication.processEvents()
            assert board.grab().save(str(out / "screenshot-board-window-en.png"))
            board.close()
        w.close()


def test_neighbours_are_marked_and_played_characters_named_with_their_badges(qtbot, lang):
    lang("en")
    t = table(players=5)
    t.area(1, ("hay", None, 0), ("york", "john-colter", 0))  # Hay: Wood badge, York: Food
    panel = ExpeditionsPanel()
    qtbot.addWidget(panel)
    panel.resize(440, 800)
    panel.show()
    seats = [Seat(name, colour, "human" if i == 0 else "normal")
             for i, (name, colour) in enumerate(zip(NAMES, COLOURS))]
    panel.set_game(t.s, seats, 0)
    marks = {s.seat: s.neighbour.text() for s in panel.summaries if s.isVisible()}
    assert marks == {1: "neighbour", 2: "", 3: "", 4: "neighbour"}  # left and right of Ann
    played = panel.summaries[1].chips["played"]
    assert played.label.text() == "Played 2" and played.after.isVisible()
    assert "Hay" in played.toolTip() and "York" in played.toolTip()
    assert "John Colter" not in played.toolTip()  # face down
    assert not panel.summaries[2].chips["played"].after.isVisible()  # nothing played
