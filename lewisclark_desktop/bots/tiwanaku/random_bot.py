"""Picks uniformly among the legal moves of its observation."""

from ...core.rng import Rng, seed_state


class RandomBot:
    level = "random"

    def __init__(self, seed=0):
        self.rng = Rng(seed_state(seed))

    def choose(self, rules, observation, should_stop=None):
        moves = rules.legal_moves(observation)
        return moves[self.rng.below(len(moves))]
