"""How good a position looks for one player: the value function of the Easy, Normal and Hard bots.

Units are route spaces. The Scout is the real measure of progress (the Camp only follows it and
decides the win), so a player is worth roughly

    Scout + fuel for the route ahead + horses within reach + characters - days at the next camp

* **Fuel** is what the Commander burns: Canoes and Food carry the Scout along River spaces, Horses
  over Mountain spaces. Fuel is counted only as far as the route ahead needs it (Food is worth
  nothing in the Rockies, Horses nothing on the last river), and below one space per space,
  so that moving always beats hoarding.
* **Potential Horses**: while Mountains lie ahead, an Indian in the boats and three different
  resources make a Horse at the Horse Trade. They count at a discount (it still takes an action),
  and a partial set (kinds held, an Indian at hand) earns partial credit: this gradient is what
  makes the bot chain Interpreter → collect a missing kind → Horse Trade → Commander.
* **Days** are the set-up time of the boats (paid at the next camp) and a little per card in hand.
* **Characters** are worth what they do; horse makers and mountain movers only while Mountains
  are still ahead.

Only the player's own observation is needed: opponents' hidden cards are never looked at.
"""

from ...lewisclark import boats
from ...lewisclark.cards import CARDS, STRENGTH
from ...lewisclark.resources import CANOE, EQUIPMENT, FOOD, FUR, HORSE, WOOD
from ...lewisclark.route import FORT_CLATSOP, LAST_SPACE, MOUNTAIN, TERRAIN

WIN = 100_000.0
GOAL = FORT_CLATSOP + 1  # the Scout must end a bit beyond the fort to camp on it

PARTIAL_KIND_CREDIT = 0.30  # per different resource kind towards the next Horse
PARTIAL_INDIAN_CREDIT = 0.45  # an Indian ready for the next Horse Trade
SPARE_RESOURCE_WEIGHT = 0.12  # any other resource (recruiting, trading)
BOAT_DAYS_WEIGHT = 1.0  # boat set-up time is partly spent away before camping
HAND_DAYS_WEIGHT = 0.22  # cards still in hand at the next camp cost a day each
FIRST_INDIAN_VALUE = 0.3  # the free Indian boat: strength and Village actions
EXTRA_INDIAN_VALUE = 0.35
RIVAL_WEIGHT = 0.25
CARD_WEIGHT = 1.0


def _effective_terrain():
    """Mixed spaces count as the terrain of the space before them (that is how one arrives)."""
    eff = []
    prev = 1
    for t in TERRAIN:
        if t == 3:
            t = prev
        eff.append(t)
        prev = t
    return tuple(eff)


EFFECTIVE = _effective_terrain()

RIVER_MOVERS = {
    "joseph-barter": 3.0, "j-baptiste-deschamps": 2.5, "hawks-feather": 3.0, "comcomly": 2.5,
    "man-crow": 1.5, "moses-b-reed": 1.5, "john-robertson": 1.5, "black-buffalo": 2.0,
    "watkuweis": 2.5, "daniel-boone": 1.5, "half-man": 1.5, "richard-warfington": 1.0,
    "cutssahnem": 2.0, "little-thief": 1.5, "nicholas-jarrot": 2.0, "john-newman": 1.0,
}
MOUNTAIN_HELPERS = {
    "old-toby": 3.0, "james-mackay": 3.0, "coboway": 3.0, "crow-at-rest": 2.0,
    "pierre-dorion": 2.0, "charles-mackenzie": 1.5, "john-dame": 1.0, "weuche": 1.5,
    "george-drouillard": 2.0, "tetoharsky": 2.5, "one-eye": 2.0, "cut-nose": 1.5,
    "john-newman": 1.5,
    # Horse makers.
    "three-eagles": 3.0, "broken-arm": 3.5, "rene-jessaume": 2.0, "cameahwait": 2.5,
    "big-horse": 1.5,
}
GENERAL = {
    "regis-loisel": 2.0, "hugh-heney": 2.0, "black-cat": 2.5, "yellept": 1.5,
    "john-hay": 1.5, "big-white": 1.5, "dickson-hancock": 1.5, "black-moccasin": 1.5,
    "hay": 1.5, "little-raven": 1.5, "p-antoine-tabeau": 2.0, "twisted-hair": 1.0,
    "buffalo-medicine": 1.5, "ebenezer-tuttle": 1.5, "the-partisan": 1.0, "sacagawea": 2.0,
    "john-boley": 1.0, "f-antoine-larocque": 0.8, "joseph-gravelines": 0.5,
    "toussaint-charbonneau": 0.8, "cuscalar": 0.5,
}
ROLE_VALUE = {"commander": 12.0, "interpreter": 6.0, "hunter": 5.0, "blacksmith": 3.5,
              "lumberjack": 3.5, "fur_trader": 3.5}
BASE = tuple(ROLE_VALUE.get(c.role, 0.0) + (0.3 * STRENGTH[c.index] + GENERAL.get(c.slug, 0.0)
                                              + RIVER_MOVERS.get(c.slug, 0.0) if not c.role else 0.0)
             for c in CARDS)
MOUNTAIN_PART = tuple(MOUNTAIN_HELPERS.get(c.slug, 0.0) for c in CARDS)


def card_value(card, scout=None):
    """What owning a character is worth (static: it must not drop as the Scout advances, or
    the bot would fear progress)."""
    if card < 0:
        return 0.0
    return BASE[card] + 0.6 * MOUNTAIN_PART[card]


CARD_VALUE = tuple(BASE[c] + 0.6 * MOUNTAIN_PART[c] for c in range(len(CARDS)))


def recruit_value(card, scout):
    """What recruiting a character is worth now, for the route still ahead."""
    v = BASE[card]
    if MOUNTAIN_PART[card] and scout < 39:
        v += MOUNTAIN_PART[card] * (1.0 if scout < 31 else 0.5)
    return v


HORIZON = 20  # fuel is valued for the route within this many spaces
UNIT_WEIGHTS = (0.8, 0.8, 0.8, 0.45, 0.45, 0.45, 0.15)  # one Commander play burns <= 3 units
POTENTIAL_FACTOR = 0.45  # a unit that still needs a Village action (and its Indian)
RECRUIT_RES_VALUE = 0.35  # Fur and Equipment up to a recruitment's cost
RECRUIT_FUR, RECRUIT_EQUIPMENT = 3, 2


BLOCKED_FACTOR = 0.35  # fuel for the route beyond a stretch the player cannot yet cross


def _segments():
    """For each space, the runs of one effective terrain ahead (up to HORIZON spaces):
    tuple of (terrain, length)."""
    out = []
    for pos in range(LAST_SPACE + 1):
        end = min(GOAL, pos + HORIZON)
        segs = []
        i = pos + 1
        while i <= end:
            t = EFFECTIVE[i]
            j = i
            while j + 1 <= end and EFFECTIVE[j + 1] == t:
                j += 1
            segs.append((t, j - i + 1))
            i = j + 1
        out.append(tuple(segs))
    return tuple(out)


SEGMENTS = _segments()


def fuel_terms(p, scout=None):
    """(fuel value, potential value) in spaces, walking the route ahead of `scout` in order.

    Fuel units are what one Commander activation burns: a Canoe (4 River spaces), a Food
    (2 River), a Horse (2 Mountain). Where the player holds none, the Indians in the boats may
    still make one at the Village: a Canoe from 2 Wood, a Horse from 3 different resources
    (potential units, at a discount). Units needed sooner come first; beyond one Commander play
    (3 units) they count less and less, and fuel for the route beyond a stretch that cannot be
    crossed yet counts little (Food does not climb the Rockies)."""
    scout = p.scout if scout is None else scout
    pos = min(scout, LAST_SPACE)
    res = p.res[:]
    indians = p.indians
    fuel = potential = 0.0
    idx = 0
    blocked = 1.0
    partial_done = False
    for terrain, length in SEGMENTS[pos]:
        left = length
        while left > 0:
            unit = burn_unit(terrain == MOUNTAIN, res, indians)
            if unit is None:
                break
            reach, held = unit
            take = reach if left > reach else left
            w = UNIT_WEIGHTS[idx if idx < 6 else 6] * blocked
            if held:
                fuel += w * take
            else:
                indians -= 1
                potential += w * POTENTIAL_FACTOR * take
            left -= take
            idx += 1
        if left > 0:
            if not partial_done:
                partial_done = True
                near = blocked
                if terrain == MOUNTAIN:
                    kinds = sum(res[k] > 0 for k in HORSE_PRICE)
                    potential += near * (PARTIAL_KIND_CREDIT * min(kinds, 3)
                                         + (PARTIAL_INDIAN_CREDIT if indians > 0 else 0.0))
                else:
                    potential += near * (0.25 * min(res[WOOD], 2) + (0.3 if indians > 0 else 0.0))
            blocked *= BLOCKED_FACTOR
    return fuel, potential


# What an Indian trades for a Horse at the Village: three different resources, paid with what
# is not fuel first (Equipment, Fur, Wood, then Food, Canoe).
HORSE_PRICE = (EQUIPMENT, FUR, WOOD, FOOD, CANOE)


def burn_unit(mountain, res, indians):
    """The next fuel unit for the route, taken out of `res` (a list of resources, changed):
    (spaces it carries, True when held or False when one of the `indians` still has to make
    it at the Village), or None when there is none. Held first: a Canoe (4 River spaces), Food
    (2 River), a Horse (2 Mountain); then a Canoe made from 2 Wood, a Horse from HORSE_PRICE."""
    if not mountain:
        if res[CANOE]:
            res[CANOE] -= 1
            return 4, True
        if res[FOOD]:
            res[FOOD] -= 1
            return 2, True
        if indians and res[WOOD] >= 2:
            res[WOOD] -= 2
            return 4, False
        return None
    if res[HORSE]:
        res[HORSE] -= 1
        return 2, True
    kinds = [k for k in HORSE_PRICE if res[k] > 0]
    if indians and len(kinds) >= 3:
        for k in kinds[:3]:
            res[k] -= 1
        return 2, False
    return None


_DAYS = {}
COMMANDERS = frozenset(c.index for c in CARDS if c.role == "commander")


def _boat_days(held, indians, tiles):
    key = (held, indians, tiles)
    d = _DAYS.get(key)
    if d is None:
        rb = boats.resource_boats(tiles)
        held = max(0, min(held, sum(cap for cap, _ in rb)))
        d = (boats.best_time(held, rb) or 0, boats.best_time(indians, boats.indian_boats(tiles)) or 0)
        _DAYS[key] = d
    return d


def days_at_camp(p):
    """Set-up time of the boats at the next camp, expecting one Commander play's worth of fuel
    (up to 3 units) to be burnt first if the Commander is still in hand."""
    r = p.res
    indians = p.indians
    for _, _, n in p.area:
        indians += n
    held = r[0] + r[1] + r[2] + r[3] + r[4] + r[5]
    for c in p.hand:
        if c in COMMANDERS:
            fuel = r[FOOD] + r[CANOE] + r[HORSE]
            held -= 3 if fuel > 3 else fuel
            break
    return _boat_days(held, indians, p.tiles)


def player_value(s, seat, with_cards=True):
    p = s.players[seat]
    fuel, potential = fuel_terms(p)
    res_days, ind_days = days_at_camp(p)
    r = p.res
    fur, equipment = r[FUR], r[EQUIPMENT]
    value = p.scout + fuel + potential + SPARE_RESOURCE_WEIGHT * (r[0] + r[1] + r[2] + r[3] + r[4] + r[5])
    value += RECRUIT_RES_VALUE * ((fur if fur < RECRUIT_FUR else RECRUIT_FUR)
                                  + (equipment if equipment < RECRUIT_EQUIPMENT else RECRUIT_EQUIPMENT))
    value -= BOAT_DAYS_WEIGHT * res_days + 0.8 * ind_days + HAND_DAYS_WEIGHT * len(p.hand)
    indians = p.indians
    for _, _, n in p.area:
        indians += n
    if indians:
        value += FIRST_INDIAN_VALUE + EXTRA_INDIAN_VALUE * (indians - 1 if indians < 3 else 2)
    if with_cards:
        cv = CARD_VALUE
        owned = 0.0
        for c in p.hand:
            if c >= 0:
                owned += cv[c]
        for c, d, _ in p.area:
            owned += cv[c]
            if d >= 0:
                owned += cv[d]
        value += CARD_WEIGHT * owned
    # The Camp decides the win: a little credit for securing progress.
    value += 0.15 * p.camp
    return value


def evaluate(s, seat):
    """Value for `seat`: its own standing against the best rival (the solo game: alone)."""
    if s.over:
        return WIN if s.winner == seat else -WIN
    mine = player_value(s, seat)
    if s.solo:
        return mine
    best = max(player_value(s, i, with_cards=False) for i in range(len(s.players)) if i != seat)
    return mine - RIVAL_WEIGHT * best


def race_score(s, seat):
    """A number in [0, 1]: how likely `seat` looks to win from `s` (for tree search)."""
    if s.over:
        return 1.0 if s.winner == seat else 0.0
    if s.solo:
        p = s.players[0]
        mine = p.scout + sum(fuel_terms(p)) - 0.5 * sum(days_at_camp(p))
        # Mackenzie moves one space per turn; the player needs more than that.
        margin = (mine - FORT_CLATSOP) + (FORT_CLATSOP - s.mackenzie) * 1.3
        return _squash(margin / 6.0)
    mine = player_value(s, seat, with_cards=False)
    best = max(player_value(s, i, with_cards=False) for i in range(len(s.players)) if i != seat)
    return _squash((mine - best) / 6.0)


def _squash(x):
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    import math

    return 1.0 / (1.0 + math.exp(-x))
