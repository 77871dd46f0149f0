"""Which terrain an undiscovered cell probably has, from public information only.

Weights start from the tiles still to discover per terrain. A terrain is ruled out where the
cell would join a known area that already has 5 cells (V1), or touch a known cell of it only
diagonally with both shared neighbours known and of other terrains (V2). Generated areas are
mostly 4-5 cells, so a known orthogonal neighbour of a terrain makes it likelier.
"""

from ...tiwanaku.board import MAX_AREA

NEXT_TO_AREA = 4  # weight factor per orthogonal neighbour of that terrain (areas run large)


def tiles_left(o):
    """Tiles still to discover per terrain (diversity column plus every hand in co-op)."""
    return [o.column[t] + sum(len(h[t]) for h in o.hands) for t in range(4)]


def terrain_odds(o, cell, left=None, areas=None, near=NEXT_TO_AREA):
    """[p_desert, p_grass, p_mountain, p_swamp] for an undiscovered cell (sums to 1).

    `left` (tiles_left) and `areas` (known_areas) may be passed in when asking for many cells;
    `near`: the weight factor per orthogonal neighbour of a terrain (1: neighbours not read)."""
    g = o.grid
    left = tiles_left(o) if left is None else left
    areas = known_areas(o) if areas is None else areas
    weights = [float(n) for n in left]
    for t in range(4):
        if weights[t] and not could_be(o, cell, t, areas):
            weights[t] = 0.0
        elif weights[t]:
            weights[t] *= near ** sum(1 for y in g.n4[cell] if o.terrain[y] == t)
    total = sum(weights)
    if not total:
        return [n / max(1, sum(left)) for n in left]
    return [w / total for w in weights]


def known_areas(o):
    """(area id per cell or -1 where undiscovered, size per id) of the discovered terrain."""
    area, groups = discovered_areas(o)
    return area, [len(cells) for cells in groups]


def discovered_areas(o):
    """(area id per cell or -1 where undiscovered, the cells of each area in the order a flood
    from its first cell meets them) of the discovered terrain: N4-connected cells of one terrain."""
    g = o.grid
    area = [-1] * g.n
    groups = []
    for i in range(g.n):
        t = o.terrain[i]
        if t is None or area[i] >= 0:
            continue
        area[i] = len(groups)
        cells, todo = [i], [i]
        while todo:
            x = todo.pop()
            for y in g.n4[x]:
                if area[y] < 0 and o.terrain[y] == t:
                    area[y] = len(groups)
                    cells.append(y)
                    todo.append(y)
        groups.append(cells)
    return area, groups


def could_be(o, cell, t, areas=None):
    """False when V1 (area over 5 cells) or V2 rules terrain t out for an undiscovered cell."""
    area, sizes = known_areas(o) if areas is None else areas
    joined = {area[y] for y in o.grid.n4[cell] if o.terrain[y] == t}
    return 1 + sum(sizes[a] for a in joined) <= MAX_AREA and not _diagonal_clash(o, cell, t)


def _diagonal_clash(o, cell, t):
    """V2: a diagonal neighbour of terrain t whose two shared neighbours are known, neither t."""
    g = o.grid
    r, c = divmod(cell, g.cols)
    for dr in (-1, 1):
        for dc in (-1, 1):
            rr, cc = r + dr, c + dc
            if not (0 <= rr < g.rows and 0 <= cc < g.cols):
                continue
            if o.terrain[rr * g.cols + cc] != t:
                continue
            a, b = o.terrain[rr * g.cols + c], o.terrain[r * g.cols + cc]
            if a is not None and b is not None and a != t and b != t:
                return True
    return False
