"""The scenario generator (spec §4): a hidden map with one crop solution, hints, co-op data."""

from .board import CROP_TILES, DIRECTION_ORDER, SIZES, TERRAIN_CAPS, TERRAINS, grid
from .genrng import GenRng
from .scenario import DIFFICULTIES, MAX_SEED, MODES, Scenario, parse_code
from .solver import Puzzle

GENERATOR_VERSION = 1
MAX_ATTEMPTS = 500
MAX_PARTITIONS = 100_000
SIZE_WEIGHTS = (1, 2, 3, 5, 6)  # target piece sizes 1..5
AREA_BOUNDS = {"short": (5, 9), "long": (9, 13)}
MIN_CELLS_PER_TERRAIN = {"short": 1, "long": 6}
HINT_TARGETS = {("short", "easy"): 7, ("short", "normal"): 5,
                ("long", "easy"): 12, ("long", "normal"): 9}
HARD_LIMITS = {("short", "competitive"): 4, ("long", "competitive"): 7, ("long", "coop"): 9}
AUTOMA_CELLS = 5
HINT_TRIES = 4  # hint sets (and co-op automa cells) tried on one map before dropping it
COLOUR_BUDGET = 4000  # backtracking nodes before the attempt is dropped
CROP_BUDGET = 300  # crop-search nodes before a partition is dropped (cuts a heavy tail)


class GeneratorError(RuntimeError):
    """No scenario after MAX_ATTEMPTS attempts."""


def generate(board, seed, difficulty="normal", mode="competitive"):
    """A Scenario for board 'short' or 'long'; the same arguments give the same scenario."""
    if board not in SIZES:
        raise ValueError(f"unknown board {board!r}: use short or long")
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}: use easy, normal or hard")
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}: use competitive or coop")
    if mode == "coop" and board != "long":
        raise ValueError("co-operative and solo games use the long board (D11)")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}")
    g = grid(*SIZES[board])
    rng = GenRng(seed)
    for _ in range(MAX_ATTEMPTS):
        made = _attempt(g, rng, board, difficulty, mode)
        if made:
            terrain, crop, hints, automa = made
            return _emit(g, rng, board, seed, difficulty, mode, terrain, crop, hints, automa)
    raise GeneratorError(f"no {board} {difficulty} {mode} map after {MAX_ATTEMPTS} attempts")


def _attempt(g, rng, board, difficulty, mode):
    pieces = plausible_partition(g, rng, board)
    terrain = colour(g, rng, pieces, MIN_CELLS_PER_TERRAIN[board])
    if terrain is None:
        return None
    puzzle = Puzzle(g, terrain)
    found = puzzle.solutions({}, 1, rng, budget=CROP_BUDGET)
    if not found:
        return None
    crop = found[0]
    for _ in range(HINT_TRIES):  # a solvable map is dear: try other hints on it first
        forced = automa_cells(g, rng) if mode == "coop" else []
        if forced is None:
            continue
        hints = choose_hints(g, rng, puzzle, crop, forced, board, difficulty, mode)
        if hints is not None:
            return terrain, crop, hints, forced
    return None


def plausible_partition(g, rng, board):
    """Step 1 repeated until the pieces pass the cheap tests (area counts, 2x2 windows).

    These quick redraws are not counted as attempts: an attempt is a partition that reaches the
    crop solver."""
    low, high = AREA_BOUNDS[board]
    for _ in range(MAX_PARTITIONS):
        pieces = partition(g, rng)
        if (low <= len(pieces) <= high and _crop_tiles_suffice(pieces)
                and windows_can_differ(g, pieces)):
            return pieces
    raise GeneratorError(f"no plausible {board} partition after {MAX_PARTITIONS} draws")


def partition(g, rng):
    """Pieces of 1-5 cells covering the grid (step 1)."""
    free = [True] * g.n
    pieces = []
    left = g.n
    while left:
        best, ties = 9, []
        for i in range(g.n):
            if free[i]:
                k = sum(1 for j in g.n4[i] if free[j])
                if k < best:
                    best, ties = k, [i]
                elif k == best:
                    ties.append(i)
        start = rng.choice(ties)
        target = rng.weighted((1, 2, 3, 4, 5), SIZE_WEIGHTS)
        piece = [start]
        free[start] = False
        while len(piece) < target:
            frontier = sorted({j for i in piece for j in g.n4[i] if free[j]})
            if not frontier:
                break
            j = rng.choice(frontier)
            free[j] = False
            piece.append(j)
        left -= len(piece)
        pieces.append(tuple(sorted(piece)))
    return pieces


def _crop_tiles_suffice(pieces):
    sizes = [len(p) for p in pieces]
    return all(sum(1 for s in sizes if s >= level) <= cap
               for level, cap in enumerate(CROP_TILES, 1))


def windows_can_differ(g, pieces):
    """Quick V4 test: every 2x2 window needs 4 different crops, so at most k of its cells may
    lie in areas of size <= k (saves running the crop solver on hopeless partitions)."""
    size = [0] * g.n
    for p in pieces:
        for i in p:
            size[i] = len(p)
    for r in range(g.rows - 1):
        for c in range(g.cols - 1):
            i = r * g.cols + c
            window = sorted((size[i], size[i + 1], size[i + g.cols], size[i + g.cols + 1]))
            if any(s <= k for k, s in enumerate(window)):
                return False
    return True


def colour(g, rng, pieces, min_cells):
    """Terrain per cell with N8-linked pieces different (V2), caps (V5), every terrain present."""
    owner = [0] * g.n
    for k, p in enumerate(pieces):
        for i in p:
            owner[i] = k
    links = [set() for _ in pieces]
    for i in range(g.n):
        for j in g.n8[i]:
            if owner[i] != owner[j]:
                links[owner[i]].add(owner[j])
    order = sorted(range(len(pieces)), key=lambda k: (-len(links[k]), k))
    prefs = []
    for _ in order:
        p = list(range(len(TERRAINS)))
        rng.shuffle(p)
        prefs.append(p)
    chosen = [-1] * len(pieces)
    cells = [0] * len(TERRAINS)
    remaining = [sum(len(pieces[k]) for k in order[d:]) for d in range(len(order) + 1)]
    budget = [COLOUR_BUDGET]

    def place(depth):
        budget[0] -= 1
        if budget[0] < 0:
            return False
        need = sum(max(0, min_cells - c) for c in cells)
        if need > remaining[depth]:
            return False
        if depth == len(order):
            return True
        k = order[depth]
        size = len(pieces[k])
        for t in prefs[depth]:
            if cells[t] + size > TERRAIN_CAPS[t]:
                continue
            if any(chosen[m] == t for m in links[k]):
                continue
            chosen[k] = t
            cells[t] += size
            if place(depth + 1):
                return True
            chosen[k] = -1
            cells[t] -= size
        return False

    if not place(0):
        return None
    terrain = [0] * g.n
    for k, p in enumerate(pieces):
        for i in p:
            terrain[i] = chosen[k]
    return terrain


def automa_cells(g, rng, tries=50):
    """D22: 5 inner cells in distinct columns, no two N8 neighbours, by column then row."""
    inner_cols = list(range(1, g.cols - 1))
    for _ in range(tries):
        cols = list(inner_cols)
        rng.shuffle(cols)
        picked = sorted((c, 1 + rng.below(g.rows - 2)) for c in cols[:AUTOMA_CELLS])
        cells = [r * g.cols + c for c, r in picked]
        if all(j not in g.n8[i] for i in cells for j in cells):
            return cells
    return None


def choose_hints(g, rng, puzzle, crop, forced, board, difficulty, mode):
    """Step 4: a unique set of start cells meeting the difficulty's count and grade."""
    hints = dict.fromkeys(forced)
    givens = {i: crop[i] for i in hints}
    while True:
        sols = puzzle.solutions(givens, 2)
        if len(sols) == 1:
            break
        a, b = sols
        diff = [i for i in range(g.n) if a[i] != b[i]]
        cell = rng.choice(diff)
        givens[cell] = crop[cell]
    droppable = sorted(set(givens) - set(forced))
    rng.shuffle(droppable)
    for cell in droppable:
        trial = dict(givens)
        del trial[cell]
        if puzzle.count(trial) == 1:
            givens = trial
    if difficulty == "hard":
        if len(givens) > HARD_LIMITS[(board, mode)]:
            return None
        return sorted(givens)
    target = HINT_TARGETS[(board, difficulty)]
    if len(givens) > target:
        return None
    while len(givens) < target:
        cand = puzzle.logic(givens)
        unsolved = [i for i in range(g.n) if i not in givens and cand[i] & (cand[i] - 1)]
        pool = unsolved or [i for i in range(g.n) if i not in givens]
        quiet = [i for i in pool if not any(j in givens for j in g.n8[i])]
        cell = rng.choice(quiet or pool)
        givens[cell] = crop[cell]
    if not puzzle.logic_solves(givens):
        return None
    return sorted(givens)


def tile_arrows(rng, to_discover):
    """D23: per terrain, floor(n/4) arrows each way, the rest distinct random, then shuffled."""
    out = {}
    for t in TERRAINS:
        n = to_discover[t]
        dirs = list(DIRECTION_ORDER) * (n // 4)
        extra = list(DIRECTION_ORDER)
        rng.shuffle(extra)
        dirs += extra[:n % 4]
        rng.shuffle(dirs)
        out[t] = tuple(dirs)
    return out


def _emit(g, rng, board, seed, difficulty, mode, terrain, crop, hints, automa):
    totals = {t: sum(1 for x in terrain if x == k) for k, t in enumerate(TERRAINS)}
    to_discover = {t: totals[t] - sum(1 for i in hints if terrain[i] == k)
                   for k, t in enumerate(TERRAINS)}
    arrows, omits = {}, None
    if mode == "coop":
        arrows = tile_arrows(rng, to_discover)
        top = max(crop[i] for i in automa)
        omits = next(i for i in automa if crop[i] == top)
    return Scenario(board, g.rows, g.cols, difficulty, mode, seed, GENERATOR_VERSION,
                    tuple(terrain), tuple(crop), tuple(hints), tuple(automa), omits,
                    tuple(sorted(arrows.items())))


def from_code(text):
    """The scenario a code such as "L-N-O-123" names (ValueError for a code that names none)."""
    size, difficulty, mode, seed = parse_code(text)
    return generate(size, seed, difficulty, mode)
