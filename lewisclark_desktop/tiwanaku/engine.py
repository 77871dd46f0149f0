"""The turn (spec §6-§12): the current decision, its legal answers, and applying a move."""

from functools import cache

from .board import CROPS, DIRECTION_ORDER, TERRAINS
from .movement import automa_path, cell_list, direction_from, flood
from .moves import (
    AutomaFirst,
    Divine,
    Explore,
    Offer,
    Pass,
    PlayTile,
    ReturnToStack,
    StopDivining,
    Supplier,
    format_move,
)
from .state import (
    ACTION,
    AUTOMA,
    AUTOMA_ORDER,
    DIVINE_MORE,
    END_LOOP,
    NONE,
    OFFER,
    OVER,
    PLAY_TILE,
    SUPPLIER,
    cell_bits,
    move_pawn,
    raise_marker,
    set_crop,
    set_pawn,
    set_terrain,
)


def offering_points(k):
    """k different tokens score 0/1/3/6/10 (§10)."""
    return k * (k - 1) // 2


def decision(s):
    return s.phase


def colour(s):
    return s.colour_of[s.current]


# -- legal moves
class _Row:
    """The moves of a set of cells (`per_cell[i]`: cell i's moves, in order), handed out for a
    bit set of cells a byte of cells at a time (each byte's moves made into a tuple once)."""

    __slots__ = ("per_cell", "parts")

    def __init__(self, per_cell):
        self.per_cell = per_cell
        self.parts = [[None] * 256 for _ in range((len(per_cell) + 7) // 8)]

    def into(self, out, bits):
        """Append the moves of the cells of `bits` to the list `out`, in cell order."""
        k, parts = 0, self.parts
        while bits:
            b = bits & 255
            if b:
                part = parts[k][b]
                if part is None:
                    part = parts[k][b] = tuple(m for j in range(8) if b >> j & 1
                                               for m in self.per_cell[8 * k + j])
                out += part
            bits >>= 8
            k += 1

    def of(self, bits):
        out = []
        self.into(out, bits)
        return out


class _Moves:
    """Every Explore, ReturnToStack and Divine of a grid, made once (moves are frozen values)."""

    def __init__(self, g):
        names = g.names
        # explore[src or None]: the Explore moves from a cell (None: the stack), by destination
        self.explore = {src: _Row(tuple((Explore(None if src is None else names[src], d),)
                                        for d in names))
                        for src in (None, *range(g.n))}
        self.back = tuple(ReturnToStack(n) for n in names)
        self.divine = tuple(tuple(Divine(n, v) for v in range(1, 6)) for n in names)
        self.divines = _Row(self.divine)  # the Divine moves of a set of cells
        # an Explore's (source cell or None, destination cell, its text), by (src, dest) names
        self.explore_cells = {(None if src is None else names[src], names[d]):
                              (src, d, format_move(Explore(None if src is None else names[src],
                                                           names[d])))
                              for src in (None, *range(g.n)) for d in range(g.n)}


@cache
def _move_table(g):
    return _Moves(g)


_PLAY_TILE = tuple(PlayTile(t) for t in range(4))
_PASS = Pass()
_STOP = StopDivining()


def _explores(s):
    c = s.colour_of[s.current]
    direction = s.direction
    coop = s.mode != "competitive"
    if coop and direction is None:
        return []
    g = s.grid
    table = _move_table(g)
    explore = table.explore
    crops, occupied, of, _ = s._cells or cell_bits(s)
    mine = of[c]
    through = mine | (crops & ~occupied)
    stop = g.full & ~(occupied | crops)
    out = []
    if s.stack[c]:
        entries = g.edge_bits if direction is None else g.entry_bits[direction]
        explore[None].into(out, flood(g, entries, 0, through, stop)[0])
    back = None if coop else table.back
    if direction is not None:
        steps = g.step_bits[direction]
        for i in cell_list(mine):
            entry = steps[i]
            if entry & through:
                explore[i].into(out, flood(g, entry, 1 << i, through, stop)[0])
            elif entry & stop:
                explore[i].into(out, entry)
            if back is not None:
                out.append(back[i])
        return out
    n4 = g.n4_bits
    groups = []  # free pawns joined by cells a pawn passes through reach the same cells
    pawns = mine
    while pawns:
        bit = pawns & -pawns  # the pawns in cell order
        pawns ^= bit
        i = bit.bit_length() - 1
        entries = n4[i]
        if entries & through:
            for passed, found in groups:
                if passed & bit:
                    break
            else:
                found, passed = flood(g, entries, bit, through, stop)
                groups.append((passed, found))
        else:
            found = entries & stop
        if found:
            explore[i].into(out, found)
        if back is not None:
            out.append(back[i])
    return out


def divinable(s):
    """Cells where the current player's pawns stand on a discovered terrain with no crop."""
    return cell_list(_divinable_bits(s))


def _divinable_bits(s):
    crops, _, of, known = s._cells or cell_bits(s)
    return of[s.colour_of[s.current]] & known & ~crops


def _divines(s):
    return _move_table(s.grid).divines.of(_divinable_bits(s))


_OFFERS = {}  # tokens held (a bit set) -> the Offer moves, made once


def _offers(s):
    tokens = s.tokens[s.holder(s.current)]
    offers = _OFFERS.get(tokens)
    if offers is None:
        held = [v for v in range(1, 6) if tokens >> (v - 1) & 1]
        offers = [Offer(())]
        for mask in range(1, 1 << len(held)):
            offers.append(Offer(tuple(v for k, v in enumerate(held) if mask >> k & 1)))
        offers = _OFFERS[tokens] = tuple(offers)
    return list(offers)


def legal_moves(s):
    p = s.phase
    if p == ACTION:
        moves = _explores(s)
        _move_table(s.grid).divines.into(moves, _divinable_bits(s))
        return moves or [_PASS]
    if p == OVER:
        return []
    if p == PLAY_TILE:
        hand = s.hands[s.current]
        return [_PLAY_TILE[t] for t in range(4) if hand[t]]
    if p == DIVINE_MORE:
        moves = _divines(s)
        moves.append(_STOP)
        return moves
    if p == END_LOOP:
        moves = _divines(s)
        moves.append(_PASS)
        return moves
    if p == OFFER:
        return _offers(s)
    if p == SUPPLIER:
        return [Supplier(seat) for seat in supplier_order(s, s.pending[0])]
    if p == AUTOMA_ORDER:
        return [AutomaFirst(s.grid.name(cell)) for cell, _ in tied_automa(s)]
    raise AssertionError(p)


def explain_illegal(s, move):
    if s.phase == OVER:
        return "the game is over"
    if move in legal_moves(s):
        return None
    return _why(s, move)


def _why(s, move):
    g = s.grid
    names = {Explore: "Explore", ReturnToStack: "return to the stack", Divine: "Divine",
             StopDivining: "stop divining", Offer: "an offering", Pass: "pass",
             PlayTile: "play a tile", Supplier: "choose who gives the tile",
             AutomaFirst: "choose the next automa pawn"}
    wanted = {PLAY_TILE: "play a terrain tile", ACTION: "Explore or Divine",
              DIVINE_MORE: "Divine again or stop", END_LOOP: "Divine or pass for good",
              OFFER: "make an offering or none", SUPPLIER: "choose who gives the tile",
              AUTOMA_ORDER: "choose which automa pawn moves first"}[s.phase]
    kinds = {type(m) for m in legal_moves(s)}
    if type(move) not in kinds:
        return f"now you must {wanted}, not {names.get(type(move), 'that')}"
    for attr in ("src", "dest", "cell"):
        name = getattr(move, attr, None)
        if name is not None:
            try:
                g.parse(name)
            except ValueError as exc:
                return str(exc)
    match move:
        case Explore(src=src, dest=dest):
            c = colour(s)
            if src is not None and s.pawns[g.parse(src)] != c:
                return f"you have no pawn on {src}"
            if src is None and not s.stack[c]:
                return "your stack is empty"
            return f"that pawn cannot reach {dest} and stop there"
        case ReturnToStack(src=src):
            return f"you have no pawn on {src}"
        case Divine(cell=cell, level=level):
            i = g.parse(cell)
            if not 1 <= level <= 5:
                return "the crop level must be 1 to 5"
            if s.pawns[i] != colour(s):
                return f"you have no pawn on {cell}"
            return f"{cell} already has a crop"
        case Offer():
            return "you can only offer tokens you hold, each crop once"
        case PlayTile(terrain=t):
            return f"you hold no {TERRAINS[t]} tile"
        case Supplier(seat=seat):
            return f"P{seat + 1} holds no tile of that terrain"
        case AutomaFirst(cell=cell):
            return f"the automa pawn on {cell} is not next"
    return "not possible now"


# -- applying
def apply(s, move):
    """Apply a legal move (check with explain_illegal first); then run automatic steps."""
    step = _APPLY.get(type(move))
    if step is None:
        step = next((f for kind, f in _APPLY.items() if isinstance(move, kind)), None)
    if step is not None:
        step(s, move)
    return s


def _play_tile(s, move):
    t = move.terrain
    hand = s.hands[s.current][t]
    arrow = hand.pop(0)
    if hand:
        s.reveals += 1  # the player now sees the next tile's arrow
    s.column[t] += 1
    s.direction = arrow
    s.phase = ACTION
    s.history.append(f"P{s.current + 1} plays {TERRAINS[t]}, arrow {arrow}")


def _return_to_stack(s, move):
    set_pawn(s, s.grid.parse(move.src), NONE)
    s.stack[colour(s)] += 1
    _after_action(s)


def _apply_divine(s, move):
    _divine(s, s.grid.parse(move.cell), move.level)


def _stop_divining(s, move):
    if s.looping:
        _next_in_loop(s)
    else:
        _to_offer(s)


def _pass(s, move):
    if s.phase == END_LOOP:
        s.in_loop[s.current] = False
        _next_in_loop(s)
    else:
        _after_action(s)


def _apply_offer(s, move):
    _offer(s, move.levels)


def _supplier(s, move):
    cell, who = s.pending
    s.pending = None
    _supply_from(s, move.seat, s.terrain[cell])
    _finish_discovery(s, cell, who)
    if who == AUTOMA:
        _continue(s)
    else:
        _after_explore(s)


def _automa_first(s, move):
    i = s.grid.parse(move.cell)
    k = next(k for k, (c, _) in enumerate(s.queue) if c == i)
    s.queue.insert(0, s.queue.pop(k))
    _continue(s, chosen=True)


def _log(s, text):
    s.history.append(text)


def _explore(s, move):
    g = s.grid
    try:
        known = _move_table(g).explore_cells.get((move.src, move.dest))
    except TypeError:  # not names at all: parse says what is wrong
        known = None
    if known is None:  # names not as the grid writes them
        src = None if move.src is None else g.parse(move.src)
        known = src, g.parse(move.dest), format_move(move)
    src, d, text = known
    c = s.colour_of[s.current]
    if src is None:
        s.stack[c] -= 1
        set_pawn(s, d, c)
    else:
        move_pawn(s, src, d, c)
    s.history.append(f"P{s.current + 1} {text}")
    s.moved = d
    if s.terrain[d] is None and _discover(s, d, c):
        return
    _after_explore(s)


def _discover(s, cell, who):
    """Take the terrain tile for `cell`; True when the team must first choose who supplies it."""
    t = s.scenario.terrain[cell]
    set_terrain(s, cell, t)  # the wheel shows it at once: everyone needs it to supply the tile
    s.reveals += 1
    if s.column[t]:
        s.column[t] -= 1
        _finish_discovery(s, cell, who)
        return False
    order = supplier_order(s, cell)
    if len(order) == 1:
        _supply_from(s, order[0], t)
        _finish_discovery(s, cell, who)
        return False
    s.pending = (cell, who)
    s.phase = SUPPLIER
    return True


def supplier_order(s, cell):
    """Seats holding a tile of the cell's terrain, the default (most tiles, then turn order) first."""
    t = s.terrain[cell]
    seats = [(s.current + k) % s.players for k in range(s.players)]
    holders = [x for x in seats if s.hands[x][t]]
    return sorted(holders, key=lambda x: -len(s.hands[x][t]))


def _supply_from(s, seat, t):
    s.hands[seat][t].pop(0)
    if s.hands[seat][t]:
        s.reveals += 1  # the seat now sees the next tile's arrow: an undo barrier


def _finish_discovery(s, cell, who):
    t = s.terrain[cell]
    name = s.grid.names[cell]
    coop = s.mode != "competitive"
    if who == AUTOMA:
        pts = raise_marker(s.markers[-1], t)
        level = s.scenario.crop[cell]
        set_crop(s, cell, level)
        s.reveals += 1  # the automa's crop is placed face up (also after a tile handed over)
        s.score[1] += pts + level
        _take_token(s, 1, level)
        s.history.append(f"automa discovers {TERRAINS[t]} on {name}: +{pts}, "
                         f"{CROPS[level - 1]} +{level}")
    else:
        pts = raise_marker(s.markers[who], t)
        s.score[0 if coop else s.current] += pts
        s.history.append(f"P{s.current + 1} discovers {TERRAINS[t]} on {name}: +{pts}")
    if not coop and not any(s.column):
        s.ending = True  # the last terrain tile is placed (§11)


def _take_token(s, holder, level):
    bit = 1 << (level - 1)
    if not s.tokens[holder] & bit and s.supply[level - 1]:
        s.tokens[holder] |= bit
        s.supply[level - 1] -= 1


def _after_explore(s):
    if s.mode != "competitive":
        _start_reaction(s)
        _continue(s)
    else:
        _after_action(s)


def _start_reaction(s):
    """§12.3 steps 1-3: snapshot the automa pawns in P's row and column, with directions."""
    g = s.grid
    p = s.moved
    pr, pc = divmod(p, g.cols)
    snap = []
    for i in cell_list(cell_bits(s)[2][AUTOMA] & g.line_bits[p]):
        r, c = divmod(i, g.cols)
        d = direction_from(g, p, i)
        snap.append((abs(r - pr) + abs(c - pc), DIRECTION_ORDER.index(d), i, d))
    snap.sort()
    s.queue = [(i, d) for _, _, i, d in snap]


def tied_automa(s):
    """The automa pawns at the nearest remaining distance, in the default order (N, E, S, W)."""
    if not s.queue:
        return []
    distance = s.grid.manhattan[s.moved]
    near = distance[s.queue[0][0]]
    return [q for q in s.queue if distance[q[0]] == near]


def _tied(s, g):
    """len(tied_automa(s)) > 1, for a queue that is not empty."""
    queue = s.queue
    if len(queue) < 2:
        return False
    distance = g.manhattan[s.moved]
    near = distance[queue[0][0]]
    return sum(1 for cell, _ in queue if distance[cell] == near) > 1


def _continue(s, chosen=False):
    """Run the automa reaction until it needs a team choice, then go on to the offering."""
    g = s.grid
    names = g.names
    while s.queue:
        if not chosen and _tied(s, g):
            s.phase = AUTOMA_ORDER
            return
        chosen = False
        cell, d = s.queue.pop(0)
        stop = automa_path(s, cell, d)
        if stop is None:
            s.history.append(f"automa on {names[cell]} is blocked going {d}")
            continue
        move_pawn(s, cell, stop, AUTOMA)
        s.history.append(f"automa moves {names[cell]} {d} to {names[stop]}")
        if s.terrain[stop] is None and _discover(s, stop, AUTOMA):
            return
    _after_action(s)


def _divine(s, cell, level):
    true = s.scenario.crop[cell]
    set_crop(s, cell, true)
    s.reveals += 1
    h = 0 if s.mode != "competitive" else s.current
    name = s.grid.names[cell]
    if level == true:
        s.score[h] += level
        _take_token(s, h, level)
        s.history.append(f"P{s.current + 1} divines {name} = {CROPS[level - 1]}: right, +{level}")
        if _divinable_bits(s):
            s.phase = DIVINE_MORE
        elif s.looping:
            _next_in_loop(s)
        else:
            _to_offer(s)
    else:
        s.score[h] -= true
        s.history.append(f"P{s.current + 1} divines {name} = {CROPS[level - 1]}: wrong, it is "
                         f"{CROPS[true - 1]}, -{true}")
        if s.looping:
            s.in_loop[s.current] = False
            _next_in_loop(s)
        else:
            _end_turn(s)  # D7: no offering after a wrong guess


def _after_action(s):
    _to_offer(s)


def _to_offer(s):
    if s.tokens[0 if s.mode != "competitive" else s.current]:
        s.phase = OFFER
    else:
        _end_turn(s)


def _offer(s, levels):
    if levels:
        h = s.holder(s.current)
        for v in levels:
            s.tokens[h] &= ~(1 << (v - 1))
            s.supply[v - 1] += 1
        pts = offering_points(len(levels))
        s.score[h] += pts
        _log(s, f"P{s.current + 1} offers {len(levels)} tokens: +{pts}")
        if s.coop:
            _automa_offers(s)
    _end_turn(s)


def _automa_offers(s):
    held = [v for v in range(1, 6) if s.tokens[1] >> (v - 1) & 1]
    if held:
        for v in held:
            s.supply[v - 1] += 1
        s.tokens[1] = 0
        s.score[1] += offering_points(len(held))
        _log(s, f"automa offers {len(held)} tokens: +{offering_points(len(held))}")


def _end_turn(s):
    s.direction = None
    s.moved = None
    s.turn += 1
    if s.mode != "competitive":
        if not any(any(h) for h in s.hands):
            _finish_coop(s)
            return
        s.current = (s.current + 1) % s.players
        s.phase = PLAY_TILE if any(s.hands[s.current]) else ACTION
        return
    if s.ending:
        s.looping = True
        s.in_loop = [True] * s.players
        _loop_from(s, s.current)  # D10: the player who placed the last tile starts
        return
    s.current = (s.current + 1) % s.players
    s.phase = ACTION


def _loop_from(s, seat):
    for k in range(s.players):
        x = (seat + k) % s.players
        if s.in_loop[x]:
            s.current = x
            if _divinable_bits(s):
                s.phase = END_LOOP
                return
            s.in_loop[x] = False  # no eligible pawn counts as passing
            _log(s, f"P{x + 1} cannot divine: passes")
    _finish_competitive(s)


def _next_in_loop(s):
    s.turn += 1
    _loop_from(s, (s.current + 1) % s.players)


def _finish_competitive(s):
    offered = []
    for seat in range(s.players):
        k = s.tokens[seat].bit_count()
        s.score[seat] += offering_points(k)
        if k:
            offered.append(f"P{seat + 1} {k} +{offering_points(k)}")
        for v in range(1, 6):
            if s.tokens[seat] >> (v - 1) & 1:
                s.supply[v - 1] += 1
        s.tokens[seat] = 0
    best = max(s.score)
    s.winners = tuple(x for x in range(s.players) if s.score[x] == best)  # D17
    s.phase = OVER
    if offered:  # the tokens still held are offered at the end (§11)
        _log(s, "final offerings: " + ", ".join(offered))
    _log(s, "game over: " + ", ".join(f"P{x + 1} {s.score[x]}" for x in range(s.players)))


def _finish_coop(s):
    k = s.tokens[0].bit_count()
    s.score[0] += offering_points(k)
    for v in range(1, 6):
        if s.tokens[0] >> (v - 1) & 1:
            s.supply[v - 1] += 1
    s.tokens[0] = 0
    _automa_offers(s)
    empty = sum(1 for t in s.terrain if t is None)
    s.score[1] += empty
    s.winners = tuple(range(s.players)) if s.score[0] > s.score[1] else ()
    s.phase = OVER
    _log(s, f"game over: team {s.score[0]}, automa {s.score[1]}")


_APPLY = {PlayTile: _play_tile, Explore: _explore,
          ReturnToStack: _return_to_stack, Divine: _apply_divine, StopDivining: _stop_divining,
          Pass: _pass, Offer: _apply_offer, Supplier: _supplier, AutomaFirst: _automa_first}
