"""Where a pawn may go (spec §7, D4, D6): a breadth-first search through pass-through cells."""

from .state import AUTOMA, NONE, cell_bits


def destinations(s, colour, start, direction=None, cells=None):
    """Stopping cells reachable by a pawn of `colour` from `start` (None = its stack).

    direction (co-op) forces the first step: a board pawn steps that way, a stack pawn enters on
    an edge cell whose neighbour opposite to the arrow is off the board. `cells` is
    passable_cells(s, colour), when the caller already has it."""
    g = s.grid
    if start is None:
        entries = g.edge_bits if direction is None else g.entry_bits[direction]
    elif direction is None:
        entries = g.n4_bits[start]
    else:
        entries = g.step_bits[direction][start]
    found, _ = flood(g, entries, 0 if start is None else 1 << start, *(cells or passable_cells(s, colour)))
    return cell_list(found)


def flood(g, entries, excluded, through, stop):
    """(stop cells reached, through cells passed) from the `entries` cells, never into
    `excluded`. Another colour (the automa included) blocks (D25): its cells are neither passed
    through nor stopped on. The cells passed are the through cells joined to the entries by
    through cells, grown a ring at a time; the cells reached are the entries and the
    neighbours of the cells passed."""
    passed = entries & through
    if not passed:
        return entries & stop, 0
    cols, east, west = g.cols, g.not_east, g.not_west
    todo = through & ~(passed | excluded)
    reach, x = 0, passed
    while x:
        x = (x << cols) | (x >> cols) | ((x & east) << 1) | ((x & west) >> 1)
        reach |= x
        x &= todo
        todo ^= x
        passed |= x
    return (entries | reach & ~excluded) & stop, passed


_BYTES = []  # _BYTES[k][b]: the cells of the bits b of byte k (cells 8k to 8k + 7)


def cell_list(bits):
    """The cells of a bit set, in order; a byte at a time."""
    while len(_BYTES) * 8 < bits.bit_length():
        k = len(_BYTES)
        _BYTES.append(tuple(tuple(8 * k + j for j in range(8) if b >> j & 1) for b in range(256)))
    out, byte = [], 0
    while bits:
        b = bits & 255
        if b:
            out += _BYTES[byte][b]
        bits >>= 8
        byte += 1
    return out


def own_pawns(s, colour):
    """The cells of colour's pawns, in order."""
    return cell_list(cell_bits(s)[2][colour])


def passable_cells(s, colour):
    """(cells a pawn of `colour` passes through: a crop or its own pawn, none of another colour;
    cells where it may stop: empty and without a crop), as bit sets."""
    crops, occupied, of, _ = cell_bits(s)
    return of[colour] | (crops & ~occupied), s.grid.full & ~(occupied | crops)


def automa_path(s, start, direction):
    """Where an automa pawn moving straight away stops (§12.3 step 4), or None if blocked."""
    step = s.grid.neighbour[direction]
    pawns, crop = s.pawns, s.crop
    x = step[start]
    while x is not None:
        owner = pawns[x]
        if owner != NONE and owner != AUTOMA:
            return None
        if crop[x] is None and owner == NONE:
            return x
        x = step[x]
    return None


def direction_from(g, p, cell):
    """Side of `cell` relative to P in their shared row or column: N, E, S or W."""
    pr, pc = divmod(p, g.cols)
    r, c = divmod(cell, g.cols)
    if r == pr:
        return "E" if c > pc else "W"
    return "S" if r > pr else "N"
