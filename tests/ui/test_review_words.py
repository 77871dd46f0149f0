"""A review in words: costs with their plurals in both languages, and the engine's explanation
read tolerantly (Lewis & Clark's plan steps as dicts, lists or the steps themselves; the facts
of Elfenland and Tiwanaku under whatever names hold "played" and "suggest")."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
import review_fake  # noqa: E402

from lewisclark_desktop import bot_process  # noqa: E402
from lewisclark_desktop.bots.lewisclark.explain import Camp, Choice, Play, Village  # noqa: E402
from lewisclark_desktop.ui import i18n, review_words  # noqa: E402
from lewisclark_desktop.ui.lewisclark import review_plan  # noqa: E402


@pytest.fixture
def english(qapp, qm):
    i18n.switch(qapp, "en")


def test_costs_are_said_in_the_unit_with_plurals(english):
    assert review_words.cost_text("turns", 2.2) == "This cost you about 2 turns."
    assert review_words.cost_text("towns", 0.6) == "This cost you about 1 town."
    assert review_words.cost_text("points", 0.4) == "This cost you less than one point."
    assert review_words.short_cost("points", 3.5) == "about 4 points"


def test_costs_in_japanese(qapp, qm):
    i18n.switch(qapp, "ja")
    try:
        said = "この手でおよそ 2 手番 の損をしました。"
        assert review_words.cost_text("turns", 2) == said
        assert "クラットソップ砦" in review_words.axis_text("turns")
    finally:
        i18n.switch(qapp, "en")


def test_plan_steps_are_read_back_from_plain_data():
    data = [{"step": "play", "turn": 0, "card": "seaman", "support": None, "indians": 1,
             "terrain": "river", "spaces": 2, "to_space": 7, "gains": [["food", -1]]},
            {"turn": 1, "location": "hunting", "indians": 2, "gains": {"food": 1}},  # no name
            [2, 3, 12, False],  # a Camp in field order
            {"kind": "choice", "turn": 0, "move": "end"},
            {"step": "play", "turn": 0},  # fields missing: left out
            "garbage", None]
    assert review_plan.plan_steps(data) == [
        Play(0, "seaman", None, 1, "river", 2, 7, (("food", -1),)),
        Village(1, "hunting", 2, (("food", 1),)),
        Camp(2, 3, 12, False),
        Choice(0, "end")]
    assert review_plan.plan_steps("not a list") == []


def test_the_plan_and_the_facts_in_words(english):
    camp = {"step": "camp", "turn": 2, "days_lost": 0, "to_space": 9, "wins": False}
    assert review_words.explanation_text("lewisclark", {"kind": "lewisclark", "plan": [camp]},
                                         "turns") == "Camp in 2 turns: no day lost."
    facts = {"kind": "tiwanaku", "points_played": 21.25, "points_suggested": 24.0, "other": "x"}
    assert review_words.explanation_text("tiwanaku", facts, "points") == (
        "Expected points at the end: 21.2 after the move played, 24.0 after the suggestion.")
    assert review_words.explanation_text("elfenland", {"towns_gained": ["beata", 99, "Nowhere"]},
                                         "towns") == "The suggestion leads towards Beata, Nowhere."
    assert review_words.explanation_text("elfenland", "not a dict", "towns") == ""


def test_the_worker_s_review_forwards_one_decision(monkeypatch, tmp_path):
    """bot_process.review (what the worker process runs) asks the engine for one decision."""
    fake = review_fake.FakeEngine()
    review_fake.install(monkeypatch, fake)
    from test_review_window import finished_save

    from lewisclark_desktop.review.keep import load_for_review

    saved, _ = load_for_review(finished_save(tmp_path, "tiwanaku"))
    index = fake.decisions_of(saved, 0)[0]
    decision = bot_process.review(saved, index, 0, quick=True, seed=4, should_stop=lambda: False)
    assert decision.index == index and decision.move == saved.moves[index] and fake.calls == 1


def test_a_move_in_the_list_starts_as_a_sentence(english):
    """Tiwanaku words its moves as clauses ("brings a pawn ..."): in the review's list and
    panel a move starts with a capital."""
    from lewisclark_desktop import games
    from lewisclark_desktop.ui.review_words import move_words

    game = games.get("tiwanaku")
    rules = game.rules()
    state = rules.new_state({"players": 2}, 3)
    observation = rules.observation(state, rules.current_player(state))
    move = rules.legal_moves(state)[0]
    words = move_words(game, rules.format_move(move), observation)
    assert words[0].isupper() and words[1:] == game.ui("move_preview")(move, observation)[1:]
