"""Moving the Scout with a character: how far it may go, and the player's choice of distance.

A movement card pays, then the Scout may go its full distance or less (seed 000: a player may
take only part of an action's benefit). With Larocque face up the player may also jump the
spaces of other Scouts, once per movement, or count them (rules §7.2, card 16: "may").
Both choices are one decision: the spaces the Scout can end on, the farthest first. When only
one space is possible the Scout goes there without a question.
"""

from . import queries
from .moves import Move
from .route import MOUNTAIN, RIVER, path
from .state import Frame

JARROT_RIVER_BONUS = 2
CUT_NOSE_MOUNTAIN_BONUS = 1
# (terrain, bit in State.bonus_used, permanent card, extra spaces)
BONUSES = ((RIVER, 1, queries.JARROT, JARROT_RIVER_BONUS),
           (MOUNTAIN, 2, queries.CUT_NOSE, CUT_NOSE_MOUNTAIN_BONUS))


def _bonus(s, terrain):
    """(bit, extra spaces) of the bonus this movement would get, or (0, 0)."""
    p = s.player()
    for t, bit, card, extra in BONUSES:
        if t == terrain and not s.bonus_used & bit and queries.has_active(p, card):
            return bit, extra
    return 0, 0


def destinations(s, terrain, steps):
    """Spaces the current player's Scout may end this movement on, farthest first. Jarrot /
    Cut Nose add their bonus, once per action, after a movement of their terrain that moved."""
    p = s.player()
    occupied = queries.scout_positions(s, s.current)
    modes = (False, True) if queries.has_active(p, queries.LAROCQUE) else (False,)
    _, extra = _bonus(s, terrain)
    out = set()
    for skip in modes:
        entered = path(p.scout, terrain, steps, occupied, skip)
        if entered and extra:
            entered += path(entered[-1], terrain, extra, occupied, skip)
        out.update(entered)
    return sorted(out, reverse=True)


def start_movement(s, terrain, steps):
    """After the payment: move at once when there is no choice, else ask how far."""
    ends = destinations(s, terrain, steps)
    if len(ends) == 1:
        _move_to(s, terrain, ends[0])
    elif ends:
        s.frames.append(Frame("distance", card=s.frames[-1].card, left=steps, count=terrain))


def options(s, frame):
    start = s.player().scout
    return [Move("forward", n=end - start) for end in destinations(s, frame.count, frame.left)]


def apply(s, frame, move):
    _move_to(s, frame.count, s.player().scout + move.n)
    frame.left = 0


def _move_to(s, terrain, end):
    bit, _ = _bonus(s, terrain)
    s.bonus_used |= bit
    s.player().scout = end
    s.moved = True  # landing on an occupied space is settled when the action ends (D8)
