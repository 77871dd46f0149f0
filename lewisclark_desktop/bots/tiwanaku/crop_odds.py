"""How likely each crop level is on a discovered cell without a crop, from public information.

Each known area is judged alone: its final size n runs from what it already holds (cells, the
highest crop in it) to the largest size it could still reach (`crop_logic`), weighted like the
generator's area sizes; for each n, every way to give the area's crop-less cells distinct levels
of 1..n that their proven candidates allow is counted (the levels left over go to the cells the
area has yet to gain). A size explains what is seen in proportion to the share of its
arrangements that fit, so a cell's odds are those counts summed over the sizes.
"""

from math import factorial

from .crop_logic import crop_facts

SIZE_WEIGHTS = (1, 2, 3, 5, 6)  # the generator's target sizes 1..5 (areas run large)


def crop_odds(o, facts=None):
    """{cell: {level: probability}} for every discovered cell without a crop."""
    cand, _, comps = crop_facts(o) if facts is None else facts
    out = {}
    for cells, complete, top in comps:
        open_cells = [i for i in cells if i in cand]
        if open_cells:
            out.update(_area_odds(o, cells, open_cells, complete, top, cand))
    return out


def _area_odds(o, cells, open_cells, complete, top, cand):
    used = {o.crop[i] for i in cells if o.crop[i] is not None}
    k = len(cells)
    low = max(k, max(used, default=0))
    sizes = [k] if complete else range(low, max(low, top) + 1)
    totals = {i: [0.0] * 6 for i in open_cells}
    order = sorted(open_cells, key=lambda i: len(cand[i]))
    for n in sizes:
        counts = {i: [0] * 6 for i in open_cells}
        ways = _count(order, 0, [], n, used, cand, counts)
        if not ways:
            continue
        # the share of all arrangements of 1..n over the area that fit what is seen
        weight = SIZE_WEIGHTS[n - 1] * factorial(n - k) / factorial(n)
        for i in open_cells:
            for v in range(1, 6):
                totals[i][v] += weight * counts[i][v]
    out = {}
    for i in open_cells:
        s = sum(totals[i])
        if s:
            out[i] = {v: totals[i][v] / s for v in range(1, 6) if totals[i][v]}
        else:
            out[i] = {v: 1 / len(cand[i]) for v in cand[i]}
    return out


def _count(order, k, chosen, n, used, cand, counts):
    """Assignments of distinct levels (1..n, not `used`) to order[k:]; tallies per cell/level."""
    if k == len(order):
        for i, v in zip(order, chosen):
            counts[i][v] += 1
        return 1
    total = 0
    for v in cand[order[k]]:
        if v <= n and v not in used and v not in chosen:
            chosen.append(v)
            total += _count(order, k + 1, chosen, n, used, cand, counts)
            chosen.pop()
    return total
