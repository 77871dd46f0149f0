"""Elfenland's table as a player uses it: the map, the hand, hidden information, and a whole
3-player game played by mouse clicks on the map and the decision bar."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QVBoxLayout, QWidget

from lewisclark_desktop.bots.elfenland import make_bot
from lewisclark_desktop.bots.random_bot import RandomBot
from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.elfenland.board import (
    EDGE_INDEX,
    EDGES,
    ROADS,
    TOWN_INDEX,
    TOWNS,
)
from lewisclark_desktop.elfenland.components import CARD_INDEX, HIDDEN
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.moves import parse_move
from lewisclark_desktop.ui.elfenland.hand_view import COUNT_ROLE, KIND_ROLE, HandModel
from lewisclark_desktop.ui.elfenland.map_scene import (
    EdgeItem,
    SpotItem,
    TownItem,
    mark_point,
    town_point,
)
from lewisclark_desktop.ui.elfenland.table import Table
from elf import Table as Position


def seats_for(state):
    return [Seat(name, p.colour, "human") for name, p in zip(("Ann", "Bob", "Chie", "Dan", "Emi", "Fay"),
                                                             state.players)]


def show(table, s, seat=0, acting=True):
    """A new game on the table, seen by `seat` (None: a hand hidden), who may act or not."""
    table.set_game(s, seats_for(s))
    table.set_state(s, seat, acting)


def notices_of(table):
    """The notices the table gives from now on."""
    notices = []
    table.notice.connect(notices.append)
    return notices


@pytest.fixture
def table(qtbot):
    holder = QWidget()
    column = QVBoxLayout(holder)
    t = Table()
    column.addWidget(t.decision_bar())
    column.addWidget(t, 1)
    qtbot.addWidget(holder)
    holder.resize(1280, 720)
    holder.show()
    qtbot.waitExposed(holder)
    t.holder = holder  # keeps the window alive for the test
    return t


def click_scene(table, point):
    view = table.view
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(point))


def bar_buttons(table, name):
    return [b for b in table.bar.findChildren(QAbstractButton, name) if not b.isHidden()]


def emitted(table, qtbot, action):
    got = []
    table.move_chosen.connect(got.append)
    action()
    table.move_chosen.disconnect(got.append)
    return got


# ------------------------------------------------------------------ the map and the hand
def test_map_draws_21_towns_every_connection_and_a_spot_per_road(table):
    items = table.scene.items()
    towns = {i.town for i in items if isinstance(i, TownItem)}
    edges = {i.edge for i in items if isinstance(i, EdgeItem)}
    spots = {i.edge for i in items if isinstance(i, SpotItem)}
    assert towns == set(range(21))
    assert edges == set(range(len(EDGES))) and len(edges) == 48
    assert spots == set(ROADS) and len(spots) == 35


def test_map_shows_counters_obstacles_boots_and_markers_left(table):
    pos = Position(players=3).boot(1, "rivinia").road("r12", "elfcycle").obstacle("r12", 2)
    s = pos.visited(1, "rivinia").phase("travel", current=0).start().s
    table.set_game(s, seats_for(s))
    spot = table.scene.spots[EDGE_INDEX["r12"]]
    assert spot.counter == CARD_INDEX["elfcycle"] and spot.obstacle_colour == s.players[2].colour
    rivinia = table.scene.towns[TOWN_INDEX["rivinia"]]
    assert rivinia.boots == [s.players[1].colour]
    assert rivinia.markers == [s.players[0].colour, s.players[2].colour]  # seat 1 collected it
    assert table.scene.towns[TOWN_INDEX["elvenhold"]].markers == []  # no markers on the start town


def test_hand_model_passes_the_model_tester_and_groups_cards_by_type(qtmodeltester):
    model = HandModel()
    model.set_hand([2, 0, 1, 0, 0, 0, 3])
    qtmodeltester.check(model)
    rows = [(model.index(r).data(KIND_ROLE), model.index(r).data(COUNT_ROLE)) for r in range(model.rowCount())]
    assert rows == [(0, 2), (2, 1), (6, 3)]
    model.set_hand([0, 0, 0, 0, 0, 0, 0])
    qtmodeltester.check(model)
    assert model.rowCount() == 0


# ------------------------------------------------------------------ hidden information
def test_no_viewer_shows_no_hand_and_every_secret_face_down(table):
    s = RULES.new_state({"players": 3}, 5)
    show(table, s, None, False)
    assert table.hand.hand_model.rowCount() == 0 and not table.hand.isVisible()
    assert table.no_hand.isVisible()
    for row in table.players.rows:
        assert row["counters"] == [HIDDEN]  # the phase-2 secret counter, face down


def test_a_viewer_sees_only_their_own_hand_and_secret(table):
    s = RULES.new_state({"players": 3}, 5)
    show(table, s, 1, False)
    model = table.hand.hand_model
    shown = [0] * 7
    for r in range(model.rowCount()):
        shown[model.index(r).data(KIND_ROLE)] = model.index(r).data(COUNT_ROLE)
    assert shown == s.players[1].hand
    rows = table.players.rows
    assert rows[1]["counters"] == s.players[1].secret
    assert rows[0]["counters"] == [HIDDEN] and rows[2]["counters"] == [HIDDEN]
    for seat in (0, 2):  # others: a count of cards, never the kinds
        assert rows[seat]["cards"].text().endswith(str(s.players[seat].card_count))


# ------------------------------------------------------------------ single decisions
def placing_position():
    return (Position(players=3).counters(0, secret="pig", open="troll dragon").road("r21", "dragon")
            .phase("place", current=0).start().s)


def test_picking_a_counter_highlights_exactly_its_legal_roads(table):
    s = placing_position()
    show(table, s)
    pig = next(b for b in bar_buttons(table, "elfenlandPick") if b.pick == ("counter", CARD_INDEX["pig"], True))
    pig.click()
    lit = {i.edge for i in table.scene.edges if i.highlighted}
    assert lit == {m.edge for m in engine.legal_moves(s) if m.kind == "place" and m.secret}
    assert all(EDGES[e].kind in ("plain", "forest") for e in lit)


def test_an_illegal_road_is_refused_with_the_reason(table, qtbot):
    s = placing_position()
    show(table, s)
    notices = notices_of(table)
    next(b for b in bar_buttons(table, "elfenlandPick") if b.pick[1] == CARD_INDEX["pig"]).click()
    got = emitted(table, qtbot, lambda: click_scene(table, mark_point(EDGE_INDEX["r22"])))  # desert
    assert got == []
    assert notices and "desert" in notices[-1].lower()
    assert table.bar.message.text() == notices[-1]
    got = emitted(table, qtbot, lambda: click_scene(table, mark_point(EDGE_INDEX["r02"])))  # plain
    assert got == [parse_move("place secret:pig r02")]


def test_clicking_a_neighbour_on_a_journey_offers_every_way_to_pay_cheapest_first(table, qtbot):
    s = (Position(players=3).boot(0, "rivinia").hand(0, "elfcycle elfcycle pig pig raft")
         .road("r12", "elfcycle").phase("travel", current=0).start().s)
    show(table, s)
    click_scene(table, town_point(TOWN_INDEX["feodor"]))
    ways = bar_buttons(table, "elfenlandWay")
    more = bar_buttons(table, "elfenlandMoreWays")
    offered = [b.move_value for b in ways] + [a.data() for b in more for a in b.menu().actions()]
    assert set(offered) == set(engine.moves_to(s, TOWN_INDEX["feodor"]))
    assert ways[0].move_value == parse_move("move r12")  # one elf-cycle card: the cheapest
    got = emitted(table, qtbot, ways[0].click)
    assert got == [parse_move("move r12")]


def test_a_town_out_of_reach_is_explained(table):
    s = (Position(players=3).boot(0, "rivinia").hand(0, "pig pig").phase("travel", current=0).start().s)
    show(table, s)
    notices = notices_of(table)
    click_scene(table, town_point(TOWN_INDEX["feodor"]))  # r12 holds no counter
    click_scene(table, town_point(TOWN_INDEX["beata"]))  # not next to Rivinia
    assert "Feodor" in notices[0] and "counter" in notices[0]
    assert "Beata" in notices[1] and "next to" in notices[1]
    assert bar_buttons(table, "elfenlandWay") == []


def test_plan_preview_marks_the_towns_the_hand_reaches_with_their_cost(table):
    s = (Position(players=3).boot(0, "rivinia").hand(0, "elfcycle unicorn unicorn")
         .road("r12", "elfcycle").road("r22", "unicorn").phase("travel", current=0).start().s)
    show(table, s)
    bar_buttons(table, "elfenlandPlan")[0].click()
    costs = {i.town: i.plan_cost for i in table.scene.towns if i.plan_cost is not None}
    assert costs[TOWN_INDEX["feodor"]] == 1 and costs[TOWN_INDEX["albaran"]] == 3
    assert TOWN_INDEX["rivinia"] not in costs


def test_hint_is_set_up_for_one_click(table, qtbot):
    s = placing_position()
    show(table, s)
    hint = parse_move("place troll r01")
    table.show_hint(hint)
    assert EDGE_INDEX["r01"] in {i.edge for i in table.scene.edges if i.highlighted}
    got = emitted(table, qtbot, bar_buttons(table, "elfenlandHint")[0].click)
    assert got == [hint]


def test_out_of_turn_clicks_change_nothing(table, qtbot):
    s = RULES.new_state({"players": 3}, 2)
    show(table, s, None, False)
    got = emitted(table, qtbot, lambda: (table.display.slots[0].click(), table.display.stack.click()))
    assert got == []
    assert table.bar.message.text()


# ------------------------------------------------------------------ a whole game by clicks
def play_by_clicks(table, qtbot, move, s):
    """Make `move` with the mouse only; returns what the table emitted."""
    got = []
    table.move_chosen.connect(got.append)
    k = move.kind
    if k == "take":
        slot = next(b for i, b in enumerate(table.display.slots) if s.display[i] == move.counter)
        QTest.mouseClick(slot, Qt.LeftButton)
    elif k == "draw":
        QTest.mouseClick(table.display.stack, Qt.LeftButton)
    elif k in ("place", "obstacle"):
        name = "elfenlandPickObstacle" if k == "obstacle" else "elfenlandPick"
        pick = None if k == "obstacle" else ("counter", move.counter, move.secret)
        button = next(b for b in bar_buttons(table, name) if pick is None or b.pick == pick)
        QTest.mouseClick(button, Qt.LeftButton)
        click_scene(table, mark_point(move.edge))
    elif k in ("pass", "end"):
        QTest.mouseClick(bar_buttons(table, "elfenlandPass" if k == "pass" else "elfenlandEnd")[0],
                         Qt.LeftButton)
    elif k == "move":
        e = EDGES[move.edge]
        here = s.player().boot
        click_scene(table, town_point(e.b if e.a == here else e.a))
        way = [b for b in bar_buttons(table, "elfenlandWay") if b.move_value == move]
        if way:
            QTest.mouseClick(way[0], Qt.LeftButton)
        else:
            menu = bar_buttons(table, "elfenlandMoreWays")[0].menu()
            next(a for a in menu.actions() if a.data() == move).trigger()
    elif k == "keep":
        lw = table._keep_list
        wanted = list(move.cards)
        for i in range(lw.count()):
            item = lw.item(i)
            kind = item.data(Qt.UserRole)
            if kind in wanted:
                wanted.remove(kind)
                item.setCheckState(Qt.Checked)
        QTest.mouseClick(bar_buttons(table, "elfenlandKeep")[0], Qt.LeftButton)
    elif k == "keep-counter":
        button = next(b for b in bar_buttons(table, "elfenlandKeepCounter") if b.move_value == move)
        QTest.mouseClick(button, Qt.LeftButton)
    table.move_chosen.disconnect(got.append)
    return got


def test_a_whole_three_player_game_is_played_by_clicks(table, qtbot):
    s = RULES.new_state({"players": 3}, 12)
    table.set_game(s, seats_for(s))
    # Normal bots keep counters and use obstacles; the Random one tries odd caravans.
    bots = [make_bot("normal", 1), RandomBot(2), make_bot("normal", 3)]
    kinds = set()
    caravans = 0
    steps = 0
    while not s.over:
        seat = s.current
        table.set_state(s, seat, True)
        move = bots[seat].choose(RULES, RULES.observation(s, seat))
        got = play_by_clicks(table, qtbot, move, s)
        assert got == [move], (str(move), got)
        RULES.apply(s, got[0])
        kinds.add(move.kind)
        caravans += bool(move.cards) and move.kind == "move"
        steps += 1
        assert steps < 2000
    table.set_state(s, None, False)
    assert s.round == 4 or any(p.markers == 20 for p in s.players)
    assert kinds == {"take", "draw", "place", "obstacle", "pass", "move", "end", "keep", "keep-counter"}
    assert caravans > 0
    assert "Game over" in table.bar.prompt.text()


def test_the_whole_map_fits_the_view(table):
    view = table.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    for t in range(len(TOWNS)):
        assert visible.contains(town_point(t))


def test_town_cards_are_shown_to_their_owner_only_until_the_end(table):
    from PySide6.QtWidgets import QLabel

    s = (Position(players=3, variant=True).destination(0, "tichih").destination(1, "beata")
         .destination(2, "yttar").start().s)
    table.set_game(s, seats_for(s))

    def town_cards():
        return [lab.text() for lab in table.players.findChildren(QLabel, "elfenlandTownCard")
                if not lab.isHidden()]

    table.set_state(s, 1, False)
    shown = town_cards()
    assert len(shown) == 3 and "Beata" in shown[1]
    assert not any(town in " ".join(shown) for town in ("Tichih", "Yttar"))
    table.set_state(s, None, False)
    assert not any(town in " ".join(town_cards()) for town in ("Tichih", "Beata", "Yttar"))


def test_keep_is_possible_only_with_exactly_four_cards_ticked(table, qtbot):
    s = (Position(players=3).hand(0, "dragon dragon raft raft unicorn pig")
         .counters(0, secret="troll", open="elfcycle").phase("keep-cards", current=0).start().s)
    show(table, s)
    keep = bar_buttons(table, "elfenlandKeep")[0]
    items = [table._keep_list.item(i) for i in range(table._keep_list.count())]
    assert len(items) == 6 and not keep.isEnabled()
    for item in items[:5]:
        item.setCheckState(Qt.Checked)
    assert not keep.isEnabled()  # five ticked
    items[4].setCheckState(Qt.Unchecked)
    assert keep.isEnabled()
    got = emitted(table, qtbot, keep.click)
    assert got == [parse_move("keep dragon+dragon+unicorn+pig")]  # the first four, in card order


def test_an_obstacle_on_an_empty_road_is_refused_with_the_reason(table, qtbot):
    s = placing_position()
    show(table, s)
    notices = notices_of(table)
    bar_buttons(table, "elfenlandPickObstacle")[0].click()
    got = emitted(table, qtbot, lambda: click_scene(table, mark_point(EDGE_INDEX["r02"])))
    assert got == [] and "holds a counter" in notices[-1]
    got = emitted(table, qtbot, lambda: click_scene(table, mark_point(EDGE_INDEX["r21"])))
    assert got == [parse_move("obstacle r21")]


@pytest.mark.parametrize("width", [1280, 840])  # the window, or its centre beside the log dock
def test_every_card_to_keep_is_in_sight_without_scrolling(table, qtbot, width):
    s = (Position(players=3).hand(0, "dragon unicorn troll elfcycle cloud cloud pig raft")
         .counters(0, secret="troll").phase("keep-cards", current=0).start().s)
    table.set_game(s, seats_for(s))
    table.holder.resize(width, 720)
    table.set_state(s, 0, True)
    qtbot.wait(10)
    lw = table._keep_list
    view = lw.viewport().rect()
    assert lw.count() == 8
    for i in range(lw.count()):
        assert view.contains(lw.visualItemRect(lw.item(i))), lw.item(i).text()
    keep = bar_buttons(table, "elfenlandKeep")[0]
    assert table.bar.rect().contains(keep.geometry())


def seven_card_types_at_1280(table, qtbot, players):
    """Seat 0 to take a counter, holding seven card types, at 1280x720: the hand view."""
    s = (Position(players=players).hand(0, "dragon unicorn troll elfcycle cloud cloud pig raft")
         .phase("draw", current=0).start().s)
    table.set_game(s, seats_for(s))
    table.holder.resize(1280, 720)
    table.set_state(s, 0, True)
    qtbot.wait(10)
    assert table.hand.model().rowCount() == 7
    return table.hand


def shows_every_card(hand):
    return all(hand.viewport().rect().contains(hand.visualRect(hand.model().index(row, 0)))
               for row in range(hand.model().rowCount()))


def test_the_hand_gets_the_room_the_players_do_not_need(table, qtbot):
    assert shows_every_card(seven_card_types_at_1280(table, qtbot, 2))


def test_among_six_players_the_own_hand_is_shown_whole(table, qtbot):
    """Six players' rows and seven card types do not both fit at 1280x720: the players' list
    scrolls, the own hand never does."""
    assert shows_every_card(seven_card_types_at_1280(table, qtbot, 6))
    assert table.players_scroll.viewport().height() >= 4 * table.players.rows[0]["name"].height()


def test_the_seat_to_play_is_in_sight_among_six_players(table, qtbot):
    s = Position(players=6).phase("travel", current=5, start_player=5).start().s
    table.set_game(s, seats_for(s))
    table.holder.resize(1280, 720)
    table.set_state(s, 5, True)
    qtbot.wait(10)
    for part in ("name", "cards"):  # the row's first and last line
        label = table.players.rows[5][part]
        top = label.mapTo(table.players_scroll.viewport(), label.rect().topLeft()).y()
        assert 0 <= top and top + label.height() <= table.players_scroll.viewport().height(), part


def test_on_a_first_start_the_log_leaves_the_map_most_of_the_window(qtbot, shell_window):
    """The right column is sized for Lewis & Clark's expedition boards on a first start; beside
    Elfenland's table it holds only the log, and the map gets the room."""
    from lewisclark_desktop import games
    from lewisclark_desktop.ui.controller import GameSetup

    w = shell_window
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(20)  # the first start's dock width is set
    colours = games.get("elfenland").colours
    w.start_game(GameSetup([Seat("Ann", colours[0]), Seat("Bob", colours[1], "normal")], 4, 0,
                           game="elfenland"))
    qtbot.wait(20)
    assert w.log_dock.width() <= 0.26 * w.width()
    assert w.table.view.width() >= 0.45 * w.width()


def test_the_ways_to_pay_and_a_hint_fit_beside_the_log_at_1280(table, qtbot, lang):
    """The bar never widens the window: at 1280x720 the table has about 960 px beside the log."""
    s = (Position(players=3).hand(0, "troll unicorn unicorn elfcycle elfcycle cloud pig raft")
         .road("r01", "troll").obstacle("r01", 1).road("r02", "elfcycle")
         .phase("travel", current=0).start().s)
    show(table, s)
    caravan = max((m for m in engine.moves_to(s, TOWN_INDEX["beata"]) if m.cards),
                  key=lambda m: len(log_text_of(m, s)))
    table.show_hint(caravan)
    assert bar_buttons(table, "elfenlandWay")[0].move_value == caravan  # the hinted way first
    assert table.bar.minimumSizeHint().width() <= 960
    got = emitted(table, qtbot, bar_buttons(table, "elfenlandWay")[0].click)
    assert got == [caravan]


def log_text_of(move, s):
    from lewisclark_desktop.ui.elfenland.texts import log_text

    return log_text(move, s)


def test_without_a_hand_to_show_the_players_fill_the_column(table, qtbot):
    """The replay and the table between turns show no hand: the players' rows take the column,
    the round and the counters stay at the top in their own size."""
    s = Position(players=3).phase("draw", current=0).start().s
    show(table, s, None, False)
    qtbot.wait(10)
    assert table.header.height() <= table.header.sizeHint().height() + 2
    assert table.players_box.height() > table.hand_box.height()


def test_the_cover_hides_the_last_players_hint_and_notices(shell_window):
    """A hint or a refusal in the status bar may name a secret counter: the next human, in front
    of the hot-seat cover, must not read it."""
    from lewisclark_desktop import games
    from lewisclark_desktop.ui.controller import GameSetup

    w = shell_window
    colours = games.get("elfenland").colours
    w.start_game(GameSetup([Seat("Ann", colours[0]), Seat("Bob", colours[1])], 4, 0,
                           game="elfenland"))
    w.cover.click()  # Ann
    s = w.controller.state
    secret = s.players[0].secret[0]
    w.statusBar().showMessage("Hint: the secret counter " + str(secret), 10000)
    w.try_move(w.controller.legal_moves()[0])  # Ann takes a counter; Bob's turn
    assert w.covered
    assert w.statusBar().currentMessage() == ""
