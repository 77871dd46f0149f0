"""The GUI monkey, sampled (issue 34): a few hundred seeded random GUI events per game (clicks
on widgets and board items, menu actions, shortcuts, resizes, language switches, modal dialogs
answered at random, moves) raise no Python exception and no Qt warning about a deleted object.
The long run is benchmarks/gui_monkey.py."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop.testing.monkey import Monkey  # noqa: E402

EVENTS = 300


@pytest.mark.parametrize("game", ["lewisclark", "elfenland", "tiwanaku"])
def test_random_gui_events_raise_nothing(qapp, tmp_path, monkeypatch, game):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    result = Monkey(game, seed=7, home=tmp_path).run(EVENTS)
    assert result.events == EVENTS and result.moves > 0  # it did get into the game
    assert result.exceptions == [] and result.deleted_warnings == []
