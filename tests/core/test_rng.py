"""The seeded generator: shuffle (its SplitMix64 steps written out for speed) draws exactly the
numbers below() draws, so every seeded game deals as before."""

from lewisclark_desktop.core.rng import Rng, seed_state


def shuffled_by_below(items, rng):
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def test_shuffle_is_fisher_yates_over_below():
    for seed in range(200):
        for n in (0, 1, 2, 3, 7, 48, 72):
            a, b = Rng(seed_state(seed)), Rng(seed_state(seed))
            mine, theirs = list(range(n)), list(range(n))
            a.shuffle(mine)
            shuffled_by_below(theirs, b)
            assert mine == theirs and a.state == b.state
            assert a.below(1000) == b.below(1000)  # the stream goes on alike
    deck = list(range(72))
    Rng(seed_state(5)).shuffle(deck)
    assert sorted(deck) == list(range(72)) and deck != list(range(72))
