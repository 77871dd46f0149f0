"""Positions: a documented dict/JSON form for any mid-game state (docs/positions-tiwanaku.md)."""

import json

from .board import CROPS, TERRAIN_LETTERS, TERRAINS, grid
from .scenario import Scenario
from .state import (ACTION, AUTOMA, END_LOOP, NONE, PLAY_TILE, START_SCORE, State, colours_for)

PHASES = ("play tile", "action", "divine more", "offer", "end loop")


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
        pawns[g.parse(x)] = AUTOMA if who == "automa" else int(who)
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
