"""The review of a decision reads only the deciding seat's observation: the same decision, in a
position whose other hands / deck order / hidden map are re-dealt consistently with what that
seat sees, gets the same suggestion, the same values and the same cost."""

import pytest

from hidden_deals import dealt_positions, differs, same_view
from lewisclark_desktop import games
from lewisclark_desktop.review.engine import review_position

TINY = (2, 1)  # Hard's iterations, worlds per move
POSITIONS = {"lewisclark": 6, "elfenland": 5, "tiwanaku": 4}


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_a_decision_is_reviewed_alike_in_every_deal_its_seat_cannot_tell_apart(game):
    rules = games.rules(game)
    compared = 0
    for _, state, other in dealt_positions(game, POSITIONS[game], seed=3):
        assert same_view(game, state, other)
        legal = rules.legal_moves(state)
        if len(legal) < 2:
            continue
        played = legal[-1]
        assert rules.legal_moves(other)[-1] == played
        a = review_position(game, state, played, 7, TINY, seed=5)
        b = review_position(game, other, played, 7, TINY, seed=5)
        assert a == b
        compared += differs(game, state, other)
    assert compared >= 2  # re-deals that really differ were compared
