"""The Easy bot: the Normal bot's cycle planner with a short, narrow view.

It plans at most three turns ahead with a beam of three (Normal: eight turns, a beam of
sixteen), so it misses longer chains (the Horse Trade in the mountains, Canoes from Wood) and
camps at worse moments; inside effects it plays like Normal.

The short view can trap it for good: where no plan in view gets anywhere, it replays the same
cycle for ever (a 3-turn cycle at space 27 ran one game to the 400-turn cap). Once the game is
long (`normal_bot.LONG_GAME` own turns, read from the position: no memory) it plans as far as
Normal (eight turns, the same beam) with less work, and, like a long-game Normal, takes only
plans that make progress (`planner.progressing_search`): every game ends, and by then a
Normal opponent is usually at Fort Clatsop already.
"""

from . import planner
from .normal_bot import NormalBot

EASY_NOISE = 2.0
SHORT_VIEW = {"beam": 3, "depth": 3, "work_cap": 300}
LATE_VIEW = {"work_cap": 2500}  # Normal's depth and beam, with less work
# Easy judges camps by the hand-set value only: with half the learnt value (Normal's) one game
# in 50 against Random ran to the 400-turn cap
# (docs/experiments/2026-12-01-lewisclark-long-games.md).
EASY_LEARNT = 0.0


class EasyBot(NormalBot):
    level = "easy"

    def __init__(self, seed=0):
        super().__init__(seed, depth=1, supports=1, noise=EASY_NOISE)
        self.plan_kw = SHORT_VIEW

    def choose_state(self, s):
        self.plan_kw = LATE_VIEW if self.stuck(s) else SHORT_VIEW
        saved, planner.LEARNT = planner.LEARNT, EASY_LEARNT
        try:
            return super().choose_state(s)
        finally:
            planner.LEARNT = saved
