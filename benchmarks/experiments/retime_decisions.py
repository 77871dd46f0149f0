"""One level's decision times in 2-player games, by the process's CPU clock: the mean, and the
5 longest decisions timed again three times each (the least kept: a busy machine's pauses are
not the bot's). Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/experiments/retime_decisions.py LEVEL OPPONENT GAMES SEED
    # e.g. easy random 30 10000: the games of `lewisclark tournament --players 2
    # --bots easy,random --seed 10000` (seats rotating), the first 30 of them
"""

import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop import games, tournament  # noqa: E402


def main(level, opponent, count, seed):
    title = games.get("lewisclark")
    rules = title.rules()
    times = []  # (CPU seconds, observation, turn)
    for spec in tournament.game_specs(2, [level, opponent], count, seed):
        g = spec["game"]
        state = rules.new_state({"players": 2, "first_player": 0}, spec["seed"])
        levels = [spec["bots"][(seat - g) % 2] for seat in range(2)]
        bots = [title.make_bot(levels[seat], spec["seed"] * 1_000_003 + 7919 * seat + g)
                for seat in range(2)]
        while not rules.is_over(state) and state.turn < tournament.DEFAULT_MAX_TURNS:
            seat = state.current
            obs = rules.observation(state, seat)
            c0 = time.process_time()
            move = bots[seat].choose(rules, obs)
            if levels[seat] == level:
                times.append((time.process_time() - c0, obs, state.turn))
            rules.apply(state, move)
    worst = []
    for measured, obs, turn in sorted(times, key=lambda x: -x[0])[:5]:
        least = None
        for _ in range(3):
            c0 = time.process_time()
            title.make_bot(level, 0).choose(rules, obs)
            dt = time.process_time() - c0
            least = dt if least is None else min(least, dt)
        worst.append(f"{1000 * least:.1f} ms (measured {1000 * measured:.1f}, turn {turn})")
    mean = sum(t for t, _, _ in times) / len(times)
    print(f"{level} against {opponent}: {len(times)} decisions, CPU mean {1000 * mean:.2f} ms")
    print("the 5 longest, re-timed (least of 3):", "; ".join(worst))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
