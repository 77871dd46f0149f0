"""The game log as everyone at the table may read it: one line per move (no secret card names,
see move_text.log_text) plus Mackenzie's steps in the solo game, and the seats' header.

The log and the History dock are both built from these lines; a line's `moment` is the number
of moves done once it happened, i.e. the position the History shows for it.
"""

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..lewisclark.route import FORT_CLATSOP
from .lewisclark.move_text import log_text
from .new_game_dialog import level_name

translate = QCoreApplication.translate


@dataclass(frozen=True)
class LogLine:
    moment: int  # moves done after this line
    turn: int  # the turn it happened in (0-based)
    seat: int | None  # None: Mackenzie
    text: str


def log_lines(stack):
    """Every line of the log of `stack` (a core CommandStack), oldest first."""
    lines = []
    done = stack.done
    for i, entry in enumerate(done):
        before = entry.before
        after = done[i + 1].before if i + 1 < len(done) else stack.state
        lines.append(LogLine(i + 1, entry.turn, entry.player, log_text(entry.move, before)))
        if after.solo and after.mackenzie != before.mackenzie:
            lines.append(LogLine(i + 1, entry.turn, None, mackenzie_text(after.mackenzie)))
    return lines


def mackenzie_text(space):
    if space >= FORT_CLATSOP:
        return translate("GameLog", "reaches Fort Clatsop.")
    return (translate("GameLog", "moves on to space %1 (Fort Clatsop is space %2).")
            .replace("%1", str(space)).replace("%2", str(FORT_CLATSOP)))


def speaker(seat, seats):
    if seat is None:
        return translate("GameLog", "Mackenzie")
    return seats[seat].name if seat < len(seats) else "?"


def line_text(line, seats):
    return translate("GameLog", "%1: %2").replace("%2", line.text).replace("%1", speaker(line.seat, seats))


def seats_text(seats, state=None):
    """Who plays: "Ann (Human) · Bob (Bot: normal)", and Mackenzie's level in the solo game."""
    parts = [translate("GameLog", "%1 (%2)").replace("%2", level_name(s.kind)).replace("%1", s.name)
             for s in seats]
    if state is not None and state.solo:
        parts.append(translate("GameLog", "Mackenzie (level %1)").replace("%1", str(state.solo_level)))
    return " · ".join(parts)
