"""Tiwanaku positions: bounded by the rules, checked field by field and across fields, and every
position a game reaches written and read back exactly (issue 34, points 4, 7, 9, 10)."""

import copy
import json

import pytest
from tiw import E10, E10_START, legal_texts, play

from lewisclark_desktop import cli
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.positions import PositionError, from_dict, load_dict, to_dict

# The reproductions of ../shared/repro/ (tiwanaku_pos_*.json): E2 of the spec, then one field.
BASE = {"map": E10, "start_cells": E10_START, "discovered": ["A1", "C1"],
        "pawns": {"A1": 0, "C1": 1}, "stacks": [4, 4]}
# tiwanaku_pos_divine_more_in_final_loop.json and tiwanaku_pos_game_over.json, as written
LOOP = {"format": "tiwanaku-position", "version": 1, "mode": "competitive", "players": 2,
        "map": "S1 S4 G1 G5 G2\nS2 D3 D2 G4 D1\nS5 D1 S5 G3 D2\nS3 M4 S2 S1 S4\nM2 M1 M3 M5 S3",
        "start_cells": ["A1", "A3", "D3", "D4", "A5"], "discovered": ["D2", "C5", "E5"],
        "crops": ["B1", "C1", "D1", "E1", "A2", "B2", "C2", "E2", "B3", "C3", "E3", "A4", "B4",
                  "C4", "E4", "B5", "D5"],
        "pawns": {"C1": 0, "D1": 1, "C2": 0, "E2": 1, "A4": 1, "E4": 0, "C5": 0},
        "stacks": [1, 2], "markers": [[3, 2, 2, 3], [2, 2, 2, 4]], "scores": [15, 32],
        "tokens": [["coca"], ["quinoa"]], "supply": [2, 1, 2, 2, 1],
        "column": {"desert": 0, "grass": 0, "mountain": 0, "swamp": 0}, "current": 0,
        "first_player": 0, "phase": "divine more", "in_loop": [True, True]}
OVER = {"format": "tiwanaku-position", "version": 1, "mode": "competitive", "players": 2,
        "map": "D1 D3 D5 G3 G1\nD2 D4 G2 G4 M2\nS1 S3 M1 G5 M1\nS2 S4 D2 D4 S3\nS5 D1 D3 S1 S2",
        "start_cells": ["A1", "D1", "C3", "E4", "A5"], "discovered": [],
        "crops": ["B1", "C1", "E1", "A2", "B2", "C2", "D2", "E2", "A3", "B3", "D3", "E3", "A4",
                  "B4", "C4", "D4", "B5", "C5", "D5", "E5"],
        "pawns": {"C1": 1, "E2": 0, "A3": 0, "B4": 0, "C4": 0, "B5": 1}, "stacks": [1, 3],
        "markers": [[4, 3, 2, 4], [4, 1, 0, 2]], "scores": [12, -8], "tokens": [[], []],
        "supply": [2, 2, 2, 2, 2], "column": {"desert": 0, "grass": 0, "mountain": 0, "swamp": 0},
        "current": 1, "first_player": 0, "phase": "over", "in_loop": [False, False]}


def edited(base, **changes):
    d = copy.deepcopy(base)
    d.update(changes)
    return d


def coop():
    return to_dict(RULES.new_state({"mode": "coop", "players": 2}, 3))


def refused(d):
    with pytest.raises(PositionError) as info:
        load_dict(json.loads(json.dumps(d)))
    return str(info.value)


def test_the_sound_bases_load():
    for d in (BASE, LOOP, OVER, coop()):
        load_dict(copy.deepcopy(d))


def big_map(n):
    return "\n".join(" ".join(["S2"] * n) for _ in range(n))


@pytest.mark.parametrize("d, words", [
    # point 4: the crashes of `apply`
    (edited(BASE, current=9), "current must be a whole number from 0 to 3, not 9"),
    (edited(BASE, current="x"), "current must be a whole number from 0 to 3, not 'x'"),
    (edited(BASE, phase="play tile"), "phase play tile does not exist in a competitive game"),
    # point 7: a board of the rules only, refused before any work
    (edited(BASE, map=big_map(120)), "map must be text of at most 400 characters"),
    (edited(BASE, map=big_map(6)), "the map must be the short board (5 rows of 5 cells) or "
                                   "the long board (5 rows of 9)"),
    (edited(BASE, map=E10.replace("S2 S3 S1 D2 D1", "S2 S3 S1 D2")), "the short board"),
    # point 9: types and ranges
    (edited(BASE, stacks=["x", 4]), "stacks[0] must be a whole number from 0 to 5, not 'x'"),
    (edited(BASE, supply=[-1, 2, 2, 2, 2]), "supply[0] must be a whole number from 0 to 4"),
    (edited(BASE, supply=[2, 2, 2, 2]), "supply must be a list of 5 to 5 entries"),
    (edited(BASE, turn=-5), "turn must be a whole number from 0"),
    (edited(BASE, players=5), "players must be a whole number from 1 to 4"),
    (edited(BASE, mode="chess"), "mode must be one of competitive, coop, solo"),
    (edited(BASE, phase="dance"), "phase must be one of play tile, action"),
    (edited(BASE, scores=[10, "x"]), "scores[1] must be a whole number"),
    (edited(BASE, tokens=[["rice"], []]), "tokens[0][0] must be a crop name or level 1-5"),
    (edited(BASE, pawns={"A1": 0, "C1": True}), 'pawns.C1 must be a colour 0-3 or "automa"'),
    (edited(BASE, markers=[[6, 0, 0, 0], [0, 0, 0, 0]]), "markers[0][0] must be a whole number "
                                                         "from 0 to 5"),
    (edited(BASE, column={"sand": 1}), "column.sand must be absent"),
    (edited(BASE, colour=1), "colour must be absent (unknown field)"),
    (edited(BASE, format="chess"), "format must be one of tiwanaku-position"),
    (edited(BASE, map="S2 X9\nS2 S2"), "the map must be the short board"),
    (edited(BASE, map=E10.replace("S2 S3", "S2 X3", 1)), "map cells are a terrain letter"),
    # indexes and cells
    (edited(BASE, current=2), "current 2 is not a seat (0 to 1)"),
    (edited(BASE, first_player=3), "first_player 3 is not a seat (0 to 1)"),
    (edited(BASE, discovered=["F1"]), "F1 is off the 5x5 board"),
    (edited(BASE, discovered=["A1", "A1"]), "discovered names a cell twice"),
    (edited(BASE, discovered=["A1", "C1", "A5"]), "a cell is listed twice among start_cells"),
    (edited(BASE, pawns={"A1": 0, "C1": 2}), "pawn on C1: colour must be 0-1"),
    (edited(BASE, pawns={"A1": 0, "C1": "automa"}), "pawn on C1: colour must be 0-1"),
    (edited(BASE, stacks=[4, 4, 5]), "stacks must hold one entry per colour (2)"),
    (edited(BASE, scores=[10]), "scores must hold one entry per holder (2)"),
    (edited(BASE, players=1), "a competitive position cannot have 1 players"),
    (edited(BASE, hands=[{}, {}]), "hands belongs to co-op and solo positions"),
    # pieces conserved
    (edited(BASE, stacks=[5, 4]), "colour 0 has 5 pawns in its stack and 1 on the board; it "
                                  "should have 5 in all"),
    (edited(BASE, tokens=[["coca"], []], supply=[2, 2, 2, 2, 2]),
     "coca tokens: 2 in the supply and 1 held; there are 2"),
    (edited(BASE, tokens=[["coca", 2], []]), "tokens: holder 0 holds a crop twice"),
    (edited(BASE, column={"desert": 9}), "desert tiles: 9 on the diversity board"),
    (edited(BASE, markers=[[2, 1, 0, 0], [0, 0, 0, 0]]), "the diversity markers have risen 3 "
                                                         "times for 2 discoveries"),
    (edited(BASE, map=big_map(5)), "the map breaks V1"),
    (edited(BASE, scenario="S-N-C-1"), "are not those of scenario S-N-C-1"),
    (edited(BASE, scenario="L-N-C-1"), "scenario L-N-C-1 is not a short competitive board"),
    (edited(BASE, scenario="X"), "scenario: 'X' is not a scenario code"),
    # the decision against the mode, the pieces and the end of the game
    (edited(BASE, in_loop=[True, True]), "the final loop starts only when the last terrain "
                                         "tile is placed"),
    (edited(BASE, phase="over"), "over, but terrain tiles are left on the diversity board"),
    (edited(OVER, tokens=[["coca"], []], supply=[2, 1, 2, 2, 2]),
     "tokens are offered when the game ends: over, nobody holds one"),
    (edited(OVER, in_loop=[True, False]), "over, but a seat is still in the final loop"),
    (edited(LOOP, phase="action"), "phase action is not a decision of the final loop"),
    ({k: v for k, v in LOOP.items() if k != "in_loop"} | {"phase": "action"},
     "every terrain tile is placed: the final loop has started"),
    (edited(LOOP, in_loop=[False, True]), "in_loop must hold one entry per seat, the current "
                                          "one true"),
    (edited(BASE, pawns={"A5": 0, "C1": 1}, discovered=["C1"], phase="divine more"),
     "phase divine more: the current seat has no pawn on a cell to divine"),
    (edited(BASE, moved="A1"), "moved (the pawn that explored this turn) is only before the "
                               "offering"),
    (edited(BASE, pending={"cell": "A1", "by": 0}),
     "pending (a discovery waiting for a tile) goes with phase supplier"),
    (edited(BASE, direction="N"), "direction belongs to co-op and solo positions"),
])
def test_positions_no_game_reaches_are_refused_with_the_reason(d, words):
    assert words in refused(d)


def _coop(**changes):
    return edited(coop(), **changes)


@pytest.mark.parametrize("d, words", [
    (_coop(phase="end loop"), "phase end loop does not exist in a coop game"),
    (_coop(in_loop=[True, True]), "in_loop belongs to competitive positions"),
    (_coop(direction="N"), "play tile: the current seat holds a tile and has not played one"),
    (_coop(phase="action"), "co-op: the current seat holds a tile, so it plays one first"),
    (_coop(phase="supplier"), "pending (a discovery waiting for a tile) goes with phase supplier"),
    (_coop(phase="automa order"), "phase automa order goes with two automa pawns or more"),
    (_coop(queue=[{"cell": "A1", "direction": "N"}]), "queue (automa pawns still to react) goes "
                                                      "with moved"),
    (_coop(hands=[{}]), "hands must hold one entry per seat (2)"),
    (_coop(hands=[{"grass": "NX"}, {}]), "hands[0]: arrows are the letters N, E, S, W"),
    (_coop(phase="over"), "over, but a hand still holds terrain tiles"),
    (_coop(players=1), "a coop position cannot have 1 players"),
    (_coop(automa_cells=[]), "are not those of scenario"),
    (_coop(level="easy"), "the automa has at most 4 pawns at level easy"),
])
def test_coop_positions_no_game_reaches_are_refused_with_the_reason(d, words):
    assert words in refused(d)


def test_rules_tests_may_build_small_positions_but_not_malformed_ones():
    small = edited(BASE, map=big_map(5), stacks=[5, 4])  # breaks V1 and pawn conservation
    assert from_dict(copy.deepcopy(small)).stack == [5, 4]
    with pytest.raises(PositionError, match="current must be a whole number"):
        from_dict(edited(BASE, current="x"))


@pytest.mark.parametrize("name, d", [
    ("current_9", edited(BASE, current=9)), ("current_x", edited(BASE, current="x")),
    ("phase_play_tile_competitive", edited(BASE, phase="play tile")),
    ("map_120x120", edited(BASE, map=big_map(120))),
    ("map_300x300", edited(BASE, map=big_map(300)))])
def test_apply_refuses_the_reproductions_in_one_line(name, d, tmp_path, capsys):
    path = tmp_path / f"tiwanaku_pos_{name}.json"
    path.write_text(json.dumps(d))
    assert cli.main(["apply", "--game", "tiwanaku", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "position" in err


def test_the_final_loop_survives_a_round_trip():
    s = load_dict(copy.deepcopy(LOOP))
    again = load_dict(json.loads(json.dumps(to_dict(s))))
    assert to_dict(again) == to_dict(s) and RULES.state_hash(again) == RULES.state_hash(s)
    play(again, "stop")
    assert again.phase == "end loop" and again.in_loop == [True, False]  # no offering
    assert legal_texts(again) == legal_texts(play(s, "stop"))


def test_a_finished_game_round_trips():
    s = load_dict(copy.deepcopy(OVER))
    assert s.phase == "over" and s.winners == (0,) and RULES.winner(s) == 0
    assert to_dict(s) == OVER | {"turn": 0, "reveals": 0}
    assert RULES.state_hash(load_dict(to_dict(s))) == RULES.state_hash(s)
