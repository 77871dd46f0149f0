"""The Lewis & Clark tutorial files (resources/tutorials/lewisclark/{en,ja}.json) against the
real rules engine, until the tutorial framework's checker runs on them: every chapter replayed
from its start, every move canonical and legal at its step, the learner's steps at the
learner's turn and the scripted ones at another seat's, both languages the same tutorial, and
every highlight a name the table offers."""

import json
import re


from lewisclark_desktop import games
from lewisclark_desktop.lewisclark import positions
from project import ROOT

TUTORIALS = ROOT / "resources" / "tutorials" / "lewisclark"
LANGS = ("en", "ja")
RULES = games.get("lewisclark").rules()
JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")


def load(lang):
    with open(TUTORIALS / f"{lang}.json", encoding="utf-8") as f:
        return json.load(f)


def start_state(start):
    if "position" in start:
        return positions.from_dict(start["position"])
    options = dict(start.get("options", {}), players=start["players"])
    state = RULES.new_state(options, start["seed"])
    for text in start.get("moves", ()):
        move = RULES.parse_move(text)
        assert RULES.explain_illegal(state, move) is None, text
        RULES.apply(state, move)
    return state


def walk(tutorial):
    """(chapter id, step number, step, state before the step) for every step, in order."""
    state = None
    for chapter in tutorial["chapters"]:
        if "start" in chapter:
            state = start_state(chapter["start"])
        assert state is not None, f"{chapter['id']}: the first chapter needs a start"
        for number, step in enumerate(chapter["steps"], 1):
            yield chapter["id"], number, step, state.clone()
            if "move" in step:
                RULES.apply(state, RULES.parse_move(step["move"]))


def shape(tutorial):
    """The tutorial without its texts: what the two languages must share."""
    return {**{k: v for k, v in tutorial.items() if k != "chapters"},
            "chapters": [{**{k: v for k, v in ch.items() if k not in ("title", "steps")},
                          "steps": [{k: v for k, v in st.items() if k not in ("text", "why")}
                                    for st in ch["steps"]]}
                         for ch in tutorial["chapters"]]}


def test_tutorial_files_have_the_shared_format():
    for lang in LANGS:
        tutorial = load(lang)
        assert tutorial["format"] == 1 and tutorial["game"] == "lewisclark"
        assert tutorial["learner"] == 0
        ids = [ch["id"] for ch in tutorial["chapters"]]
        assert len(ids) == len(set(ids)) and len(ids) >= 8
        for chapter in tutorial["chapters"]:
            assert chapter["title"].strip() and chapter["steps"]
            for step in chapter["steps"]:
                assert set(step) <= {"move", "text", "why", "highlight", "auto"}, step
                assert step["text"].strip()
                assert not step.get("auto") or "move" in step, step
                if "move" in step and not step.get("auto"):
                    assert step.get("why", "").strip(), step  # a legal other move is answered


def test_tutorial_english_and_japanese_are_the_same_tutorial():
    en, ja = load("en"), load("ja")
    assert shape(en) == shape(ja)
    for chapter in ja["chapters"]:
        assert JAPANESE.search(chapter["title"]), chapter["title"]
        for step in chapter["steps"]:
            for key in ("text", "why"):
                if key in step:
                    assert JAPANESE.search(step[key]), step[key]


def test_tutorial_teaches_what_the_issue_lists():
    """Each teaching situation of the issue happens: a support card and Indians as strength,
    a collection, river and mountain moves, the Village, a recruitment, a camp with time lost,
    a boat tile, a Camp reaching Fort Clatsop, the solo game against Mackenzie."""
    tutorial = load("en")
    seen = set()
    lost_days = won = False
    for _, _, step, state in walk(tutorial):
        if "move" not in step or step.get("auto"):
            continue
        text = step["move"]
        seen.add(text.split()[0] + (" support" if "support:" in text else "")
                 + (" indians" if "indians:" in text else ""))
        seen.update(w for w in ("river", "mountain") if text.startswith("move " + w))
        if state.solo:
            seen.add("solo")
        after = state.clone()
        RULES.apply(after, RULES.parse_move(text))
        me = state.players[tutorial["learner"]]
        if text == "camp" and after.players[tutorial["learner"]].scout < me.scout:
            lost_days = True
        won = won or (after.over and after.winner == tutorial["learner"])
    assert {"play support", "play indians", "collect", "river", "mountain", "village",
            "gain", "recruit", "camp", "boat", "trade", "indians", "solo"} <= seen
    assert lost_days and won


def test_tutorial_highlights_are_areas_the_table_offers():
    from lewisclark_desktop.ui.lewisclark.table import Table

    offered = set(Table.guide_areas())
    for lang in LANGS:
        for chapter in load(lang)["chapters"]:
            for step in chapter["steps"]:
                assert set(step.get("highlight", ())) <= offered, step
