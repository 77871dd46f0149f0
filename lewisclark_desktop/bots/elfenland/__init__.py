"""Bots for Elfenland. Every level is deterministic under its seed and sees only its
observation.

    bot = make_bot("normal", seed=7)
    move = bot.choose(RULES, RULES.observation(state, seat))
"""

from .. import level_table
from ..random_bot import RandomBot
from .normal_bot import NormalBot

LEVELS = {"random": RandomBot, "normal": NormalBot}

available_levels, make_bot = level_table("Elfenland", LEVELS)
