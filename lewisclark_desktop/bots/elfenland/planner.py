"""Journey planning for the Elfenland bots: a bounded depth-first search over the steps a
player could make this round, from its boot, with its own cards, over the counters on the
board and (while counters are still to be placed) the counters it holds.

A plan is scored by the markers it collects first, then by the cards it keeps (at most 4 carry
over). The search does a fixed amount of work (a node cap), so a bot using it is
deterministic. Only what the planning player can see is used.
"""

from ...elfenland.board import DISTANCE, EDGES, NEIGHBOURS, START_TOWN
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
    """Which cards a caravan pays: always from the most plentiful type (keeps pairs apart)."""
    hand = hand[:]
    out = []
    for _ in range(size):
        t = max(range(len(hand)), key=lambda k: (hand[k], k != RAFT, -k))
        if hand[t] == 0:
            return None
        hand[t] -= 1
        out.append(t)
    return tuple(sorted(out))


def _pay(hand, cards):
    hand = hand[:]
    for c in cards:
        hand[c] -= 1
    return hand


def step_choices(roads, obstacles, town, hand, counters):
    """(edge, destination, placed counter or -1, cards, caravan?) for each way to take one
    step now. `counters` are the types the player could still place (empty in phase 5)."""
    out = []
    total = sum(hand)
    for edge, to in NEIGHBOURS[town]:
        e = EDGES[edge]
        if e.kind == "river":
            n = RIVER_DOWNSTREAM if to == e.downstream_to else RIVER_UPSTREAM
            if hand[RAFT] >= n:
                out.append((edge, to, -1, (RAFT,) * n, False))
            continue
        if e.kind == "lake":
            if hand[RAFT] >= LAKE_RAFTS:
                out.append((edge, to, -1, (RAFT,) * LAKE_RAFTS, False))
            continue
        extra = OBSTACLE_EXTRA if obstacles[edge] >= 0 else 0
        c = roads[edge]
        options = [c] if c >= 0 else sorted(set(counters))
        paid = False
        for t in options:
            n = COST[TRANSPORTS[t]][e.kind]
            if n is None:
                continue
            n += extra
            if hand[t] >= n:
                out.append((edge, to, -1 if c >= 0 else t, (t,) * n, False))
                paid = True
        if c >= 0 and not paid and total >= CARAVAN_CARDS + extra:
            cards = _caravan_cards(hand, CARAVAN_CARDS + extra)
            if cards:
                out.append((edge, to, -1, cards, True))
    return out


class Planner:
    def __init__(self, roads, obstacles, visited, destination=-1, last_round=False,
                 node_cap=NODE_CAP):
        self.roads = roads
        self.obstacles = obstacles
        self.visited = visited
        self.destination = destination
        self.last_round = last_round
        self.nodes = 0
        self.cap = node_cap

    def _final(self, town, hand, gained):
        score = MARKER_VALUE * gained + min(sum(hand), CARDS_KEPT)
        if self.last_round and self.destination >= 0:
            score -= MARKER_VALUE * DISTANCE[town][self.destination]
        return score

    def best(self, town, hand, counters, depth=8):
        """(score, [Step, ...]) of the best plan found."""
        self.nodes = 0
        return self._search(town, hand, tuple(sorted(counters)), self.visited, 0, depth)

    def _search(self, town, hand, counters, visited, gained, depth):
        best = (self._final(town, hand, gained), [])
        self.nodes += 1
        if depth == 0 or self.nodes > self.cap:
            return best
        choices = step_choices(self.roads, self.obstacles, town, hand, counters)
        # new towns first, then cheap steps: the cap then cuts the least promising branches
        choices.sort(key=lambda ch: (visited >> ch[1] & 1 or ch[1] == START_TOWN, len(ch[3])))
        for edge, to, placed, cards, caravan in choices:
            new = to != START_TOWN and not visited >> to & 1
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


def planner_for(view, seat, node_cap=NODE_CAP):
    p = view.players[seat]
    return Planner(view.roads, view.obstacles, p.visited | (1 << START_TOWN),
                   p.destination if view.variant else -1, view.round >= ROUNDS, node_cap)
