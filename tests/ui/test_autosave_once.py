"""Issue 35: a game's options resolve once (a save writes them; Tiwanaku's map is not made
again per save), and the window's autosave can be written behind, off the GUI thread."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.core import atomic  # noqa: E402
from lewisclark_desktop.tiwanaku import game as tiw_game  # noqa: E402
from lewisclark_desktop.ui.controller import GameController, GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.write_behind import WriteBehind  # noqa: E402

GAMES = [("lewisclark", {}), ("elfenland", {}), ("tiwanaku", {}),
         ("tiwanaku", {"mode": "coop", "level": "expert"})]


@pytest.fixture
def controller(qapp, tmp_path):
    c = GameController(tmp_path / "autosave.lcsave")
    c.autoplay = False
    yield c
    c.shutdown()


def setup_of(game, options, seed=21):
    colours = games.get(game).colours
    return GameSetup([Seat("Ann", colours[0], "random"), Seat("Bo", colours[1], "random")], seed,
                     options=dict(options), game=game)


@pytest.mark.parametrize("game, options", GAMES)
def test_options_resolve_once_per_game_not_per_autosave(controller, monkeypatch, game, options):
    rules = games.get(game).rules()
    calls = []
    normalize = type(rules).normalize_options
    monkeypatch.setattr(type(rules), "normalize_options",
                        lambda self, o, seed: calls.append(seed) or normalize(self, o, seed))
    controller.new_game(setup_of(game, options))
    controller.play_bot_moves_now(12, 3)
    assert len(controller.stack) == 12
    assert calls == [21]  # resolved at the start; the 13 autosaves wrote them
    _, saved, stack = games.load_save(controller.autosave_path)
    assert saved.options == normalize(rules, controller.setup.rules_options(), 21)
    assert rules.state_hash(stack.state) == rules.state_hash(controller.state)


def test_tiwanaku_options_that_name_their_map_are_checked_not_generated(monkeypatch):
    rules = tiw_game.RULES
    for options in ({"players": 3}, {"mode": "coop", "players": 2, "level": "easy"},
                    {"mode": "solo", "players": 1, "open_screens": True}):
        resolved = rules.normalize_options(options, 77)
        tiw_game._generated.cache_clear()
        monkeypatch.setattr(tiw_game, "generate", lambda *a: pytest.fail("a map was generated"))
        assert rules.normalize_options(resolved, 77) == resolved
        assert rules.normalize_options(dict(resolved, colours=["a"] * resolved["players"]),
                                       5) == resolved
        with pytest.raises(ValueError, match="is for a"):
            other = "L-N-C-5" if resolved["mode"] != "competitive" else "L-N-O-5"
            rules.normalize_options(dict(resolved, scenario=other), 77)
        with pytest.raises(ValueError, match="first_player must be"):
            rules.normalize_options(dict(resolved, first_player=resolved["players"]), 77)
        monkeypatch.undo()


@pytest.mark.parametrize("game, options", GAMES[:3])
def test_written_behind_the_autosave_is_the_same_file(controller, tmp_path, game, options):
    controller.write_behind = True
    controller.new_game(setup_of(game, options))
    controller.play_bot_moves_now(15, 4)
    controller.flush_autosave()
    behind = controller.autosave_path.read_bytes()
    controller.write_behind = False
    controller.autosave()
    assert controller.autosave_path.read_bytes() == behind
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.lcsave"]  # no temporary left


def test_a_failed_write_behind_is_reported_in_the_window(controller, qapp, monkeypatch):
    controller.write_behind = True
    controller.new_game(setup_of("lewisclark", {}))
    controller.flush_autosave()
    errors = []
    controller.error.connect(errors.append)

    def broken(path, data):
        raise OSError("disk full")

    monkeypatch.setattr("lewisclark_desktop.ui.write_behind.write_atomic", broken)
    controller.play_bot_moves_now(1, 4)
    controller.flush_autosave()
    qapp.processEvents()  # the report crosses from the writer's thread
    assert errors == ["Autosave failed: disk full"]


def test_write_behind_writes_one_at_a_time_so_a_kill_loses_at_most_the_last_move(tmp_path,
                                                                                monkeypatch):
    """A second write waits until the first is on disk: the file is never two moves behind."""
    import threading

    started, release, returned = threading.Event(), threading.Event(), threading.Event()
    written = []

    def slow(path, data):
        if data == b"0":
            started.set()
            release.wait(10)
        written.append(data)
        atomic.write_atomic(path, data)

    monkeypatch.setattr("lewisclark_desktop.ui.write_behind.write_atomic", slow)
    writer = WriteBehind(lambda exc: pytest.fail(repr(exc)))
    path = tmp_path / "f"
    writer.write(path, b"0")
    assert started.wait(10)
    second = threading.Thread(target=lambda: (writer.write(path, b"1"), returned.set()))
    second.start()
    assert not returned.wait(0.3)  # still waiting: the first write is not on disk yet
    release.set()
    second.join(10)
    writer.flush()
    assert written == [b"0", b"1"] and path.read_bytes() == b"1"
