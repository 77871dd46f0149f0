"""What the third Lewis & Clark newcomer (benchmarks/tutorial_trial/findings.md, "Lewis & Clark,
third trial") missed in the tutorial: the Village locations other than Hunting, whose Indians an
Interpreter gathers, the Indians used as strength coming back at camp, the Scout going back past
an occupied space, and a collector's whole yield in one choice. Checked on the shipped files."""

import pytest

from lewisclark_desktop.lewisclark import encampment
from lewisclark_desktop.lewisclark.card_texts import VILLAGE_TEXTS
from lewisclark_desktop.lewisclark.village import (CIRCLES, LOCATIONS, MAX_INDIANS_PER_PLACEMENT,
                                                  UPGRADE)
from lewisclark_desktop.tutorial import load

LANGS = ["en", "ja"]
NAME_COLUMN = {"en": 0, "ja": 1}


def chapter(lang, cid):
    tutorial = load("lewisclark", lang)
    return tutorial.chapters[tutorial.chapter_index(cid)]


def texts_before_first_learner_move(lang, cid, prefix="", including=False):
    """The chapter's texts before its first learner's move (starting with prefix), and that
    move's own text when including."""
    steps = chapter(lang, cid).steps
    first = next(k for k, step in enumerate(steps)
                 if step.kind == "learner" and step.move.startswith(prefix))
    return " ".join(step.text for step in steps[:first + including])


@pytest.mark.parametrize("lang", LANGS)
def test_village_chapter_says_every_location_by_the_first_placement(lang):
    before = texts_before_first_learner_move(lang, "village", "village ", including=True)
    names = [VILLAGE_TEXTS[key][NAME_COLUMN[lang]] for key in LOCATIONS]
    assert [name for name in names if name not in before] == []
    many = {"en": f"1 to {MAX_INDIANS_PER_PLACEMENT} Indians at once",
            "ja": f"インディアンコマを1～{MAX_INDIANS_PER_PLACEMENT}個まとめて置き"}[lang]
    assert many in before
    circles = {"en": {2: "two circles"}, "ja": {2: "円が2つ"}}[lang][CIRCLES[UPGRADE]]
    assert circles in before


@pytest.mark.parametrize("lang", LANGS)
def test_interpreter_says_it_gathers_the_other_players_indians_too(lang):
    before = texts_before_first_learner_move(lang, "interpreter")
    words = {"en": ("the other players' too", "gone for you"),
             "ja": ("他のプレイヤーが置いたものも", "もうあなたのものではありません")}[lang]
    assert all(w in before for w in words)


@pytest.mark.parametrize("lang", LANGS)
def test_camp_says_indians_used_as_strength_fill_a_boat_again_and_count(lang):
    assert encampment.INDIANS_RETURN_BEFORE_COUNTING  # what the text says is the engine's rule
    before = texts_before_first_learner_move(lang, "camp", "camp")
    words = {"en": ("each Indian used as strength fills an Indian boat again",
                    "those Indians included"),
             "ja": ("強さに使ったインディアンコマもまたインディアン用ボートに乗ります",
                    "戻ったインディアンコマを含む")}[lang]
    assert all(w in before for w in words)


@pytest.mark.parametrize("lang", LANGS)
def test_the_push_past_an_occupied_space_is_said_for_going_back_at_camp_too(lang):
    forward, back = {"en": ("next free space", "Going back at camp works the same way"),
                     "ja": ("その先の空いているマスまで進みます", "野営で後退するときも同じ")}[lang]
    explained = [step.text for step in chapter(lang, "river").steps if forward in step.text]
    assert explained and back in explained[0]


@pytest.mark.parametrize("lang", LANGS)
def test_a_collectors_first_pick_says_the_whole_yield_is_one_choice(lang):
    picks = [step.text for cid in ("cards", "collect") for step in chapter(lang, cid).steps
             if step.kind == "learner" and step.move.startswith("collect ")]
    word = {"en": "in one choice", "ja": "1回の選択"}[lang]
    assert len(picks) == 2 and all(word in text for text in picks)
