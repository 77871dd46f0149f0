"""Plans the value function does not see on its own: crossing the mountains.

In front of (and inside) a mountain range the only practical fuel is Horses. A Horse comes from
the Horse Trade (three resources of different kinds and an Indian placed there), so getting
over the Rockies is a chain of actions: Indians from the Interpreter, the missing resource kind
from a collector, the trade, then the Commander paying Horses. Each step looks poor on its own
to a one- or two-action lookahead; these rules make the Normal bot walk the chain.
"""

from ...lewisclark.cards import CARDS
from ...lewisclark.resources import CANOE, EQUIPMENT, FOOD, FUR, HORSE, RESOURCE_INDEX, WOOD
from ...lewisclark.route import LAST_SPACE, MOUNTAIN, RIVER, TERRAIN
from ...lewisclark.village import HORSE_TRADE

MOUNTAIN_LOOKAHEAD = 3
TRADE_KINDS = (FOOD, WOOD, EQUIPMENT, FUR, CANOE)
COLLECTOR_OF = {"hunter": FOOD, "lumberjack": WOOD, "blacksmith": EQUIPMENT, "fur_trader": FUR}
HORSES_WANTED = 3


def mountains_ahead(scout):
    """The next spaces include a mountain-only space: river fuel will not get through."""
    for i in range(scout + 1, min(LAST_SPACE, scout + MOUNTAIN_LOOKAHEAD) + 1):
        if TERRAIN[i] == MOUNTAIN:
            return True
    return False


def _role(card):
    return CARDS[card].role


def _best(moves, key):
    return max(moves, key=key) if moves else None


def mountain_action(s, moves):
    """A move that advances the Horse chain, or None when the rules have nothing to say."""
    p = s.players[s.current]
    if not mountains_ahead(p.scout):
        return None
    plays = [m for m in moves if m.kind == "play"]
    horses = p.res[HORSE]
    nxt = p.scout + 1
    # 1. Horses in hand and the way ahead is mountain (or mixed): ride them.
    if horses and nxt <= LAST_SPACE and TERRAIN[nxt] & MOUNTAIN:
        rides = [m for m in plays if _role(m.card) == "commander"]
        strength = lambda m: m.n + (CARDS[m.card2].strength if m.card2 >= 0 else 0)  # noqa: E731
        usable = [m for m in rides if strength(m) <= horses] or rides
        best = _best(usable, lambda m: (strength(m), -m.n))
        if best is not None:
            return best
    if horses >= HORSES_WANTED:
        return None
    kinds = [k for k in TRADE_KINDS if p.res[k]]
    # 2. Three different kinds and an Indian: trade for Horses (as many as both allow).
    if len(kinds) >= 3 and p.indians:
        trades = [m for m in moves if m.kind == "village" and m.key == "horse"]
        affordable = min(p.indians, _trades_possible(p.res))
        best = _best([m for m in trades if m.n <= affordable], lambda m: m.n)
        if best is not None:
            return best
    # 3. No Indian to place: fetch some with the Interpreter (strength 1 is enough).
    if not p.indians and (sum(s.village) + s.powwow + s.newcomer) and len(kinds) >= 2:
        fetch = [m for m in plays if _role(m.card) == "interpreter"]
        best = _best(fetch, lambda m: (-(m.n + (CARDS[m.card2].strength if m.card2 >= 0 else 0)), -m.n))
        if best is not None:
            return best
    # 4. Missing kinds: collect one of them with its starting collector.
    if len(kinds) < 3:
        wanted = {k for k in (FOOD, WOOD, EQUIPMENT, FUR) if not p.res[k]}
        collect = [m for m in plays if COLLECTOR_OF.get(_role(m.card)) in wanted and m.n == 0]
        best = _best(collect, lambda m: -CARDS[m.card2].strength if m.card2 >= 0 else 0)
        if best is not None:
            return best
    return None


def _trades_possible(res):
    """How many Horse Trades (three different kinds each) the resources allow."""
    counts = sorted((res[k] for k in TRADE_KINDS if res[k]), reverse=True)
    trades = 0
    while len([c for c in counts if c]) >= 3:
        counts = sorted(counts, reverse=True)
        for i in range(3):
            counts[i] -= 1
        trades += 1
    return trades


def river_ahead(scout):
    nxt = scout + 1
    return nxt <= LAST_SPACE and TERRAIN[nxt] & RIVER


def mountain_step(s, moves):
    """Inside an effect: finish what the plan started (trade at the Horse Trade, ride Horses,
    take at least two Indians at the Powwow when Horses are needed)."""
    p = s.players[s.current]
    if not mountains_ahead(p.scout) and not (TERRAIN[min(p.scout + 1, LAST_SPACE)] == MOUNTAIN):
        return None
    top = s.frames[-1]
    if top.kind == "village" and top.loc == HORSE_TRADE:
        trades = [m for m in moves if m.kind == "trade"]
        # Pay with the most plentiful kinds, keeping the rest for the next trade.
        return _best(trades, lambda m: sum(p.res[k] for k in m.pay))
    if top.kind == "card":
        rides = [m for m in moves if m.kind == "move" and m.key == "mountain" and HORSE in m.pay]
        nxt = p.scout + 1
        if rides and nxt <= LAST_SPACE and TERRAIN[nxt] & MOUNTAIN:
            return rides[0]
        wanted = {k for k in (FOOD, WOOD, EQUIPMENT, FUR) if not p.res[k]}
        collects = [m for m in moves if m.kind == "collect" and RESOURCE_INDEX[m.key] in wanted]
        if collects and p.res[HORSE] < HORSES_WANTED:
            return _best(collects, lambda m: m.n)
        takes = [m for m in moves if m.kind == "indians"]
        if takes and p.res[HORSE] < HORSES_WANTED:
            return _best([m for m in takes if m.n <= 2] or takes, lambda m: m.n)
    return None
