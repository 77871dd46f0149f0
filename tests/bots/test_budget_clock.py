"""Hard's budget clock: wall-clock in the application, the process's CPU seconds on request
(tournaments on a busy machine), and a tournament puts it back when its game is over."""

import time

from lewisclark_desktop import tournament
from lewisclark_desktop.bots import search


class FakeCpu:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


def test_cpu_clock_bounds_the_search_whatever_the_wall_clock_says(monkeypatch):
    cpu = FakeCpu()
    monkeypatch.setitem(search.CLOCKS, "cpu", cpu)

    def playout(i):
        cpu.t += 0.1  # each playout costs 0.1 CPU seconds, and no wall-clock time at all
        return 0.0

    search.use_clock("cpu")
    try:
        _, stats = search.ucb_root([0.0, 0.0], playout, 0.7, budget=1.0, start=search.now(),
                                   is_settled=lambda visits, left: False)
    finally:
        search.use_clock("wall")
    # within 90 % of the budget, one playout in reserve: 7 or 8 playouts of 0.1 s
    assert 7 <= stats["iterations"] <= 8
    assert 0.7 <= stats["seconds"] <= 0.9


def test_wall_clock_is_the_default_and_comes_back_after_a_cpu_tournament_game():
    assert search._clock is time.perf_counter
    spec = tournament.game_specs(2, ["random", "random"], 1, 3, max_turns=4, clock="cpu")[0]
    seen = []
    real = search.use_clock

    def spy(kind):
        seen.append(kind)
        real(kind)

    try:
        search.use_clock = spy
        tournament.play_game(spec)
    finally:
        search.use_clock = real
    assert seen == ["cpu", "wall"]
    assert search._clock is time.perf_counter


def test_tournament_summary_names_its_clock(capsys):
    summary = tournament.main(2, ["random"], 1, 5, max_turns=4, progress=False, clock="cpu")
    assert summary["clock"] == "cpu"
    capsys.readouterr()
