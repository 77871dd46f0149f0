"""Undo policy (turn_key, reveal_count), the move text form, and the JSON position reader."""

import json

import pytest
from elf import table
from hypothesis import given, settings
from hypothesis import strategies as st

from lewisclark_desktop.core.commands import STRICT, CommandStack
from lewisclark_desktop.core.game import GameRules, IllegalMoveError
from lewisclark_desktop.elfenland import positions
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.moves import format_move, parse_move


def test_steps_of_a_journey_can_be_undone_within_the_turn():
    t = table(players=2).phase("travel", current=0).hand(0, "troll troll").road("r01", "troll")
    stack = CommandStack(RULES, positions.load_dict(t.d), STRICT)
    stack.apply_text("move r01")
    assert stack.can_undo()
    stack.undo()
    assert stack.state.players[0].boot == 0 and stack.state.players[0].hand[2] == 2
    stack.apply_text("move r01")
    stack.apply_text("end")
    assert not stack.can_undo() and "earlier turn" in stack.undo_reason()


def test_taking_a_counter_reveals_one_and_cannot_be_undone():
    stack = CommandStack(RULES, RULES.new_state({"players": 3}, 4), STRICT)
    stack.apply_text("draw")
    assert stack.done[-1].revealed and not stack.can_undo()
    with pytest.raises(IllegalMoveError):
        stack.undo()


def test_a_placement_is_a_whole_turn():
    t = table(players=2).counters(0, open="troll").counters(1, open="pig")
    stack = CommandStack(RULES, positions.load_dict(t.phase("place", current=0).d), STRICT)
    key = RULES.turn_key(stack.state)
    stack.apply_text("place troll r01")
    assert RULES.turn_key(stack.state) != key and not stack.can_undo()


def test_the_last_round_end_choice_deals_new_cards_a_reveal():
    t = table(players=2).phase("keep-cards", current=0).counters(0).counters(1).hand(1, "pig")
    stack = CommandStack(RULES, positions.load_dict(t.d), STRICT)
    reveals = RULES.reveal_count(stack.state)
    stack.apply_text("keep " + "+".join(_four(stack.state)))
    assert RULES.reveal_count(stack.state) > reveals and stack.state.round == 2
    assert stack.done[-1].revealed and not stack.can_undo()


def _four(s):
    from lewisclark_desktop.elfenland.components import CARD_TYPES
    cards = [CARD_TYPES[c] for c, n in enumerate(s.players[0].hand) for _ in range(n)]
    return cards[:4]


@pytest.mark.parametrize("text", [
    "take troll", "draw", "place troll r12", "place secret:cloud r31", "obstacle r21", "pass",
    "move r12", "move w3", "move r21 caravan:dragon+troll+pig+raft", "end",
    "keep dragon+dragon+unicorn+raft", "keep -", "keep-counter elfcycle"])
def test_move_text_round_trips(text):
    assert format_move(parse_move(text)) == text


@pytest.mark.parametrize("text, words", [
    ("", "empty"), ("fly r12", "unknown move"), ("take boat", "unknown counter"),
    ("place troll r99", "unknown road"), ("move r12 pay:troll", "caravan:"),
    ("keep dragon+gold", "unknown travel card"), ("draw 2", "wrong number"),
    ("move r12 caravan:", "unknown travel card")])
def test_unreadable_moves_say_why(text, words):
    with pytest.raises(ValueError, match=words):
        parse_move(text)


def test_caravan_cards_are_written_in_one_canonical_order():
    assert format_move(parse_move("move r21 caravan:raft+pig+dragon")) == \
        "move r21 caravan:dragon+pig+raft"


def test_position_dump_and_load_round_trip():
    s = RULES.new_state({"players": 4, "variant": True}, 8)
    text = positions.dumps(s)
    again = positions.loads(text)
    assert positions.to_dict(again) == positions.to_dict(s)
    assert positions.state_hash(again) == positions.state_hash(s)


def _pos(**changes):
    d = positions.to_dict(RULES.new_state({"players": 3}, 2))
    d.update(changes)
    return d


@pytest.mark.parametrize("edit, words", [
    (lambda d: d.update(format="x"), "not an Elfenland position"),
    (lambda d: d.update(version=9), "version"),
    (lambda d: d.update(round=5), "round must be a whole number from 1 to 4"),
    (lambda d: d.update(phase="dance"), "phase must be one of draw"),
    (lambda d: d.update(current=3), "not a seat"),
    (lambda d: d["deck"].pop(), "do not add up"),
    (lambda d: d["supply"].append("pig"), "do not add up"),
    (lambda d: d.update(roads={"r22": d["supply"].pop() and "pig"}), "cannot lie"),
    (lambda d: d.update(roads={"w1": "troll"}), "cannot lie"),
    (lambda d: d["players"][0].update(boot="atlantis"), "unknown town"),
    (lambda d: d["players"][0].update(visited=["elvenhold"]), "no markers"),
    (lambda d: d["players"][1].update(colour="red"), "same colour"),
    (lambda d: d.update(obstacles={"r01": 0}), "only on a road with a counter"),
    (lambda d: d["players"][0].update(destination="beata"), "needs the variant"),
    (lambda d: d.update(players=d["players"][:1]), "2 to 6"),
])
def test_bad_positions_are_refused_with_the_reason(edit, words):
    d = _pos()
    edit(d)
    with pytest.raises(positions.PositionError, match=words):
        positions.load_dict(d)


def test_bad_json_names_the_line():
    with pytest.raises(positions.PositionError, match="line 1"):
        positions.loads("{nope")
    d = json.loads(positions.dumps(RULES.new_state({"players": 2}, 1)))
    assert positions.load_dict(d).num_players == 2


JUNK = [None, True, -1, 7, 99, 2.5, "", "?", "pig", "r01", "elvenhold", [], ["pig"], {}, {"x": 1}]


def _leaves(node, path=()):
    """Paths to the values of a position (long lists: their first and last items only)."""
    keys = list(node) if isinstance(node, dict) else list(range(len(node)))
    if isinstance(node, list) and len(keys) > 2:
        keys = [keys[0], keys[-1]]
    for k in keys:
        yield path + (k,)
        if isinstance(node[k], (dict, list)):
            yield from _leaves(node[k], path + (k,))


@pytest.mark.parametrize("observed", [False, True])
def test_damaged_positions_are_refused_with_a_position_error_never_a_crash(observed):
    s = RULES.new_state({"players": 3, "variant": True}, 1)
    base = positions.to_dict(RULES.observation(s, 1) if observed else s)
    for path in _leaves(base):
        for junk in JUNK:
            d = json.loads(json.dumps(base))
            node = d
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = junk
            try:
                positions.load_dict(d)
            except positions.PositionError as exc:
                assert str(exc)


WORDS = ["take", "draw", "place", "obstacle", "pass", "move", "end", "keep", "keep-counter",
         "troll", "secret:pig", "secret:", "r12", "w3", "l1", "r99", "caravan:pig+raft+cloud",
         "caravan:", "pig+pig+raft+dragon", "-", "+", "raft", "x"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=0, max_size=4) | st.text(max_size=30))
def test_any_text_is_read_or_refused_with_a_reason(words):
    text = words if isinstance(words, str) else " ".join(words)
    stack = CommandStack(RULES, RULES.new_state({"players": 2}, 3), STRICT)
    try:
        move = parse_move(text)
    except ValueError as exc:
        assert str(exc)
        return
    assert parse_move(format_move(move)) == move
    before = positions.state_hash(stack.state)
    try:
        stack.apply(move)
    except IllegalMoveError as exc:
        assert str(exc) and positions.state_hash(stack.state) == before


def test_rules_offer_every_method_of_the_core_interface():
    wanted = [n for n in vars(GameRules) if not n.startswith("_")]
    assert "seat_problem" in wanted and all(callable(getattr(RULES, n)) for n in wanted)
    assert RULES.name == "elfenland"
    s = RULES.new_state({"players": 3}, 1)
    assert RULES.current_player(s) == s.start_player and not RULES.is_over(s)
    assert RULES.winner(s) is None
