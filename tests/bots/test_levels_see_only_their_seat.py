"""Every bot level of every game sees only its seat's observation: over random positions of
every mode (tests/support/hidden_deals.py), a bot asked in the true state and a twin asked in a
re-deal of what the seat cannot see (other hands, decks, hidden map) give the same legal move.
The levels come from the registry, so a level added to a game is covered at once."""

import pytest

from hidden_deals import MODES, dealt_positions, same_view
from lewisclark_desktop import games
from lewisclark_desktop.bots import registry

POSITIONS = 10  # per game: two of each mode
FIXED = {"hard": {"iterations": 2}}  # a search of a fixed size is deterministic and quick


@pytest.mark.parametrize("game_id", list(MODES))
def test_every_level_answers_the_same_whatever_its_seat_cannot_see(game_id):
    rules = games.rules(game_id)
    dealt = list(dealt_positions(game_id, POSITIONS, seed=37))
    levels = registry.available_levels(game_id)
    assert {"random", "easy", "normal", "hard"} <= set(levels)
    for level in levels:
        for options, state, other in dealt:
            assert same_view(game_id, state, other)
            seat = rules.current_player(state)
            a, b = (registry.make_bot(level, 7, game_id, **FIXED.get(level, {}))
                    for _ in range(2))
            move = a.choose(rules, rules.observation(state, seat))
            assert move in rules.legal_moves(state), (level, options)
            assert b.choose(rules, rules.observation(other, seat)) == move, (level, options)
