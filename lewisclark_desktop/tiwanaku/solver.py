"""Crop solver on bitmasks: counts solutions (up to a cap) and grades by simple logic.

Candidates of a cell are a 5-bit mask (bit v-1 for level v). Placing a value removes it from
the cell's area and from its N8 neighbours (V3, V4); a value with no place left in its area,
or a cell with no candidate left, is a contradiction.
"""

from .board import area_index, areas

BIT = (0, 1, 2, 4, 8, 16)
LEVEL_OF = {1: 1, 2: 2, 4: 3, 8: 4, 16: 5}



def most_constrained(cand, cells):
    """The cell of `cells` with the fewest candidate levels (two or more) in `cand` (5-bit
    masks), the first such at two; -1 when every one of them is settled."""
    best, best_n = -1, 9
    for i in cells:
        m = cand[i]
        if m & (m - 1):
            n = m.bit_count()
            if n < best_n:
                best, best_n = i, n
                if n == 2:
                    break
    return best

class _OutOfBudget(Exception):
    pass


def _single(m):
    return m and not m & (m - 1)


class Puzzle:
    """The crop puzzle of one terrain layout (full terrain known)."""

    def __init__(self, g, terrain):
        self.g = g
        self.areas = areas(g, terrain)
        self.where = area_index(g, self.areas)
        self.full = [(1 << len(self.areas[self.where[i]])) - 1 for i in range(g.n)]
        self.area_values = [(a, [1 << k for k in range(len(a))]) for a in self.areas]
        self.peers = tuple(tuple(sorted(set(g.n8[i]) | set(self.areas[self.where[i]]) - {i}))
                           for i in range(g.n))
        self.n8sets = tuple(frozenset(g.n8[i]) for i in range(g.n))

    # -- propagation (L1-L3)
    def start(self, givens, known=None):
        """Candidates after the givens {cell: level}; None on a contradiction.

        known: optional {cell: level mask} restricting cells further (determinization)."""
        cand = list(self.full)
        todo = []
        for i, v in givens.items():
            b = BIT[v]
            if not cand[i] & b:
                return None
            cand[i] = b
        if known:
            for i, m in known.items():
                cand[i] &= m
                if not cand[i]:
                    return None
        todo = [i for i in range(self.g.n) if _single(cand[i])]
        return cand if self._propagate(cand, todo) else None

    def _propagate(self, cand, todo):
        peers = self.peers
        while True:
            while todo:
                x = todo.pop()
                b = cand[x]
                for y in peers[x]:
                    cy = cand[y]
                    if cy & b:
                        cy &= ~b
                        if not cy:
                            return False
                        cand[y] = cy
                        if not cy & (cy - 1):
                            todo.append(y)
            for cells, values in self.area_values:
                for b in values:
                    last = -1
                    count = 0
                    for x in cells:
                        if cand[x] & b:
                            count += 1
                            if count > 1:
                                break
                            last = x
                    if count == 0:
                        return False
                    if count == 1 and cand[last] != b:
                        cand[last] = b
                        todo.append(last)
            if not todo:
                return True

    # -- search
    def solutions(self, givens, limit=2, rng=None, known=None, budget=None):
        """Up to `limit` full solutions (lists of levels). rng orders the branches if given.

        With a node budget the search may give up: then it returns None (unknown)."""
        cand = self.start(givens, known)
        out = []
        self.nodes = 0
        self.budget = budget
        if cand is not None:
            try:
                self._search(cand, limit, rng, out)
            except _OutOfBudget:
                return None
        return out

    def count(self, givens, limit=2):
        return len(self.solutions(givens, limit))

    def _search(self, cand, limit, rng, out):
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise _OutOfBudget
        best = most_constrained(cand, range(len(cand)))
        if best < 0:
            out.append([LEVEL_OF[m] for m in cand])
            return
        m = cand[best]
        bits = [b for b in (1, 2, 4, 8, 16) if m & b]
        if rng is not None:
            rng.shuffle(bits)
        for b in bits:
            nxt = list(cand)
            nxt[best] = b
            if self._propagate(nxt, [best]):
                self._search(nxt, limit, rng, out)
                if len(out) >= limit:
                    return

    # -- logic grade (L1-L4, no branching)
    def logic(self, givens):
        """Candidates reached by L1-L4 alone; None on a contradiction."""
        cand = self.start(givens)
        if cand is None:
            return None
        n8sets = self.n8sets
        while True:
            changed = []
            for cells, values in self.area_values:
                cellset = set(cells)
                for b in values:
                    where = [x for x in cells if cand[x] & b]
                    if len(where) < 2:
                        continue
                    common = set(n8sets[where[0]])
                    for x in where[1:]:
                        common &= n8sets[x]
                    for x in common - cellset:
                        if cand[x] & b:
                            cand[x] &= ~b
                            if not cand[x]:
                                return None
                            if _single(cand[x]):
                                changed.append(x)
                            changed.append(-1)
            if not changed:
                return cand
            if not self._propagate(cand, [x for x in changed if x >= 0]):
                return None

    def logic_solves(self, givens):
        cand = self.logic(givens)
        return cand is not None and all(_single(m) for m in cand)
