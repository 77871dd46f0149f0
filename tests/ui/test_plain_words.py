"""Plain words (issue 33, point 3): nothing a player reads names the program's identifiers.

Whole seeded games of each game are played in the real main window, one human seat and bots;
before every move of the human its decision bar is shown with that move hinted (Elfenland: the
ways to pay for a step), and after every move every text the window shows is collected: labels,
buttons, tooltips, list and tree items (the log, the History), actions (Edit → Undo names the
move), the status bar and the map's tooltips. None may hold an identifier such as Elfenland's
`r02`, `w7`, `l3`, Lewis & Clark's `slot3` or a move's own syntax."""

import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QGraphicsView,
    QLabel,
    QTableView,
    QTreeView,
    QWidget,
)

from lewisclark_desktop import games
from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.elfenland.board import EDGES
from lewisclark_desktop.ui.controller import GameSetup

IDENTIFIER = re.compile(r"\b(?:[rwl]\d{1,2}|slot\d+)\b"  # Elfenland's links, Lewis & Clark's slots
                        r"|\b[a-z]+(?:_[a-z0-9]+)+\b"  # snake_case keys
                        r"|\b(?:pay|gain|support|discount|indians):\S|\bmove stack\b")  # move syntax

GAMES = {  # game: (options, players, bot level, seed)
    "elfenland": ({"variant": True}, 3, "normal", 5),
    "tiwanaku": ({"mode": "competitive", "players": 2}, 2, "normal", 5),
    "lewisclark": ({}, 2, "easy", 1),  # 324 moves (others take up to 550)
}
COLOURS = {"elfenland": ("red", "blue", "green"), "tiwanaku": ("blue", "orange"),
           "lewisclark": ("blue", "orange")}


def test_the_pattern_finds_the_identifiers_of_the_issue():
    for text in ("r02 (Plain): Giant pig", "w7 (River): Raft", "Place Giant pig on r02 Elvenhold",
                 "Recruit from slot3", "play york indians:2", "move stack C3"):
        assert IDENTIFIER.search(text), text
    for text in ("Giant pig by the plain road", "Raft down the river", "Turn 12 — Ann (latest)",
                 "Round 2", "Hint: brings a pawn from the stack to D4", "川を下って いかだ"):
        assert not IDENTIFIER.search(text), text


def item_texts(view):
    model = view.model()
    if model is None:
        return
    pending = [None]  # parents to walk, the root first
    while pending:
        parent = pending.pop()
        root = QModelIndex() if parent is None else parent
        columns = model.columnCount(root) if isinstance(view, (QTreeView, QTableView)) else 1
        for row in range(model.rowCount(root)):
            for column in range(columns):
                index = model.index(row, column, root)
                for role in (Qt.DisplayRole, Qt.ToolTipRole):
                    value = index.data(role)
                    if isinstance(value, str):
                        yield value
            if isinstance(view, QTreeView):
                pending.append(model.index(row, 0, root))


GROWING = ("gameLog", "historyTree")  # read once at the end: they only grow


def window_texts(w, growing=False):
    """Every text the window shows now (and its tooltips), with where it was found; the log
    and the History only when `growing`."""
    found = []
    for widget in w.findChildren(QWidget):
        if not widget.isVisible():  # what no one sees is not read (e.g. another page's list)
            continue
        if widget.objectName() in GROWING and not growing:
            continue
        where = type(widget).__name__ + ":" + widget.objectName()
        found.append((where, widget.toolTip()))
        if isinstance(widget, (QLabel, QAbstractButton)):
            found.append((where, widget.text()))
        if isinstance(widget, QAbstractItemView):
            found.extend((where, text) for text in item_texts(widget))
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            found.extend((where, item.toolTip()) for item in widget.scene().items())
    for action in w.findChildren(QAction):
        found.append(("QAction", action.text()))
        found.append(("QAction", action.toolTip()))
    found.append(("status bar", w.statusBar().currentMessage()))
    return found


def show_the_decision(w, move):
    """The human's decision bar as it looks when `move` is about to be made."""
    table = w.table
    table.show_hint(move)
    if getattr(move, "kind", None) == "move" and w.controller.game.id == "elfenland":
        here = w.controller.state.player().boot
        e = EDGES[move.edge]
        table._town_clicked(e.b if e.a == here else e.a)  # the ways to pay for this step


def play_and_collect(w, game_id):
    options, players, level, seed = GAMES[game_id]
    names = ("Ann", "Bob", "Cy")
    seats = [Seat(names[i], COLOURS[game_id][i], "human" if i == 0 else level) for i in range(players)]
    w.start_game(GameSetup(seats, seed, 0, options=options, game=game_id))
    w._end_shown = True  # the end dialog is modal; its rows are the game's end_summary
    c = w.controller
    game = games.get(game_id)
    bots = [game.make_bot(level, seed=seed + i) for i in range(players)]
    found, moves = [], 0
    while not c.is_over():
        seat = c.current_seat()
        move = bots[seat].choose(c.rules, c.rules.observation(c.state, seat))
        if c.seats[seat].is_bot:
            assert c._push(move) is None  # as the bot worker would, at the Instant pace
        else:
            show_the_decision(w, move)
            found.extend(window_texts(w))
            assert c.apply(move) is None
        found.extend(window_texts(w))
        moves += 1
        assert moves < 3000
    w.history.tree.expandAll()
    found.extend(window_texts(w, growing=True))
    return found, moves


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_identifier_is_shown_over_a_whole_game(shell_window, lang, game_id):
    w = shell_window
    w.resize(1280, 720)
    w.show()
    found, moves = play_and_collect(w, game_id)
    assert moves > 30 and w.controller.is_over()
    texts = {text for _, text in found if text}
    assert len(texts) > 100  # the log, the History, the bars: plenty was read
    wrong = sorted({f"{where}: {text}" for where, text in found if text and IDENTIFIER.search(text)})
    assert not wrong, "\n".join(wrong[:20])
