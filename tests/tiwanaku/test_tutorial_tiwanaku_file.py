"""Tiwanaku's tutorial files (resources/tutorials/tiwanaku/{en,ja}.json) against the real engine,
as the tutorial checker will: every chapter replayed from its start, every move legal at its
step, the learner's steps at the learner's turn and the scripted ones at another seat's, the
two languages the same but for their texts, every highlight a name the table offers."""

import json
from pathlib import Path

import pytest

from lewisclark_desktop import games
from lewisclark_desktop.ui.tiwanaku.table import GUIDE_AREAS, Table

ROOT = Path(__file__).resolve().parents[2] / "resources" / "tutorials" / "tiwanaku"
LANGS = ("en", "ja")
TEXTS = ("text", "why", "title")  # what may differ between the languages


def load(lang):
    with open(ROOT / f"{lang}.json", encoding="utf-8") as f:
        return json.load(f)


def without_texts(data):
    if isinstance(data, dict):
        return {k: without_texts(v) for k, v in data.items() if k not in TEXTS}
    if isinstance(data, list):
        return [without_texts(v) for v in data]
    return data


def start_state(rules, start):
    state = rules.new_state(dict(start["options"], players=start["players"]), start["seed"])
    for text in start.get("moves", ()):
        move = rules.parse_move(text)
        assert rules.explain_illegal(state, move) is None, f"silent move {text}"
        state = rules.apply(state.clone(), move)
    return state


def walk(tutorial):
    """(chapter id, step index, state before the step, step) for every step, replayed."""
    rules = games.get("tiwanaku").rules()
    state = None
    for chapter in tutorial["chapters"]:
        if "start" in chapter:
            state = start_state(rules, chapter["start"])
        assert state is not None, f"{chapter['id']}: the first chapter needs a start"
        for k, step in enumerate(chapter["steps"]):
            yield chapter["id"], k, state, step
            if "move" in step:
                move = rules.parse_move(step["move"])
                state = rules.apply(state.clone(), move)


@pytest.mark.parametrize("lang", LANGS)
def test_tutorial_file_has_the_agreed_shape(lang):
    t = load(lang)
    assert (t["format"], t["game"], t["learner"]) == (1, "tiwanaku", 0)
    ids = [c["id"] for c in t["chapters"]]
    assert len(set(ids)) == len(ids)
    assert "start" in t["chapters"][0]
    for chapter in t["chapters"]:
        assert chapter["title"] and chapter["steps"]
        for step in chapter["steps"]:
            assert step["text"].strip()
            assert set(step) <= {"move", "text", "why", "highlight", "auto"}
            if "move" in step and not step.get("auto"):
                assert step["why"].strip(), f"{chapter['id']}: a learner step says why"


def test_tutorial_languages_differ_only_in_their_texts():
    en, ja = load("en"), load("ja")
    assert without_texts(en) == without_texts(ja)
    for a, b in zip(en["chapters"], ja["chapters"]):
        assert a["title"] != b["title"]
        for sa, sb in zip(a["steps"], b["steps"]):
            assert sa["text"] != sb["text"]  # translated, not copied


@pytest.mark.parametrize("lang", LANGS)
def test_tutorial_highlights_are_areas_the_table_offers(lang):
    assert set(Table.guide_areas(None)) == set(GUIDE_AREAS)
    for cid, _k, _state, step in walk(load(lang)):
        for name in step.get("highlight", ()):
            assert name in GUIDE_AREAS, f"{cid}: unknown highlight {name!r}"


def test_tutorial_covers_the_game_loop_and_the_teaching_situations():
    """The situations the texts explain happen: discoveries scoring 1, 2 and 3 by diversity,
    a pass over a crop, three right divinations, an offering of three tokens, a wrong
    divination losing the true level, the last tile and the final divinations, the automa's
    reaction with a tile the team gives, and a move it does not answer."""
    rules = games.get("tiwanaku").rules()
    logs = {}
    final = {}
    for cid, _k, state, step in walk(load("en")):
        if "move" in step:
            after = rules.apply(state.clone(), rules.parse_move(step["move"]))
            logs.setdefault(cid, []).extend(after.history[len(state.history):])
            final[cid] = after
    assert logs["explore"][1] == "P1 discovers desert on A2: +1"
    assert "P1 discovers grass on B4: +2" in logs["explore"]
    assert "P1 discovers swamp on A3: +3" in logs["areas"]
    assert [line for line in logs["divine"] if "right" in line] == [
        "P1 divines A3 = potato: right, +1", "P1 divines B4 = quinoa: right, +5",
        "P1 divines A2 = coca: right, +2"]
    assert "P1 offers 3 tokens: +3" in logs["offering"]
    assert "P2 divines E2 = coca: wrong, it is chili, -3" in logs["wrong"]
    assert rules.is_over(final["end"]) and rules.winner(final["end"]) == 0
    assert "automa discovers swamp on D5: +2, coca +2" in logs["coop"]
    assert not any(line.startswith("automa") for line in logs["solo"][-2:])
