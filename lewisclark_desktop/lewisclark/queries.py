"""Read-only questions about a state: neighbours, badges, occupancy, active permanent cards."""

from .cards import BADGE, CARD_BY_SLUG
from .route import FORT_CLATSOP
from .village import SOLO_BADGES

LAROCQUE = CARD_BY_SLUG["f-antoine-larocque"].index
GRAVELINES = CARD_BY_SLUG["joseph-gravelines"].index
BOLEY = CARD_BY_SLUG["john-boley"].index
JARROT = CARD_BY_SLUG["nicholas-jarrot"].index
CUT_NOSE = CARD_BY_SLUG["cut-nose"].index
PARTISAN = CARD_BY_SLUG["the-partisan"].index
# D14: first edition: face-down support cards show no badge.
SUPPORT_CARDS_SHOW_BADGE = False


def neighbours(s, seat):
    """Seats whose Playing Areas count for collection: left and right, the single opponent once
    in a 2-player game, nobody in the solo game."""
    n = s.num_players
    if n == 1:
        return ()
    if n == 2:
        return (1 - seat,)
    return ((seat - 1) % n, (seat + 1) % n)


def face_up(player):
    return [card for card, _, _ in player.area]


def has_active(player, card):
    for c, _, _ in player.area:
        if c == card:
            return True
    return False


def counted_cards(s, seat, extra=-1):
    """Face-up cards whose badges count for `seat` (D14: support cards do not show a badge).
    `extra` is a copied card treated as if it were in the player's own area."""
    seats = (seat,) + tuple(neighbours(s, seat))
    cards = set()
    for i in seats:
        for c, d, _ in s.players[i].area:
            cards.add(c)
            if SUPPORT_CARDS_SHOW_BADGE and d >= 0:
                cards.add(d)
    if extra >= 0:
        cards.add(extra)
    return cards


def badge_count(s, seat, resource, extra=-1):
    count = sum(1 for c in counted_cards(s, seat, extra) if BADGE[c] == resource)
    if s.solo:
        count += sum(1 for loc, ind in enumerate(s.village) if ind and SOLO_BADGES[loc] == resource)
    return count


def face_up_count(s, seat, extra=-1):
    cards = face_up(s.players[seat])
    return len(cards) + (1 if extra >= 0 and extra not in cards else 0)


def scout_positions(s, exclude_seat=None):
    """Spaces holding a Scout other than `exclude_seat`'s (Mackenzie is a Scout too)."""
    occ = {p.scout for i, p in enumerate(s.players) if i != exclude_seat}
    if s.mackenzie is not None:
        occ.add(s.mackenzie)
    return occ


def scouts_ahead_of_camp(s, seat):
    camp = s.players[seat].camp
    count = sum(1 for p in s.players if p.scout >= camp)
    if s.mackenzie is not None and s.mackenzie >= camp:
        count += 1
    return count


def village_indians(s):
    """Indian figures anywhere in the Village: locations, Powwow and Newcomer areas."""
    return sum(s.village) + s.powwow + s.newcomer


def camp_wins(camp):
    return camp >= FORT_CLATSOP
