"""Behaviour fingerprint of every game: seeded random games and seeded bot games.

    nice .venv/bin/python benchmarks/fingerprint.py > before.json     # before a speed change
    nice .venv/bin/python benchmarks/fingerprint.py > after.json      # after it
    cmp before.json after.json                                         # must be identical

One JSON line per game: its case, its seed, a hash of the formatted legal-move lists at every
decision (random games), a hash of the moves played and the final state hash. Random games pick
uniformly among the legal moves (their order counts); bot games are the tournament's seats
(`tournament.play_game`'s bots and seeds; Hard with a fixed number of sampled maps, so the result
depends only on the seed). A speed change must leave every line the same.
"""

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lewisclark_desktop import games  # noqa: E402

RANDOM_CASES = {
    "lewisclark": [{"players": 1}, {"players": 2}, {"players": 3}, {"players": 5}],
    "elfenland": [{"players": 2}, {"players": 3}, {"players": 6}, {"players": 4, "variant": True}],
    "tiwanaku": [
        {"mode": "competitive", "players": 2},
        {"mode": "competitive", "players": 3, "board": "long"},
        {"mode": "competitive", "players": 4, "board": "long", "difficulty": "hard"},
        {"mode": "coop", "players": 2},
        {"mode": "coop", "players": 3, "level": "expert"},
        {"mode": "coop", "players": 4, "level": "easy", "open_screens": True},
        {"mode": "solo", "players": 1},
    ],
}
BOT_CASES = {  # (options, seat levels)
    "lewisclark": [({"players": 2}, ("normal", "easy")),
                   ({"players": 3}, ("normal", "random", "easy"))],
    "elfenland": [({"players": 3}, ("normal", "normal", "random")),
                  ({"players": 2}, ("hard", "normal"))],
    "tiwanaku": [({"mode": "competitive", "players": 2}, ("normal", "random")),
                 ({"mode": "competitive", "players": 3}, ("hard", "normal", "normal")),
                 ({"mode": "coop", "players": 2}, ("normal", "hard")),
                 ({"mode": "solo", "players": 1}, ("hard",))],
}
HARD_MAPS = 3  # Hard's sampled maps per decision (its `iterations`)


def digest(lines):
    h = hashlib.sha256()
    for line in lines:
        h.update(line.encode())
        h.update(b"\n")
    return h.hexdigest()[:16]


def random_game(rules, options, seed, max_decisions):
    state = rules.new_state(options, seed)
    rng = random.Random(seed)
    legal, played = [], []
    while not rules.is_over(state) and len(played) < max_decisions:
        moves = rules.legal_moves(state)
        legal.append(" | ".join(rules.format_move(m) for m in moves))
        move = moves[rng.randrange(len(moves))]
        played.append(rules.format_move(move))
        rules.apply(state, move)
    return {"legal": digest(legal), "moves": digest(played), "decisions": len(played),
            "final": rules.state_hash(state)}


def bot_game(title, options, levels, seed, max_decisions):
    rules = title.rules()
    state = rules.new_state(dict(options, first_player=0), seed)
    bots = [title.make_bot(level, seed * 1_000_003 + 7919 * seat,
                           **({"iterations": HARD_MAPS} if level == "hard" else {}))
            for seat, level in enumerate(levels)]
    played = []
    while not rules.is_over(state) and len(played) < max_decisions:
        seat = rules.current_player(state)
        move = bots[seat].choose(rules, rules.observation(state, seat))
        played.append(rules.format_move(move))
        rules.apply(state, move)
    return {"moves": digest(played), "decisions": len(played), "final": rules.state_hash(state)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=("all",) + tuple(RANDOM_CASES), default="all")
    ap.add_argument("--seeds", type=int, default=6, help="random games per case")
    ap.add_argument("--bot-seeds", type=int, default=2, help="bot games per case")
    ap.add_argument("--max-decisions", type=int, default=3000)
    args = ap.parse_args()
    for game_id in (tuple(RANDOM_CASES) if args.game == "all" else (args.game,)):
        title = games.get(game_id)
        rules = title.rules()
        for options in RANDOM_CASES[game_id]:
            for seed in range(args.seeds):
                row = {"game": game_id, "options": options, "seed": seed, "bots": "random",
                       **random_game(rules, options, seed, args.max_decisions)}
                print(json.dumps(row, sort_keys=True), flush=True)
        for options, levels in BOT_CASES[game_id]:
            for seed in range(args.bot_seeds):
                row = {"game": game_id, "options": options, "seed": seed, "bots": list(levels),
                       **bot_game(title, options, levels, seed, args.max_decisions)}
                print(json.dumps(row, sort_keys=True), flush=True)


if __name__ == "__main__":
    main()
