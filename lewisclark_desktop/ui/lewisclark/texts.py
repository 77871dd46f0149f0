"""Player-facing names of game things in the current language (English or Japanese).

Card names and effects, Village locations, resources and terrain come from the rules package's
own text tables (our own wording in both languages); the rest of the UI uses Qt's tr().
"""

from ...lewisclark.card_texts import (CARD_TEXTS, RESOURCE_NAMES_EN, RESOURCE_NAMES_JA,
                                     ROLE_NAMES, TERRAIN_NAMES, VILLAGE_TEXTS)
from ...lewisclark.cards import CARDS

_language = "en"


def set_language(lang: str) -> None:
    global _language
    _language = "ja" if lang == "ja" else "en"


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
