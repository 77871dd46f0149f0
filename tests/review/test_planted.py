"""A seat that plays Normal except for a few deliberately poor legal moves (planted_games.poor_move:
Lewis & Clark camping with a full hand, Elfenland ending the journey where Normal travels on,
Tiwanaku a divination against what the seat knows): the quick review marks every planted move."""

import pytest

from lewisclark_desktop.review import engine
from lewisclark_desktop.testing import planted_games

GAMES = {"lewisclark": {"players": 2}, "elfenland": {"players": 3},
         "tiwanaku": {"mode": "competitive", "players": 2}}
SEEDS = {"lewisclark": 3, "elfenland": 1, "tiwanaku": 1}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_planted_poor_moves_are_among_the_marked_costliest(game):
    options = GAMES[game]
    saved, planted = planted_games.play(game, options, SEEDS[game], ("normal",) * options["players"],
                                   plant_seat=0, plants=3)
    assert planted
    review = engine.review_game(saved, 0, quick=True, seed=0)
    marked = {d.index for d in review.marked()}
    assert set(planted) <= marked
    costs = {d.index: d.cost for d in review.decisions}
    assert all(costs[k] > engine.valuer(game).THRESHOLD for k in planted)
    assert len(marked) <= engine.MOST_MARKED


def test_a_game_played_as_suggested_has_nothing_to_mark():
    # a few decisions valued where the played move is Hard's own suggestion: cost 0, unmarked
    saved, _ = planted_games.play("elfenland", {"players": 2}, 2, ("normal", "normal"))
    decisions = []
    for index in engine.decisions_of(saved, 0)[:6]:
        d = engine.review_decision(saved, index, 0, quick=True)
        decisions.append(engine.review_position(
            "elfenland", engine.states_of(saved)[index],
            engine.games.rules("elfenland").parse_move(d.suggested), index, (8, 2)))
    review = engine.summarize(saved, 0, decisions, quick=True)
    assert [d.cost for d in review.decisions] == [0.0] * len(decisions)
    assert review.marked() == []


def test_a_planted_tiwanaku_divination_names_a_wrong_level_worth_two_points_or_more():
    saved, planted = planted_games.play("tiwanaku", GAMES["tiwanaku"], SEEDS["tiwanaku"],
                                        ("normal", "normal"), plant_seat=0, plants=3)
    assert planted
    rules = engine.games.rules("tiwanaku")
    states = engine.states_of(saved)
    for k in planted:
        move = rules.parse_move(saved.moves[k])
        state = states[k]
        true_level = state.scenario.crop[state.grid.parse(move.cell)]
        assert move.level != true_level
        assert true_level >= 2  # a sure loss of two points or more
