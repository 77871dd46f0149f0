"""Moves in readable words, in the current language (buttons, tooltips and the game log)."""

from PySide6.QtCore import QCoreApplication

from ...lewisclark.cards import STRENGTH
from ...lewisclark.resources import INDIAN
from . import texts
from ..i18n import TrContext

translate = QCoreApplication.translate
Moves = TrContext("Moves")  # for plural texts (see TrContext)


def tokens_text(tokens):
    """'2 Wood + 1 Food' style list of a payment or gain tuple."""
    if not tokens:
        return translate("Moves", "nothing")
    parts = []
    for t in sorted(set(tokens)):
        n = tokens.count(t)
        name = Moves.tr("Indian(s)", None, n) if t == INDIAN else texts.resource_name(t)
        parts.append(translate("Moves", "%1 %2").replace("%1", str(n)).replace("%2", name))
    return " + ".join(parts)


def _terrain(key):
    return texts.terrain_name(key)


def describe(move, view=None):
    """One line saying what the move does. `view` (the deciding seat's observation, or None)
    lets a recruitment name its character and price from the public Journal."""
    k = move.kind
    if k == "play":
        strength = move.n + (STRENGTH[move.card2] if move.card2 >= 0 else 0)
        if move.card2 >= 0 and move.n:
            return (Moves.tr("Play %1 with %2 face down and %n Indian(s) (strength %3)", None, move.n)
                    .replace("%1", texts.card_name(move.card)).replace("%2", texts.card_name(move.card2))
                    .replace("%3", str(strength)))
        if move.card2 >= 0:
            return (translate("Moves", "Play %1 with %2 face down (strength %3)")
                    .replace("%1", texts.card_name(move.card)).replace("%2", texts.card_name(move.card2))
                    .replace("%3", str(strength)))
        return (Moves.tr("Play %1 with %n Indian(s) (strength %3)", None, move.n)
                .replace("%1", texts.card_name(move.card)).replace("%3", str(strength)))
    if k == "village":
        return Moves.tr("Send %n Indian(s) to %1", None, move.n).replace("%1", texts.location_name(move.key))
    if k == "recruit":
        if view is not None and 0 < move.n <= len(view.journal):
            return recruit_text(move, view)
        if move.card >= 0:
            return (translate("Moves", "Recruit from Journal page %1, discarding %2 for a discount")
                    .replace("%1", str(move.n)).replace("%2", texts.card_name(move.card)))
        return translate("Moves", "Recruit from Journal page %1").replace("%1", str(move.n))
    if k == "camp":
        return translate("Moves", "Set up camp")
    if k == "end":
        return translate("Moves", "End the turn")
    if k == "stop":
        return translate("Moves", "Stop this effect here")
    if k == "done":
        return translate("Moves", "Done: replace the whole Journal")
    if k == "collect":
        return Moves.tr("Collect %n %1", None, move.n).replace("%1", texts.resource_name(_res(move.key)))
    if k == "move":
        text = (translate("Moves", "Pay %1, move on the %2").replace("%1", tokens_text(move.pay))
                .replace("%2", _terrain(move.key)))
        return text + movement_outcome(move, view) if view is not None else text
    if k == "trade":
        return (translate("Moves", "Pay %1, take %2").replace("%1", tokens_text(move.pay))
                .replace("%2", tokens_text(move.gain)))
    if k == "gain":
        return translate("Moves", "Take %1").replace("%1", tokens_text(move.gain))
    if k == "indians":
        return Moves.tr("Take %n Indian(s) from the Powwow", None, move.n)
    if k == "forward":
        return Moves.tr("Move the Scout %n space(s) forward", None, move.n)
    if k == "copy":
        return (translate("Moves", "Pay %1, copy %2").replace("%1", tokens_text(move.pay))
                .replace("%2", texts.card_name(move.card)))
    if k == "visit":
        if move.pay:
            return (translate("Moves", "Pay %1, use %2").replace("%1", tokens_text(move.pay))
                    .replace("%2", texts.location_name(move.key)))
        return translate("Moves", "Use %1").replace("%1", texts.location_name(move.key))
    if k == "take":
        if view is not None and 0 < move.n <= len(view.journal):
            return log_text(move, view)  # the Journal is public: the card is named
        return translate("Moves", "Pay %1, take the card on Journal page %2").replace(
            "%1", tokens_text(move.pay)).replace("%2", str(move.n))
    if k == "discard":
        return translate("Moves", "Discard %1").replace("%1", texts.card_name(move.card))
    if k == "boat":
        side = boat_side_name(move.key)
        if move.key.startswith("res"):
            return translate("Moves", "Take a %1 and %2").replace("%1", side).replace("%2", tokens_text(move.gain))
        if move.n:
            return translate("Moves", "Take an %1 and an Indian from the stock").replace("%1", side)
        return translate("Moves", "Take an %1 without an Indian").replace("%1", side)
    if k == "drop":
        return translate("Moves", "Return 1 %1 to the stock").replace("%1", texts.resource_name(_res(move.key)))
    return str(move)


def move_preview(move, observation):
    """The move in words *before* it is made (hints, buttons; see games.py): from the deciding
    seat's observation only. A Lewis & Clark move names only what its seat sees (its own hand,
    the public Journal)."""
    return describe(move, observation)


def deciding_view(state):
    """What the seat to move sees of `state` (its observation): what a move's words may use."""
    from ...lewisclark.observation import observation

    return observation(state, state.current)


def movement_outcome(move, view):
    """': Scout to space 17' - where a movement choice takes the Scout, worked out on a copy
    of the deciding seat's observation `view` (Scouts are public); ': the Scout does not move
    (next space: Mountain)' when the terrain chosen is not the next space's."""
    from ...lewisclark import engine
    from ...lewisclark.route import LAST_SPACE, TERRAIN, TERRAIN_NAMES

    after = view.clone()
    engine.apply(after, move)
    start, end = view.player().scout, after.players[view.current].scout
    if after.frames and after.frames[-1].kind == "distance":  # how far is asked next
        end = start + max(m.n for m in engine.legal_moves(after))
        return translate("Moves", ": Scout up to space %1").replace("%1", str(end))
    if end != start:
        return translate("Moves", ": Scout to space %1").replace("%1", str(end))
    if start < LAST_SPACE:
        return translate("Moves", ": the Scout does not move (next space: %1)").replace(
            "%1", _terrain(TERRAIN_NAMES[TERRAIN[start + 1]]))
    return translate("Moves", ": the Scout does not move")


def recruit_text(move, view):
    """'Recruit John Newman (Journal page 2: 1 Equipment + 2 Fur)', with the discount card if
    any: the character and what the deciding seat pays for it (`view`: its observation)."""
    from ...lewisclark.recruitment import cost
    from ...lewisclark.resources import EQUIPMENT, FUR

    slot = move.n - 1
    equipment, fur = cost(view, slot, move.card)
    price = (EQUIPMENT,) * equipment + (FUR,) * fur
    price_text = tokens_text(price) if price else translate("Moves", "free")
    text = (translate("Moves", "Recruit %1 (Journal page %2: %3)")
            .replace("%1", texts.card_name(view.journal[slot])).replace("%2", str(move.n))
            .replace("%3", price_text))
    if move.card >= 0:
        text = (translate("Moves", "%1, discarding %2 for a discount").replace("%1", text)
                .replace("%2", texts.card_name(move.card)))
    return text


def log_text(move, before):
    """The move as the game log tells it to everyone at the table: a face-down support card is
    only a strength (its name is secret), a recruitment names the character taken. `before` is
    the state the move was made in."""
    k = move.kind
    if k == "play" and move.card2 >= 0:
        strength = move.n + STRENGTH[move.card2]
        if move.n:
            return (Moves.tr("Play %1 with a face-down card and %n Indian(s) (strength %3)", None, move.n)
                    .replace("%1", texts.card_name(move.card)).replace("%3", str(strength)))
        return (translate("Moves", "Play %1 with a face-down card (strength %3)")
                .replace("%1", texts.card_name(move.card)).replace("%3", str(strength)))
    if k == "recruit" and before is not None and 0 < move.n <= len(before.journal):
        recruited = texts.card_name(before.journal[move.n - 1])
        if move.card >= 0:
            return (translate("Moves", "Recruit %3 from Journal page %1, discarding %2 for a discount")
                    .replace("%1", str(move.n)).replace("%2", texts.card_name(move.card))
                    .replace("%3", recruited))
        return (translate("Moves", "Recruit %3 from Journal page %1").replace("%1", str(move.n))
                .replace("%3", recruited))
    if k == "take" and before is not None and 0 < move.n <= len(before.journal):
        return (translate("Moves", "Pay %1, take %3 from Journal page %2").replace("%1", tokens_text(move.pay))
                .replace("%2", str(move.n)).replace("%3", texts.card_name(before.journal[move.n - 1])))
    return describe(move)


def boat_side_name(key):
    return {
        "res2": translate("Moves", "resource boat (2, no time)"),
        "res5": translate("Moves", "resource boat (5, 1 day if used)"),
        "ind1": translate("Moves", "Indian boat (1, no time)"),
        "ind3": translate("Moves", "Indian boat (3, 1 day if used)"),
    }[key]


def _res(key):
    from ...lewisclark.resources import RESOURCE_INDEX

    return RESOURCE_INDEX[key]
