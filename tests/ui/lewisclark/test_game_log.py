"""The game log's words, from positions + moves: what a recruitment and Mackenzie's steps say."""

from lewisclark_desktop.lewisclark.cards import card_index
from lewisclark_desktop.ui.controller import Seat
from lewisclark_desktop.ui.game_log import line_text, log_lines
from lc import table


def test_the_log_names_the_character_recruited_and_the_card_taken_from_the_journal():
    t = table(players=2)
    t.journal("hay", "big-horse", "john-boley", "yellept", "comcomly")
    t.res(0, equipment=5, fur=5)
    t.play("recruit slot2")
    lines = log_lines(t.stack)
    assert lines[-1].text == "Recruit Big Horse from Journal page 2"
    assert card_index("big-horse") in t.p(0).hand


def test_the_solo_log_tells_each_step_of_mackenzie():
    t = table(players=1, solo_level=3)
    start = t.s.mackenzie
    t.play("village hunting x1", "gain food", "end")
    lines = log_lines(t.stack)
    assert [(line.seat, line.moment) for line in lines] == [(0, 1), (0, 2), (0, 3), (None, 3)]
    assert t.s.mackenzie == start + 1
    assert line_text(lines[-1], [Seat("Ann", "blue")]) == (
        f"Mackenzie: moves on to space {start + 1} (Fort Clatsop is space 44).")
