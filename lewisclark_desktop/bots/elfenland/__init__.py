"""Bots for Elfenland. Every level is deterministic under its seed and sees only its
observation.

    bot = make_bot("normal", seed=7)
    move = bot.choose(RULES, RULES.observation(state, seat))
"""

from ..random_bot import RandomBot
from .normal_bot import NormalBot

LEVELS = {"random": RandomBot, "normal": NormalBot}


def available_levels():
    return tuple(LEVELS)


def make_bot(level, seed=0):
    try:
        return LEVELS[level](seed)
    except KeyError:
        raise ValueError(f"unknown Elfenland bot level {level!r}; known: {', '.join(LEVELS)}") \
            from None
