"""The plan behind a hint in words: one or two sentences from explain.py's steps.

    plan_text(steps)
    # "Plan: 2 River spaces to space 7, pay 1 Food. Then Seaman (gain 3 Food), Alexander H.
    #  Willard (gain 1 Equipment). Camp in 2 turns: 1 day lost, your Scout back to space 6."

The hint itself ("Hint: Play Meriwether Lewis with ...") already names the first move, so the
plan starts with what that move does, then names the later actions, then the camp that closes
the cycle. Cards, locations and resources are named as everywhere else in the window.
"""

from PySide6.QtCore import QCoreApplication

from ...lewisclark.cards import card_index
from ...lewisclark.moves import parse_move
from ...lewisclark.resources import INDIAN, RESOURCE_INDEX
from . import texts
from ..i18n import TrContext, joined
from .move_text import describe, tokens_text

translate = QCoreApplication.translate
HintPlan = TrContext("HintPlan")  # for plural texts (see TrContext)
MOST_LISTED = 3  # later actions named one by one; beyond, only how many turns more


Camp = Choice = Play = Village = None  # explain.py's step types, see _import_step_types()


def _import_step_types():
    """explain.py imports the bots, which the table needs only once a hint is worded: imported
    then, not with the table (start-up time)."""
    global Camp, Choice, Play, Village
    if Camp is None:
        from ...bots.lewisclark.explain import Camp, Choice, Play, Village  # noqa: F811


def plan_text(steps):
    """The steps in words ("" when they tell nothing beyond the hint itself)."""
    _import_step_types()
    steps = list(steps or ())
    if len(steps) == 1 and isinstance(steps[0], Choice):
        return ""  # the hint is the whole plan
    camp = next((s for s in steps if isinstance(s, Camp)), None)
    actions = [s for s in steps if isinstance(s, (Play, Village))]
    sentences = []
    if actions and actions[0].turn == 0:
        first = _join(_details(actions.pop(0)))
        if first:
            sentences.append(translate("HintPlan", "Plan: %1.").replace("%1", first))
    if actions:
        named = [_item(s) for s in actions[:MOST_LISTED]]
        rest = len(actions) - MOST_LISTED
        if rest > 0:
            named.append(HintPlan.tr("%n more turn(s)", None, rest))
        sentences.append(translate("HintPlan", "Then %1.").replace("%1", _join(named)))
    if camp is not None:
        sentences.append(_camp_text(camp))
    return joined(sentences, translate("HintPlan", "%1 %2", "sentence after sentence"))


def _join(parts):
    return joined(parts, translate("HintPlan", "%1, %2"))


def _when(turn):
    if turn == 0:
        return translate("HintPlan", "this turn")
    if turn == 1:
        return translate("HintPlan", "next turn")
    return HintPlan.tr("in %n turns", None, turn)


def _camp_text(camp):
    when = _when(camp.turn)
    if camp.wins:
        return translate("HintPlan", "Camp %1 on Fort Clatsop: the game is won.").replace("%1", when)
    if camp.days_lost == 0:
        return translate("HintPlan", "Camp %1: no day lost.").replace("%1", when)
    return (HintPlan.tr("Camp %1: %n day(s) lost, your Scout back to space %2.", None, camp.days_lost)
            .replace("%1", when).replace("%2", str(camp.to_space)))


def _name(step):
    if isinstance(step, Play):
        return texts.card_name(card_index(step.card))
    if isinstance(step, Village):
        return texts.location_name(step.location)
    return describe(parse_move(step.move))


def _item(step):
    """A later action: its card or location, and what it does in brackets."""
    details = _details(step)
    if isinstance(step, Village):  # the first action's Indians are in the hint
        details.insert(0, tokens_text((INDIAN,) * step.indians))
    if not details:
        return _name(step)
    return (translate("HintPlan", "%1 (%2)").replace("%1", _name(step))
            .replace("%2", _join(details)))


def _details(step):
    """What an action does: how far the Scout goes, what it costs, what it brings."""
    parts = []
    if isinstance(step, Play) and step.spaces > 0:
        parts.append(HintPlan.tr("%n %1 space(s) to space %2", None, step.spaces)
                     .replace("%1", texts.terrain_name(step.terrain))
                     .replace("%2", str(step.to_space)))
    paid, gained = _changes(step)
    if paid:
        parts.append(translate("HintPlan", "pay %1").replace("%1", tokens_text(paid)))
    if gained:
        parts.append(translate("HintPlan", "gain %1").replace("%1", tokens_text(gained)))
    return parts


def _changes(step):
    """(tokens paid, tokens gained) of an action. The Indians sent to the Village are said by
    the action itself, not counted as paid (those given as strength stay the player's)."""
    paid, gained = [], []
    for name, change in step.gains:
        if name == "indian":
            token = INDIAN
            change += step.indians if isinstance(step, Village) else 0
        else:
            token = RESOURCE_INDEX[name]
        (gained if change > 0 else paid).extend([token] * abs(change))
    return tuple(paid), tuple(gained)
