"""Helpers for Tiwanaku tests (and benchmarks): the E10 fixture map, small map builders, moves
in text form and positions reached by Normal bots."""

from lewisclark_desktop.tiwanaku.board import TERRAIN_LETTERS, grid
from lewisclark_desktop.tiwanaku.positions import from_dict

E10 = """
S2 S3 S1 D2 D1
D1 S4 D5 D3 D4
M2 G3 G2 G1 M2
M4 G5 G4 M3 M4
M1 M3 S1 S2 M1
"""
E10_START = ["A5", "B1", "D2", "E5"]  # the spec examples' start cells on E10


def parse_map(text):
    """Rows of 'T<level>' words -> (grid, terrain list, crop list)."""
    rows = [r.split() for r in text.strip().splitlines()]
    g = grid(len(rows), len(rows[0]))
    terrain = [TERRAIN_LETTERS.index(w[0]) for r in rows for w in r]
    crop = [int(w[1]) for r in rows for w in r]
    return g, terrain, crop


def play(state, *texts):
    """Apply moves in text form through the rules, refusing illegal ones with their reason."""
    from lewisclark_desktop.tiwanaku.game import RULES
    for text in texts:
        move = RULES.parse_move(text)
        reason = RULES.explain_illegal(state, move)
        assert reason is None, f"{text}: {reason}"
        RULES.apply(state, move)
    return state


def normal_play(options, seed, moves):
    """The state after `moves` moves of Normal bots (seeded seed, seed + 1, ...) from a new
    game, or its end if sooner."""
    from lewisclark_desktop.bots.tiwanaku import make_bot
    from lewisclark_desktop.tiwanaku.game import RULES
    s = RULES.new_state(options, seed)
    bots = [make_bot("normal", seed + k) for k in range(s.players)]
    for _ in range(moves):
        if RULES.is_over(s):
            break
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    return s


def legal_texts(state):
    from lewisclark_desktop.tiwanaku.game import RULES
    return {RULES.format_move(m) for m in RULES.legal_moves(state)}


def long_map(cells, default="G1"):
    """A 5x9 map text where `cells` {name: 'T<level>'} differ from `default` (rules tests only:
    such maps need not satisfy V1-V5)."""
    g = grid(5, 9)
    words = [cells.get(g.name(i), default) for i in range(g.n)]
    return "\n".join(" ".join(words[r * 9:(r + 1) * 9]) for r in range(5))


def coop(cells=None, **extra):
    """A 2-player co-op position on a long map (`long_map(cells)`), with `extra` fields."""
    d = {"map": long_map(cells or {}), "mode": "coop", "players": 2, "stacks": [4, 4],
         "hands": [{"grass": "E", "desert": "N"}, {"grass": "S", "desert": "N"}]}
    d.update(extra)
    return from_dict(d)


def coop_game_over(team, automa):
    """A co-op game that ends on a pass at these scores (the automa then scores +2: nobody
    holds a tile, a pawn to move or a token)."""
    m = long_map({"A1": "D1", "B1": "D2"})
    g = from_dict({"map": m}).grid
    every = [g.name(i) for i in range(g.n)]
    s = from_dict({"map": m, "mode": "coop", "players": 2, "phase": "action",
                   "crops": [c for c in every if c not in ("A1", "B1")],
                   "scores": [team, automa], "tokens": [[], []],
                   "supply": [2, 2, 2, 2, 2], "hands": [{}, {}], "stacks": [4, 4],
                   "column": {"desert": 2}})
    return play(s, "pass")


def e5_before_the_last_tile():
    """Spec example E5 (Ann, Ben, Cai on E10): Ben is to move and fills the last cell with
    "move stack E3"."""
    hidden = {"E3", "A4", "C2", "B4"}
    g = from_dict({"map": E10}).grid
    every = [g.name(i) for i in range(g.n)]
    return from_dict({"map": E10, "players": 3, "start_cells": E10_START,
                      "crops": [c for c in every if c not in hidden | set(E10_START)],
                      "discovered": ["A4", "C2", "B4"],
                      "pawns": {"C2": 0, "A4": 1, "B4": 2}, "stacks": [3, 3, 3],
                      "tokens": [["potato", "coca", "chili"], ["potato", "coca"], ["quinoa"]],
                      "supply": [1, 1, 2, 3, 2], "current": 1})
