"""Positions: a documented dict/JSON form for any state of a game (docs/positions-tiwanaku.md).

Reading checks the fields against one table (`POSITION`, core/schema.py), then the rules that tie
fields together (`_build` and `check`): a position no game can reach is refused with the reason.
"""

import json
from functools import lru_cache

from ..core.schema import Bool, Int, List, Map, Null, Obj, OneOf, SchemaError, Str
from .board import CROPS, SIZES, TERRAIN_LETTERS, TERRAINS, grid
from .scenario import DIFFICULTIES, Scenario, parse_code
from .state import (
    ACTION,
    AUTOMA,
    AUTOMA_ORDER,
    AUTOMA_PAWNS,
    COMPETITIVE_PAWNS,
    COOP_PAWNS,
    COOP_TOKENS,
    DIVERSITY_HEIGHT,
    DIVINE_MORE,
    END_LOOP,
    LEVELS,
    MODES,
    NONE,
    OFFER,
    OVER,
    PLAY_TILE,
    START_SCORE,
    SUPPLIER,
    State,
    colours_for,
)

POSITION_FORMAT = "tiwanaku-position"
POSITION_VERSION = 1
PHASES = (PLAY_TILE, ACTION, DIVINE_MORE, SUPPLIER, AUTOMA_ORDER, OFFER, END_LOOP, OVER)
COOP_PHASES = (PLAY_TILE, SUPPLIER, AUTOMA_ORDER)  # decisions only co-op and solo have
ARROWS = ("N", "E", "S", "W")
MAX_CELLS = SIZES["long"][0] * SIZES["long"][1]
MAX_MAP_CHARS = 400  # 5 rows of 9 words with room for indentation; a bigger map is refused unread
MAX_SCORE = 999


class PositionError(ValueError):
    """A position that cannot be loaded; the message says what is wrong."""


# The position format as one table (docs/positions-tiwanaku.md). Nothing is cast: 2.0, "2" and
# true are not whole numbers. Rules that tie fields together are in `_build` and `check`.
CELL = Str(max_len=3)
CELLS = List(CELL, MAX_CELLS)
WHO = OneOf('a colour 0-3 or "automa"', Int(0, 3), Str(("automa",)))
CROP = OneOf("a crop name or level 1-5", Str(CROPS), Int(1, 5))
HEIGHTS = List(Int(0, DIVERSITY_HEIGHT), 4, 4)
POSITION = Obj(
    {"map": Str(max_len=MAX_MAP_CHARS)},
    {"format": Str((POSITION_FORMAT,)), "version": Int(POSITION_VERSION, POSITION_VERSION),
     "mode": Str(MODES), "players": Int(1, 4), "level": Str(LEVELS),
     "scenario": Str(max_len=24), "difficulty": Str(DIFFICULTIES), "open_screens": Bool(),
     "start_cells": CELLS, "discovered": CELLS, "crops": CELLS, "automa_cells": CELLS,
     "pawns": Map(None, WHO),
     "stacks": List(Int(0, max(COMPETITIVE_PAWNS.values())), 4, 1),
     "markers": List(HEIGHTS, 4, 1), "automa_markers": HEIGHTS,
     "scores": List(Int(-MAX_SCORE, MAX_SCORE), 4, 1),
     "tokens": List(List(CROP, len(CROPS)), 4, 1),
     "supply": List(Int(0, 4), len(CROPS), len(CROPS)),
     "column": Obj({}, {t: Int(0, MAX_CELLS) for t in TERRAINS}),
     "hands": List(Obj({}, {t: Str(max_len=MAX_CELLS) for t in TERRAINS}), 4),
     "current": Int(0, 3), "first_player": Int(0, 3), "phase": Str(PHASES),
     "direction": Null(Str(ARROWS)), "in_loop": List(Bool(), 4, 1),
     "turn": Int(0, 10**6), "reveals": Int(0, 10**6), "moved": CELL,
     "pending": Obj({"cell": CELL, "by": WHO}),
     "queue": List(Obj({"cell": CELL, "direction": Str(ARROWS)}), MAX_CELLS)})


def load_dict(d):
    """A position from outside (the command line, a file): it must be one a game can reach."""
    return from_dict(d, reachable=True)


def from_dict(d, reachable=False):
    """Build a State from a position dict; PositionError names the first problem.

    Every position is checked for types, ranges, indexes and a decision that fits the mode and
    the pieces. `reachable` adds what only a real game guarantees: a map that keeps Pachamama's
    principles V1-V5, and pawns, terrain tiles, crop tokens and markers all conserved. Rules
    tests leave it off to build small positions (a board of one terrain, a few pieces) when the
    rule under test does not depend on those."""
    if not isinstance(d, dict):
        raise PositionError("a Tiwanaku position is a JSON object")
    try:
        POSITION.check(d, "")
    except SchemaError as exc:
        raise PositionError(f"bad position: {exc}") from None
    try:
        s = _build(d, reachable)
    except PositionError:  # _build's own refusal already says "impossible position: "
        raise
    except ValueError as exc:  # a cell name off the board
        raise PositionError(f"impossible position: {exc}") from None
    problems = check(s, d, reachable)
    if problems:
        raise PositionError("impossible position: " + "; ".join(problems))
    return s


def from_json(text):
    return from_dict(json.loads(text))


def _impossible(text):
    return PositionError("impossible position: " + text)


def _board(d):
    """(grid, terrain, crop) of the map: the short or the long board of the rules."""
    rows = [r.split() for r in d["map"].strip().splitlines()]
    shape = (len(rows), len(rows[0]) if rows else 0)
    if shape not in SIZES.values() or any(len(r) != shape[1] for r in rows):
        raise _impossible("the map must be the short board (5 rows of 5 cells) or the long board "
                          "(5 rows of 9)")
    words = [w for r in rows for w in r]
    if any(len(w) != 2 or w[0] not in TERRAIN_LETTERS or w[1] not in "12345" for w in words):
        raise _impossible("map cells are a terrain letter (D G M S) and a level 1-5, e.g. S2")
    g = grid(*shape)
    return g, tuple(TERRAIN_LETTERS.index(w[0]) for w in words), tuple(int(w[1]) for w in words)


def _scenario(d, g, terrain, crop, hints, automa_cells, coop, reachable):
    size = "short" if g.cols == SIZES["short"][1] else "long"
    if coop and size != "long":
        raise _impossible("co-op and solo games are played on the long board")
    if reachable:
        from .validity import violations
        broken = violations(g, terrain, crop)
        if broken:
            raise _impossible(f"the map breaks {broken[0][0]}: {broken[0][1]}")
    difficulty = d.get("difficulty", "normal")
    gen_mode = "coop" if coop else "competitive"
    if "scenario" not in d:
        return Scenario(size, g.rows, g.cols, difficulty, gen_mode, -1, 0, terrain, crop, hints,
                        automa_cells, None, ())
    try:
        code = parse_code(d["scenario"])
    except ValueError as exc:
        raise _impossible(f"scenario: {exc}") from None
    if code[:3] != (size, code[1], gen_mode) or difficulty != code[1] and "difficulty" in d:
        raise _impossible(f"scenario {d['scenario']} is not a {size} {gen_mode} board"
                          + (f" of difficulty {difficulty}" if "difficulty" in d else ""))
    sc = _generated(*code)
    if (sc.terrain, sc.crop, sc.hints) != (terrain, crop, hints) or \
            coop and sc.automa_cells != automa_cells:
        raise _impossible(f"the map, start cells or automa cells are not those of scenario "
                          f"{sc.code}")
    return sc


@lru_cache(maxsize=8)
def _generated(size, difficulty, mode, seed):
    """The scenario of a code (a generated map is a pure function of it)."""
    from .generator import generate
    return generate(size, seed, difficulty, mode)


def _parse_all(g, names, what):
    cells = [g.parse(x) for x in names]
    if len(set(cells)) != len(cells):
        raise _impossible(f"{what} names a cell twice")
    return cells


def _token_bits(held, who):
    levels = [CROPS.index(c) + 1 if isinstance(c, str) else c for c in held]
    if len(set(levels)) != len(levels):
        raise _impossible(f"tokens: {who} holds a crop twice")
    return sum(1 << (v - 1) for v in levels)


def _build(d, reachable):
    g, terrain, crop = _board(d)
    mode = d.get("mode", "competitive")
    players = d.get("players", 2)
    if players not in ((1,) if mode == "solo" else (2, 3, 4)):
        raise _impossible(f"a {mode} position cannot have {players} players")
    coop = mode != "competitive"
    for key in ("level", "open_screens", "hands", "automa_cells", "automa_markers", "direction",
                "queue"):
        if not coop and key in d:
            raise _impossible(f"{key} belongs to co-op and solo positions")
    if coop and "in_loop" in d:
        raise _impossible("in_loop belongs to competitive positions (the final divination loop)")
    hints = tuple(sorted(_parse_all(g, d.get("start_cells", []), "start_cells")))
    automa_cells = tuple(sorted(_parse_all(g, d.get("automa_cells", []), "automa_cells"),
                                key=lambda i: (i % g.cols, i // g.cols)))
    sc = _scenario(d, g, terrain, crop, hints, automa_cells, coop, reachable)
    shown = hints + tuple(_parse_all(g, d.get("discovered", []), "discovered")) \
        + tuple(_parse_all(g, d.get("crops", []), "crops"))
    if len(set(shown)) != len(shown):
        raise _impossible("a cell is listed twice among start_cells, discovered and crops")
    known_t = [None] * g.n
    known_c = [None] * g.n
    for i in hints:
        known_t[i], known_c[i] = terrain[i], crop[i]
    for x in d.get("discovered", []):
        known_t[g.parse(x)] = terrain[g.parse(x)]
    for x in d.get("crops", []):
        i = g.parse(x)
        known_t[i], known_c[i] = terrain[i], crop[i]
    level = d.get("level", "normal") if coop else None
    colours = colours_for(mode, players)
    ncol = max(colours) + 1
    pawns = [NONE] * g.n
    for x, who in d.get("pawns", {}).items():
        if who == "automa" and not coop or who != "automa" and who >= ncol:
            raise _impossible(f"pawn on {x}: colour must be 0-{ncol - 1}"
                              + (' or "automa"' if coop else ""))
        i = g.parse(x)
        pawns[i] = AUTOMA if who == "automa" else who
        known_t[i] = terrain[i]  # a pawn only ever stands on discovered terrain
    hands = []
    for k, h in enumerate(d.get("hands", [])):
        if any(a not in ARROWS for t in h for a in h[t]):
            raise _impossible(f"hands[{k}]: arrows are the letters N, E, S, W")
        hands.append([list(h.get(t, "")) for t in TERRAINS])
    if coop and len(hands) != players:
        raise _impossible(f"hands must hold one entry per seat ({players})")
    undiscovered = [sum(1 for i in range(g.n) if known_t[i] is None and terrain[i] == t)
                    for t in range(4)]
    if "column" in d:
        column = [d["column"].get(t, 0) for t in TERRAINS]
    else:
        column = [undiscovered[t] - sum(len(h[t]) for h in hands) for t in range(4)]
    nhold = 2 if coop else players
    markers = [list(m) for m in d.get("markers", [[0] * 4] * ncol)]
    if coop:
        markers.append(list(d.get("automa_markers", [0] * 4)))
    tokens = [_token_bits(held, f"holder {k}")
              for k, held in enumerate(d.get("tokens", [[]] * nhold))]
    phase = d.get("phase", PLAY_TILE if coop else ACTION)
    each = COOP_PAWNS[level][players] if coop else COMPETITIVE_PAWNS[players]
    stacks = d.get("stacks", [max(0, each - pawns.count(c)) for c in range(ncol)])
    per_level = COOP_TOKENS if coop else players
    supply = d.get("supply", [max(0, per_level - sum(t >> v & 1 for t in tokens))
                              for v in range(len(CROPS))])
    s = State(sc, mode, level, players, colours, known_t, known_c, pawns, list(stacks), markers,
              list(d.get("scores", [START_SCORE] * nhold)), tokens, list(supply), column,
              hands, d.get("current", 0), phase, d.get("first_player", 0), d.get("direction"),
              d.get("turn", 0), d.get("reveals", 0))
    s.open_screens = d.get("open_screens", False)
    s.ending = not coop and not any(column)  # the last terrain tile is placed (§11)
    s.looping = "in_loop" in d or phase == END_LOOP
    if s.looping:
        s.in_loop = list(d.get("in_loop", [True] * players))
    if "moved" in d:
        s.moved = g.parse(d["moved"])
    if "pending" in d:
        who = d["pending"]["by"]
        s.pending = (g.parse(d["pending"]["cell"]), AUTOMA if who == "automa" else who)
    s.queue = [(g.parse(q["cell"]), q["direction"]) for q in d.get("queue", [])]
    if phase == OVER:
        s.winners = _winners(s)
    return s


def _winners(s):
    if s.coop:
        return tuple(range(s.players)) if s.score[0] > s.score[1] else ()
    best = max(s.score)
    return tuple(x for x in range(s.players) if s.score[x] == best)  # D17


def check(s, d=None, reachable=True):
    """What a position satisfies: indexes in range, the decision consistent with the mode, the
    pieces and the end of the game, and when `reachable`, pieces conserved. Returns the problems,
    empty when sound."""
    from .engine import divinable, supplier_order, tied_automa
    problems = []
    d = d or {}
    ncol = max(s.colour_of) + 1
    nhold = 2 if s.coop else s.players
    for key, n, what in (("stacks", ncol, "colour"), ("markers", ncol, "colour"),
                         ("scores", nhold, "holder"), ("tokens", nhold, "holder")):
        if len(d.get(key, [None] * n)) != n:
            problems.append(f"{key} must hold one entry per {what} ({n})")
    for key in ("current", "first_player"):
        if getattr(s, key) >= s.players:
            problems.append(f"{key} {getattr(s, key)} is not a seat (0 to {s.players - 1})")
    if problems:
        return problems  # the checks below index by these
    if reachable:
        problems += _pieces(s)
    problems += _decision(s, divinable, supplier_order, tied_automa)
    return problems


def _pieces(s):
    """Pawns, tokens, terrain tiles and markers: none made or lost."""
    problems = []
    if s.coop:
        each = COOP_PAWNS[s.level][s.players]
    else:
        each = COMPETITIVE_PAWNS[s.players]
    for c in range(len(s.stack)):
        if s.stack[c] + s.pawns.count(c) != each:
            problems.append(f"colour {c} has {s.stack[c]} pawns in its stack and "
                            f"{s.pawns.count(c)} on the board; it should have {each} in all")
    if s.coop and s.pawns.count(AUTOMA) > AUTOMA_PAWNS[s.level]:
        problems.append(f"the automa has at most {AUTOMA_PAWNS[s.level]} pawns at level "
                        f"{s.level}")
    per_level = COOP_TOKENS if s.coop else s.players
    for v in range(len(CROPS)):
        held = sum(t >> v & 1 for t in s.tokens)
        if s.supply[v] + held != per_level:
            problems.append(f"{CROPS[v]} tokens: {s.supply[v]} in the supply and {held} held; "
                            f"there are {per_level}")
    hints = set(s.scenario.hints)
    if s.pending is not None:
        hints.add(s.pending[0])  # shown, its tile not yet given
    for t, name in enumerate(TERRAINS):
        found = sum(1 for i, x in enumerate(s.terrain) if x == t and i not in hints)
        in_hands = sum(len(h[t]) for h in s.hands)
        total = s.scenario.to_discover()[name]
        if s.column[t] + in_hands + found != total:
            problems.append(f"{name} tiles: {s.column[t]} on the diversity board, {in_hands} in "
                            f"hands and {found} discovered; the map has {total}")
    found = sum(1 for i, x in enumerate(s.terrain) if x is not None and i not in s.scenario.hints)
    found += len(s.scenario.automa_cells)  # the automa's start cells raise its markers
    if sum(map(sum, s.markers)) > found:
        problems.append(f"the diversity markers have risen {sum(map(sum, s.markers))} times "
                        f"for {found} discoveries")
    return problems


def _decision(s, divinable, supplier_order, tied_automa):
    """The phase against the mode, the end of the game and the pieces it needs."""
    p = s.phase
    problems = []
    if s.coop and p == END_LOOP or not s.coop and p in COOP_PHASES:
        problems.append(f"phase {p} does not exist in a {s.mode} game")
        return problems
    if p == OVER:
        if any(s.tokens):
            problems.append("tokens are offered when the game ends: over, nobody holds one")
        if s.coop and any(any(h) for h in s.hands):
            problems.append("over, but a hand still holds terrain tiles")
        if not s.coop and not s.ending:
            problems.append("over, but terrain tiles are left on the diversity board")
        if any(s.in_loop):
            problems.append("over, but a seat is still in the final loop")
    elif s.looping:
        if not s.ending:
            problems.append("the final loop starts only when the last terrain tile is placed")
        if p not in (END_LOOP, DIVINE_MORE):
            problems.append(f"phase {p} is not a decision of the final loop")
        if len(s.in_loop) != s.players or not s.in_loop[s.current]:
            problems.append("in_loop must hold one entry per seat, the current one true")
    elif s.ending and p != OFFER:
        problems.append("every terrain tile is placed: the final loop has started (in_loop) "
                        "or the game is over")
    if p == PLAY_TILE and (not any(s.hands[s.current]) or s.direction):
        problems.append("play tile: the current seat holds a tile and has not played one")
    if s.direction and p not in (ACTION, DIVINE_MORE, SUPPLIER, AUTOMA_ORDER, OFFER):
        problems.append(f"a tile's direction is set only after playing it, not in phase {p}")
    if s.coop and p == ACTION and not s.direction and any(s.hands[s.current]):
        problems.append("co-op: the current seat holds a tile, so it plays one first")
    if p in (DIVINE_MORE, END_LOOP) and not divinable(s):
        problems.append(f"phase {p}: the current seat has no pawn on a cell to divine")
    if (p == SUPPLIER) != (s.pending is not None):
        problems.append("pending (a discovery waiting for a tile) goes with phase supplier")
    elif s.pending is not None:
        cell, who = s.pending
        if s.terrain[cell] is None or s.crop[cell] is not None or s.pawns[cell] != who or \
                s.column[s.terrain[cell]] or len(supplier_order(s, cell)) < 2:
            problems.append("pending: the cell just discovered by that pawn, its terrain on no "
                            "diversity column and in two hands or more")
    if s.moved is not None and (p not in (OFFER, SUPPLIER, AUTOMA_ORDER) or
                                s.pawns[s.moved] == NONE):
        problems.append("moved (the pawn that explored this turn) is only before the offering")
    if s.queue and (s.moved is None or p not in (SUPPLIER, AUTOMA_ORDER)):
        problems.append("queue (automa pawns still to react) goes with moved, in phase "
                        "supplier or automa order")
    if p == AUTOMA_ORDER and (s.moved is None or len(tied_automa(s)) < 2):
        problems.append("phase automa order goes with two automa pawns or more equally near "
                        "in the queue")
    if any(s.pawns[i] != AUTOMA for i, _ in s.queue):
        problems.append("queue: every cell holds an automa pawn")
    return problems


def to_dict(s):
    """The position of a state (hidden map included: positions are for tests and bug reports)."""
    g = s.grid
    sc = s.scenario
    words = [TERRAIN_LETTERS[sc.terrain[i]] + str(sc.crop[i]) for i in range(g.n)]
    hints = set(sc.hints)
    d = {"format": POSITION_FORMAT, "version": POSITION_VERSION, "mode": s.mode,
         "players": s.players}
    if sc.seed >= 0:
        d["scenario"] = sc.code
    elif sc.difficulty != "normal":
        d["difficulty"] = sc.difficulty
    d.update({
        "map": "\n".join(" ".join(words[r * g.cols:(r + 1) * g.cols]) for r in range(g.rows)),
        "start_cells": [g.name(i) for i in sorted(hints)],
        "discovered": [g.name(i) for i in range(g.n)
                       if i not in hints and s.terrain[i] is not None and s.crop[i] is None],
        "crops": [g.name(i) for i in range(g.n) if i not in hints and s.crop[i] is not None],
        "pawns": {g.name(i): ("automa" if p == AUTOMA else p)
                  for i, p in enumerate(s.pawns) if p != NONE},
        "stacks": list(s.stack),
        "markers": [list(m) for m in s.markers[:len(s.stack)]],
        "scores": list(s.score),
        "tokens": [[CROPS[v - 1] for v in range(1, 6) if t >> (v - 1) & 1] for t in s.tokens],
        "supply": list(s.supply),
        "column": {t: s.column[k] for k, t in enumerate(TERRAINS)},
        "current": s.current, "first_player": s.first_player, "phase": s.phase,
        "turn": s.turn, "reveals": s.reveals})
    if s.coop:
        d["level"] = s.level
        d["automa_cells"] = [g.name(i) for i in sc.automa_cells]
        d["automa_markers"] = list(s.markers[-1])
        d["hands"] = [{t: "".join(h[k]) for k, t in enumerate(TERRAINS) if h[k]}
                      for h in s.hands]
        if s.direction:
            d["direction"] = s.direction
        if s.open_screens:
            d["open_screens"] = True
        if s.queue:
            d["queue"] = [{"cell": g.name(i), "direction": x} for i, x in s.queue]
    if s.moved is not None:
        d["moved"] = g.name(s.moved)
    if s.pending is not None:
        cell, who = s.pending
        d["pending"] = {"cell": g.name(cell), "by": "automa" if who == AUTOMA else who}
    if s.looping:
        d["in_loop"] = list(s.in_loop)
    return d
