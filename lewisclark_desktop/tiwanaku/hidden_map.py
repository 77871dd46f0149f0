"""Sampling a hidden map consistent with what a seat has seen (for determinization).

The map is built area by area, as a tiling: the first cell (column by column, top to bottom)
that no area covers yet gets an area of 1-5 connected uncovered cells, a terrain and its crops
1..size, so every cell before it is settled and a dead end shows at once. An area is refused
when it
- mixes known terrains, or needs more tiles of its terrain than are left to place (exact public
  counts);
- has an N8 neighbour outside it of its own terrain, settled or known (V2, and an area is
  maximal);
- cannot hold its known crops (one larger than its size, or two equal ones), or puts a crop
  next to an equal one (V3, V4);
- takes a crop tile more than the box has (V5);
- leaves an uncovered cell with no crop or no terrain it could still take, or a terrain with
  more tiles left than cells that could take it.
Area sizes are tried with the generator's weights, terrains by the square of their tiles left,
crops at random. When the rest of the map fails, other crops for the same area are not tried.

Each attempt has a small node budget; a failed attempt starts again on the same random stream
with a slightly larger budget (many short random attempts beat one long backtrack here), so it
is complete in the limit (the true map is always a solution). Early long boards still need a
few hundred attempts (seconds): see benchmarks/tiwanaku_determinize.py. Nothing here reads the
hidden table: the input is the public terrain and crops.
"""

from .board import CROP_TILES, MAX_AREA, TERRAINS

SIZE_WEIGHTS = (1, 2, 3, 5, 6)  # the generator's weights for areas of 1-5 cells
NODE_BUDGET = 100  # areas placed or refused in a first attempt
GROWTH = 1.01  # the budget grows by this factor with every failed attempt
MAX_ATTEMPTS = 2000  # a safety stop (the budget is then huge)


class NoHiddenMap(RuntimeError):
    """No map consistent with the public information was found (a contradiction in it)."""


def sample_map(g, terrain, crop, left, rng, stats=None, give_up=None):
    """(terrain, crop) lists for the whole board, extending the public `terrain` and `crop`
    (None where unknown) with exactly `left[t]` new cells of terrain t.

    rng: a random.Random. stats (a dict) receives 'attempts' and 'nodes'. give_up: a callable
    polled between attempts; when it returns True the answer is None."""
    unknown = sum(1 for x in terrain if x is None)
    if unknown != sum(left) or min(left, default=0) < 0:
        raise NoHiddenMap(f"{unknown} undiscovered cells but {sum(left)} tiles to place")
    budget = NODE_BUDGET
    nodes = 0
    for attempt in range(1, MAX_ATTEMPTS + 1):
        search = _Tiling(g, terrain, crop, left, rng, int(budget))
        found = search.run()
        nodes += search.nodes
        if found is not None:
            if stats is not None:
                stats.update(attempts=attempt, nodes=nodes)
            return found
        budget *= GROWTH
        if give_up is not None and give_up():
            return None
    raise NoHiddenMap("no hidden map consistent with this observation was found")


class _Tiling:
    def __init__(self, g, terrain, crop, left, rng, budget):
        self.g = g
        self.known_t = terrain
        self.known_c = crop
        self.t = list(terrain)  # known terrain, then each area's as it is placed
        self.c = list(crop)
        self.covered = [False] * g.n
        self.left = list(left)
        self.rng = rng
        self.budget = budget
        self.nodes = 0
        self.scan = sorted(range(g.n), key=lambda i: (i % g.cols, i // g.cols))
        self.areas_at_least = [0] * (MAX_AREA + 1)

    def run(self):
        return (self.t, self.c) if self._cover() else None

    def _cover(self):
        anchor = self._anchor()
        if anchor is None:
            return True
        for piece in self._pieces(anchor):
            fixed = {self.known_t[i] for i in piece if self.known_t[i] is not None}
            if len(fixed) > 1:
                continue
            crops = [self.known_c[i] for i in piece if self.known_c[i] is not None]
            if len(set(crops)) < len(crops) or any(v > len(piece) for v in crops):
                continue  # V3: each of 1..size once
            if any(self.areas_at_least[s] >= CROP_TILES[s - 1] for s in range(1, len(piece) + 1)):
                continue
            new = sum(1 for i in piece if self.known_t[i] is None)
            terrains = list(fixed) if fixed else self._terrain_order(new)
            for x in terrains:
                self.nodes += 1
                if self.nodes > self.budget:
                    return False
                if self.left[x] < new or not self._apart(piece, x):
                    continue
                if self._settle(piece, x, new):
                    return True
                if self.nodes > self.budget:
                    return False
        return False

    def _settle(self, piece, x, new):
        """Place the area with terrain x, then its crops and the rest of the map."""
        for i in piece:
            self.covered[i] = True
            self.t[i] = x
        self.left[x] -= new
        for s in range(1, len(piece) + 1):
            self.areas_at_least[s] += 1
        cells = sorted(piece, key=lambda i: self.known_c[i] is None)  # known crops first
        values = [v for v in range(1, len(piece) + 1)
                  if v not in {self.known_c[i] for i in piece}]
        if self._tiles_fit() and self._crops(cells, 0, values):
            return True
        for s in range(1, len(piece) + 1):
            self.areas_at_least[s] -= 1
        self.left[x] += new
        for i in piece:
            self.covered[i] = False
            self.t[i] = self.known_t[i]
        return False

    def _crops(self, cells, j, values):
        """Crops for the area's cells; True when the whole map is done, False when no crops
        fit, None when they fit but the rest of the map failed (other crops for this area are
        not tried: a new attempt explores more than such a retry would)."""
        if j == len(cells):
            return self._cover() or None
        i = cells[j]
        if self.known_c[i] is not None:
            return self._crops(cells, j + 1, values)
        n8, c_of = self.g.n8[i], self.c
        options = [v for v in values if all(c_of[y] != v for y in n8)]
        self.rng.shuffle(options)
        for v in options:
            c_of[i] = v
            values.remove(v)
            done = self._room_around(i) and self._crops(cells, j + 1, values)
            values.append(v)
            if done or done is None:
                if not done:
                    c_of[i] = None
                return done
        c_of[i] = None
        return False

    def _tiles_fit(self):
        """Every uncovered cell can still take a terrain that no settled area of it touches
        (V2), and each terrain's tiles left have that many such cells."""
        room = [0] * len(TERRAINS)
        n8, t_of, covered, left = self.g.n8, self.t, self.covered, self.left
        for i in range(self.g.n):
            if covered[i]:
                continue
            near = {t_of[y] for y in n8[i] if covered[y]}
            if self.known_t[i] is not None:
                if self.known_t[i] in near:
                    return False
                continue
            possible = False
            for x in range(len(TERRAINS)):
                if x not in near:
                    room[x] += 1
                    possible = possible or left[x] > 0
            if not possible:
                return False
        return all(room[x] >= left[x] for x in range(len(TERRAINS)))

    def _anchor(self):
        """The first uncovered cell in column order (None when the map is covered)."""
        return next((i for i in self.scan if not self.covered[i]), None)

    def _room_around(self, i):
        """Every uncovered cell around i can still take some crop (V4: not all five next to
        it)."""
        n8, c_of, covered = self.g.n8, self.c, self.covered
        for y in n8[i]:
            if not covered[y] and c_of[y] is None and len({c_of[z] for z in n8[y]} - {None}) == 5:
                return False
        return True

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
            shapes = sorted(by_size[s], key=sorted)
            self.rng.shuffle(shapes)
            out += shapes
        return out
