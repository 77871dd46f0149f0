"""Kill test (issue 12): a child process plays with autosave after every move and is killed
(SIGKILL) at random moments; the autosave always loads and lacks at most the move in flight.
A longer run: benchmarks/kill_autosave.py."""



import pytest

from lewisclark_desktop import games
from lewisclark_desktop.core import savefile
from lewisclark_desktop.testing import killtest
from lewisclark_desktop.core.atomic import remove_stale_temps
from lewisclark_desktop.core.commands import PRACTICE

SPEC = "lewisclark_desktop.lewisclark.game:RULES"


def test_autosave_survives_kills_at_random_moments(tmp_path):
    path = tmp_path / "autosave.lcsave"
    results = killtest.run(SPEC, path, {"players": 2}, [{"name": "A"}, {"name": "B"}],
                           kills=4, seed=12, max_delay=2.5)
    assert [r.problem for r in results] == [None] * 4
    assert max(r.loaded for r in results) > 0  # the children did get to play
    remove_stale_temps(path, older_than=0)
    assert [f.name for f in tmp_path.iterdir()] == ["autosave.lcsave"]


@pytest.mark.parametrize("game", ["elfenland", "tiwanaku"])
def test_every_games_autosave_survives_kills(tmp_path, game):
    spec, options, seats = killtest.game_setup(game, 2)
    path = tmp_path / "autosave.lcsave"
    results = killtest.run(spec, path, options, seats, kills=4, seed=12, max_delay=2.5)
    assert [r.problem for r in results] == [None] * 4
    assert max(r.loaded for r in results) > 0
    _, stack = savefile.load(path, games.rules(game), PRACTICE)  # the game it holds is this game's
    assert stack.state is not None
