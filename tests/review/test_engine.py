"""The review engine's surface (review_api.md): the decisions of a seat, determinism under the
seed, cancelling, marking, and the review kept in the save file's extra["review"]."""

import json
from dataclasses import replace

import pytest

from lewisclark_desktop import games
from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.commands import CommandStack
from lewisclark_desktop.review import engine, keep
from lewisclark_desktop.testing import planted_games
from lewisclark_desktop.review.model import Decision, Review


@pytest.fixture(scope="module")
def tiwanaku_game():
    saved, _ = planted_games.play("tiwanaku", {"mode": "competitive", "players": 2}, 3,
                             ("normal", "hard"))
    return saved


def test_the_decisions_of_a_seat_are_its_moves_with_a_choice(tiwanaku_game):
    rules = games.rules("tiwanaku")
    states = engine.states_of(tiwanaku_game)
    mine = engine.decisions_of(tiwanaku_game, 0)
    assert mine
    for k in range(len(tiwanaku_game.moves)):
        chose = rules.current_player(states[k]) == 0 and len(rules.legal_moves(states[k])) > 1
        assert (k in mine) == chose
    assert set(mine).isdisjoint(engine.decisions_of(tiwanaku_game, 1))


def test_the_same_seed_gives_the_same_review(tiwanaku_game):
    first = engine.review_game(tiwanaku_game, 1, quick=True, seed=4)
    engine._STATES.clear()  # replayed afresh: nothing carried over but the seed
    again = engine.review_game(tiwanaku_game, 1, quick=True, seed=4)
    assert first == again
    assert first.unit == "points" and first.seat == 1 and first.quick
    assert [d.index for d in first.decisions] == engine.decisions_of(tiwanaku_game, 1)
    assert all(d.cost >= 0 for d in first.decisions)


def test_a_decision_is_reviewed_alone_as_in_the_whole_review(tiwanaku_game):
    whole = engine.review_game(tiwanaku_game, 0, quick=True, seed=2)
    index = whole.decisions[2].index
    alone = engine.review_decision(tiwanaku_game, index, 0, quick=True, seed=2)
    assert alone == Decision(**{**whole.decisions[2].__dict__, "marked": False})


def test_a_seat_not_to_move_is_refused(tiwanaku_game):
    index = engine.decisions_of(tiwanaku_game, 0)[0]
    with pytest.raises(ValueError):
        engine.review_decision(tiwanaku_game, index, 1, quick=True)


def test_cancel_stops_the_review(tiwanaku_game):
    polls = []

    def should_stop():
        polls.append(1)
        return len(polls) > 3

    with pytest.raises(engine.Cancelled):
        engine.review_game(tiwanaku_game, 0, quick=True, should_stop=should_stop)
    # Hard ends its search at the first poll that says so, the engine asks once more, and stops
    assert len(polls) <= 5
    with pytest.raises(engine.Cancelled):
        engine.review_decision(tiwanaku_game, engine.decisions_of(tiwanaku_game, 0)[0], 0,
                               should_stop=lambda: True)


def test_progress_is_told_after_each_decision(tiwanaku_game):
    told = []
    engine.review_game(tiwanaku_game, 0, quick=True, progress=lambda d, t: told.append((d, t)))
    total = len(engine.decisions_of(tiwanaku_game, 0))
    assert told == [(k, total) for k in range(1, total + 1)]


def _decision(index, cost):
    return Decision(index, "move", "other", cost)


def test_the_costliest_decisions_above_the_threshold_are_marked_at_most_five():
    threshold = engine.valuer("elfenland").THRESHOLD
    costs = [0.0, threshold, threshold + 0.5, 9, 8, 7, 6, 5, 0.1]
    saved = savefile.SaveGame("elfenland", {}, 0, [{}, {}], [])
    review = engine.summarize(saved, 1, [_decision(k, c) for k, c in enumerate(costs)][::-1])
    assert [d.index for d in review.decisions] == list(range(len(costs)))
    assert [d.index for d in review.marked()] == [3, 4, 5, 6, 7]
    calm = engine.summarize(saved, 1, [_decision(k, threshold) for k in range(4)])
    assert calm.marked() == []  # a good game has none


def test_the_default_seats_are_the_human_ones():
    saved = savefile.SaveGame("elfenland", {}, 0, [{"kind": "normal"}, {"kind": "human"},
                                                    {"kind": "hard"}], [])
    assert engine.default_seats(saved) == [1]
    saved.seats = [{"kind": "normal"}, {"kind": "hard"}]
    assert engine.default_seats(saved) == [0, 1]


def test_a_review_is_kept_in_the_save_file_beside_a_genuine_game(tiwanaku_game, tmp_path):
    review = engine.review_game(tiwanaku_game, 0, quick=True, seed=1)
    rules = games.rules("tiwanaku")
    stack = CommandStack(rules, rules.new_state(tiwanaku_game.options, tiwanaku_game.seed))
    for text in tiwanaku_game.moves:
        stack.apply_text(text)
    path = tmp_path / "reviewed.lcsave"
    extra = {"table": {"zoom": 2}, "review": keep.as_extra({0: review})}
    savefile.save(path, rules, stack, tiwanaku_game.options, tiwanaku_game.seed,
                  tiwanaku_game.seats, extra=extra)
    _, loaded, _ = games.load_save(path)
    assert loaded.genuine  # not covered by the integrity hash
    assert loaded.extra["table"] == {"zoom": 2}
    assert keep.kept_reviews(loaded) == {0: review}


def test_a_review_this_version_cannot_read_is_made_again(tiwanaku_game):
    for kept in ({"0": {"format": 99}}, "junk", None):
        saved = replace(tiwanaku_game, extra={"review": kept})
        assert keep.kept_reviews(saved) == {}


def test_a_kept_review_reads_back_equal_through_json(tiwanaku_game):
    index = 0
    review = Review("tiwanaku", 0, "points",
                    (Decision(index, tiwanaku_game.moves[index], "pass", 2.5, True,
                              {"kind": "tiwanaku"}, 30.0, 27.5),), False, 0)
    extra = json.loads(json.dumps({"review": keep.as_extra({0: review})}))
    assert keep.kept_reviews(replace(tiwanaku_game, extra=extra)) == {0: review}