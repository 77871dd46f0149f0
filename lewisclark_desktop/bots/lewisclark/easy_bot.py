"""The Easy bot: the Normal bot's cycle planner with a short, narrow view.

It plans at most three turns ahead with a beam of three (Normal: eight turns, a beam of
sixteen), so it misses longer chains (the Horse Trade in the mountains, Canoes from Wood) and
camps at worse moments; inside effects it plays like Normal.

The short view can trap it for good (before the Rockies without Horses it plays the same
cycle forever), so once it has had `PATIENCE` turns of its own it plans as far as Normal
(eight turns, the same beam) with less work than Normal so that its larger late hands
stay within the time limit: every game ends, and by then a Normal opponent is usually at Fort
Clatsop already. The turn count is read from the position, so the bot keeps no memory
between decisions.
"""

from . import planner
from .normal_bot import NormalBot

EASY_NOISE = 2.0
SHORT_VIEW = {"beam": 3, "depth": 3, "work_cap": 300}
LATE_VIEW = {"work_cap": 2500}
PATIENCE = 50  # own turns
# Easy judges camps by the hand-set value only: with half the learnt value (Normal's) one game
# in 50 against Random ran to the 400-turn cap (docs/bots.md).
EASY_LEARNT = 0.0


class EasyBot(NormalBot):
    level = "easy"

    def __init__(self, seed=0):
        super().__init__(seed, depth=1, supports=1, noise=EASY_NOISE)
        self.plan_kw = SHORT_VIEW

    def choose_state(self, s):
        self.plan_kw = LATE_VIEW if s.turn // s.num_players >= PATIENCE else SHORT_VIEW
        saved, planner.LEARNT = planner.LEARNT, EASY_LEARNT
        try:
            return super().choose_state(s)
        finally:
            planner.LEARNT = saved
