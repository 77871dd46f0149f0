"""Colours and glyphs shared by every view. Player colours follow the box (blue, orange,
yellow, green, purple) in colour-blind-safe shades (Okabe-Ito), each with a letter so that no
piece is told apart by colour alone."""

from PySide6.QtGui import QColor

PLAYER_COLOURS = {
    "blue": QColor("#0072B2"),
    "orange": QColor("#E69F00"),
    "yellow": QColor("#F0E442"),
    "green": QColor("#009E73"),
    "purple": QColor("#CC79A7"),
}
PLAYER_LETTERS = {"blue": "B", "orange": "O", "yellow": "Y", "green": "G", "purple": "P"}
MACKENZIE_COLOUR = QColor("#444444")
MACKENZIE_LETTER = "M"

# food, wood, equipment, fur, canoe, horse; each token also carries its own pictogram
# (card_painter.RESOURCE_GLYPHS), so that none is told apart by colour alone.
RESOURCE_COLOURS = (QColor("#D55E5E"), QColor("#8B5A2B"), QColor("#8C8C8C"),
                    QColor("#E8C547"), QColor("#3A7CC3"), QColor("#F4F4F4"))
INDIAN_COLOUR = QColor("#B22222")

RIVER_COLOUR = QColor("#6BAED6")
MOUNTAIN_COLOUR = QColor("#A08C7A")
MIXED_COLOUR = QColor("#8FA7A3")
PAPER = QColor("#F5ECD7")
INK = QColor("#2B2118")


def text_colour_on(background: QColor) -> QColor:
    """Black or white, whichever reads better on `background`."""
    return QColor("#000000") if background.lightnessF() > 0.55 else QColor("#FFFFFF")


def restyle(widget, sheet: str) -> None:
    """Give `widget` the style sheet `sheet`, unless it has it: setting a sheet polishes the
    widget again, even the same one, on every move."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)
