"""Turn structure (rules §3, §13; seed 000 ゲームの流れ / 手番): one mandatory action, optional
Recruitment and Encampment at most once each and in any order, `end` only after the action."""

import pytest
from lc import table

from lewisclark_desktop.lewisclark import engine
from lewisclark_desktop.lewisclark.cards import card_index


def reason(t, text):
    """The refusal text without the echoed move; it must say something."""
    msg = t.refused(text)
    assert msg.startswith(text.split()[0])
    why = msg.split(":", 1)[1].strip() if ":" in msg else ""
    assert len(why) > 5, msg
    return why


def cheap_journal(t):
    # Page 1 holds a strength-1 character: 1 Fur + 1 Equipment.
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    return t


def ready_to_recruit(fur, equipment):
    """Two players, the Journal cheap; seat 0 has `fur` Fur and `equipment` Equipment."""
    return cheap_journal(table(players=2)).res(0, fur=fur, equipment=equipment)


# ---------------------------------------------------------------- exactly one action

def test_the_turn_cannot_end_before_the_action():
    t = table(players=2)
    assert "end" not in t.legal()
    assert "action" in reason(t, "end")


def test_a_played_card_is_the_action_and_no_second_action_follows():
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "seaman", "richard-windsor", "meriwether-lewis")
    t.play("play hugh-mcneal support:seaman", "collect wood 1")
    legal = t.legal()
    assert not any(m.startswith(("play ", "village ")) for m in legal)
    assert "end" in legal
    assert "already taken your action" in reason(t, "play richard-windsor support:meriwether-lewis")
    assert "already taken your action" in reason(t, "village hunting x1")


def test_a_village_placement_is_the_action_and_no_second_action_follows():
    t = table(players=2)
    t.indians(0, 2)
    t.play("village hunting x1", "gain food+fur")
    assert "already taken your action" in reason(t, "village craftsmanship x1")
    assert "already taken your action" in reason(t, "play hugh-mcneal support:seaman")
    t.play("end")
    assert t.s.current == 1


def test_stopping_an_effect_early_still_uses_up_the_action():
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "seaman", "richard-windsor", "meriwether-lewis")
    t.play("play hugh-mcneal support:seaman", "stop")
    assert t.s.frames == []
    assert "end" in t.legal()
    assert "already taken your action" in reason(t, "play richard-windsor support:meriwether-lewis")


def test_nothing_else_happens_while_an_effect_is_being_resolved():
    t = ready_to_recruit(fur=3, equipment=3)
    t.play("village hunting x1")
    for text in ("end", "camp", "recruit slot1", "village gift x1"):
        assert "finish the current effect" in reason(t, text)
    t.play("gain food")
    assert {"end", "camp", "recruit slot1"} <= t.legal()


# ---------------------------------------------------------------- Recruitment and Encampment

def test_recruit_then_act_then_camp_then_end():
    t = ready_to_recruit(fur=1, equipment=1)
    t.scout(0, 15)
    t.play("recruit slot1")
    assert card_index("hay") in t.p(0).hand
    assert "recruit slot1" not in t.legal()
    t.play("village hunting x1", "gain food+fur", "camp")
    assert t.s.camped and t.s.recruited and t.s.action_done
    t.play("end")
    assert t.s.current == 1


def test_camp_then_act_then_recruit_then_end():
    t = ready_to_recruit(fur=1, equipment=1)
    t.scout(0, 15)
    t.play("camp")
    assert "camp" not in t.legal()
    assert any(m.startswith("play ") for m in t.legal())  # the action can follow the camp
    t.play("village hunting x1", "gain food+fur", "recruit slot1", "end")
    assert t.s.current == 1


def test_act_first_then_camp_and_recruit():
    t = ready_to_recruit(fur=1, equipment=1)
    t.scout(0, 15)
    t.play("village craftsmanship x1", "gain equipment+wood", "camp", "recruit slot1", "end")
    assert t.s.current == 1


def test_recruitment_at_most_once_per_turn():
    t = ready_to_recruit(fur=5, equipment=5)
    t.play("recruit slot1")
    assert not any(m.startswith("recruit") for m in t.legal())
    assert "already recruited" in reason(t, "recruit slot1")


def test_encampment_at_most_once_per_turn():
    t = table(players=2)
    t.scout(0, 20)
    t.play("camp")
    assert "camp" not in t.legal()
    assert "already camped" in reason(t, "camp")
    t.play("village hunting x1", "gain food")
    assert "already camped" in reason(t, "camp")


def test_optional_actions_are_not_required():
    t = table(players=2)
    t.play("village hunting x1", "gain fur", "end")
    assert t.s.current == 1 and t.p(0).scout == 5


# ---------------------------------------------------------------- forced Encampment (D22)

def test_no_possible_action_forces_camp_first():
    t = table(players=2)
    cheap_journal(t)
    t.hand(0, "seaman")  # one card cannot be given strength
    t.indians(0, 0)  # and there is no Indian for the Village
    t.area(0, ("hugh-mcneal", "pierre-cruzatte", 0))
    t.res(0, fur=5, equipment=5)
    t.scout(0, 20)
    assert t.legal() == {"camp"}
    assert "action" in reason(t, "end")
    t.play("camp")
    assert t.p(0).area == [] and len(t.p(0).hand) == 3
    legal = t.legal()
    assert any(m.startswith("play ") for m in legal) and "recruit slot1" in legal
    assert "end" not in legal


def test_refused_recruit_during_forced_camp_names_the_camp():
    # The player could pay, so the reason must be the forced Encampment (D22), not the cost.
    t = table(players=2)
    cheap_journal(t)
    t.hand(0, "seaman")
    t.indians(0, 0)
    t.res(0, fur=5, equipment=5)
    assert "camp" in reason(t, "recruit slot1")


def test_indians_alone_make_an_action_possible():
    t = table(players=2)
    t.hand(0)
    t.indians(0, 1)
    legal = t.legal()
    assert "village hunting x1" in legal and "camp" in legal
    assert "end" not in legal


def test_two_cards_alone_make_an_action_possible():
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "seaman")
    t.indians(0, 0)
    legal = t.legal()
    assert "play hugh-mcneal support:seaman" in legal and "camp" in legal


def test_if_still_no_action_after_the_forced_camp_the_turn_may_end():
    t = table(players=2)
    t.hand(0, "seaman")
    t.indians(0, 0)
    t.scout(0, 20)
    t.play("camp")
    assert "end" in t.legal()
    t.play("end")
    assert t.s.current == 1


# ---------------------------------------------------------------- refusals give reasons

@pytest.mark.parametrize("text, words", [
    ("play york support:seaman", "not in your hand"),
    ("play seaman support:seaman", "another card"),
    ("play seaman", "strength must be 1 to 3"),
    ("play seaman support:pierre-cruzatte indians:2", "strength must be 1 to 3"),
    ("play seaman indians:4", "not enough Indians"),
    ("village nowhere x1", "no Village location"),
    ("village hunting x2", "exactly one Indian"),
    ("village canoe x4", "not enough Indians"),
    ("recruit slot5", "cannot pay"),
    ("recruit slot1 discount:york", "from your hand"),
    ("drop wood", "no effect"),
    ("indians 2", "no effect"),
    ("fly away", "unknown move"),
    ("play nobody-at-all", "unknown card"),
])
def test_refusals_say_why(text, words):
    t = table(players=2)
    t.res(0)
    t.indians(0, 3)
    assert words in reason(t, text)


def test_a_refused_move_changes_nothing():
    t = table(players=2)
    before = t.legal()
    hand = list(t.p(0).hand)
    t.refused("play seaman")
    assert t.legal() == before and t.p(0).hand == hand and not t.s.action_done


def test_a_full_location_refusal_says_so():
    t = table(players=2)
    t.village(hunting=1)
    assert "full" in reason(t, "village hunting x1")


# ---------------------------------------------------------------- passing the turn

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_turn_passes_clockwise_to_the_next_seat_and_wraps(players):
    t = table(players=players)
    for seat in range(players):
        t.indians(seat, 2)
    seen = []
    for _ in range(players + 1):
        seen.append(t.s.current)
        t.play("village canoe x1", "end")
        assert not (t.s.action_done or t.s.recruited or t.s.camped)
    assert seen == list(range(players)) + [0]
    assert t.s.turn == players + 1


def test_the_first_player_can_be_any_seat():
    t = table(players=3, first=2)
    assert t.s.current == 2
    t.play("village hunting x1", "gain food", "end")
    assert t.s.current == 0


def test_the_next_player_may_act_camp_and_recruit_again():
    t = ready_to_recruit(fur=1, equipment=1)
    t.res(1, fur=2, equipment=1)
    t.scout(0, 30)
    t.scout(1, 12)
    t.play("recruit slot1", "camp", "village hunting x1", "gain food", "end")
    legal = t.legal()
    assert "camp" in legal and "recruit slot1" in legal
    assert any(m.startswith("play ") for m in legal)


# ---------------------------------------------------------------- the end of the game

@pytest.mark.parametrize("scout", [44, 45, 50, 54])
def test_camp_on_fort_clatsop_or_beyond_ends_the_game_at_once(scout):
    t = table(players=3)
    t.scout(0, scout, camp=40)
    t.hand(0)
    t.res(0)
    t.indians(0, 0)
    t.play("camp")
    s = t.s
    assert t.p(0).camp == scout
    assert s.over and s.winner == 0
    assert t.legal() == set()
    assert engine.legal_moves(s) == []
    assert "over" in reason(t, "end")
    assert "over" in reason(t, "village hunting x1")


def test_camp_falling_short_of_fort_clatsop_does_not_end_the_game():
    t = table(players=2)
    t.scout(0, 45, camp=40)
    t.hand(0, "seaman", "york")  # 2 days back: 43
    t.res(0)
    t.indians(0, 0)
    t.play("camp")
    assert t.p(0).scout == 43 and t.p(0).camp == 43
    assert not t.s.over and t.s.winner is None


def test_game_ends_even_before_the_action_of_the_turn():
    t = table(players=2, first=1)
    t.scout(1, 47, camp=30)
    t.hand(1)
    t.res(1)
    t.indians(1, 0)
    assert not t.s.action_done
    t.play("camp")
    assert t.s.over and t.s.winner == 1
    assert t.legal() == set()


def test_solo_game_over_when_mackenzie_reaches_fort_clatsop():
    t = table(players=1, solo_level=0)
    t.s.mackenzie = 43
    t.play("village canoe x1", "end")
    assert t.s.mackenzie == 44
    assert t.s.over and t.s.winner is None
    assert t.legal() == set()


def test_solo_mackenzie_advances_one_space_after_each_turn():
    t = table(players=1, solo_level=3)
    assert t.s.mackenzie == 8
    t.play("village canoe x1", "end")
    assert t.s.mackenzie == 9 and t.s.current == 0 and not t.s.over


def test_solo_turns_left_count_down_to_mackenzies_arrival():
    from lewisclark_desktop.lewisclark.engine import mackenzie_turns_left

    t = table(players=1, solo_level=3)
    left = mackenzie_turns_left(t.s)
    assert left == 44 - 8
    t.play("village canoe x1", "end")
    assert mackenzie_turns_left(t.s) == left - 1
    last = table(players=1, solo_level=0)
    last.s.mackenzie = 43
    assert mackenzie_turns_left(last.s) == 1
    last.play("village canoe x1", "end")
    assert last.s.over and mackenzie_turns_left(last.s) == 0
