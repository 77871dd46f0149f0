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
