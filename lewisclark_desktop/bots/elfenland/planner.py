"""Journey planning for the Elfenland bots: a bounded depth-first search over the steps a
player could make this round, from its boot, with its own cards, over the counters on the
board and (while counters are still to be placed) the counters it holds.

A plan is scored by the markers it collects first, then by the cards it keeps (at most 4 carry
over; in the last round every card counts, since cards break ties). The search does a fixed
amount of work (a node cap), so a bot using it is deterministic. Only what the planning
player can see is used.
"""

from ...elfenland.board import DISTANCE, EDGES, MARKER_TOWNS, NEIGHBOURS, START_TOWN
from ...elfenland.components import (CARAVAN_CARDS, CARDS_KEPT, COST, LAKE_RAFTS,
                                     OBSTACLE_EXTRA, RAFT, RIVER_DOWNSTREAM, RIVER_UPSTREAM,
                                     ROUNDS, TRANSPORTS)
from ..search import make_room, remembered

MARKER_VALUE = 10
NODE_CAP = 1500


class Step:
    """One step of a plan: the edge, the counter it would place there first (-1: none), and
    the cards paid (sorted types; caravan when `caravan`)."""

    __slots__ = ("edge", "place", "cards", "caravan")

    def __init__(self, edge, place, cards, caravan):
        self.edge, self.place, self.cards, self.caravan = edge, place, cards, caravan


def _caravan_cards(hand, size):
    """Which cards a caravan pays: always from the most plentiful type (keeps pairs apart),
    rafts last among equals. None: the hand cannot pay."""
    key = (*hand, size)
    cards = _CARAVANS.get(key, False)
    if cards is False:
        make_room(_CARAVANS)
        cards = _CARAVANS[key] = _pay_caravan(hand, size)
    return cards


_CARAVANS = remembered(50_000)  # (*hand, size) -> what _caravan_cards answered


def _pay_caravan(hand, size):
    hand = list(hand)
    out = []
    for _ in range(size):
        t = max(_CARAVAN_ORDER, key=hand.__getitem__)
        if hand[t] == 0:
            return None
        hand[t] -= 1
        out.append(t)
    return tuple(sorted(out))


_CARAVAN_ORDER = tuple(range(RAFT)) + (RAFT,)  # max() keeps the first of equals


def _price_table():
    """PRICE[edge][counter type]: cards of that type to cross the road (None: not allowed)."""
    return tuple(tuple(COST[name].get(EDGES[edge].kind) for name in TRANSPORTS)
                 for edge in range(len(EDGES)))


PRICE = _price_table()
# LINKS[town] = ((edge, destination, rafts needed on water or 0 for a road), ...)
LINKS = tuple(tuple((edge, to, (RIVER_DOWNSTREAM if to == EDGES[edge].downstream_to
                                else RIVER_UPSTREAM) if EDGES[edge].kind == "river"
                     else LAKE_RAFTS if EDGES[edge].kind == "lake" else 0)
                    for edge, to in links)
              for links in NEIGHBOURS)


# ROUTES[town] = ((edge, destination, rafts needed or 0 for a road, PRICE[edge]), ...)
ROUTES = tuple(tuple((edge, to, rafts, PRICE[edge]) for edge, to, rafts in links)
               for links in LINKS)


def step_choices(roads, obstacles, town, hand, counters, visited=0, only_new=False):
    """(order, edge, destination, placed counter or -1, cards, caravan?) for each way to take
    one step now, sorted: new towns first (bit set `visited`; Elvenhold's bit is set by the
    planner), then by cards paid, else in map order.
    `counters`: the distinct types the player could still place, ascending (empty in phase
    5); `only_new`: leave out the steps to visited towns."""
    out = []
    seq = 0
    caravans = {}  # caravan size -> the cards it pays from this hand (None: cannot pay)
    for edge, to, rafts, price in ROUTES[town]:
        old = visited >> to & 1
        if old and only_new:
            continue
        order = old << 16
        if rafts:
            if hand[RAFT] >= rafts:
                out.append((order | rafts << 8 | seq, edge, to, -1, (RAFT,) * rafts, False))
                seq += 1
            continue
        extra = OBSTACLE_EXTRA if obstacles[edge] >= 0 else 0
        c = roads[edge]
        if c >= 0:
            n = price[c] + extra
            if hand[c] >= n:
                out.append((order | n << 8 | seq, edge, to, -1, (c,) * n, False))
                seq += 1
            else:
                size = CARAVAN_CARDS + extra
                if size not in caravans:
                    caravans[size] = _caravan_cards(hand, size)
                cards = caravans[size]
                if cards:
                    out.append((order | size << 8 | seq, edge, to, -1, cards, True))
                    seq += 1
            continue
        for t in counters:
            n = price[t]
            if n is not None and hand[t] >= n:
                out.append((order | n << 8 | seq, edge, to, t, (t,) * n, False))
                seq += 1
    out.sort()
    return out


# NEAR[town] = ((town one or two connections away, weight), ...): where a boot can go next
NEAR = tuple(tuple((t, 1.0 if DISTANCE[town][t] == 1 else 0.5) for t in MARKER_TOWNS
                   if 1 <= DISTANCE[town][t] <= 2)
             for town in range(len(NEIGHBOURS)))


def prospects(town, visited):
    """How many uncollected towns lie near `town` (one connection: 1, two: 0.5)."""
    return sum(w for t, w in NEAR[town] if not visited >> t & 1)


class Planner:
    """`visited`: bit set of the towns that give nothing (collected markers and Elvenhold).
    `position`: the worth (in score points, a marker is 10) of each uncollected town near the
    journey's end, where the next round starts (0: not counted; never in the last round)."""

    def __init__(self, roads, obstacles, visited, destination=-1, last_round=False,
                 node_cap=NODE_CAP, position=0.0):
        self.roads = roads
        self.obstacles = obstacles
        self.visited = visited
        self.destination = destination
        self.last_round = last_round
        self.nodes = 0
        self.cap = node_cap
        self.position = 0.0 if last_round else position

    def best(self, town, hand, counters, depth=8):
        """(score, [Step, ...]) of the best plan found."""
        obstacles, cap, last_round = self.obstacles, self.cap, self.last_round
        destination, position = self.destination, self.position
        distance = DISTANCE[destination] if last_round and destination >= 0 else None
        nodes = 0

        def final(town, cards, gained, visited):
            # cards carry over (at most CARDS_KEPT); after the last round they break ties (D16)
            score = MARKER_VALUE * gained + (cards if last_round else min(cards, CARDS_KEPT))
            if distance is not None:
                score -= MARKER_VALUE * distance[town]
            if position:
                score += position * prospects(town, visited)
            return score

        def search(roads, town, hand, cards_held, counters, kinds, visited, gained, depth):
            nonlocal nodes
            best = (final(town, cards_held, gained, visited), [])
            nodes += 1
            if depth == 0 or nodes > cap:
                return best
            # new towns first, then cheap steps: the cap then cuts the least promising
            # branches; near the end of the budget a step to a visited town is wasted
            for _, edge, to, placed, cards, caravan in step_choices(
                    roads, obstacles, town, hand, kinds, visited, depth < 3):
                new = not visited >> to & 1
                if depth == 1:  # the step ends the plan: judged here, as a node of its own
                    nodes += 1
                    score = final(to, cards_held - len(cards), gained + new, visited | 1 << to)
                    if score > best[0]:
                        best = (score, [Step(edge, placed, cards, caravan)])
                    continue
                after = hand[:]
                for c in cards:
                    after[c] -= 1
                left, left_kinds, board = counters, kinds, roads
                if placed >= 0:
                    k = left.index(placed)
                    left = left[:k] + left[k + 1:]
                    left_kinds = tuple(sorted(set(left)))
                    board = roads[:]
                    board[edge] = placed
                score, path = search(board, to, after, cards_held - len(cards), left,
                                     left_kinds, visited | 1 << to, gained + new, depth - 1)
                if score > best[0]:
                    best = (score, [Step(edge, placed, cards, caravan)] + path)
            return best

        counters = tuple(sorted(counters))
        result = search(self.roads, town, list(hand), sum(hand), counters,
                        tuple(sorted(set(counters))), self.visited, 0, depth)
        self.nodes = nodes
        return result


def planner_for(view, seat, node_cap=NODE_CAP, position=0.0):
    p = view.players[seat]
    return Planner(view.roads, view.obstacles, p.visited | (1 << START_TOWN),
                   p.destination if view.variant else -1, view.round >= ROUNDS, node_cap,
                   position)
