"""Results for the statistics database: seats, and five games to record (two 2-player games,
one 3-player game, two solo games at Mackenzie level 3)."""

from lewisclark_desktop.stats import SeatResult

COLOURS = ("blue", "orange", "yellow")
# game id, players, solo level, winning seat (None: Mackenzie), turns, moves, seat kinds
FIVE_GAMES = (
    ("a", 2, None, 0, 30, 100, ("human", "normal")),
    ("b", 2, None, 1, 40, 120, ("human", "normal")),
    ("c", 3, None, 0, 20, 90, ("human", "hard", "normal")),
    ("s1", 1, 3, 0, 35, 80, ("human",)),
    ("s2", 1, 3, None, 41, 95, ("human",)),
)


def seats(*kinds):
    """Seat i is P<i>, of the kind given, in the i-th colour, with 10 + i points."""
    return [SeatResult(f"P{i}", kind, colour, 10 + i)
            for i, (kind, colour) in enumerate(zip(kinds, COLOURS))]


def record_five_games(db):
    for gid, players, level, winner, turns, moves, kinds in FIVE_GAMES:
        db.record(gid, players, level, winner, turns, moves, seats(*kinds))
