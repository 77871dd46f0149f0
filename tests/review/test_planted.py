"""A seat that plays Normal except for a few deliberately poor legal moves (planted_games.poor_move:
Lewis & Clark camping with a full hand, Elfenland ending the journey where Normal travels on,
Tiwanaku a divination against what the seat knows): the quick review marks every planted move."""

import json
from pathlib import Path

import pytest

from lewisclark_desktop.lewisclark import engine as lc_engine, positions
from lewisclark_desktop.review import engine
from lewisclark_desktop.testing import planted_games

DATA = Path(__file__).resolve().parent.parent / "data" / "review"

GAMES = {"lewisclark": {"players": 2}, "elfenland": {"players": 3},
         "tiwanaku": {"mode": "competitive", "players": 2}}
SEEDS = {"lewisclark": 14, "elfenland": 1, "tiwanaku": 1}


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


def _lc_position(name):
    return positions.from_dict(json.loads((DATA / name).read_text()))


@pytest.mark.parametrize("name, planted", [("lc_camp_refused.json", False),
                                           ("lc_camp_accepted.json", True)])
def test_a_lewis_and_clark_camp_is_planted_only_where_normals_move_gains_ground_over_it(name, planted):
    # Two positions of seat 0 after its action, where Normal's move is "end": a full hand (3
    # cards), the Scout 3 or more spaces ahead of its Camp, so camping passes the other
    # conditions. In the first, Normal camps itself soon, hardly further on: no plant; in the
    # second, Normal's cycle takes the Camp CAMP_GROUND spaces or more further: the camp is one.
    state = _lc_position(name)
    rules = engine.games.rules("lewisclark")
    seat = state.current
    player = state.players[seat]
    legal = lc_engine.legal_moves(state)
    assert seat == 0 and len(player.hand) >= planted_games.FULL_HAND
    assert player.scout >= player.camp + planted_games.SCOUT_AHEAD
    assert rules.parse_move("camp") in legal
    poor = planted_games.poor_move("lewisclark", rules, state, seat, legal, rules.parse_move("end"))
    assert (poor is not None) == planted
    if planted:
        assert str(poor) == "camp"


def test_the_camp_refused_as_a_plant_costs_the_review_under_a_turn_and_the_accepted_one_more():
    rules = engine.games.rules("lewisclark")
    budget = engine.valuer("lewisclark").BUDGET[True]
    camp = rules.parse_move("camp")
    refused = engine.review_position("lewisclark", _lc_position("lc_camp_refused.json"), camp, 0,
                                     budget)
    accepted = engine.review_position("lewisclark", _lc_position("lc_camp_accepted.json"), camp,
                                      0, budget)
    assert refused.cost < 1.0 < accepted.cost
