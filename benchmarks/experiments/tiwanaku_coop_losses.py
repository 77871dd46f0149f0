"""Where the points go in Tiwanaku co-op: two bots against the automa, turn by turn.

Each team turn is counted by what it did (a discovery, an Explore onto known land, a divination
of k pawns, right or wrong, a pass); for the turns that discovered nothing it also counts whether
some tile in the seat's hand allowed a discovery. The automa's discoveries, the tiles taken from
a hand (each shortens the game by a turn), the empty cells at the end and the score parts of both
sides are summed.

    nice python benchmarks/experiments/tiwanaku_coop_losses.py [--games N] [--seed S] [--level L] [--bot B]
"""

import argparse
from collections import Counter

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.tiwanaku.engine import apply, legal_moves
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.moves import Divine, Explore, Offer, Pass, PlayTile
from lewisclark_desktop.tiwanaku.state import ACTION, PLAY_TILE
from lewisclark_desktop.tournament import wilson


def could_discover(s):
    """True when one of the current seat's tiles allows an Explore onto undiscovered land."""
    g = s.grid
    for m in legal_moves(s):
        t = s.clone()
        apply(t, m)
        if any(isinstance(e, Explore) and t.terrain[g.parse(e.dest)] is None
               for e in legal_moves(t)):
            return True
    return False


def play(seed, level, bot, tally):
    s = RULES.new_state({"mode": "coop", "players": 2, "level": level}, seed)
    bots = [make_bot(bot, seed * 10 + k) for k in range(2)]
    tally["automa start"] += s.score[1]
    open_turn = None
    while not RULES.is_over(s):
        seat = RULES.current_player(s)
        if s.phase == PLAY_TILE:
            open_turn = could_discover(s)
        move = bots[seat].choose(RULES, RULES.observation(s, seat))
        before = (list(s.score), s.reveals, sum(sum(len(x) for x in h) for h in s.hands),
                  s.terrain.count(None))
        phase = s.phase
        terrain_before = list(s.terrain)
        RULES.apply(s, move)
        gained = s.score[0] - before[0][0]
        if isinstance(move, PlayTile):
            continue
        if phase == ACTION and isinstance(move, Explore):
            fresh = terrain_before[s.grid.parse(move.dest)] is None
            found = before[3] - s.terrain.count(None)
            tally["turn: discover" if fresh else "turn: explore known"] += 1
            if not fresh:
                tally["  ... of which a tile allowed a discovery"] += bool(open_turn)
            tally["automa discoveries"] += found - fresh
        elif isinstance(move, Divine):
            right = gained > 0
            tally["divined right" if right else "divined wrong"] += 1
            tally["divine points"] += gained
            if phase == ACTION:
                tally["turn: divine"] += 1
                tally["  ... of which a tile allowed a discovery (divine)"] += bool(open_turn)
        elif isinstance(move, Pass):
            tally["turn: pass"] += 1
        elif isinstance(move, Offer) and move.levels:
            tally["team offer points"] += gained
            tally["automa offer points"] += s.score[1] - before[0][1]
        hand_after = sum(sum(len(x) for x in h) for h in s.hands)
        if hand_after < before[2]:
            tally["tiles taken from a hand"] += before[2] - hand_after
    tally["empty cells at the end"] += s.terrain.count(None)
    tally["team"] += s.score[0]
    tally["automa"] += s.score[1]
    return bool(s.winners)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--bot", default="normal")
    args = ap.parse_args()
    tally = Counter()
    wins = sum(play(seed, args.level, args.bot, tally)
               for seed in range(args.seed, args.seed + args.games))
    low, high = wilson(wins, args.games)
    print(f"{args.bot} x2 vs automa ({args.level}): won {wins}/{args.games} "
          f"[{low:.0%}, {high:.0%}]")
    for key in sorted(tally):
        print(f"  {key}: {tally[key] / args.games:.2f} per game")


if __name__ == "__main__":
    main()
