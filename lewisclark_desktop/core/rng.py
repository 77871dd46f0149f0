"""Seeded random numbers whose whole state is one integer (cheap to clone, easy to save)."""

MASK64 = (1 << 64) - 1


def seed_state(seed):
    """Turn any int seed into a 64-bit generator state."""
    return (int(seed) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK64


def next_u64(state):
    """SplitMix64 step: returns (new_state, value)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


class Draws:
    """Shuffles and choices made of a generator's `below(n)` (shared by every generator)."""

    __slots__ = ()

    def below(self, n):
        raise NotImplementedError

    def shuffle(self, items):
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]


class Rng(Draws):
    """A small generator object over the integer state, for code that draws several numbers."""

    __slots__ = ("state",)

    def __init__(self, state):
        self.state = state

    def below(self, n):
        """Uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = MASK64 - (MASK64 + 1) % n
        while True:
            self.state, v = next_u64(self.state)
            if v <= limit:
                return v % n

    def shuffle(self, items):
        """Fisher-Yates with below(i + 1) for i from the last index down, its SplitMix64 steps
        written out here (the same numbers, without a call per step)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = MASK64 - (MASK64 + 1) % n
            while True:
                state = (state + 0x9E3779B97F4A7C15) & MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
                v = z ^ (z >> 31)
                if v <= limit:
                    break
            j = v % n
            items[i], items[j] = items[j], items[i]
        self.state = state
