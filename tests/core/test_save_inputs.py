"""Hostile save files of every game through the command line's one loading path (issue 34):
text that is not text, Tiwanaku options and seats that opened badly, and the names the
window writes."""

import json

import pytest

from lewisclark_desktop import cli, games
from lewisclark_desktop.core import savefile
from lewisclark_desktop.testing.fuzz_loaders import engine_originals
from lewisclark_desktop.core.seats import MAX_NAME, Seat, checked_seats, clean_name
from two_seats import SEATS



def genuine_save(game_id, moves=20):
    """A genuine two-player save of `game_id` as parsed JSON."""
    rules = games.rules(game_id)
    raw = engine_originals(rules, [({"players": 2}, SEATS[game_id])], moves, seed=3)[0]
    return json.loads(raw)


def written(tmp_path, data, name="x.lcsave", rehash=False):
    if rehash:
        data["integrity"] = savefile.integrity(data)
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=True))  # "\ud800" stays an escape
    return path


def replay(capsys, path):
    code = cli.main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("game_id", list(SEATS))
@pytest.mark.parametrize("where", ["name", "key"])
def test_a_lone_surrogate_anywhere_is_refused_in_one_line(capsys, tmp_path, game_id, where):
    data = genuine_save(game_id)
    if where == "name":
        data["seats"][0]["name"] = "\ud800Ann"
    else:
        data["extra"] = {"table": {"\udc00": 1}}
    code, out, err = replay(capsys, written(tmp_path, data))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "lone surrogate" in err and "Traceback" not in err


def test_a_surrogate_pair_is_a_character_and_opens(capsys, tmp_path):
    data = genuine_save("elfenland")
    data["seats"][0]["name"] = "\U0001F600 Ann"  # written as the escapes \ud83d\ude00
    code, out, err = replay(capsys, written(tmp_path, data, rehash=True))
    assert code == 0 and out.startswith("valid save") and err == ""


def test_tiwanaku_options_colours_that_are_not_a_list_are_refused(capsys, tmp_path):
    data = genuine_save("tiwanaku")
    data["options"]["colours"] = 5
    code, out, err = replay(capsys, written(tmp_path, data))
    assert code == 2 and out == ""
    assert err.strip() == ("lewisclark: x.lcsave: bad game options: "
                           "colours must be a list of 2 colour names")


@pytest.mark.parametrize("rehash", [False, True], ids=["edited", "rehashed"])
def test_tiwanaku_seats_without_a_colour_get_one_and_the_resave_loads(tmp_path, rehash):
    data = genuine_save("tiwanaku")
    for seat in data["seats"]:
        del seat["colour"]
    entry, saved, stack = games.load_save(written(tmp_path, data, rehash=rehash))
    assert [s["colour"] for s in saved.seats] == ["blue", "orange"]  # the game's defaults
    again = tmp_path / "again.lcsave"
    savefile.save(again, entry.rules(), stack, saved.options, saved.seed, saved.seats,
                  provenance=saved.provenance)
    _, reloaded, _ = games.load_save(again)
    assert reloaded.seats == saved.seats and reloaded.provenance == saved.provenance


@pytest.mark.parametrize("game_id", list(SEATS))
def test_the_command_line_refuses_unknown_player_kinds_as_the_window_does(capsys, tmp_path,
                                                                           game_id):
    data = genuine_save(game_id)
    data["seats"][1]["kind"] = "bot"
    code, out, err = replay(capsys, written(tmp_path, data, rehash=True))
    assert code == 2 and out == ""
    assert err.strip() == ("lewisclark: x.lcsave: the seats do not match the game "
                           "(seat 2 has the unknown player kind 'bot')")


def test_checked_seats_are_complete_records():
    records = [{}, {"name": " ", "colour": "green", "kind": "easy"}]
    assert checked_seats(records, [None, None], ("human", "easy"), ("blue", "orange")) == [
        {"name": "", "colour": "blue", "kind": "human"},
        {"name": "", "colour": "green", "kind": "easy"}]
    with pytest.raises(ValueError, match="seat 1 has no colour"):
        checked_seats([{}], [None], ("human",))


@pytest.mark.parametrize("typed,kept", [
    ("\ud800Ann\udfff", "Ann"), ("  Bob\n", "Bob"), ("Cy\x00\x1b", "Cy"),
    ("x" * 200, "x" * MAX_NAME), ("エルフ", "エルフ"),
])
def test_a_typed_name_is_one_a_save_holds(typed, kept):
    assert clean_name(typed) == kept and Seat(typed, "blue").name == kept


def test_any_typed_name_saves_into_a_file_that_loads(tmp_path):
    data = genuine_save("lewisclark")
    rules = games.rules("lewisclark")
    _, saved, stack = games.parse_save(json.dumps(data).encode())
    seats = [Seat("\ud800" + "y" * 300, "blue").to_dict(), Seat("Bob\x07", "orange").to_dict()]
    path = tmp_path / "typed.lcsave"
    savefile.save(path, rules, stack, saved.options, saved.seed, seats)
    _, loaded, _ = games.load_save(path)
    assert [s["name"] for s in loaded.seats] == ["y" * MAX_NAME, "Bob"] and loaded.genuine
