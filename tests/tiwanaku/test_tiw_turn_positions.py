"""Positions in the middle of a turn, written by to_dict and read back: the pawn that explored
(`moved`), the discovery waiting for a supplier (`pending`), the automa pawns still to react
(`queue`), open screens and the automa's markers; and the end of a competitive game, where
every token still held is offered and goes back to the supply."""

from tiw import E10, E10_START, coop, e5_before_the_last_tile, play

from lewisclark_desktop.tiwanaku.positions import from_dict, to_dict


def round_trip(s):
    d = to_dict(s)
    back = from_dict(d)
    assert to_dict(back) == d
    return d, back


def test_the_pawn_that_explored_is_written_until_the_offering():
    s = from_dict({"map": E10, "start_cells": E10_START, "stacks": [5, 5],
                   "tokens": [["potato"], []], "supply": [1, 2, 2, 2, 2]})
    play(s, "move stack D1")
    assert s.phase == "offer"
    d, back = round_trip(s)
    assert d["moved"] == "D1" and back.moved == s.grid.parse("D1")
    play(s, "no offering")
    assert "moved" not in to_dict(s)


def test_a_discovery_waiting_for_its_supplier_is_written_with_the_screens_and_markers():
    s = coop({"G3": "M2"}, discovered=["C3"], pawns={"C3": 0, "F3": "automa"},
             column={"grass": 44, "mountain": 0}, open_screens=True,
             automa_markers=[1, 2, 0, 1],
             hands=[{"grass": "E", "mountain": "N"}, {"grass": "S", "mountain": "WE"}])
    play(s, "play grass", "move C3 D3")
    assert s.phase == "supplier"
    d, back = round_trip(s)
    assert d["pending"] == {"cell": "G3", "by": "automa"}
    assert d["open_screens"] is True and back.open_screens is True
    assert d["automa_markers"] == [1, 2, 0, 1] and d["markers"] == [[0, 1, 0, 0], [0, 0, 0, 0]]
    assert back.pending == s.pending and d["direction"] == "E"
    assert "open_screens" not in to_dict(coop())


def test_the_automa_pawns_still_to_react_are_written_in_order():
    s = coop(discovered=["C3"], pawns={"C3": 0, "D1": "automa", "D5": "automa", "I3": "automa"},
             column={"grass": 43})
    play(s, "play grass", "move C3 D3")
    assert s.phase == "automa order"
    d, back = round_trip(s)
    assert d["queue"] == [{"cell": "D1", "direction": "N"}, {"cell": "D5", "direction": "S"},
                          {"cell": "I3", "direction": "E"}]
    assert back.queue == s.queue and "pending" not in d


def e5_final_loop():
    """Spec example E5 (test_tiw_examples.py), up to its final divination loop."""
    return play(e5_before_the_last_tile(), "move stack E3", "offer potato+coca")


def test_each_turn_of_the_final_loop_counts_as_a_turn():
    s = e5_final_loop()
    turns = [s.turn]
    for move in ("divine A4 4", "stop", "pass", "divine C2 4"):
        play(s, move)
        turns.append(s.turn)
    # the divination and its "stop" are one turn; each later move is a new turn
    assert turns[1] == turns[0] and turns[2] > turns[1] and turns[3] > turns[2]
    assert turns[4] > turns[3]


def test_the_tokens_still_held_at_the_end_go_back_to_the_supply():
    s = play(e5_final_loop(), "divine A4 4", "stop", "pass", "divine C2 4", "divine E3 2")
    assert s.phase == "over"
    # Ann hands back Potato, Coca, Chili; Ben Coca and Corn (won in the loop); Cai Quinoa
    assert s.tokens == [0, 0, 0] and s.supply == [3, 3, 3, 3, 3]
