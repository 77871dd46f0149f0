"""Phase 5 prices (rules spec §3): what one step along a connection costs."""

from functools import lru_cache

from .board import EDGES, NEIGHBOURS
from .components import (CARAVAN_CARDS, COST, LAKE_RAFTS, OBSTACLE_EXTRA, RAFT,
                         RIVER_DOWNSTREAM, RIVER_UPSTREAM, TRANSPORTS)


def normal_price(s, edge, town):
    """(card type, number of cards) to leave `town` along `edge` at the normal price, or None
    when the connection cannot be crossed (a road without a counter)."""
    e = EDGES[edge]
    if e.kind == "river":
        to = e.b if e.a == town else e.a
        return RAFT, RIVER_DOWNSTREAM if to == e.downstream_to else RIVER_UPSTREAM
    if e.kind == "lake":
        return RAFT, LAKE_RAFTS
    c = s.roads[edge]
    if c < 0:
        return None
    extra = OBSTACLE_EXTRA if s.obstacles[edge] >= 0 else 0
    return c, COST[TRANSPORTS[c]][e.kind] + extra


def caravan_price(s, edge):
    """Cards of any type a caravan pays on `edge` (D7), or None where no caravan may go."""
    if EDGES[edge].kind in ("river", "lake") or s.roads[edge] < 0:
        return None
    return CARAVAN_CARDS + (OBSTACLE_EXTRA if s.obstacles[edge] >= 0 else 0)


def multisets(hand, size):
    """Every distinct multiset of `size` cards drawn from `hand` (counts per type), as sorted
    tuples of card types."""
    return list(_multisets(tuple(hand), size))


@lru_cache(maxsize=8192)  # hands are small, so few differ; every journey step asks again
def _multisets(hand, size):
    out = []

    def rec(t, left, acc):
        if left == 0:
            out.append(tuple(acc))
            return
        if t == len(hand):
            return
        for k in range(min(hand[t], left), -1, -1):
            rec(t + 1, left - k, acc + [t] * k)

    rec(0, size, [])
    return tuple(out)


def reachable(s, seat):
    """{town: fewest cards to get there this round} for every town the seat's boot can reach
    with the cards in hand over the board as it is (the journey "plan" preview). Exact: every
    normal price and every caravan payment is tried."""
    p = s.players[seat]
    start = (p.boot, tuple(p.hand))
    best = {p.boot: 0}
    seen = {start}
    frontier = [start]
    total0 = sum(p.hand)
    while frontier:
        nxt = []
        for town, hand in frontier:
            for edge, to in NEIGHBOURS[town]:
                for left in _payments(s, edge, town, hand):
                    key = (to, left)
                    if key in seen:
                        continue
                    seen.add(key)
                    cost = total0 - sum(left)
                    if cost < best.get(to, cost + 1):
                        best[to] = cost
                    nxt.append(key)
        frontier = nxt
    return best


def _payments(s, edge, town, hand):
    """The hands left after each way of paying one step along `edge` from `town`."""
    out = []
    price = normal_price(s, edge, town)
    if price is None:
        return out
    kind, n = price
    if hand[kind] >= n:
        left = list(hand)
        left[kind] -= n
        out.append(tuple(left))
    size = caravan_price(s, edge)
    if size is not None and sum(hand) >= size:
        for cards in multisets(hand, size):
            left = list(hand)
            for c in cards:
                left[c] -= 1
            out.append(tuple(left))
    return out
