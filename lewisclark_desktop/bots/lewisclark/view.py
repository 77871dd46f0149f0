"""The only way bots look at a game: a canonical private view of their observation.

`private_view` copies the observation and puts every hidden part into one canonical form (deck
sorted, opponents' unknown cards sorted, no generator state), so that two observations that differ
only in what the viewer cannot see give the same view, hence the same move.
"""

from ...lewisclark.state import HIDDEN


def private_view(observation):
    o = observation.clone()
    o.deck.sort()
    o.rng = 0
    viewer = o.viewer if o.viewer is not None else o.current
    for seat, p in enumerate(o.players):
        if seat == viewer:
            continue
        pool = [c for c in p.hand if c != HIDDEN] + [d for _, d, _ in p.area if d >= 0]
        pool += [c for c in p.hidden_pool if c != HIDDEN]
        p.hidden_pool = tuple(sorted(pool))
        p.hand = [HIDDEN] * len(p.hand)
        p.area = [(c, HIDDEN if d >= 0 or d == HIDDEN else d, n) for c, d, n in p.area]
    o.viewer = viewer
    return o


def sample_world(view, rng):
    """A full state consistent with `view` (a private view): the deck order and the opponents'
    unknown cards (their hand, and the face-down supports the view marks as hidden) are drawn
    with `rng` (a `core.rng.Rng`)."""
    s = view.clone()
    rng.shuffle(s.deck)
    for seat, p in enumerate(s.players):
        if seat == view.viewer or not p.hidden_pool:
            continue
        pool = list(p.hidden_pool)
        rng.shuffle(pool)
        area = []
        for c, d, n in p.area:
            if d == HIDDEN:
                d = pool.pop()
            area.append((c, d, n))
        p.area = area
        p.hand = sorted(pool)
        p.hidden_pool = ()
    s.viewer = None
    return s
