"""Travel cards, transportation counters, the cost chart and the numbers of the game
(rules spec §1, §3, §7 and the binding decisions of §10)."""

from .board import TOWN_INDEX

# Card types; the first six are also the counter types (there is no raft counter).
TRANSPORTS = ("dragon", "unicorn", "troll", "elfcycle", "cloud", "pig")
CARD_TYPES = TRANSPORTS + ("raft",)
RAFT = CARD_TYPES.index("raft")
CARD_INDEX = {name: i for i, name in enumerate(CARD_TYPES)}
COUNTER_INDEX = {name: i for i, name in enumerate(TRANSPORTS)}

CARDS_PER_TYPE = (10, 10, 10, 10, 10, 10, 12)  # 72 travel cards
COUNTERS_PER_TYPE = 8  # 48 counters
TOTAL_CARDS = sum(CARDS_PER_TYPE)
TOTAL_COUNTERS = COUNTERS_PER_TYPE * len(TRANSPORTS)

# Cards of the counter's type needed to cross a road of each terrain; None: may not be placed.
COST = {
    "pig": {"plain": 1, "forest": 1, "desert": None, "mountain": None},
    "elfcycle": {"plain": 1, "forest": 1, "desert": None, "mountain": 2},
    "cloud": {"plain": 2, "forest": 2, "desert": None, "mountain": 1},
    "unicorn": {"plain": None, "forest": 1, "desert": 2, "mountain": 1},
    "troll": {"plain": 1, "forest": 2, "desert": 2, "mountain": 2},
    "dragon": {"plain": 1, "forest": 2, "desert": 1, "mountain": 1},
}
CARAVAN_CARDS = 3  # any cards (D7), never on water or an empty road
OBSTACLE_EXTRA = 1
RIVER_DOWNSTREAM, RIVER_UPSTREAM, LAKE_RAFTS = 1, 2, 2

HAND_SIZE = 8
DISPLAY_SIZE = 5  # D3: dealt once, kept through round ends, topped up whenever short
TAKES_PER_ROUND = 3
CARDS_KEPT = 4  # D6
COUNTERS_KEPT = 1  # D5
ROUNDS = 4  # D18
MIN_PLAYERS, MAX_PLAYERS = 2, 6  # D19
MARKERS_PER_PLAYER = 20

COLOURS = ("red", "blue", "green", "yellow", "purple", "black")

# D10: the twelve town cards of the destination variant (data, not code).
TOWN_CARDS = tuple(TOWN_INDEX[t] for t in (
    "beata", "ergeren", "grangor", "ixara", "jaccaranda", "mahdavikia", "strykhaven", "tichih",
    "usselen", "virst", "wylhien", "yttar"))

HIDDEN = -1  # an item whose identity the viewer cannot see (observations only)


def full_card_set():
    return [t for t, n in enumerate(CARDS_PER_TYPE) for _ in range(n)]


def full_counter_set():
    return [t for t in range(len(TRANSPORTS)) for _ in range(COUNTERS_PER_TYPE)]


def may_place(counter, terrain):
    """Can a counter of this type lie on a road of this terrain?"""
    return COST[TRANSPORTS[counter]].get(terrain) is not None
