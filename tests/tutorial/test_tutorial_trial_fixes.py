"""What the newcomer trial (benchmarks/tutorial_trial/findings.md) missed in the tutorials,
checked on the shipped files by walking them with the rules engine: Elfenland's learner
chooses the cards to keep from more than four, and the cost chart is named only where the
tutorial has said how to open it; Tiwanaku's moving chapter says the whole rule before the
learner moves a pawn on the board."""

import pytest

from lewisclark_desktop.tutorial import Walk, load

LANGS = ["en", "ja"]


def steps_with_states(game, lang):
    """(chapter, step, state before the step) for every step, walked by the expected moves."""
    walk = Walk(load(game, lang))
    out = []
    while not walk.finished:
        out.append((walk.chapter, walk.step, walk.rules.clone(walk.state)))
        if walk.step.kind == "learner":
            assert walk.answer(walk.expected_move()) == "ok"
        else:
            walk.next()
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_tutorial_elfenland_learner_ticks_four_cards_out_of_more(lang):
    from lewisclark_desktop.elfenland.components import CARDS_KEPT

    choices = [(sum(state.players[0].hand), step) for _, step, state in
               steps_with_states("elfenland", lang)
               if step.kind == "learner" and step.move.startswith("keep ")]
    assert choices and all(held > CARDS_KEPT for held, _ in choices)


# The cost chart, and where the tutorial says how to open it.
CHART = {"en": ("chart", "F1"), "ja": ("移動コスト", "F1")}


@pytest.mark.parametrize("lang", LANGS)
def test_tutorial_elfenland_says_where_the_cost_chart_is_before_pointing_at_it(lang):
    word, key = CHART[lang]
    texts = [step.text for chapter in load("elfenland", lang).chapters for step in chapter.steps]
    first = next(i for i, text in enumerate(texts) if word in text)
    assert key in texts[first]
    hover = texts[first]
    assert ("tooltip" if lang == "en" else "ツールチップ") in hover
    # before any counter is laid: the learner needs the prices to choose where
    places = [step.text for _, step, _ in steps_with_states("elfenland", lang)
              if step.kind == "learner" and step.move.startswith("place ")]
    assert texts.index(places[0]) > first


@pytest.mark.parametrize("lang", LANGS)
def test_tutorial_tiwanaku_moving_rule_is_whole_before_a_board_pawn_moves(lang):
    """A pawn's move in full (side steps, turning over crops and own pawns, where it stops)
    comes in the first chapter, before the learner moves a pawn already on the board."""
    words = {"en": ("side neighbour", "turning", "first cell"),
             "ja": ("縦か横", "曲がって", "最初のマス")}[lang]
    walked = steps_with_states("tiwanaku", lang)
    board_move = next(i for i, (_, step, _) in enumerate(walked) if step.kind == "learner"
                      and step.move.startswith("move ") and not step.move.startswith("move stack"))
    first = " ".join(step.text for chapter, step, _ in walked[:board_move]
                     if chapter.id == "explore")
    assert all(w in first for w in words)


@pytest.mark.parametrize("lang", LANGS)
def test_tutorial_tiwanaku_teaches_the_practice_box_and_parking_before_the_last_tile(lang):
    """The second Tiwanaku trial: the Practice box was never mentioned, and nothing said that
    nobody moves after the last tile (pawns must stand ready before it)."""
    tutorial = load("tiwanaku", lang)
    steps = [step for chapter in tutorial.chapters for step in chapter.steps]
    practice = [step for step in steps if "practice" in step.highlight]
    label = {"en": "“Practice: show what can be deduced”", "ja": "「練習:推理できる作物を表示」"}[lang]
    assert practice and label in practice[0].text
    end = tutorial.chapters[tutorial.chapter_index("end")]
    last_tile = next(k for k, step in enumerate(end.steps) if step.kind == "learner")
    before = " ".join(step.text for step in end.steps[:last_tile])
    assert {"en": "nobody moves", "ja": "移動できません"}[lang] in before
