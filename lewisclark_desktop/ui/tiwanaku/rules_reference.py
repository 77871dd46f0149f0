"""Tiwanaku's rules reference: our own short text, following the engine's binding decisions
(rules spec §17), shown by the shared window of `ui/rules_reference.py`.

Numbers (pawns, tokens, start cells, scores, offering points, the diversity height …) come from
the rules package, so nothing is written twice. Topics are section keys; `topic_for_cell` names
the section of what a board cell shows.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...tiwanaku.board import CROPS, MAX_AREA, SIZES
from ...tiwanaku.engine import offering_points
from ...tiwanaku.game import PLAYERS
from ...tiwanaku.generator import HINT_TARGETS
from ...tiwanaku.state import (
    AUTOMA,
    AUTOMA_PAWNS,
    COMPETITIVE_PAWNS,
    COOP_PAWNS,
    COOP_TOKENS,
    DIVERSITY_HEIGHT,
    LEVELS,
    NONE,
    START_SCORE,
)
from ..rules_reference import RulesBook, fill, table_html
from .texts import CROP_NAMES, LEVEL_NAMES, translate

CONTEXT = "TiwanakuRules"


def _level(key):
    return translate("Tiwanaku", LEVEL_NAMES[key])


def _board_text(book, key):
    rows, cols = SIZES[key]
    name = translate("TiwanakuRules", "Short") if key == "short" else translate("TiwanakuRules", "Long")
    return translate("TiwanakuRules", "%1 (%2×%3)").replace("%1", name).replace("%2", str(rows)).replace("%3", str(cols))


def _crops_table(book):
    return table_html([translate("TiwanakuRules", "Crop"), translate("TiwanakuRules", "Level")],
                      [[translate("Tiwanaku", CROP_NAMES[v]), v + 1] for v in range(len(CROPS))])


def _start_cells_table(book):
    header = [translate("TiwanakuRules", "Board")] + [_level(k) for k in ("easy", "normal", "hard")]
    rows = [[_board_text(book, key), HINT_TARGETS[(key, "easy")], HINT_TARGETS[(key, "normal")],
             translate("TiwanakuRules", "as few as possible")] for key in SIZES]
    return table_html(header, rows)


def _competitive_pawns_table(book):
    players = sorted(COMPETITIVE_PAWNS)
    return table_html([translate("TiwanakuRules", "Players")] + players,
                      [[translate("TiwanakuRules", "Pawns each")] + [COMPETITIVE_PAWNS[n] for n in players]])


def _coop_pawns_table(book):
    counts = sorted(COOP_PAWNS[LEVELS[0]])
    header = [translate("TiwanakuRules", "Automa difficulty")] + [
        translate("TiwanakuRules", "Solo") if n == 1 else
        translate("TiwanakuRules", "%1 players (per pair)").replace("%1", str(n)) if n == 4 else
        translate("TiwanakuRules", "%1 players").replace("%1", str(n)) for n in counts] + [translate("TiwanakuRules", "Automa pawns")]
    rows = [[_level(level)] + [COOP_PAWNS[level][n] for n in counts] + [AUTOMA_PAWNS[level]]
            for level in LEVELS]
    return table_html(header, rows)


def _offering_table(book):
    kinds = range(1, len(CROPS) + 1)
    return table_html([translate("TiwanakuRules", "Different crops offered")] + list(kinds),
                      [[translate("TiwanakuRules", "Points")] + [offering_points(k) for k in kinds]])


SECTIONS = (
    ("goal", QT_TRANSLATE_NOOP("TiwanakuRules", "Goal"), (
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "The board hides a map: every cell has a terrain and a crop, unknown at "
                          "the start except on a few start cells. With your pawns you explore it, "
                          "discover terrains and divine crops, working the map out by deduction."),
        fill(QT_TRANSLATE_NOOP("TiwanakuRules",
                               "Points come from discoveries (diversity), right divinations and "
                               "offerings of crop tokens. Everyone starts with %1 points; the "
                               "highest score wins."), START_SCORE),
    )),
    ("map", QT_TRANSLATE_NOOP("TiwanakuRules", "The hidden map"), (
        fill(QT_TRANSLATE_NOOP("TiwanakuRules",
                               "An area is a group of orthogonally connected cells of one terrain, "
                               "1 to %1 cells. The terrains are Desert, Grass, Mountain and Swamp; "
                               "a terrain may have several areas."), MAX_AREA),
        ("list", (
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "Two areas of the same terrain never touch, not even at a corner."),
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "An area of N cells holds the crops of levels 1 to N, one each: "
                              "every area has a Potato."),
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "Two equal crops never touch, not even diagonally, whatever their "
                              "areas."),
        )),
        _crops_table,
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "Every map has exactly one crop solution once its start cells and all "
                          "its terrains are known, so every crop can be deduced."),
    )),
    ("setup", QT_TRANSLATE_NOOP("TiwanakuRules", "Setup"), (
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "The competitive game is played on the short or the long board. Each "
                          "map is made by the application from the game seed (or from a scenario "
                          "code); its difficulty sets how many start cells show their terrain and "
                          "crop:"),
        _start_cells_table,
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "The terrain tiles still to discover wait on the diversity board, one "
                          "column per terrain; their numbers are public. Each player puts their "
                          "pawns in their stack and their four terrain markers at 0."),
        _competitive_pawns_table,
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "The supply holds as many tokens of each crop as there are players. The "
                          "first player is chosen in the new-game dialog or at random; play goes "
                          "clockwise."),
    )),
    ("turn", QT_TRANSLATE_NOOP("TiwanakuRules", "A turn"), (
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "On your turn take one action: Explore (move a pawn, then discover the "
                          "cell if it stopped on an undiscovered one) or Divine. Then you may make "
                          "one offering, except after a wrong divination."),
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "If you can neither move nor divine, you skip the action but may still "
                          "offer."),
    )),
    ("movement", QT_TRANSLATE_NOOP("TiwanakuRules", "Explore: moving a pawn"), (
        ("list", (
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "A pawn from your stack enters the board on any edge cell; entering "
                              "is its first step."),
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "A pawn on the board moves orthogonally, one cell or more."),
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "In the competitive game a pawn may instead go back to your stack; "
                              "that is the whole move, with no discovery."),
        )),
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "A pawn never enters a cell holding a pawn of another colour. A cell "
                          "with a crop or with one of your own pawns is passed through: the pawn "
                          "must step on, in any direction. It stops on the first cell it enters "
                          "with neither a pawn nor a crop. It never visits a cell twice, never "
                          "leaves the board and never ends on a crop or a pawn."),
    )),
    ("discovery", QT_TRANSLATE_NOOP("TiwanakuRules", "Discovery and diversity"), (
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "When a pawn stops on an undiscovered cell, its terrain is revealed and "
                          "a tile of that terrain is placed there. Raise your marker of that "
                          "terrain one step on the diversity board, then score one point for each "
                          "of your markers now at the same height as it, itself included (1 to "
                          "4 points)."),
        fill(QT_TRANSLATE_NOOP("TiwanakuRules",
                               "A marker goes no higher than %1: a discovery of a terrain whose "
                               "marker is already there scores exactly 1."), DIVERSITY_HEIGHT),
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "Example: with Desert at 3, Grass 2, Mountain 1 and Swamp 2, a Mountain "
                          "scores 3 (Grass, Mountain and Swamp at 2); a fourth Desert would score "
                          "1."),
    )),
    ("divination", QT_TRANSLATE_NOOP("TiwanakuRules", "Divine"), (
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "Choose one of your pawns on a discovered cell without a crop and name a "
                          "crop level from 1 to 5. The true crop is revealed and placed on the "
                          "cell either way."),
        ("list", (
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "Right: score the level, and take that crop's token if you hold none "
                              "of it and the supply has one. You may then divine with another "
                              "eligible pawn, or stop."),
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "Wrong: lose as many points as the true crop's level (not the level "
                              "you named). Your turn ends there, with no offering."),
        )),
        QT_TRANSLATE_NOOP("TiwanakuRules", "Scores may go below zero."),
    )),
    ("offering", QT_TRANSLATE_NOOP("TiwanakuRules", "Offering"), (
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "At the end of your turn you may offer crop tokens of different crops, "
                          "once per turn; they go back to the supply. You never hold two tokens "
                          "of the same crop."),
        _offering_table,
    )),
    ("end", QT_TRANSLATE_NOOP("TiwanakuRules", "End of the competitive game"), (
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "Placing the last terrain tile starts the end; that player finishes the "
                          "turn, offering included."),
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "Then, starting with that player and going round, each player still in "
                          "either divines again or passes for good; a wrong guess, or having no "
                          "pawn to divine with, counts as passing. Pawns no longer move and "
                          "nobody offers. When everyone has passed, each player offers all their "
                          "tokens automatically."),
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "The highest score wins; tied players share the win."),
    )),
    ("coop", QT_TRANSLATE_NOOP("TiwanakuRules", "Co-operative game"), (
        fill(QT_TRANSLATE_NOOP("TiwanakuRules",
                               "%1 to %2 players play together against the automa, on the long "
                               "board. With four players two pairs are formed: partners share a "
                               "pawn colour and sit alternately, and both pairs are one team. The "
                               "team has one score and one pool of tokens; the supply holds %3 "
                               "tokens of each crop."), PLAYERS["coop"][0], PLAYERS["coop"][1],
             COOP_TOKENS),
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "The terrain tiles to discover are dealt out as evenly as possible; each "
                          "player keeps them in four stacks, one per terrain, arrow side up, and "
                          "sees only the top tile of their own stacks (all tops are shown with "
                          "the “open screens” option). Pawns per player and the automa's pawns "
                          "depend on the automa difficulty:"),
        _coop_pawns_table,
        QT_TRANSLATE_NOOP("TiwanakuRules", "A co-operative turn:"),
        ("list", (
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "Play the top tile of one of your stacks onto its column of the "
                              "diversity board; its arrow is this turn's direction. Without tiles "
                              "you cannot Explore this turn."),
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "Take one action. Explore: the first step goes in the arrow's "
                              "direction (a pawn from the stack enters on the side the arrow "
                              "points away from: with an arrow pointing north, on the bottom "
                              "row); then the usual movement rules apply, and no pawn goes back "
                              "to the stack. Divine: as usual, for the team."),
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "A discovery takes the top tile of that terrain's column. If the "
                              "column is empty, a player gives a tile of that terrain from their "
                              "stacks: the active player chooses who (by default the one holding "
                              "most)."),
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "After every Explore the automa reacts; never after Divine."),
            QT_TRANSLATE_NOOP("TiwanakuRules",
                              "Offering: each time the team offers, the automa offers all its "
                              "tokens too."),
        )),
    )),
    ("automa", QT_TRANSLATE_NOOP("TiwanakuRules", "The automa"), (
        fill(QT_TRANSLATE_NOOP("TiwanakuRules",
                               "The automa's pawns start on fixed start cells of the map. Its "
                               "score starts at %1, plus the crop level of each of those cells "
                               "and the diversity of their terrains, counted column by column "
                               "from the left."), START_SCORE),
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "After each Explore, every automa pawn in the row or the column where "
                          "the moved pawn stopped moves once, the nearest first (the active "
                          "player orders equal distances). It goes straight away from that pawn, "
                          "passing over crops and other automa pawns, and stops on the first "
                          "cell with neither a crop nor a pawn. If it would first meet a player's "
                          "pawn or the edge of the board, it is blocked and stays where it is."),
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "An automa pawn that stops on an undiscovered cell discovers it: it "
                          "scores diversity with its own markers, then the crop is revealed; the "
                          "automa scores its level and takes its token if it has none."),
    )),
    ("coop_end", QT_TRANSLATE_NOOP("TiwanakuRules", "End of the co-operative game"), (
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "The game ends at the end of a turn after which no player holds a tile. "
                          "The team makes a last offering, then the automa offers. The automa "
                          "scores one point for each cell without a terrain tile."),
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "The team wins only with more points than the automa: a tie goes to the "
                          "automa."),
    )),
    ("solo", QT_TRANSLATE_NOOP("TiwanakuRules", "Solo"), (
        QT_TRANSLATE_NOOP("TiwanakuRules",
                          "Solo is the co-operative game for one player against the automa, on the "
                          "long board: every tile is dealt to you and you see the top of each of "
                          "your stacks. Your pawns and the automa's are in the table of the "
                          "co-operative game."),
    )),
)


class TiwanakuRules(RulesBook):
    context = CONTEXT
    sections = SECTIONS


BOOK = TiwanakuRules()


def topic_for_cell(state, cell):
    """An automa pawn: the automa; an undiscovered cell: discovery; a discovered cell without a
    crop: divination; a crop: the hidden map's rules."""
    if state.pawns[cell] == AUTOMA:
        return "automa"
    if state.terrain[cell] is None:
        return "discovery"
    if state.crop[cell] is None:
        return "divination"
    return "map" if state.pawns[cell] == NONE else "movement"
