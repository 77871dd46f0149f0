"""Tiwanaku bots: Random (tests, self-play) and Normal (diversity explorer, careful diviner).

    bot = make_bot("normal", seed=3)
    move = bot.choose(RULES, RULES.observation(state, seat))
"""

from .. import level_table
from .normal_bot import NormalBot
from .random_bot import RandomBot

LEVELS = {"random": RandomBot, "normal": NormalBot}

available_levels, make_bot = level_table("Tiwanaku", LEVELS)
