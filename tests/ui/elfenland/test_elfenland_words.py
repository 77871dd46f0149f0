"""Elfenland in plain words and its History (issue 33, points 3 and 5): the ways to pay name
the road or the river's direction and are shown whole, the log names the way travelled, the
History numbers turns from 1 without gaps under their rounds, and the destination variant's
own town card is marked on the map for its owner only."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from lewisclark_desktop.bots.elfenland import make_bot
from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.elfenland.board import EDGE_INDEX, EDGES, TOWN_INDEX, TOWNS
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.moves import Move
from lewisclark_desktop.ui.elfenland import texts
from lewisclark_desktop.ui.game_log import line_text, log_lines
from lewisclark_desktop.ui.history_view import LIVE, ROUND_ROLE, TURN_ROLE, HistoryView
from elf import Table as Position
from test_elfenland_table import bar_buttons, seats_for, table  # noqa: F401


def river_from_upstream():
    e = next(i for i, e in enumerate(EDGES) if e.kind == "river")
    up = EDGES[e].b if EDGES[e].downstream_to == EDGES[e].a else EDGES[e].a
    return e, up


def test_a_step_is_worded_by_its_road_or_the_rivers_direction(lang):
    e, up = river_from_upstream()
    down = EDGES[e].b if EDGES[e].a == up else EDGES[e].a
    assert texts.route_text(e, up) != texts.route_text(e, down)
    if lang == "en":
        assert texts.route_text(e, up) == "down the river"
        assert texts.route_text(e, down) == "up the river"
        assert texts.way_text(EDGE_INDEX["r02"], TOWN_INDEX["elvenhold"], price=(5, 1)) == \
            "Giant pig by the plain road"
        assert texts.edge_text(EDGE_INDEX["r02"]) == "the road Elvenhold–Lapphalya (plain)"
    else:
        assert texts.route_text(e, up) == "川を下って"
        assert texts.edge_text(EDGE_INDEX["r02"]) == "Elvenhold–Lapphalya の道路(草原)"


def test_the_travel_log_names_the_way_and_the_price(lang):
    pos = (Position(players=3).hand(0, "dragon dragon").road("r30", "dragon")
           .boot(0, "wylhien").phase("travel", current=0).start())
    move = next(m for m in engine.moves_to(pos.s, TOWN_INDEX["jaccaranda"]) if not m.cards)
    text = texts.log_text(move, pos.s)
    route = texts.route_text(move.edge, TOWN_INDEX["wylhien"])
    assert route in text and texts.card_name(0) in text and "r30" not in text
    if lang == "en":
        assert text == "Travel from Wylhien to Jaccaranda by the mountain road, paying Dragon"


def test_the_ways_to_pay_are_shown_whole(table, lang):  # noqa: F811
    """A caravan's cards are never cut off: the button wraps its text instead."""
    s = (Position(players=3).hand(0, "troll unicorn unicorn elfcycle elfcycle cloud pig raft")
         .road("r01", "troll").obstacle("r01", 1).road("r02", "elfcycle")
         .phase("travel", current=0).start().s)
    table.set_game(s, seats_for(s))
    table.set_state(s, 0, True)
    table._town_clicked(TOWN_INDEX["beata"])
    ways = bar_buttons(table, "elfenlandWay")
    assert ways
    for b in ways:
        here = TOWN_INDEX["elvenhold"]
        m = b.move_value
        full = (texts.way_text(m.edge, here, cards=m.cards) if m.cards else
                texts.way_text(m.edge, here, price=engine.normal_price(s, m.edge, here)))
        assert b.text().replace("\n", " ") == full and "…" not in b.text()
        assert max(b.fontMetrics().horizontalAdvance(line) for line in b.text().split("\n")) \
            <= b.contentsRect().width()
    assert any("\n" in b.text() for b in ways)  # a caravan of three cards takes two lines
    assert table.bar.minimumSizeHint().width() <= 960


def bot_game(players=3, seed=4):
    stack = CommandStack(RULES, RULES.new_state({"players": players}, seed), PRACTICE)
    bots = [make_bot("normal", i) for i in range(players)]
    while not stack.state.over:
        seat = stack.state.current
        stack.apply(bots[seat].choose(RULES, RULES.observation(stack.state, seat)))
    return stack


def test_history_numbers_turns_from_one_without_gaps_under_their_rounds(qtbot, lang):
    stack = bot_game()
    seats = seats_for(stack.state)
    lines = log_lines(stack)
    view = HistoryView()
    qtbot.addWidget(view)
    view.set_game(lines, seats, len(stack), LIVE)
    tree = view.tree
    rounds = [tree.topLevelItem(i) for i in range(1, tree.topLevelItemCount())]
    assert all(item.data(0, ROUND_ROLE) for item in rounds)
    assert [r.text(0) for r in rounds] == [texts.log_round(type("S", (), {"round": k})())
                                           for k in range(1, len(rounds) + 1)]
    assert len(rounds) == stack.state.round
    turns = [r.child(k) for r in rounds for k in range(r.childCount())]
    assert [t.data(0, TURN_ROLE) + 1 for t in turns] == list(range(1, len(turns) + 1))
    assert turns[0].text(0).startswith("Turn 1 " if lang == "en" else "第 1 手番")
    # The log has one separator line per round, before the round's first move.
    headings = [line_text(line, seats) for line in lines if line.heading]
    assert len(headings) == len(rounds) and lines[0].heading
    assert all(r.text(0) in h for r, h in zip(rounds, headings))


def test_history_grows_as_a_fresh_build_would_across_rounds(qtbot):
    stack = bot_game(seed=6)
    seats = seats_for(stack.state)
    lines = log_lines(stack)
    grown = HistoryView()
    qtbot.addWidget(grown)
    done = 0
    for k in range(1, len(lines) + 1):
        if k < len(lines) and lines[k].moment == lines[k - 1].moment:
            continue  # a move's lines arrive together
        done = lines[k - 1].moment
        grown.set_game(lines[:k], seats, done, LIVE)
    fresh = HistoryView()
    qtbot.addWidget(fresh)
    fresh.set_game(lines, seats, done, LIVE)
    assert all_texts(grown) == all_texts(fresh)
    assert all_texts(fresh)[-1].endswith("(latest)")


def all_texts(view):
    out, tree = [], view.tree
    stack = [tree.topLevelItem(i) for i in reversed(range(tree.topLevelItemCount()))]
    while stack:
        item = stack.pop()
        out.append(item.text(0))
        stack.extend(item.child(k) for k in reversed(range(item.childCount())))
    return [t for t in out if "Turn" in t or "Round" in t]


def marked(table):  # noqa: F811
    return {item.town: item.destination for item in table.scene.towns if item.destination}


def test_the_own_town_card_is_marked_for_its_owner_only(table):  # noqa: F811
    pos = (Position(players=3, variant=True).destination(0, "tichih").destination(1, "virst")
           .phase("draw", current=0).start())
    s = pos.s
    table.set_game(s, seats_for(s))
    table.set_state(s, 0, True)
    assert marked(table) == {TOWN_INDEX["tichih"]: s.players[0].colour}
    assert "\n" in table.scene.towns[TOWN_INDEX["tichih"]].toolTip()
    table.set_state(s, 1, False)  # the other human: their own card only
    assert marked(table) == {TOWN_INDEX["virst"]: s.players[1].colour}
    table.set_state(s, None, False)  # under the hot-seat cover, or a bot's turn with no human
    assert marked(table) == {}
    assert "\n" not in table.scene.towns[TOWN_INDEX["tichih"]].toolTip()
    plain = Position(players=3).phase("draw", current=0).start().s
    table.set_state(plain, 0, True)
    assert marked(table) == {}


def test_a_step_click_still_plays_the_worded_way(table):  # noqa: F811
    e, up = river_from_upstream()
    s = Position(players=3).hand(0, "raft").boot(0, TOWNS[up].id).phase("travel", current=0).start().s
    table.set_game(s, seats_for(s))
    table.set_state(s, 0, True)
    down = EDGES[e].b if EDGES[e].a == up else EDGES[e].a
    table._town_clicked(down)
    way = next(b for b in bar_buttons(table, "elfenlandWay") if b.move_value == Move("move", edge=e))
    assert texts.route_text(e, up) in way.text().replace("\n", " ")
