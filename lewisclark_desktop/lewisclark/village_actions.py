"""Resolving a Village location's action (after placing Indians, or through Charbonneau or
Sacagawea). Each Indian placed on Canoe Manufacturing or Horse Trade is one repetition (D4)."""

from . import economy, journal
from .boats import INDIAN_TILE_SIDES, RESOURCE_TILE_SIDES
from .effect_kinds import Copy, Effect, payments
from .moves import Move
from .resources import (CANOE, EQUIPMENT, FOOD, FUR, HORSE, INDIAN, PRIMARY, WOOD, multisets)
from .state import Frame
from .village import (CANOE_MAKING, CANOE_WOOD_COST, CRAFTSMANSHIP, FAREWELL,
                      FAREWELL_MAX_DISCARDS, GIFT, HORSE_TRADE, HORSE_TRADE_KINDS, HUNTING,
                      LOCATION_INDEX, LOCATIONS, SHAMANISM, UPGRADE, UPGRADE_WOOD_COST)

_SHAMANISM = Copy()


def _subsets(*tokens):
    """Non-empty partial gains (the player may take less than offered)."""
    out = set()
    n = len(tokens)
    for mask in range(1, 1 << n):
        out.add(tuple(sorted(tokens[i] for i in range(n) if mask >> i & 1)))
    return sorted(out)


HUNTING_GAINS = _subsets(FOOD, FUR)
CRAFTSMANSHIP_GAINS = _subsets(EQUIPMENT, WOOD)
GIFT_GAINS = [(FUR,), (FUR, FUR), (WOOD,), (WOOD, WOOD)]
UPGRADE_RESOURCE_GAINS = [g for k in range(3) for g in multisets(PRIMARY, k)]


def options(s, frame):
    loc = frame.loc
    if loc in (HUNTING, CRAFTSMANSHIP, GIFT):
        gains = {HUNTING: HUNTING_GAINS, CRAFTSMANSHIP: CRAFTSMANSHIP_GAINS, GIFT: GIFT_GAINS}[loc]
        return [Move("gain", gain=g) for g in gains]
    if loc == FAREWELL:
        out = []
        if frame.count < FAREWELL_MAX_DISCARDS:
            out = [Move("discard", card=c) for c in s.player().hand]
        out.append(Move("done"))
        return out
    if loc == SHAMANISM:
        return _SHAMANISM.options(s, frame)
    if loc == UPGRADE:
        wood = (WOOD,) * UPGRADE_WOOD_COST
        if not economy.can_pay(s, wood):
            return []
        out = []
        if s.tiles_left[0] > 0:
            for side in RESOURCE_TILE_SIDES:
                out.extend(Move("boat", side, gain=g) for g in UPGRADE_RESOURCE_GAINS)
        if s.tiles_left[1] > 0:
            for side in INDIAN_TILE_SIDES:
                out.append(Move("boat", side, n=0))
                if s.stock > 0:
                    out.append(Move("boat", side, n=1))
        return out
    if loc == CANOE_MAKING:
        wood = (WOOD,) * CANOE_WOOD_COST
        return [Move("trade", pay=wood, gain=(CANOE,))] if economy.can_pay(s, wood) else []
    if loc == HORSE_TRADE:
        return [Move("trade", pay=pay, gain=(HORSE,))
                for pay in payments(s, (), HORSE_TRADE_KINDS, distinct=True)]
    raise AssertionError(loc)


def apply(s, frame, move):
    loc = frame.loc
    p = s.player()
    if loc == FAREWELL:
        if move.kind == "discard":
            p.hand.remove(move.card)
            s.discard.append(move.card)
            frame.count += 1
            return False  # not an activation yet: the player may discard more
        journal.replace_all(s)
        return True
    if loc == SHAMANISM:
        _SHAMANISM.apply(s, frame, move)
        return True
    if loc == UPGRADE:
        economy.pay(s, (WOOD,) * UPGRADE_WOOD_COST)
        p.tiles = p.tiles + (move.key,)
        if move.key in RESOURCE_TILE_SIDES:
            s.tiles_left[0] -= 1
            economy.gain(s, move.gain)
        else:
            s.tiles_left[1] -= 1
            if move.n:
                s.stock -= 1
                economy.gain(s, (INDIAN,))
        return True
    economy.pay(s, move.pay)
    economy.gain(s, move.gain)
    return True


class VisitVillage(Effect):
    """Perform a Village location's action without placing an Indian: Charbonneau pays one
    resource and needs an occupied location, Sacagawea is free and goes anywhere."""

    def __init__(self, n_any, occupied_only):
        self.n_any = n_any
        self.occupied_only = occupied_only

    def options(self, s, frame):
        pays = payments(s, (), self.n_any)
        out = []
        for loc, name in enumerate(LOCATIONS):
            if self.occupied_only and not s.village[loc]:
                continue
            for pay in pays:
                # Offer only visits whose action can then be performed at all.
                trial = s.clone()
                economy.pay(trial, pay)
                if options(trial, Frame("village", loc=loc)):
                    out.append(Move("visit", name, pay=pay))
        return out

    def apply(self, s, frame, move):
        economy.pay(s, move.pay)
        s.frames.append(Frame("village", loc=LOCATION_INDEX[move.key], left=1))
