"""The position's `turn` (docs/positions-elfenland.md: "grows at every new turn", the undo
policy's turn key) never goes back over a whole game, and grows when the journeys of a round
end and the next round begins."""

import pytest

from lewisclark_desktop.core.rng import Rng
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.moves import Move, format_move
from lewisclark_desktop.elfenland.state import OVER, TRAVEL


def test_the_turn_counter_only_grows_over_a_whole_game():
    rounds_ended = 0
    for seed in (1, 2):
        s = RULES.new_state({"players": 3}, seed)
        rng = Rng(seed)
        while not s.over:
            moves = RULES.legal_moves(s)
            before, phase = s.turn, s.phase
            RULES.apply(s, moves[rng.below(len(moves))])
            assert s.turn >= before
            if phase == TRAVEL and s.phase not in (TRAVEL, OVER):  # on to the next round
                rounds_ended += 1
                assert s.turn > before
    assert rounds_ended >= 4  # three round ends per game, the last one ends it


def test_a_move_of_no_known_kind_cannot_be_written():
    with pytest.raises(ValueError) as info:
        format_move(Move("fly"))
    assert str(info.value) == "unknown move kind 'fly'"
