"""The Easy bot: the Normal bot's cycle planner with a short, narrow view.

It plans at most three turns ahead with a beam of three (Normal: eight turns, a beam of
sixteen), so it misses longer chains (the Horse Trade in the mountains, Canoes from Wood) and
camps at worse moments; inside effects it plays like Normal.
"""

from .normal_bot import NormalBot

EASY_NOISE = 2.0


class EasyBot(NormalBot):
    level = "easy"

    def __init__(self, seed=0):
        super().__init__(seed, depth=1, supports=1, noise=EASY_NOISE)
        self.plan_kw = {"beam": 3, "depth": 3, "work_cap": 300}
