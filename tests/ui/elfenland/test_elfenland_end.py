"""Elfenland's end of game: the towns chart follows the game round by round, and the end dialog
shows who won (and why), the ranking, the chart and the four answers."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from functools import lru_cache

import pytest
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QTableWidget, QVBoxLayout, QWidget

from lewisclark_desktop import games
from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.ui.controller import GameController
from lewisclark_desktop.ui.elfenland.table import Table
from lewisclark_desktop.ui.elfenland.texts import end_headline
from lewisclark_desktop.ui.elfenland.towns_chart import TownsChart
from lewisclark_desktop.ui.end_dialog import end_dialog

NAMES = ("Ann", "Bob", "Chie", "Dan")


@lru_cache(maxsize=None)
def bot_game(players=4, seed=7, moves=None):
    """A seeded game of Normal bots, to the end or for `moves` moves (played once; read only)."""
    rules = games.rules("elfenland")
    options = rules.normalize_options({"players": players}, seed)
    stack = CommandStack(rules, rules.new_state(options, seed), PRACTICE)
    bots = [games.get("elfenland").make_bot("normal", seed=i) for i in range(players)]
    while not stack.state.over and (moves is None or len(stack.done) < moves):
        seat = rules.current_player(stack.state)
        stack.apply(bots[seat].choose(rules, rules.observation(stack.state, seat)))
    return rules, options, stack


def round_ends(stack):
    """Towns per seat at each round's last state, found by walking the game move by move."""
    states = [e.before for e in stack.done] + [stack.state]
    ends = {}
    for before, after in zip(states, states[1:] + [None]):
        if after is None or after.round != before.round:
            ends[before.round] = [p.markers for p in before.players]
    return ends


def test_the_chart_shows_towns_collected_at_the_end_of_each_round(qtbot):
    _, _, stack = bot_game()
    chart = TownsChart()
    qtbot.addWidget(chart)
    chart.set_stack(stack, [Seat(n, p.colour) for n, p in zip(NAMES, stack.state.players)])
    ends = round_ends(stack)
    series = chart.series()
    assert sorted(series) == [0, 1, 2, 3]
    for seat, (rounds, towns) in series.items():
        assert rounds == sorted(ends)
        assert towns == [ends[r][seat] for r in rounds]
        assert towns[-1] == stack.state.players[seat].markers
    assert sorted(ends) == [1, 2, 3, 4] or any(p.markers == 20 for p in stack.state.players)


def test_the_chart_of_a_game_in_progress_ends_with_the_current_round_so_far(qtbot):
    _, _, stack = bot_game(moves=150)
    chart = TownsChart()
    qtbot.addWidget(chart)
    chart.set_stack(stack, [])
    s = stack.state
    assert sorted(chart.series()) == list(range(len(s.players)))
    for seat, (rounds, towns) in chart.series().items():
        assert rounds[-1] == s.round
        assert towns[-1] == s.players[seat].markers


def test_the_elfenland_table_offers_the_towns_chart(qtbot):
    holder = QWidget()
    column = QVBoxLayout(holder)
    table = Table()
    column.addWidget(table.decision_bar())  # the bar lives beside the table, as in the window
    column.addWidget(table)
    qtbot.addWidget(holder)
    assert table.chart.widget_class is TownsChart


@pytest.fixture
def finished(tmp_path):
    rules, options, stack = bot_game()
    seats = [{"name": n, "colour": c, "kind": "human"} for n, c in zip(NAMES, options["colours"])]
    path = tmp_path / "end.lcsave"
    savefile.save(path, rules, stack, options, 7, seats)
    controller = GameController()
    controller.load(path)
    yield controller
    controller.shutdown()  # its bot worker thread ends with the test


def test_the_end_dialog_shows_the_winner_the_ranking_and_the_chart(finished, qtbot):
    dialog = end_dialog(finished)
    qtbot.addWidget(dialog)
    s = finished.state
    places = {seat: place for place, seat in engine.ranking(s)}
    win = engine.winner(s)
    headline = dialog.findChild(QLabel, "winnerText").text()
    assert headline == end_headline(s, finished.seats)
    if win is not None:
        assert NAMES[win] in headline
    table = dialog.findChild(QTableWidget, "rankingTable")
    assert [table.horizontalHeaderItem(i).text() for i in range(4)] == list(NAMES)
    assert [table.item(0, i).text() for i in range(4)] == [f"{places[i]}." for i in range(4)]
    chart = dialog.findChild(TownsChart)
    assert [towns[-1] for _, towns in chart.series().values()] == [p.markers for p in s.players]


@pytest.mark.parametrize("name", ["new", "rematch", "replay", "close"])
def test_the_end_dialogs_buttons_leave_the_choice(finished, qtbot, name):
    dialog = end_dialog(finished)
    qtbot.addWidget(dialog)
    dialog.findChild(QPushButton, f"end_{name}").click()
    assert dialog.choice == name and dialog.result() == QDialog.Accepted


def test_a_tie_on_towns_is_explained_by_the_cards_in_hand():
    _, _, stack = bot_game()
    s = stack.state.clone()
    seats = [Seat(n, p.colour) for n, p in zip(NAMES, s.players)]
    counts = [p.card_count for p in s.players]
    i, j = next((i, j) for i in range(4) for j in range(i + 1, 4) if counts[i] != counts[j])
    for seat, p in enumerate(s.players):
        p.visited = s.players[i].visited if seat in (i, j) else 0  # i and j tie on towns, alone
    more, fewer = (i, j) if counts[i] > counts[j] else (j, i)
    assert engine.winner(s) == more
    text = end_headline(s, seats)
    assert text.startswith(NAMES[more]) and NAMES[fewer] in text and "cards in hand" in text
    assert f"({counts[more]} to {counts[fewer]})" in text



def test_every_row_of_the_variants_ranking_is_in_sight(tmp_path, qtbot):
    rules = games.rules("elfenland")
    options = rules.normalize_options({"players": 6, "variant": True}, 3)
    stack = CommandStack(rules, rules.new_state(options, 3), PRACTICE)
    bots = [games.get("elfenland").make_bot("normal", seed=i) for i in range(6)]
    while not stack.state.over:
        seat = rules.current_player(stack.state)
        stack.apply(bots[seat].choose(rules, rules.observation(stack.state, seat)))
    names = ("Ann", "Bob", "Chie", "Dan", "Emi", "Fay")
    seats = [{"name": n, "colour": c, "kind": "human"} for n, c in zip(names, options["colours"])]
    path = tmp_path / "variant.lcsave"
    savefile.save(path, rules, stack, options, 3, seats)
    controller = GameController()
    try:
        controller.load(path)
        dialog = end_dialog(controller)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        table = dialog.findChild(QTableWidget, "rankingTable")
        assert table.rowCount() == 6  # place, towns, cards, town card, distance, score
        seen = table.viewport().rect()
        for row in range(table.rowCount()):
            assert seen.contains(table.visualItemRect(table.item(row, 0))), table.verticalHeaderItem(row).text()
        for row in range(table.rowCount()):  # and no town name cut short
            for col in range(table.columnCount()):
                text = table.item(row, col).text()
                assert table.fontMetrics().horizontalAdvance(text) < table.columnWidth(col), text
    finally:
        controller.shutdown()


def test_a_finished_game_counts_its_winner_in_the_statistics(tmp_path, qtbot):
    from lewisclark_desktop.stats import StatsDB

    rules, options, stack = bot_game()
    kinds = ["human", "normal", "random", "normal"]
    seats = [{"name": n, "colour": c, "kind": k} for n, c, k in zip(NAMES, options["colours"], kinds)]
    path = tmp_path / "end.lcsave"
    savefile.save(path, rules, stack, options, 7, seats)
    controller = GameController(stats_path=tmp_path / "stats.sqlite3")
    try:
        controller.load(path)  # a finished game: recorded as it opens
    finally:
        controller.shutdown()
    win = engine.winner(stack.state)
    assert win is not None
    db = StatsDB(tmp_path / "stats.sqlite3")
    db.game = "elfenland"
    try:
        wins = {kind: won for kind, _, won in db.results_by_kind()}
        assert wins[kinds[win]] == 1 and sum(wins.values()) == 1
        assert db.fastest_wins() == [(NAMES[win], kinds[win], stack.state.turn, db.fastest_wins()[0][3])]
    finally:
        db.close()


def test_statistics_open_on_the_game_being_played(shell_window, monkeypatch):
    from lewisclark_desktop.ui.controller import GameSetup
    from lewisclark_desktop.ui.stats_window import StatsWindow

    shown = []
    monkeypatch.setattr(StatsWindow, "exec", lambda self: shown.append(self.game_choice.currentData()))
    w = shell_window
    colours = games.get("elfenland").colours
    w.start_game(GameSetup([Seat("Ann", colours[0]), Seat("Bob", colours[1], "normal")], 4, 0,
                           game="elfenland"))
    w.show_statistics()
    assert shown == ["elfenland"]
