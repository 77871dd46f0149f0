"""The headless command line."""

import json
import subprocess
import sys


from lewisclark_desktop import cli
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
