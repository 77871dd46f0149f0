"""The rules corrections in the window: the distance question (D26) in words, and the end of a
stalled game (D28) told as what it is, not as a camp at Fort Clatsop."""

import os
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from lc import table  # noqa: E402
from language import lang  # noqa: E402, F401 (fixture)

from lewisclark_desktop.lewisclark.moves import parse_move  # noqa: E402
from lewisclark_desktop.ui import reasons  # noqa: E402
from lewisclark_desktop.ui.controller import Seat  # noqa: E402
from lewisclark_desktop.ui.lewisclark.end_dialog import EndOfGameDialog  # noqa: E402
from lewisclark_desktop.ui.lewisclark.move_text import describe  # noqa: E402


def test_the_distance_answers_and_refusals_read_as_words(lang):
    lang("en")
    assert describe(parse_move("forward 1")) == "Move the Scout 1 space forward"
    assert describe(parse_move("forward 3")) == "Move the Scout 3 spaces forward"
    reason = "not one of the choices of distance:hawks-feather now"
    assert "Hawk's Feather" in reasons.translate_reason(reason)
    lang("ja")
    assert describe(parse_move("forward 3")) == "偵察隊コマを 3 マス進める"
    assert "distance:" not in reasons.translate_reason(reason)


def stalled_game(players):
    t = table(players=players, solo_level=0 if players == 1 else None)
    for seat, (card, camp) in enumerate(zip(("seaman", "york"), (10, 15))):
        if seat < players:
            t.hand(seat, card)
            t.res(seat)
            t.indians(seat, 0)
            t.scout(seat, camp + 1, camp=camp)
    t.play(*["camp", "end"] * players)
    assert t.s.over
    return t


def end_text(qtbot, t, names):
    seats = [Seat(n, p.colour, "human") for n, p in zip(names, t.s.players)]
    dialog = EndOfGameDialog(SimpleNamespace(state=t.s, seats=seats, stack=t.stack))
    qtbot.addWidget(dialog)
    return dialog.findChild(object, "winnerText").text()


def test_a_stalled_game_names_the_most_advanced_camp_as_the_winner(qtbot):
    text = end_text(qtbot, stalled_game(2), ["Ann", "Ben"])
    assert "Ben" in text and "whole round" in text and "Fort Clatsop" not in text


def test_a_stalled_solo_game_is_lost_to_mackenzie(qtbot):
    text = end_text(qtbot, stalled_game(1), ["Ann"])
    assert "Mackenzie wins" in text and "Pacific" not in text
