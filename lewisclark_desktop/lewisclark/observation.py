"""What one player may see, and sampling full states consistent with it (for bots).

Hidden from a player: the order of the encounter deck, and which of each opponent's cards are
in hand and which lie face down as support cards (the set of both is public knowledge: every
card's owner is known from recruitment and discards). The generator state is hidden too.
"""

from ..core.rng import Rng, seed_state
from .state import HIDDEN


def observation(s, viewer):
    o = s.clone()
    o.deck.sort()
    o.rng = 0
    o.viewer = viewer
    for seat, p in enumerate(o.players):
        if seat == viewer:
            continue
        pool = [c for c in p.hand] + [d for _, d, _ in p.area if d >= 0] + list(p.hidden_pool)
        pool = [c for c in pool if c != HIDDEN]
        p.hidden_pool = tuple(sorted(pool))
        p.hand = [HIDDEN] * len(p.hand)
        p.area = [(c, HIDDEN if d >= 0 else d, n) for c, d, n in p.area]
    return o


def sample_world(o, rng):
    """A full state consistent with observation `o`: the deck order and each opponent's unknown
    cards (which of their hidden pool are in hand, which lie face down where `o` marks a
    support hidden) drawn with `rng` (a `core.rng.Rng`)."""
    s = o.clone()
    rng.shuffle(s.deck)
    for p in s.players:
        if not p.hidden_pool:
            continue
        pool = list(p.hidden_pool)
        rng.shuffle(pool)
        hand_size = len(p.hand)
        p.hand = sorted(pool[:hand_size])
        rest = pool[hand_size:]
        area = []
        for c, d, n in p.area:
            if d == HIDDEN:
                d = rest.pop()
            area.append((c, d, n))
        p.area = area
        p.hidden_pool = ()
    s.viewer = None
    return s


def determinize(o, seed):
    """`sample_world` with a generator of its own, seeded with `seed`, which the world keeps."""
    rng = Rng(seed_state(seed))
    s = sample_world(o, rng)
    s.rng = rng.state
    return s
