"""What the player chose is marked, a click that cannot work says why at once, a useless play
asks first, and the keyboard reaches the choices, the Village and the Journal (issue 11, A3, A8)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from lewisclark_desktop.lewisclark import engine  # noqa: E402
from lewisclark_desktop.lewisclark.moves import Move  # noqa: E402
from lewisclark_desktop.ui.lewisclark import recruit_dialog  # noqa: E402
from lewisclark_desktop.ui.lewisclark.board_scene import DATA_KEY  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.lewisclark.decision_panel import MOVE_ROLE  # noqa: E402
from lewisclark_desktop.ui.lewisclark.hand_model import CARD_ROLE, CHOSEN_ROLE  # noqa: E402
from test_main_window import click_card, make_window  # noqa: E402, F401 (shared fixture)


def start(make_window):  # noqa: F811
    w = make_window(size=(1400, 900))
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "random")], seed=6,
                           first_player=0))
    return w


def hand_cards(w):
    model = w.table.hand.model
    return [model.index(r).data(CARD_ROLE) for r in range(model.rowCount())]


def chosen(w):
    model = w.table.hand.model
    return {model.index(r).data(CARD_ROLE): model.index(r).data(CHOSEN_ROLE)
            for r in range(model.rowCount()) if model.index(r).data(CHOSEN_ROLE)}


def card_image(w, card):
    view = w.table.hand.view
    row = hand_cards(w).index(card)
    return view.viewport().grab(view.visualRect(w.table.hand.model.index(row))).toImage()


def click_board(w, qtbot, item):
    view = w.table.board_view
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)


def strip(w):
    """Ann keeps her cards but has no resources and no Indians in her boats."""
    s = w.controller.state
    p = s.players[0]
    s.stock += p.indians
    p.indians = 0
    p.res = [0] * 6
    w.refresh()


# ---------------------------------------------------------------- A3: the chosen card is marked
def test_the_cards_chosen_for_the_play_are_marked(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    first, second = hand_cards(w)[:2]
    plain = card_image(w, first)
    click_card(w, qtbot, first)
    assert chosen(w) == {first: "play"}
    assert card_image(w, first) != plain  # drawn differently, not only a focus frame
    assert "To play" in w.table.hand.model.index(0).data(Qt.AccessibleTextRole)
    click_card(w, qtbot, second)
    assert chosen(w) == {first: "play", second: "support"}
    click_card(w, qtbot, second)  # a second click takes the support card back
    assert chosen(w) == {first: "play"}
    w.table.panel.clear_button.click()
    assert chosen(w) == {}
    assert card_image(w, first) == plain


def test_the_marks_go_when_the_card_is_played(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    card = hand_cards(w)[0]
    click_card(w, qtbot, card)
    w.table.panel.indians.setValue(1)
    w.table.panel.play_button.click()
    assert w.controller.stack.done[-1].move.card == card
    assert card not in chosen(w)


# ---------------------------------------------------------------- A3: a refused click says why
def test_a_click_on_a_card_that_cannot_be_chosen_says_why_at_once(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    c = w.controller
    assert c.apply(Move("village", "hunting", n=1)) is None
    assert c.apply(Move("stop")) is None
    card = hand_cards(w)[0]
    click_card(w, qtbot, card)
    notice = w.table.panel.message
    assert notice.isVisible() and "already taken your action" in notice.text()
    assert len(c.stack) == 2


def test_a_click_on_a_greyed_village_location_says_why_at_once(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    strip(w)
    item = w.table.board.location_item("hunting")
    assert not item.is_clickable()
    click_board(w, qtbot, item)
    assert "Indians" in w.table.panel.message.text() and w.table.panel.message.isVisible()
    assert len(w.controller.stack) == 0


def test_a_click_on_a_journal_page_you_cannot_pay_says_why_at_once(make_window, qtbot,  # noqa: F811
                                                                     monkeypatch):
    opened = []
    monkeypatch.setattr(recruit_dialog.RecruitDialog, "exec", lambda d: opened.append(d) or 0)
    w = start(make_window)
    strip(w)
    click_board(w, qtbot, w.table.board.page_item(5))
    assert "cannot pay" in w.table.panel.message.text()
    assert not opened


def test_a_click_on_the_village_while_an_effect_resolves_says_why(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    assert w.controller.apply(Move("village", "hunting", n=1)) is None
    click_board(w, qtbot, w.table.board.location_item("gift"))
    assert "Finish the current effect" in w.table.panel.message.text()


# ---------------------------------------------------------------- A3: a useless play asks first
def useless_card(w):
    """A card in Ann's hand whose every legal play would do nothing (after strip())."""
    state = w.controller.state
    for card in hand_cards(w):
        plays = [m for m in engine.legal_moves(state) if m.kind == "play" and m.card == card]
        if plays and all(engine.wasted_play(state, m) for m in plays):
            return card
    return None


def test_choosing_a_card_that_can_do_nothing_says_so(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    s = w.controller.state
    s.players[0].res = [0] * 6  # nothing to pay with
    w.refresh()
    card = useless_card(w)
    assert card is not None
    click_card(w, qtbot, card)
    assert "can do nothing now" in w.table.panel.message.text()
    useful = next(c for c in hand_cards(w) if c != card and c != useless_card(w)
                  and any(not engine.wasted_play(s, m) for m in engine.legal_moves(s)
                          if m.kind == "play" and m.card == c))
    w.table.panel.clear_button.click()
    click_card(w, qtbot, useful)
    assert "can do nothing" not in w.table.panel.message.text()


def test_playing_a_card_that_can_do_nothing_asks_first(make_window, qtbot, monkeypatch):  # noqa: F811
    w = start(make_window)
    w.controller.state.players[0].res = [0] * 6
    w.refresh()
    card = useless_card(w)
    asked = []

    def answer(result):
        def exec_(box):
            asked.append(box.objectName())
            return result
        return exec_

    monkeypatch.setattr(QMessageBox, "exec", answer(QMessageBox.Cancel))
    click_card(w, qtbot, card)
    w.table.panel.indians.setValue(1)
    w.table.panel.play_button.click()
    assert asked == ["wastedPlayConfirm"] and len(w.controller.stack) == 0
    assert chosen(w) == {card: "play"}  # the play stays composed
    monkeypatch.setattr(QMessageBox, "exec", answer(QMessageBox.Ok))
    w.table.panel.play_button.click()
    assert w.controller.stack.done[-1].move == Move("play", card=card, n=1)


def test_a_useful_play_does_not_ask(make_window, qtbot, monkeypatch):  # noqa: F811
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box) or QMessageBox.Ok)
    w = start(make_window)
    state = w.controller.state
    move = next(m for m in engine.legal_moves(state)
                if m.kind == "play" and m.card2 < 0 and not engine.wasted_play(state, m))
    click_card(w, qtbot, move.card)
    w.table.panel.indians.setValue(move.n)
    w.table.panel.play_button.click()
    assert not asked and w.controller.stack.done[-1].move == move


# ---------------------------------------------------------------- A8: keyboard
def activate(w, qtbot):
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)


def test_return_does_the_selected_choice(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    activate(w, qtbot)
    assert w.controller.apply(Move("village", "gift", n=1)) is None
    choices = w.table.panel.choices
    assert choices.count() >= 2 and choices.hasFocus()  # the keyboard is where the decision is
    qtbot.keyClick(choices, Qt.Key_Down)
    wanted = choices.currentItem().data(MOVE_ROLE)
    assert choices.currentRow() == 1
    qtbot.keyClick(choices, Qt.Key_Return)
    assert w.controller.stack.done[-1].move == wanted


def focus_board_on(w, qtbot, key):
    """Tab into the board, then on until the zone `key` has the keyboard focus."""
    view, scene = w.table.board_view, w.table.board
    w.table.panel.indians.setFocus()  # from outside the board
    qtbot.waitUntil(lambda: not view.hasFocus())
    view.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    for _ in range(20):
        item = scene.focusItem()
        if item is not None and item.data(DATA_KEY) == key:
            return item
        qtbot.keyClick(view, Qt.Key_Tab)
    raise AssertionError(f"Tab never reached {key}")


def test_a_village_location_is_reached_and_used_with_tab_and_return(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    activate(w, qtbot)
    messages = []
    w.table.board.zoneFocused.connect(messages.append)
    item = focus_board_on(w, qtbot, ("location", "craftsmanship"))
    assert item.is_clickable() and "Craftsmanship" in messages[-1]
    qtbot.keyClick(w.table.board_view, Qt.Key_Return)
    assert w.controller.stack.done[-1].move == Move("village", "craftsmanship", n=1)


def test_a_journal_page_is_reached_with_tab_and_return_opens_it(make_window, qtbot,  # noqa: F811
                                                                 monkeypatch):
    opened = []
    monkeypatch.setattr(recruit_dialog.RecruitDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    w = start(make_window)
    activate(w, qtbot)
    slot = next(m.n for m in w.table.panel.legal if m.kind == "recruit")
    focus_board_on(w, qtbot, ("page", slot))
    qtbot.keyClick(w.table.board_view, Qt.Key_Space)
    assert opened  # the recruitment dialog for that page
    strip(w)  # now no page can be paid
    focus_board_on(w, qtbot, ("page", 5))
    qtbot.keyClick(w.table.board_view, Qt.Key_Return)
    assert "cannot pay" in w.table.panel.message.text()


def test_tab_leaves_the_board_after_the_last_zone(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    activate(w, qtbot)
    view, scene = w.table.board_view, w.table.board
    zones = scene.keyboard_zones()
    assert len(zones) >= 8
    w.table.hand.view.setFocus()  # the keyboard comes to the board from elsewhere
    qtbot.waitUntil(lambda: not view.hasFocus())
    view.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    seen = [scene.focusItem()]
    for _ in range(len(zones) - 1):
        qtbot.keyClick(view, Qt.Key_Tab)
        seen.append(scene.focusItem())
    assert seen == zones
    qtbot.keyClick(view, Qt.Key_Tab)
    assert not view.hasFocus()


def test_a_mouse_click_on_the_board_is_not_taken_for_keyboard_focus(make_window, qtbot):  # noqa: F811
    w = start(make_window)
    activate(w, qtbot)
    announced = []
    w.table.board.zoneFocused.connect(announced.append)
    click_board(w, qtbot, w.table.board.location_item("craftsmanship"))
    assert w.controller.stack.done[-1].move == Move("village", "craftsmanship", n=1)
    assert announced == []
