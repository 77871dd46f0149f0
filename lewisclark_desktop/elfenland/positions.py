"""The JSON position format (docs/positions-elfenland.md): any legal mid-game state, readable
by people. Cards and counters are written by type name, towns and links by id, "?" for what an
observation hides. `state_hash` hashes the canonical form.
"""

import hashlib
import json

from ..core.schema import Bool, Int, IntText, List, Map, Obj, SchemaError, Str
from .board import ALL_MARKERS, EDGE_INDEX, EDGES, START_TOWN, TOWN_INDEX, TOWNS
from .components import (CARD_INDEX, CARD_TYPES, CARDS_PER_TYPE, COLOURS, COUNTER_INDEX,
                         COUNTERS_PER_TYPE, DISPLAY_SIZE, HAND_SIZE, HIDDEN, MAX_PLAYERS,
                         MIN_PLAYERS, ROUNDS, TAKES_PER_ROUND, TOTAL_CARDS, TOTAL_COUNTERS,
                         TOWN_CARDS, TRANSPORTS, may_place)
from .state import DRAW, KEEP_CARDS, KEEP_COUNTER, OVER, PHASES, PLACE, TRAVEL, Player, State

POSITION_FORMAT = "elfenland-position"
POSITION_VERSION = 1


class PositionError(ValueError):
    """A position that cannot be loaded; the message says what is wrong."""


def _names(items, names):
    return ["?" if i == HIDDEN else names[i] for i in items]


def to_dict(s):
    players = []
    for p in s.players:
        d = {
            "colour": p.colour,
            "boot": TOWNS[p.boot].id,
            "hand": {CARD_TYPES[c]: n for c, n in enumerate(p.hand) if n},
            "secret": _names(p.secret, TRANSPORTS),
            "open": _names(p.open, TRANSPORTS),
            "obstacle": p.obstacle,
            "visited": [TOWNS[t].id for t in range(len(TOWNS)) if p.visited >> t & 1],
        }
        if s.variant:
            d["destination"] = "?" if p.destination == HIDDEN else TOWNS[p.destination].id
        if p.hidden_cards:
            d["hidden_cards"] = p.hidden_cards
        players.append(d)
    out = {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "variant": s.variant,
        "round": s.round,
        "phase": s.phase,
        "start_player": s.start_player,
        "current": s.current,
        "passes": s.passes,
        "takes": s.takes,
        "seats_done": s.seats_done,
        "players": players,
        "deck": _names(s.deck, CARD_TYPES),
        "discard": _names(s.discard, CARD_TYPES),
        "supply": _names(s.supply, TRANSPORTS),
        "display": _names(s.display, TRANSPORTS),
        "roads": {EDGES[e].id: TRANSPORTS[c] for e, c in enumerate(s.roads) if c >= 0},
        "obstacles": {EDGES[e].id: seat for e, seat in enumerate(s.obstacles) if seat >= 0},
        "town_cards": ["?" if t == HIDDEN else TOWNS[t].id for t in s.town_cards],
        "turn": s.turn,
        "reveals": s.reveals,
        "rng": str(s.rng),
    }
    if s.viewer is not None:
        out["viewer"] = s.viewer
        out["unknown_cards"] = _names(s.unknown_cards, CARD_TYPES)
        out["unknown_counters"] = _names(s.unknown_counters, TRANSPORTS)
        out["unknown_towns"] = [TOWNS[t].id for t in s.unknown_towns]
    return out


def dumps(s):
    return json.dumps(to_dict(s), ensure_ascii=False, indent=1)


def state_hash(s):
    canon = json.dumps(to_dict(s), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()[:16]


# ---------------------------------------------------------------- reading

# The shape and bounds of a position as one table (core/schema.py); names (towns, roads, cards,
# counters) are looked up by the reader below, and the rules that tie fields together are in
# `_check_conservation` and `_check_progress`. Nothing is cast: 2.0, "2" and true are not whole
# numbers.
NAME = Str(max_len=20)
SEAT = Int(0, MAX_PLAYERS - 1)
PLAYER = Obj(
    {"colour": Str(COLOURS), "boot": NAME, "hand": Map(None, Int(0, HAND_SIZE)),
     "secret": List(NAME, TOTAL_COUNTERS), "open": List(NAME, TOTAL_COUNTERS),
     "obstacle": Bool(), "visited": List(NAME, len(TOWNS))},
    {"destination": NAME, "hidden_cards": Int(0, HAND_SIZE)})
POSITION = Obj(
    {"format": Str((POSITION_FORMAT,)), "version": Int(POSITION_VERSION, POSITION_VERSION),
     "variant": Bool(), "round": Int(1, ROUNDS), "phase": Str(PHASES),
     "start_player": SEAT, "current": SEAT, "passes": Int(0, MAX_PLAYERS - 1),
     "takes": Int(0, TAKES_PER_ROUND * MAX_PLAYERS - 1), "seats_done": Int(0, MAX_PLAYERS - 1),
     "players": List(PLAYER, MAX_PLAYERS, MIN_PLAYERS),
     "deck": List(NAME, TOTAL_CARDS), "discard": List(NAME, TOTAL_CARDS),
     "supply": List(NAME, TOTAL_COUNTERS), "display": List(NAME, DISPLAY_SIZE),
     "roads": Map(None, NAME), "obstacles": Map(None, SEAT),
     "town_cards": List(NAME, len(TOWN_CARDS)),
     "turn": Int(0, 10**6), "reveals": Int(0, 10**6), "rng": IntText(2**64)},
    {"viewer": SEAT, "unknown_cards": List(NAME, TOTAL_CARDS),
     "unknown_counters": List(NAME, TOTAL_COUNTERS), "unknown_towns": List(NAME, len(TOWNS))})


def _get(d, key, kind, where="position"):
    if key not in d:
        raise PositionError(f"{where}: field {key!r} is missing")
    v = d[key]
    if kind is int and (isinstance(v, bool) or not isinstance(v, int)):
        raise PositionError(f"{where}: {key!r} must be a whole number")
    if not isinstance(v, kind):
        raise PositionError(f"{where}: {key!r} must be a {kind.__name__}")
    return v


def _lookup(name, table, what, where, hidden_ok=False):
    if hidden_ok and name == "?":
        return HIDDEN
    if not isinstance(name, str) or name not in table:
        raise PositionError(f"{where}: unknown {what} {name!r}")
    return table[name]


def _list(d, key, table, what, where, hidden_ok=False):
    return [_lookup(x, table, what, f"{where} {key}", hidden_ok) for x in _get(d, key, list, where)]


def from_dict(d):
    """Build a state from a position dict; raises PositionError naming the first problem."""
    if not isinstance(d, dict) or d.get("format") != POSITION_FORMAT:
        raise PositionError(f"not an Elfenland position (format must be {POSITION_FORMAT!r})")
    if d.get("version") != POSITION_VERSION:
        raise PositionError(f"position version {str(d.get('version'))[:20]!r}; this version "
                            f"reads {POSITION_VERSION}")
    try:
        POSITION.check(d, "")
    except SchemaError as exc:
        raise PositionError(f"bad position: {exc}") from None
    obs = "viewer" in d
    s = State()
    s.round_display, s.round_moves, s.round_drawn = (), (), ()  # no story (state.py)
    s.variant = _get(d, "variant", bool)
    rows = _get(d, "players", list)
    if not MIN_PLAYERS <= len(rows) <= MAX_PLAYERS:
        raise PositionError(f"{len(rows)} players: Elfenland takes {MIN_PLAYERS} to {MAX_PLAYERS}")
    n = len(rows)
    s.players = [_player(row, k, s.variant, obs) for k, row in enumerate(rows)]
    colours = [p.colour for p in s.players]
    if len(set(colours)) != n:
        raise PositionError("two players have the same colour")
    s.round = _get(d, "round", int)
    if not 1 <= s.round <= ROUNDS:
        raise PositionError(f"round {s.round}: rounds go from 1 to {ROUNDS}")
    s.phase = _get(d, "phase", str)
    if s.phase not in PHASES:
        raise PositionError(f"unknown phase {s.phase!r} (phases: {', '.join(PHASES)})")
    for key in ("start_player", "current"):
        v = _get(d, key, int)
        if not 0 <= v < n:
            raise PositionError(f"{key} {v} is not a seat (0 to {n - 1})")
        setattr(s, key, v)
    s.passes = _counter_field(d, "passes", 0, n - 1)
    s.takes = _counter_field(d, "takes", 0, TAKES_PER_ROUND * n - 1)
    s.seats_done = _counter_field(d, "seats_done", 0, n - 1)
    s.deck = _list(d, "deck", CARD_INDEX, "card", "position", obs)
    s.discard = _list(d, "discard", CARD_INDEX, "card", "position")
    s.supply = _list(d, "supply", COUNTER_INDEX, "counter", "position", obs)
    s.display = _list(d, "display", COUNTER_INDEX, "counter", "position")
    if len(s.display) > DISPLAY_SIZE:
        raise PositionError(f"the display shows at most {DISPLAY_SIZE} counters")
    s.roads = [-1] * len(EDGES)
    s.obstacles = [-1] * len(EDGES)
    for eid, name in _get(d, "roads", dict).items():
        e = _lookup(eid, EDGE_INDEX, "road", "roads")
        c = _lookup(name, COUNTER_INDEX, "counter", f"roads {eid}")
        if not may_place(c, EDGES[e].kind):
            raise PositionError(f"roads {eid}: a {name} cannot lie on a {EDGES[e].kind} link")
        s.roads[e] = c
    for eid, seat in _get(d, "obstacles", dict).items():
        e = _lookup(eid, EDGE_INDEX, "road", "obstacles")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise PositionError(f"obstacles {eid}: {seat!r} is not a seat")
        if s.roads[e] < 0:
            raise PositionError(f"obstacles {eid}: an obstacle lies only on a road with a counter")
        if seat in s.obstacles:
            raise PositionError(f"obstacles: seat {seat} has only one obstacle")
        if s.players[seat].obstacle:
            raise PositionError(f"obstacles {eid}: seat {seat} still holds its obstacle")
        s.obstacles[e] = seat
    s.town_cards = [_lookup(t, TOWN_INDEX, "town", "town_cards", obs)
                    for t in _get(d, "town_cards", list)]
    s.turn = _get(d, "turn", int)
    s.reveals = _get(d, "reveals", int)
    try:
        s.rng = int(_get(d, "rng", str))
    except ValueError:
        raise PositionError("rng must be an integer written as a string") from None
    s.viewer = None
    s.unknown_cards = s.unknown_counters = s.unknown_towns = ()
    if obs:
        s.viewer = _get(d, "viewer", int)
        if not 0 <= s.viewer < n:
            raise PositionError(f"viewer {s.viewer} is not a seat (0 to {n - 1})")
        s.unknown_cards = tuple(sorted(_list(d, "unknown_cards", CARD_INDEX, "card", "position")))
        s.unknown_counters = tuple(sorted(_list(d, "unknown_counters", COUNTER_INDEX, "counter",
                                                "position")))
        s.unknown_towns = tuple(sorted(_list(d, "unknown_towns", TOWN_INDEX, "town", "position")))
    _check_conservation(s)
    problems = _check_progress(s)
    if problems:
        raise PositionError("impossible position: " + "; ".join(problems))
    return s


def _check_progress(s):
    """The round, phase and counters of the turn agree with each other and with the end of the
    game (D1, D18), as play leaves them."""
    n, ph = s.num_players, s.phase
    problems = []
    for key, phases in (("passes", (PLACE,)), ("takes", (DRAW,)),
                        ("seats_done", (TRAVEL, KEEP_CARDS, KEEP_COUNTER))):
        if getattr(s, key) and ph not in phases:
            problems.append(f"{key} is 0 outside phase {' or '.join(phases)}")
    count = {DRAW: s.takes, TRAVEL: s.seats_done, KEEP_CARDS: s.seats_done,
             KEEP_COUNTER: s.seats_done}.get(ph)
    if count is not None and s.current != (s.start_player + count) % n:
        problems.append(f"in phase {ph} the seat to play is start_player plus "
                        + ("takes" if ph == DRAW else "seats_done"))
    if ph in (DRAW, PLACE) and s.discard:
        problems.append(f"cards are paid only from phase travel: the discard is empty in {ph}")
    if ph == DRAW and (any(c >= 0 for c in s.roads) or any(x >= 0 for x in s.obstacles)):
        problems.append("the roads are cleared at the end of a round: none holds a counter in "
                        "phase draw")
    complete = any(p.visited == ALL_MARKERS for p in s.players)
    if ph == OVER and not complete and s.round < ROUNDS:
        problems.append(f"the game ends after round {ROUNDS} or when a player holds all the "
                        "markers, not in round " + str(s.round))
    if ph in (KEEP_CARDS, KEEP_COUNTER) and (complete or s.round >= ROUNDS):
        problems.append(f"no round follows round {s.round}"
                        + (" once a player holds all the markers" if complete else "")
                        + ": the game is over after its journeys")
    if ph in (DRAW, PLACE) and complete:
        problems.append("a player holds all the markers: the game ended with that round")
    return problems


def _counter_field(d, key, lo, hi):
    v = _get(d, key, int)
    if not lo <= v <= hi:
        raise PositionError(f"{key} {v} is out of range ({lo} to {hi})")
    return v


def _player(row, k, variant, obs):
    where = f"player {k}"
    if not isinstance(row, dict):
        raise PositionError(f"{where} must be an object")
    colour = _get(row, "colour", str, where)
    if colour not in COLOURS:
        raise PositionError(f"{where}: unknown colour {colour!r} (colours: {', '.join(COLOURS)})")
    p = Player(colour, _lookup(_get(row, "boot", str, where), TOWN_INDEX, "town", where))
    for name, count in _get(row, "hand", dict, where).items():
        c = _lookup(name, CARD_INDEX, "card", f"{where} hand")
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise PositionError(f"{where} hand: {name} count must be a whole number >= 0")
        p.hand[c] = count
    p.secret = _list(row, "secret", COUNTER_INDEX, "counter", where, obs)
    p.open = _list(row, "open", COUNTER_INDEX, "counter", where)
    p.obstacle = _get(row, "obstacle", bool, where)
    for t in _get(row, "visited", list, where):
        town = _lookup(t, TOWN_INDEX, "town", f"{where} visited")
        if town == START_TOWN:
            raise PositionError(f"{where}: Elvenhold holds no markers")
        p.visited |= 1 << town
    if variant:
        dest = row.get("destination")
        p.destination = _lookup(dest, TOWN_INDEX, "town card", where, obs)
        if p.destination != HIDDEN and p.destination not in TOWN_CARDS:
            raise PositionError(f"{where}: {dest} is not one of the twelve town cards")
    elif row.get("destination") is not None:
        raise PositionError(f"{where}: a destination needs the variant")
    p.hidden_cards = 0
    if obs and "hidden_cards" in row:
        p.hidden_cards = _get(row, "hidden_cards", int, where)
        if p.hidden_cards < 0:
            raise PositionError(f"{where}: hidden_cards must be 0 or more")
    if p.card_count > HAND_SIZE:
        raise PositionError(f"{where} holds {p.card_count} cards, more than {HAND_SIZE}")
    return p


def _check_conservation(s):
    """Every card, counter and town card exactly once (72, 48, 12): known or hidden."""
    cards = [0] * len(CARD_TYPES)
    hidden_cards = sum(p.hidden_cards for p in s.players) + s.deck.count(HIDDEN)
    for c in s.deck + s.discard + list(s.unknown_cards):
        if c != HIDDEN:
            cards[c] += 1
    for p in s.players:
        for c, n in enumerate(p.hand):
            cards[c] += n
    if s.viewer is not None and len(s.unknown_cards) != hidden_cards:
        raise PositionError("unknown_cards must list exactly the cards hidden from the viewer")
    if cards != list(CARDS_PER_TYPE):
        raise PositionError("the travel cards do not add up to 10 of each kind and 12 rafts: "
                            + _diff(cards, CARDS_PER_TYPE, CARD_TYPES))
    counters = [0] * len(TRANSPORTS)
    places = s.supply + s.display + [c for c in s.roads if c >= 0] + list(s.unknown_counters)
    hidden_counters = s.supply.count(HIDDEN)
    for p in s.players:
        places += p.secret + p.open
        hidden_counters += p.secret.count(HIDDEN)
    for c in places:
        if c != HIDDEN:
            counters[c] += 1
    if s.viewer is not None and len(s.unknown_counters) != hidden_counters:
        raise PositionError("unknown_counters must list exactly the counters hidden from the "
                            "viewer")
    if counters != [COUNTERS_PER_TYPE] * len(TRANSPORTS):
        raise PositionError("the counters do not add up to 8 of each kind: "
                            + _diff(counters, [COUNTERS_PER_TYPE] * 6, TRANSPORTS))
    if s.variant:
        towns = [p.destination for p in s.players] + s.town_cards + list(s.unknown_towns)
        if sorted(t for t in towns if t != HIDDEN) != sorted(TOWN_CARDS):
            raise PositionError("the town cards (destinations and unused ones) must be the "
                                "twelve town cards, each once")
    elif s.town_cards:
        raise PositionError("town cards need the variant")


def _diff(have, want, names):
    return ", ".join(f"{names[i]} {h} (should be {w})"
                     for i, (h, w) in enumerate(zip(have, want)) if h != w)


def loads(text):
    """Read a position from JSON text; automatic steps that are due run at once."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PositionError(f"bad JSON at line {exc.lineno} column {exc.colno} ({exc.msg})") \
            from None
    return load_dict(data)


def load_dict(data):
    from . import engine
    s = from_dict(data)
    if s.viewer is None:
        engine.settle(s)
    return s



