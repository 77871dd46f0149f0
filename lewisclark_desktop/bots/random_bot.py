"""A bot that picks uniformly among the legal moves (for tests and self-play)."""

from ..core.rng import Rng, seed_state


class RandomBot:
    level = "random"

    def __init__(self, seed=0):
        self.rng = Rng(seed_state(seed))

    def choose(self, rules, observation, should_stop=None):
        moves = rules.legal_moves(observation)
        return moves[self.rng.below(len(moves))]


def play_out(rules, state, seed, max_turns):
    """Random legal moves for every seat (seat k's bot seeded seed * 31 + k, as `lewisclark
    selfplay` plays) until the game ends or its turn reaches `max_turns`; the moves made."""
    bots = {}
    moves = 0
    while not rules.is_over(state) and rules.turn_key(state) < max_turns:
        seat = rules.current_player(state)
        bot = bots.setdefault(seat, RandomBot(seed * 31 + seat))
        rules.apply(state, bot.choose(rules, rules.observation(state, seat)))
        moves += 1
    return moves
