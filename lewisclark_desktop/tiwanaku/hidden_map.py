"""Sampling a hidden map consistent with what a seat has seen (for determinization).

The map is built area by area, as a tiling: the first cell (column by column, top to bottom)
that no area covers yet gets an area of 1-5 connected uncovered cells and a terrain, so every
cell before it is settled and a dead end shows at once. Crops are not chosen while tiling:
every cell keeps a set of candidate levels (a 5-bit mask, known crops fixed), and placing an
area narrows its cells to 1..size, propagates as the crop solver does and then searches briefly
for crops of every covered cell (`crops.py`), so the covered part always has crops. An area is
refused when it
- mixes known terrains, or needs more tiles of its terrain than are left to place (exact public
  counts);
- has an N8 neighbour outside it of its own terrain, settled or known (V2, and an area is
  maximal);
- leaves the covered cells without crops (V3, V4), or takes a crop tile more than the box has
  (V5);
- leaves an uncovered cell with no terrain it could still take, a terrain with more tiles left
  than cells that could take it, or an uncovered known cell without room or tiles for an area
  as large as its lowest crop candidate.
The crops of the last search are the map's. Area sizes are tried with the generator's weights,
terrains by the square of their tiles left, crop levels at random.

Each attempt has a node budget; a failed attempt starts again on the same random stream with a
slightly larger budget, so it is complete in the limit (the true map is always a solution).
Nothing here reads the hidden table: the input is the public terrain and crops.
"""

from .board import CROP_TILES, MAX_AREA, TERRAINS
from .crops import ALL_LEVELS, CropSearch

SIZE_WEIGHTS = (1, 2, 3, 5, 6)  # the generator's weights for areas of 1-5 cells
NODE_BUDGET = 300  # areas placed or refused in a first attempt
GROWTH = 1.02  # the budget grows by this factor with every failed attempt
CROP_BUDGET = 60  # crop-search nodes per check in a first attempt (grows with it)
MAX_ATTEMPTS = 2000  # a safety stop (the budget is then huge)


class NoHiddenMap(RuntimeError):
    """No map consistent with the public information was found (a contradiction in it)."""


def sample_map(g, terrain, crop, left, rng, give_up=None):
    """(terrain, crop) lists for the whole board, extending the public `terrain` and `crop`
    (None where unknown) with exactly `left[t]` new cells of terrain t.

    rng: a random.Random. give_up: a callable polled between attempts; when it returns True
    the answer is None."""
    unknown = sum(1 for x in terrain if x is None)
    if unknown != sum(left) or min(left, default=0) < 0:
        raise NoHiddenMap(f"{unknown} undiscovered cells but {sum(left)} tiles to place")
    scale = 1.0
    for _ in range(MAX_ATTEMPTS):
        found, _spent = sample_attempt(g, terrain, crop, left, rng, scale)
        if found is not None:
            return found
        scale *= GROWTH
        if give_up is not None and give_up():
            return None
    raise NoHiddenMap("no hidden map consistent with this observation was found")


def sample_attempt(g, terrain, crop, left, rng, scale=1.0):
    """One attempt of `sample_map`, its budgets `scale` times a first attempt's: the map
    ((terrain, crop) lists) or None, and the search nodes it spent."""
    search = _Tiling(g, terrain, crop, left, rng, int(NODE_BUDGET * scale),
                     int(CROP_BUDGET * scale))
    return search.run(), search.nodes


class _Tiling:
    def __init__(self, g, terrain, crop, left, rng, budget, crop_budget):
        self.g = g
        self.known_t = terrain
        self.t = list(terrain)  # known terrain, then each area's as it is placed
        self.left = list(left)
        self.crops = CropSearch(g, [ALL_LEVELS if v is None else 1 << (v - 1) for v in crop],
                                rng, crop_budget)
        self.covered = [False] * g.n
        self.rng = rng
        self.budget = budget
        self.nodes = 0
        self.scan = sorted(range(g.n), key=lambda i: (i % g.cols, i // g.cols))
        self.areas_at_least = [0] * (MAX_AREA + 1)

    def run(self):
        if not self.crops.start() or not self._cover():
            return None
        return self.t, self.crops.solution

    def _cover(self):
        anchor = next((i for i in self.scan if not self.covered[i]), None)
        if anchor is None:
            return True
        for piece in self._pieces(anchor):
            fixed = {self.known_t[i] for i in piece if self.known_t[i] is not None}
            if len(fixed) > 1:
                continue
            size = len(piece)
            if any(self.areas_at_least[s] >= CROP_TILES[s - 1] for s in range(1, size + 1)):
                continue
            new = sum(1 for i in piece if self.known_t[i] is None)
            terrains = [x for x in (list(fixed) if fixed else self._terrain_order(new))
                        if self.left[x] >= new and self._apart(piece, x)]
            if not terrains:
                continue
            if self._spend():
                return False
            saved = self.crops.place(piece)
            if saved is None:
                continue
            for x in terrains:
                if self._settle(piece, x, new):
                    return True
                if self._out():
                    break
            self.crops.undo(piece, saved)
            if self._out():
                return False
        return False

    def _spend(self):
        self.nodes += 1
        return self._out()

    def _out(self):
        return self.nodes > self.budget

    def _settle(self, piece, x, new):
        """Place the area (its crops are placed) with terrain x, then the rest of the map."""
        self._spend()
        for i in piece:
            self.covered[i] = True
            self.t[i] = x
        self.left[x] -= new
        for s in range(1, len(piece) + 1):
            self.areas_at_least[s] += 1
        if self._tiles_fit() and self._cover():
            return True
        for s in range(1, len(piece) + 1):
            self.areas_at_least[s] -= 1
        self.left[x] += new
        for i in piece:
            self.covered[i] = False
            self.t[i] = self.known_t[i]
        return False

    def _tiles_fit(self):
        """Every uncovered cell can still take a terrain that no settled area of it touches
        (V2), each terrain's tiles left have that many such cells, and an uncovered known cell
        has room and tiles for an area as large as its lowest crop candidate."""
        room = [0] * len(TERRAINS)
        n8, t_of, covered, left = self.g.n8, self.t, self.covered, self.left
        can = [None] * self.g.n  # per uncovered cell: the terrains it may still take
        for i in range(self.g.n):
            if covered[i]:
                continue
            near = {t_of[y] for y in n8[i] if covered[y]}
            if self.known_t[i] is not None:
                if self.known_t[i] in near:
                    return False
                can[i] = (self.known_t[i],)
                continue
            can[i] = tuple(x for x in range(len(TERRAINS)) if x not in near)
            possible = False
            for x in can[i]:
                room[x] += 1
                possible = possible or left[x] > 0
            if not possible:
                return False
        if not all(room[x] >= left[x] for x in range(len(TERRAINS))):
            return False
        cand = self.crops.cand
        for i in range(self.g.n):
            if self.known_t[i] is not None and not covered[i]:
                m = cand[i]
                size = (m & -m).bit_length()
                if size > 1 and not self._area_fits(i, size, can):
                    return False
        return True

    def _area_fits(self, i, size, can):
        """Uncovered cell i of known terrain x can still grow an area of `size` cells: that many
        cells that may take x lie within reach, and enough tiles of x are left for them."""
        x = self.known_t[i]
        n4 = self.g.n4
        reach, frontier = {i}, [i]
        for _ in range(size - 1):
            nxt = []
            for a in frontier:
                for y in n4[a]:
                    if y not in reach and can[y] is not None and x in can[y]:
                        reach.add(y)
                        nxt.append(y)
            frontier = nxt
        if len(reach) < size:
            return False
        known = sum(1 for y in reach if self.known_t[y] == x)
        return self.left[x] >= size - min(known, size)

    def _apart(self, piece, x):
        """No cell of terrain x (settled or known) touches the area from outside (V2)."""
        inside = set(piece)
        t_of = self.t
        return not any(t_of[y] == x and y not in inside for i in piece for y in self.g.n8[i])

    def _terrain_order(self, new):
        """Terrains with enough tiles left, in a random order weighted by the tiles left."""
        options = [x for x in range(len(TERRAINS)) if self.left[x] >= new]
        keys = [self.rng.random() ** (1.0 / self.left[x] ** 2) for x in options]
        return [x for _, x in sorted(zip(keys, options), reverse=True)]

    def _pieces(self, anchor):
        """Connected sets of 1-5 uncovered cells holding the anchor, bigger sizes more likely
        first (the generator's weights), shapes in random order."""
        by_size = [[] for _ in range(MAX_AREA + 1)]
        seen = set()
        todo = [frozenset((anchor,))]
        n4, covered = self.g.n4, self.covered
        while todo:
            piece = todo.pop()
            if piece in seen:
                continue
            seen.add(piece)
            by_size[len(piece)].append(piece)
            if len(piece) < MAX_AREA:
                for i in piece:
                    for y in n4[i]:
                        if not covered[y] and y not in piece:
                            todo.append(piece | {y})
        sizes = [s for s in range(1, MAX_AREA + 1) if by_size[s]]
        keys = [self.rng.random() ** (1.0 / SIZE_WEIGHTS[s - 1]) for s in sizes]
        out = []
        for _, s in sorted(zip(keys, sizes), reverse=True):
            shapes = sorted(tuple(sorted(p)) for p in by_size[s])
            self.rng.shuffle(shapes)
            out += shapes
        return out


