"""How strong each bot level is: the one table of measured figures (from docs/bots.md) and a
plain description of how each level plays. The New game dialog words them (ui/bot_levels.py);
updating a figure is one edit here, next to its section in docs/bots.md. No Qt here.

    matches("lewisclark", "hard")   # the measured matches a level played in
    PLAYS["lewisclark"]["hard"]     # how it plays (English source, translated in "Levels")
"""

from typing import NamedTuple


def QT_TRANSLATE_NOOP(context, text):  # noqa: N802 - the name lupdate looks for
    return text


MACKENZIE = "mackenzie"  # the solo game's opponent, in `Match.seats`' place of the other seats


class Match(NamedTuple):
    seats: tuple  # each seat's level; the solo game: (level,) against Mackenzie
    wins: tuple  # games won by each seat, in the order of `seats` (None: not counted)
    games: int
    measured: str  # the date of the figure in docs/bots.md
    mackenzie: tuple = ()  # the solo game: Mackenzie's levels played

    def players(self):
        return len(self.seats)


MATCHES = {
    # docs/bots.md, Lewis & Clark, "Measured strength" (each row's command is there).
    "lewisclark": (
        # Hard with paired playouts against today's Normal: seed 100000, 1.5 s, --clock cpu
        Match(("hard", "normal"), (158, 42), 200, "2026-12-02"),
        # the same Hard against three Normals: seed 102000, 1.5 s, --clock cpu, commit 5a69d6d
        Match(("hard", "normal", "normal", "normal"), (108, None, None, None), 200, "2026-12-02"),
        # Hard's solo search looking 8 turns ahead: level 0, seed 909000; level 3, seed 939000;
        # commit 58dd1dc, 1.5 s CPU
        Match(("hard",), (30,), 50, "2026-12-02", (0,)),
        Match(("hard",), (23,), 50, "2026-12-02", (3,)),
        # Normal and Easy: race.py --seed 70000, commit 6ac3557
        Match(("normal", "easy"), (86, 14), 100, "2026-12-01"),
        Match(("normal",), (5,), 100, "2026-12-01", (0,)),
        Match(("normal", "random"), (40, 0), 40, "2026-12-01"),
        Match(("easy", "random"), (100, 0), 100, "2026-12-01"),
    ),
    # docs/bots.md, Elfenland, "Measured strength" (Hard: the Normals' wins are per seat, so
    # not summed here)
    "elfenland": (
        Match(("normal", "random", "random"), (200, 0, 0), 200, "2026-12-01"),
        # Hard, whose playouts play the whole placing out: seed 21000, 1.5 s, --clock cpu
        Match(("hard", "normal", "normal"), (95, None, None), 200, "2026-12-01"),
        # Easy: seeds 31000, 33000, 32000, 34000, commit 9dcc8b5
        Match(("normal", "easy"), (86, 12), 100, "2026-12-03"),
        Match(("normal", "easy", "easy"), (86, None, None), 100, "2026-12-03"),
        Match(("easy", "random"), (100, 0), 100, "2026-12-03"),
        Match(("easy", "random", "random"), (100, 0, 0), 100, "2026-12-03"),
    ),
    # docs/bots.md, Tiwanaku, "Measured strength"
    "tiwanaku": (
        Match(("normal", "random"), (100, 0), 100, "2026-12-01"),
        Match(("hard", "normal"), (141, 51), 200, "2026-12-01"),  # seed 7200, --clock cpu
        # Easy: seeds 41000, 43000, 42000, commit 9927a06
        Match(("normal", "easy"), (74, 24), 100, "2026-12-03"),
        Match(("normal", "easy", "easy"), (53, None, None), 100, "2026-12-03"),
        Match(("easy", "random"), (100, 0), 100, "2026-12-03"),
    ),
}

# How each level plays, in a few words; a level listed by a game's bots but not here is
# described as not measured yet.
PLAYS = {
    "lewisclark": {
        "random": QT_TRANSLATE_NOOP("Levels", "Plays any legal move at random (for tests)."),
        "easy": QT_TRANSLATE_NOOP("Levels", "Plans only a few turns ahead and makes mistakes on "
                                  "purpose."),
        "normal": QT_TRANSLATE_NOOP("Levels", "Plans each stretch of the journey from one camp "
                                    "to the next."),
        "hard": QT_TRANSLATE_NOOP("Levels", "Tries Normal's best moves against many guesses of "
                                  "the hidden cards; alone against Mackenzie, plans its next "
                                  "eight turns. Takes its time over each move."),
    },
    "elfenland": {
        "random": QT_TRANSLATE_NOOP("Levels", "Plays any legal move at random (for tests)."),
        "easy": QT_TRANSLATE_NOOP("Levels", "Plans only the next few steps of its journey, "
                                  "now and then takes a lesser counter, and never blocks a "
                                  "rival's road."),
        "normal": QT_TRANSLATE_NOOP("Levels", "Plans its journey through the towns and places "
                                    "its counters to serve it."),
        "hard": QT_TRANSLATE_NOOP("Levels", "Tries Normal's best counters against many guesses of "
                                  "the hidden cards and counters; takes its time over each move."),
    },
    "tiwanaku": {
        "random": QT_TRANSLATE_NOOP("Levels", "Plays any legal move at random (for tests)."),
        "easy": QT_TRANSLATE_NOOP("Levels", "Explores for variety with a shorter view and some "
                                  "chance, and divines the crops the rules prove."),
        "normal": QT_TRANSLATE_NOOP("Levels", "Explores for variety and divines the crops "
                                    "the board proves; in co-op also the ones its sampled maps "
                                    "agree on."),
        "hard": QT_TRANSLATE_NOOP("Levels", "Tries Normal's move and its alternatives on many maps "
                                  "that fit what it has seen; takes its time over each move."),
    },
}


def matches(game, level):
    """The measured matches in which `level` held exactly one seat (its own figure)."""
    return tuple(m for m in MATCHES.get(game, ()) if m.seats.count(level) == 1)


def plays(game, level):
    """How `level` plays (English source text), or None when the table does not say."""
    return PLAYS.get(game, {}).get(level)
