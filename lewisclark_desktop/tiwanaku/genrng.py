"""The generator's random helpers (D26): one random.Random(seed), drawn only through getrandbits,
so the same seed gives the same scenario on every Python version and platform."""

import random

from ..core.rng import Draws


class GenRng(Draws):
    def __init__(self, seed):
        self._r = random.Random(int(seed))

    def below(self, n):
        """Uniform integer in [0, n) by rejection sampling."""
        if n <= 0:
            raise ValueError("n must be positive")
        k = n.bit_length()
        while True:
            v = self._r.getrandbits(k)
            if v < n:
                return v

    def weighted(self, items, weights):
        """One item, chosen with integer weights."""
        x = self.below(sum(weights))
        for item, w in zip(items, weights):
            if x < w:
                return item
            x -= w
        raise AssertionError("unreachable")
