"""Save-file fuzzing (issue 12): a few hundred seeded mutations of saves written by the engine
and by the window, through both loaders. Each is refused with a one-line message, opens as the
identical game, or opens reported as edited; never a traceback, a hang, or a re-save that does
not load. The long run is `benchmarks/save_fuzz.py`."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop.core import savefuzz  # noqa: E402
from lewisclark_desktop.core.fuzz_loaders import (engine_loader, engine_originals,  # noqa: E402
                                                  window_loader)
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402
from lewisclark_desktop.ui.controller import GameController, GameSetup, Seat  # noqa: E402

ENGINE_GAMES = [
    ({"players": 2}, [{"name": "Ann", "colour": "blue", "kind": "human"},
                      {"name": "Bob", "colour": "orange", "kind": "normal"}]),
    ({"players": 1, "solo_level": 3}, [{"name": "Solo", "colour": "blue", "kind": "human"}]),
]


@pytest.fixture(scope="module")
def controller(qapp):
    c = GameController(None)
    c.autoplay = False
    yield c
    c.shutdown()


def window_originals(controller, tmp_path):
    out = []
    for k, seats in enumerate(([Seat("Ann", "blue"), Seat("Cy", "yellow"), Seat("Bot", "green", "easy")],
                               [Seat("Eve", "purple")])):
        controller.new_game(GameSetup(seats, 70 + k, None, 2 if len(seats) == 1 else None))
        controller.play_bot_moves_now(60, k)
        path = tmp_path / f"window{k}.lcsave"
        controller.save(path)
        out.append(path.read_bytes())
    return out


@pytest.mark.parametrize("path", ["engine", "window"])
def test_mutated_saves_are_refused_identical_or_reported(controller, tmp_path, path):
    originals = engine_originals(RULES, ENGINE_GAMES, 50, seed=5) + \
        window_originals(controller, tmp_path)
    loader = engine_loader(RULES) if path == "engine" else window_loader(controller)
    tally, failures = savefuzz.run(originals, loader, count=150, seed=2026, seconds=10)
    assert failures == []
    assert sum(tally.values()) == 150
    assert tally[savefuzz.REFUSED] and tally[savefuzz.EDITED] and tally[savefuzz.IDENTICAL]
