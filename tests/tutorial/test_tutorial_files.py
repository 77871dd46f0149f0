"""Tutorial files: loading, the step machine (Walk) and the checker, on small made-up files."""

import json

import pytest

from lewisclark_desktop.tutorial import Walk, TutorialError, check, files, load
from lewisclark_desktop.tutorial import check_main

START = {"seed": 1, "players": 2, "options": {"first_player": 0}}


def tutorial_data(**changes):
    data = {
        "format": 1, "game": "elfenland", "learner": 0,
        "chapters": [
            {"id": "draw", "title": "Drawing", "start": dict(START), "steps": [
                {"text": "Welcome.", "highlight": ["counters"]},
                {"move": "take dragon", "text": "Take the dragon.", "why": "We want the dragon."},
                {"move": "draw", "text": "Your opponent draws blind.", "auto": True},
                {"move": "take elfcycle", "text": "Take the elfcycle.", "why": "The elfcycle."},
            ]},
            {"id": "more", "title": "More", "steps": [
                {"move": "take pig", "text": "The opponent takes a pig.", "auto": True},
                {"text": "That is all."},
            ]},
        ],
    }
    data.update(changes)
    return data


def in_japanese(data):
    """The same tutorial with its texts marked as Japanese ones (the checker wants kana)."""
    data = json.loads(json.dumps(data))
    for chapter in data["chapters"]:
        chapter["title"] = "章 " + chapter["title"]
        for step in chapter["steps"]:
            for field in ("text", "why"):
                if step.get(field):
                    step[field] = "説明 " + step[field]
    return data


@pytest.fixture
def tutorials(tmp_path, monkeypatch):
    """A tutorial folder of our own: write(lang, data) puts a file in it."""
    monkeypatch.setattr(files, "tutorial_dir", lambda: tmp_path)

    def write(lang, data, game="elfenland"):
        folder = tmp_path / game
        folder.mkdir(exist_ok=True)
        text = data if isinstance(data, str) else json.dumps(data)
        (folder / f"{lang}.json").write_text(text, encoding="utf-8")
    return write


def test_tutorial_loads_into_chapters_and_steps(tutorials):
    tutorials("en", tutorial_data())
    t = load("elfenland", "en")
    assert [c.id for c in t.chapters] == ["draw", "more"]
    assert [s.kind for s in t.chapters[0].steps] == ["explain", "learner", "auto", "learner"]
    assert t.chapters[0].steps[0].highlight == ("counters",)
    assert t.chapters[1].start is None


@pytest.mark.parametrize("damage, message", [
    (lambda d: d["chapters"][0]["steps"][1].pop("text"), "chapter 'draw', step 2: missing field 'text'"),
    (lambda d: d["chapters"][0]["steps"][2].pop("move"), "chapter 'draw', step 3: an \"auto\" step needs"),
    (lambda d: d["chapters"][0]["steps"][0].update(colour=1), "chapter 'draw', step 1: unknown field 'colour'"),
    (lambda d: d["chapters"][1].update(id="draw"), "the id 'draw' is used twice"),
    (lambda d: d["chapters"][0].pop("start"), "the first chapter needs a \"start\""),
    (lambda d: d.update(game="tiwanaku"), "is a tutorial of 'tiwanaku'"),
])
def test_tutorial_damaged_file_names_the_file_and_the_step(tutorials, damage, message):
    data = tutorial_data()
    damage(data)
    tutorials("en", data)
    with pytest.raises(TutorialError) as caught:
        load("elfenland", "en")
    assert str(caught.value).startswith("elfenland/en.json: ")
    assert message in str(caught.value)


def test_tutorial_file_that_is_not_json_is_refused_by_name(tutorials):
    tutorials("en", "{not json")
    with pytest.raises(TutorialError, match="^elfenland/en.json"):
        load("elfenland", "en")


def test_tutorial_walk_answers_ok_why_or_the_rule(tutorials):
    tutorials("en", tutorial_data())
    walk = Walk(load("elfenland", "en"))
    rules = walk.rules
    walk.next()  # the welcome
    assert walk.position() == ("draw", 1)
    assert walk.answer(rules.parse_move("take pig")) == "why"
    assert walk.position() == ("draw", 1)
    reason = walk.answer(rules.parse_move("place pig r01"))
    assert reason not in ("ok", "why") and reason
    assert walk.position() == ("draw", 1)
    assert walk.accepts(rules.parse_move("take dragon"))
    assert walk.answer(rules.parse_move("take dragon")) == "ok"
    assert walk.position() == ("draw", 2)
    assert walk.answer(rules.parse_move("take pig")) == "why"  # an auto step: nothing is played
    assert walk.position() == ("draw", 2)
    assert rules.format_move(walk.next()) == "draw"  # the other seat plays on Next
    assert walk.position() == ("draw", 3)
    assert rules.current_player(walk.state) == 0


def test_tutorial_walk_next_refuses_at_a_learner_step(tutorials):
    tutorials("en", tutorial_data())
    walk = Walk(load("elfenland", "en"))
    walk.next()
    with pytest.raises(ValueError):
        walk.next()


def test_tutorial_walk_back_replays_from_the_chapter_start(tutorials):
    tutorials("en", tutorial_data())
    walk = Walk(load("elfenland", "en"))
    rules = walk.rules
    start = rules.state_hash(walk.state)
    walk.next()
    walk.answer(rules.parse_move("take dragon"))
    walk.next()
    after_two = rules.state_hash(walk.state)
    assert walk.back() and walk.position() == ("draw", 2)
    assert walk.back() and walk.position() == ("draw", 1)
    assert rules.state_hash(walk.state) == start  # the dragon is back on display
    walk.answer(rules.parse_move("take dragon"))
    walk.next()
    assert rules.state_hash(walk.state) == after_two
    walk.goto(0, 0)
    assert not walk.back()  # the very first step


def test_tutorial_walk_continues_into_a_chapter_without_start_and_skips(tutorials):
    tutorials("en", tutorial_data())
    walk = Walk(load("elfenland", "en"))
    walk.skip_chapter()
    assert walk.position() == ("more", 0)
    # the chapter starts where "draw" ends: three counters taken, the opponent's turn
    assert walk.rules.current_player(walk.state) == 1
    assert walk.back() and walk.position() == ("draw", 3)
    walk.answer(walk.rules.parse_move("take elfcycle"))
    assert walk.position() == ("more", 0)
    walk.next()
    walk.next()
    assert walk.finished
    walk.back()
    assert walk.position() == ("more", 1) and not walk.finished
    walk.skip_chapter()
    assert walk.finished


def test_tutorial_walk_retargets_another_language_at_the_same_step(tutorials):
    tutorials("en", tutorial_data())
    ja = tutorial_data()
    ja["chapters"][0]["steps"][1]["text"] = "ドラゴンを取ります。"
    tutorials("ja", ja)
    walk = Walk(load("elfenland", "en"))
    walk.next()
    walk.retarget(load("elfenland", "ja"))
    assert walk.position() == ("draw", 1)
    assert walk.step.text == "ドラゴンを取ります。"


def test_tutorial_check_passes_a_sound_pair(tutorials):
    tutorials("en", tutorial_data())
    tutorials("ja", in_japanese(tutorial_data()))
    assert check("elfenland", areas=("counters", "map")) == []


def test_tutorial_check_finds_illegal_moves_wrong_seats_areas_and_differences(tutorials):
    en = tutorial_data()
    steps = en["chapters"][0]["steps"]
    steps[0]["highlight"] = ["nowhere"]
    steps[2]["auto"] = False  # the opponent's move as a learner's step
    steps[2]["why"] = "x"
    steps[3]["move"] = "take unicorn"  # not on display
    tutorials("en", en)
    tutorials("ja", in_japanese(tutorial_data()))
    problems = check("elfenland", areas=("counters",))
    text = "\n".join(problems)
    assert "elfenland/en.json: chapter 'draw', step 1: highlight 'nowhere'" in text
    assert "step 3: a learner's step, but seat 1 is to move" in text
    assert "step 4: 'take unicorn' is illegal here" in text
    assert "elfenland/ja.json: chapter 'draw', step 3: the move, auto or highlight differs" in text


def test_tutorial_check_finds_japanese_texts_left_in_english(tutorials):
    ja = in_japanese(tutorial_data())
    ja["chapters"][0]["steps"][1]["why"] = "We want the dragon."
    ja["chapters"][1]["title"] = "More"
    tutorials("en", tutorial_data())
    tutorials("ja", ja)
    assert check("elfenland", areas=("counters",)) == [
        "elfenland/ja.json: chapter 'draw', step 2: the why is not in Japanese",
        "elfenland/ja.json: chapter 'more': the title is not in Japanese"]


def test_tutorial_check_reports_a_missing_language(tutorials):
    tutorials("en", tutorial_data())
    assert check("elfenland", areas=("counters",)) == [
        "elfenland/ja.json: missing (every tutorial comes in en, ja)"]


def test_tutorial_checker_command_exits_1_on_problems_and_0_when_sound(tutorials, capsys,
                                                                       monkeypatch):
    from lewisclark_desktop.tutorial import checker as check_module

    monkeypatch.setattr(check_module, "table_areas", lambda game: ("counters",))
    bad = tutorial_data()
    bad["chapters"][0]["steps"][1]["move"] = "take unicorn"
    tutorials("en", bad)
    tutorials("ja", in_japanese(bad))
    assert check_main.main(["elfenland"]) == 1
    assert "'take unicorn' is illegal here" in capsys.readouterr().out
    tutorials("en", tutorial_data())
    tutorials("ja", in_japanese(tutorial_data()))
    assert check_main.main(["elfenland"]) == 0
    assert check_main.main(["nogame"]) == 2


def test_tutorial_shipped_files_pass_the_checker():
    """Every tutorial file in resources/tutorials replays with the rules (what CI's
    scripts/check-tutorials runs); Elfenland's is among them."""
    from lewisclark_desktop.tutorial import check_all

    results = check_all()
    assert set(results) == {"lewisclark", "elfenland", "tiwanaku"}
    assert results == {game: [] for game in results}


@pytest.mark.parametrize("game,least", [("lewisclark", 40), ("elfenland", 15), ("tiwanaku", 20)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tutorial_each_shipped_game_is_sound_and_whole(game, least, lang):
    """Each move canonical, legal at its step and at the right seat (the checker), and the
    whole game loop's worth of them."""
    from lewisclark_desktop.tutorial import check, load

    assert check(game, languages=[lang]) == []
    assert sum(1 for c in load(game, lang).chapters for s in c.steps if s.move) >= least
