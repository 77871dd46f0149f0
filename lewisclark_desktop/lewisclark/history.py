"""How a game went, from the states it passed through: the race per turn, resources held,
time lost at each Encampment, characters recruited. Pure data for charts and summaries.

`states` is the sequence of positions after 0, 1, 2, ... moves (the command stack keeps the
state before every move, so the window gets this list for free, and it follows undo).
"""

from dataclasses import dataclass, field

from .cards import IS_ENCOUNTERED
from .encampment import preview


@dataclass
class Race:
    turns: list = field(default_factory=list)  # turn number of each sample (end of a turn)
    scouts: list = field(default_factory=list)  # per seat: Scout space at each sample
    camps: list = field(default_factory=list)  # per seat: Camp space at each sample
    resources: list = field(default_factory=list)  # per seat: resources held at each sample
    mackenzie: list = field(default_factory=list)  # solo: Mackenzie's space at each sample
    encampments: list = field(default_factory=list)  # (turn, seat, days lost, camp space)
    recruits: list = field(default_factory=list)  # (turn, seat, card)


def _owned_encountered(p):
    cards = set(c for c in p.hand if c >= 0)
    cards.update(c for c, _, _ in p.area)
    cards.update(d for _, d, _ in p.area if d >= 0)
    return {c for c in cards if IS_ENCOUNTERED[c]}


def race(states, moves=None):
    """Sample the race at the start and after every turn (and at the last state).

    `moves[i]` (optional) is the move played from `states[i]`: it tells Encampments apart
    from other Scout movements.
    """
    r = Race()
    if not states:
        return r
    n = len(states[0].players)
    r.scouts = [[] for _ in range(n)]
    r.camps = [[] for _ in range(n)]
    r.resources = [[] for _ in range(n)]

    def sample(s):
        r.turns.append(s.turn)
        for i, p in enumerate(s.players):
            r.scouts[i].append(p.scout)
            r.camps[i].append(p.camp)
            r.resources[i].append(sum(p.res))
        if s.mackenzie is not None:
            r.mackenzie.append(s.mackenzie)

    sample(states[0])
    for k in range(1, len(states)):
        before, after = states[k - 1], states[k]
        seat = before.current
        move = moves[k - 1] if moves is not None else None
        if (move is not None and move.kind == "camp") or (move is None and after.camped and not before.camped):
            days = preview(before, seat)[0]
            r.encampments.append((before.turn, seat, days, after.players[seat].camp))
        gained = _owned_encountered(after.players[seat]) - _owned_encountered(before.players[seat])
        for card in sorted(gained):
            r.recruits.append((before.turn, seat, card))
        if after.turn != before.turn or after.over or k == len(states) - 1:
            sample(after)
    return r
