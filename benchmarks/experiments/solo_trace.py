"""What Normal does in one solo game, camp by camp (issue 13). Not a test.

    PYTHONPATH=. nice python benchmarks/experiments/solo_trace.py [--seeds 8100,8101] [--level 0] [--moves]

Prints each camp as `solo_solver.py --show` prints the camps of its line (cards in hand, the
boats' load, Indians, tiles, the Scout before and after, the Camp, Mackenzie), the
recruitments, and a summary per game, so that the solver's line and Normal's game on the same
seed can be compared. `--moves` prints every action too.
"""

import argparse
import sys

sys.path.insert(0, ".")

from lewisclark_desktop.bots.registry import make_bot  # noqa: E402
from lewisclark_desktop.lewisclark.cards import CARDS  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402


def trace(seed, level, moves):
    s = RULES.new_state({"players": 1, "first_player": 0, "solo_level": level}, seed)
    bot = make_bot("normal", seed)
    counts = {"camps": 0, "recruits": 0, "village": 0, "plays": 0, "days": 0}
    while not s.over and s.turn < 200:
        p = s.players[0]
        move = bot.choose(RULES, RULES.observation(s, 0))
        if move.kind == "camp":
            hand = len([c for c in p.hand if c >= 0])
            r, before = p.res[:], p.scout
            indians, tiles, turn, mk = p.indians + p.indians_on_cards(), p.tiles, s.turn + 1, s.mackenzie
        if moves and move.kind in ("play", "village"):
            print(f"  turn {s.turn + 1}: {move}")
        held = sorted(c for c in p.hand if c >= 0)
        RULES.apply(s, move)
        if move.kind in ("play", "village"):
            counts["plays" if move.kind == "play" else "village"] += 1
        if move.kind == "recruit":
            counts["recruits"] += 1
            new = [c for c in p.hand if c >= 0 and c not in held]
            print(f"  turn {s.turn + 1}: recruit {', '.join(CARDS[c].slug for c in new)} ({move})")
        if move.kind == "camp":
            counts["camps"] += 1
            counts["days"] += before - p.scout
            print(f"  camp after turn {turn}: {hand} cards in hand, resources F{r[0]} W{r[1]} "
                  f"E{r[2]} U{r[3]} C{r[4]} H{r[5]}, {indians} Indians, tiles "
                  f"{','.join(tiles) or '-'}; Scout {before} -> {p.scout}, Camp {p.camp}, "
                  f"Mackenzie {mk}")
    p = s.players[0]
    print(f"seed {seed}: {'won' if s.winner == 0 else 'lost'} after {s.turn + 1} turns, Camp "
          f"{p.camp}, Mackenzie {s.mackenzie}; {counts['plays']} plays, {counts['village']} "
          f"Village actions, {counts['recruits']} recruitments, {counts['camps']} camps losing "
          f"{counts['days']} spaces")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="8100")
    ap.add_argument("--level", type=int, default=0)
    ap.add_argument("--moves", action="store_true")
    args = ap.parse_args()
    for seed in [int(x) for x in args.seeds.split(",")]:
        trace(seed, args.level, args.moves)


if __name__ == "__main__":
    main()
