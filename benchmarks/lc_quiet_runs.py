"""Seeded Lewis & Clark bot games (as `lewisclark tournament` seats them): the longest run of
whole rounds in which no Camp advanced (what D29's limit must stay far above), and a
fingerprint of each game (its moves and final state hash) to compare two versions of the
engine: a rule that only ends games no bot plays must leave every fingerprint unchanged.

Run: nice python benchmarks/lc_quiet_runs.py --players 1-5 --games 12 --bots normal [--iterations 100]
     (diff the output of two checkouts; Hard needs --iterations to be reproducible)
"""

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.lewisclark import positions  # noqa: E402
from lewisclark_desktop.tournament import bot_options  # noqa: E402


def play(players, seed, levels, iterations, max_turns):
    title = games.get("lewisclark")
    rules = title.rules()
    options = {"players": players, "first_player": 0, **({"solo_level": 0} if players == 1 else {})}
    s = rules.new_state(options, seed)
    bots = [title.make_bot(levels[k % len(levels)], seed * 1_000_003 + 7919 * k,
                           **bot_options(levels[k % len(levels)], iterations=iterations))
            for k in range(players)]
    moves = hashlib.sha256()
    camps, last_advance, longest = [p.camp for p in s.players], 0, 0
    while not s.over and s.turn < max_turns:
        move = bots[s.current].choose(rules, rules.observation(s, s.current))
        moves.update(rules.format_move(move).encode() + b"\n")
        rules.apply(s, move)
        now = [p.camp for p in s.players]
        if now != camps:
            longest = max(longest, s.turn - last_advance)
            camps, last_advance = now, s.turn
    longest = max(longest, s.turn - last_advance)
    return {"players": players, "seed": seed, "bots": levels, "turns": s.turn, "over": s.over,
            "winner": s.winner, "quiet_rounds": round(longest / players, 2),
            "moves": moves.hexdigest()[:16], "state_hash": positions.state_hash(s)}


def player_counts(text):
    low, _, high = text.partition("-")
    return range(int(low), int(high or low) + 1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=player_counts, default=player_counts("1-5"))
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bots", default="normal", help="levels by seat, repeated: normal,random")
    ap.add_argument("--iterations", type=int, default=None, help="fixed Hard iterations")
    ap.add_argument("--max-turns", type=int, default=400)
    args = ap.parse_args()
    levels = args.bots.split(",")
    worst = 0.0
    for n in args.players:
        for seed in range(args.seed, args.seed + args.games):
            row = play(n, seed, levels, args.iterations, args.max_turns)
            if n > 1:
                worst = max(worst, row["quiet_rounds"])
            print(json.dumps(row), flush=True)
    print(f"longest run without a Camp advancing (2+ players): {worst} rounds", file=sys.stderr)


if __name__ == "__main__":
    main()
