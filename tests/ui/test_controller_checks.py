"""A move played in the window is checked for legality once (issue 35): a human's move by
GameController.apply, a bot's by _push, and the command stack trusts that check."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from lewisclark_desktop.ui.controller import GameController, GameSetup, Seat  # noqa: E402

GAMES = {"lewisclark": ["blue", "orange"], "elfenland": ["red", "blue"],
         "tiwanaku": ["red", "blue"]}


@pytest.fixture
def controller(qapp):
    c = GameController(None)
    c.autoplay = False  # bots move only when the test says so
    yield c
    c.shutdown()


def counted_checks(c, monkeypatch):
    calls = []
    real = c.rules.explain_illegal

    def explain_illegal(state, move):
        calls.append(move)
        return real(state, move)

    monkeypatch.setattr(c.rules, "explain_illegal", explain_illegal)
    return calls


@pytest.mark.parametrize("game", GAMES)
def test_a_move_in_the_window_is_checked_once(controller, monkeypatch, game):
    c = controller
    c.new_game(GameSetup([Seat(f"P{k + 1}", colour) for k, colour in enumerate(GAMES[game])],
                         5, 0, game=game))
    calls = counted_checks(c, monkeypatch)
    before = len(c.stack)
    assert c.apply(c.legal_moves()[0]) is None  # a human's move
    assert len(c.stack) == before + 1 and len(calls) == 1
    c.play_bot_moves_now(1, 3)  # a bot's move
    assert len(c.stack) == before + 2 and len(calls) == 2


def test_an_illegal_move_is_still_refused_and_changes_nothing(controller):
    c = controller
    c.new_game(GameSetup([Seat("A", "red"), Seat("B", "blue")], 5, 0, game="tiwanaku"))
    legal = c.legal_moves()
    c.apply(legal[0])
    before = c.rules.state_hash(c.state)
    assert legal[0] not in c.legal_moves()
    assert c.apply(legal[0])  # the reason it is refused
    assert c._push(legal[0])  # a bot's move is checked too
    assert c.rules.state_hash(c.state) == before and len(c.stack) == 1
