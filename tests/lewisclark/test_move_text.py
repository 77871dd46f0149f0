"""Lewis & Clark's move text, kind by kind: what each text reads as, how it is written back, and
the reason a malformed one is refused (moves.py: one table of parts serves both directions)."""

import pytest

from lewisclark_desktop.lewisclark.moves import Move, format_move, parse_move

# text -> (kind, key, card, card2, n, pay, gain) as read, and the canonical text written back
READ = [
    ("play meriwether-lewis support:hugh-mcneal indians:1", ("play", "", 54, 56, 1, (), ()), None),
    ("play seaman", ("play", "", 57, -1, 0, (), ()), None),
    ("play seaman indians:2", ("play", "", 57, -1, 2, (), ()), None),
    ("play seaman indians:", ("play", "", 57, -1, 0, (), ()), "play seaman"),
    ("village canoe x2", ("village", "canoe", -1, -1, 2, (), ()), None),
    ("recruit slot3 discount:seaman", ("recruit", "", 57, -1, 3, (), ()), None),
    ("recruit slot3", ("recruit", "", -1, -1, 3, (), ()), None),
    ("camp", ("camp", "", -1, -1, 0, (), ()), None),
    ("end", ("end", "", -1, -1, 0, (), ()), None),
    ("stop", ("stop", "", -1, -1, 0, (), ()), None),
    ("done", ("done", "", -1, -1, 0, (), ()), None),
    ("collect wood 7", ("collect", "wood", -1, -1, 7, (), ()), None),
    ("collect wood 7 extra", ("collect", "wood", -1, -1, 7, (), ()), "collect wood 7"),
    ("move river pay:food", ("move", "river", -1, -1, 0, (0,), ()), None),
    ("move river pay:nothing", ("move", "river", -1, -1, 0, (), ()), None),
    ("trade pay:wood+wood gain:canoe", ("trade", "", -1, -1, 0, (1, 1), (4,)), None),
    ("trade gain:canoe pay:wood+wood", ("trade", "", -1, -1, 0, (1, 1), (4,)),
     "trade pay:wood+wood gain:canoe"),
    ("gain food+fur", ("gain", "", -1, -1, 0, (), (0, 3)), None),
    ("indians 2", ("indians", "", -1, -1, 2, (), ()), None),
    ("forward 3", ("forward", "", -1, -1, 3, (), ()), None),
    ("copy york pay:food", ("copy", "", 63, -1, 0, (0,), ()), None),
    ("visit hunting pay:fur", ("visit", "hunting", -1, -1, 0, (3,), ()), None),
    ("take slot2 pay:horse", ("take", "", -1, -1, 2, (5,), ()), None),
    ("discard seaman", ("discard", "", 57, -1, 0, (), ()), None),
    ("boat res2 gain:food+wood", ("boat", "res2", -1, -1, 0, (), (0, 1)), None),
    ("boat ind3 indians:1", ("boat", "ind3", -1, -1, 1, (), ()), None),
    ("drop wood", ("drop", "wood", -1, -1, 0, (), ()), None),
]

REFUSED = [
    ("", "empty move"),
    ("fly away", "unknown move 'fly'"),
    ("camp now", "'camp' takes no arguments"),
    ("village canoe 2", "expected x1..x3 after the location"),
    ("village canoe", "'village canoe' is missing a part"),
    ("recruit 3", "expected slot1..slot5, not '3'"),
    ("recruit slotx", "slot must be a whole number, not 'x'"),
    ("collect wood", "'collect wood' is missing a part"),
    ("collect wood -1", "amount must not be negative"),
    ("indians x", "count must be a whole number, not 'x'"),
    ("forward", "'forward' is missing a part"),
    ("move river", "'move river' is missing a part"),
    ("move river pay:", "unknown resource ''"),
    ("trade pay:wood", "'trade pay:wood' is missing a part"),
    ("take slot2", "'take slot2' is missing a part"),
    ("boat", "'boat' is missing a part"),
    ("boat ind3", "'boat ind3' is missing a part"),
    ("boat ind3 indians:", "indians must be a whole number, not ''"),
    ("play", "'play' is missing a part"),
    ("play nobody", "unknown card 'nobody'"),
    ("gain", "'gain' is missing a part"),
    ("gain gold", "unknown resource 'gold'"),
]


@pytest.mark.parametrize("text, fields, canonical", READ, ids=[t for t, _, _ in READ])
def test_a_move_text_reads_and_writes_back(text, fields, canonical):
    move = parse_move(text)
    assert tuple(move) == fields
    assert format_move(move) == (canonical or text)
    assert parse_move(format_move(move)) == move


@pytest.mark.parametrize("text, reason", REFUSED, ids=[t or "empty" for t, _ in REFUSED])
def test_a_malformed_move_text_says_why(text, reason):
    with pytest.raises(ValueError) as refused:
        parse_move(text)
    assert str(refused.value) == reason


def test_an_unknown_kind_cannot_be_written():
    with pytest.raises(ValueError, match="unknown move kind 'fly'"):
        format_move(Move("fly"))
