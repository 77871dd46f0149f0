"""Game state (plain data, cheap clone) and setup for competitive, co-op and solo (spec §5, §12.1, §13)."""

from dataclasses import dataclass, field

from .board import TERRAINS, grid

AUTOMA = 9  # pawn colour of the automa
NONE = -1
COMPETITIVE_PAWNS = {2: 5, 3: 4, 4: 3}
COOP_PAWNS = {"easy": {1: 5, 2: 4, 3: 3, 4: 4}, "normal": {1: 5, 2: 4, 3: 3, 4: 4},
              "expert": {1: 4, 2: 3, 3: 2, 4: 3}}  # 4 players: per pair (D21, D25)
AUTOMA_PAWNS = {"easy": 4, "normal": 5, "expert": 5}
COOP_TOKENS = 2  # D8
START_SCORE = 10  # D18
DIVERSITY_HEIGHT = 5  # D5: a diversity column's boxes
LEVELS = ("easy", "normal", "expert")
MODES = ("competitive", "coop", "solo")

# decisions (phases)
PLAY_TILE, ACTION, DIVINE_MORE, SUPPLIER, AUTOMA_ORDER, OFFER, END_LOOP, OVER = (
    "play tile", "action", "divine more", "supplier", "automa order", "offer", "end loop", "over")


@dataclass
class State:
    # Caches kept in slots, so that they are no part of the state: not in vars() (the state
    # hash), == or a save; a pickle (the bot process) leaves them out. _cells: `pawns`, `crop`
    # and `terrain` as bit sets (see cell_bits); _grid: the scenario's grid (a scenario put in
    # its place, as observation() does, has the same size).
    __slots__ = ("_cells", "_grid", "__dict__")
    scenario: object  # the Scenario; its hidden table is read only when a rule reveals a cell
    mode: str
    level: str | None  # automa level (co-op and solo)
    players: int
    colour_of: tuple  # seat -> pawn colour
    terrain: list  # public: terrain index per cell, None while undiscovered
    crop: list  # public: crop level per cell, None while unplaced
    pawns: list  # colour per cell (NONE, a colour, or AUTOMA)
    stack: list  # pawns in reserve per colour
    markers: list  # diversity heights per colour, plus the automa's last (co-op)
    score: list  # per seat (competitive) or [team, automa] (co-op)
    tokens: list  # crop-token bitmask per holder, same indexing as score
    supply: list  # tokens per crop level in the supply
    column: list  # terrain tiles on the diversity board, per terrain
    hands: list  # co-op: per seat, per terrain, arrows top first
    current: int
    phase: str
    first_player: int
    direction: str | None = None  # co-op: this turn's arrow
    turn: int = 0
    reveals: int = 0
    ending: bool = False  # competitive: the last terrain tile is placed
    in_loop: list = field(default_factory=list)  # competitive: seats still in the final loop
    looping: bool = False
    pending: tuple | None = None  # co-op discovery waiting for a supplier: (cell, colour)
    moved: int | None = None  # co-op: P, the moved pawn's final cell
    queue: list = field(default_factory=list)  # co-op: automa cells still to react, with dirs
    winners: tuple = ()
    history: list = field(default_factory=list)  # plain-text events for the log
    open_screens: bool = False  # co-op table option (D14): teammates see each other's tops

    def __post_init__(self):
        self._cells = None
        self._grid = None

    def __getstate__(self):
        return self.__dict__

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._cells = None
        self._grid = None

    @property
    def grid(self):
        g = self._grid
        if g is None:
            g = self._grid = grid(self.scenario.rows, self.scenario.cols)
        return g

    @property
    def coop(self):
        return self.mode != "competitive"

    def holder(self, seat):
        """Index into score/tokens for a seat: the seat, or the team (0) in co-op."""
        return 0 if self.coop else seat

    def clone(self):
        c = State(self.scenario, self.mode, self.level, self.players, self.colour_of,
                  list(self.terrain), list(self.crop), list(self.pawns), list(self.stack),
                  [list(m) for m in self.markers], list(self.score), list(self.tokens),
                  list(self.supply), list(self.column),
                  [[list(s) for s in h] for h in self.hands], self.current, self.phase,
                  self.first_player, self.direction, self.turn, self.reveals, self.ending,
                  list(self.in_loop), self.looping, self.pending, self.moved,
                  list(self.queue), self.winners, list(self.history), self.open_screens)
        c._cells = self._cells  # immutable: shared until one of them changes
        c._grid = self._grid
        return c

    @property
    def automa_holder(self):
        return 1


def colours_for(mode, players):
    if mode == "coop" and players == 4:
        return (0, 1, 0, 1)  # D25: partners share a colour, seats alternate A B A B
    return tuple(range(players))


def new_game(scenario, mode, players, first_player=0, level=None, open_screens=False):
    """A game at its first decision; the scenario must match the mode (co-op/solo: long, coop)."""
    g = grid(scenario.rows, scenario.cols)
    colours = colours_for(mode, players)
    ncol = max(colours) + 1
    terrain = [None] * g.n
    crop = [None] * g.n
    for i in scenario.hints:
        terrain[i] = scenario.terrain[i]
        crop[i] = scenario.crop[i]
    column = [scenario.to_discover()[t] for t in TERRAINS]
    if mode == "competitive":
        pawns_each = COMPETITIVE_PAWNS[players]
        s = State(scenario, mode, None, players, colours, terrain, crop, [NONE] * g.n,
                  [pawns_each] * ncol, [[0] * 4 for _ in range(ncol)],
                  [START_SCORE] * players, [0] * players, [players] * 5, column, [],
                  first_player, ACTION, first_player)
        return s
    pawns_each = COOP_PAWNS[level][players]
    hands = [[[] for _ in TERRAINS] for _ in range(players)]
    seat = first_player
    for t, name in enumerate(TERRAINS):  # D13: round-robin, rotation continuing
        for arrow in scenario.arrows(name):
            hands[seat][t].append(arrow)
            seat = (seat + 1) % players
    s = State(scenario, mode, level, players, colours, terrain, crop, [NONE] * g.n,
              [pawns_each] * ncol, [[0] * 4 for _ in range(ncol + 1)],
              [START_SCORE, START_SCORE], [0, 0], [COOP_TOKENS] * 5, [0] * 4, hands,
              first_player, PLAY_TILE, first_player)
    s.open_screens = bool(open_screens)
    automa = [i for i in scenario.automa_cells if not (level == "easy" and i == scenario.easy_omits)]
    for i in sorted(automa, key=lambda i: (i % g.cols, i // g.cols)):  # column by column (E7)
        set_pawn(s, i, AUTOMA)
        s.score[1] += crop[i]
    for i in sorted(automa, key=lambda i: (i % g.cols, i // g.cols)):
        s.score[1] += raise_marker(s.markers[-1], terrain[i])
    return s


def raise_marker(markers, t):
    """Diversity scoring (§8, D5): raise marker t; points = markers at its new height."""
    if markers[t] >= DIVERSITY_HEIGHT:
        return 1
    markers[t] += 1
    return markers.count(markers[t])


def cell_bits(s):
    """(cells with a crop, cells with a pawn, cells of each colour's pawns indexed by colour,
    cells with a discovered terrain) as bit sets (bit i = cell i). Built from `crop`, `pawns`
    and `terrain` on first use, then kept up to date by set_pawn, move_pawn, set_crop and
    set_terrain, which every change of a pawn, a crop or a terrain goes through."""
    cells = s._cells
    if cells is None:
        cells = s._cells = _scan(s.pawns, s.crop, s.terrain)
    return cells


def _scan(pawns, crop, terrain):
    crops = occupied = known = 0
    of = [0] * (AUTOMA + 1)
    for i, (owner, level, t) in enumerate(zip(pawns, crop, terrain)):
        if level is not None:
            crops |= 1 << i
        if owner != NONE:
            occupied |= 1 << i
            of[owner] |= 1 << i
        if t is not None:
            known |= 1 << i
    return crops, occupied, tuple(of), known


def set_pawn(s, cell, colour):
    """Put a pawn of `colour` on `cell`, or clear it (colour NONE)."""
    old = s.pawns[cell]
    s.pawns[cell] = colour
    if s._cells is not None:
        crops, occupied, of, known = s._cells
        of = list(of)
        occupied = _repawn(occupied, of, 1 << cell, old, colour)
        s._cells = (crops, occupied, tuple(of), known)


def move_pawn(s, src, dest, colour):
    """set_pawn(s, src, NONE), then set_pawn(s, dest, colour), the bit sets made once."""
    pawns = s.pawns
    gone, old = pawns[src], pawns[dest]
    pawns[src] = NONE
    pawns[dest] = colour
    if s._cells is not None:
        crops, occupied, of, known = s._cells
        of = list(of)
        occupied = _repawn(occupied, of, 1 << src, gone, NONE)
        occupied = _repawn(occupied, of, 1 << dest, old, colour)
        s._cells = (crops, occupied, tuple(of), known)


def _repawn(occupied, of, bit, old, new):
    """The occupied bits with the cell `bit` going from a pawn of colour `old` to `new` (either
    NONE); `of` (the bits per colour, a list) is updated in place."""
    if old != NONE:
        occupied &= ~bit
        of[old] &= ~bit
    if new != NONE:
        occupied |= bit
        of[new] |= bit
    return occupied


def set_crop(s, cell, level):
    s.crop[cell] = level
    if s._cells is not None:
        crops, occupied, of, known = s._cells
        bit = 1 << cell
        s._cells = (crops & ~bit if level is None else crops | bit, occupied, of, known)


def set_terrain(s, cell, t):
    s.terrain[cell] = t
    if s._cells is not None:
        crops, occupied, of, known = s._cells
        bit = 1 << cell
        s._cells = (crops, occupied, of, known & ~bit if t is None else known | bit)
