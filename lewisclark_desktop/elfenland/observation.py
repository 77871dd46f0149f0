"""What one player may see (rules spec §8), and full states sampled consistently with it.

Hidden from the viewer: other hands (their sizes stay), other players' secret counters (their
number stays), other players' town cards until the game is over, the unused town cards, the
order and contents of the deck and of the counter stack (their sizes stay), and the generator
state. What is hidden is pooled: the sorted identities that could be anywhere among the
hidden places. Two states that differ only in what the viewer cannot see give equal
observations. The round's story (state.py, `round_*`) is public and stays.
"""

from ..core.rng import Rng, seed_state
from .components import HIDDEN


def observation(s, viewer):
    o = s.clone()
    o.rng = 0
    o.viewer = viewer
    cards = list(o.deck) + list(o.unknown_cards)
    counters = list(o.supply) + list(o.unknown_counters)
    towns = list(o.town_cards) + list(o.unknown_towns)
    for seat, p in enumerate(o.players):
        if seat == viewer:
            continue
        for c, n in enumerate(p.hand):
            cards.extend([c] * n)
        p.hidden_cards += sum(p.hand)
        p.hand = [0] * len(p.hand)
        counters.extend(c for c in p.secret if c != HIDDEN)
        p.secret = [HIDDEN] * len(p.secret)
        if o.variant and p.destination != HIDDEN and not o.over:  # revealed at game end
            towns.append(p.destination)
            p.destination = HIDDEN
    o.deck = [HIDDEN] * len(o.deck)
    o.supply = [HIDDEN] * len(o.supply)
    o.town_cards = [HIDDEN] * len(o.town_cards)
    o.unknown_cards = tuple(sorted(c for c in cards if c != HIDDEN))
    o.unknown_counters = tuple(sorted(c for c in counters if c != HIDDEN))
    o.unknown_towns = tuple(sorted(t for t in towns if t != HIDDEN))
    return o


def determinize(o, seed, fixed=None):
    """A full state consistent with observation `o`: hidden parts drawn from `seed`, but for
    the seats in `fixed`, {seat: (hand, secret counters, town card)}, which must be drawn
    from the unknown pools (their hidden parts as given)."""
    s = o.clone()
    rng = Rng(seed_state(seed))
    cards = list(s.unknown_cards)
    counters = list(s.unknown_counters)
    towns = list(s.unknown_towns)
    fixed = fixed or {}
    for hand, secret, town in fixed.values():
        for c, n in enumerate(hand):
            for _ in range(n):
                cards.remove(c)
        for c in secret:
            counters.remove(c)
        if town != HIDDEN:
            towns.remove(town)
    rng.shuffle(cards)
    rng.shuffle(counters)
    rng.shuffle(towns)
    for seat, p in enumerate(s.players):
        if seat in fixed:
            hand, secret, town = fixed[seat]
            p.hand, p.secret, p.hidden_cards = list(hand), list(secret), 0
            if town != HIDDEN:
                p.destination = town
            continue
        for _ in range(p.hidden_cards):
            p.hand[cards.pop()] += 1
        p.hidden_cards = 0
        p.secret = [counters.pop() if c == HIDDEN else c for c in p.secret]
        if s.variant and p.destination == HIDDEN:
            p.destination = towns.pop()
    s.deck = [cards.pop() if c == HIDDEN else c for c in s.deck]
    s.supply = [counters.pop() if c == HIDDEN else c for c in s.supply]
    s.town_cards = [towns.pop() if t == HIDDEN else t for t in s.town_cards]
    s.unknown_cards = s.unknown_counters = s.unknown_towns = ()
    s.rng = rng.state
    s.viewer = None
    return s
