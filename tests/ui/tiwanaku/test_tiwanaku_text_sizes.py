"""Nothing a player must read on Tiwanaku's board is under 8 pt at 1280×720 on the long board
with four players (co-operative, the automa's trail numbered), in English and Japanese (issue
33, point 4); nor on the score track beside it."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from lewisclark_desktop.ui.tiwanaku.board_scene import BoardView  # noqa: E402
from lewisclark_desktop.ui.tiwanaku.side_views import ScoreTrack  # noqa: E402
from text_sizes import (game_in_window, text_items_on_screen,  # noqa: E402
                                 texts_on_screen, too_small, whole_scene_on_screen)

COOP = {"mode": "coop", "level": "normal"}


def coop_at(window, qapp, size=(1280, 720)):
    game_in_window(window, qapp, "tiwanaku", 4, 14, size, COOP)
    return window.findChild(BoardView)


def test_every_board_text_is_readable_on_the_long_board(shell_window, qapp, lang):
    view = coop_at(shell_window, qapp)
    scene = view.scene()
    assert scene.cols > scene.rows  # the long board
    cells = [i for i, c in enumerate(scene.cells) if c.terrain is None]
    scene.animate = False  # the steps all at once
    scene.show_paths([(cells[0], cells[1]), (cells[1], cells[2]), (cells[2], cells[3])])
    shown = whole_scene_on_screen(view)
    assert too_small(shown) == []
    drawn = [text for _, text in shown]
    assert {"A", "B", "5"} <= set(drawn)  # columns, rows
    steps = [text for _, text in text_items_on_screen(view, scene.paths)]
    assert steps == ["1", "2", "3"]  # the automa's steps, numbered


def test_the_score_track_numbers_and_markers_are_readable(shell_window, qapp, lang):
    coop_at(shell_window, qapp)
    track = shell_window.findChild(ScoreTrack)
    assert track.isVisible() and track.entries
    shown = texts_on_screen(track)
    assert too_small(shown) == []
    assert {"0", "10"} <= {text for _, text in shown}
    assert len(shown) >= len(track.entries) + 2  # the markers' letters and the numbers
