"""The diversity board's markers are readable at 1280×720 with four players, co-operative and
competitive, in English and Japanese (issue 33, point 4): every letter on it is 11 px or more,
also where four or five markers share a cell; where a cell cannot hold them readably it shows
their colours with a count, and its tooltip names whose markers are there."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, QRectF  # noqa: E402

from lewisclark_desktop.ui.tiwanaku import art  # noqa: E402
from lewisclark_desktop.ui.tiwanaku.side_views import DiversityBoard, ScoreTrack  # noqa: E402
from text_sizes import game_in_window, texts_on_screen, too_small  # noqa: E402

LETTER_PX = 11
MODES = {"coop": {"mode": "coop", "level": "normal"}, "competitive": {"mode": "competitive"}}
FIVE = [(art.pawn_colour(name), art.pawn_letter(name), False, f"{name} seat")
        for name in ("blue", "orange", "green", "purple")] \
    + [(art.AUTOMA_COLOUR, art.AUTOMA_LETTER, True, "the automa")]


def board_at(window, qapp, mode, size=(1280, 720)):
    game_in_window(window, qapp, "tiwanaku", 4, 0, size, MODES[mode])
    board = window.findChild(DiversityBoard)
    assert board.isVisible()
    return board


def crowd(board, qapp, heights):
    """The five markers of FIVE, each at `heights` (one per terrain)."""
    board.show_board(board.column, [(c, letter, automa, list(heights), who)
                                    for c, letter, automa, who in FIVE])
    qapp.processEvents()


def cell_centre(board, terrain, level):
    return next(cell.center() for t, lv, cell, _ in board._cells() if (t, lv) == (terrain, level))


def letters(shown):
    return sorted(text for _, text in shown if len(text) == 1 and text.isalpha())


@pytest.mark.parametrize("mode", MODES)
def test_the_markers_of_four_players_are_readable_at_1280x720(shell_window, qapp, lang, mode):
    board = board_at(shell_window, qapp, mode)
    shown = texts_on_screen(board)
    assert too_small(shown, LETTER_PX) == []
    expected = sorted(m[1] for m in board.markers for _ in range(4))  # one per terrain column
    assert len(board.markers) >= 3 and letters(shown) == expected
    tip = board.cell_tooltip(cell_centre(board, 1, 0))  # the start row: every seat's marker
    assert all(seat.name in tip for seat in shell_window.controller.seats), tip


@pytest.mark.parametrize("mode", MODES)
def test_five_markers_in_one_cell_keep_their_letters_readable(shell_window, qapp, lang, mode):
    board = board_at(shell_window, qapp, mode)
    crowd(board, qapp, [0, 3, 1, 0])  # the start row, and a height beside its number
    shown = texts_on_screen(board)
    assert too_small(shown, LETTER_PX) == []
    drawn = [text for _, text in shown]
    for terrain, level in ((0, 0), (1, 3), (2, 1), (3, 0)):
        tip = board.cell_tooltip(cell_centre(board, terrain, level))
        assert all(who in tip for *_, who in FIVE), tip
    # each cell shows the five letters, or (no room for them) their count
    assert letters(shown).count("A") + drawn.count("×5") == 4


def test_a_cell_too_small_for_readable_pawns_shows_a_count_and_names_them(qtbot):
    board = DiversityBoard()
    qtbot.addWidget(board)
    board.resize(240, board.minimumHeight())
    board.show_board([3, 4, 5, 6], [(c, letter, automa, [0, 2, 4, 4], who)
                                    for c, letter, automa, who in FIVE[:4]]
                     + [(FIVE[4][0], "A", True, [5, 2, 4, 3], "the automa")])
    shown = texts_on_screen(board)
    assert too_small(shown, LETTER_PX) == []
    drawn = [text for _, text in shown]
    assert drawn.count("×4") == 2 and drawn.count("×5") == 2  # D 0, S 4; G 2, M 4 (+ automa)
    assert "A" in drawn  # the automa alone on Desert 5 / Swamp 3: its letter beside it
    tip = board.cell_tooltip(cell_centre(board, 1, 2))
    assert all(who in tip for *_, who in FIVE)
    assert board.cell_tooltip(cell_centre(board, 0, 4)) is None  # nobody there
    assert board.cell_tooltip(QPointF(-5, -5)) is None



def test_markers_on_the_same_score_stay_inside_the_score_track(shell_window, qapp, lang):
    """Four players on 10 points at the start: their four markers side by side, all shown
    (stacked upwards, two of them were drawn above the widget's top)."""
    board_at(shell_window, qapp, "competitive")
    track = shell_window.findChild(ScoreTrack)
    assert len({e[3] for e in track.entries}) == 1 and len(track.entries) == 4
    drawn = []

    def paint_keeping_rects(painter):
        draw = painter.drawText

        def keeping(*args):
            if isinstance(args[0], QRectF) and isinstance(args[-1], str):
                drawn.append((args[-1], args[0]))
            return draw(*args)
        painter.drawText = keeping
        track.paint_into(painter)
    shown = texts_on_screen(track, paint=paint_keeping_rects)
    assert too_small(shown, LETTER_PX) == []
    inside = QRectF(track.rect())
    letters = sorted(e[1] for e in track.entries)
    assert sorted(text for text, rect in drawn if text in letters and inside.contains(rect)) \
        == letters
