"""The game-agnostic interface that the command stack, save files, bots and UI talk to.

A game package (Lewis & Clark today; Elfenland and Tiwanaku later) provides one object with
these methods. States are opaque to the core: it only clones, hashes and passes them back.
"""

from typing import Any, Protocol

from .seats import seat_problem


class IllegalMoveError(ValueError):
    """A move refused by the rules; the message gives the reason."""


class GameRules(Protocol):
    name: str  # short id written in save files, e.g. "lewisclark"

    def new_state(self, options: dict, seed: int) -> Any:
        """A fresh game; raises ValueError for bad options."""

    def normalize_options(self, options: dict, seed: int) -> dict:
        """Options with every random choice resolved, as written in save files."""

    def seat_colours(self, state) -> list:
        """The colour the rules give each seat, None where they fix none."""

    def seat_problem(self, state, seats: list) -> str | None:
        """None if the save file's seat records fit the game (one per player, same colours),
        else what is wrong."""

    def current_player(self, state) -> int | None:
        """The seat to move, or None when the game is over."""

    def legal_moves(self, state) -> list: ...

    def apply(self, state, move) -> None:
        """Apply a move known to be legal (mutates the state)."""

    def explain_illegal(self, state, move) -> str | None:
        """None if the move is legal now, else why not."""

    def is_over(self, state) -> bool: ...

    def winner(self, state) -> int | None: ...

    def format_move(self, move) -> str: ...

    def parse_move(self, text: str) -> Any:
        """Raises ValueError with the reason for unreadable text."""

    def clone(self, state) -> Any: ...

    def state_hash(self, state) -> str: ...

    def turn_key(self, state) -> Any:
        """Changes exactly when a new turn starts (for the undo policy)."""

    def reveal_count(self, state) -> int:
        """Grows whenever hidden information is revealed (a card drawn): an undo barrier."""

    def observation(self, state, player: int) -> Any:
        """What `player` may see: a state with hidden parts scrambled into a canonical form."""

    def determinize(self, observation, seed: int) -> Any:
        """A full state consistent with the observation, hidden parts sampled from `seed`."""


class RulesBase:
    """The one-line answers that the games' rules adapters share: a state with `over`,
    `current`, `turn`, `reveals`, `clone()` and players with a `colour`.

    A game's adapter names its modules once and gets their functions as its methods:

        class ElfenlandRules(RulesBase, engine=engine, moves=moves, observation=observation,
                             positions=positions):

    binds `legal_moves`, `apply`, `explain_illegal` (and `winner` when the engine has one),
    `format_move`, `parse_move`, `observation`, `determinize`, and `state_hash` from positions.
    What the class body defines itself wins."""

    _BOUND = {"engine": ("legal_moves", "apply", "explain_illegal", "winner"),
              "moves": ("format_move", "parse_move"),
              "observation": ("observation", "determinize"),
              "positions": ("state_hash",)}

    def __init_subclass__(cls, **modules):
        super().__init_subclass__()
        for key, module in modules.items():
            for name in cls._BOUND[key]:
                if name not in cls.__dict__ and hasattr(module, name):
                    setattr(cls, name, staticmethod(getattr(module, name)))

    def is_over(self, s):
        return s.over

    def current_player(self, s):
        return None if self.is_over(s) else s.current

    def clone(self, s):
        return s.clone()

    def turn_key(self, s):
        return s.turn

    def reveal_count(self, s):
        return s.reveals

    def seat_colours(self, s):
        return [p.colour for p in s.players]

    def seat_problem(self, s, seats):
        return seat_problem(seats, self.seat_colours(s))
