"""The pawn, crop and terrain bit sets the rules keep in the state (state.cell_bits) against plain scans
of the lists, and the legal explorations against a plain breadth-first search of the rules
(spec §7, D4, D6), after every move of random games of every mode; a clone keeps its own."""

import random

import pytest

from lewisclark_desktop.tiwanaku import engine
from lewisclark_desktop.tiwanaku.board import OPPOSITE
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.movement import own_pawns, passable_cells
from lewisclark_desktop.tiwanaku.moves import Divine, Explore, ReturnToStack
from lewisclark_desktop.tiwanaku.state import ACTION, AUTOMA, NONE, cell_bits

SETUPS = [{"players": 2}, {"players": 4, "board": "long"},
          {"mode": "coop", "players": 2}, {"mode": "coop", "players": 4, "level": "easy"},
          {"mode": "solo", "players": 1}]


def scanned_bits(s):
    crops = sum(1 << i for i, level in enumerate(s.crop) if level is not None)
    occupied = sum(1 << i for i, owner in enumerate(s.pawns) if owner != NONE)
    of = tuple(sum(1 << i for i, owner in enumerate(s.pawns) if owner == c)
               for c in range(AUTOMA + 1))
    known = sum(1 << i for i, t in enumerate(s.terrain) if t is not None)
    return crops, occupied, of, known


def scanned_passable(s, c):
    through = sum(1 << i for i, (owner, level) in enumerate(zip(s.pawns, s.crop))
                  if owner == c or (owner == NONE and level is not None))
    stop = sum(1 << i for i, (owner, level) in enumerate(zip(s.pawns, s.crop))
               if owner == NONE and level is None)
    return through, stop


def searched_destinations(s, c, start, direction):
    """Stopping cells of a pawn of colour c from `start` (None: its stack), a cell at a time."""
    g = s.grid
    if start is None:
        first = [i for i in g.edge if direction is None or g.step(i, OPPOSITE[direction]) is None]
    elif direction is None:
        first = list(g.n4[start])
    else:
        first = [i for i in [g.step(start, direction)] if i is not None]
    seen, todo, out = {start, *first}, list(first), set()
    while todo:
        i = todo.pop()
        owner, level = s.pawns[i], s.crop[i]
        if owner == NONE and level is None:
            out.add(i)
        elif owner == c or owner == NONE:
            for j in g.n4[i]:
                if j not in seen:
                    seen.add(j)
                    todo.append(j)
    return sorted(out)


def searched_explores(s):
    c = s.colour_of[s.current]
    if s.coop and s.direction is None:
        return []
    names = s.grid.names
    out = []
    if s.stack[c]:
        out += [Explore(None, names[d]) for d in searched_destinations(s, c, None, s.direction)]
    for i in [i for i, owner in enumerate(s.pawns) if owner == c]:
        out += [Explore(names[i], names[d]) for d in searched_destinations(s, c, i, s.direction)]
        if not s.coop:
            out.append(ReturnToStack(names[i]))
    return out


def check(s):
    assert cell_bits(s) == scanned_bits(s)
    for c in range(max(s.colour_of) + 1):
        assert passable_cells(s, c) == scanned_passable(s, c)
        assert own_pawns(s, c) == [i for i, owner in enumerate(s.pawns) if owner == c]
    if s.phase == ACTION:
        assert engine._explores(s) == searched_explores(s)
    c = s.colour_of[s.current]
    divinable = [i for i, (owner, level, t) in enumerate(zip(s.pawns, s.crop, s.terrain))
                 if owner == c and level is None and t is not None]
    assert engine._divines(s) == [Divine(s.grid.names[i], v) for i in divinable for v in range(1, 6)]


@pytest.mark.parametrize("options", SETUPS, ids=lambda o: "-".join(map(str, o.values())))
def test_cell_bits_and_explorations_match_plain_scans(options):
    for seed in range(3):
        s = RULES.new_state(options, seed)
        rng = random.Random(seed)
        explored = 0
        while not RULES.is_over(s):
            check(s)
            before = RULES.clone(s)
            moves = RULES.legal_moves(s)
            move = rng.choice(moves)
            explored += isinstance(move, Explore)
            RULES.apply(s, move)
            check(before)  # the move changed s only
        check(s)
        assert explored >= 5
