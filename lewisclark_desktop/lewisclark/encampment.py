"""Encampment (rules §8 with D3, D9, D10, D11, D21)."""

from . import queries
from .boats import boat_time
from .cards import IS_ENCOUNTERED
from .route import REARMOST, SAINT_LOUIS, retreat

BOLEY_TIME_BONUS = 1
# D3: Indians standing on cards return to the boats first, so they count for set-up time.
INDIANS_RETURN_BEFORE_COUNTING = True
# D10: ending an Encampment on the rearmost space costs everything gathered.
REARMOST_RESET = True


def setup_time(player, indians_back=INDIANS_RETURN_BEFORE_COUNTING):
    """Time lost: cards in hand + boats with the best arrangement (D21) - Boley (min 0).
    Indians standing on cards count: they return to the boats first (D3)."""
    indians = player.indians + (player.indians_on_cards() if indians_back else 0)
    t = len(player.hand) + boat_time(player.resource_total(), indians, player.tiles)
    if queries.has_active(player, queries.BOLEY):
        t -= BOLEY_TIME_BONUS
    return max(0, t)


def preview(s, seat=None):
    """Where the Scout and Camp would land and how many days are lost, without camping."""
    seat = s.current if seat is None else seat
    p = s.players[seat]
    t = setup_time(p)
    # A camp without lost days leaves the Scout where it is, even on a shared space.
    scout = retreat(p.scout, t, queries.scout_positions(s, seat)) if t else p.scout
    camp = max(p.camp, scout)
    return t, scout, camp, REARMOST_RESET and scout == REARMOST


def camp(s):
    seat = s.current
    p = s.players[seat]
    t, scout, camp_pos, reset = preview(s, seat)
    p.indians += p.indians_on_cards()
    p.scout = scout
    if camp_pos > p.camp:
        s.quiet_turns = 0  # D29 counts the turns that end after a Camp last advanced
    p.camp = camp_pos  # D11: the Camp only moves up to the Scout, never back
    for card, support, _ in p.area:
        p.hand.append(card)
        if support >= 0:
            p.hand.append(support)
    p.area = []
    p.hand.sort()
    s.camped = True
    if reset:
        _rearmost_reset(s, p)
    if queries.camp_wins(p.camp):
        s.winner = seat
        s.over = True
    return t


def _rearmost_reset(s, p):
    """D10: a Scout that ends the Encampment on the rearmost space loses everything it gathered."""
    recruited = [c for c in p.hand if IS_ENCOUNTERED[c]]
    for c in recruited:
        p.hand.remove(c)
        s.discard.append(c)
    p.res = [0] * 6
    s.powwow += p.indians
    p.indians = 0
    p.scout = SAINT_LOUIS
