"""The eight Village locations (D4 circles) and the solo badge tokens (D19)."""

from .resources import EQUIPMENT, FOOD, FUR, WOOD

LOCATIONS = ("hunting", "craftsmanship", "gift", "farewell", "shamanism", "upgrade", "canoe", "horse")
LOCATION_INDEX = {name: i for i, name in enumerate(LOCATIONS)}
HUNTING, CRAFTSMANSHIP, GIFT, FAREWELL, SHAMANISM, UPGRADE, CANOE_MAKING, HORSE_TRADE = range(8)

UNLIMITED_CIRCLES = 0
# Circles per location; the unlimited ones take 1-3 Indians in one action (D4).
CIRCLES = (1, 1, 1, 1, 1, 2, UNLIMITED_CIRCLES, UNLIMITED_CIRCLES)
MAX_INDIANS_PER_PLACEMENT = 3

# D19: badge token shown by each location in the solo game while it holds an Indian.
SOLO_BADGES = (FOOD, EQUIPMENT, FUR, FUR, FOOD, WOOD, WOOD, EQUIPMENT)

FAREWELL_MAX_DISCARDS = 3
UPGRADE_WOOD_COST = 3
CANOE_WOOD_COST = 2
HORSE_TRADE_KINDS = 3


def free_circles(location, occupants):
    if CIRCLES[location] == UNLIMITED_CIRCLES:
        return MAX_INDIANS_PER_PLACEMENT
    return CIRCLES[location] - occupants
