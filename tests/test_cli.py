"""The headless command line."""

import argparse
import json
import os
import subprocess
import sys

import pytest

from lewisclark_desktop import cli
from lewisclark_desktop.testing.savefuzz import time_limit
from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.commands import CommandStack
from lewisclark_desktop.lewisclark import engine, positions
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.setup import new_game


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cards_json_lists_all_84_with_the_required_fields(capsys):
    code, out, _ = run(capsys, "cards", "--json")
    cards = json.loads(out)
    assert code == 0 and len(cards) == 84
    assert sum(c["kind"] == "starting" for c in cards) == 30
    for c in cards:
        assert {"id", "kind", "name_en", "name_ja", "strength", "badge", "permanent"} <= set(c)
        assert c["badge"] in ("food", "wood", "equipment", "fur")
        assert 1 <= c["strength"] <= 3 and c["name_ja"]
        assert ("colour" in c) == (c["kind"] == "starting")
    regis = next(c for c in cards if c["id"] == "regis-loisel")
    assert regis["strength"] == 3 and regis["badge"] == "equipment"
    assert sum(c["permanent"] for c in cards) == 5


def test_selfplay_prints_one_json_line_per_game(capsys):
    code, out, _ = run(capsys, "selfplay", "--players", "3", "--games", "3", "--seed", "9",
                       "--max-turns", "40", "--json")
    lines = [json.loads(x) for x in out.splitlines()]
    assert code == 0 and [g["seed"] for g in lines] == [9, 10, 11]
    for g in lines:
        assert {"seed", "players", "winner", "turns", "moves", "capped"} <= set(g)
        assert g["capped"] == (g["winner"] is None and g["turns"] >= 40)


def test_selfplay_is_deterministic(capsys):
    a = run(capsys, "selfplay", "--players", "2", "--seed", "4", "--max-turns", "60", "--json")[1]
    b = run(capsys, "selfplay", "--players", "2", "--seed", "4", "--max-turns", "60", "--json")[1]
    assert a == b


def test_solo_selfplay_reports_mackenzie(capsys):
    code, out, _ = run(capsys, "selfplay", "--players", "1", "--solo-level", "7", "--json")
    g = json.loads(out)
    assert code == 0 and g["solo_level"] == 7 and not g["capped"]
    assert g["winner"] is None and g["mackenzie"] >= 44  # random play loses the race


def test_replay_validates_and_refuses(capsys, tmp_path):
    stack = CommandStack(RULES, RULES.new_state({"players": 2}, 3))
    for _ in range(30):
        stack.apply(engine.legal_moves(stack.state)[0])
    path = tmp_path / "g.lcsave"
    savefile.save(path, RULES, stack, RULES.normalize_options({"players": 2}, 3), 3, [{}, {}])
    code, out, _ = run(capsys, "replay", str(path), "--json")
    assert code == 0 and json.loads(out)["moves"] == 30
    path.write_text(path.read_text()[:50])
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and "damaged or truncated" in err and out == ""
    assert len(err.strip().splitlines()) == 1


def test_apply_prints_the_new_position_and_refuses_illegal_moves(capsys, tmp_path):
    s = new_game(2, 1, first_player=0)
    pos = tmp_path / "start.json"
    pos.write_text(json.dumps(positions.to_dict(s)))
    code, out, _ = run(capsys, "apply", str(pos), "village hunting x1", "gain food+fur", "--json")
    after = json.loads(out)
    assert code == 0 and after["players"][0]["resources"] == {"food": 2, "equipment": 1, "fur": 2}
    code, out, err = run(capsys, "apply", str(pos), "camp", "camp")
    assert code == 2 and "move 2 refused" in err and "already camped" in err


def test_apply_refuses_a_broken_position(capsys, tmp_path):
    pos = tmp_path / "bad.json"
    pos.write_text("{not json")
    code, _, err = run(capsys, "apply", str(pos))
    assert code == 2 and "bad JSON" in err


def test_console_script_module_runs():
    r = subprocess.run([sys.executable, "-m", "lewisclark_desktop.cli", "cards"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "Meriwether Lewis" in r.stdout


# ---------------------------------------------------------------- bad input (issue 12, 11 A9)
SUBCOMMANDS = ("cards", "selfplay", "replay", "apply", "tournament")


@pytest.mark.parametrize("argv", [["--help"]] + [[c, "--help"] for c in SUBCOMMANDS])
def test_every_help_page_works(capsys, argv):
    with pytest.raises(SystemExit) as info:
        cli.main(argv)
    out, err = capsys.readouterr()
    assert info.value.code == 0 and out.startswith("usage: lewisclark") and err == ""


BAD_FLAGS = [
    ["selfplay", "--players", "0"], ["selfplay", "--players", "6"], ["selfplay", "--players", "x"],
    ["selfplay", "--games", "-1"], ["selfplay", "--games", "0"], ["selfplay", "--seed", "1.5"],
    ["selfplay", "--seed", "9" * 5000], ["selfplay", "--max-turns", "0"],
    ["selfplay", "--players", "1", "--solo-level", "9"],
    ["selfplay", "--players", "1", "--solo-level", "-1"], ["selfplay", "--solo-level", "2"],
    ["tournament", "--solo-level", "9"], ["tournament", "--solo-level", "-1"],
    ["tournament", "--bots", ""], ["tournament", "--bots", ",,"], ["tournament", "--bots", "god"],
    ["tournament", "--bots", "random,random,random"], ["tournament", "--think", "nan"],
    ["tournament", "--think", "inf"], ["tournament", "--think", "-1"], ["tournament", "--think", "0"],
    ["tournament", "--games", "-1"], ["tournament", "--jobs", "0"], ["tournament", "--players", "9"],
    ["tournament", "--iterations", "0"], ["tournament", "--max-turns", "-5"],
    ["replay", ""], ["replay", "   "], ["apply", ""], ["cards", "--bogus"], ["nonsense"], [],
]


@pytest.mark.parametrize("argv", BAD_FLAGS, ids=lambda a: " ".join(a)[:40] or "nothing")
def test_every_bad_flag_gets_one_line_and_status_2(capsys, argv):
    try:
        code = cli.main(argv)
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("lewisclark")


def bad_file(tmp_path, name, content):
    p = tmp_path / name
    p.write_bytes(content if isinstance(content, bytes) else content.encode())
    return str(p)


def village_frame_without_location():
    d = positions.to_dict(new_game(2, 1, first_player=0))
    d["frames"] = [{"kind": "village", "left": 1, "done": 0}]
    return json.dumps(d)


@pytest.mark.parametrize("content,expected", [
    (b"\xff\xfe{not utf-8}", "not text (not UTF-8)"),
    ("[" * 1000 + "]" * 1000, "nests deeper"),
    ('{"format": "lewisclark-position", "turn": ' + "5" * 5000 + "}", "more than 24 digits"),
    ('{"format": "lewisclark-position", "turn": Infinity}', "Infinity is not a number"),
    (village_frame_without_location(), "a village frame needs location"),
], ids=["non-UTF-8", "deep nesting", "5000 digits", "Infinity", "village frame"])
def test_apply_refuses_hostile_positions_in_one_line(capsys, tmp_path, content, expected):
    code, out, err = run(capsys, "apply", bad_file(tmp_path, "p.json", content), "camp")
    assert code == 2 and out == "" and expected in err
    assert len(err.strip().splitlines()) == 1


def test_replay_and_apply_refuse_folders_and_pipes(capsys, tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for command in ("replay", "apply"):
        for path, expected in ((tmp_path, "is a folder"), (fifo, "is not a regular file")):
            with time_limit(5):
                code, out, err = run(capsys, command, str(path))
            assert code == 2 and expected in err and len(err.strip().splitlines()) == 1


def test_replay_says_when_a_save_was_edited(capsys, tmp_path):
    stack = CommandStack(RULES, RULES.new_state({"players": 2}, 3))
    for _ in range(20):
        stack.apply(engine.legal_moves(stack.state)[0])
    path = tmp_path / "g.lcsave"
    savefile.save(path, RULES, stack, RULES.normalize_options({"players": 2}, 3), 3,
                  [{"name": "A"}, {"name": "B"}])
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0 and out.startswith("valid save: 20 moves") and err == ""
    data = json.loads(path.read_text())
    data["seats"][1]["name"] = "Eve"
    path.write_text(json.dumps(data))
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0 and out.startswith("EDITED save (not genuine): 20 moves")
    assert "warning: the file was changed after it was saved" in err
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert json.loads(out)["provenance"] == "edited"


@pytest.mark.parametrize("argv", [
    ["--screenshot", "x.png", "--players", "0"], ["--screenshot", "x.png", "--players", "6"],
    ["--screenshot", "x.png", "--players", "-1"], ["--screenshot", "x.png", "--size", "abc"],
    ["--size", "1280x"], ["--size", "0x720"], ["--moves", "-3"], ["--seed", "x"],
    ["--lang", "fr"], ["--game", "chess"], ["--screenshot", "x.png", "--game", "elfenland", "--players", "1"],
    ["--screenshot", "x.png", "--game", "tiwanaku", "--players", "5"],
    # issue 34: the game's own options, checked before any window or bot thread exists
    ["--screenshot", "x.png", "--game", "tiwanaku", "--players", "1"],
    ["--screenshot", "x.png", "--game", "elfenland", "--option", "bogus=1"],
    ["--screenshot", "x.png", "--game", "elfenland", "--option", "variant=maybe"],
    ["--screenshot", "x.png", "--game", "tiwanaku", "--option", "mode=chess"],
    ["--screenshot", "x.png", "--game", "tiwanaku", "--option", "scenario=X-Y-Z"],
    ["--screenshot", "x.png", "--game", "tiwanaku", "--option", "mode=coop",
     "--option", "level=god"],
    ["--screenshot", "x.png", "--game", "lewisclark", "--option", "bogus=1"],
    ["--game", "tiwanaku", "--option", "board=huge"],
], ids=lambda a: " ".join(a))
def test_desktop_flags_are_refused_in_one_line_with_status_2(capsys, argv):
    from lewisclark_desktop.app import parse_args

    with pytest.raises(SystemExit) as info:
        parse_args(argv)
    _, err = capsys.readouterr()
    assert info.value.code == 2 and len(err.strip().splitlines()) == 1
    assert err.startswith("lewisclark-desktop: error:")


def test_desktop_size_is_read_as_two_numbers():
    from lewisclark_desktop.app import parse_args

    assert parse_args(["--size", "1280x720"]).size == (1280, 720)


def test_a_game_option_is_key_equals_value_with_booleans_and_numbers():
    from lewisclark_desktop.core.cli_args import game_option

    assert game_option("mode=coop") == ("mode", "coop")
    assert game_option("variant=true") == ("variant", True)
    assert game_option("players=4") == ("players", 4)
    for bad in ("mode", "=coop"):
        with pytest.raises(argparse.ArgumentTypeError):
            game_option(bad)


def test_a_bad_screenshot_option_ends_before_any_thread_in_one_line(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LEWISCLARK_HOME=str(tmp_path))
    r = subprocess.run([sys.executable, "-m", "lewisclark_desktop", "--game", "tiwanaku",
                        "--players", "1", "--screenshot", str(tmp_path / "x.png")],
                       capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 2 and r.stdout == "" and not (tmp_path / "x.png").exists()
    assert r.stderr.splitlines() == [
        "lewisclark-desktop: error: tiwanaku with 1 player: competitive is for 2-4 players "
        "(see lewisclark-desktop --help)"]


@pytest.mark.parametrize("command", [
    ["selfplay", "--game", "tiwanaku", "--players", "1"],
    ["tournament", "--game", "tiwanaku", "--players", "1", "--bots", "random", "--games", "1"],
], ids=["selfplay", "tournament"])
def test_players_the_game_cannot_seat_by_default_are_refused_in_one_line(capsys, command):
    code, out, err = run(capsys, *command)
    assert code == 2 and out == ""
    assert err == "lewisclark: tiwanaku with 1 player: competitive is for 2-4 players\n"


@pytest.mark.parametrize("command", [
    ["generate", "--board", "long", "--seed", "1", "--reveal"], ["cards"],
    ["selfplay", "--games", "3", "--max-turns", "5"],
], ids=["generate", "cards", "selfplay"])
def test_a_reader_that_goes_away_ends_the_output_quietly(command):
    proc = subprocess.Popen([sys.executable, "-m", "lewisclark_desktop.cli", *command],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # as `| head -0` would: every write meets a closed pipe
    _, err = proc.communicate(timeout=120)
    assert err == b"" and proc.returncode == 1
