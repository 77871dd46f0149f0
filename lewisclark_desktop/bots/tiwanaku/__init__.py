"""Tiwanaku bots: Random (tests, self-play) and Normal (diversity explorer, careful diviner).

    bot = make_bot("normal", seed=3)
    move = bot.choose(RULES, RULES.observation(state, seat))
"""

from .normal_bot import NormalBot
from .random_bot import RandomBot

LEVELS = {"random": RandomBot, "normal": NormalBot}


def available_levels():
    return tuple(LEVELS)


def make_bot(level, seed=0):
    try:
        return LEVELS[level](seed)
    except KeyError:
        raise ValueError(f"unknown Tiwanaku bot level {level!r}; known: "
                         f"{', '.join(LEVELS)}") from None
