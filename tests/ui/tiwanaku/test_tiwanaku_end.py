"""Tiwanaku's end of game: the chart of points after each turn (dock and end dialog), the end
dialog's result in words, and the hidden map shown on the board once the game is over."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from functools import lru_cache
from types import SimpleNamespace

from PySide6.QtWidgets import QLabel, QPushButton

from lewisclark_desktop import games
from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.ui.end_dialog import end_dialog
from lewisclark_desktop.ui.tiwanaku.points_chart import AUTOMA, TEAM, PointsChart
from lewisclark_desktop.ui.tiwanaku.summary import EndOfGameDialog, end_headline

NAMES = ("Ann", "Bob", "Chie", "Dan")
COLOURS = ("blue", "orange", "green", "purple")


@lru_cache(maxsize=None)
def bot_game(mode="competitive", players=3, seed=5, moves=None):
    """A seeded game of Normal bots, to the end or for `moves` moves (played once; read only)."""
    game = games.get("tiwanaku")
    rules = game.rules()
    options = {"mode": mode, "players": players}
    if mode != "competitive":
        options["level"] = "normal"
    options = rules.normalize_options(options, seed)
    stack = CommandStack(rules, rules.new_state(options, seed), PRACTICE)
    bots = [game.make_bot("normal", seed=i) for i in range(players)]
    while not rules.is_over(stack.state) and (moves is None or len(stack.done) < moves):
        s = stack.state
        stack.apply(bots[s.current].choose(rules, rules.observation(s, s.current)))
    return stack


def seats(n):
    return [Seat(NAMES[i], COLOURS[i]) for i in range(n)]


def turn_ends(stack):
    """Scores at the last state of each turn, found by walking the game move by move."""
    states = [e.before for e in stack.done] + [stack.state]
    return {s.turn: list(s.score) for s in states}


def test_the_chart_shows_each_players_points_after_every_turn(qtbot):
    stack = bot_game()
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.set_stack(stack, seats(3))
    ends = turn_ends(stack)
    series = chart.series()
    assert sorted(series) == [0, 1, 2]
    for seat, (turns, points) in series.items():
        assert turns == sorted(ends)
        assert points == [ends[t][seat] for t in turns]
        assert points[-1] == stack.state.score[seat]  # offerings and end scoring included
    assert len(ends) > 10


def test_the_co_op_chart_has_the_team_and_the_automa(qtbot):
    stack = bot_game("coop", 2)
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.set_stack(stack, seats(2))
    series = chart.series()
    assert sorted(series, key=str) == sorted([TEAM, AUTOMA], key=str)
    assert series[TEAM][1][-1] == stack.state.score[0]
    assert series[AUTOMA][1][-1] == stack.state.score[1]


def test_the_chart_follows_undo(qtbot):
    stack = bot_game(moves=30)
    copy = CommandStack(stack.rules, stack.done[0].before.clone(), PRACTICE)
    for entry in stack.done:
        copy.apply(entry.move)
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.set_stack(copy, seats(3))
    last_turn = chart.series()[0][0][-1]
    while copy.state.turn == last_turn:
        copy.undo()
    chart.set_stack(copy, seats(3))
    assert chart.series()[0][0][-1] == last_turn - 1


def with_score(state, score, winners):
    s = state.clone()
    s.score, s.winners = list(score), tuple(winners)
    return s


def test_the_headline_says_who_won_and_by_how_much(qapp):
    over = bot_game().state
    assert end_headline(with_score(over, [30, 25, 28], [0]), seats(3)) == "Ann wins with 30 points."
    assert end_headline(with_score(over, [30, 30, 28], [0, 1]), seats(3)) == \
        "Shared win: Ann, Bob, with 30 points each."
    coop = bot_game("coop", 2).state
    assert end_headline(with_score(coop, [40, 35], [0, 1]), seats(2)) == \
        "The team wins, 40 points to the automa's 35."
    assert end_headline(with_score(coop, [33, 35], []), seats(2)) == \
        "The automa wins, 35 points to the team's 33."
    assert "tied at 35" in end_headline(with_score(coop, [35, 35], []), seats(2))


def test_the_end_dialog_shows_result_ranking_chart_and_answers(qtbot, lang):
    stack = bot_game()
    controller = SimpleNamespace(state=stack.state, seats=seats(3), stack=stack,
                                 game=games.get("tiwanaku"))
    dialog = end_dialog(controller)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, EndOfGameDialog)
    headline = dialog.findChild(QLabel, "winnerText").text()
    assert headline == end_headline(stack.state, seats(3))
    assert dialog.chart.series()[0][1][-1] == stack.state.score[0]
    names = {b.objectName() for b in dialog.findChildren(QPushButton)}
    assert {"end_new", "end_rematch", "end_replay", "end_close"} <= names
    if lang == "ja":
        assert "wins" not in headline and "points" not in headline
        assert dialog.chart.plot.getPlotItem().titleLabel.text != "Points after each turn"


def test_the_board_shows_the_hidden_map_only_once_the_game_is_over(table):
    running = bot_game("coop", 2, moves=20).state
    table.set_game(running, seats(2))
    table.set_state(running, running.current, True)
    assert all(item.revealed is None for item in table.scene.cells)
    assert "never discovered" not in table.status.text()

    over = bot_game("coop", 2).state
    table.set_game(over, seats(2))
    table.set_state(over, None, False)
    sc = over.scenario
    hidden = [i for i in range(len(over.terrain)) if over.terrain[i] is None or over.crop[i] is None]
    assert hidden  # this game leaves some of the map undiscovered
    for i, item in enumerate(table.scene.cells):
        if i in hidden:
            assert item.revealed == (sc.terrain[i], sc.crop[i])
        else:
            assert item.revealed is None
            assert (item.terrain, item.crop) == (over.terrain[i], over.crop[i])
    assert "never discovered" in table.status.text()


def test_the_chart_dock_gets_the_points_chart(table):
    assert table.chart.widget_class is PointsChart
