"""Elfenland's side of a review: a move's value is the towns the seat has reached at the game's
end, expected over playouts (more is better; in the town-card variant, the score: towns minus
the distance still to the town card).

Each playout starts from the seat's observation dealt anew (`observation.determinize`: the
others' hands and secret counters, the counter stack, the deck and the town cards drawn from the
seat's unknown pools), plays the move, then the quick Normal (Hard's playout bot) plays every
seat to the end. Both moves of a decision are played in the same deals with the same bots
(common random numbers), so their difference is the moves', not the deals'.
"""

from ..bots.elfenland.hard_bot import PLAYOUT_CAPS
from ..bots.elfenland.normal_bot import NormalBot
from ..elfenland import engine
from ..elfenland.board import TOWNS
from ..elfenland.observation import determinize

UNIT = "towns"
LOWER_IS_BETTER = False
THRESHOLD = 1.0
BUDGET = {False: (24, 6), True: (8, 2)}
MAX_PLAYOUT_MOVES = 3000


def world(rules, observation, seat, seed):
    return determinize(observation, seed)


def outcome(rules, s, move, seat, seed):
    """Towns (the score) of the seat at the end, after `move` in the full state `s`."""
    engine.apply(s, move)
    bot = NormalBot(seed, *PLAYOUT_CAPS)
    for _ in range(MAX_PLAYOUT_MOVES):
        if s.over:
            break
        engine.apply(s, bot.choose(rules, s))
    return float(engine.score(s, seat))


def explanation(rules, observation, seat, played, suggested, seed):
    """The towns the suggestion's playout reaches and the played move's does not (one deal)."""
    s = world(rules, observation, seat, seed)
    visited = []
    for move in (suggested, played):
        t = s.clone()
        outcome(rules, t, move, seat, seed)
        visited.append(t.players[seat].visited)
    gained = visited[0] & ~visited[1]
    lost = visited[1] & ~visited[0]
    return {"towns_gained": [TOWNS[i].id for i in range(len(TOWNS)) if gained >> i & 1],
            "towns_lost": [TOWNS[i].id for i in range(len(TOWNS)) if lost >> i & 1]}
