"""Tiwanaku bots: Random (tests, self-play), Normal (diversity explorer, careful diviner) and
Hard (Normal checked on sampled hidden maps; options `budget` seconds or `iterations` maps).

    bot = make_bot("normal", seed=3)
    move = bot.choose(RULES, RULES.observation(state, seat))
"""

from .. import level_table
from .hard_bot import HardBot
from .normal_bot import NormalBot
from ..random_bot import RandomBot

LEVELS = {"random": RandomBot, "normal": NormalBot, "hard": HardBot}

available_levels, make_bot = level_table("Tiwanaku", LEVELS)
