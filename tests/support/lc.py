"""Test helper: build a Lewis & Clark position by hand, then play moves in text form.

    t = table(players=2)
    t.hand(0, "meriwether-lewis", "seaman")
    t.res(0, food=2)
    t.play("play meriwether-lewis support:seaman", "move river pay:food")

Every change keeps the position sound (cards and Indians conserved) and the position is
round-tripped through the JSON position format before moves are applied.
"""

from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.lewisclark import engine, positions
from lewisclark_desktop.lewisclark.cards import card_index
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.resources import RESOURCE_INDEX
from lewisclark_desktop.lewisclark.setup import new_game
from lewisclark_desktop.lewisclark.village import LOCATION_INDEX
from stack_checks import refusal


def _remove_everywhere(s, card):
    for p in s.players:
        if card in p.hand:
            p.hand.remove(card)
            return
        for i, (c, d, n) in enumerate(p.area):
            if c == card:
                raise AssertionError("move played cards with area() only")
            if d == card:
                p.area[i] = (c, -1, n)
                return
    for pile in (s.deck, s.journal, s.discard):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"card {card} not found")


class Table:
    def __init__(self, state):
        self.s = state
        self._stack = None

    # ------------------------------------------------------------ building the position
    def hand(self, seat, *slugs):
        """Set the seat's hand exactly; cards it held before go to the discard pile."""
        p = self.s.players[seat]
        self.s.discard.extend(p.hand)
        p.hand = []
        for slug in slugs:
            c = card_index(slug)
            _remove_everywhere(self.s, c)
            p.hand.append(c)
        p.hand.sort()
        return self

    def area(self, seat, *entries):
        """Set the seat's playing area: entries are (card, support or None, indians)."""
        p = self.s.players[seat]
        for c, d, n in p.area:
            self.s.discard.append(c)
            if d >= 0:
                self.s.discard.append(d)
            self.s.stock += n
        p.area = []
        for slug, support, n in entries:
            c = card_index(slug)
            _remove_everywhere(self.s, c)
            d = -1
            if support:
                d = card_index(support)
                _remove_everywhere(self.s, d)
            self.s.stock -= n
            p.area.append((c, d, n))
        return self

    def res(self, seat, **amounts):
        """Set resources exactly (unnamed kinds become 0)."""
        p = self.s.players[seat]
        p.res = [0] * 6
        for name, v in amounts.items():
            p.res[RESOURCE_INDEX[name]] = v
        return self

    def indians(self, seat, n):
        p = self.s.players[seat]
        self.s.stock -= n - p.indians
        p.indians = n
        return self

    def tiles(self, seat, *sides):
        p = self.s.players[seat]
        for t in sides:
            self.s.tiles_left[0 if t.startswith("res") else 1] -= 1
        p.tiles = tuple(sides)
        return self

    def scout(self, seat, pos, camp=None):
        p = self.s.players[seat]
        p.scout = pos
        if camp is not None:
            p.camp = camp
        return self

    def bare(self, seat=0, scout=30, camp=None):
        """Empty hand, no resources, no Indians: set-up time comes only from what the test adds."""
        self.hand(seat)
        self.res(seat)
        self.indians(seat, 0)
        return self.scout(seat, scout, camp=camp)

    def journal(self, *slugs):
        """Set the Journal bottom (1 Fur) to top; old Journal cards go back on the deck."""
        self.s.deck.extend(self.s.journal)
        self.s.journal = []
        for slug in slugs:
            c = card_index(slug)
            _remove_everywhere(self.s, c)
            self.s.journal.append(c)
        return self

    def deck_top(self, *slugs):
        """Put these cards on top of the deck, the first one drawn first."""
        for slug in reversed(slugs):
            c = card_index(slug)
            _remove_everywhere(self.s, c)
            self.s.deck.append(c)
        return self

    def village(self, **locations):
        """Put Indians from the stock on Village locations (also powwow=, newcomer=)."""
        for name, n in locations.items():
            if name == "powwow":
                self.s.stock -= n - self.s.powwow
                self.s.powwow = n
            elif name == "newcomer":
                self.s.stock -= n - self.s.newcomer
                self.s.newcomer = n
            else:
                loc = LOCATION_INDEX[name]
                self.s.stock -= n - self.s.village[loc]
                self.s.village[loc] = n
        return self

    # ------------------------------------------------------------ playing
    @property
    def stack(self):
        if self._stack is None:
            problems = positions.check(self.s)
            assert not problems, problems
            # Exercise the position format: what we play on is the reloaded position.
            self.s = positions.from_dict(positions.to_dict(self.s))
            self._stack = CommandStack(RULES, self.s, PRACTICE)
        return self._stack

    def play(self, *texts):
        for text in texts:
            self.stack.apply_text(text)
            self.s = self.stack.state
            problems = positions.check(self.s)
            assert not problems, (text, problems)
        return self

    def play_full(self, *texts):
        """Like play(), but each movement goes its full distance: when the engine asks how far
        (a choice of spaces, the farthest first), the farthest is answered."""
        for text in texts:
            self.play(text)
            while engine.decision(self.s).startswith("distance:"):
                self.play(str(engine.legal_moves(self.s)[0]))
        return self

    def legal(self):
        """Texts of the legal moves now."""
        self.stack
        return {str(m) for m in engine.legal_moves(self.s)}

    def refused(self, text):
        """The reason a move is refused (fails the test if it is legal)."""
        return refusal(self.stack, text)

    def p(self, seat=None):
        return self.s.players[self.s.current if seat is None else seat]

    def res_of(self, seat):
        return dict(zip(("food", "wood", "equipment", "fur", "canoe", "horse"), self.s.players[seat].res))


def table(players=2, seed=1, first=0, solo_level=None):
    s = new_game(players, seed, first_player=first, solo_level=solo_level)
    return Table(s)


def resources(**amounts):
    """All six resource amounts as res_of() gives them: the named ones, the others 0."""
    assert set(amounts) <= set(RESOURCE_INDEX), amounts
    return {name: amounts.get(name, 0) for name in RESOURCE_INDEX}


def holding(card, support, res=None, scout=5, camp=None, indians=1, players=2):
    """Seat 0 holds just `card` and `support`, resources `res`, `indians` in its boats and its
    Scout on `scout`; the other Scouts are parked out of the way, behind Saint Louis."""
    t = table(players=players)
    for seat in range(1, players):
        t.scout(seat, seat - 1)
    t.hand(0, card, support)
    t.res(0, **(res or {}))
    t.indians(0, indians)
    return t.scout(0, scout, camp)


def playing(card, support, **kw):
    """holding(), then `card` played with `support` slid under it."""
    return holding(card, support, **kw).play(f"play {card} support:{support}")


def moved(start, *texts, hand, others=(), players=2, indians=None, **res):
    """Seat 0 holds exactly `hand`, has resources `res` (and `indians`, if given) and its Scout
    on `start`; the other Scouts stand on `others` (seat 1 first). Then `texts` are played,
    each movement its full distance."""
    t = table(players=players)
    t.hand(0, *hand)
    if indians is not None:
        t.indians(0, indians)
    t.res(0, **res)
    t.scout(0, start)
    for seat, space in enumerate(others, 1):
        t.scout(seat, space)
    return t.play_full(*texts)


def seaman_into_full_boats():
    """Seat 0 has played Seaman (Food; York beside it in seat 1's area, so strength 3 with
    Black Cat under it) with boats already holding 10 Wood (capacity 11): its collect
    overflows (D20)."""
    t = table(players=2)
    t.hand(0, "seaman", "black-cat")
    t.area(1, ("york", None, 0))
    t.res(0, wood=10)
    t.indians(0, 2)
    return t.play("play seaman support:black-cat")
