"""Tiwanaku's own colours and patterns: terrains (colour + pattern + letter, colour-blind safe),
crops (colour + level number), pawn colours (palette shades, each with a letter)."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from ..palette import PLAYER_COLOURS, PLAYER_LETTERS

TERRAIN_COLOURS = (QColor("#E9CF8F"), QColor("#8CC07A"), QColor("#A7A3A0"), QColor("#8E6F4E"))
TERRAIN_PATTERNS = (Qt.Dense6Pattern, Qt.VerPattern, Qt.BDiagPattern, Qt.HorPattern)
TERRAIN_INK = (QColor("#A9893F"), QColor("#4E7F40"), QColor("#5F5B58"), QColor("#5B4430"))
FACE_DOWN = QColor("#3B4251")
FACE_DOWN_PATTERN = QColor("#4C5568")
REVEALED_VEIL = QColor(255, 255, 255, 120)  # over the never-discovered cells at the end
CROP_COLOURS = (QColor("#8B5A2B"), QColor("#2E8B57"), QColor("#D55E00"), QColor("#F0E442"),
                QColor("#9B59B6"))
AUTOMA_COLOUR = QColor("#222222")
AUTOMA_LETTER = "A"
HIGHLIGHT = QColor("#FFD400")
SELECTED = QColor("#FF3B30")
HINT = QColor("#00E676")
PENCIL = QColor("#F5F5F5")
PENCIL_ON_LIGHT = QColor("#1A1A1A")
# "Practice" marks (=5: the crop that follows): white on a dark blue plate, whatever the terrain
# under it (contrast 8.6:1; light blue straight on the grey Mountain read at 1.3:1).
DEDUCED = QColor("#FFFFFF")
DEDUCED_PLATE = QColor("#0B4F8A")
CHOOSER_PLATE = QColor("#FFFFFF")  # behind the five crop chips of a divination
DEFAULT_PAWN_COLOURS = ("blue", "orange", "green", "purple")


def pawn_colour_names(seats, colour_of):
    """Palette colour name per pawn colour index: the colour of the first seat playing it (co-op
    partners share a colour), when the palette knows it."""
    names = list(DEFAULT_PAWN_COLOURS)
    named = set()
    for seat, c in enumerate(colour_of):
        if c not in named and seat < len(seats) and seats[seat].colour in PLAYER_COLOURS:
            names[c] = seats[seat].colour
            named.add(c)
    return names


def pawn_colour(name):
    return PLAYER_COLOURS.get(name, QColor("#777777"))


def pawn_letter(name):
    return PLAYER_LETTERS.get(name, "?")
