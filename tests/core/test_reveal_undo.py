"""Issue 33, point 1: seeing hidden information is an undo barrier in every game. Each way a game
reveals something (a Lewis & Clark card drawn into the Journal; an Elfenland counter drawn from
the stack or new cards dealt; a Tiwanaku terrain discovered, a tile handed over in co-op whose
next arrow the giver now sees, a divination answered) is found by seeded random play and made
in a strict or a practice command stack: the move counts as a reveal, and undo refuses to take it back."""

import random

import pytest

from lewisclark_desktop import games
from lewisclark_desktop.core.commands import PRACTICE, STRICT, CommandStack
from lewisclark_desktop.core.game import IllegalMoveError
from lewisclark_desktop.tiwanaku.moves import Divine, Explore, Supplier


def _lewisclark_draws(s, m):
    return m.kind in ("recruit", "take") and bool(s.deck)


def _elfenland_draws_a_counter(s, m):
    return m.kind == "draw"


def _elfenland_deals_cards(s, m):
    after = s.clone()
    games.rules("elfenland").apply(after, m)
    return after.round > s.round


def _tiwanaku_discovers(s, m):
    return isinstance(m, Explore) and s.terrain[s.grid.parse(m.dest)] is None


def _tiwanaku_hands_over(s, m):
    """A tile handed over in co-op that leaves another under it (its arrow is now seen)."""
    return isinstance(m, Supplier) and len(s.hands[m.seat][s.terrain[s.pending[0]]]) >= 2


def _tiwanaku_divines(s, m):
    return isinstance(m, Divine)


CASES = {
    "lewisclark: a card drawn into the Journal": ("lewisclark", {"players": 3}, _lewisclark_draws),
    "lewisclark solo: a card drawn": ("lewisclark", {"players": 1, "solo_level": 1},
                                      _lewisclark_draws),
    "elfenland: a counter drawn from the stack": ("elfenland", {"players": 3},
                                                  _elfenland_draws_a_counter),
    "elfenland: new cards dealt": ("elfenland", {"players": 2, "variant": True},
                                   _elfenland_deals_cards),
    "tiwanaku: a terrain discovered": ("tiwanaku", {"mode": "competitive", "players": 2},
                                       _tiwanaku_discovers),
    "tiwanaku: a divination answered": ("tiwanaku", {"mode": "competitive", "players": 3},
                                        _tiwanaku_divines),
    "tiwanaku co-op: a tile handed over": ("tiwanaku", {"mode": "coop", "players": 3},
                                           _tiwanaku_hands_over),
    "tiwanaku solo: a terrain discovered": ("tiwanaku", {"mode": "solo", "players": 1},
                                            _tiwanaku_discovers),
}


def stack_after_reveal(game_id, options, reveals, games_to_try=30, policy=STRICT):
    """A command stack (strict unless asked) whose last move is the first one `reveals(state, move)` picks in
    seeded random games (other moves random); fails when no game offers one."""
    rules = games.rules(game_id)
    for seed in range(games_to_try):
        rng = random.Random(seed)
        stack = CommandStack(rules, rules.new_state(options, seed), policy)
        while not rules.is_over(stack.state):
            moves = rules.legal_moves(stack.state)
            wanted = [m for m in moves if reveals(stack.state, m)]
            if wanted:
                stack.apply(rng.choice(wanted))
                return stack
            stack.apply(rng.choice(moves))
    raise AssertionError(f"no {game_id} game offered the move")


@pytest.mark.parametrize("policy", [STRICT, PRACTICE])
@pytest.mark.parametrize("case", list(CASES))
def test_a_move_that_reveals_hidden_information_cannot_be_undone(case, policy):
    """In a practice game (one human) too: undo may go back over earlier turns, not over what
    a move showed."""
    game_id, options, reveals = CASES[case]
    stack = stack_after_reveal(game_id, options, reveals, policy=policy)
    rules = stack.rules
    top = stack.done[-1]
    assert rules.reveal_count(stack.state) > rules.reveal_count(top.before)
    assert top.revealed and not stack.can_undo()
    assert stack.undo_reason() in ("the last move revealed hidden information",
                                   "moves of an earlier turn cannot be undone")
    state = rules.state_hash(stack.state)
    with pytest.raises(IllegalMoveError):
        stack.undo()
    assert rules.state_hash(stack.state) == state and stack.done[-1] is top


def _tiwanaku_hands_over_within_the_turn(s, m):
    if not _tiwanaku_hands_over(s, m):
        return False
    after = s.clone()
    games.rules("tiwanaku").apply(after, m)
    known = (lambda x: sum(v is not None for v in x.terrain + x.crop))
    # the team still makes its offering, and the automa discovered nothing meanwhile
    return after.turn == s.turn and known(after) == known(s)


def test_a_tile_handed_over_in_coop_is_a_reveal_even_within_the_turn():
    """The handover is followed by the team's offering in the same turn, nothing else revealed
    meanwhile: only the next tile's arrow, now seen, stops undo there."""
    stack = stack_after_reveal("tiwanaku", {"mode": "coop", "players": 2},
                               _tiwanaku_hands_over_within_the_turn)
    rules = stack.rules
    top = stack.done[-1]
    assert rules.turn_key(stack.state) == top.turn
    assert top.revealed and not stack.can_undo()
    assert stack.undo_reason() == "the last move revealed hidden information"
