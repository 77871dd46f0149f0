"""Issue 33, point 1: before a move is made, everything the window shows (the hint in the status
bar, the status line, the decision bar's buttons, tooltips, the boards' texts) is a function of
the deciding seat's observation only.

For every game, over at least 200 random positions in all its modes, the real window is shown
the true state and then a re-deal of its hidden parts that the seat to move cannot tell from it
(tests/hidden_deals.py); for every legal move, the window's hint for it and every text it shows
must be the same for both, in English and in Japanese."""

import functools
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, Qt  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsView,
    QLabel,
    QTextEdit,
    QWidget,
)

from hidden_deals import (  # noqa: E402
    MODES,
    dealt_positions,
    differs,
    random_position,
    redeal,
    same_view,
)
from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.tiwanaku.moves import Divine, Explore  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402

POSITIONS = int(os.environ.get("HIDDEN_POSITIONS", 200))
NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay")
ROLES = (Qt.DisplayRole, Qt.ToolTipRole) + tuple(
    Qt.UserRole + k for k in range(1, 6))  # the views' own roles: e.g. a tile's arrow


MARKS = ("highlight", "highlighted", "plan_cost")  # what a board item draws besides text


def _item_texts(item):
    out = [item.toolTip()]
    for name in ("text", "toPlainText"):
        if hasattr(item, name):
            value = getattr(item, name)
            out.append(value() if callable(value) else value)
    out.extend(repr(getattr(item, name)) for name in MARKS if hasattr(item, name))
    return out


def _columns(model, root):
    try:
        return model.columnCount(root)
    except TypeError:  # a list model's columnCount is private to Python
        return 1


def shown_texts(widget):
    """Every text `widget` and its children hold: labels, buttons, tooltips, the items' data of
    every view (display, tooltip and the views' own roles), the texts of every board's items."""
    out = []
    for w in [widget] + widget.findChildren(QWidget):
        name = type(w).__name__
        if w.toolTip() or w.accessibleName():  # (empty frames move about as views scroll)
            out.append((name, w.toolTip(), w.accessibleName()))
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append((name, w.text()))
        if isinstance(w, QTextEdit):
            out.append((name, w.toPlainText()))
        if isinstance(w, QComboBox):
            out.append((name, [w.itemText(i) for i in range(w.count())]))
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            root = w.rootIndex()
            for r in range(model.rowCount(root)):
                for c in range(_columns(model, root)):
                    index = model.index(r, c, root)
                    out.append((name, r, c, [repr(model.data(index, role)) for role in ROLES]))
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            out.append((name, [_item_texts(item) for item in w.scene().items(Qt.AscendingOrder)]))
    return out


def first_difference(a, b):
    """The first place where two nests of texts differ, for the failure message."""
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        for x, y in zip(a, b):
            if x != y:
                return first_difference(x, y)
        if len(a) != len(b):
            return (a[len(b):], b[len(a):])
    return (a, b)


def start(w, game_id, options):
    """A game of `game_id` with `options`, every seat a human (each sits down in turn)."""
    options = dict(options)
    players = options.pop("players")
    solo = options.pop("solo_level", None)
    colours = games.get(game_id).colours
    w.start_game(GameSetup([Seat(NAMES[i], colours[i]) for i in range(players)], 1, 0, solo,
                           options, game_id))
    w._end_shown = True


def settle():
    """The widgets a rebuilt bar let go are deleted (they would still be found as children)."""
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)


def show(w, state):
    """The window showing `state` to the seat to move, as after that seat lifted the cover."""
    c = w.controller
    c.stack.state = state
    w.statusBar().clearMessage()
    w.revealed_seat = c.current_seat()
    w.table.set_game(state, c.seats)
    if hasattr(w.table, "_toggle_plan"):
        w.table._plan = True  # Elfenland's Plan: the towns the seat's cards reach, and their costs
    w.refresh()
    settle()
    assert not w.covered


def texts_before_moves(w, state, moves):
    """What the window shows the seat to move: the table and shell at rest, then for every move
    in turn its hint (the status bar's message, the move's preview and the decision bar)."""
    show(w, state)
    at_rest = (w.status.text(), shown_texts(w))
    hints = []
    for move in moves:
        w._show_hint(move)
        settle()
        hints.append((move, w.statusBar().currentMessage(), w.controller.preview_text(move),
                      shown_texts(w.table.decision_bar())))
    return at_rest, hints


@functools.cache
def positions_of(game_id):
    """The positions (options, state, re-dealt state), one mode after the other (one game is
    started per mode), and how many were passed over; made once for both languages."""
    skipped = {}
    dealt = list(dealt_positions(game_id, POSITIONS, seed=33, skipped=skipped))
    dealt.sort(key=lambda d: MODES[game_id].index(d[0]))
    return dealt, skipped.get("count", 0)


def check_game(w, game_id):
    """The property over POSITIONS positions of `game_id`; returns what it compared."""
    rules = games.rules(game_id)
    counts = {"positions": 0, "moves": 0, "differ": 0, "skipped": 0}
    started = None
    dealt, skipped = positions_of(game_id)
    for options, state, other in dealt:
        assert same_view(game_id, state, other)
        if started != options:
            start(w, game_id, options)
            started = options
        moves = rules.legal_moves(state)
        assert rules.legal_moves(other) == moves  # the seat's choices are its own business
        true_texts = texts_before_moves(w, state, moves)
        dealt_texts = texts_before_moves(w, other, moves)
        assert true_texts[0] == dealt_texts[0], (game_id, options, "at rest",
                                                 first_difference(true_texts[0], dealt_texts[0]))
        for a, b in zip(true_texts[1], dealt_texts[1]):
            assert a == b, (game_id, options, a[0], first_difference(a, b))
        counts["positions"] += 1
        counts["moves"] += len(moves)
        counts["differ"] += differs(game_id, state, other)
    counts["skipped"] = skipped
    return counts


@pytest.mark.parametrize("game_id", list(MODES))
def test_nothing_shown_before_a_move_depends_on_what_the_seat_cannot_see(shell_window, lang,
                                                                        game_id):
    counts = check_game(shell_window, game_id)
    print(game_id, lang, counts)
    assert counts["positions"] >= POSITIONS
    assert counts["differ"] == counts["positions"]  # every re-deal really hid something else
    assert counts["moves"] >= counts["positions"]


def test_a_tiwanaku_hint_names_neither_the_terrain_found_nor_whether_a_guess_is_right(shell_window,
                                                                                     lang):
    """The issue's example: Ctrl+H said "brings a pawn from the stack to D4 discovers Desert on
    D4: diversity +3". The status bar's hint for an exploration of an undiscovered cell and for
    a right divination is now the same whatever the hidden map."""
    from lewisclark_desktop.ui.tiwanaku.texts import crop_name, points_text, terrain_name

    w = shell_window
    options = {"mode": "competitive", "players": 2}
    for seed in range(100):
        state = random_position("tiwanaku", options, 0, seed, 40)
        explores = [m for m in games.rules("tiwanaku").legal_moves(state) if isinstance(m, Explore)
                    and state.terrain[state.grid.parse(m.dest)] is None]
        right = [m for m in games.rules("tiwanaku").legal_moves(state) if isinstance(m, Divine)
                 and state.scenario.crop[state.grid.parse(m.cell)] == m.level]
        if explores and right:
            break
    other = redeal("tiwanaku", state, 1)
    start(w, "tiwanaku", options)
    for move in (explores[0], right[0]):
        hints = []
        for shown in (state, other):
            show(w, shown)
            w._show_hint(move)
            hints.append(w.statusBar().currentMessage())
        assert hints[0] == hints[1]
        assert not any(terrain_name(t) in hints[0] for t in range(4))
        cell = move.dest if isinstance(move, Explore) else move.cell
        assert cell in hints[0]
        if isinstance(move, Divine):  # the guess, and nothing of the answer
            others = [crop_name(v) for v in range(1, 6) if v != move.level]
            assert crop_name(move.level) in hints[0] and not any(c in hints[0] for c in others)
            assert points_text(move.level) not in hints[0]  # the old ": right, +2"
