"""Recruitment from the Journal of Encounters (rules §9 with D2, D12)."""

from . import journal, queries
from .cards import STRENGTH
from .moves import NO_CARD, Move
from .resources import EQUIPMENT, FUR

GRAVELINES_FUR_DISCOUNT = 2
# D2: a discarded hand card lowers the Equipment cost by its Strength (False: by 1).
DISCOUNT_BY_STRENGTH = True


def _fur_discount(player):
    return GRAVELINES_FUR_DISCOUNT if queries.has_active(player, queries.GRAVELINES) else 0


def _discounted(equipment, discount):
    """The Equipment cost lowered by the discarded hand card `discount` (D2)."""
    return max(0, equipment - (STRENGTH[discount] if DISCOUNT_BY_STRENGTH else 1))


def cost(s, slot, discount=NO_CARD):
    """(equipment, fur) to recruit the card on page `slot` (0-based)."""
    fur = max(0, journal.fur_cost(slot) - _fur_discount(s.player()))
    equipment = STRENGTH[s.journal[slot]]
    if discount != NO_CARD:
        equipment = _discounted(equipment, discount)
    return equipment, fur


def options(s):
    """The recruit moves, by `cost`'s rule (the Gravelines badge read once per decision)."""
    p = s.player()
    have_equipment, have_fur = p.res[EQUIPMENT], p.res[FUR]
    fur_off = _fur_discount(p)
    out = []
    for slot, card in enumerate(s.journal):
        if have_fur < max(0, journal.fur_cost(slot) - fur_off):
            continue
        equipment = STRENGTH[card]
        if have_equipment >= equipment:
            out.append(Move("recruit", n=slot + 1))
        if equipment > 0:  # a discount card must lower the cost
            for d in p.hand:
                if have_equipment >= _discounted(equipment, d):
                    out.append(Move("recruit", n=slot + 1, card=d))
    return out


def recruit(s, move):
    p = s.player()
    slot = move.n - 1
    equipment, fur = cost(s, slot, move.card)
    p.res[EQUIPMENT] -= equipment
    p.res[FUR] -= fur
    if move.card != NO_CARD:
        p.hand.remove(move.card)
        s.discard.append(move.card)
    p.hand.append(journal.take(s, slot))
    p.hand.sort()
    s.recruited = True
