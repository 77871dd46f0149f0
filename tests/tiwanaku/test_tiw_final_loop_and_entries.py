"""The final divination loop goes clockwise and skips a seat with no pawn to divine (spec §11.2,
D10), one turn counted per seat's go; a co-op stack pawn entering with arrow N passes through
the crops of column A up to A1 (§7, §12.2); a scenario named in the options keeps the first
player drawn from the game seed (D24); an offering is any subset of the tokens held, each once
(§10, D9); the automa pawns in the moved pawn's line react nearest first (§12.3)."""

from tiw import E10, E10_START, coop, legal_texts, long_map, play

from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.positions import from_dict

EVERY = [f"{c}{r}" for r in range(1, 6) for c in "ABCDE"]


def loop_of_three():
    """E10, every cell with its crop but A1 (S2) and A2 (D1), Red's pawns, and C2 (D5), Cai's;
    Blue's only pawn stands on D1, whose crop is placed: Blue cannot divine. Red starts."""
    return from_dict({"map": E10, "players": 3, "start_cells": E10_START,
                      "crops": [c for c in EVERY if c not in E10_START + ["A1", "A2", "C2"]],
                      "pawns": {"A1": 0, "A2": 0, "D1": 1, "C2": 2}, "phase": "end loop",
                      "in_loop": [True, True, True], "turn": 40})


def test_the_loop_goes_clockwise_past_a_seat_that_cannot_divine():
    s = play(loop_of_three(), "divine A1 2")
    assert s.phase == "divine more" and s.current == 0 and s.turn == 40
    play(s, "stop")  # Red stays in the loop; Blue has nothing to divine and passes for good
    assert (s.phase, s.current, s.in_loop, s.turn) == ("end loop", 2, [True, False, True], 41)
    assert s.history == ["P1 divines A1 = coca: right, +2", "P2 cannot divine: passes"]
    play(s, "pass")  # Cai passes for good: back to Red, still in
    assert (s.phase, s.current, s.in_loop, s.turn) == ("end loop", 0, [True, False, False], 42)
    assert legal_texts(s) == {f"divine A2 {v}" for v in range(1, 6)} | {"pass"}


def test_a_wrong_guess_in_the_loop_leaves_it_for_good():
    s = play(loop_of_three(), "divine A1 2", "stop", "divine C2 1")  # C2 holds quinoa (5)
    assert s.history[-1] == "P3 divines C2 = potato: wrong, it is quinoa, -5"
    assert (s.phase, s.current, s.in_loop) == ("end loop", 0, [True, False, False])
    assert s.score == [12, 10, 5]


def test_the_loop_ends_when_the_last_seat_in_has_nothing_to_divine():
    s = play(loop_of_three(), "divine A1 2", "stop", "pass", "divine A2 1")
    assert s.phase == "over" and s.in_loop == [False, False, False] and s.turn == 43
    # Red: 10 + 2 + 1, then coca and potato offered at the end (+1)
    assert s.score == [14, 10, 10] and s.winners == (0,)
    assert s.history[2:] == ["P1 divines A2 = potato: right, +1", "P1 cannot divine: passes",
                             "final offerings: P1 2 +1", "game over: P1 14, P2 10, P3 10"]


def test_a_stack_pawn_entering_northward_passes_through_column_a_up_to_a1():
    s = coop(crops=["A2", "A3", "A4", "A5"], hands=[{"grass": "N"}, {"grass": "S"}])
    play(s, "play grass")
    # it enters on row 5; A5 to A2 hold crops, so it passes through them to A1 or steps east
    assert legal_texts(s) == {f"move stack {c}" for c in
                              ["A1", "B2", "B3", "B4", "B5", "C5", "D5", "E5", "F5", "G5",
                               "H5", "I5"]}


def test_a_named_scenario_keeps_the_first_player_of_the_game_seed():
    firsts = set()
    for seed in range(8):
        options = {"scenario": "S-N-C-3", "players": 3}
        first = RULES.normalize_options(options, seed)["first_player"]
        assert first == RULES.new_state(options, seed).first_player
        assert RULES.normalize_options(options, seed) == RULES.normalize_options(options, seed)
        firsts.add(first)
    assert len(firsts) > 1  # the seed decides


def test_an_offering_is_any_subset_of_the_tokens_held_each_offered_once():
    every = [f"{c}{r}" for r in range(1, 6) for c in "ABCDE"]
    s = from_dict({"map": E10, "start_cells": E10_START, "phase": "offer",
                   "crops": [c for c in every if c not in E10_START + ["A1"]],
                   "pawns": {"A1": 0}, "tokens": [["potato", "chili", "quinoa"], []]})
    moves = [RULES.format_move(m) for m in RULES.legal_moves(s)]
    assert sorted(moves) == sorted(
        ["no offering", "offer potato", "offer chili", "offer quinoa", "offer potato+chili",
         "offer potato+quinoa", "offer chili+quinoa", "offer potato+chili+quinoa"])


def test_the_automa_pawns_in_the_line_react_nearest_first():
    """Red steps from E2 south to E3 (P) and discovers it; the automa on E4 (1 step) moves away
    south and discovers E5 before the one on E1 (2 steps), blocked by the north edge."""
    s = coop(discovered=["E2"], pawns={"E2": 0, "E1": "automa", "E4": "automa"}, stacks=[3, 4],
             hands=[{"grass": "S"}, {"grass": "N"}])
    play(s, "play grass", "move E2 E3")
    assert s.history == ["P1 plays grass, arrow S", "P1 move E2 E3",
                         "P1 discovers grass on E3: +1", "automa moves E4 S to E5",
                         "automa discovers grass on E5: +1, potato +1",
                         "automa on E1 is blocked going N"]
    assert s.score == [11, 12] and s.phase == "play tile" and s.current == 1
    # the automa's discovery places E5's crop face up and takes its token; Red's E3 has none
    assert s.crop[s.grid.parse("E5")] == 1 and s.crop[s.grid.parse("E3")] is None
    assert s.tokens == [0, 0b1] and s.supply == [1, 2, 2, 2, 2]


def test_a_blocked_automa_pawn_does_not_stop_the_others():
    """The automa on E4 is blocked by Blue's pawn on E5; the one on B3 (3 steps) still moves
    west and discovers A3."""
    s = coop(discovered=["E2"], pawns={"E2": 0, "E5": 1, "E4": "automa", "B3": "automa"},
             stacks=[3, 3], hands=[{"grass": "S"}, {"grass": "N"}])
    play(s, "play grass", "move E2 E3")
    assert s.history[3:] == ["automa on E4 is blocked going S", "automa moves B3 W to A3",
                             "automa discovers grass on A3: +1, potato +1"]


def test_the_team_orders_only_the_automa_pawns_tied_nearest():
    """E4 (1 step) moves first, alone; then E1 and C3 (2 steps each) wait for the team's order."""
    s = coop(discovered=["E2"], pawns={"E2": 0, "E4": "automa", "E1": "automa", "C3": "automa"},
             stacks=[3, 4], hands=[{"grass": "S"}, {"grass": "N"}])
    play(s, "play grass", "move E2 E3")
    assert s.history[3:] == ["automa moves E4 S to E5",
                             "automa discovers grass on E5: +1, potato +1"]
    assert s.phase == "automa order" and legal_texts(s) == {"automa E1", "automa C3"}
    play(s, "automa C3")
    assert s.history[5:] == ["automa moves C3 W to B3",
                             "automa discovers grass on B3: +1, potato +1",  # grass at 2, alone
                             "automa on E1 is blocked going N"]


def test_the_default_supplier_is_the_next_seat_in_turn_order_on_a_tie():
    """D14: the default giver of a missing tile holds the most such tiles, ties going in turn
    order from the active player. Seat 1 (P2) discovers grass with no grass tile on the
    diversity board; P3 and P1 hold one grass tile each: P3 comes first."""
    from lewisclark_desktop.tiwanaku.engine import supplier_order
    s = from_dict({"map": long_map({"A1": "D1"}), "mode": "coop", "players": 3,
                   "stacks": [3, 3, 3], "current": 1, "column": {"grass": 0, "desert": 5},
                   "hands": [{"grass": "N"}, {"desert": "S"}, {"grass": "E"}]})
    play(s, "play desert", "move stack B1")
    assert s.phase == "supplier" and s.pending == (s.grid.parse("B1"), 1)
    assert supplier_order(s, s.grid.parse("B1")) == [2, 0]
    assert [RULES.format_move(m) for m in RULES.legal_moves(s)] == ["tile from P3",
                                                                    "tile from P1"]


def test_destinations_of_a_stack_pawn_entering_northward_include_a1():
    from lewisclark_desktop.tiwanaku.movement import destinations
    s = coop(crops=["A2", "A3", "A4", "A5"], hands=[{"grass": "N"}, {"grass": "S"}])
    found = {s.grid.name(c) for c in destinations(s, 0, None, "N")}
    assert found == {"A1", "B2", "B3", "B4", "B5", "C5", "D5", "E5", "F5", "G5", "H5", "I5"}
