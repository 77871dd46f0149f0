"""Grid geometry, terrains and crops (spec §1-§2, D1, D2)."""

from functools import cache

TERRAINS = ("desert", "grass", "mountain", "swamp")  # D2: diversity-board column order
TERRAIN_LETTERS = "DGMS"
TERRAIN_CAPS = (17, 15, 15, 15)  # V5: tiles in the box
CROPS = ("potato", "coca", "chili", "corn", "quinoa")  # level = index + 1
CROP_TILES = (13, 12, 12, 10, 10)  # V5: crop tiles per level
MAX_AREA = 5
DIRECTIONS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
DIRECTION_ORDER = "NESW"  # D14 default order for equidistant automa pawns
SIZES = {"short": (5, 5), "long": (5, 9)}


class Grid:
    """A rows x cols board; cells are ints r * cols + c."""

    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.n = rows * cols
        self.n4 = tuple(tuple(self._around(i, False)) for i in range(self.n))
        self.n8 = tuple(tuple(self._around(i, True)) for i in range(self.n))
        self.edge = tuple(i for i in range(self.n) if self.is_edge(i))
        self.names = tuple(f"{chr(65 + i % cols)}{i // cols + 1}" for i in range(self.n))
        # Cell sets as bits (bit i = cell i), for flood fills that move whole sets at once.
        self.full = (1 << self.n) - 1
        self.edge_bits = sum(1 << i for i in self.edge)
        self.n4_bits = tuple(sum(1 << j for j in near) for near in self.n4)
        # entry_bits[d]: edge cells a stack pawn enters on, moving d (nothing on the board behind)
        self.entry_bits = {d: sum(1 << i for i in self.edge if self.step(i, OPPOSITE[d]) is None)
                           for d in DIRECTIONS}
        # step_bits[d][i]: the neighbour of cell i in direction d as a bit (0 off the board)
        self.step_bits = {d: tuple(0 if self.step(i, d) is None else 1 << self.step(i, d)
                                   for i in range(self.n)) for d in DIRECTIONS}
        # neighbour[d][i]: the neighbour of cell i in direction d, or None off the board
        self.neighbour = {d: tuple(self.step(i, d) for i in range(self.n)) for d in DIRECTIONS}
        self.line_bits = tuple(sum(1 << j for j in range(self.n)
                                   if j // cols == i // cols or j % cols == i % cols)
                               for i in range(self.n))  # the cells in cell i's row or column
        # manhattan[i][j]: the distance between cells i and j in steps along rows and columns
        self.manhattan = tuple(tuple(abs(i // cols - j // cols) + abs(i % cols - j % cols)
                                     for j in range(self.n)) for i in range(self.n))
        self.not_east = sum(1 << i for i in range(self.n) if i % cols < cols - 1)
        self.not_west = sum(1 << i for i in range(self.n) if i % cols > 0)
        self._index = {name: i for i, name in enumerate(self.names)}

    def _around(self, i, diagonal):
        r, c = divmod(i, self.cols)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr or dc) and (diagonal or not (dr and dc)):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < self.rows and 0 <= cc < self.cols:
                        yield rr * self.cols + cc

    def is_edge(self, i):
        r, c = divmod(i, self.cols)
        return r in (0, self.rows - 1) or c in (0, self.cols - 1)

    def step(self, i, direction):
        """The neighbour of cell i in direction N/E/S/W, or None off the board."""
        dr, dc = DIRECTIONS[direction]
        r, c = divmod(i, self.cols)
        r, c = r + dr, c + dc
        if 0 <= r < self.rows and 0 <= c < self.cols:
            return r * self.cols + c
        return None

    def name(self, i):
        return self.names[i]

    def parse(self, text):
        """'B3' -> cell; ValueError with the reason otherwise."""
        if type(text) is str and text in self._index:  # the usual case: a name this grid made
            return self._index[text]
        t = str(text).strip().upper()
        if len(t) < 2 or not t[0].isalpha() or not t[1:].isdigit():
            raise ValueError(f"{text!r} is not a cell name like B3")
        c, r = ord(t[0]) - 65, int(t[1:]) - 1
        if not (0 <= c < self.cols and 0 <= r < self.rows):
            raise ValueError(f"{t} is off the {self.rows}x{self.cols} board")
        return r * self.cols + c


@cache
def grid(rows, cols):
    return Grid(rows, cols)


def areas(g, terrain):
    """Maximal N4-connected groups of equal terrain: list of sorted cell tuples."""
    seen = [False] * g.n
    out = []
    for i in range(g.n):
        if seen[i]:
            continue
        seen[i] = True
        group, todo = [i], [i]
        while todo:
            x = todo.pop()
            for y in g.n4[x]:
                if not seen[y] and terrain[y] == terrain[i]:
                    seen[y] = True
                    group.append(y)
                    todo.append(y)
        out.append(tuple(sorted(group)))
    return out


def area_index(g, area_list):
    """cell -> index of its area."""
    idx = [0] * g.n
    for k, a in enumerate(area_list):
        for i in a:
            idx[i] = k
    return idx
