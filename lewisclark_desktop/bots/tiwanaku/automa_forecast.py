"""Where the automa would land after a co-op Explore (spec §12.3), from public information.

The reaction is replayed on a scratch copy of the pawns: nearest automa first, each straight away
from P; a pawn that stops on an undiscovered cell is a discovery the automa would score. Ties
keep the engine's default order (N, E, S, W), which is what the bots answer.
"""

from types import SimpleNamespace

from ...tiwanaku.board import DIRECTION_ORDER
from ...tiwanaku.movement import automa_path, direction_from
from ...tiwanaku.state import AUTOMA, NONE


def automa_discoveries(o, src, dest, colour):
    """Undiscovered cells the automa would stop on if `colour` moved a pawn from src to dest."""
    g = o.grid
    pawns = list(o.pawns)
    if src is not None:
        pawns[src] = NONE
    pawns[dest] = colour
    pr, pc = divmod(dest, g.cols)
    snap = []
    for i, owner in enumerate(pawns):
        if owner == AUTOMA:
            r, c = divmod(i, g.cols)
            if r == pr or c == pc:
                d = direction_from(g, dest, i)
                snap.append((abs(r - pr) + abs(c - pc), DIRECTION_ORDER.index(d), i, d))
    if not snap:
        return []
    snap.sort()
    crop = list(o.crop)
    board = SimpleNamespace(grid=g, pawns=pawns, crop=crop)
    out = []
    for _, _, i, d in snap:
        stop = automa_path(board, i, d)
        if stop is None:
            continue
        pawns[i] = NONE
        pawns[stop] = AUTOMA
        if o.terrain[stop] is None:
            out.append(stop)
            crop[stop] = 0  # it will hold a crop: later automa pass over it
    return out
