"""The game log as everyone at the table may read it: one line per move, in the words of the
game's own log_text (no secret card names), plus any lines the game adds after a move
(Lewis & Clark: Mackenzie's steps in the solo game), and the seats' header.

The log and the History dock are both built from these lines; a line's `moment` is the number
of moves done once it happened, i.e. the position the History shows for it.
"""

import weakref
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from .. import games
from .new_game_dialog import level_name
from .seat_names import seat_name

translate = QCoreApplication.translate


@dataclass(frozen=True)
class LogLine:
    moment: int  # moves done after this line
    turn: int  # the turn it happened in (0-based, counted from the first move without gaps)
    seat: int | None  # None: someone who sits at no seat (named by `who`)
    text: str
    who: str = ""
    heading: bool = False  # a separator naming the part of the game that begins (a round)


def _ui_part(rules, name):
    try:
        return games.for_rules(rules).ui(name)
    except LookupError:
        return None


def game_texts(rules):
    """(log_text, log_extra or None) of the game whose rules these are."""
    return games.for_rules(rules).ui("log_text"), _ui_part(rules, "log_extra")


class WordsMemo:
    """The words of each done move, kept between refreshes of a window's log, so that a new
    move words only itself: wording the whole game again after every move grows with its
    length. A move's words depend on its entry alone (the state before it and after it), so
    they stay right while the entry lives; `forget()` when the language changes."""

    def __init__(self):
        self._words = {}  # id(entry) -> (weak reference to the entry, its words)

    def words(self, entry, word):
        hit = self._words.get(id(entry))
        if hit is not None and hit[0]() is entry:
            return hit[1]
        if len(self._words) > 4096:  # entries undone or of other games: drop the dead ones
            self._words = {k: v for k, v in self._words.items() if v[0]() is not None}
        found = word()
        self._words[id(entry)] = (weakref.ref(entry), found)
        return found

    def forget(self):
        self._words.clear()


def log_lines(stack, log_text=None, log_extra=None, log_round=None, memo=None):
    """Every line of the log of `stack` (a core CommandStack), oldest first. `log_text(move,
    before)` and `log_extra(before, after) -> [(who, text)]` (who: a seat, or a name) default to
    the game's own; so does `log_round(state) -> text or None`, the part of the game a state is
    in ("Round 2"), which puts a heading line before the first move of each part. `memo` (a
    WordsMemo) keeps each move's words from one call to the next.

    Turns are numbered consecutively, whatever the rules' own turn counter does; a line that
    log_extra adds for another seat (a pass made for it) is that seat's turn."""
    if log_text is None:
        log_text, log_extra = game_texts(stack.rules)
    if log_round is None:
        log_round = _ui_part(stack.rules, "log_round")
    lines = []
    done = stack.done
    turn, key, part = -1, object(), None
    for i, entry in enumerate(done):
        before = entry.before
        if log_round is not None and log_round(before) not in (None, part):
            part = log_round(before)
            lines.append(LogLine(i, turn + 1, None, part, heading=True))
        if entry.turn != key:  # the rules' turn key changes exactly when a new turn starts
            key = entry.turn
            turn += 1
        def word(entry=entry, i=i):
            after = done[i + 1].before if i + 1 < len(done) else stack.state
            extra = list(log_extra(entry.before, after)) if log_extra is not None else []
            return log_text(entry.move, entry.before), extra

        text, extra = memo.words(entry, word) if memo is not None else word()
        lines.append(LogLine(i + 1, turn, entry.player, text))
        if extra:
            seat = entry.player
            for who, text in extra:
                if isinstance(who, int):  # a seat
                    if who != seat:
                        turn, seat = turn + 1, who
                    lines.append(LogLine(i + 1, turn, who, text))
                else:
                    lines.append(LogLine(i + 1, turn, None, text, who))
    return lines


def speaker(seat, seats, who=""):
    if seat is None:
        return who or "?"
    return seat_name(seats, seat)


def line_text(line, seats):
    if line.heading:
        return translate("GameLog", "—— %1 ——").replace("%1", line.text)
    return (translate("GameLog", "%1: %2").replace("%2", line.text)
            .replace("%1", speaker(line.seat, seats, line.who)))


def seats_text(seats, extra=()):
    """Who plays: "Ann (Human) · Bob (Bot: normal)", then what the game adds (Lewis & Clark:
    Mackenzie's level in the solo game)."""
    parts = [translate("GameLog", "%1 (%2)").replace("%2", level_name(s.kind)).replace("%1", s.name)
             for s in seats]
    return " · ".join(parts + list(extra))
