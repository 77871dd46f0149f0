"""The Easy bot: the Normal bot's judgement without its plan, and a little noisy.

It looks one action ahead only (no two-step plans), tries one support per play, and adds a
seeded random error of up to two route spaces to every value, so it makes human-like slips.
"""

from .normal_bot import NormalBot

EASY_NOISE = 2.0


class EasyBot(NormalBot):
    level = "easy"

    def __init__(self, seed=0):
        super().__init__(seed, depth=1, supports=1, noise=EASY_NOISE)
