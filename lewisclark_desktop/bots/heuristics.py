"""How good a position looks for one player: the value function of the Normal and Hard bots.

The race is won by the Camp, so secured progress counts most; then where the next camp would
land (the Scout minus the days it would cost), the means to move on (resources valued by the
terrain ahead), Indians, and the characters the player owns.
"""

from ..lewisclark import boats
from ..lewisclark.cards import CARDS, STRENGTH
from ..lewisclark.resources import CANOE, EQUIPMENT, FOOD, FUR, HORSE, WOOD
from ..lewisclark.route import FORT_CLATSOP, LAST_SPACE, MOUNTAIN, REARMOST, RIVER, TERRAIN, advance

WIN = 100_000.0
CAMP_WEIGHT = 1.6
NEXT_CAMP_WEIGHT = 1.0
REACH_WEIGHT = 0.8
BOAT_DAYS_WEIGHT = 0.35
PARTIAL_HORSE_CREDIT = 0.6
REARMOST_PENALTY = 40.0

# Characters worth recruiting and keeping: strong movers and flexible collectors.
CARD_BONUS = {
    "comcomly": 3.0, "old-toby": 2.5, "joseph-barter": 2.5, "j-baptiste-deschamps": 2.5,
    "hawks-feather": 2.5, "james-mackay": 2.0, "coboway": 2.0, "man-crow": 1.5,
    "black-buffalo": 1.5, "watkuweis": 2.0, "daniel-boone": 1.5, "half-man": 1.5,
    "one-eye": 1.5, "richard-warfington": 1.0, "cutssahnem": 1.5, "little-thief": 1.5,
    "tetoharsky": 1.5, "pierre-dorion": 1.0, "crow-at-rest": 1.0, "charles-mackenzie": 1.0,
    "regis-loisel": 1.5, "hugh-heney": 1.5, "black-cat": 1.5, "yellept": 1.0,
    "p-antoine-tabeau": 1.5, "twisted-hair": 1.0, "the-partisan": 1.0, "sacagawea": 1.5,
    "nicholas-jarrot": 1.5, "cut-nose": 1.0, "john-boley": 1.0, "f-antoine-larocque": 1.0,
    "joseph-gravelines": 0.5, "buffalo-medicine": 1.0, "ebenezer-tuttle": 1.0,
}
ROLE_BONUS = {"commander": 5.0, "interpreter": 4.0, "hunter": 3.0, "blacksmith": 3.0,
              "lumberjack": 3.0, "fur_trader": 3.0}
CARD_VALUE = tuple(0.6 + 0.4 * STRENGTH[c.index] + CARD_BONUS.get(c.slug, 0.0)
                   + ROLE_BONUS.get(c.role, 0.0) for c in CARDS)


def reach(p, trade_horses=True):
    """How far the Scout could get by spending the resources held, Commander-style (Food 2 and
    Canoe 4 river spaces, Horse 2 mountain spaces), making a Horse from three different
    resources at the Horse Trade when a mountain blocks the way and an Indian is at hand."""
    pos = p.scout
    r = list(p.res)
    indians = p.indians
    for _ in range(40):
        nxt = pos + 1
        if nxt > LAST_SPACE:
            break
        t = TERRAIN[nxt]
        if t & RIVER and r[CANOE]:
            r[CANOE] -= 1
            pos = advance(pos, RIVER, 4, ())
        elif t & RIVER and r[FOOD]:
            r[FOOD] -= 1
            pos = advance(pos, RIVER, 2, ())
        elif t & MOUNTAIN and r[HORSE]:
            r[HORSE] -= 1
            pos = advance(pos, MOUNTAIN, 2, ())
        elif t & MOUNTAIN and trade_horses and indians > -2:
            kinds = sorted((k for k in (FOOD, WOOD, EQUIPMENT, FUR, CANOE) if r[k]), key=lambda k: -r[k])
            if len(kinds) < 3:
                # Partial credit: every different kind held brings the next Horse closer.
                return pos + PARTIAL_HORSE_CREDIT * len(kinds), p.indians - indians
            for k in kinds[:3]:
                r[k] -= 1
            r[HORSE] += 1
            indians -= 1
        else:
            break
    return pos, p.indians - indians


def player_value(s, seat):
    p = s.players[seat]
    # Resources are usually spent before the next camp: count their boat time only in part;
    # cards in hand and Indians (those on cards come back first) count in full.
    indians = p.indians + p.indians_on_cards()
    resource_days = boats.best_time(min(sum(p.res), p.capacity), boats.resource_boats(p.tiles)) or 0
    indian_days = boats.best_time(indians, boats.indian_boats(p.tiles)) or 0
    next_camp = p.scout - len(p.hand) - indian_days - BOAT_DAYS_WEIGHT * resource_days
    value = CAMP_WEIGHT * p.camp + NEXT_CAMP_WEIGHT * next_camp
    if next_camp <= REARMOST:
        value -= REARMOST_PENALTY  # camping now would lose everything (D10)
    reached, indians_spent = reach(p)
    value += REACH_WEIGHT * (reached - p.scout) + 0.2 * sum(p.res)
    indians -= indians_spent
    value += 1.5 * min(indians, 1) + 0.3 * min(indians, 3)
    owned = p.hand + [c for c, _, _ in p.area] + [d for _, d, _ in p.area if d >= 0]
    value += 1.0 * sum(CARD_VALUE[c] for c in owned if c >= 0)
    if next_camp >= FORT_CLATSOP:
        value += 50.0
    return value


def evaluate(s, seat):
    """Value for `seat`: its own standing against the best rival (Mackenzie in the solo game)."""
    if s.over:
        return WIN if s.winner == seat else -WIN
    mine = player_value(s, seat)
    if s.solo:
        return mine  # Mackenzie's pace does not depend on the player's choices
    rivals = [player_value(s, i) for i in range(len(s.players)) if i != seat]
    return mine - 0.3 * max(rivals)
