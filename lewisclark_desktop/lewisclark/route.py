"""The route from behind Saint Louis to the Pacific coast, and Scout movement on it."""

RIVER, MOUNTAIN, MIXED = 1, 2, 3  # bit flags: MIXED counts as both
TERRAIN_NAMES = {RIVER: "river", MOUNTAIN: "mountain", MIXED: "mixed"}

REARMOST = 0
SAINT_LOUIS = 5
FORT_CLATSOP = 44
SPACES_BEYOND_FORT_CLATSOP = 10  # D13
LAST_SPACE = FORT_CLATSOP + SPACES_BEYOND_FORT_CLATSOP


def _build_terrain():
    t = [RIVER] * (LAST_SPACE + 1)
    for i in (23, 31):
        t[i] = MIXED
    for i in list(range(24, 31)) + list(range(37, 40)):
        t[i] = MOUNTAIN
    return tuple(t)


TERRAIN = _build_terrain()


def path(start, terrain, steps, occupied, skip_occupied=False):
    """The spaces a Scout enters, one per counted step, moving up to `steps` spaces of
    `terrain` (RIVER or MOUNTAIN) from `start`.

    Occupied spaces are counted (unless `skip_occupied`, Larocque: they are jumped for free).
    The move stops before the first space of the wrong terrain and the rest is lost (D7);
    moving past the last space is lost too (D13). Landing on an occupied space is resolved by
    the caller at the end of the whole action (D8).
    """
    out = []
    pos = start
    for _ in range(steps):
        nxt = pos + 1
        if skip_occupied:
            while nxt <= LAST_SPACE and nxt in occupied:
                nxt += 1
        if nxt > LAST_SPACE or not TERRAIN[nxt] & terrain:
            break
        pos = nxt
        out.append(pos)
    return out


def advance(start, terrain, steps, occupied, skip_occupied=False):
    """The space reached by moving the full `steps` (see `path`)."""
    entered = path(start, terrain, steps, occupied, skip_occupied)
    return entered[-1] if entered else start


def settle_forward(pos, occupied):
    """Landing on an occupied space: go on to the next free space, whatever its terrain (D8)."""
    p = pos
    while p in occupied and p < LAST_SPACE:
        p += 1
    if p in occupied:  # the coast is full: fall back to the nearest free space behind
        p = pos
        while p in occupied and p > REARMOST:
            p -= 1
    return p


def retreat(start, steps, occupied):
    """Encampment: go back `steps` spaces counting occupied ones, then on to the next free
    space behind; never past the rearmost space, where the Scout stops even if occupied (D9)."""
    pos = max(REARMOST, start - steps)
    while pos in occupied and pos > REARMOST:
        pos -= 1
    return pos
