"""Crop deduction from public information, carried to a fixed point.

An area is complete when it has 5 cells or none of its undiscovered neighbours can still be of
its terrain (no tile of it left, or V1/V2 rule it out). A cell of a complete area of size n
holds 1..n; a cell of an open area 1..5. Then, until nothing changes: a cell with one level left
removes it from its area and its N8 neighbours (V3, V4), and in a complete area a level with one
possible cell goes there. Every step is a rule of the map, so what it proves is certain; the
result is intersected with `deduction.candidates`.
"""

from ...tiwanaku.board import MAX_AREA
from .deduction import candidates as basic_candidates
from .terrain_odds import could_be, discovered_areas, tiles_left


def proven_candidates(o):
    """{cell: set of possible levels} for every discovered cell without a crop."""
    return crop_facts(o)[0]


def crop_facts(o):
    """(candidates as in proven_candidates, area id per discovered cell (-1 elsewhere), areas as
    (cells, complete, largest possible size))."""
    g = o.grid
    left = tiles_left(o)
    comp_of, comps = _areas(o, left)
    cand = {}
    for k, (cells, complete, top) in enumerate(comps):
        used = {o.crop[j] for j in cells if o.crop[j] is not None}
        for i in cells:
            if o.crop[i] is None:
                cand[i] = set(range(1, top + 1)) - used - {o.crop[j] for j in g.n8[i]}
    for i, c in basic_candidates(o).items():
        if i in cand:
            cand[i] &= c
    _propagate(g, cand, comp_of, comps)
    return cand, comp_of, comps


def _areas(o, left):
    """(area id per discovered cell, (cells, complete, largest possible size) per area)."""
    area, groups = discovered_areas(o)
    known = area, [len(cells) for cells in groups]
    comps = []
    for cells in groups:
        t = o.terrain[cells[0]]
        growable = left[t] > 0 and any(o.terrain[y] is None and could_be(o, y, t, known)
                                       for x in cells for y in o.grid.n4[x])
        complete = len(cells) >= MAX_AREA or not growable
        top = len(cells) if complete else _largest(o, cells, t, left[t], known)
        comps.append((cells, complete, top))
    return area, comps


def _largest(o, cells, t, left, known):
    """An upper bound on the final size of the open area `cells` of terrain t: the undiscovered
    cells it could still grow into (at most the tiles of t left), plus the known cells of t
    that growth would join."""
    g = o.grid
    seen, todo, fresh, joined = set(cells), list(cells), 0, 0
    while todo and len(cells) + min(fresh, left) + joined < MAX_AREA:
        x = todo.pop()
        for y in g.n4[x]:
            if y in seen:
                continue
            if o.terrain[y] is None:
                if could_be(o, y, t, known):
                    seen.add(y)
                    todo.append(y)
                    fresh += 1
            elif o.terrain[y] == t and x not in cells:
                seen.add(y)
                todo.append(y)
                joined += 1
    return min(MAX_AREA, len(cells) + min(fresh, left) + joined)


def _propagate(g, cand, comp_of, comps):
    done = set()
    changed = True
    while changed:
        changed = False
        for i, c in list(cand.items()):
            if len(c) != 1 or i in done:
                continue
            done.add(i)
            v = next(iter(c))
            for j in set(g.n8[i]) | set(comps[comp_of[i]][0]):
                if j != i and j in cand and v in cand[j]:
                    cand[j] = cand[j] - {v}
                    changed = True
        for cells, complete, _ in comps:
            if not complete:
                continue
            open_cells = [i for i in cells if i in cand]
            for v in range(1, len(cells) + 1):
                places = [i for i in open_cells if v in cand[i]]
                if len(places) == 1 and len(cand[places[0]]) > 1:
                    cand[places[0]] = {v}
                    changed = True
