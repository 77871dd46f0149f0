"""Short forms of the Village locations' effects, for a board too small to hold the whole text
at a readable size (the whole one is in the location's tooltip and in the zoomed view)."""

from . import texts

SHORT_EFFECTS = {  # key: (English, Japanese)
    "hunting": ("+1 Food, +1 Fur", "食料1・毛皮1"),
    "craftsmanship": ("+1 Equipment, +1 Wood", "装備品1・木材1"),
    "gift": ("2 Fur or 2 Wood", "毛皮2か木材2"),
    "farewell": ("Discard, new Journal", "捨てて日誌一新"),
    "shamanism": ("1 Food: a character's action", "食料1で人物の行動"),
    "upgrade": ("3 Wood: a Boat tile", "木材3でボート"),
    "canoe": ("2 Wood: 1 Canoe, ×1-3", "木材2でカヌー1"),
    "horse": ("3 kinds: 1 Horse, ×1-3", "資源3種で馬1"),
    "powwow": ("Indians wait here", "インディアンの待機所"),
    "newcomer": ("1 Indian from the stock", "ストックから1個"),
}


def location_short_effect(key: str) -> str:
    en, ja = SHORT_EFFECTS[key]
    return ja if texts.language() == "ja" else en


__all__ = ["SHORT_EFFECTS", "location_short_effect"]
