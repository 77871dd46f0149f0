"""How Normal plays: what it proves, how it spares the automa, when it divines and offers."""

from tiw import E10, long_map, play

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.bots.tiwanaku.automa_forecast import automa_discoveries
from lewisclark_desktop.bots.tiwanaku.crop_logic import proven_candidates
from lewisclark_desktop.bots.tiwanaku.deduction import candidates
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.positions import from_dict

AUTOMA = 9


def normal_move(s, seed=0):
    return RULES.format_move(make_bot("normal", seed).choose(RULES, RULES.observation(s, s.current)))


def coop(cells=None, **extra):
    d = {"map": long_map(cells or {}), "mode": "coop", "players": 2, "stacks": [4, 4],
         "hands": [{"grass": "SE", "desert": "N"}, {"grass": "S", "desert": "N"}]}
    d.update(extra)
    return from_dict(d)


# -- what public information proves
def test_an_area_no_tile_can_extend_is_complete():
    # E10: every other Swamp cell is out, so no Swamp tile is left: the Swamp area C5 D5 cannot
    # grow into B5, C4 or D4, and with the Coca on D5 the pawn on C5 stands on the Potato
    s = from_dict({"map": E10, "start_cells": ["A5", "B1", "D2", "E5"],
                   "discovered": ["A1", "B2", "C1", "C5"], "crops": ["D5"],
                   "pawns": {"C5": 0}, "stacks": [4, 5]})
    o = RULES.observation(s, 0)
    c5 = s.grid.parse("C5")
    assert candidates(o)[c5] == {1, 3, 4, 5}  # the area-by-neighbours rule alone
    assert proven_candidates(o)[c5] == {1}
    assert normal_move(s) == "divine C5 1"
    play(s, "divine C5 1")
    assert s.score[0] == 11


def test_proofs_never_exclude_the_true_crop_in_bot_games():
    for options in ({"mode": "coop", "players": 2}, {"players": 3, "board": "long"}):
        s = RULES.new_state(options, 5)
        bots = [make_bot("normal", k) for k in range(s.players)]
        proofs = 0
        while not RULES.is_over(s):
            o = RULES.observation(s, s.current)
            for cell, levels in proven_candidates(o).items():
                assert s.scenario.crop[cell] in levels, s.grid.name(cell)
                proofs += len(levels) == 1
            RULES.apply(s, bots[s.current].choose(RULES, o))
        assert proofs > 0


# -- co-op: the automa
def test_the_forecast_matches_the_automa_reaction():
    s = coop({"G3": "G2"}, crops=["G3"], discovered=["C3"],
             pawns={"C3": 0, "E3": "automa", "F3": "automa"}, column={"grass": 42},
             hands=[{"grass": "E"}, {"grass": "S"}])
    play(s, "play grass")  # arrow E
    g = s.grid
    forecast = automa_discoveries(RULES.observation(s, 0), g.parse("C3"), g.parse("D3"), 0)
    play(s, "move C3 D3")
    assert sorted(g.name(i) for i in forecast) == ["H3", "I3"]
    assert all(s.pawns[i] == AUTOMA and s.crop[i] is not None for i in forecast)


def test_normal_enters_where_no_automa_can_discover():
    # arrow S: a stack pawn enters on row 1; an automa in every column but I would move south
    # onto new land, so I1 is the one entry that gives the automa nothing
    automa = {f"{col}3": "automa" for col in "ABCDEFGH"}
    s = coop(pawns=automa, phase="action", direction="S")
    assert normal_move(s) == "move stack I1"


def test_normal_plays_the_tile_whose_arrow_reaches_new_land():
    # row 5 is all discovered and crop-less: arrow N (desert) could only enter there; arrow S
    # (grass) enters row 1, where every cell is new land
    row5 = [f"{col}5" for col in "ABCDEFGHI"]
    s = coop(discovered=row5, hands=[{"grass": "S", "desert": "N"}, {"grass": "S"}])
    assert normal_move(s) == "play grass"


# -- co-op: when to divine
def proven_potato(hands):
    # a lone Desert cell C3 closed in by discovered Grass: the pawn on it stands on a Potato
    return coop({"C3": "D1"}, discovered=["B3", "D3", "C2", "C4"], pawns={"C3": 0},
                stacks=[3, 4], phase="action", direction="S", hands=hands)


def test_a_proven_potato_waits_while_new_land_pays_more():
    move = normal_move(proven_potato([{"grass": "SE"}, {"grass": "S"}]))
    assert move.startswith("move stack ")  # the pawn on C3 stays for later


def test_the_last_turn_divines_the_proven_crop():
    s = proven_potato([{}, {"grass": "S"}])  # this seat has played its last tile
    assert normal_move(s) == "divine C3 1"


# -- offering
def test_a_competitive_normal_cashes_three_tokens_when_a_duplicate_is_coming():
    # Red holds Potato, Coca and Chili and stands on a proven Potato (C5, as above): handing
    # the set in now lets that Potato bring a token again
    s = from_dict({"map": E10, "start_cells": ["A5", "B1", "D2", "E5"],
                   "discovered": ["A1", "B2", "C1", "C5"], "crops": ["D5"],
                   "pawns": {"C5": 0}, "stacks": [4, 5], "phase": "offer",
                   "tokens": [[1, 2, 3], []]})
    assert normal_move(s) == "offer potato+coca+chili"


def test_two_tokens_and_much_land_left_are_kept():
    s = from_dict({"map": E10, "start_cells": ["A5", "B1", "D2", "E5"], "stacks": [5, 5],
                   "phase": "offer", "tokens": [[1, 2], []]})
    assert normal_move(s) == "no offering"
