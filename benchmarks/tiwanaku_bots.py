"""Tiwanaku bots: Normal against Random (2 players, short board), two Normals against the
automa at each level, one Normal alone against it (solo), and the offerings of four Normals;
wins with a 95 % Wilson interval, mean and longest Normal decision.

    nice python benchmarks/tiwanaku_bots.py [--games N] [--coop-games N] [--only a,b] [--seed S]
                                            [--jobs J]

Decision times are CPU times of the deciding process (time.process_time), so a loaded machine
inflates them less than wall time; --jobs J plays the co-op and solo games in J processes.

Parts: random (Normal vs Random), coop-easy, coop-normal, coop-expert, solo-easy,
solo-normal, solo-expert, offers (4 Normals, short and long board).
"""

import argparse
import time
from multiprocessing import Pool

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.moves import Offer
from lewisclark_desktop.tournament import wilson

PARTS = ("random", "coop-easy", "coop-normal", "coop-expert", "solo-easy", "solo-normal",
         "solo-expert", "offers")


class Clock:
    def __init__(self):
        self.n, self.total, self.longest = 0, 0.0, 0.0

    def add(self, seconds):
        self.n += 1
        self.total += seconds
        self.longest = max(self.longest, seconds)

    def merge(self, other):
        self.n += other.n
        self.total += other.total
        self.longest = max(self.longest, other.longest)

    def __str__(self):
        return (f"Normal decisions: mean {self.total / max(1, self.n) * 1000:.2f} ms, "
                f"longest {self.longest * 1000:.1f} ms over {self.n}")


def play(options, seed, levels, clock):
    """One game; returns the final state and the offerings the Normal seats made."""
    s = RULES.new_state(options, seed)
    bots = [make_bot(level, seed * 10 + k) for k, level in enumerate(levels)]
    offers = 0
    while not RULES.is_over(s):
        seat = RULES.current_player(s)
        o = RULES.observation(s, seat)
        t = time.process_time()
        move = bots[seat].choose(RULES, o)
        if levels[seat] == "normal":
            clock.add(time.process_time() - t)
            offers += isinstance(move, Offer) and bool(move.levels)
        RULES.apply(s, move)
    return s, offers


def coop_game(job):
    options, seed, players = job
    clock = Clock()
    s, _ = play(options, seed, ("normal",) * players, clock)
    return bool(s.winners), s.score[0], s.score[1], clock


def rate(wins, n):
    low, high = wilson(wins, n)
    return f"{wins}/{n} = {wins / n:.0%} (95 % CI {low:.0%}-{high:.0%})"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40, help="games per competitive part")
    ap.add_argument("--coop-games", type=int, default=40, help="games per co-op/solo part")
    ap.add_argument("--seed", type=int, default=0, help="first game seed")
    ap.add_argument("--only", default=",".join(PARTS), help="comma-separated parts")
    ap.add_argument("--jobs", type=int, default=1, help="processes for co-op and solo games")
    args = ap.parse_args()
    parts = args.only.split(",")
    clock = Clock()
    seeds = range(args.seed, args.seed + args.games)
    if "random" in parts:
        won = 0
        for seed in seeds:
            levels = ("normal", "random") if seed % 2 == 0 else ("random", "normal")
            s, _ = play({"players": 2}, seed, levels, clock)
            won += s.winners == (levels.index("normal"),)
        print(f"Normal vs Random, 2 players, short: Normal won {rate(won, args.games)}")
    for mode, players in (("coop", 2), ("solo", 1)):
        for level in ("easy", "normal", "expert"):
            if f"{mode}-{level}" not in parts:
                continue
            n = args.coop_games
            options = {"mode": mode, "players": players, "level": level}
            jobs = [(options, seed, players) for seed in range(args.seed, args.seed + n)]
            with Pool(args.jobs) as pool:
                results = pool.map(coop_game, jobs, chunksize=1)
            wins = sum(r[0] for r in results)
            team = sum(r[1] for r in results)
            automa = sum(r[2] for r in results)
            for r in results:
                clock.merge(r[3])
            who = "2 Normals" if players == 2 else "1 Normal"
            print(f"{mode}, {who} vs the automa ({level}): won {rate(wins, n)}; "
                  f"mean team {team / n:.1f}, automa {automa / n:.1f}")
    if "offers" in parts:
        for board in ("short", "long"):
            offers = 0
            for seed in seeds:
                _, k = play({"players": 4, "board": board}, seed, ("normal",) * 4, clock)
                offers += k
            print(f"4 Normals, {board} board: {offers / args.games:.2f} offerings per game")
    print(clock)


if __name__ == "__main__":
    main()
