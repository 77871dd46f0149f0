"""`lewisclark generate`: a Tiwanaku scenario's public setup, hidden part only with --reveal."""

import json

import pytest

from lewisclark_desktop import cli


def run(capsys, *argv):
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_json_hides_the_table_unless_revealed(capsys):
    status, out, _ = run(capsys, "generate", "--game", "tiwanaku", "--board", "long",
                         "--seed", "7", "--mode", "coop", "--json")
    public = json.loads(out)
    assert status == 0 and public["mode"] == "coop" and public["size"] == "long"
    assert "hidden" not in public and "tile_arrows" not in public["coop"]
    assert len(public["start_cells"]) > 0
    status, out, _ = run(capsys, "generate", "--game", "tiwanaku", "--board", "long",
                         "--seed", "7", "--mode", "coop", "--json", "--reveal")
    full = json.loads(out)
    assert len(full["hidden"]["terrain"]) == 5 and len(full["hidden"]["crop"][0]) == 9
    assert full["coop"]["tile_arrows"] and full["code"] == "L-N-O-7"
    assert full["start_cells"] == public["start_cells"]


def test_text_names_code_and_hints_and_reveal_adds_the_table(capsys):
    status, out, _ = run(capsys, "generate", "--board", "short", "--seed", "1",
                         "--difficulty", "easy")
    assert status == 0 and "S-E-C-1" in out and "Start cells:" in out
    assert "Hidden" not in out
    _, revealed, _ = run(capsys, "generate", "--board", "short", "--seed", "1",
                         "--difficulty", "easy", "--reveal")
    assert revealed.startswith(out) and "Hidden terrain / crops:" in revealed


def test_same_seed_same_output_and_code_regenerates_it(capsys):
    argv = ("generate", "--game", "tiwanaku", "--board", "long", "--seed", "123",
            "--difficulty", "hard", "--json", "--reveal")
    _, first, _ = run(capsys, *argv)
    _, second, _ = run(capsys, *argv)
    assert first == second
    code = json.loads(first)["code"]
    _, again, _ = run(capsys, "generate", "--code", code, "--json", "--reveal")
    assert again == first
    _, text_seed, _ = run(capsys, *argv[:-2])
    _, text_code, _ = run(capsys, "generate", "--code", code.lower())
    assert text_seed == text_code


def test_other_seeds_give_other_scenarios(capsys):
    outs = {run(capsys, "generate", "--board", "short", "--seed", str(s), "--json",
                "--reveal")[1] for s in range(3)}
    assert len(outs) == 3


@pytest.mark.parametrize("argv, expected", [
    (["--game", "lewisclark", "--board", "long", "--seed", "1"], "no scenario generator"),
    (["--game", "elfenland", "--code", "L-N-C-1"], "no scenario generator"),
    (["--board", "short", "--seed", "1", "--mode", "coop"], "long board"),
    (["--board", "medium", "--seed", "1"], "--board"),
    (["--board", "long", "--seed", "-1"], "--seed"),
    (["--board", "long", "--seed", str(10 ** 12 + 1)], "--seed"),
    (["--board", "long", "--seed", "x"], "--seed"),
    (["--board", "long", "--seed", "1", "--difficulty", "brutal"], "--difficulty"),
    (["--board", "long"], "--seed"),
    (["--seed", "1"], "--board"),
    (["--code", "L-N-C"], "scenario code"),
    (["--code", "Q-N-C-1"], "board"),
    (["--code", "S-N-O-1"], "long board"),
    (["--code", "L-N-C-99999999999999"], "number"),
    (["--code", "L-N-C-1", "--board", "long"], "--board"),
    (["--game", "nope", "--code", "L-N-C-1"], "unknown game"),
])
def test_bad_values_get_one_line_and_status_2(capsys, argv, expected):
    with pytest.raises(SystemExit) as raised:
        raise SystemExit(cli.main(["generate", *argv]))
    out, err = capsys.readouterr()
    assert raised.value.code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and expected in err


def test_generate_help_works(capsys):
    with pytest.raises(SystemExit) as raised:
        cli.main(["generate", "--help"])
    out = capsys.readouterr().out
    assert raised.value.code == 0 and "--reveal" in out and "--code" in out
