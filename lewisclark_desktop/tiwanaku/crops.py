"""Crop candidates of a map whose areas are placed one by one (for `hidden_map.py`).

Candidates are 5-bit masks (bit v-1 for level v). Uncovered cells keep what their N8
neighbours leave them; a placed area's cells take 1..size, each level once (V3), and no two
N8 neighbours share a level (V4). After each area a search finds crops for every covered cell
(or gives up after a node budget, which counts as none): so the covered part always has crops,
and the last search's crops are the map's. The search tries the crops it found last time first,
so adding an area mostly extends them.
"""

from .solver import most_constrained

ALL_LEVELS = 0b11111


def _windows(g):
    """The 2x2 windows (four cells, each an N8 neighbour of the others) around each cell."""
    out = [[] for _ in range(g.n)]
    for r in range(g.rows - 1):
        for c in range(g.cols - 1):
            i = r * g.cols + c
            w = (i, i + 1, i + g.cols, i + g.cols + 1)
            for x in w:
                out[x].append(w)
    return out


class CropSearch:
    def __init__(self, g, cand, rng, budget):
        self.g = g
        self.cand = cand
        self.rng = rng
        self.budget = budget
        self.area = [()] * g.n  # the placed area holding each covered cell
        self.placed = []
        self.covered = []  # covered cells, in placing order
        self.windows = _windows(g)
        self.solution = [None] * g.n  # the last crops found, level per covered cell
        self.nodes = 0

    def start(self):
        """Propagate the known crops; False if they contradict each other."""
        return self._propagate(self.cand, [i for i, m in enumerate(self.cand) if _single(m)])

    def place(self, piece):
        """Cover `piece` with one area: the saved candidates (for `undo`) if the covered part
        still has crops, else None (and nothing changed)."""
        saved = self.cand
        cand = list(saved)
        mask = (1 << len(piece)) - 1
        for i in piece:
            cand[i] &= mask
            if not cand[i]:
                return None
        for i in piece:
            self.area[i] = piece
        self.placed.append(piece)
        self.covered.extend(piece)
        todo = [i for i in piece if _single(cand[i])]
        if self._propagate(cand, todo, (piece,)) and self._windows_differ(cand, piece):
            self.nodes = 0
            found = self._search(cand)
            if found is not None:
                self.cand = cand
                self.solution = [_LEVEL.get(m) for m in found]
                return saved
        self.undo(piece, saved)
        return None

    def undo(self, piece, saved):
        for i in piece:
            self.area[i] = ()
        self.placed.pop()
        del self.covered[-len(piece):]
        self.cand = saved

    def _search(self, cand):
        """Crops for every covered cell (single candidates), or None."""
        self.nodes += 1
        if self.nodes > self.budget:
            return None
        best = most_constrained(cand, self.covered)
        if best < 0:
            return cand
        m = cand[best]
        bits = [b for b in (1, 2, 4, 8, 16) if m & b]
        self.rng.shuffle(bits)
        last = self.solution[best]
        if last is not None and m & (1 << (last - 1)):
            bits.remove(1 << (last - 1))
            bits.insert(0, 1 << (last - 1))
        for b in bits:
            nxt = list(cand)
            nxt[best] = b
            if self._propagate(nxt, [best], (self.area[best],)):
                found = self._search(nxt)
                if found is not None:
                    return found
            if self.nodes > self.budget:
                return None
        return None

    def _propagate(self, cand, todo, changed=()):
        """Single candidates leave their N8 neighbours and area; a level with one place left
        in an area goes there (checked in the areas whose candidates changed, `changed` to
        begin with). False on a contradiction."""
        n8, area = self.g.n8, self.area
        check = set(changed)
        while True:
            while todo:
                x = todo.pop()
                b = cand[x]
                for peers in (n8[x], area[x]):
                    for y in peers:
                        cy = cand[y]
                        if y != x and cy & b:
                            cy &= ~b
                            if not cy:
                                return False
                            cand[y] = cy
                            if area[y]:
                                check.add(area[y])
                            if not cy & (cy - 1):
                                todo.append(y)
            for cells in check:
                for k in range(len(cells)):
                    b = 1 << k
                    where = -1
                    for y in cells:
                        if cand[y] & b:
                            if where >= 0:
                                break
                            where = y
                    else:
                        if where < 0:
                            return False
                        if cand[where] != b:
                            cand[where] = b
                            todo.append(where)
            check = set()
            if not todo:
                return True

    def _windows_differ(self, cand, cells):
        """Every 2x2 window around these cells can still hold four different levels (Hall's
        condition on its candidate sets)."""
        seen = set()
        for i in cells:
            for w in self.windows[i]:
                if w in seen:
                    continue
                seen.add(w)
                a, b, c, d = (cand[x] for x in w)
                if ((a | b | c | d).bit_count() < 4
                        or (a | b | c).bit_count() < 3 or (a | b | d).bit_count() < 3
                        or (a | c | d).bit_count() < 3 or (b | c | d).bit_count() < 3
                        or (a | b).bit_count() < 2 or (a | c).bit_count() < 2
                        or (a | d).bit_count() < 2 or (b | c).bit_count() < 2
                        or (b | d).bit_count() < 2 or (c | d).bit_count() < 2):
                    return False
        return True


_LEVEL = {1: 1, 2: 2, 4: 3, 8: 4, 16: 5}


def _single(m):
    return m and not m & (m - 1)
