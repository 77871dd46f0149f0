"""The steps between phases (rules spec §5, D13): the turn key (docs/positions-elfenland.md:
`turn` "grows at every new turn", the undo policy's turn key) at each hand-over, checked on
positions built by hand and moves played in text form."""

from elf import table


def test_the_last_pass_of_phase_4_hands_the_start_player_a_new_turn():
    """Three passes in a row end phase 4 (§9 example 6); the journeys begin with a turn
    number above every turn of phase 4."""
    t = table(players=3).counters(0, secret="pig").counters(1, secret="troll") \
        .counters(2, secret="dragon").phase("place", current=0, passes=0)
    turns = []
    for _ in range(3):
        assert t.s.phase == "place"
        turns.append(t.s.turn)
        t.play("pass")
    assert t.s.phase == "travel" and t.s.current == 0
    assert turns == sorted(set(turns))  # each pass was a turn of its own
    assert t.s.turn > turns[-1]


def _pig_roads_full(t):
    """Every plain and forest road (the only ones a pig may lie on, §3) holds a counter, a
    dragon among them."""
    plain = [f"r{k:02d}" for k in range(1, 9)]
    forest = [f"r{k:02d}" for k in range(9, 21)]
    t.road(plain[0], "dragon")
    for edge in plain[1:]:
        t.road(edge, "troll")
    for edge in forest[:8]:
        t.road(edge, "elfcycle")
    for edge in forest[8:]:
        t.road(edge, "cloud")
    return t


def test_a_player_whose_counters_fit_no_empty_road_is_passed_and_the_pass_counts():
    """D13: seat 0 holds only a pig and has used its obstacle; every road a pig may lie on is
    taken (one by a dragon). Seat 1 passes, seat 0 is passed for it: two passes in a row end
    phase 4 with two players."""
    t = _pig_roads_full(table(players=2)).counters(0, open="pig").counters(1, secret="unicorn")
    t.obstacle("r01", 0).phase("place", current=1, passes=0)
    assert t.legal()[-1] == "pass" and len(t.legal()) > 1  # seat 1 may still place
    t.play("pass")
    assert t.s.phase == "travel" and t.s.current == t.s.start_player


def test_a_player_with_a_counter_that_fits_an_empty_road_is_asked():
    """The same board with one forest road left empty: seat 0 may place its pig there, so it
    is asked (and may still pass)."""
    t = table(players=2)
    plain = [f"r{k:02d}" for k in range(1, 9)]
    t.road(plain[0], "dragon")
    for edge in plain[1:]:
        t.road(edge, "troll")
    for edge in [f"r{k:02d}" for k in range(9, 20)]:  # r20 (Yttar-Usselen) stays empty
        t.road(edge, "elfcycle" if edge < "r17" else "cloud")
    t.counters(0, open="pig").counters(1, secret="unicorn").obstacle("r01", 0)
    t.phase("place", current=1, passes=0).play("pass")
    assert t.s.phase == "place" and t.s.current == 0
    assert t.legal() == ["place pig r20", "pass"]


def test_an_unused_obstacle_with_no_counter_on_the_board_is_no_reason_to_ask():
    """D13, D14: an obstacle goes only on a road with a counter. Seat 0 holds no counter and
    its obstacle, the board is empty: it is passed, and phase 4 ends."""
    t = table(players=2).counters(0).counters(1, secret="unicorn")
    t.phase("place", current=1, passes=0).play("pass")
    assert t.s.phase == "travel"


def test_an_unused_obstacle_and_a_dragon_on_a_road_make_a_choice():
    """D14: seat 0 holds no counter, but a dragon lies on r01 without an obstacle: seat 0 is
    asked, and may put its obstacle there or pass."""
    t = table(players=2).road("r01", "dragon").counters(0).counters(1, secret="unicorn")
    t.phase("place", current=1, passes=0).play("pass")
    assert t.s.phase == "place" and t.s.current == 0
    assert t.legal() == ["obstacle r01", "pass"]


def test_a_hand_of_exactly_four_cards_is_kept_whole_without_asking():
    """D6: a player with 4 cards or fewer keeps them all (no choice), so the first question
    of seat 0's round end is the counter to keep (D5: two kinds to choose from)."""
    t = table(players=2).phase("keep-cards", current=0)
    t.hand(0, "pig cloud raft dragon").counters(0, secret="troll", open="unicorn")
    t.hand(1, "pig pig cloud cloud raft").counters(1)
    s = t.s
    assert s.phase == "keep-counter" and s.current == 0
    assert t.hand_of(0) == {"dragon": 1, "cloud": 1, "pig": 1, "raft": 1}
    t.play("keep-counter unicorn")
    assert t.s.phase == "keep-cards" and t.s.current == 1  # seat 1's five cards: a choice
    assert t.hand_of(0) == {"dragon": 1, "cloud": 1, "pig": 1, "raft": 1}


def test_counters_of_one_kind_keep_one_secret_and_the_others_go_back_to_the_stack():
    """D5: one counter is kept (nothing to choose when all are of one kind); the others go
    back to the counter stack, so all 48 counters are still in the game."""
    t = table(players=2).phase("keep-cards", current=0)
    t.hand(0, "pig cloud").counters(0, secret="pig", open="pig pig")
    t.hand(1, "pig pig cloud cloud raft").counters(1, secret="troll")
    stack_before = len(t.d["supply"])
    s = t.s
    assert s.phase == "keep-cards" and s.current == 1  # seat 0 had nothing to choose
    assert s.players[0].secret == [5] and s.players[0].open == []  # one pig, now secret
    assert len(s.supply) == stack_before + 2
    held = sum(len(p.secret) + len(p.open) for p in s.players)
    assert len(s.supply) + len(s.display) + held + sum(x >= 0 for x in s.roads) == 48
