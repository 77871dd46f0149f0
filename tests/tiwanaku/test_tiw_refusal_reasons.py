"""Every refusal of a Tiwanaku move names the rule it breaks (engine.explain_illegal), one
hand-made position per reason: the decision the game waits for, each kind of move offered at
the wrong time, a cell off the board, a pawn that is not there, an empty stack, a crop level
out of range, a cell with a crop, a token not held, a tile not held, a supplier without the
tile, an automa pawn that is not next, a game that is over."""

import pytest
from tiw import E10, E10_START, coop, e5_before_the_last_tile, long_map, play

from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku import moves as m
from lewisclark_desktop.tiwanaku.positions import from_dict


def comp(**extra):
    d = {"map": E10, "start_cells": E10_START, "stacks": [5, 5]}
    d.update(extra)
    return from_dict(d)


def why(s, move):
    before = RULES.state_hash(s)
    reason = RULES.explain_illegal(s, move)
    assert RULES.state_hash(s) == before  # asking changes nothing
    return reason


# One move of each kind, none of them legal in the decisions below where it is named.
EVERY_KIND = {
    "Explore": m.Explore(None, "C3"),
    "return to the stack": m.ReturnToStack("C3"),
    "Divine": m.Divine("C3", 2),
    "stop divining": m.StopDivining(),
    "an offering": m.Offer((1,)),
    "pass": m.Pass(),
    "play a tile": m.PlayTile(0),
    "choose who gives the tile": m.Supplier(0),
    "choose the next automa pawn": m.AutomaFirst("C3"),
}


def _refused_kinds(s, wanted):
    legal = {type(m) for m in RULES.legal_moves(s)}
    out = {}
    for name, move in EVERY_KIND.items():
        if type(move) not in legal:
            out[name] = why(s, move)
            assert out[name] == f"now you must {wanted}, not {name}"
    assert out  # some kinds are refused in every decision
    return set(out)


def test_a_move_of_the_wrong_kind_is_told_the_decision_the_game_waits_for():
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5])  # competitive: action
    assert _refused_kinds(s, "Explore or Divine") == {
        "stop divining", "an offering", "pass", "play a tile", "choose who gives the tile",
        "choose the next automa pawn"}  # pass: only when nothing else is possible
    s = coop()  # play tile
    assert _refused_kinds(s, "play a terrain tile") == set(EVERY_KIND) - {"play a tile"}
    s = comp(discovered=["A1", "A2"], pawns={"A1": 0, "A2": 0}, stacks=[3, 5])
    play(s, "divine A1 2")  # right: Red may divine again
    assert s.phase == "divine more"
    assert _refused_kinds(s, "Divine again or stop") == set(EVERY_KIND) - {
        "Divine", "stop divining"}
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5], phase="offer",
             tokens=[["potato"], []], supply=[1, 2, 2, 2, 2])
    assert _refused_kinds(s, "make an offering or none") == set(EVERY_KIND) - {"an offering"}


def test_a_move_of_no_known_kind_is_refused_as_that():
    # Something that is no Tiwanaku move (a plugin's or a damaged caller's) is refused with the
    # decision the game waits for, named by the generic "that".
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5])
    assert why(s, "explore") == "now you must Explore or Divine, not that"
    assert why(coop(), object()) == "now you must play a terrain tile, not that"


def final_loop():
    """Spec example E5 (test_tiw_examples.py): Ben fills the last cell and offers; the final
    divination loop starts with him."""
    s = play(e5_before_the_last_tile(), "move stack E3", "offer potato+coca")
    assert s.phase == "end loop"
    return s


def test_the_final_loop_supplier_and_automa_decisions_are_named():
    s = final_loop()
    assert _refused_kinds(s, "Divine or pass for good") == set(EVERY_KIND) - {"Divine", "pass"}

    s = coop(map=long_map({"G3": "M2"}), discovered=["C3"], pawns={"C3": 0, "F3": "automa"},
             column={"grass": 44, "mountain": 0},
             hands=[{"grass": "E", "mountain": "N"}, {"grass": "S", "mountain": "WE"}])
    play(s, "play grass", "move C3 D3")
    assert s.phase == "supplier"
    assert _refused_kinds(s, "choose who gives the tile") == set(EVERY_KIND) - {
        "choose who gives the tile"}

    s = coop(discovered=["C3"], pawns={"C3": 0, "D1": "automa", "D5": "automa"},
             column={"grass": 43})
    play(s, "play grass", "move C3 D3")
    assert s.phase == "automa order"
    assert _refused_kinds(s, "choose which automa pawn moves first") == set(EVERY_KIND) - {
        "choose the next automa pawn"}


def test_a_cell_off_the_board_is_named_as_off_the_board():
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5])
    assert why(s, m.Explore(None, "F1")) == "F1 is off the 5x5 board"
    assert why(s, m.Explore("A6", "A1")) == "A6 is off the 5x5 board"
    assert why(s, m.Divine("E6", 2)) == "E6 is off the 5x5 board"
    assert why(s, m.ReturnToStack("Z1")) == "Z1 is off the 5x5 board"
    assert why(s, m.Divine("11", 2)) == "'11' is not a cell name like B3"


def test_an_explore_names_the_missing_pawn_the_empty_stack_or_the_unreachable_cell():
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[0, 5])
    assert why(s, m.Explore("B2", "C3")) == "you have no pawn on B2"
    assert why(s, m.Explore(None, "C3")) == "your stack is empty"
    assert why(s, m.Explore("A1", "A1")) == "that pawn cannot reach A1 and stop there"
    s = comp(discovered=["A1", "C1"], pawns={"A1": 0, "C1": 1}, stacks=[4, 4])
    assert why(s, m.Explore("C1", "C2")) == "you have no pawn on C1"  # Blue's pawn, Red's turn


def test_a_return_names_the_missing_pawn():
    s = comp(discovered=["A1", "C1"], pawns={"A1": 0, "C1": 1}, stacks=[4, 4])
    assert why(s, m.ReturnToStack("A1")) is None
    assert why(s, m.ReturnToStack("C1")) == "you have no pawn on C1"
    assert why(s, m.ReturnToStack("C3")) == "you have no pawn on C3"


@pytest.mark.parametrize("level", [0, 6, -1])
def test_a_divination_names_a_level_out_of_range(level):
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5])
    assert why(s, m.Divine("A1", level)) == "the crop level must be 1 to 5"


def test_a_divination_names_the_missing_pawn_or_the_crop_already_there():
    s = comp(discovered=["A1", "C1"], crops=["A2"], pawns={"A1": 0, "C1": 1, "A2": 0},
             stacks=[3, 4])
    assert why(s, m.Divine("A1", 5)) is None and why(s, m.Divine("A1", 1)) is None
    for level in (1, 3, 5):  # a level in range: the pawn is what is wrong
        assert why(s, m.Divine("C1", level)) == "you have no pawn on C1"
    assert why(s, m.Divine("A2", 3)) == "A2 already has a crop"


def test_an_offering_of_tokens_not_held_is_refused():
    s = comp(discovered=["A1"], pawns={"A1": 0}, stacks=[4, 5], phase="offer",
             tokens=[["potato", "chili"], ["coca"]], supply=[1, 1, 1, 2, 2])
    assert why(s, m.Offer((1, 3))) is None
    for levels in ((2,), (1, 2), (4,), (1, 1)):
        assert why(s, m.Offer(levels)) == "you can only offer tokens you hold, each crop once"


def test_a_tile_not_in_hand_is_named_by_its_terrain():
    s = coop()  # both hold grass and desert
    assert why(s, m.PlayTile(1)) is None and why(s, m.PlayTile(0)) is None
    assert why(s, m.PlayTile(2)) == "you hold no mountain tile"
    assert why(s, m.PlayTile(3)) == "you hold no swamp tile"


def test_a_supplier_without_the_tile_is_named():
    s = coop(map=long_map({"G3": "M2"}), players=3, stacks=[4, 4, 4],
             discovered=["C3"], pawns={"C3": 0, "F3": "automa"},
             column={"grass": 44, "mountain": 0},
             hands=[{"grass": "E", "mountain": "N"}, {"grass": "S"},
                    {"grass": "S", "mountain": "WE"}])
    play(s, "play grass", "move C3 D3")
    assert s.phase == "supplier"
    assert why(s, m.Supplier(2)) is None
    assert why(s, m.Supplier(1)) == "P2 holds no tile of that terrain"
    assert why(s, m.Supplier(3)) == "P4 holds no tile of that terrain"


def test_an_automa_pawn_that_is_not_next_is_named():
    s = coop(discovered=["C3"], pawns={"C3": 0, "D1": "automa", "D5": "automa", "I5": "automa"},
             column={"grass": 43})
    play(s, "play grass", "move C3 D3")
    assert s.phase == "automa order"
    assert why(s, m.AutomaFirst("D1")) is None
    assert why(s, m.AutomaFirst("I5")) == "the automa pawn on I5 is not next"
    assert why(s, m.AutomaFirst("C3")) == "the automa pawn on C3 is not next"


def test_every_move_is_refused_once_the_game_is_over():
    s = play(final_loop(), "divine A4 4", "stop", "pass", "divine C2 4", "divine E3 2")
    assert s.phase == "over"
    assert RULES.legal_moves(s) == []
    for move in EVERY_KIND.values():
        assert why(s, move) == "the game is over"
