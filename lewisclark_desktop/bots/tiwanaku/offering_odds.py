"""Is offering now worth more than keeping the tokens for a bigger set later?

Tokens still to come are the proven ones (certain) plus `future` unknown ones, drawn with the
levels' rough frequencies among divined crops (small areas make 4 and 5 rarer). Keeping scores
one set of everything at the end; offering now scores the held set now and the newcomers later.
"""

from functools import cache
from itertools import product

from ...tiwanaku.engine import offering_points

TOKEN_LEVEL_ODDS = {1: 0.28, 2: 0.24, 3: 0.22, 4: 0.17, 5: 0.09}
MAX_FUTURE = 4  # enough to see the trend, small enough to enumerate (5**4 draws)


def offer_gain(held, coming, future):
    """Expected points of offering `held` now minus keeping it; `coming` are certain levels."""
    return _gain(frozenset(held), frozenset(coming), max(0, min(MAX_FUTURE, round(future))))


@cache
def _gain(held, coming, future):
    keep = offer = 0.0
    for draw in product(TOKEN_LEVEL_ODDS, repeat=future):
        p = 1.0
        for v in draw:
            p *= TOKEN_LEVEL_ODDS[v]
        later = coming | set(draw)
        keep += p * offering_points(len(held | later))
        offer += p * (offering_points(len(held)) + offering_points(len(later)))
    return offer - keep
