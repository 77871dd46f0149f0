"""D29: a game in which no Camp advances for QUIET_ROUNDS_END_GAME whole rounds ends (issue 34,
point 8), as positions + moves.

The dead end of the issue (tests/data/lc_deadend_g2.json, from ../shared/repro/) is a 3-player
position at turn 5,000 of random self-play from which no Camp can ever advance (a full search
of its 21,270 reachable positions), yet every round has actions, so D28 never ends it.
"""

import json

import pytest

from lewisclark_desktop.bots.random_bot import RandomBot
from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.lewisclark import engine, positions
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.ui.controller import Seat
from lewisclark_desktop.ui.game_log import line_text, log_lines
from lc import table
from project import DATA

DEAD_END = DATA / "lc_deadend_g2.json"
LIMIT = engine.QUIET_ROUNDS_END_GAME


def dead_end(quiet_turns=None):
    d = json.loads(DEAD_END.read_text())
    if quiet_turns is not None:
        d["quiet_turns"] = quiet_turns
    return positions.from_dict(d)


def play_turn(stack, bot):
    """Play the current seat's moves (chosen by `bot`) up to and including its `end`."""
    seat, turn = stack.state.current, stack.state.turn
    while not stack.state.over and (stack.state.current, stack.state.turn) == (seat, turn):
        stack.apply(bot.choose(RULES, RULES.observation(stack.state, seat)))


def test_the_dead_end_of_the_issue_ends_after_the_limit_with_the_most_advanced_camp_winning():
    s = dead_end()
    assert s.turn == 5000 and not s.over and "quiet_turns" not in json.loads(DEAD_END.read_text())
    camps = [p.camp for p in s.players]
    bot = RandomBot(7)
    while not s.over and s.turn < 6000:
        engine.apply(s, bot.choose(RULES, s))
    assert s.over and engine.ended_quiet(s) and not engine.ended_stalled(s)
    # The turn in progress when the position was taken was the first of the LIMIT rounds.
    assert s.turn == 5000 + LIMIT * 3 - 1
    assert [p.camp for p in s.players] == camps == [5, 5, 5]
    # D28's order: the most advanced Camp, then Scout, then the first to move after this turn.
    order = [(s.current + 1 + k) % 3 for k in range(3)]
    best = max((s.players[seat].camp, s.players[seat].scout) for seat in order)
    assert s.winner == next(seat for seat in order
                            if (s.players[seat].camp, s.players[seat].scout) == best)


@pytest.mark.parametrize("seed", range(4))
def test_any_play_from_the_dead_end_ends_within_the_limit(seed):
    s = dead_end()
    bot = RandomBot(seed)
    while not s.over and s.turn < 5000 + LIMIT * 3:
        engine.apply(s, bot.choose(RULES, s))
    assert s.over and (engine.ended_quiet(s) or engine.ended_stalled(s))


def test_the_rule_does_not_fire_one_round_early():
    stack = CommandStack(RULES, dead_end(quiet_turns=LIMIT * 3 - 4), PRACTICE)
    bot = RandomBot(3)
    for _ in range(3):  # the 3 turns of one whole round: LIMIT * 3 - 1 turns ended
        play_turn(stack, bot)
        assert not stack.state.over
    assert engine.quiet_turns_left(stack.state) == 1
    play_turn(stack, bot)
    assert stack.state.over and engine.ended_quiet(stack.state)
    assert stack.state.quiet_turns == LIMIT * 3


def test_a_camp_that_advances_starts_the_count_again():
    t = table(players=2)
    t.hand(0, "seaman")  # 1 day lost: the Scout goes back from 12 to 11, the Camp goes up to 11
    t.indians(0, 0)
    t.scout(0, 12, camp=8)
    t.s.quiet_turns = LIMIT * 2 - 1
    t.play("camp")
    assert t.p(0).camp == 11 and t.s.quiet_turns == 0
    t.play("end")  # the turn of the advance ends: one turn ended since the advance
    assert not t.s.over and t.s.quiet_turns == 1


def test_a_camp_that_does_not_advance_leaves_the_count_alone():
    t = table(players=2)
    t.hand(0, "seaman", "york")  # 2 days lost: the Scout goes back from 10 to 8, behind the Camp
    t.indians(0, 0)
    t.scout(0, 10, camp=10)
    t.s.quiet_turns = 5
    t.play("camp")
    assert t.p(0).camp == 10 and t.s.quiet_turns == 5


def test_the_solo_game_is_left_to_mackenzie():
    t = table(players=1, solo_level=0)
    t.s.quiet_turns = 10**5
    t.play("village hunting x1", "gain food", "end")
    assert not t.s.over and engine.quiet_turns_left(t.s) is None


def test_undo_and_redo_across_the_end():
    stack = CommandStack(RULES, dead_end(quiet_turns=LIMIT * 3 - 1), PRACTICE)
    play_turn(stack, RandomBot(5))
    assert stack.state.over and engine.ended_quiet(stack.state)
    end_hash = positions.state_hash(stack.state)
    stack.undo()
    assert not stack.state.over and stack.state.quiet_turns == LIMIT * 3 - 1
    assert engine.legal_moves(stack.state)
    stack.redo()
    assert stack.state.over and engine.ended_quiet(stack.state)
    assert positions.state_hash(stack.state) == end_hash


def random_game_to_its_quiet_end(players, seed):
    stack = CommandStack(RULES, RULES.new_state({"players": players}, seed))
    bots = [RandomBot(seed * 31 + k) for k in range(players)]
    while not stack.state.over:
        s = stack.state
        stack.apply(bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    assert engine.ended_quiet(stack.state)
    return stack


def test_a_game_ended_by_the_rule_saves_and_replays(tmp_path):
    stack = random_game_to_its_quiet_end(2, 0)
    assert stack.state.turn < 5000
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "bot", "level": "random"}]
    path = tmp_path / "quiet.lcsave"
    savefile.save(path, RULES, stack, RULES.normalize_options({"players": 2}, 0), 0, seats)
    game, loaded = savefile.load(path, RULES)
    assert game.provenance == savefile.GENUINE
    assert loaded.state.over and engine.ended_quiet(loaded.state)
    assert loaded.state.winner == stack.state.winner
    assert positions.to_dict(loaded.state) == positions.to_dict(stack.state)


def test_the_position_format_round_trips_the_count_and_the_hash_ignores_it():
    s = dead_end(quiet_turns=17)
    d = positions.to_dict(s)
    assert d["quiet_turns"] == 17
    assert positions.from_dict(d).quiet_turns == 17
    assert positions.to_dict(positions.from_dict(d)) == d
    # Older positions and save files: a missing count is 0, and the hash does not change.
    assert positions.state_hash(s) == positions.state_hash(dead_end())
    d["quiet_turns"] = -1
    with pytest.raises(positions.PositionError, match="quiet_turns"):
        positions.from_dict(d)


def test_the_log_says_why_the_game_ended():
    stack = CommandStack(RULES, dead_end(quiet_turns=LIMIT * 3 - 1), PRACTICE)
    play_turn(stack, RandomBot(5))
    last = log_lines(stack)[-1]
    seats = [Seat("Ann", "blue"), Seat("Bob", "orange"), Seat("Cy", "yellow")]
    assert last.seat == stack.state.winner
    assert line_text(last, seats) == (
        f"{seats[stack.state.winner].name}: wins: no Camp advanced for {LIMIT} rounds, which "
        "ends the game (the most advanced Camp wins).")
