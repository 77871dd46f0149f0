"""Boats: the printed boats of the expedition board, the boat tiles, and the set-up time of the
best arrangement of resources and Indians (D21: the player never arranges by hand)."""

from itertools import combinations

# Time rules.
FREE, FLAT, PER_ITEM = 0, 1, 2
UNLIMITED = 10**6

# (capacity, time rule) of the printed boats (D6: second Indian boat unlimited, 1 per Indian).
PRINTED_RESOURCE_BOATS = ((3, FREE), (3, FLAT), (5, PER_ITEM))
PRINTED_INDIAN_BOATS = ((1, FREE), (UNLIMITED, PER_ITEM))

# Boat tiles: kind -> (capacity, time rule). Side is fixed when the tile is taken.
TILE_SIDES = {
    "res2": (2, FREE),
    "res5": (5, FLAT),
    "ind1": (1, FREE),
    "ind3": (3, FLAT),
}
RESOURCE_TILE_SIDES = ("res2", "res5")
INDIAN_TILE_SIDES = ("ind1", "ind3")
TILES_PER_KIND = 6


def resource_boats(tiles):
    return PRINTED_RESOURCE_BOATS + tuple(TILE_SIDES[t] for t in tiles if t.startswith("res"))


def indian_boats(tiles):
    return PRINTED_INDIAN_BOATS + tuple(TILE_SIDES[t] for t in tiles if t.startswith("ind"))


def resource_capacity(tiles):
    return sum(cap for cap, _ in resource_boats(tiles))


def best_time(count, boats):
    """Least time to carry `count` items in `boats` (None if they do not fit)."""
    free = sum(cap for cap, rule in boats if rule == FREE)
    rest = count - free
    if rest <= 0:
        return 0
    flats = [cap for cap, rule in boats if rule == FLAT]
    per_item = sum(cap for cap, rule in boats if rule == PER_ITEM)
    best = None
    # Flat boats cost 1 each whatever they hold; try every subset (there are few of them).
    for k in range(len(flats) + 1):
        for chosen in combinations(sorted(flats, reverse=True), k):
            left = max(0, rest - sum(chosen))
            if left > per_item:
                continue
            t = k + left
            if best is None or t < best:
                best = t
    return best


def boat_time(resources_held, indians_held, tiles):
    boats = resource_boats(tiles)
    capacity = sum(cap for cap, _ in boats)
    # Over capacity only while the player chooses what to drop: count the excess 1 day each.
    excess = max(0, resources_held - capacity)
    r = best_time(resources_held - excess, boats) + excess
    return r + best_time(indians_held, indian_boats(tiles))


def arrangement(count, boats):
    """One best arrangement: list of item counts per boat (for display). Among arrangements
    of the same time the boats fill in their order: a flat boat (the second printed one) before
    the per-item boat, as a player loads them."""
    target = best_time(count, boats)
    if target is None:
        return None
    fill = [0] * len(boats)
    left = count
    order = [i for i, (_, r) in enumerate(boats) if r == FREE]
    for i in order:
        take = min(left, boats[i][0])
        fill[i] = take
        left -= take
    if left:
        flats = [i for i, (_, r) in enumerate(boats) if r == FLAT]
        per = [i for i, (_, r) in enumerate(boats) if r == PER_ITEM]
        for k in range(len(flats), -1, -1):  # the most flat boats first: see the docstring
            for chosen in combinations(flats, k):
                rest = left - sum(boats[i][0] for i in chosen)
                rest = max(0, rest)
                if k + rest == target and rest <= sum(boats[i][0] for i in per):
                    rem = left
                    for i in chosen:
                        fill[i] = min(rem, boats[i][0])
                        rem -= fill[i]
                    for i in per:
                        fill[i] = min(rem, boats[i][0])
                        rem -= fill[i]
                    return fill
    return fill
