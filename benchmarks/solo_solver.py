"""How fast can the solo race be won with full information? (issue 13). Not a test.

    PYTHONPATH=. nice python benchmarks/solo_solver.py [--seeds 8100,8101] [--beam 1000]
        [--level 0] [--turns 40] [--no-recruit] [--recruit-weight 1.0] [--show]

A wide beam search over whole games on the Normal planner's model of one expedition
(characters, Village, Indians, boats and tiles), with the true deck order (full information:
the Journal's refills are known) and Mackenzie walking one space after every turn. Each turn:
every action the model knows, then a recruitment or not (after the action), then camp or not.
Nodes of the same turn are ranked by the planner's value of camping after this action (where
the Camp would stand plus what is carried) plus `--recruit-weight` times the planner's worth of
the recruited characters still owned. The Interpreter discards the bottom Journal card (and
refills it) once per strength point, as in the game. It prints, per seed, the turn of the
winning camp (or none) and the best Camp reached by turns 10, 20 and 30.
"""

import argparse
import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop.bots.lewisclark import planner  # noqa: E402
from lewisclark_desktop.lewisclark.cards import CARDS, IS_ENCOUNTERED, STRENGTH  # noqa: E402
from lewisclark_desktop.lewisclark.resources import EQUIPMENT, FUR  # noqa: E402
from lewisclark_desktop.lewisclark.route import FORT_CLATSOP, settle_forward  # noqa: E402

PAGES = 5
SPARE = ("blacksmith", "fur_trader", "hunter", "lumberjack")


def label(a):
    if a[0] == "play":
        sup = CARDS[a[2]].slug if a[2] >= 0 else "-"
        return f"play {CARDS[a[1]].slug} support:{sup} indians:{a[3]}"
    return f"village {planner.LOCATIONS[a[1]]} x{a[2]}"


def take(journal, deck, slot):
    """The Journal without page `slot`, refilled from the deck (a tuple popped from its end)."""
    j = journal[:slot] + journal[slot + 1:]
    while len(j) < PAGES and deck:
        j, deck = j + (deck[-1],), deck[:-1]
    return j, deck


def recruits(n, journal, scout):
    """(label, card gained, discount card or -1, slot) for each useful recruitment."""
    out = []
    spare = [c for c in n.hand if planner.ROLE[c] in SPARE]
    for slot, card in enumerate(journal):
        if planner.recruit_worth(card, scout) <= 0:
            continue
        fur = slot + 1
        if n.res[FUR] < fur:
            continue
        for d in [-1] + spare[:1]:
            eq = max(0, STRENGTH[card] - (STRENGTH[d] if d >= 0 else 0))
            if n.res[EQUIPMENT] >= eq:
                out.append((slot, card, d, eq, fur))
                break
    return out


def worth_owned(n, weight):
    if not weight:
        return 0.0
    return weight * sum(planner.recruit_worth(c, n.scout) for c in n.owned if IS_ENCOUNTERED[c])


def solve(state, beam, turns, recruit_weight, allow_recruit):
    root = planner.from_state(state, 0)
    frontier = [(root, state.mackenzie, tuple(state.journal), tuple(state.deck))]
    best_camp = []
    lead = root
    for t in range(turns):
        nxt = {}
        for node, mk, jr, dk in frontier:
            node.occupied = frozenset((mk,))
            if not planner.can_act(node):
                path = node.path + ("camp (forced)",)
                node = planner.after_camp(node)
                node.path = path
            for a in planner.children(node):
                ch = node.copy()
                planner.apply_action(ch, a)
                ch.path = node.path + (label(a),)
                j1, d1 = jr, dk
                if a[0] == "play" and planner.ROLE[a[1]] == "interpreter":
                    for _ in range(a[3] + (STRENGTH[a[2]] if a[2] >= 0 else 0)):
                        if j1:
                            j1, d1 = take(j1, d1, 0)
                options = [(ch, j1, d1)]
                if allow_recruit:
                    for slot, card, d, eq, fur in recruits(ch, j1, ch.scout):
                        r = ch.copy()
                        r.res[EQUIPMENT] -= eq
                        r.res[FUR] -= fur
                        hand = list(r.hand)
                        owned = list(r.owned)
                        if d >= 0:
                            hand.remove(d)
                            owned.remove(d)
                        r.hand = tuple(sorted(hand + [card]))
                        r.owned = tuple(sorted(owned + [card]))
                        r.path = ch.path + (f"recruit {CARDS[card].slug} (page {slot + 1})",)
                        j2, d2 = take(j1, d1, slot)
                        options.append((r, j2, d2))
                for c0, j2, d2 in options:
                    base = planner.camp_value(c0)
                    for camp in (False, True):
                        c = c0
                        if camp:
                            days = planner.camp_days(c0)
                            if days and planner.retreat(c0.scout, days, c0.occupied) == 0:
                                continue
                            c = planner.after_camp(c0)
                            c.path = c0.path + ("camp",)
                            if c.camp >= FORT_CLATSOP:
                                return t + 1, c.path, best_camp
                        mk2 = settle_forward(mk + 1, {c.scout})
                        if mk2 >= FORT_CLATSOP:
                            continue
                        # Camped or not, a node is worth where a camp after this turn leaves it.
                        score = base + worth_owned(c, recruit_weight)
                        k = (c.hand, tuple(sorted(c.up)), tuple(c.res), c.ib, c.ic, c.scout,
                             c.camp, c.village, c.tiles, c.stock, mk2, j2)
                        old = nxt.get(k)
                        if old is None or score > old[0]:
                            nxt[k] = (score, c, mk2, j2, d2)
        if not nxt:
            break
        ranked = sorted(nxt.values(), key=lambda x: -x[0])[:beam]
        frontier = [x[1:] for x in ranked]
        best_camp.append(max(f[0].camp for f in frontier))
        lead = max(frontier, key=lambda f: (f[0].camp, f[0].scout))[0]
    return None, lead.path, best_camp


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="8100")
    ap.add_argument("--beam", type=int, default=1000)
    ap.add_argument("--level", type=int, default=0)
    ap.add_argument("--turns", type=int, default=40)
    ap.add_argument("--recruit-weight", type=float, default=1.0)
    ap.add_argument("--no-recruit", action="store_true")
    ap.add_argument("--show", action="store_true", help="print the best line")
    args = ap.parse_args()
    from lewisclark_desktop.lewisclark.game import RULES
    for seed in [int(x) for x in args.seeds.split(",")]:
        s = RULES.new_state({"players": 1, "first_player": 0, "solo_level": args.level}, seed)
        t0 = time.time()
        won, path, camps = solve(s, args.beam, args.turns, args.recruit_weight,
                                 not args.no_recruit)
        marks = {k: camps[k - 1] for k in (10, 20, 30) if len(camps) >= k}
        print(f"seed {seed}: {'won on turn ' + str(won) if won else 'no win'}; best Camp by turn "
              f"{marks} ({time.time() - t0:.0f} s)", flush=True)
        if args.show and path:
            print("  " + "\n  ".join(path))


if __name__ == "__main__":
    main()
