"""Every refusal of a move gives its reason word for word (rules §3, §4, §9, §10; D4, D17,
D20, D22): the player reads these in the status line, so a reason is pinned whole, the move
echoed first. tests/lewisclark/test_turn.py checks that each reason names the right thing;
here the whole text is fixed, and each state that leads to a refusal is built by play."""

import pytest
from lc import seaman_into_full_boats, table


def fresh():
    """Seat 0 to move at the start of a 2-player game: 3 Indians, no resources, the start hand
    (the Blue starting characters: Lewis, Cruzatte, McNeal, Seaman, Willard, Windsor)."""
    t = table(players=2)
    t.res(0)
    return t.indians(0, 3)


def refused_whole(t, text):
    msg = t.refused(text)
    assert msg.startswith(text + ": "), msg
    return msg[len(text) + 2:]


# ---------------------------------------------------------------- at the start of a turn

@pytest.mark.parametrize("text, reason", [
    ("play york support:seaman", "that card is not in your hand"),
    ("play seaman support:seaman", "the support card must be another card from your hand"),
    ("play seaman support:york", "the support card must be another card from your hand"),
    # D17: a Strength of 1 to 3; with no support and no Indian it is 0; Cruzatte (Strength 2)
    # and 2 Indians make 4.
    ("play seaman", "strength must be 1 to 3 (this is 0)"),
    ("play seaman support:pierre-cruzatte indians:2", "strength must be 1 to 3 (this is 4)"),
    ("play seaman indians:4", "not enough Indians in your boats"),
    ("village nowhere x1", "there is no Village location called 'nowhere'"),
    ("village hunting x2", "that location takes exactly one Indian"),  # D4
    ("village canoe x4", "not enough Indians in your boats"),
    ("village canoe x0", "send 1 to 3 Indians at a time"),  # D4
    ("recruit slot5", "you cannot pay the Equipment and Furs"),
    ("recruit slot6", "there is no card on that Journal page"),
    ("recruit slot1 discount:york", "the discount card must come from your hand"),
    ("end", "you must take an action before ending your turn"),
    ("drop wood", "no effect is being resolved now"),
    ("indians 2", "no effect is being resolved now"),
    ("forward 2", "no effect is being resolved now"),
])
def test_a_refusal_at_the_start_of_a_turn_gives_its_reason_whole(text, reason):
    assert refused_whole(fresh(), text) == reason


def test_a_full_location_is_full_until_an_interpreter_gathers_the_indians():
    t = fresh().village(hunting=1)
    assert (refused_whole(t, "village hunting x1")
            == "that location is full until an Interpreter gathers the Indians")


@pytest.mark.parametrize("action", ["village canoe x1", "play meriwether-lewis support:seaman"])
def test_a_second_action_in_the_turn_is_refused_whole(action):
    t = fresh()
    t.play(action)
    if t.s.frames:
        t.play("stop")
    assert not t.s.frames
    for second in ("play hugh-mcneal support:richard-windsor", "village horse x1"):
        assert refused_whole(t, second) == "you have already taken your action this turn"


def test_a_second_recruitment_and_a_second_camp_are_refused_whole():
    t = fresh()
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.res(0, fur=2, equipment=2)
    t.play("recruit slot1", "camp")
    assert refused_whole(t, "recruit slot1") == "you have already recruited this turn"
    assert refused_whole(t, "camp") == "you have already camped this turn"
    # Camping is no action (rules §3): the turn still cannot end.
    assert refused_whole(t, "end") == "you must take an action before ending your turn"


def test_a_player_who_can_take_no_action_must_camp_first():
    # D22: no Indian in the boats and a single card: neither a play nor a placement is possible.
    t = fresh()
    t.indians(0, 0)
    t.hand(0, "seaman")
    for text in ("end", "recruit slot1", "play seaman"):
        assert refused_whole(t, text) == "you can take no action: you must camp first"


# ---------------------------------------------------------------- while an effect resolves

def test_turn_moves_wait_for_the_open_effect_to_finish():
    t = fresh()
    t.res(0, food=1)
    t.play("play meriwether-lewis support:seaman")
    for text in ("camp", "end", "village horse x1", "recruit slot1",
                 "play hugh-mcneal support:richard-windsor"):
        assert (refused_whole(t, text)
                == "finish the current effect (card:meriwether-lewis) first, or stop it")
    assert (refused_whole(t, "collect wood 1")
            == "not one of the choices of card:meriwether-lewis now")


def test_boats_over_capacity_must_drop_a_resource_first():
    # D20: Seaman collects Food into boats already holding 10 Wood (capacity 11).
    t = seaman_into_full_boats().play("collect food 2")
    assert t.s.frames[-1].kind == "overflow"
    for text in ("stop", "collect food 1", "camp"):
        assert refused_whole(t, text) == "your boats are over capacity: drop a resource first"
    assert refused_whole(t, "drop horse") == "your boats are over capacity: drop a resource first"


def test_nothing_is_legal_once_the_game_is_over():
    t = fresh()
    t.bare(0, scout=44, camp=40)  # nothing to carry: camping loses no day
    t.play("camp")
    assert t.s.over
    assert refused_whole(t, "end") == "the game is over"


# ---------------------------------------------------------------- move texts that do not parse

@pytest.mark.parametrize("text, reason", [
    ("recruit slotx", "slot must be a whole number, not 'x'"),
    ("recruit 3", "expected slot1..slot5, not '3'"),
    ("take slot-1 pay:horse", "slot must not be negative"),
    ("collect wood x", "amount must be a whole number, not 'x'"),
    ("forward -1", "spaces must not be negative"),
    ("village canoe 2", "expected x1..x3 after the location"),
    ("village canoe xq", "count must be a whole number, not 'q'"),
    ("village canoe", "'village canoe' is missing a part"),
    ("camp now", "'camp' takes no arguments"),
    ("gain food+gold", "unknown resource 'gold'"),
])
def test_a_move_text_that_does_not_parse_says_why(text, reason):
    assert refused_whole(fresh(), text) == reason


def test_an_empty_move_text_is_refused():
    assert fresh().refused("") == ": empty move"


def test_a_move_of_no_known_kind_cannot_be_written():
    from lewisclark_desktop.lewisclark.moves import Move, format_move

    with pytest.raises(ValueError) as info:
        format_move(Move("fly"))
    assert str(info.value) == "unknown move kind 'fly'"
