"""The end of a co-op game (spec §12.4): when no seat holds a tile at the end of a turn, the team
hands in its tokens, then the automa hands in its own, the automa scores one point per cell
without a terrain tile, and the team wins only with more points than the automa (a tie goes to
the automa). Offerings score 0/1/3/6/10 for 1-5 different tokens (§10, E4)."""

from tiw import long_map, play

from lewisclark_desktop.tiwanaku.positions import from_dict


def last_turn(scores, team, automa, hidden=("A1", "B1")):
    """Seat 0 to act, nobody holding a tile: its turn is the last. The cells `hidden` (desert on
    a long board of grass 1) have no terrain tile; every other cell has its crop."""
    m = long_map({c: "D1" for c in hidden})
    g = from_dict({"map": m}).grid
    every = [g.name(i) for i in range(g.n)]
    supply = [2 - sum(1 for held in (team, automa) if crop in held)
              for crop in ("potato", "coca", "chili", "corn", "quinoa")]
    return from_dict({"map": m, "mode": "coop", "players": 2, "phase": "action",
                      "crops": [c for c in every if c not in hidden], "scores": list(scores),
                      "tokens": [list(team), list(automa)], "supply": supply,
                      "hands": [{}, {}], "stacks": [4, 4], "column": {"desert": len(hidden)}})


def test_a_tie_at_the_end_goes_to_the_automa():
    s = play(last_turn([20, 20], ["potato", "coca", "corn"], ["chili", "quinoa"]),
             "pass", "no offering")
    # team: three tokens +3; automa: two tokens +1 and two cells without a tile +2
    assert s.phase == "over" and s.score == [23, 23] and s.winners == ()
    assert s.tokens == [0, 0] and s.supply == [2, 2, 2, 2, 2]
    assert s.history[-2:] == ["automa offers 2 tokens: +1", "game over: team 23, automa 23"]


def test_the_team_wins_with_one_point_more():
    s = play(last_turn([21, 20], ["coca", "chili", "corn"], ["potato", "quinoa"]),
             "pass", "no offering")
    assert s.score == [24, 23] and s.winners == (0, 1)
    assert s.tokens == [0, 0] and s.supply == [2, 2, 2, 2, 2]
    assert s.history[-1] == "game over: team 24, automa 23"


def test_an_offering_in_the_last_turn_comes_before_the_final_ones():
    """The team offers Coca (+0), the automa then offers both its tokens (+1) at once; at the
    end the team hands in Potato and Corn (+1) and the automa has nothing left to offer."""
    s = play(last_turn([20, 20], ["potato", "coca", "corn"], ["chili", "quinoa"]),
             "pass", "offer coca")
    assert s.score == [21, 23] and s.winners == ()
    assert s.history[-3:] == ["P1 offers 1 tokens: +0", "automa offers 2 tokens: +1",
                              "game over: team 21, automa 23"]
    assert s.supply == [2, 2, 2, 2, 2] and s.tokens == [0, 0]


def test_five_different_tokens_score_ten_at_the_end():
    s = play(last_turn([10, 10], ["potato", "coca", "chili", "corn", "quinoa"], [], hidden=()),
             "pass", "no offering")
    # every cell has its tile: the automa scores nothing more
    assert s.score == [20, 10] and s.winners == (0, 1)
    assert s.history[-1] == "game over: team 20, automa 10"


def test_the_automa_scores_one_point_per_cell_without_a_tile():
    s = play(last_turn([30, 10], [], [], hidden=("A1", "C2", "E5")), "pass")
    assert s.phase == "over" and s.score == [30, 13] and s.winners == (0, 1)
    assert s.history[-1] == "game over: team 30, automa 13"
