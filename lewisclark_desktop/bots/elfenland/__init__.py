"""Bots for Elfenland. Every level is deterministic under its seed and sees only its
observation.

    bot = make_bot("normal", seed=7)                    # or "easy", "random"
    bot = make_bot("hard", seed=7, budget=1.5)          # or iterations=200 (reproducible)
    move = bot.choose(RULES, RULES.observation(state, seat))
"""

from .. import level_table
from ..random_bot import RandomBot
from .easy_bot import EasyBot
from .hard_bot import HardBot
from .normal_bot import NormalBot

LEVELS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
HINT_LEVELS = ("normal", "hard")  # a hint is the best move a level finds: never Easy's

available_levels, make_bot = level_table("Elfenland", LEVELS)
