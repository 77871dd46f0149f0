"""A review in words (translated): the chart's unit, what a decision cost, the moves played and
suggested, and the plan or the facts behind the suggestion.

    cost_text("turns", 2.2)                # "This cost you about 2 turns."
    move_words(game, "camp", observation)  # the game's move_preview, from the seat's view only
    explanation_text(game, decision)       # the plan (Lewis & Clark) or the facts, in words

Everything said about a move *not made* (the suggestion) comes from the deciding seat's
observation at that moment (the game's move_preview), never from the full state. The engine's
explanation is plain data whose keys may grow: what is not recognised is left unsaid.
"""

import math
import numbers

from PySide6.QtCore import QCoreApplication

from .. import games
from .i18n import TrContext

translate = QCoreApplication.translate
ReviewWords = TrContext("ReviewWords")  # plural texts (the name must be its context's)


def axis_text(unit):
    """The chart's value axis."""
    if unit == "turns":
        return translate("ReviewWords", "Turns to Fort Clatsop (fewer is better)")
    if unit == "towns":
        return translate("ReviewWords", "Towns reached by the end (expected)")
    return translate("ReviewWords", "Points at the end (expected)")


def amount_text(unit, n):
    """`n` (a whole number) of the unit: "2 turns", "1 town", "3 points"."""
    if unit == "turns":
        return ReviewWords.tr("%n turn(s)", None, n)
    if unit == "towns":
        return ReviewWords.tr("%n town(s)", None, n)
    return ReviewWords.tr("%n point(s)", None, n)


def rounded(cost):
    """A cost as it is said: the nearest whole number (half up)."""
    return int(math.floor(max(0.0, float(cost)) + 0.5))


def cost_text(unit, cost):
    n = rounded(cost)
    if n == 0:
        if unit == "turns":
            return translate("ReviewWords", "This cost you less than one turn.")
        if unit == "towns":
            return translate("ReviewWords", "This cost you less than one town.")
        return translate("ReviewWords", "This cost you less than one point.")
    return translate("ReviewWords", "This cost you about %1.").replace("%1", amount_text(unit, n))


def short_cost(unit, cost):
    """The cost in a list row: "−2 turns" style, without a sentence."""
    n = rounded(cost)
    if n == 0:
        return translate("ReviewWords", "under 1")
    return translate("ReviewWords", "about %1").replace("%1", amount_text(unit, n))


def value_text(unit, value):
    """The seat's expected result at a moment (a chart point's tooltip)."""
    number = f"{float(value):.1f}"
    if unit == "turns":
        return translate("ReviewWords", "%1 turns to Fort Clatsop").replace("%1", number)
    if unit == "towns":
        return translate("ReviewWords", "%1 towns expected").replace("%1", number)
    return translate("ReviewWords", "%1 points expected").replace("%1", number)


def move_words(game, text, observation):
    """A move given in the rules' text, worded from the deciding seat's observation (the game's
    move_preview); the text itself when it cannot be read."""
    try:
        move = game.rules().parse_move(text)
        words = game.ui("move_preview")(move, observation)
    except Exception:  # noqa: BLE001 - a review from another version: its text still says it
        return str(text)
    return words[:1].upper() + words[1:]  # a list item ("brings a pawn" reads as a clause)


# ------------------------------------------------------------------------------ explanations
def explanation_text(game_id, explanation, unit):
    """The plan behind the suggestion and the facts the engine gave, in words ("" when there is
    nothing to say): the game's own words first (its UI's optional `review_text(explanation)`:
    Lewis & Clark's plan, Elfenland's towns), then the expected results of both moves."""
    explanation = explanation if isinstance(explanation, dict) else {}
    sentences = []
    try:
        own = games.get(game_id).ui("review_text")(explanation)
    except (ImportError, LookupError):
        own = ""
    if own:
        sentences.append(own)
    expected = expected_pair(explanation)
    if expected is not None:
        sentences.append(expected_text(unit, *expected))
    return "\n".join(sentences)


def expected_text(unit, played, suggested):
    if unit == "turns":
        text = translate("ReviewWords", "Expected turns to Fort Clatsop: %1 after the move "
                                        "played, %2 after the suggestion.")
    elif unit == "towns":
        text = translate("ReviewWords", "Expected towns by the end: %1 after the move played, "
                                        "%2 after the suggestion.")
    else:
        text = translate("ReviewWords", "Expected points at the end: %1 after the move played, "
                                        "%2 after the suggestion.")
    return text.replace("%1", f"{played:.1f}").replace("%2", f"{suggested:.1f}")


def _number(value):
    return isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(value)


def expected_pair(explanation):
    """(played, suggested) expected results, from whatever names the engine used: a key with
    "played" and one with "suggest" holding numbers, at the top or under "expected"."""
    for place in (explanation, explanation.get("expected")):
        if not isinstance(place, dict):
            continue
        played = [v for k, v in place.items() if "played" in str(k) and _number(v)]
        suggested = [v for k, v in place.items() if "suggest" in str(k) and _number(v)]
        if played and suggested:
            return float(played[0]), float(suggested[0])
    return None
