"""Checks every game's tests make on a CommandStack (a refused move, undo, redo, save files)."""

from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.game import IllegalMoveError


def refusal(stack, text):
    """The reason the stack refuses the move `text` (fails the test if it is accepted)."""
    try:
        stack.apply_text(text)
    except IllegalMoveError as exc:
        return str(exc)
    raise AssertionError(f"{text!r} was accepted")


def assert_undo_all_then_redo_all(rules, stack, start):
    """Undoing every move gives `start` back (by the rules' state hash), redoing them the end."""
    end = rules.state_hash(stack.state)
    stack.undo_all()
    assert rules.state_hash(stack.state) == rules.state_hash(start)
    while stack.can_redo():
        stack.redo()
    assert rules.state_hash(stack.state) == end


def assert_save_then_load(rules, stack, options, seed, folder):
    """The stack saved and loaded again: the same state and moves; the loaded SaveGame."""
    path = folder / "game.json"
    players = len(rules.seat_colours(stack.state))
    savefile.save(path, rules, stack, rules.normalize_options(options, seed), seed,
                  [{"name": f"P{k + 1}", "kind": "human"} for k in range(players)])
    game, loaded = savefile.load(path, rules)
    assert game.game == rules.name
    assert rules.state_hash(loaded.state) == rules.state_hash(stack.state)
    assert loaded.move_texts == stack.move_texts
    return game
