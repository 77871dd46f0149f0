"""Moves are values with one canonical text form: `parse_move(format_move(m)) == m`.

    take troll                          phase 3: a counter of the display
    draw                                phase 3: the top counter of the stack, blind
    place troll r12                     phase 4: an open counter on a road
    place secret:troll r12              phase 4: the secret counter (it becomes open)
    obstacle r21                        phase 4: the own obstacle on a road with a counter
    pass                                phase 4
    move r12                            phase 5: one step, normal price (cards of the road's
                                        counter type, rafts on water)
    move r21 caravan:pig+pig+raft+cloud phase 5: one step by caravan, naming the cards
    end                                 phase 5: end the journey
    keep dragon+dragon+unicorn+raft     phase 6: the cards kept (the rest is discarded)
    keep-counter elfcycle               phase 6: the counter kept (it becomes secret)
"""

from dataclasses import dataclass

from .board import EDGE_INDEX, EDGES
from .components import CARD_INDEX, CARD_TYPES, COUNTER_INDEX, TRANSPORTS

KINDS = ("take", "draw", "place", "obstacle", "pass", "move", "end", "keep", "keep-counter")
# Round-end choices are private (spec §8, D17): their text names what only the mover may know,
# so a public log says only that the choice was made.
PRIVATE_KINDS = ("keep", "keep-counter")


@dataclass(frozen=True, slots=True)
class Move:
    kind: str
    counter: int = -1  # counter type (take, place, keep-counter)
    edge: int = -1  # edge index (place, obstacle, move)
    secret: bool = False  # place: the secret counter
    cards: tuple = ()  # sorted card types: caravan payment (move) or kept cards (keep)

    def __str__(self):
        return format_move(self)


def format_cards(cards):
    return "+".join(CARD_TYPES[c] for c in cards)


def format_move(m):
    k = m.kind
    if k in ("draw", "pass", "end"):
        return k
    if k in ("take", "keep-counter"):
        return f"{k} {TRANSPORTS[m.counter]}"
    if k == "place":
        return f"place {'secret:' if m.secret else ''}{TRANSPORTS[m.counter]} {EDGES[m.edge].id}"
    if k == "obstacle":
        return f"obstacle {EDGES[m.edge].id}"
    if k == "move":
        if m.cards:
            return f"move {EDGES[m.edge].id} caravan:{format_cards(m.cards)}"
        return f"move {EDGES[m.edge].id}"
    if k == "keep":
        return f"keep {format_cards(m.cards) or '-'}"
    raise ValueError(f"unknown move kind {k!r}")


def _counter(word):
    try:
        return COUNTER_INDEX[word]
    except KeyError:
        raise ValueError(f"unknown counter {word!r} (counters: {', '.join(TRANSPORTS)})") from None


def _edge(word):
    try:
        return EDGE_INDEX[word]
    except KeyError:
        raise ValueError(f"unknown road or water link {word!r}") from None


def parse_cards(text):
    if text == "-":
        return ()
    cards = []
    for word in text.split("+"):
        if word not in CARD_INDEX:
            raise ValueError(f"unknown travel card {word!r} (cards: {', '.join(CARD_TYPES)})")
        cards.append(CARD_INDEX[word])
    return tuple(sorted(cards))


def parse_move(text):
    words = text.split()
    if not words:
        raise ValueError("empty move")
    k, args = words[0], words[1:]
    arity = {"draw": 0, "pass": 0, "end": 0, "take": 1, "keep-counter": 1, "place": 2,
             "obstacle": 1, "move": (1, 2), "keep": 1}
    if k not in arity:
        raise ValueError(f"unknown move {k!r} (moves: {', '.join(KINDS)})")
    want = arity[k]
    if len(args) not in (want if isinstance(want, tuple) else (want,)):
        raise ValueError(f"wrong number of words for {k!r}: {text!r}")
    if k in ("draw", "pass", "end"):
        return Move(k)
    if k in ("take", "keep-counter"):
        return Move(k, counter=_counter(args[0]))
    if k == "place":
        word, secret = args[0], False
        if word.startswith("secret:"):
            word, secret = word[len("secret:"):], True
        return Move("place", counter=_counter(word), edge=_edge(args[1]), secret=secret)
    if k == "obstacle":
        return Move("obstacle", edge=_edge(args[0]))
    if k == "move":
        cards = ()
        if len(args) == 2:
            if not args[1].startswith("caravan:"):
                raise ValueError(f"expected caravan:CARDS after the link, got {args[1]!r}")
            cards = parse_cards(args[1][len("caravan:"):])
            if not cards:
                raise ValueError("a caravan names the cards it pays")
        return Move("move", edge=_edge(args[0]), cards=cards)
    return Move("keep", cards=parse_cards(args[0]))
