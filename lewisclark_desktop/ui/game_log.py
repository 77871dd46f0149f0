"""The game log as everyone at the table may read it: one line per move, in the words of the
game's own log_text (no secret card names), plus any lines the game adds after a move
(Lewis & Clark: Mackenzie's steps in the solo game), and the seats' header.

The log and the History dock are both built from these lines; a line's `moment` is the number
of moves done once it happened, i.e. the position the History shows for it.
"""

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from .. import games
from .new_game_dialog import level_name
from .seat_names import seat_name

translate = QCoreApplication.translate


@dataclass(frozen=True)
class LogLine:
    moment: int  # moves done after this line
    turn: int  # the turn it happened in (0-based)
    seat: int | None  # None: someone who sits at no seat (named by `who`)
    text: str
    who: str = ""


def game_texts(rules):
    """(log_text, log_extra or None) of the game whose rules these are."""
    game = games.for_rules(rules)
    try:
        extra = game.ui("log_extra")
    except LookupError:
        extra = None
    return game.ui("log_text"), extra


def log_lines(stack, log_text=None, log_extra=None):
    """Every line of the log of `stack` (a core CommandStack), oldest first. `log_text(move,
    before)` and `log_extra(before, after) -> [(who, text)]` (who: a seat, or a name) default to
    the game's own."""
    if log_text is None:
        log_text, log_extra = game_texts(stack.rules)
    lines = []
    done = stack.done
    turn, key = -1, object()
    for i, entry in enumerate(done):
        if entry.turn != key:  # the rules' turn key: a whole number, or anything that changes
            key = entry.turn
            turn = entry.turn if isinstance(entry.turn, int) else turn + 1
        before = entry.before
        lines.append(LogLine(i + 1, turn, entry.player, log_text(entry.move, before)))
        if log_extra is not None:
            after = done[i + 1].before if i + 1 < len(done) else stack.state
            lines.extend(LogLine(i + 1, turn, who, text) if isinstance(who, int)  # a seat
                         else LogLine(i + 1, turn, None, text, who)
                         for who, text in log_extra(before, after))
    return lines


def speaker(seat, seats, who=""):
    if seat is None:
        return who or "?"
    return seat_name(seats, seat)


def line_text(line, seats):
    return (translate("GameLog", "%1: %2").replace("%2", line.text)
            .replace("%1", speaker(line.seat, seats, line.who)))


def seats_text(seats, extra=()):
    """Who plays: "Ann (Human) · Bob (Bot: normal)", then what the game adds (Lewis & Clark:
    Mackenzie's level in the solo game)."""
    parts = [translate("GameLog", "%1 (%2)").replace("%2", level_name(s.kind)).replace("%1", s.name)
             for s in seats]
    return " · ".join(parts + list(extra))
