"""Bot decisions run with the garbage collector paused, and the remembered tables are trimmed
between decisions (bots/search.py), in the tournament and in the bot process alike."""

import gc
import threading

import pytest

from lewisclark_desktop import bot_process, games, tournament
from lewisclark_desktop.bots import search
from lewisclark_desktop.bots.elfenland import planner as elfenland_planner
from lewisclark_desktop.bots.lewisclark import planner, solo_search
from lewisclark_desktop.bots.random_bot import RandomBot


@pytest.fixture
def table():
    t = search.remembered(3)
    yield t
    del search._TABLES[id(t)]


def test_a_table_past_its_bound_is_emptied_between_decisions(table):
    table.update({1: 1, 2: 2, 3: 3})
    search.between_decisions()
    assert table == {1: 1, 2: 2, 3: 3}  # at its bound: kept
    table[4] = 4
    search.between_decisions()
    assert table == {}


def test_the_planners_tables_are_trimmed_between_decisions():
    bounds = {id(t): bound for t, bound in search._TABLES.values()}
    for t in (planner._CAMP_VALUE, planner._CARRY, planner._HELP, solo_search._OPTIONS,
              elfenland_planner._CARAVANS):
        kept = dict(t)
        try:
            t.clear()
            t.update((("filler", k), None) for k in range(bounds[id(t)] + 1))
            search.between_decisions()
            assert t == {}
        finally:
            t.clear()
            t.update(kept)


class Recorder(RandomBot):
    seen = []

    def choose(self, rules, observation, should_stop=None):
        Recorder.seen.append(gc.isenabled())
        return super().choose(rules, observation)


def _record(monkeypatch):
    Recorder.seen = []
    monkeypatch.setattr(games.Game, "make_bot",
                        lambda self, level, seed=0, **options: Recorder(seed))


def test_tournament_decisions_run_with_the_collector_paused(monkeypatch):
    _record(monkeypatch)
    assert gc.isenabled()
    spec = dict(tournament.game_specs(2, ["random", "random"], 1, 5)[0], max_turns=8)
    result = tournament.play_game(spec)
    assert result["decisions"] == len(Recorder.seen) > 0
    assert not any(Recorder.seen)
    assert gc.isenabled()


def test_the_bot_process_decides_with_the_collector_paused(monkeypatch):
    _record(monkeypatch)
    bot_process._init(threading.Event())
    rules = games.rules("lewisclark")
    state = rules.new_state({"players": 2}, 3)
    move = bot_process._choose("lewisclark", "random", 3, rules.observation(state, 0))
    assert move in rules.legal_moves(rules.observation(state, 0))
    assert Recorder.seen == [False]
    assert gc.isenabled()


def test_a_search_makes_room_only_past_the_overflow(table):
    table.update({k: k for k in range(search.OVERFLOW * 3)})
    search.make_room(table)
    assert len(table) == search.OVERFLOW * 3  # past the bound, not past the overflow: kept
    table[-1] = -1
    search.make_room(table)
    assert table == {}
