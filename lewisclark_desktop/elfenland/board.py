"""The Elfenland map (rules spec §2): 21 towns, 35 roads, 7 river segments, 6 lake links.

Coordinates are 0..1 over the whole printed board (x right, y down, board about 1.38 : 1); `mark`
is where a counter or label is drawn on a connection. Town and edge ids are the spec's.
"""

from typing import NamedTuple


class Town(NamedTuple):
    id: str
    name: str
    x: float
    y: float


class Edge(NamedTuple):
    id: str
    a: int  # town index (for a river: the upstream end)
    b: int
    kind: str  # plain, forest, desert, mountain, river, lake
    downstream_to: int  # rivers: the town the current flows to; -1 otherwise
    mark: tuple


BOARD_ASPECT = 1.38  # width / height

TOWNS = (
    Town('elvenhold', 'Elvenhold', 0.761, 0.552),
    Town('albaran', "Al'Baran", 0.379, 0.43),
    Town('beata', 'Beata', 0.918, 0.718),
    Town('dagamura', "Dag'Amura", 0.375, 0.622),
    Town('ergeren', "Erg'Eren", 0.91, 0.382),
    Town('feodor', 'Feodor', 0.541, 0.478),
    Town('grangor', 'Grangor', 0.102, 0.646),
    Town('ixara', 'Ixara', 0.348, 0.862),
    Town('jaccaranda', 'Jaccaranda', 0.423, 0.158),
    Town('kihromah', 'Kihromah', 0.239, 0.574),
    Town('lapphalya', 'Lapphalya', 0.541, 0.686),
    Town('mahdavikia', "Mah'Davikia", 0.111, 0.838),
    Town('parundia', 'Parundia', 0.243, 0.334),
    Town('rivinia', 'Rivinia', 0.708, 0.39),
    Town('strykhaven', 'Strykhaven', 0.8, 0.806),
    Town('throtmanni', 'Throtmanni', 0.594, 0.27),
    Town('tichih', 'Tichih', 0.765, 0.182),
    Town('usselen', 'Usselen', 0.084, 0.206),
    Town('virst', 'Virst', 0.62, 0.862),
    Town('wylhien', 'Wylhien', 0.252, 0.094),
    Town('yttar', 'Yttar', 0.08, 0.422),
)
TOWN_INDEX = {t.id: i for i, t in enumerate(TOWNS)}
_T = TOWN_INDEX

_EDGE_ROWS = (  # id, a, b, kind, downstream_to, mark
    ('r01', 'elvenhold', 'beata', 'plain', None, (0.86, 0.656)),
    ('r02', 'elvenhold', 'lapphalya', 'plain', None, (0.632, 0.664)),
    ('r03', 'beata', 'strykhaven', 'plain', None, (0.886, 0.832)),
    ('r04', 'lapphalya', 'virst', 'plain', None, (0.561, 0.776)),
    ('r05', 'virst', 'ixara', 'plain', None, (0.465, 0.88)),
    ('r06', 'tichih', 'throtmanni', 'plain', None, (0.675, 0.232)),
    ('r07', 'wylhien', 'parundia', 'plain', None, (0.228, 0.203)),
    ('r08', 'wylhien', 'usselen', 'plain', None, (0.135, 0.107)),
    ('r09', 'elvenhold', 'ergeren', 'forest', None, (0.851, 0.496)),
    ('r10', 'tichih', 'ergeren', 'forest', None, (0.825, 0.304)),
    ('r11', 'rivinia', 'throtmanni', 'forest', None, (0.662, 0.32)),
    ('r12', 'rivinia', 'feodor', 'forest', None, (0.605, 0.424)),
    ('r13', 'rivinia', 'lapphalya', 'forest', None, (0.64, 0.512)),
    ('r14', 'lapphalya', 'feodor', 'forest', None, (0.553, 0.576)),
    ('r15', 'lapphalya', 'dagamura', 'forest', None, (0.456, 0.672)),
    ('r16', 'lapphalya', 'ixara', 'forest', None, (0.447, 0.8)),
    ('r17', 'ixara', 'dagamura', 'forest', None, (0.36, 0.736)),
    ('r18', 'dagamura', 'kihromah', 'forest', None, (0.298, 0.576)),
    ('r19', 'parundia', 'usselen', 'forest', None, (0.161, 0.272)),
    ('r20', 'yttar', 'usselen', 'forest', None, (0.079, 0.32)),
    ('r21', 'feodor', 'throtmanni', 'desert', None, (0.544, 0.376)),
    ('r22', 'feodor', 'albaran', 'desert', None, (0.465, 0.44)),
    ('r23', 'feodor', 'dagamura', 'desert', None, (0.456, 0.544)),
    ('r24', 'throtmanni', 'albaran', 'desert', None, (0.465, 0.328)),
    ('r25', 'dagamura', 'albaran', 'desert', None, (0.377, 0.536)),
    ('r26', 'parundia', 'albaran', 'desert', None, (0.316, 0.352)),
    ('r27', 'wylhien', 'albaran', 'desert', None, (0.324, 0.227)),
    ('r28', 'tichih', 'jaccaranda', 'mountain', None, (0.57, 0.141)),
    ('r29', 'throtmanni', 'jaccaranda', 'mountain', None, (0.5, 0.224)),
    ('r30', 'wylhien', 'jaccaranda', 'mountain', None, (0.327, 0.11)),
    ('r31', 'virst', 'strykhaven', 'mountain', None, (0.711, 0.904)),
    ('r32', 'ixara', 'mahdavikia', 'mountain', None, (0.254, 0.832)),
    ('r33', 'dagamura', 'mahdavikia', 'mountain', None, (0.246, 0.704)),
    ('r34', 'mahdavikia', 'grangor', 'mountain', None, (0.055, 0.752)),
    ('r35', 'yttar', 'grangor', 'mountain', None, (0.057, 0.544)),
    ('w1', 'beata', 'elvenhold', 'river', 'elvenhold', (0.886, 0.608)),
    ('w2', 'elvenhold', 'rivinia', 'river', 'rivinia', (0.789, 0.432)),
    ('w3', 'rivinia', 'tichih', 'river', 'tichih', (0.785, 0.272)),
    ('w4', 'virst', 'ixara', 'river', 'ixara', (0.544, 0.928)),
    ('w5', 'ixara', 'mahdavikia', 'river', 'mahdavikia', (0.193, 0.896)),
    ('w6', 'mahdavikia', 'grangor', 'river', 'grangor', (0.125, 0.816)),
    ('w7', 'wylhien', 'usselen', 'river', 'usselen', (0.188, 0.176)),
    ('l1', 'elvenhold', 'virst', 'lake', None, (0.711, 0.72)),
    ('l2', 'elvenhold', 'strykhaven', 'lake', None, (0.772, 0.688)),
    ('l3', 'virst', 'strykhaven', 'lake', None, (0.741, 0.816)),
    ('l4', 'parundia', 'yttar', 'lake', None, (0.171, 0.4)),
    ('l5', 'parundia', 'grangor', 'lake', None, (0.162, 0.496)),
    ('l6', 'yttar', 'grangor', 'lake', None, (0.114, 0.512)),
)

EDGES = tuple(Edge(i, _T[a], _T[b], kind, -1 if down is None else _T[down], mark)
              for i, a, b, kind, down, mark in _EDGE_ROWS)
EDGE_INDEX = {e.id: i for i, e in enumerate(EDGES)}

TERRAINS = ("plain", "forest", "desert", "mountain")  # land: roads that take counters
WATERS = ("river", "lake")
ROADS = tuple(i for i, e in enumerate(EDGES) if e.kind in TERRAINS)

START_TOWN = TOWN_INDEX["elvenhold"]
MARKER_TOWNS = tuple(i for i in range(len(TOWNS)) if i != START_TOWN)
ALL_MARKERS = sum(1 << t for t in MARKER_TOWNS)  # a player's collected-marker bit set when full

# NEIGHBOURS[town] = ((edge index, other town), ...): a doubled pair gives two entries.
NEIGHBOURS = tuple(
    tuple((i, e.b if e.a == t else e.a) for i, e in enumerate(EDGES) if t in (e.a, e.b))
    for t in range(len(TOWNS)))


def _distances_from(start):
    dist = [-1] * len(TOWNS)
    dist[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for t in frontier:
            for _, u in NEIGHBOURS[t]:
                if dist[u] < 0:
                    dist[u] = dist[t] + 1
                    nxt.append(u)
        frontier = nxt
    return tuple(dist)


# DISTANCE[a][b]: fewest connections of any kind between two towns (the variant's distance, D4).
DISTANCE = tuple(_distances_from(t) for t in range(len(TOWNS)))
