"""Positions: a documented dict/JSON form for any mid-game state (docs/positions-tiwanaku.md)."""

import json

from .board import CROPS, TERRAIN_LETTERS, TERRAINS, grid
from .scenario import Scenario
from .state import (
    ACTION,
    AUTOMA,
    END_LOOP,
    NONE,
    PLAY_TILE,
    START_SCORE,
    State,
    colours_for,
)

PHASES = ("play tile", "action", "divine more", "offer", "end loop")


class PositionError(ValueError):
    """A position that cannot be loaded; the message says what is wrong."""


def load_dict(d):
    """from_dict for input from outside (the command line): any malformed field is refused as a
    PositionError naming the problem, never a traceback."""
    if not isinstance(d, dict):
        raise PositionError("a Tiwanaku position is a JSON object")
    try:
        return from_dict(d)
    except PositionError:
        raise
    except KeyError as exc:
        raise PositionError(f"field {exc.args[0]!r} is missing") from None
    except (ValueError, TypeError, IndexError, AttributeError) as exc:
        raise PositionError(f"bad position: {exc}") from None


def from_dict(d):
    """Build a State from a position dict; ValueError names the first bad field."""
    rows = [r.split() for r in d["map"].strip().splitlines()]
    g = grid(len(rows), len(rows[0]))
    words = [w for r in rows for w in r]
    if any(len(w) != 2 or w[0] not in TERRAIN_LETTERS or w[1] not in "12345" for w in words):
        raise ValueError("map cells are a terrain letter (D G M S) and a level 1-5, e.g. S2")
    terrain = tuple(TERRAIN_LETTERS.index(w[0]) for w in words)
    crop = tuple(int(w[1]) for w in words)
    mode = d.get("mode", "competitive")
    players = d.get("players", 2)
    if mode not in ("competitive", "coop", "solo"):
        raise ValueError("mode must be competitive, coop or solo")
    if players not in ((1,) if mode == "solo" else (2, 3, 4)):
        raise ValueError(f"a {mode} position cannot have {players} players")
    coop = mode != "competitive"
    hints = tuple(sorted(g.parse(x) for x in d.get("start_cells", [])))
    automa_cells = tuple(sorted((g.parse(x) for x in d.get("automa_cells", [])),
                                key=lambda i: (i % g.cols, i // g.cols)))
    hands_spec = d.get("hands", [])
    arrows = {t: [] for t in TERRAINS}
    for h in hands_spec:
        for t in TERRAINS:
            arrows[t] += list(h.get(t, ""))
    size = "short" if g.cols == 5 else "long"
    sc = Scenario(size, g.rows, g.cols, d.get("difficulty", "normal"),
                  "coop" if coop else "competitive", -1, 0, terrain, crop, hints, automa_cells,
                  None, tuple((t, tuple(arrows[t])) for t in TERRAINS) if coop else ())
    known_t = [None] * g.n
    known_c = [None] * g.n
    for i in hints:
        known_t[i], known_c[i] = terrain[i], crop[i]
    for x in d.get("discovered", []):
        i = g.parse(x)
        known_t[i] = terrain[i]
    for x in d.get("crops", []):
        i = g.parse(x)
        known_t[i], known_c[i] = terrain[i], crop[i]
    colours = colours_for(mode, players)
    ncol = max(colours) + 1
    pawns = [NONE] * g.n
    for x, who in d.get("pawns", {}).items():
        if who != "automa" and who not in range(ncol):
            raise ValueError(f"pawn on {x}: colour must be 0-{ncol - 1} or \"automa\"")
        i = g.parse(x)
        pawns[i] = AUTOMA if who == "automa" else who
        known_t[i] = terrain[i]  # a pawn only ever stands on discovered terrain
    hands = [[list(h.get(t, "")) for t in TERRAINS] for h in hands_spec]
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
    tokens = [sum(1 << (CROPS.index(c) if isinstance(c, str) else c - 1) for c in held)
              for held in d.get("tokens", [[]] * nhold)]
    phase = d.get("phase", PLAY_TILE if coop else ACTION)
    if phase not in PHASES:
        raise ValueError(f"phase must be one of {', '.join(PHASES)}")
    s = State(sc, mode, d.get("level", "normal") if coop else None, players, colours,
              known_t, known_c, pawns, list(d.get("stacks", [0] * ncol)), markers,
              list(d.get("scores", [START_SCORE] * nhold)), tokens,
              list(d.get("supply", [2 if coop else players] * 5)), column, hands,
              d.get("current", 0), phase, d.get("first_player", 0), d.get("direction"))
    if phase == END_LOOP:
        s.looping = True
        s.ending = True
        s.in_loop = list(d.get("in_loop", [True] * players))
    return s


def from_json(text):
    return from_dict(json.loads(text))


def to_dict(s):
    """The position of a state (hidden map included: positions are for tests and bug reports)."""
    g = s.grid
    sc = s.scenario
    words = [TERRAIN_LETTERS[sc.terrain[i]] + str(sc.crop[i]) for i in range(g.n)]
    hints = set(sc.hints)
    d = {"format": "tiwanaku-position", "version": 1, "mode": s.mode, "players": s.players,
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
         "current": s.current, "first_player": s.first_player, "phase": s.phase}
    if s.coop:
        d["level"] = s.level
        d["automa_cells"] = [g.name(i) for i in sc.automa_cells]
        d["automa_markers"] = list(s.markers[-1])
        d["hands"] = [{t: "".join(h[k]) for k, t in enumerate(TERRAINS) if h[k]}
                      for h in s.hands]
        if s.direction:
            d["direction"] = s.direction
    if s.looping:
        d["in_loop"] = list(s.in_loop)
    return d
