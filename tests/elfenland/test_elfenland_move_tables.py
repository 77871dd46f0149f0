"""The placements, forced passes and caravan steps the engine takes from its cached tables,
against plain scans of the board and the hand (rules spec §3, D7, D13), at every decision of
random games of 2 to 6 players, with the variant, and in the players' observations (hidden
secret counters)."""

import random
from itertools import combinations

import pytest

from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.elfenland.board import EDGES, NEIGHBOURS, ROADS
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.journey import caravan_price, normal_price
from lewisclark_desktop.elfenland.moves import Move
from lewisclark_desktop.elfenland.components import may_place
from lewisclark_desktop.elfenland.state import PLACE, TRAVEL


def scanned_placements(s, p):
    out = []
    for edge in ROADS:
        if s.roads[edge] >= 0:
            if p.obstacle and s.obstacles[edge] < 0:
                out.append(Move("obstacle", edge=edge))
            continue
        for secret, kinds in ((False, sorted(set(p.open))), (True, sorted(set(p.secret)))):
            out += [Move("place", counter=c, edge=edge, secret=secret)
                    for c in kinds if may_place(c, EDGES[edge].kind)]
    return out + [Move("pass")]


def scanned_can_place(s, seat):
    p = s.players[seat]
    kinds = set(p.secret) | set(p.open)
    return any(any(may_place(c, EDGES[edge].kind) for c in kinds) if s.roads[edge] < 0
               else p.obstacle and s.obstacles[edge] < 0 for edge in ROADS)


def paid_with(hand, size):
    """Every sorted multiset of `size` cards of the hand (counts per type)."""
    cards = [t for t, n in enumerate(hand) for _ in range(n)]  # sorted by type
    return set(combinations(cards, size))


def check(s):
    p = s.player()
    if s.phase == PLACE:
        assert engine._place_moves(s, p) == scanned_placements(s, p)
    for seat in range(s.num_players):
        assert engine._can_place(s, seat) == bool(scanned_can_place(s, seat))
    if s.phase == TRAVEL:
        caravans = {}
        for m in engine._travel_moves(s, p):
            if m.cards:
                caravans.setdefault(m.edge, set()).add(m.cards)
        for edge, _ in NEIGHBOURS[p.boot]:
            size = caravan_price(s, edge)
            want = paid_with(p.hand, size) if size is not None and normal_price(s, edge, p.boot) else set()
            assert caravans.get(edge, set()) == want


@pytest.mark.parametrize("players,variant", [(2, False), (3, False), (6, False), (4, True)])
def test_cached_moves_match_plain_scans(players, variant):
    for seed in range(2):
        s = RULES.new_state({"players": players, "variant": variant}, seed)
        rng = random.Random(seed)
        seen = set()
        while not RULES.is_over(s):
            check(s)
            check(RULES.observation(s, s.current))
            seen.add(s.phase)
            moves = RULES.legal_moves(s)
            RULES.apply(s, moves[rng.randrange(len(moves))])
        assert {PLACE, TRAVEL} <= seen
