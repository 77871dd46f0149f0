"""Tiwanaku's side of a review: a move's value is the seat's points at the game's end (co-op: the
team's), expected over playouts on the hidden maps the seat could still believe in.

Each playout's map is drawn by the rules' sampler from the seat's observation only
(`observation.determinize`: undiscovered terrain and unplaced crops consistent with everything
seen, hidden arrows); the move is played, then Normal (reading the sampled world whole, as
Hard's playouts do) plays every seat to the end. Both moves of a decision are played on the same
maps with the same bots (common random numbers).
"""

import itertools

from ..bots.tiwanaku.normal_bot import NormalBot
from ..tiwanaku.engine import offering_points
from ..tiwanaku.observation import determinize

UNIT = "points"
LOWER_IS_BETTER = False
THRESHOLD = 2.0
BUDGET = {False: (12, 12), True: (6, 4)}
MAX_PLAYOUT_MOVES = 2000
SAMPLER_ATTEMPTS = 40  # a map not found within these sampler attempts: this playout is skipped


def world(rules, observation, seat, seed):
    polls = itertools.count(1)
    return determinize(observation, seed, give_up=lambda: next(polls) > SAMPLER_ATTEMPTS)


def outcome(rules, s, move, seat, seed):
    rules.apply(s, move)
    bot = NormalBot(seed, sample_maps=False)
    for _ in range(MAX_PLAYOUT_MOVES):
        if rules.is_over(s):
            break
        rules.apply(s, bot.choose(rules, s))
    who = 0 if s.coop else seat
    return float(s.score[who] + offering_points(s.tokens[who].bit_count()))


def explanation(rules, observation, seat, played, suggested, seed):
    return {}
