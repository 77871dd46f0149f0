"""The automa reaction of spec §12.3, one step at a time (co-op, long board)."""

from tiw import coop, legal_texts, play


AUTOMA = 9


def automa_cells(s):
    return sorted(s.grid.name(i) for i, p in enumerate(s.pawns) if p == AUTOMA)


def test_step1_no_automa_in_the_row_or_column_means_nothing_happens():
    s = coop(discovered=["C3"], pawns={"C3": 0, "F2": "automa"}, column={"grass": 44})
    play(s, "play grass", "move C3 D3")
    assert automa_cells(s) == ["F2"] and s.score[1] == 10 and s.phase == "play tile"


def test_step3_4_moves_straight_away_and_stops_on_a_discovered_empty_cell():
    s = coop(discovered=["C3", "F3"], pawns={"C3": 0, "E3": "automa", "D1": "automa"},
             column={"grass": 43})
    play(s, "play grass", "move C3 D3")  # P = D3: E3 is east (moves E), D1 north (moves N)
    assert automa_cells(s) == ["D1", "F3"]  # D1 is at the edge: it stays
    assert s.score[1] == 10  # F3 was already discovered: nothing gained


def test_step4_a_player_pawn_blocks_and_the_automa_stays():
    s = coop(discovered=["C3", "H3"], pawns={"C3": 0, "F3": "automa", "G3": 1},
             column={"grass": 42})
    play(s, "play grass", "move C3 D3")
    assert automa_cells(s) == ["F3"]


def test_step4_passes_crops_and_other_automa_pawns():
    s = coop({"G3": "G2"}, crops=["G3"], discovered=["C3"],
             pawns={"C3": 0, "E3": "automa", "F3": "automa"}, column={"grass": 42})
    play(s, "play grass", "move C3 D3")
    # E3 is nearest: it passes F3 (automa) and G3 (crop) and discovers H3; then F3 moves on to
    # the next free cell east of it
    assert automa_cells(s) == ["H3", "I3"]
    # two Grass discoveries (Grass marker to 1, then 2: +1 each) and two Potatoes (+1 each)
    assert s.score[1] == 10 + (1 + 1) + (1 + 1) and s.tokens[1] == 0b1


def test_step5_automa_discovery_with_an_empty_column_asks_who_supplies():
    s = coop({"G3": "M2"}, discovered=["C3"], pawns={"C3": 0, "F3": "automa"},
             column={"grass": 44, "mountain": 0},
             hands=[{"grass": "E", "mountain": "N"}, {"grass": "S", "mountain": "WE"}])
    play(s, "play grass", "move C3 D3")
    assert s.phase == "supplier"
    assert legal_texts(s) == {"tile from P1", "tile from P2"}
    play(s, "tile from P1")
    assert automa_cells(s) == ["G3"] and s.hands[0][2] == [] and s.score[1] == 10 + 1 + 2
    assert s.tokens[1] == 0b10  # it takes the Coca token


def test_step2_equal_distances_are_ordered_by_the_active_player():
    s = coop(discovered=["C3"], pawns={"C3": 0, "D1": "automa", "D5": "automa"},
             column={"grass": 43})
    play(s, "play grass", "move C3 D3")
    assert s.phase == "automa order" and legal_texts(s) == {"automa D1", "automa D5"}
    play(s, "automa D5")
    assert automa_cells(s) == ["D1", "D5"]  # both at the edge: nobody moves, order still asked
