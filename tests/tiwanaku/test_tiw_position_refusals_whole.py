"""Tiwanaku positions refused with their whole message (docs/positions-tiwanaku.md, "Checks on
loading"), one hand-made position per check, and what a position holding only its map means
(the defaults of the field table). test_tiw_positions.py checks that each refusal names its
problem; here the message is pinned whole, so that a changed or padded text fails."""

import copy
import json

import pytest
from tiw import E10, E10_START, long_map

from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.positions import PositionError, from_dict, load_dict, to_dict

# Spec example E2 (Red's pawn on A1, Blue's on C1 of E10), as in test_tiw_positions.py.
BASE = {"map": E10, "start_cells": E10_START, "discovered": ["A1", "C1"],
        "pawns": {"A1": 0, "C1": 1}, "stacks": [4, 4]}
IMPOSSIBLE = "impossible position: "


def edited(base, **changes):
    d = copy.deepcopy(base)
    d.update(changes)
    return d


def refused(d, reachable=True):
    """The reason a position is refused, after its "impossible position: " (said once)."""
    with pytest.raises(PositionError) as info:
        (load_dict if reachable else from_dict)(json.loads(json.dumps(d)))
    message = str(info.value)
    assert message.startswith(IMPOSSIBLE)
    message = message[len(IMPOSSIBLE):]
    assert not message.startswith(IMPOSSIBLE)
    return message


def coop_start():
    """A new 2-player co-op game on its generated long board (sound: loads as reachable)."""
    return to_dict(RULES.new_state({"mode": "coop", "players": 2}, 3))


# --- the map and the scenario ---------------------------------------------------------------

def test_a_map_that_is_no_board_of_the_rules_is_refused_whole():
    assert refused(edited(BASE, map="S2 S2\nS2 S2")) == (
        "the map must be the short board (5 rows of 5 cells) or the long board (5 rows of 9)")
    ragged = E10.replace("S2 S3 S1 D2 D1", "S2 S3 S1 D2 D1 D1")
    assert refused(edited(BASE, map=ragged)).endswith("or the long board (5 rows of 9)")
    assert refused(edited(BASE, map=E10.replace("S2 S3", "S2 S6", 1))) == (
        "map cells are a terrain letter (D G M S) and a level 1-5, e.g. S2")
    assert refused(edited(BASE, map=E10.replace("S2 S3", "S2 S33", 1))).endswith("e.g. S2")


def test_coop_on_the_short_board_is_refused_whole():
    d = {"map": E10, "mode": "coop", "players": 2, "hands": [{}, {}]}
    assert refused(d, reachable=False) == (
        "co-op and solo games are played on the long board")


def test_a_map_breaking_pachamama_is_refused_only_when_reachable():
    # A 5x5 board of swamp 2: one area of 25 cells (V1: at most 5 per area, spec §3).
    d = edited(BASE, map="\n".join(" ".join(["S2"] * 5) for _ in range(5)))
    assert refused(d) == "the map breaks V1: area A1 has 25 cells (at most 5)"
    assert from_dict(copy.deepcopy(d)).grid.n == 25


def test_a_scenario_code_must_match_the_board_and_its_map():
    assert refused(edited(BASE, scenario="X")) == (
        "scenario: 'X' is not a scenario code like L-N-C-12345 (board, difficulty, mode, number)")
    assert refused(edited(BASE, scenario="L-N-C-1")) == (
        "scenario L-N-C-1 is not a short competitive board")
    assert refused(edited(BASE, scenario="S-N-C-1", difficulty="hard")) == (
        "scenario S-N-C-1 is not a short competitive board of difficulty hard")
    assert refused(edited(BASE, scenario="S-N-C-1")) == (
        "the map, start cells or automa cells are not those of scenario S-N-C-1")


def test_a_scenario_read_back_keeps_its_difficulty_when_the_field_agrees():
    s = RULES.new_state({"scenario": "S-H-C-2"}, 0)
    d = to_dict(s) | {"difficulty": "hard"}
    assert load_dict(d).scenario.code == "S-H-C-2"
    assert refused(d | {"difficulty": "easy"}) == (
        "scenario S-H-C-2 is not a short competitive board of difficulty easy")


def test_a_coop_scenario_must_keep_its_automa_cells():
    d = coop_start()
    assert d["automa_cells"]
    moved = d["automa_cells"][1:]
    assert refused(d | {"automa_cells": moved}, reachable=False) == (
        f"the map, start cells or automa cells are not those of scenario {d['scenario']}")
    # the automa cells are compared as a set: their order in the file does not matter
    assert load_dict(d | {"automa_cells": d["automa_cells"][::-1]}).scenario.code == \
        d["scenario"]


# --- cells, players and fields of the other mode ----------------------------------------------

@pytest.mark.parametrize("field", ["start_cells", "discovered", "crops"])
def test_a_list_of_cells_naming_one_twice_is_refused_whole(field):
    d = edited(BASE, **{field: ["B2", "B2"]})
    if field == "start_cells":
        d.pop("discovered")
    assert refused(d, reachable=False) == f"{field} names a cell twice"


def test_coop_automa_cells_naming_one_twice_are_refused_whole():
    d = {"map": long_map({}), "mode": "coop", "players": 2, "stacks": [4, 4],
         "hands": [{"grass": "E"}, {"grass": "S"}], "automa_cells": ["A1", "A1"]}
    assert refused(d, reachable=False) == "automa_cells names a cell twice"


def test_a_cell_listed_in_two_lists_is_refused_whole():
    assert refused(edited(BASE, crops=["A1"]), reachable=False) == (
        "a cell is listed twice among start_cells, discovered and crops")


def test_a_cell_off_the_board_is_refused_whole():
    assert refused(edited(BASE, crops=["Z9"])) == "Z9 is off the 5x5 board"


@pytest.mark.parametrize("mode, players", [("competitive", 1), ("solo", 2), ("coop", 1)])
def test_a_player_count_the_mode_does_not_allow_is_refused_whole(mode, players):
    d = {"map": long_map({}), "mode": mode, "players": players}
    assert refused(d, reachable=False) == (
        f"a {mode} position cannot have {players} players")


@pytest.mark.parametrize("key, value", [
    ("level", "easy"), ("open_screens", True), ("hands", [{}, {}]), ("automa_cells", []),
    ("automa_markers", [0, 0, 0, 0]), ("direction", "N"), ("queue", [])])
def test_coop_fields_in_a_competitive_position_are_refused_whole(key, value):
    assert refused(edited(BASE, **{key: value}), reachable=False) == (
        f"{key} belongs to co-op and solo positions")


def test_the_final_loop_in_a_coop_position_is_refused_whole():
    assert refused(coop_start() | {"in_loop": [True, True]}, reachable=False) == (
        "in_loop belongs to competitive positions (the final divination loop)")


def test_a_pawn_colour_that_does_not_exist_is_refused_whole():
    assert refused(edited(BASE, pawns={"A1": 0, "C1": 2}), reachable=False) == (
        "pawn on C1: colour must be 0-1")
    d = coop_start()
    d["pawns"] = dict(d["pawns"], I5=2)
    assert refused(d, reachable=False) == (
        'pawn on I5: colour must be 0-1 or "automa"')


def test_coop_hands_are_refused_whole():
    d = coop_start()
    assert refused(d | {"hands": [{}, {"swamp": "NQ"}]}, reachable=False) == (
        "hands[1]: arrows are the letters N, E, S, W")
    assert refused(d | {"hands": d["hands"] * 2}, reachable=False) == (
        "hands must hold one entry per seat (2)")


def test_a_crop_token_held_twice_is_refused_whole():
    assert refused(edited(BASE, tokens=[[], ["corn", 4]]), reachable=False) == (
        "tokens: holder 1 holds a crop twice")


# --- lists per colour or holder, seats ---------------------------------------------------------

@pytest.mark.parametrize("key, value, message", [
    ("stacks", [4], "stacks must hold one entry per colour (2)"),
    ("markers", [[0, 0, 0, 0]] * 3, "markers must hold one entry per colour (2)"),
    ("scores", [10, 10, 10], "scores must hold one entry per holder (2)"),
    ("tokens", [[]], "tokens must hold one entry per holder (2)"),
    ("current", 3, "current 3 is not a seat (0 to 1)"),
    ("first_player", 2, "first_player 2 is not a seat (0 to 1)")])
def test_lists_and_seats_that_do_not_fit_the_players_are_refused_whole(key, value, message):
    assert refused(edited(BASE, **{key: value}), reachable=False) == message


def test_every_list_of_the_wrong_length_is_named_together():
    d = edited(BASE, stacks=[4], scores=[1, 2, 3], current=2)
    assert refused(d, reachable=False) == (
        "stacks must hold one entry per colour (2); scores must hold one entry per holder (2); "
        "current 2 is not a seat (0 to 1)")


def test_coop_scores_and_tokens_are_per_holder_team_and_automa():
    """Co-op: two holders, the team and the automa, whatever the number of seats (§12)."""
    d = to_dict(RULES.new_state({"mode": "coop", "players": 3}, 2))
    assert refused(d | {"scores": [10, 10, 10]}) == (
        "scores must hold one entry per holder (2)")
    assert len(load_dict(d).score) == 2


# --- pieces conserved ---------------------------------------------------------------------------

def test_pawns_tokens_tiles_and_markers_not_conserved_are_refused_whole():
    assert refused(edited(BASE, stacks=[4, 3])) == (
        "colour 1 has 3 pawns in its stack and 1 on the board; it should have 5 in all")
    assert refused(edited(BASE, supply=[2, 2, 2, 2, 1])) == (
        "quinoa tokens: 1 in the supply and 0 held; there are 2")
    # E10 outside its start cells: 5 desert, 5 grass, 6 mountain, 5 swamp; A1 and C1 are
    # discovered swamp
    assert refused(edited(BASE, column={"desert": 6, "grass": 5, "mountain": 6, "swamp": 3})) \
        == "desert tiles: 6 on the diversity board, 0 in hands and 0 discovered; the map has 5"
    assert refused(edited(BASE, column={"desert": 5, "grass": 5, "mountain": 6, "swamp": 4})) \
        == "swamp tiles: 4 on the diversity board, 0 in hands and 2 discovered; the map has 5"
    assert load_dict(edited(BASE, column={"desert": 5, "grass": 5, "mountain": 6, "swamp": 3}))
    assert refused(edited(BASE, markers=[[0, 0, 0, 2], [0, 0, 0, 1]])) == (
        "the diversity markers have risen 3 times for 2 discoveries")


def test_every_problem_of_the_pieces_is_named_together():
    d = edited(BASE, stacks=[5, 5], supply=[1, 2, 2, 2, 2])
    assert refused(d) == (
        "colour 0 has 5 pawns in its stack and 1 on the board; it should have 5 in all; "
        "colour 1 has 5 pawns in its stack and 1 on the board; it should have 5 in all; "
        "potato tokens: 1 in the supply and 0 held; there are 2")


def test_the_automa_has_no_more_pawns_than_its_level_gives():
    d = coop_start()
    assert d["level"] == "normal" and list(d["pawns"].values()).count("automa") == 5
    assert refused(d | {"level": "easy"}) == (
        "the automa has at most 4 pawns at level easy")


def test_a_pending_discovery_counts_its_terrain_once():
    """A cell waiting for its supplier shows its terrain before a tile is given: its tile is
    still in a hand, so the cell is not counted as discovered (load_dict accepts it)."""
    from tiw import play
    s = RULES.new_state({"mode": "coop", "players": 3}, 0)
    play(s, "play swamp", "move stack A4")
    assert s.phase == "supplier"
    d = to_dict(s)
    assert to_dict(load_dict(d)) == d
    d["hands"][1]["swamp"] = d["hands"][1].get("swamp", "") + "N"
    assert "swamp tiles: " in refused(d)


# --- the decision -------------------------------------------------------------------------------

def coop_decision(**extra):
    """A 2-player co-op position on a long map of grass 1 (rules tests need no valid map)."""
    d = {"map": long_map({}), "mode": "coop", "players": 2, "stacks": [4, 4],
         "hands": [{"grass": "E"}, {"grass": "S"}]}
    d.update(extra)
    return d


@pytest.mark.parametrize("extra, message", [
    (dict(phase="end loop"), "phase end loop does not exist in a coop game"),
    (dict(phase="play tile", hands=[{}, {"grass": "S"}]),
     "play tile: the current seat holds a tile and has not played one"),
    (dict(direction="E"), "play tile: the current seat holds a tile and has not played one; "
                          "a tile's direction is set only after playing it, not in phase play tile"),
    (dict(phase="action"), "co-op: the current seat holds a tile, so it plays one first"),
    (dict(phase="over", hands=[{}, {"grass": "S"}]),
     "over, but a hand still holds terrain tiles"),
    (dict(phase="supplier"), "pending (a discovery waiting for a tile) goes with phase supplier"),
    (dict(phase="automa order", direction="E"),
     "phase automa order goes with two automa pawns or more equally near in the queue"),
])
def test_coop_decisions_that_do_not_fit_are_refused_whole(extra, message):
    assert refused(coop_decision(**extra), reachable=False) == message


def test_a_direction_is_only_set_after_playing_the_tile():
    d = coop_decision(phase="over", direction="E", hands=[{}, {}], tokens=[[], []])
    assert refused(d, reachable=False) == (
        "a tile's direction is set only after playing it, not in phase over")


def test_a_queue_of_automa_pawns_goes_with_a_moved_pawn():
    d = coop_decision(phase="action", direction="E", pawns={"B1": "automa"},
                      queue=[{"cell": "B1", "direction": "E"}])
    assert refused(d, reachable=False) == (
        "queue (automa pawns still to react) goes with moved, in phase supplier or automa order")
    d["pawns"] = {"B1": 0}
    assert refused(d, reachable=False) == (
        "queue (automa pawns still to react) goes with moved, in phase supplier or automa "
        "order; queue: every cell holds an automa pawn")


def test_a_pending_discovery_must_be_the_moved_pawns_with_two_suppliers_or_more():
    # B1 discovered (grass), Blue's pawn on it, nothing in any hand: nobody can supply it.
    d = coop_decision(phase="supplier", direction="E", pawns={"B1": 1}, moved="B1",
                      pending={"cell": "B1", "by": 1}, hands=[{"grass": "E"}, {}])
    assert refused(d, reachable=False) == (
        "pending: the cell just discovered by that pawn, its terrain on no diversity column "
        "and in two hands or more")


def test_automa_order_needs_the_nearest_automa_pawns_tied():
    """Seat 0's pawn moved to E3; automa pawns on E2 (1 step north), E5 and C3 (2 steps): the
    nearest is alone, so there is no order to choose (§12.3, D12)."""
    d = coop_decision(phase="automa order", direction="E", moved="E3",
                      pawns={"E3": 0, "E2": "automa", "E5": "automa", "C3": "automa"},
                      queue=[{"cell": "E2", "direction": "N"}, {"cell": "E5", "direction": "S"},
                             {"cell": "C3", "direction": "W"}])
    message = "phase automa order goes with two automa pawns or more equally near in the queue"
    assert refused(d, reachable=False) == message
    assert refused(d | {"queue": d["queue"][:1]}, reachable=False) == message
    tied = from_dict(d | {"queue": d["queue"][1:]})
    assert tied.phase == "automa order"
    assert {tied.grid.name(c) for c, _ in tied.queue} == {"E5", "C3"}


def test_competitive_decisions_that_do_not_fit_are_refused_whole():
    assert refused(edited(BASE, phase="supplier"), reachable=False) == (
        "phase supplier does not exist in a competitive game")
    assert refused(edited(BASE, phase="offer", moved="B2"), reachable=False) == (
        "moved (the pawn that explored this turn) is only before the offering")
    assert refused(edited(BASE, phase="end loop"), reachable=False) == (
        "the final loop starts only when the last terrain tile is placed")
    assert refused(edited(BASE, in_loop=[True, True], phase="offer"), reachable=False) == \
        ("the final loop starts only when the last terrain tile is placed; "
                      "phase offer is not a decision of the final loop")
    assert refused(edited(BASE, pawns={"A5": 0, "C1": 1}, discovered=["C1"],
                          phase="divine more"), reachable=False) == (
        "phase divine more: the current seat has no pawn on a cell to divine")


def test_a_game_over_with_pieces_out_is_refused_with_every_problem():
    d = edited(BASE, phase="over", tokens=[["coca"], []], supply=[2, 1, 2, 2, 2])
    assert refused(d, reachable=False) == (
        "tokens are offered when the game ends: over, nobody holds one; "
        "over, but terrain tiles are left on the diversity board")


# --- what a position holding only its map means ----------------------------------------------

def test_a_position_of_only_a_map_is_a_competitive_game_of_two_at_its_start():
    s = from_dict({"map": E10})
    assert (s.mode, s.players, s.phase, s.current, s.first_player) == \
        ("competitive", 2, "action", 0, 0)
    assert s.score == [10, 10] and s.tokens == [0, 0] and s.supply == [2, 2, 2, 2, 2]
    assert s.stack == [5, 5] and s.markers == [[0] * 4, [0] * 4]
    # nothing discovered: every cell of E10 is a tile on the diversity board
    assert s.column == [6, 5, 8, 6]
    assert (s.turn, s.reveals, s.moved, s.pending, s.direction) == (0, 0, None, None, None)
    assert s.scenario.difficulty == "normal" and not s.looping and not s.ending
    assert set(to_dict(s)["pawns"]) == set() and to_dict(s)["discovered"] == []


def test_default_stacks_and_supply_count_what_is_out():
    s = from_dict({k: v for k, v in BASE.items() if k != "stacks"} | {"tokens": [["corn"], []]})
    assert s.stack == [4, 4]  # 5 each, one on the board
    assert s.supply == [2, 2, 2, 1, 2]
    three = from_dict({"map": E10, "players": 3, "pawns": {"A1": 2}})
    assert three.stack == [4, 4, 3] and three.supply == [3] * 5 and three.score == [10] * 3
    four = from_dict({"map": E10, "players": 4})
    assert four.stack == [3, 3, 3, 3]


def test_default_column_takes_away_discovered_cells_and_tiles_in_hand():
    s = from_dict(coop_decision())
    # a long board of grass 1: 45 cells, none discovered, one grass tile in each hand
    assert s.column == [0, 43, 0, 0]
    s = from_dict(coop_decision(discovered=["A1", "A2"], crops=["B1"]))
    assert s.column == [0, 40, 0, 0]
    s = from_dict(coop_decision(pawns={"C3": 0}))  # a pawn's cell counts as discovered
    assert s.column == [0, 42, 0, 0]


def test_a_coop_position_of_few_fields_is_a_first_tile_decision():
    s = from_dict(coop_decision())
    assert (s.mode, s.level, s.phase, s.players) == ("coop", "normal", "play tile", 2)
    assert s.score == [10, 10] and s.supply == [2] * 5 and s.tokens == [0, 0]
    assert s.markers == [[0] * 4, [0] * 4, [0] * 4]  # two colours and the automa's
    assert s.open_screens is False and s.queue == []
    solo = from_dict({"map": long_map({}), "mode": "solo", "players": 1,
                      "hands": [{"grass": "N"}]})
    assert solo.stack == [5] and solo.score == [10, 10]
    expert = from_dict({"map": long_map({}), "mode": "solo", "players": 1, "level": "expert",
                        "hands": [{"grass": "N"}]})
    assert expert.stack == [4]


def test_only_a_competitive_game_with_no_tile_on_the_diversity_board_is_ending():
    every = [f"{c}{r}" for r in range(1, 6) for c in "ABCDE"]
    full = from_dict({"map": E10, "crops": every, "phase": "over", "tokens": [[], []]})
    assert full.ending and full.winners == (0, 1)  # tied at 10: both win (D17)
    d = coop_decision(crops=[f"{c}{r}" for r in range(1, 6) for c in "ABCDEFGHI"],
                      column={"grass": 0}, phase="play tile")
    assert not from_dict(d).ending


def test_a_hand_made_game_with_every_cell_shown_hides_nothing_from_its_players():
    """Every cell of E10 has its crop: an observation (hidden map, arrows and seed removed) is
    then the state itself, down to the state hash."""
    every = [f"{c}{r}" for r in range(1, 6) for c in "ABCDE"]
    s = from_dict({"map": E10, "start_cells": E10_START, "phase": "over", "tokens": [[], []],
                   "crops": [c for c in every if c not in E10_START]})
    for seat in (0, 1):
        assert RULES.state_hash(RULES.observation(s, seat)) == RULES.state_hash(s)


def test_an_empty_map_or_a_level_that_is_no_digit_is_refused_whole():
    assert refused(edited(BASE, map="")) == (
        "the map must be the short board (5 rows of 5 cells) or the long board (5 rows of 9)")
    assert refused(edited(BASE, map=E10.replace("S2 S3", "S2 SX", 1))) == (
        "map cells are a terrain letter (D G M S) and a level 1-5, e.g. S2")


def test_a_full_board_without_the_final_loop_is_refused_whole():
    every = [f"{c}{r}" for r in range(1, 6) for c in "ABCDE"]
    full = {"map": E10, "start_cells": E10_START, "tokens": [[], []],
            "crops": [c for c in every if c not in E10_START]}
    assert refused(full, reachable=False) == (
        "every terrain tile is placed: the final loop has started (in_loop) or the game is over")
    assert refused(full | {"phase": "over", "in_loop": [False, True]}, reachable=False) == (
        "over, but a seat is still in the final loop")
    loop = full | {"crops": full["crops"][1:], "pawns": {full["crops"][0]: 0},
                   "phase": "end loop"}
    assert refused(loop | {"in_loop": [False, True]}, reachable=False) == (
        "in_loop must hold one entry per seat, the current one true")
    assert from_dict(loop | {"in_loop": [True, False]}).looping


def supplier_decision():
    """Three co-op seats: P2 discovered grass on B1 with no grass tile on the diversity board;
    P1 and P3 each hold one (the position of test_tiw_final_loop_and_entries.py)."""
    from tiw import play
    s = from_dict({"map": long_map({"A1": "D1"}), "mode": "coop", "players": 3,
                   "stacks": [3, 3, 3], "current": 1, "column": {"grass": 0, "desert": 5},
                   "hands": [{"grass": "N"}, {"desert": "S"}, {"grass": "E"}]})
    play(s, "play desert", "move stack B1")
    return to_dict(s)


PENDING = ("pending: the cell just discovered by that pawn, its terrain on no diversity column "
           "and in two hands or more")


def test_a_pending_discovery_that_does_not_fit_is_refused_whole():
    d = supplier_decision()
    assert from_dict(copy.deepcopy(d)).pending is not None
    # a grass tile still on the diversity board: it would have been taken
    assert refused(d | {"column": d["column"] | {"grass": 1}}, reachable=False) == PENDING
    # the pawn on B1 is not the discoverer's
    assert refused(d | {"pending": {"cell": "B1", "by": 0}}, reachable=False) == PENDING
    # B1's crop is already placed
    assert refused(d | {"discovered": [], "crops": ["B1"]}, reachable=False) == PENDING
    # only one seat holds grass: its tile is given without asking
    assert refused(d | {"hands": [{"grass": "N"}, {}, {}]}, reachable=False) == PENDING


def test_a_queue_after_the_offering_is_refused_whole():
    d = coop_decision(phase="offer", direction="E", moved="E3",
                      pawns={"E3": 0, "E2": "automa"},
                      queue=[{"cell": "E2", "direction": "N"}])
    assert refused(d, reachable=False) == (
        "queue (automa pawns still to react) goes with moved, in phase supplier or automa order")
