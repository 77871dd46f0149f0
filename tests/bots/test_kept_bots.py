"""Bots that learn across decisions (Tiwanaku's co-op Normal and its pool of sampled maps) are
kept per seat of a running table, in the window's bot worker as in a tournament; others are
made afresh for every decision."""

from lewisclark_desktop import bot_process, games
from lewisclark_desktop.tiwanaku.game import RULES


def test_a_learning_bot_is_kept_per_seat_and_table_and_plays_as_in_a_tournament():
    bot_process._kept.clear()
    entry = games.get("tiwanaku")
    s = RULES.new_state({"mode": "coop", "players": 2, "level": "normal"}, 3)
    tournament_bots = [entry.make_bot("normal", 50 + k) for k in range(2)]
    for _ in range(120):
        if RULES.is_over(s):
            break
        seat = s.current
        o = RULES.observation(s, seat)
        # the window: a new seed for every decision, the same key for the seat at this table
        kept = bot_process.kept_bot(entry, "normal", 50 + seat, f"1:{seat}")
        move = kept.choose(RULES, o)
        assert move == tournament_bots[seat].choose(RULES, o)
        RULES.apply(s, move)
    assert kept is bot_process.kept_bot(entry, "normal", 999, f"1:{seat}")
    assert kept.pool.maps  # what it learnt is still there for its next decision
    assert bot_process.kept_bot(entry, "normal", 50 + seat, f"2:{seat}") is not kept  # a new table


def test_other_bots_are_made_afresh_for_every_decision():
    bot_process._kept.clear()
    entry = games.get("elfenland")
    first = bot_process.kept_bot(entry, "normal", 1, "1:0")
    assert bot_process.kept_bot(entry, "normal", 1, "1:0") is not first
    assert not bot_process._kept
