"""Save-file fuzzing (issues 12 and 34), for every game: a few hundred seeded mutations of saves
written by the engine and by the window, through the command line's loader and the window's.
Each is refused with a one-line message, opens as the identical game, or opens reported as
edited; never a traceback, a hang, or a re-save that does not load. The long run is
`benchmarks/save_fuzz.py --game ID`."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.testing import savefuzz  # noqa: E402
from lewisclark_desktop.testing.fuzz_loaders import (engine_loader, engine_originals,  # noqa: E402
                                                  window_loader)
from lewisclark_desktop.ui.controller import GameController, GameSetup, Seat  # noqa: E402

# Per game: engine-written (options, seats) and window-written (seats, solo level, options).
ENGINE_GAMES = {
    "lewisclark": [
        ({"players": 2}, [{"name": "Ann", "colour": "blue", "kind": "human"},
                          {"name": "Bob", "colour": "orange", "kind": "normal"}]),
        ({"players": 1, "solo_level": 3}, [{"name": "Solo", "colour": "blue", "kind": "human"}])],
    "elfenland": [
        ({"players": 3, "variant": True}, [{"name": "Ann", "colour": "red", "kind": "human"},
                                           {"name": "Bob", "colour": "blue", "kind": "random"},
                                           {"name": "Cy", "colour": "green", "kind": "hard"}])],
    "tiwanaku": [
        ({"players": 2}, [{"name": "Ann", "colour": "blue", "kind": "human"},
                          {"name": "Bob", "colour": "orange", "kind": "normal"}]),
        ({"mode": "coop", "players": 2, "level": "easy"},
         [{"name": "Ann", "colour": "blue", "kind": "human"},
          {"name": "Bob", "colour": "green", "kind": "random"}])],
}
WINDOW_GAMES = {
    "lewisclark": [([Seat("Ann", "blue"), Seat("Cy", "yellow"), Seat("Bot", "green", "easy")],
                    None, {}),
                   ([Seat("Eve", "purple")], 2, {})],
    "elfenland": [([Seat("Ann", "red"), Seat("Bot", "black", "random")], None, {})],
    "tiwanaku": [([Seat("Ann", "blue"), Seat("Bot", "purple", "random"), Seat("Cy", "green")],
                  None, {}),
                 ([Seat("Eve", "orange")], None, {"mode": "solo"})],
}


@pytest.fixture(scope="module")
def controller(qapp):
    c = GameController(None)
    c.autoplay = False
    yield c
    c.shutdown()


def window_originals(controller, tmp_path, game_id):
    out = []
    for k, (seats, solo, options) in enumerate(WINDOW_GAMES[game_id]):
        controller.new_game(GameSetup(seats, 70 + k, None, solo, options, game_id))
        controller.play_bot_moves_now(60, k)
        path = tmp_path / f"window{k}.lcsave"
        controller.save(path)
        out.append(path.read_bytes())
    return out


@pytest.mark.parametrize("path", ["engine", "window"])
@pytest.mark.parametrize("game_id", list(ENGINE_GAMES))
def test_mutated_saves_are_refused_identical_or_reported(controller, tmp_path, game_id, path):
    rules = games.rules(game_id)
    originals = engine_originals(rules, ENGINE_GAMES[game_id], 50, seed=5) + \
        window_originals(controller, tmp_path, game_id)
    loader = engine_loader(rules) if path == "engine" else window_loader(controller)
    tally, failures = savefuzz.run(originals, loader, count=150, seed=2026, seconds=10)
    assert failures == []
    assert sum(tally.values()) == 150
    assert tally[savefuzz.REFUSED] and tally[savefuzz.EDITED]
    for original in originals:  # an unchanged save opens as itself and re-saves byte for byte
        assert savefuzz.verdict(original, original, loader) == (savefuzz.IDENTICAL, "")
