"""How fast can the solo race be won with full information? (issue 13). Not a test.

    PYTHONPATH=. nice python benchmarks/experiments/solo_solver.py [--seeds 8100,8101] [--beam 1000]
        [--level 0] [--turns 40] [--no-recruit] [--recruit-weight 1.0] [--show]
        [--objective planner|reach] [--reach fuel=1,potential=0.8,indian=1,hand=0] [--look]
        [--learnt 0.5]

A wide beam search over whole games on the Normal planner's model of one expedition
(characters, Village, Indians, boats and tiles), with the true deck order (full information:
the Journal's refills are known) and Mackenzie walking one space after every turn. Each turn:
every action the model knows, then a recruitment or not (after the action), then camp or not.
Nodes of the same turn are ranked by the planner's value of camping after this action (where
the Camp would stand plus what is carried) plus `--recruit-weight` times the planner's worth of
the recruited characters still owned. The Interpreter discards the bottom Journal card (and
refills it) once per strength point, as in the game. It prints, per seed, the turn of the
winning camp (or none) and the best Camp reached by turns 10, 20 and 30; `--show` prints the
best line with each camp's numbers (as `solo_trace.py` prints Normal's camps). `--objective
reach` ranks by another value than the planner's (see `reach_value`); `--look` ranks a node by
the planner's one-move look-ahead when that is better (as the planner's own beam does).
"""

import argparse
import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop.bots.lewisclark import planner  # noqa: E402
from lewisclark_desktop.bots.lewisclark.solo_search import (  # noqa: E402
    journal_after, node_key, ranking_value, recruit_options, recruited_node, take_page,
    turn_ends)
from lewisclark_desktop.lewisclark.cards import CARDS, IS_ENCOUNTERED  # noqa: E402
from lewisclark_desktop.lewisclark.route import FORT_CLATSOP, settle_forward  # noqa: E402

VALUE = planner.camp_value
LOOK = False


def label(a):
    if a[0] == "play":
        sup = CARDS[a[2]].slug if a[2] >= 0 else "-"
        return f"play {CARDS[a[1]].slug} support:{sup} indians:{a[3]}"
    return f"village {planner.LOCATIONS[a[1]]} x{a[2]}"


def camp_label(before, after, turn, mackenzie):
    """What a camp looks like: the numbers to compare with Normal's camps (solo_trace.py)."""
    r = before.res
    return (f"camp after turn {turn}: {len(before.hand)} cards in hand, resources F{r[0]} W{r[1]} "
            f"E{r[2]} U{r[3]} C{r[4]} H{r[5]}, {before.ib + before.ic} Indians, tiles "
            f"{','.join(before.tiles) or '-'}; Scout {before.scout} -> {after.scout}, Camp "
            f"{after.camp}, Mackenzie {mackenzie}")


# The "reach" objective (not the planner's): where the Scout stands after camping now, plus the
# spaces the fuel held (and what the Indians can still make of it) will carry it, terrain by
# terrain, each at FUEL weight; the Indians at INDIAN weight. Horses count even where no River
# fuel leads to the mountains (the planner's walk stops there).
REACH = {"fuel": 1.0, "potential": 0.8, "indian": 1.0, "hand": 0.0}


def reach_value(n):
    from lewisclark_desktop.lewisclark.resources import CANOE, FOOD, HORSE, WOOD
    days = planner.camp_days(n)
    scout = planner.retreat(n.scout, days, n.occupied)
    if max(scout, n.camp) >= FORT_CLATSOP:
        return planner.WIN_VALUE
    if scout == 0:
        return planner.RESET_VALUE
    eff = planner.heuristics.EFFECTIVE
    river = sum(1 for i in range(scout + 1, FORT_CLATSOP + 1) if eff[i] != planner.MOUNTAIN)
    mtn = FORT_CLATSOP - scout - river
    res = n.res
    ind = n.ib + n.ic
    r_fuel = 4 * res[CANOE] + 2 * res[FOOD]
    pairs = min(ind, res[WOOD] // 2)
    r_pot = 4 * pairs
    left = [res[0], res[1] - 2 * pairs, res[2], res[3]]
    m_fuel = 2 * res[HORSE]
    triples = 0
    while triples < ind - pairs and sum(1 for x in left if x > 0) >= 3:
        for k in sorted(range(4), key=lambda k: -left[k])[:3]:
            left[k] -= 1
        triples += 1
    m_pot = 2 * triples
    w = REACH["fuel"]
    pot = REACH["potential"]
    rv = min(river, r_fuel) + pot * max(0, min(river, r_fuel + r_pot) - r_fuel)
    mv = min(mtn, m_fuel) + pot * max(0, min(mtn, m_fuel + m_pot) - m_fuel)
    return (planner.PROGRESS[scout] + w * (rv + planner.MOUNTAIN_WEIGHT * mv)
            + REACH["indian"] * min(ind, 4) - REACH["hand"] * len(n.hand)
            + planner.CAMP_GAIN * max(0, scout - n.camp))


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
            node.occupied = (mk,)
            if not planner.can_act(node):
                camped = planner.after_camp(node)
                path = node.path + (camp_label(node, camped, t, mk) + " (forced)",)
                node = camped
                node.path = path
            for a in planner.children(node):
                ch = node.copy()
                planner.apply_action(ch, a)
                ch.path = node.path + (label(a),)
                j1, d1 = journal_after(a, jr, dk)
                options = [(ch, j1, d1)]
                if allow_recruit:
                    for slot, card, d, eq, fur in recruit_options(ch, j1):
                        r = recruited_node(ch, slot, card, d, eq, fur)
                        r.path = ch.path + (f"recruit {CARDS[card].slug} (page {slot + 1})",)
                        j2, d2 = take_page(j1, d1, slot)
                        options.append((r, j2, d2))
                for c0, j2, d2 in options:
                    base = ranking_value(c0, LOOK, VALUE)
                    for camp, c in turn_ends(c0):
                        if camp:
                            c.path = c0.path + (camp_label(c0, c, t + 1, mk),)
                            if c.camp >= FORT_CLATSOP:
                                return t + 1, c.path, best_camp
                        mk2 = settle_forward(mk + 1, {c.scout})
                        if mk2 >= FORT_CLATSOP:
                            continue
                        # Camped or not, a node is worth where a camp after this turn leaves it.
                        score = base + worth_owned(c, recruit_weight)
                        k = node_key(c, mk2, j2)
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
    ap.add_argument("--look", action="store_true", help="rank by the one-move look-ahead too")
    ap.add_argument("--learnt", type=float, default=None,
                    help="the planner's LEARNT share (0: its hand-set camp value)")
    ap.add_argument("--objective", default="planner", choices=("planner", "reach"))
    ap.add_argument("--reach", default="", help="REACH weights, e.g. fuel=0.8,indian=0.5")
    args = ap.parse_args()
    global VALUE, LOOK
    LOOK = args.look
    if args.learnt is not None:
        planner.LEARNT = args.learnt
    if args.objective == "reach":
        VALUE = reach_value
        for part in filter(None, args.reach.split(",")):
            k, v = part.split("=")
            REACH[k] = float(v)
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
