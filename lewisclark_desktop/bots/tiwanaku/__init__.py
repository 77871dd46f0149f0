"""Tiwanaku bots: Random (tests, self-play), Easy (Normal with seeded noise and a shorter view),
Normal (diversity explorer, careful diviner) and Hard (Normal checked on sampled hidden maps;
options `budget` seconds or `iterations` maps).

    bot = make_bot("normal", seed=3)
    move = bot.choose(RULES, RULES.observation(state, seat))
"""

from .. import level_table
from .easy_bot import EasyBot
from .hard_bot import HardBot
from .normal_bot import NormalBot
from ..random_bot import RandomBot

LEVELS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
HINT_LEVELS = ("normal", "hard")  # a hint is the best move a level finds: never Easy's

available_levels, make_bot = level_table("Tiwanaku", LEVELS)
