"""The tutorial's guide on Tiwanaku's table: what a move is made with (board cells, crop chips,
bar buttons), the named parts of the table a step may point at, and how a bar button or a part
looks while it is guided (the marks of every game: ui/guide_marks.py). The table (table.py)
applies it; nothing here asks the rules."""

from ...tiwanaku.moves import (AutomaFirst, Divine, Explore, Offer, Pass, PlayTile, ReturnToStack,
                               StopDivining, Supplier)
from ..guide_marks import style_widget

# The names a tutorial step's "highlight" may use (resources/tutorials/tiwanaku/*.json).
GUIDE_AREAS = ("board", "players", "scores", "diversity", "tokens", "tiles", "reaction", "bar",
               "practice")


def move_targets(move):
    """(cell names, crop levels of the chooser, bar button names) that `move` is made with."""
    match move:
        case Explore(src=None, dest=dest):
            return (dest,), (), ("tiwanakuStack",)
        case Explore(src=src, dest=dest):
            return (src, dest), (), ()
        case ReturnToStack(src=src):
            return (src,), (), ("tiwanakuReturn",)
        case Divine(cell=cell, level=level):
            return (cell,), (level,), ()
        case StopDivining():
            return (), (), ("tiwanakuStop",)
        case Offer(levels=()):
            return (), (), ("tiwanakuNoOffer",)
        case Offer(levels=levels):
            return (), (), tuple(f"tiwanakuToken{v}" for v in levels) + ("tiwanakuOffer",)
        case Pass():
            return (), (), ("tiwanakuPass",)
        case PlayTile(terrain=t):
            return (), (), (f"tiwanakuPlay{t}",)
        case Supplier(seat=seat):
            return (), (), (f"tiwanakuSupplier{seat}",)
        case AutomaFirst(cell=cell):
            return (cell,), (), (f"tiwanakuAutoma{cell}",)
    return (), (), ()


def style_button(button, guide):
    """A bar button as the guide shows it ("on", "dim" or None: ui/guide_marks.style_widget)."""
    style_widget(button, guide)
