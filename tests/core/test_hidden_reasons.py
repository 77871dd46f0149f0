"""Issue 33, point 1: why a move is refused is told before any move is made, so it may depend
only on what the seat to move sees. Over 200 random positions per game (all modes), every move
legal somewhere in that game's positions is asked about in the true state and in a re-deal of
its hidden parts (tests/hidden_deals.py): the answers are the same."""

import pytest

from hidden_deals import MODES, dealt_positions, same_view
from lewisclark_desktop import games


@pytest.mark.parametrize("game_id", list(MODES))
def test_a_refusal_never_depends_on_what_the_seat_cannot_see(game_id):
    rules = games.rules(game_id)
    dealt = list(dealt_positions(game_id, 200, seed=34))
    asked = {}  # mode -> every move legal in one of its positions
    for options, state, _ in dealt:
        asked.setdefault(str(options), set()).update(rules.legal_moves(state))
    refused = 0
    for options, state, other in dealt:
        assert same_view(game_id, state, other)
        for move in asked[str(options)]:
            reason = rules.explain_illegal(state, move)
            assert reason == rules.explain_illegal(other, move), (options, move)
            refused += reason is not None
    assert len(dealt) == 200 and refused > 1000
