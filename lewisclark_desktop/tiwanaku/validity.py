"""Pachamama's principles V1-V5 (spec §3) as a standalone check of a full hidden map."""

from .board import CROP_TILES, MAX_AREA, TERRAIN_CAPS, TERRAINS, area_index, areas


def violations(g, terrain, crop):
    """Every broken rule as (rule, message); an empty list means the map is valid.

    terrain: terrain index (0-3) per cell; crop: level (1-5) per cell.
    """
    out = []
    if len(terrain) != g.n or len(crop) != g.n:
        return [("size", f"the map must have {g.n} cells")]
    parts = areas(g, terrain)
    where = area_index(g, parts)
    for a in parts:
        if len(a) > MAX_AREA:
            out.append(("V1", f"area {g.name(a[0])} has {len(a)} cells (at most {MAX_AREA})"))
    for i in range(g.n):
        for j in g.n8[i]:
            if j > i and terrain[i] == terrain[j] and where[i] != where[j]:
                out.append(("V2", (f"{g.name(i)} and {g.name(j)} touch but are different "
                                   f"{TERRAINS[terrain[i]]} areas")))
    for a in parts:
        values = sorted(crop[i] for i in a)
        if values != list(range(1, len(a) + 1)):
            out.append(("V3", f"area {g.name(a[0])} of {len(a)} cells holds crops {values}"))
    for i in range(g.n):
        for j in g.n8[i]:
            if j > i and crop[i] == crop[j]:
                out.append(("V4", (f"{g.name(i)} and {g.name(j)} touch with the same crop "
                                   f"{crop[i]}")))
    for t, cap in enumerate(TERRAIN_CAPS):
        count = sum(1 for x in terrain if x == t)
        if count > cap:
            out.append(("V5", f"{count} {TERRAINS[t]} cells, the box has {cap} tiles"))
    sizes = [len(a) for a in parts]
    for level, cap in enumerate(CROP_TILES, 1):
        need = sum(1 for s in sizes if s >= level)
        if need > cap:
            out.append(("V5", f"{need} areas need a level-{level} crop, the box has {cap}"))
    return out


def is_valid(g, terrain, crop):
    return not violations(g, terrain, crop)
