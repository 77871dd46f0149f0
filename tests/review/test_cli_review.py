"""`lewisclark review FILE [--seat N] [--quick] [--json]` (issue 36)."""

import json

import pytest

from lewisclark_desktop import cli, games
from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.commands import CommandStack
from lewisclark_desktop.testing import planted_games


def _save(path, saved, moves=None):
    rules = games.rules(saved.game)
    stack = CommandStack(rules, rules.new_state(saved.options, saved.seed))
    for text in saved.moves[:moves]:
        stack.apply_text(text)
    seats = [{**seat, "kind": "human" if k == 0 else seat["kind"]}
             for k, seat in enumerate(saved.seats)]
    savefile.save(path, rules, stack, saved.options, saved.seed, seats)
    return path


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    saved, _ = planted_games.play("tiwanaku", {"mode": "competitive", "players": 2}, 5,
                             ("normal", "normal"))
    return saved, _save(tmp_path_factory.mktemp("review") / "game.lcsave", saved)


def test_json_prints_the_review_of_each_human_seat(finished, capsys):
    _, path = finished
    assert cli.main(["review", str(path), "--quick", "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1  # seat 0 is the only human
    data = json.loads(lines[0])
    assert list(data) == ["game", "seat", "unit", "decisions"]
    assert (data["game"], data["seat"], data["unit"]) == ("tiwanaku", 0, "points")
    assert data["decisions"]
    for d in data["decisions"]:
        assert list(d) == ["index", "move", "suggested", "cost", "marked", "explanation"]
        assert d["cost"] >= 0 and d["explanation"]["kind"] == "tiwanaku"


def test_the_text_is_a_table_of_the_chosen_seat(finished, capsys):
    saved, path = finished
    assert cli.main(["review", str(path), "--quick", "--seat", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Review of seat 1")
    assert "played" in out and "suggested" in out and "cost" in out and "marked" in out
    first = saved.moves[1]  # seat 1's first move: a row of the table
    assert any(line.split()[0] == "1" and first in line for line in out.splitlines()[2:])


@pytest.mark.parametrize("argv, message", [
    (["--seat", "5"], "--seat 5: the game has seats 0 to 1"),
    ([], "is not a finished game"),
])
def test_bad_input_is_one_line_and_status_2(finished, tmp_path, capsys, argv, message):
    saved, path = finished
    if "--seat" not in argv:
        path = _save(tmp_path / "unfinished.lcsave", saved, moves=6)
    assert cli.main(["review", str(path), *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


def test_a_missing_file_is_one_line_and_status_2(tmp_path, capsys):
    assert cli.main(["review", str(tmp_path / "none.lcsave")]) == 2
    assert capsys.readouterr().err.count("\n") == 1
