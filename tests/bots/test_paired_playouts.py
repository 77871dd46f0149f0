"""The shared root search's paired playouts (bots/search.py): every candidate's k-th playout
is played in the same k-th sampled world and judged against the reference's result there."""

from lewisclark_desktop.bots import search
from lewisclark_desktop.core.rng import Rng, seed_state

EDGE = (0.0, 0.25, -0.5)  # what each candidate adds to a world's luck


def test_each_candidate_meets_the_worlds_in_the_order_drawn_and_sheds_their_luck():
    draws = iter([5.0, -7.0, 11.0])
    played = []

    def outcome(i, world):
        played.append((i, world))
        return world + EDGE[i]

    playout = search.paired_playouts(3, lambda: next(draws), outcome)
    assert playout(1) == 0.25  # world 5.0, against the reference's result there
    assert playout(1) == 0.25  # world -7.0
    assert playout(2) == -0.5  # candidate 2's first playout: world 5.0 again
    assert playout(0) == 0.0  # the reference in world 5.0: worth 0 against itself
    assert playout(2) == -0.5  # world -7.0
    assert playout(2) == -0.5  # a new world, 11.0: the reference is played there first
    assert [w for i, w in played if i == 2] == [5.0, -7.0, 11.0]
    assert [w for i, w in played if i == 0] == [5.0, -7.0, 11.0]  # once per world


def test_a_small_edge_is_found_under_luck_forty_times_larger():
    rng = Rng(seed_state(3))

    def outcome(i, world):
        return world + EDGE[i]

    playout = search.paired_playouts(3, lambda: rng.below(2001) / 100.0 - 10.0, outcome)
    best, stats = search.ucb_root([0.0, 0.0, 0.0], playout, 0.7, iterations=30)
    assert best == 1 and stats["means"][1] > 0
