"""Player-facing names of game things in the current language (English or Japanese).

Card names and effects, Village locations, resources and terrain come from the rules package's
own text tables (our own wording in both languages); the rest of the UI uses Qt's tr().
"""

from PySide6.QtCore import QCoreApplication

from .. import i18n, reasons

from ...lewisclark.card_texts import (CARD_TEXTS, RESOURCE_NAMES_EN, RESOURCE_NAMES_JA,
                                     ROLE_NAMES, TERRAIN_NAMES, VILLAGE_TEXTS)
from ...lewisclark.cards import CARDS

translate = QCoreApplication.translate
_language = "en"


def set_language(lang: str) -> None:
    global _language
    _language = "ja" if lang == "ja" else "en"


i18n.add_language_listener(set_language)


def decision_thing_name(kind, key):
    """A card or Village location named in an engine reason ("card:hunter-blue"), or None."""
    from ...lewisclark.cards import CARD_BY_SLUG

    if kind in ("card", "distance") and key in CARD_BY_SLUG:  # a distance question: its card
        return card_name(CARD_BY_SLUG[key].index)
    if kind == "village" and key in VILLAGE_TEXTS:
        return location_name(key)
    return None


reasons.add_decision_namer(decision_thing_name)


def language() -> str:
    return _language


def card_name(card: int) -> str:
    c = CARDS[card]
    return CARD_TEXTS[c.slug][0] if _language == "ja" else c.name


def card_effect(card: int) -> str:
    _, en, ja = CARD_TEXTS[CARDS[card].slug]
    return ja if _language == "ja" else en


def role_name(role: str) -> str:
    en, ja = ROLE_NAMES[role]
    return ja if _language == "ja" else en


def location_name(key: str) -> str:
    en, ja, _, _ = VILLAGE_TEXTS[key]
    return ja if _language == "ja" else en


def location_effect(key: str) -> str:
    _, _, en, ja = VILLAGE_TEXTS[key]
    return ja if _language == "ja" else en


def resource_name(index: int) -> str:
    return (RESOURCE_NAMES_JA if _language == "ja" else RESOURCE_NAMES_EN)[index]


def terrain_name(key: str) -> str:
    en, ja = TERRAIN_NAMES[key]
    return ja if _language == "ja" else en


def log_extra(before, after):
    """Log lines after a move besides the move itself: Mackenzie's steps in the solo game, and
    the end of a game in which no Camp advanced for too long (D29), with its winner."""
    from ...lewisclark import engine

    if not before.over and engine.ended_quiet(after):
        return [(after.winner, translate(
            "GameLog", "wins: no Camp advanced for %1 rounds, which ends the game (the most "
            "advanced Camp wins).").replace("%1", str(engine.QUIET_ROUNDS_END_GAME)))]
    return _mackenzie_lines(before, after)


def _mackenzie_lines(before, after):
    from ...lewisclark.route import FORT_CLATSOP

    if not after.solo or after.mackenzie == before.mackenzie:
        return []
    if after.mackenzie >= FORT_CLATSOP:
        text = translate("GameLog", "reaches Fort Clatsop.")
    else:
        text = (translate("GameLog", "moves on to space %1 (Fort Clatsop is space %2).")
                .replace("%1", str(after.mackenzie)).replace("%2", str(FORT_CLATSOP)))
    return [(translate("GameLog", "Mackenzie"), text)]


def seats_note(state):
    """What the log's seats header adds: Mackenzie's level in the solo game."""
    if state is None or not state.solo:
        return []
    return [translate("GameLog", "Mackenzie (level %1)").replace("%1", str(state.solo_level))]
