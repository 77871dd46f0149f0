"""What public information proves about crops: candidate levels per cell (no hidden data used).

A cell's area is known when its same-terrain group can no longer grow (no orthogonal neighbour
of unknown terrain). Candidates are the levels the area allows minus the crops already in the
area and around the cell (V3, V4); a missing level with one possible cell in a known area is
forced there. When the whole terrain is known the full solver's logic (L1-L4) is used instead.
"""

from ...tiwanaku.solver import Puzzle


def candidates(o):
    """{cell: set of possible levels} for every discovered cell without a crop."""
    g = o.grid
    if all(t is not None for t in o.terrain):
        givens = {i: v for i, v in enumerate(o.crop) if v is not None}
        cand = Puzzle(g, o.terrain).logic(givens)
        if cand is not None:
            return {i: {v for v in range(1, 6) if cand[i] >> (v - 1) & 1}
                    for i in range(g.n) if o.crop[i] is None}
    out = {}
    groups = {}
    for i in range(g.n):
        if o.terrain[i] is None or o.crop[i] is not None:
            continue
        comp, closed = _group(o, i)
        top = len(comp) if closed else 5
        used = {o.crop[j] for j in comp if o.crop[j] is not None}
        used |= {o.crop[j] for j in g.n8[i] if o.crop[j] is not None}
        out[i] = set(range(1, top + 1)) - used
        if closed:
            groups[min(comp)] = comp
    for comp in groups.values():
        have = {o.crop[j] for j in comp if o.crop[j] is not None}
        for v in set(range(1, len(comp) + 1)) - have:
            places = [j for j in comp if j in out and v in out[j]]
            if len(places) == 1:
                out[places[0]] = {v}
    return out


def _group(o, i):
    g = o.grid
    t = o.terrain[i]
    comp, todo, closed = {i}, [i], True
    while todo:
        x = todo.pop()
        for y in g.n4[x]:
            if o.terrain[y] is None:
                closed = False
            elif y not in comp and o.terrain[y] == t:
                comp.add(y)
                todo.append(y)
    return comp, closed
