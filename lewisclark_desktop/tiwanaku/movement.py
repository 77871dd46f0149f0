"""Where a pawn may go (spec §7, D4, D6): a breadth-first search through pass-through cells."""

from .state import AUTOMA, NONE

OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def passes_through(s, cell, colour):
    return s.crop[cell] is not None or s.pawns[cell] == colour


def destinations(s, colour, start, direction=None):
    """Stopping cells reachable by a pawn of `colour` from `start` (None = its stack).

    direction (co-op) forces the first step: a board pawn steps that way, a stack pawn enters on
    an edge cell whose neighbour opposite to the arrow is off the board."""
    g = s.grid
    if start is None:
        if direction is None:
            entries = list(g.edge)
        else:
            entries = [i for i in g.edge if g.step(i, OPPOSITE[direction]) is None]
    elif direction is None:
        entries = list(g.n4[start])
    else:
        nxt = g.step(start, direction)
        entries = [] if nxt is None else [nxt]
    seen = [False] * g.n
    for x in entries:
        seen[x] = True
    if start is not None:
        seen[start] = True
    crop, pawns, n4 = s.crop, s.pawns, g.n4
    out = []
    todo = list(entries)
    while todo:
        x = todo.pop()
        owner = pawns[x]
        if owner != NONE and owner != colour:
            continue  # another colour, the automa included, blocks (D25)
        if crop[x] is not None or owner == colour:  # passes_through, inlined: the hot loop
            for y in n4[x]:
                if not seen[y]:
                    seen[y] = True
                    todo.append(y)
        else:
            out.append(x)
    out.sort()
    return out


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
