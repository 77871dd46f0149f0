"""The longest co-op Normal decisions, re-timed: two Normals play co-op games (normal level);
the 10 longest decisions (CPU) are re-run three times each on a copy of the bot as it was,
and the least time is kept (a busy machine's pauses drop out).

    nice .venv/bin/python benchmarks/tiwanaku_retime.py 5000 20     # first seed, games
"""

import copy
import sys
import time

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.tiwanaku.game import RULES

KEEP = 10


def main(first, count):
    longest, decisions = [], 0
    for seed in range(first, first + count):
        s = RULES.new_state({"mode": "coop", "players": 2, "level": "normal"}, seed)
        bots = [make_bot("normal", seed * 10 + k) for k in range(2)]
        while not RULES.is_over(s):
            o = RULES.observation(s, s.current)
            bot = bots[s.current]
            before = copy.deepcopy(bot)  # the co-op Normal keeps maps between decisions
            t = time.process_time()
            move = bot.choose(RULES, o)
            longest.append((time.process_time() - t, before, o))
            longest.sort(key=lambda x: -x[0])
            del longest[KEEP:]
            decisions += 1
            RULES.apply(s, move)
    rows = []
    for measured, before, o in longest:
        least = min(_time(copy.deepcopy(before), o) for _ in range(3))
        rows.append(f"{1000 * measured:.1f} -> {1000 * least:.1f}")
    print(f"{decisions} decisions; the {KEEP} longest, ms of CPU as measured -> re-timed:")
    print(", ".join(rows))


def _time(bot, o):
    t = time.process_time()
    bot.choose(RULES, o)
    return time.process_time() - t


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
