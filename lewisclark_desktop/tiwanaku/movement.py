"""Where a pawn may go (spec §7, D4, D6): a breadth-first search through pass-through cells."""

from .state import AUTOMA, NONE

OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def passes_through(s, cell, colour):
    return s.crop[cell] is not None or s.pawns[cell] == colour


def destinations(s, colour, start, direction=None, cells=None):
    """Stopping cells reachable by a pawn of `colour` from `start` (None = its stack).

    direction (co-op) forces the first step: a board pawn steps that way, a stack pawn enters on
    an edge cell whose neighbour opposite to the arrow is off the board. `cells` is
    passable_cells(s, colour), when the caller already has it."""
    g = s.grid
    if start is None:
        if direction is None:
            entries = g.edge_bits
        else:
            entries = sum(1 << i for i in g.edge if g.step(i, OPPOSITE[direction]) is None)
    elif direction is None:
        entries = g.n4_bits[start]
    else:
        nxt = g.step(start, direction)
        entries = 0 if nxt is None else 1 << nxt
    through, stop = cells or passable_cells(s, colour)
    # Breadth first, one ring of cells at a time; another colour (the automa included) blocks
    # (D25): its cells are neither passed through nor stopped on.
    seen = entries | (0 if start is None else 1 << start)
    ring, found = entries, 0
    cols, east, west, unseen = g.cols, g.not_east, g.not_west, g.full & ~seen
    while ring:
        found |= ring & stop
        x = ring & through  # their N4 neighbours are the next ring
        ring = ((x << cols) | (x >> cols) | ((x & east) << 1) | ((x & west) >> 1)) & unseen
        unseen &= ~ring
    out = []
    while found:
        low = found & -found
        out.append(low.bit_length() - 1)
        found ^= low
    return out


def passable_cells(s, colour):
    """(cells a pawn of `colour` passes through: a crop or its own pawn, none of another colour;
    cells where it may stop: empty and without a crop), as bit sets."""
    through = stop = 0
    bit = 1
    for crop, owner in zip(s.crop, s.pawns):
        if owner == colour or (owner == NONE and crop is not None):
            through |= bit
        elif owner == NONE:
            stop |= bit
        bit <<= 1
    return through, stop


def automa_path(s, start, direction):
    """Where an automa pawn moving straight away stops (§12.3 step 4), or None if blocked."""
    g = s.grid
    x = g.step(start, direction)
    while x is not None:
        owner = s.pawns[x]
        if owner != NONE and owner != AUTOMA:
            return None
        if s.crop[x] is None and owner == NONE:
            return x
        x = g.step(x, direction)
    return None


def direction_from(g, p, cell):
    """Side of `cell` relative to P in their shared row or column: N, E, S or W."""
    pr, pc = divmod(p, g.cols)
    r, c = divmod(cell, g.cols)
    if r == pr:
        return "E" if c > pc else "W"
    return "S" if r > pr else "N"
