"""The rules engine: setup, the current decision, its legal moves, and applying a move.

The automatic steps (phase 1 deal, phase 2 secret counters, forced passes of D13, round-end
choices with nothing to choose, the round-end clean-up) run inside `apply`, so the state always
waits for a real decision or is over.
"""

from functools import lru_cache

from ..core.rng import Rng, seed_state
from .board import ALL_MARKERS, DISTANCE, EDGES, MARKER_TOWNS, NEIGHBOURS, ROADS, START_TOWN
from .components import (CARD_TYPES, CARDS_KEPT, COLOURS, DISPLAY_SIZE, HAND_SIZE, HIDDEN,
                         MAX_PLAYERS, MIN_PLAYERS, ROUNDS, TAKES_PER_ROUND, TOWN_CARDS,
                         TRANSPORTS, full_card_set, full_counter_set, may_place)
from .journey import caravan_price, multisets, normal_price
from .moves import Move
from .state import DRAW, KEEP_CARDS, KEEP_COUNTER, OVER, PLACE, TRAVEL, Player, State

WATER = ("river", "lake")

# Moves are frozen values, so legal_moves hands out shared instances instead of building the same
# ones again for every decision (most of the random self-play time went into Move.__init__).
_TAKE = {c: Move("take", counter=c) for c in (HIDDEN, *range(len(TRANSPORTS)))}
_DRAW, _PASS, _END = Move("draw"), Move("pass"), Move("end")
_OBSTACLE = {edge: Move("obstacle", edge=edge) for edge in ROADS}
_STEP = {edge: Move("move", edge=edge) for edge in range(len(EDGES))}
# _PLACE[edge][counter] = (open placement, secret placement), or None where it may not lie;
# HIDDEN too, so that a state with an unknown counter gets the moves it always got.
_PLACE = {edge: {c: (Move("place", counter=c, edge=edge),
                     Move("place", counter=c, edge=edge, secret=True))
                 if may_place(c, EDGES[edge].kind) else None
                 for c in (HIDDEN, *range(len(TRANSPORTS)))}
          for edge in ROADS}


_CARAVAN = {edge: {} for edge in ROADS}  # _CARAVAN[edge][cards]: that caravan step, made once


@lru_cache(maxsize=8192)
def _caravan_moves(edge, hand, size):
    """Every caravan step along `edge` that a hand (counts per type) can pay with `size` cards."""
    made = _CARAVAN[edge]
    out = []
    for cards in multisets(hand, size):
        m = made.get(cards)
        if m is None:
            m = made[cards] = Move("move", edge=edge, cards=cards)
        out.append(m)
    return tuple(out)


@lru_cache(maxsize=1024)
def _placements(opens, secrets):
    """((road, its placements of these open and secret counter types), ...) for every road."""
    return tuple((edge, tuple(_PLACE[edge][c][0] for c in opens if _PLACE[edge][c])
                  + tuple(_PLACE[edge][c][1] for c in secrets if _PLACE[edge][c]))
                 for edge in ROADS)


@lru_cache(maxsize=256)
def _roads_for(kinds):
    """The roads where a counter of one of these types may lie."""
    return tuple(edge for edge in ROADS if any(may_place(c, EDGES[edge].kind) for c in kinds))


@lru_cache(maxsize=4096)
def _keep_moves(hand):
    return tuple(Move("keep", cards=c) for c in multisets(hand, CARDS_KEPT))


# ---------------------------------------------------------------- setup

def new_game(players, seed, colours=None, first_player=None, variant=False):
    if isinstance(players, bool) or not isinstance(players, int) or \
            not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Elfenland is played by {MIN_PLAYERS} to {MAX_PLAYERS} players")
    colours = list(colours or COLOURS[:players])
    if len(colours) != players or len(set(colours)) != players or \
            any(c not in COLOURS for c in colours):
        raise ValueError(f"give {players} different colours among {', '.join(COLOURS)}")
    rng = Rng(seed_state(seed))
    s = State()
    s.players = [Player(c, START_TOWN) for c in colours]
    s.variant = bool(variant)
    s.deck = full_card_set()
    rng.shuffle(s.deck)
    s.supply = full_counter_set()
    rng.shuffle(s.supply)
    s.display = [s.supply.pop() for _ in range(DISPLAY_SIZE)]
    drawn = rng.below(players)  # always drawn, so a given first player replays identically
    if first_player is None:
        first_player = drawn
    if isinstance(first_player, bool) or not isinstance(first_player, int) or \
            not 0 <= first_player < players:
        raise ValueError(f"first player must be a seat from 0 to {players - 1}")
    s.town_cards = []
    if s.variant:
        cards = list(TOWN_CARDS)
        rng.shuffle(cards)
        for p in s.players:
            p.destination = cards.pop()
        s.town_cards = cards
    s.roads = [-1] * len(EDGES)
    s.obstacles = [-1] * len(EDGES)
    s.discard = []
    s.round = 1
    s.start_player = first_player
    s.current = first_player
    s.phase = DRAW
    s.passes = s.takes = s.seats_done = 0
    s.turn = 0
    s.reveals = 0
    s.rng = rng.state
    s.viewer = None
    s.unknown_cards = s.unknown_counters = s.unknown_towns = ()
    _start_round(s)
    return s


def seat_order(s):
    """Seats from the start player on (D12)."""
    n = s.num_players
    return [(s.start_player + k) % n for k in range(n)]


def _start_round(s):
    """Phases 1 and 2: top hands up to 8, one secret counter each; then phase 3 begins."""
    for seat in seat_order(s):
        p = s.players[seat]
        for _ in range(min(HAND_SIZE - p.card_count, len(s.deck))):  # D8: cannot run dry
            p.hand[s.deck.pop()] += 1
    for seat in seat_order(s):
        if s.supply:  # D9 guard
            s.players[seat].secret.append(s.supply.pop())
    s.reveals += 1
    s.round_display, s.round_moves, s.round_drawn = tuple(s.display), (), ()
    s.phase = DRAW
    s.takes = s.seats_done = 0
    s.current = s.start_player
    s.turn += 1
    _advance(s)


# ---------------------------------------------------------------- the current decision

def decision(s):
    """What is being asked now: "draw", "place", "travel", "keep-cards", "keep-counter" or
    "over"."""
    return s.phase


def _can_place(s, seat):
    p = s.players[seat]
    roads = s.roads
    if any(roads[edge] < 0 for edge in _roads_for(frozenset(p.secret + p.open))):
        return True
    obstacles = s.obstacles
    return bool(p.obstacle) and any(roads[edge] >= 0 and obstacles[edge] < 0 for edge in ROADS)


def legal_moves(s):
    ph = s.phase
    if ph == DRAW:
        out = [_TAKE[c] for c in sorted(set(s.display))]
        if s.supply:
            out.append(_DRAW)
        return out
    p = s.player()
    if ph == PLACE:
        return _place_moves(s, p)
    if ph == TRAVEL:
        return _travel_moves(s, p) + [_END]
    if ph == KEEP_CARDS:
        return list(_keep_moves(tuple(p.hand)))
    if ph == KEEP_COUNTER:
        return [Move("keep-counter", counter=c) for c in sorted(set(p.counters()))]
    return []


def moves_to(s, town):
    """The legal steps of the current journey that lead to `town` (every way to pay)."""
    if s.phase != TRAVEL:
        return []
    here = s.player().boot
    return [m for m in _travel_moves(s, s.player())
            if town in (EDGES[m.edge].a, EDGES[m.edge].b) and town != here]


def _place_moves(s, p):
    out = []
    roads, obstacles, obstacle = s.roads, s.obstacles, p.obstacle
    for edge, placements in _placements(tuple(sorted(set(p.open))), tuple(sorted(set(p.secret)))):
        if roads[edge] < 0:
            out += placements
        elif obstacle and obstacles[edge] < 0:
            out.append(_OBSTACLE[edge])
    out.append(_PASS)
    return out


def _travel_moves(s, p):
    out = []
    hand = tuple(p.hand)
    total = sum(hand)
    for edge, _ in NEIGHBOURS[p.boot]:
        price = normal_price(s, edge, p.boot)
        if price is None:
            continue
        kind, n = price
        if p.hand[kind] >= n:
            out.append(_STEP[edge])
        size = caravan_price(s, edge)
        if size is not None and total >= size:
            out.extend(_caravan_moves(edge, hand, size))
    return out


# ---------------------------------------------------------------- why a move is illegal

def explain_illegal(s, m):
    """None if `m` is legal now, else the reason in words."""
    if s.phase == OVER:
        return "the game is over"
    wanted = {"take": DRAW, "draw": DRAW, "place": PLACE, "obstacle": PLACE, "pass": PLACE,
              "move": TRAVEL, "end": TRAVEL, "keep": KEEP_CARDS,
              "keep-counter": KEEP_COUNTER}.get(m.kind)
    if wanted is None:
        return f"unknown move {m.kind!r}"
    if wanted != s.phase:
        return f"this is not possible now: the decision is {s.phase!r}"
    check = _CHECKS.get(m.kind)
    return check(s, s.player(), m) if check else None


def _check_take(s, p, m):
    if m.counter not in s.display:
        return f"there is no {TRANSPORTS[m.counter]} among the face-up counters"
    return None


def _check_draw(s, p, m):
    return None if s.supply else "the counter stack is empty"


def _road(m):
    if not 0 <= m.edge < len(EDGES):
        return None, "there is no such road"
    e = EDGES[m.edge]
    if e.kind in WATER:
        return None, f"{e.id} is water: counters and obstacles go on roads only"
    return e, None


def _check_place(s, p, m):
    e, why = _road(m)
    if why:
        return why
    if not 0 <= m.counter < len(TRANSPORTS):
        return "there is no such counter"
    name = TRANSPORTS[m.counter]
    pool = p.secret if m.secret else p.open
    if m.counter not in pool:
        return f"you have no {'secret ' if m.secret else ''}{name} counter"
    if s.roads[m.edge] >= 0:
        return f"{e.id} already holds a counter"
    if not may_place(m.counter, e.kind):
        return f"a {name} cannot travel on {e.kind} roads, so it cannot be placed on {e.id}"
    return None


def _check_obstacle(s, p, m):
    e, why = _road(m)
    if why:
        return why
    if not p.obstacle:
        return "you have already used your obstacle"
    if s.roads[m.edge] < 0:
        return f"{e.id} holds no counter: an obstacle goes on a counter"
    if s.obstacles[m.edge] >= 0:
        return f"{e.id} already has an obstacle"
    return None


def _check_move(s, p, m):
    if not 0 <= m.edge < len(EDGES):
        return "there is no such connection"
    e = EDGES[m.edge]
    if p.boot not in (e.a, e.b):
        return f"{e.id} does not start where your boot stands"
    if m.cards:
        size = caravan_price(s, m.edge)
        if e.kind in WATER:
            return "a caravan cannot cross water: rafts only"
        if size is None:
            return f"{e.id} holds no counter: no way to cross it"
        if len(m.cards) != size:
            return f"a caravan on {e.id} costs exactly {size} cards, not {len(m.cards)}"
        if not _holds(p.hand, m.cards):
            return "you do not hold those cards"
        return None
    price = normal_price(s, m.edge, p.boot)
    if price is None:
        return f"{e.id} holds no counter: no way to cross it"
    kind, n = price
    if p.hand[kind] < n:
        return (f"this step costs {n} {CARD_TYPES[kind]} card(s); you hold {p.hand[kind]}"
                + ("" if e.kind in WATER else
                   f" (a caravan of any {caravan_price(s, m.edge)} cards is the other way)"))
    return None


def _check_keep(s, p, m):
    if len(m.cards) != CARDS_KEPT:
        return f"keep exactly {CARDS_KEPT} cards"
    if not _holds(p.hand, m.cards):
        return "you do not hold those cards"
    return None


def _check_keep_counter(s, p, m):
    if m.counter not in p.counters():
        return "you do not hold that counter"
    return None


_CHECKS = {"take": _check_take, "draw": _check_draw, "place": _check_place,
           "obstacle": _check_obstacle, "move": _check_move, "keep": _check_keep,
           "keep-counter": _check_keep_counter}


def _holds(hand, cards):
    need = [0] * len(hand)
    for c in cards:
        if not 0 <= c < len(hand):
            return False
        need[c] += 1
    return all(h >= n for h, n in zip(hand, need))


# ---------------------------------------------------------------- applying a move

def apply(s, m):
    """Apply a legal move (check with `explain_illegal` first), then run the automatic steps."""
    if s.phase in (DRAW, PLACE):
        s.round_moves += ((s.current, m),)
    _APPLY[m.kind](s, s.player(), m)
    _advance(s)


def _next_seat(s):
    s.current = (s.current + 1) % s.num_players
    s.turn += 1


def _refill_display(s):
    while len(s.display) < DISPLAY_SIZE and s.supply:
        s.display.append(s.supply.pop())
        s.round_drawn += (s.display[-1],)
        s.reveals += 1


def _apply_take(s, p, m):
    s.display.remove(m.counter)
    p.open.append(m.counter)
    _refill_display(s)
    _taken(s)


def _apply_draw(s, p, m):
    p.open.append(s.supply.pop())
    s.round_drawn += (p.open[-1],)
    s.reveals += 1
    _taken(s)


def _taken(s):
    s.takes += 1
    _next_seat(s)
    if s.takes >= TAKES_PER_ROUND * s.num_players:
        s.phase = PLACE
        s.passes = s.takes = 0
        s.current = s.start_player


def _apply_place(s, p, m):
    (p.secret if m.secret else p.open).remove(m.counter)
    s.roads[m.edge] = m.counter
    s.passes = 0
    _next_seat(s)


def _apply_obstacle(s, p, m):
    p.obstacle = False
    s.obstacles[m.edge] = s.current
    s.passes = 0
    _next_seat(s)


def _apply_pass(s, p, m):
    _passed(s)


def _passed(s):
    s.passes += 1
    if s.passes >= s.num_players:
        s.phase = TRAVEL
        s.seats_done = s.passes = 0
        s.current = s.start_player
        s.turn += 1
    else:
        _next_seat(s)


def _apply_move(s, p, m):
    if m.cards:
        for c in m.cards:
            p.hand[c] -= 1
        s.discard.extend(m.cards)
    else:
        kind, n = normal_price(s, m.edge, p.boot)
        p.hand[kind] -= n
        s.discard.extend([kind] * n)
    e = EDGES[m.edge]
    p.boot = e.b if e.a == p.boot else e.a
    if p.boot != START_TOWN:
        p.visited |= 1 << p.boot


def _apply_end(s, p, m):
    s.seats_done += 1
    if s.seats_done < s.num_players:
        _next_seat(s)
        return
    if s.round >= ROUNDS or any(q.visited == ALL_MARKERS for q in s.players):  # D1
        s.phase = OVER
        s.seats_done = 0
        return
    s.phase = KEEP_CARDS
    s.seats_done = 0
    s.current = s.start_player
    s.turn += 1


def _apply_keep(s, p, m):
    rest = p.hand[:]
    for c in m.cards:
        rest[c] -= 1
    for c, n in enumerate(rest):
        s.deck.extend([c] * n)  # face down: the deck is shuffled at the round's end anyway
        p.hand[c] -= n
    s.phase = KEEP_COUNTER


def _apply_keep_counter(s, p, m):
    counters = p.counters()
    counters.remove(m.counter)
    s.supply.extend(counters)  # face down: the stack is shuffled at the round's end anyway
    p.secret = [m.counter]
    p.open = []
    _kept(s)


def _kept(s):
    s.seats_done += 1
    s.phase = KEEP_CARDS
    if s.seats_done < s.num_players:
        _next_seat(s)


_APPLY = {"take": _apply_take, "draw": _apply_draw, "place": _apply_place,
          "obstacle": _apply_obstacle, "pass": _apply_pass, "move": _apply_move,
          "end": _apply_end, "keep": _apply_keep, "keep-counter": _apply_keep_counter}


def _advance(s):
    """Run what needs no choice until a player must decide or the game is over."""
    while True:
        ph = s.phase
        if ph == DRAW:
            if s.display or s.supply:
                return
            _taken(s)  # D9 guard: nothing left to take
        elif ph == PLACE:
            if _can_place(s, s.current):
                return
            _passed(s)  # D13: a forced pass counts
        elif ph == KEEP_CARDS:
            if s.seats_done >= s.num_players:
                _end_round(s)
                return
            p = s.player()
            if p.card_count > CARDS_KEPT:
                kinds = [c for c, n in enumerate(p.hand) if n]
                if len(kinds) > 1:
                    return
                _apply_keep(s, p, Move("keep", cards=(kinds[0],) * CARDS_KEPT))  # one kind only
            s.phase = KEEP_COUNTER
        elif ph == KEEP_COUNTER:
            p = s.player()
            counters = p.counters()
            if len(set(counters)) > 1:
                return
            if counters:  # one kind only: nothing to choose (D5)
                s.supply.extend(counters[1:])
                p.secret, p.open = counters[:1], []
            _kept(s)
        else:
            return


def _end_round(s):
    """Phase 6 steps 3-6: clear the board, reshuffle, next start player, next round."""
    rng = Rng(s.rng)
    for edge in ROADS:
        if s.roads[edge] >= 0:
            s.supply.append(s.roads[edge])
            s.roads[edge] = -1
        s.obstacles[edge] = -1
    rng.shuffle(s.supply)
    _refill_display(s)
    s.deck.extend(s.discard)
    s.discard = []
    rng.shuffle(s.deck)
    s.rng = rng.state
    s.start_player = (s.start_player + 1) % s.num_players
    s.round += 1
    _start_round(s)


# ---------------------------------------------------------------- scoring

def markers_left(s, seat):
    """Towns that still hold the seat's marker (worth visiting)."""
    visited = s.players[seat].visited
    return tuple(t for t in MARKER_TOWNS if not visited >> t & 1)


def distance_left(s, seat):
    """Variant: connections from the seat's boot to its town card (D4); 0 without the variant."""
    p = s.players[seat]
    if not s.variant or p.destination < 0:
        return 0
    return DISTANCE[p.boot][p.destination]


def score(s, seat):
    """Points: markers collected, minus the distance to the town card in the variant."""
    return s.players[seat].markers - distance_left(s, seat)


def rank_key(s, seat):
    """Bigger is better (D16): base (markers, cards); variant (score, -distance, cards)."""
    cards = s.players[seat].card_count
    if s.variant:
        return (score(s, seat), -distance_left(s, seat), cards)
    return (score(s, seat), cards)


def ranking(s):
    """[(place, seat)] best first; equal keys share a place (1, 1, 3, ...)."""
    keys = [rank_key(s, seat) for seat in range(s.num_players)]
    order = sorted(range(s.num_players), key=lambda seat: (tuple(-k for k in keys[seat]), seat))
    return [(1 + sum(1 for k in keys if k > keys[seat]), seat) for seat in order]


def winner(s):
    """The winning seat once the game is over; None before, and None for a shared first place."""
    if s.phase != OVER:
        return None
    first = [seat for place, seat in ranking(s) if place == 1]
    return first[0] if len(first) == 1 else None


def settle(s):
    """Run the automatic steps that are due (for a position loaded from JSON)."""
    _advance(s)
