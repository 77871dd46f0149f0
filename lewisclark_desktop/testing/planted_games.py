"""Games played by bots for the review's tests and benchmarks, with planted mistakes: one seat
plays Normal except at a few decisions where a deliberately poor legal move replaces Normal's.

    saved, planted = play("elfenland", {"players": 3}, seed=4, levels=("normal",) * 3,
                          plant_seat=0, plants=3)
    # planted: the move indexes of the poor moves (all the planted seat's decisions)

The poor moves, per game (`poor_move`): Lewis & Clark, camping with three or more cards in hand
when Normal would not camp, the Scout at least 3 spaces ahead of its Camp (the days lost eat
the ground this cycle gained), and only where Normal's own move, played on until Normal camps
itself, takes the Camp at least CAMP_GROUND spaces further than camping now does in as many
turns (`ground_over_camp`): a camp one turn early, where Normal would itself camp a turn later
hardly further on, is not a deliberate poor move. (Seeds 300-311, the 16 plants of the rule
without that condition, at the quick review: the 8 that meet it cost 1.35 to 13.7 turns; of the
8 that do not, 3 cost about a turn or less (0.17, 0.54, 1.01), the other 5 from 1.1 to 9.0: a
proxy, not a sure sort.) Elfenland, ending the journey where Normal would travel on; Tiwanaku,
a divination against the information (naming a level the seat's own deduction rules out, on a
cell where every level still possible is 2 or more: a sure loss of at least 2 points, and the
right divination's points missed). Everything is seeded.
"""

import random

from .. import games
from ..bots.lewisclark.normal_bot import NormalBot
from ..core.savefile import SaveGame
from ..lewisclark import encampment, engine
from ..lewisclark.moves import Move

MAX_MOVES = 5000
# Tiwanaku: a wrong divination loses the true level's points. A plant names a level the seat's
# deduction rules out on a cell where every level still possible is at least this: a sure loss
# of 2 points or more (a wrong guess on a level-1 cell costs about what a quiet move gains).
SURE_LOSS = 2
# Lewis & Clark: a camp is planted with at least this many cards in hand (a day lost for each),
FULL_HAND = 3
# the Scout at least this many spaces ahead of its Camp,
SCOUT_AHEAD = 3
# and only where Normal's own move, played on to Normal's own camp, takes the Camp at least this
# many spaces further than camping now would in as many turns (ground_over_camp): a camp one
# turn early, where Normal gains little ground before it camps itself, is no poor move.
CAMP_GROUND = 3
MAX_CYCLE_TURNS = 8  # Normal's cycle is followed for at most this many of the seat's own turns
MAX_CYCLE_DECISIONS = 3000  # every seat's decisions in those turns, at most


def poor_move(game, rules, state, seat, legal, normal):
    """A deliberately poor legal move for `seat` instead of Normal's `normal`, or None here."""
    if game == "lewisclark":
        player = state.players[seat]
        camp = [m for m in legal if str(m) == "camp"]
        cards = len([c for c in player.hand if c >= 0])
        if (camp and str(normal) != "camp" and cards >= FULL_HAND
                and player.scout >= player.camp + SCOUT_AHEAD
                and ground_over_camp(state, seat, normal) >= CAMP_GROUND):
            return camp[0]
        return None
    if game == "elfenland":
        if normal.kind == "move":
            return next((m for m in legal if m.kind == "end"), None)
        return None
    if game == "tiwanaku":
        from ..bots.tiwanaku.deduction import candidates
        from ..tiwanaku.moves import Divine

        divines = [m for m in legal if isinstance(m, Divine)]
        if not divines:
            return None
        known = candidates(rules.observation(state, seat))
        ruled_out = [m for m in divines
                     if known.get(state.grid.parse(m.cell)) and
                     m.level not in known[state.grid.parse(m.cell)] and
                     min(known[state.grid.parse(m.cell)]) >= SURE_LOSS]
        return ruled_out[0] if ruled_out else None
    raise ValueError(game)


def ground_over_camp(state, seat, normal, seed=0):
    """Lewis & Clark: how many spaces further the seat's Camp gets by Normal's move `normal` than
    by camping now, in as many of the seat's own turns. From `normal`, Normal plays every seat
    until the seat's turn in which it camps is over (its cycle, at most MAX_CYCLE_TURNS own
    turns); from the camp, Normal plays every seat for the same number of the seat's own turns.
    Each line's ground is where a camp at its end puts the Camp (encampment.preview: the Scout
    drawn back a day for each card in hand and for the boats, the Camp never back), read the
    same way whether or not the seat has just camped. The full state is read (a test harness,
    not a player); `state` is not changed."""
    turns, reached = _reach(state, seat, normal, seed)
    return reached - _reach(state, seat, Move("camp"), seed, turns)[1]


def _reach(state, seat, first, seed, own_turns=None):
    """(the seat's own turns played, the Camp a camp would reach then) from `first`, then
    Normal for every seat: until the end of the seat's turn in which it camps (own_turns None),
    or of its `own_turns`-th turn (this one the first)."""
    s = state.clone()
    engine.apply(s, first)
    bot = NormalBot(seed)
    last = MAX_CYCLE_TURNS if own_turns is None else own_turns
    camped, turns, own_turn = first.kind == "camp", 1, s.turn
    for _ in range(MAX_CYCLE_DECISIONS):
        if s.over:
            break
        if s.current == seat and s.turn != own_turn:
            if turns >= last or (own_turns is None and camped):
                break
            own_turn, turns = s.turn, turns + 1
        move = bot.choose_state(s)
        camped = camped or (s.current == seat and move.kind == "camp")
        engine.apply(s, move)
    return turns, encampment.preview(s, seat)[2]


def play(game, options, seed, levels, plant_seat=None, plants=0, hard_iterations=8,
         plant_from=0.2):
    """A finished game (SaveGame) of bots at `levels`, and the indexes of the planted moves: the
    first `plants` chances of `plant_seat` to play a poor move at least `plant_from` of the way
    into the game (by move count of a game played without them), spread out by a seeded draw."""
    entry = games.get(game)
    rules = entry.rules()
    state = rules.new_state(options, seed)
    seats = len(rules.seat_colours(state))
    bots = [entry.make_bot(levels[k], seed * 10 + k,
                           **({"iterations": hard_iterations} if levels[k] == "hard" else {}))
            for k in range(seats)]
    rng = random.Random(seed)
    moves, planted = [], []
    while not rules.is_over(state) and len(moves) < MAX_MOVES:
        seat = rules.current_player(state)
        observation = rules.observation(state, seat)
        move = bots[seat].choose(rules, observation)
        if seat == plant_seat and len(planted) < plants and len(moves) >= plant_from * 100:
            legal = rules.legal_moves(state)
            poor = poor_move(game, rules, state, seat, legal, move) if len(legal) > 1 else None
            if poor is not None and rng.random() < 0.5:
                planted.append(len(moves))
                move = poor
        moves.append(rules.format_move(move))
        rules.apply(state, move)
    seat_records = [{"name": f"Seat {k + 1}", "kind": levels[k],
                     **({"colour": colour} if colour else {})}
                    for k, colour in enumerate(rules.seat_colours(state))]
    saved = SaveGame(game, dict(options), seed, seat_records, moves, rules.state_hash(state))
    return saved, planted
