"""The command stack: apply / undo / redo of moves on a game state, with an undo policy.

Every applied move keeps the state before it (a cheap clone), so undo is exact. The policy
follows the design: no move that revealed hidden information can be undone, in any game; in a
normal game you may undo only moves of the current turn, in a practice game (one human) the
earlier turns too, back to the last reveal.
Bots never undo.
"""

from dataclasses import dataclass
from typing import Any

from .game import IllegalMoveError

STRICT, PRACTICE = "strict", "practice"


@dataclass
class Entry:
    move: Any
    text: str
    player: int | None
    before: Any
    turn: Any
    revealed: bool


class CommandStack:
    def __init__(self, rules, state, policy=STRICT):
        self.rules = rules
        self.state = state
        self.start = rules.clone(state)
        self.policy = policy
        self.done: list[Entry] = []
        self.undone: list[Entry] = []

    # -- applying
    def apply(self, move):
        """Apply a legal move; an illegal one raises IllegalMoveError and changes nothing."""
        reason = self.rules.explain_illegal(self.state, move)
        if reason:
            raise IllegalMoveError(f"{self.rules.format_move(move)}: {reason}")
        self.apply_legal(move)

    def apply_legal(self, move):
        """Apply a move the caller has just found legal (explain_illegal said None), without
        checking it again."""
        self._push(move)
        self.undone.clear()

    def apply_text(self, text):
        try:
            move = self.rules.parse_move(text)
        except ValueError as exc:
            raise IllegalMoveError(f"{text}: {exc}") from None
        self.apply(move)
        return move

    def _push(self, move):
        rules = self.rules
        before = rules.clone(self.state)
        player = rules.current_player(self.state)
        reveals = rules.reveal_count(self.state)
        turn = rules.turn_key(self.state)
        rules.apply(self.state, move)
        self.done.append(Entry(move, rules.format_move(move), player, before, turn,
                               rules.reveal_count(self.state) != reveals))

    # -- undo / redo
    def can_undo(self):
        if not self.done:
            return False
        top = self.done[-1]
        if top.revealed:  # what a move showed cannot be unseen, in any game
            return False
        return self.policy == PRACTICE or top.turn == self.rules.turn_key(self.state)

    def undo_reason(self):
        """Why undo is not available now (None if it is)."""
        if not self.done:
            return "nothing to undo"
        if self.can_undo():
            return None
        top = self.done[-1]
        if top.revealed:
            return "the last move revealed hidden information"
        return "moves of an earlier turn cannot be undone"

    def undo(self):
        if not self.can_undo():
            raise IllegalMoveError(f"cannot undo: {self.undo_reason()}")
        entry = self.done.pop()
        self.state = entry.before
        self.undone.append(entry)
        return entry

    def can_redo(self):
        return bool(self.undone)

    def redo(self):
        if not self.undone:
            raise IllegalMoveError("cannot redo: nothing was undone")
        entry = self.undone.pop()
        self._push(entry.move)
        return entry

    def undo_all(self):
        """Back to the start state (any policy): for replays and tests."""
        while self.done:
            entry = self.done.pop()
            self.state = entry.before
            self.undone.append(entry)

    @property
    def move_texts(self):
        return [e.text for e in self.done]

    def __len__(self):
        return len(self.done)
