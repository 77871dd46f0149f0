"""The Journal of Encounters: five pages, index 0 the bottom (1 Fur) to 4 the top (5 Furs).

Cards are kept packed at the bottom; when a card leaves, those above slide down and the top page
is refilled from the deck. An empty deck leaves pages empty (D12: no reshuffle).
"""

from .cards import STRENGTH

PAGES = 5


def draw(s):
    """Top card of the deck, or None. Counts as a reveal of hidden information (undo barrier)."""
    if not s.deck:
        return None
    s.reveals += 1
    return s.deck.pop()


def refill(s):
    while len(s.journal) < PAGES:
        card = draw(s)
        if card is None:
            return
        s.journal.append(card)


def take(s, slot):
    """Remove the card on page `slot` (0-based), slide the rest down, refill the top."""
    card = s.journal.pop(slot)
    refill(s)
    return card


def fur_cost(slot):
    return slot + 1


def initial_layout(s):
    """Draw five cards and sort them by strength, weakest at the bottom; ties keep draw order."""
    drawn = []
    for _ in range(PAGES):
        card = draw(s)
        if card is None:
            break
        drawn.append(card)
    s.journal = sorted(drawn, key=lambda c: STRENGTH[c])  # sorted() is stable


def replace_all(s):
    """Farewell: every Journal card goes to the discard pile, five new ones in the order drawn."""
    s.discard.extend(s.journal)
    s.journal = []
    refill(s)
