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
    rafts last among equals."""
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


def _pay(hand, cards):
    hand = hand[:]
    for c in cards:
        hand[c] -= 1
    return hand


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


def step_choices(roads, obstacles, town, hand, counters):
    """(edge, destination, placed counter or -1, cards, caravan?) for each way to take one
    step now. `counters` are the types the player could still place (empty in phase 5)."""
    out = []
    caravans = {}  # caravan size -> the cards it pays from this hand (None: cannot pay)
    for edge, to, rafts in LINKS[town]:
        if rafts:
            if hand[RAFT] >= rafts:
                out.append((edge, to, -1, (RAFT,) * rafts, False))
            continue
        extra = OBSTACLE_EXTRA if obstacles[edge] >= 0 else 0
        c = roads[edge]
        price = PRICE[edge]
        if c >= 0:
            n = price[c] + extra
            if hand[c] >= n:
                out.append((edge, to, -1, (c,) * n, False))
            else:
                size = CARAVAN_CARDS + extra
                if size not in caravans:
                    caravans[size] = _caravan_cards(hand, size) if sum(hand) >= size else None
                cards = caravans[size]
                if cards:
                    out.append((edge, to, -1, cards, True))
            continue
        for t in set(counters):
            n = price[t]
            if n is not None and hand[t] >= n:
                out.append((edge, to, t, (t,) * n, False))
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

    def _final(self, town, hand, gained, visited):
        # cards carry over (at most CARDS_KEPT); after the last round they break ties (D16)
        cards = sum(hand)
        score = MARKER_VALUE * gained + (cards if self.last_round else min(cards, CARDS_KEPT))
        if self.last_round and self.destination >= 0:
            score -= MARKER_VALUE * DISTANCE[town][self.destination]
        if self.position:
            score += self.position * prospects(town, visited)
        return score

    def best(self, town, hand, counters, depth=8):
        """(score, [Step, ...]) of the best plan found."""
        self.nodes = 0
        return self._search(town, hand, tuple(sorted(counters)), self.visited, 0, depth)

    def _search(self, town, hand, counters, visited, gained, depth):
        best = (self._final(town, hand, gained, visited), [])
        self.nodes += 1
        if depth == 0 or self.nodes > self.cap:
            return best
        choices = step_choices(self.roads, self.obstacles, town, hand, counters)
        # new towns first, then cheap steps: the cap then cuts the least promising branches
        choices.sort(key=lambda ch: (visited >> ch[1] & 1, len(ch[3])))  # Elvenhold's bit is set
        for edge, to, placed, cards, caravan in choices:
            new = not visited >> to & 1
            if not new and depth < 3:
                continue  # a wasted step near the end of the budget
            left = counters
            roads = self.roads
            if placed >= 0:
                k = left.index(placed)
                left = left[:k] + left[k + 1:]
                roads = roads[:]
                roads[edge] = placed
            saved, self.roads = self.roads, roads
            score, path = self._search(to, _pay(hand, cards), left, visited | (1 << to),
                                       gained + new, depth - 1)
            self.roads = saved
            if score > best[0]:
                best = (score, [Step(edge, placed, cards, caravan)] + path)
        return best


def planner_for(view, seat, node_cap=NODE_CAP, position=0.0):
    p = view.players[seat]
    return Planner(view.roads, view.obstacles, p.visited | (1 << START_TOWN),
                   p.destination if view.variant else -1, view.round >= ROUNDS, node_cap,
                   position)
