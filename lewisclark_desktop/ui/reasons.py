"""Refusal reasons and save-file errors in the interface language.

The rules and core packages know no Qt and explain refusals in fixed English phrases
(`engine._reason`, `CommandStack.undo_reason`, `savefile.SaveFileError`). This module maps each
known phrase, keyed by its exact English text or by a pattern for the few with a number or a
name in them, to a translatable message (context "Reasons"). Anything unknown passes through
unchanged, so a new engine phrase shows in English rather than not at all.

`reason_text()` also turns the engine's lower-case phrase into a sentence for English display
("You have already recruited this turn.").
"""

import re

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP


CONTEXT = "Reasons"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# Fixed phrases: engine._reason / engine.explain_illegal, core.commands undo_reason.
FIXED = (
    QT_TRANSLATE_NOOP("Reasons", "the game is over"),
    QT_TRANSLATE_NOOP("Reasons", "your boats are over capacity: drop a resource first"),
    QT_TRANSLATE_NOOP("Reasons", "you can take no action: you must camp first"),
    QT_TRANSLATE_NOOP("Reasons", "that card is not in your hand"),
    QT_TRANSLATE_NOOP("Reasons", "you have already taken your action this turn"),
    QT_TRANSLATE_NOOP("Reasons", "the support card must be another card from your hand"),
    QT_TRANSLATE_NOOP("Reasons", "not enough Indians in your boats"),
    QT_TRANSLATE_NOOP("Reasons", "that location takes exactly one Indian"),
    QT_TRANSLATE_NOOP("Reasons", "that location is full until an Interpreter gathers the Indians"),
    QT_TRANSLATE_NOOP("Reasons", "you have already recruited this turn"),
    QT_TRANSLATE_NOOP("Reasons", "there is no card on that Journal page"),
    QT_TRANSLATE_NOOP("Reasons", "the discount card must come from your hand"),
    QT_TRANSLATE_NOOP("Reasons", "you cannot pay the Equipment and Furs"),
    QT_TRANSLATE_NOOP("Reasons", "you have already camped this turn"),
    QT_TRANSLATE_NOOP("Reasons", "you must take an action before ending your turn"),
    QT_TRANSLATE_NOOP("Reasons", "no effect is being resolved now"),
    QT_TRANSLATE_NOOP("Reasons", "not legal now"),
    QT_TRANSLATE_NOOP("Reasons", "nothing to undo"),
    QT_TRANSLATE_NOOP("Reasons", "the last move revealed hidden information"),
    QT_TRANSLATE_NOOP("Reasons", "moves of an earlier turn cannot be undone"),
    # core.savefile NOTE_*: a file that opened but is not as the application wrote it
    QT_TRANSLATE_NOOP("Reasons", "the file was changed after it was saved: this is not the game "
                                 "as it was played"),
    QT_TRANSLATE_NOOP("Reasons", "this game was continued from a changed file"),
    QT_TRANSLATE_NOOP("Reasons", "the file is in the old save format (version 1): only its final "
                                 "position could be checked, not the moves that led there"),
)
_FIXED = frozenset(FIXED)

# What a template's %1, %2... stand for in the English phrase (ANY unless a pattern says).
ANY, NUMBER, SIGNED, REST, SHORTEST = r".+", r"\d+", r"-?\d+", r".*", r".+?"


def _phrase(template: str, *groups: str):
    """(pattern, template) for a phrase with a variable part: the pattern is the English template
    itself, its %N matching `groups[N - 1]` (ANY for those not given)."""
    parts = re.split(r"%(\d)", template)
    pattern = "".join(re.escape(part) if i % 2 == 0
                      else "(" + (groups[int(part) - 1] if int(part) <= len(groups) else ANY) + ")"
                      for i, part in enumerate(parts))
    return re.compile("^" + pattern + "$"), template


# Phrases with a variable part: (pattern on the English text, translatable template).
PATTERNS = (
    _phrase(QT_TRANSLATE_NOOP("Reasons", "finish the current effect (%1) first, or stop it")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "not one of the choices of %1 now")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "strength must be 1 to 3 (this is %1)"), SIGNED),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "there is no Village location called %1")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "send 1 to %1 Indians at a time"), NUMBER),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "cannot undo: %1")),
)

# save files (core/savefile.py): "<file name> ..." or "<file name>: ..."
SAVE_PATTERNS = (
    _phrase(QT_TRANSLATE_NOOP("Reasons", "cannot open %1: %2"), SHORTEST, REST),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is %2 bytes, too large to be a save file"),
            ANY, NUMBER),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is too large to be a save file")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is empty")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is not text (not UTF-8)")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "no file name given")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is a folder, not a file")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is not a regular file")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 nests deeper than %2 levels"), ANY, NUMBER),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 holds bad JSON: %2"), ANY, REST),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is damaged or truncated: %2"), ANY, REST),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is not a save file of this application")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 has save format version %2; this version reads "
                                         "version %3")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is a save of %2, which this version does not know "
                                         "(known: %3)")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is a save of %2, which this version cannot show "
                                         "yet")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 is a save of %2, not %3")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1: field %2 is missing")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1: field %2 must be %3")),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1 holds %2 moves, more than any real game"),
            ANY, NUMBER),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1: bad game options: %2"), ANY, REST),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1: move %2 is not text"), ANY, NUMBER),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1: move %2 is illegal (%3)"), ANY, NUMBER, REST),
    _phrase(QT_TRANSLATE_NOOP("Reasons", "%1: the seats do not match the game (%2)"), ANY, REST),
)

_DECISIONS = {
    "game over": QT_TRANSLATE_NOOP("Reasons", "the end of the game"),
    "turn": QT_TRANSLATE_NOOP("Reasons", "the turn"),
    "overflow": QT_TRANSLATE_NOOP("Reasons", "the boats over capacity"),
}


_decision_namers = []  # each game's own names of things ("card:hunter-blue" -> a card's name)


def add_decision_namer(namer) -> None:
    """`namer(kind, key)`: the name of a game's thing in the current language, or None."""
    _decision_namers.append(namer)


def decision_name(what: str) -> str:
    """The engine's short decision name ("card:hunter-blue", "village:canoe") in words."""
    if what in _DECISIONS:
        return _tr(_DECISIONS[what])
    kind, _, key = what.partition(":")
    for namer in _decision_namers:
        name = namer(kind, key)
        if name:
            return name
    return what


def _fill(template: str, args) -> str:
    text = _tr(template)
    # Replace from the highest number down so that %1 does not eat %10.
    for i in range(len(args), 0, -1):
        text = text.replace("%" + str(i), args[i - 1])
    return text


def translate_reason(reason) -> str:
    """The engine's / command stack's English phrase in the interface language (as a phrase)."""
    if not reason:
        return ""
    reason = str(reason)
    if reason in _FIXED:
        return _tr(reason)
    for pattern, template in PATTERNS:
        m = pattern.match(reason)
        if m:
            args = list(m.groups())
            if template.startswith(("finish the current effect", "not one of the choices")):
                args = [decision_name(args[0])]
            elif template.startswith("cannot undo"):
                args = [translate_reason(args[0])]
            return _fill(template, args)
    return reason


def sentence(text: str, capitalize: bool = True) -> str:
    """Capitalise and end with a full stop (English); Japanese ends with 。."""
    text = (text or "").strip()
    if not text:
        return ""
    first = text[0].upper() if capitalize else text[0]
    if text[-1] in ".!?。！？":
        return first + text[1:]
    if ord(text[-1]) > 0x2E7F:  # CJK: Japanese sentence end
        return text + "。"
    return first + text[1:] + "."


def reason_text(reason) -> str:
    """What a tooltip or message shows for a refusal: translated, as a sentence."""
    return sentence(translate_reason(reason)) if reason else ""


def translate_save_error(message) -> str:
    """A SaveFileError message in the interface language, as far as its phrase is known; names,
    operating-system and JSON details inside it stay as they are."""
    message = str(message)
    for pattern, template in SAVE_PATTERNS:
        m = pattern.match(message)
        if m:
            args = list(m.groups())
            if template.startswith("%1: move %2 is illegal"):
                # "<move>: <reason>" from the command stack: translate the reason part.
                move, sep, why = args[2].rpartition(": ")
                if sep:
                    args[2] = move + ": " + translate_reason(why)
            # Most start with the file name, which keeps its own spelling.
            return sentence(_fill(template, args), capitalize=not template.startswith("%1"))
    return sentence(translate_reason(message))


__all__ = ["translate_reason", "reason_text", "translate_save_error", "sentence",
           "decision_name", "FIXED", "PATTERNS", "SAVE_PATTERNS"]
