"""core/'s small parts pinned by their exact words and edges: the schema's messages, atomic
writes' temporaries, the command line's value types (mutmut survivors, docs/testing.md)."""

import argparse
import os

import pytest

from lewisclark_desktop.core import atomic, cli_args
from lewisclark_desktop.core.schema import (Bool, Int, List, Map, Null, Obj, SchemaError, Str,
                                            validate)


# ---------------------------------------------------------------- schema
def refusal(schema, value):
    with pytest.raises(SchemaError) as info:
        validate(schema, value)
    return str(info.value)


@pytest.mark.parametrize("schema,value,message", [
    (Obj({"a": Int(0, 3)}), [], "the top level must be an object, not []"),
    (Obj({"a": Int(0, 3)}), {}, "a is missing"),
    (Obj({"a": Int(0, 3)}), {"a": 4}, "a must be a whole number from 0 to 3, not 4"),
    (Obj({"a": Int(0, 3)}), {"a": 1, "b": 2}, "b must be absent (unknown field), not 2"),
    (Obj({}, {"b": Bool()}), {"b": 1}, "b must be true or false, not 1"),
    (Obj({"n": Null(Str(max_len=2))}), {"n": "abc"},
     "n must be text of at most 2 characters, not 'abc'"),
    (Str(), "x" * 201,
     "the top level must be text of at most 200 characters, not '" + "x" * 36 + "..."),
    (Str(("a", "b")), "c", "the top level must be one of a, b, not 'c'"),
    (List(Int(0, 1), 2), [0, 0, 0],
     "the top level must be a list of 0 to 2 entries, not [0, 0, 0]"),
    (List(Bool(), 2), [True, 2], "[1] must be true or false, not 2"),
    (Map(("k",), Bool()), {"j": True}, "j must be absent (unknown name), not True"),
    (Map(None, Bool()), {"k" * 41: True}, "k" * 41 + " must be absent (unknown name), not True"),
    (Obj({"m": Map(None, Int(0, 0))}), {"m": {"x": 1}},
     "m.x must be a whole number from 0 to 0, not 1"),
], ids=lambda x: "" if not isinstance(x, str) else x[:30])
def test_each_schema_refusal_says_where_what_and_what_was_found(schema, value, message):
    assert refusal(schema, value) == message


def test_a_found_value_is_shown_whole_up_to_forty_characters():
    assert refusal(Bool(), "x" * 38).endswith("not '" + "x" * 38 + "'")  # 40 with the quotes
    assert refusal(Bool(), "x" * 39).endswith("not '" + "x" * 36 + "...")  # 41: cut to 40


def test_what_fits_passes_and_defaults_are_open():
    validate(Obj({"a": Null(Int(0, 1))}), {"a": None})
    validate(Obj({"a": Null(Int(0, 1))}), {"a": 1})
    validate(List(Str(), 3), [])  # no least length unless asked
    validate(Str(), "x" * 200)
    validate(Obj({}), {})
    with pytest.raises(SchemaError) as info:
        validate(Obj({}), {"extra": 1})
    assert (info.value.where, info.value.expected) == ("extra", "absent (unknown field)")


# ---------------------------------------------------------------- atomic writes
def test_a_write_makes_missing_folders_and_its_temporary_sits_beside_the_file(tmp_path,
                                                                            monkeypatch):
    target = tmp_path / "a" / "b" / "game.lcsave"
    seen = []
    real_replace = os.replace

    def replace(src, dst):
        seen.append(src)
        assert atomic.temp_files(target) == [type(target)(src)]  # what a cleanup would find
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    atomic.write_atomic(target, b"data")
    assert target.read_bytes() == b"data"
    name = os.path.basename(seen[0])
    assert os.path.dirname(seen[0]) == str(target.parent)
    assert name.startswith(".game.lcsave.") and name.endswith(".tmp")
    assert atomic.temp_files(target) == []


# ---------------------------------------------------------------- command-line value types
def refused(parse, text):
    with pytest.raises(argparse.ArgumentTypeError) as info:
        parse(text)
    return str(info.value)


def test_whole_numbers_in_a_range():
    parse = cli_args.int_in(-5, 10 ** 21)
    assert [parse(t) for t in ("-5", "+7", " 3 ", "1" + "0" * 19)] == [-5, 7, 3, 10 ** 19]
    assert refused(parse, "1" * 21) == f"{'1' * 21!r} is not a whole number"  # more than 20 digits
    assert parse("1" * 20) == int("1" * 20)
    assert refused(parse, "x") == "'x' is not a whole number"
    assert refused(parse, "-6") == f"-6 is not from -5 to {10 ** 21}"
    assert parse.__name__ == "whole number"


def test_numbers_in_a_range():
    parse = cli_args.float_in(0.5, 2.0)
    assert [parse(t) for t in ("0.5", "2", "1.25")] == [0.5, 2.0, 1.25]
    assert refused(parse, "x") == "'x' is not a number"
    assert refused(parse, "2.5") == "2.5 is not from 0.5 to 2.0"
    assert refused(parse, "0.4") == "0.4 is not from 0.5 to 2.0"
    assert refused(parse, "nan") == "nan is not from 0.5 to 2.0"
    assert refused(cli_args.float_in(0, float("inf")), "inf") == "inf is not from 0 to inf"
    assert parse.__name__ == "number"


def test_text_that_must_not_be_empty():
    assert cli_args.non_empty(" a ") == " a "
    assert refused(cli_args.non_empty, "  ") == "must not be empty"


def test_window_sizes():
    assert cli_args.size("1280X720") == (1280, 720)
    assert cli_args.size("100x10000") == (100, 10000)
    assert refused(cli_args.size, "1280") == "'1280' is not WIDTHxHEIGHT (e.g. 1280x720)"
    assert refused(cli_args.size, "99x720") == ("'99x720' is not WIDTHxHEIGHT (e.g. 1280x720): "
                                                "99 is not from 100 to 10000")


def test_game_options_read_booleans_and_whole_numbers():
    assert cli_args.game_option("variant=TRUE") == ("variant", True)
    assert cli_args.game_option("variant=false") == ("variant", False)
    assert cli_args.game_option("players=4") == ("players", 4)
    assert cli_args.game_option("board=long=x") == ("board", "long=x")
    assert cli_args.game_option("name=") == ("name", "")
    assert refused(cli_args.game_option, "=4") == "'=4' is not KEY=VALUE"
    assert refused(cli_args.game_option, "players") == "'players' is not KEY=VALUE"


def test_a_bad_argument_is_one_line_and_status_2(capsys):
    parser = cli_args.Parser(prog="prog")
    parser.add_argument("--n", type=cli_args.int_in(1, 3))
    with pytest.raises(SystemExit) as info:
        parser.parse_args(["--n", "9"])
    assert info.value.code == 2
    assert capsys.readouterr().err == ("prog: error: argument --n: 9 is not from 1 to 3 "
                                       "(see prog --help)\n")


# ---------------------------------------------------------------- the seeded generator
# Every save replays from its seed: these draws must never change (golden values).
def test_the_generator_draws_the_same_numbers_forever():
    from lewisclark_desktop.core.rng import Rng, next_u64, seed_state

    assert seed_state(1) == 100028436902272046
    assert next_u64(seed_state(1)) == (11500743256225470531, 3047811371739217279)
    r = Rng(seed_state(7))
    draws = [r.below(n) for n in (1, 2, 3, 6, 10 ** 18, 2 ** 63 + 1, 2 ** 64)]
    assert draws == [0, 1, 0, 5, 174008757742516672, 4515843680402079038, 3349831592840241257]
    r = Rng(seed_state(7))
    items = list(range(10))
    r.shuffle(items)
    assert items == [6, 4, 7, 1, 3, 0, 8, 9, 5, 2]
    assert r.choice("abcdef") == "a" and r.state == 16490768882687483262
    with pytest.raises(ValueError, match="n must be positive"):
        r.below(0)


# ---------------------------------------------------------------- reading files nobody vouches for
def test_a_file_is_read_whole_up_to_its_limit_and_refused_past_it(tmp_path):
    from lewisclark_desktop.core import safeio

    path = tmp_path / "big.lcsave"
    data = bytes(range(256)) * 800  # 204,800 bytes: several reads
    path.write_bytes(data)
    assert safeio.read_regular_file(path, len(data)) == data
    with pytest.raises(safeio.InputError) as info:
        safeio.read_regular_file(path, len(data) - 1, "position")
    assert str(info.value) == f"big.lcsave is {len(data)} bytes, too large to be a position"
    for nothing in (None, "", "  "):
        with pytest.raises(safeio.InputError, match="^no file name given$"):
            safeio.read_regular_file(nothing, 10)
    with pytest.raises(safeio.InputError) as info:
        safeio.read_regular_file(tmp_path / "none.lcsave", 10)
    assert str(info.value) == "cannot open none.lcsave: No such file or directory"


def test_json_may_nest_32_levels_and_brackets_inside_text_do_not_count():
    from lewisclark_desktop.core import safeio

    assert safeio.nesting_depth('[{"a": "[[[{{{"}, []]') == 2
    assert safeio.nesting_depth("[]" * 5) == 1
    deep = safeio.loads(("[" * 32 + "]" * 32).encode(), "x")
    for _ in range(31):
        deep = deep[0]
    assert deep == []
    assert safeio.loads(b'{"a": "' + b"[" * 40 + b'"}', "x") == {"a": "[" * 40}
    with pytest.raises(safeio.InputError) as info:
        safeio.loads(("[" * 33 + "]" * 33).encode(), "x.json")
    assert str(info.value) == "x.json nests deeper than 32 levels"
    with pytest.raises(safeio.InputError) as info:
        safeio.loads(b"[1, 1e999]", "x.json")
    assert str(info.value) == "x.json holds bad JSON: a number is too large"


def test_schema_nodes_built_while_the_test_runs_keep_their_defaults():
    # (Nodes built at import time, like the save header's, are built before a mutation tool
    # switches a mutant on: these are built here.)
    validate(Str(), "x" * 200)
    with pytest.raises(SchemaError) as info:
        validate(Str(), "x" * 201)
    assert info.value.expected == "text of at most 200 characters"
    validate(Map(("k",), Bool()), {"k": True})
    with pytest.raises(SchemaError) as info:
        validate(Map(("k",), Bool()), {"k": 1})
    assert (info.value.where, info.value.expected) == ("k", "true or false")


def test_a_size_with_two_x_names_the_part_after_the_first():
    assert refused(cli_args.size, "100x200x300") == (
        "'100x200x300' is not WIDTHxHEIGHT (e.g. 1280x720): '200x300' is not a whole number")


def test_checked_seats_refuse_what_the_rules_refuse_and_a_seat_without_colour():
    from lewisclark_desktop.core.seats import checked_seats

    with pytest.raises(ValueError) as info:
        checked_seats([{"name": "A"}], [None, None], ("human",))
    assert str(info.value) == "1 seats for 2 players"
    for colour in ("", 3):
        with pytest.raises(ValueError) as info:
            checked_seats([{"colour": colour}], [None], ("human",))
        assert str(info.value) == "seat 1 has no colour"


def test_seat_problems_name_the_seat_counted_from_one():
    from lewisclark_desktop.core.seats import seat_problem

    assert seat_problem([{}, 5], [None, None]) == "seat 2 is not an object"
    assert seat_problem([{}, {"colour": "red"}], [None, "blue"]) == "seat 2 is 'red' but plays blue"
    assert seat_problem([{"colour": "red"}, {}], ["red", "blue"]) is None


def test_a_path_the_system_cannot_even_look_at_is_refused_in_words(tmp_path):
    from lewisclark_desktop.core import safeio

    with pytest.raises(safeio.InputError) as info:
        safeio.read_regular_file(str(tmp_path / "a\0b"), 10)
    assert str(info.value) == "cannot open a\0b: embedded null byte"


def test_an_oversized_save_is_refused_by_its_size_unread(tmp_path):
    from lewisclark_desktop.core import savefile

    path = tmp_path / "big.lcsave"
    with open(path, "wb") as f:
        f.truncate(savefile.MAX_SAVE_BYTES + 1)  # sparse: nothing is written
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.read(path)
    assert str(info.value) == (f"big.lcsave is {savefile.MAX_SAVE_BYTES + 1} bytes, "
                               "too large to be a save file")


def test_every_stale_temporary_is_counted(tmp_path):
    import time

    path = tmp_path / "auto.lcsave"
    for k in range(3):
        old = tmp_path / f".auto.lcsave.{k}.tmp"
        old.write_bytes(b"x")
        os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert atomic.remove_stale_temps(path) == 3 and list(tmp_path.iterdir()) == []


def test_an_unreadable_move_is_refused_with_its_text():
    from lewisclark_desktop.core.commands import CommandStack
    from lewisclark_desktop.core.game import IllegalMoveError
    from lewisclark_desktop.lewisclark.game import RULES

    stack = CommandStack(RULES, RULES.new_state({"players": 2}, 1))
    with pytest.raises(IllegalMoveError) as info:
        stack.apply_text("frobnicate now")
    assert str(info.value).startswith("frobnicate now: ")


def test_maps_and_objects_inside_objects_are_named_by_their_path():
    validate(Map(None, Bool()), {"k" * 40: True})  # a name of 40 characters is allowed
    assert refusal(Obj({"m": Map(None, Bool())}), {"m": [1]}) == "m must be an object, not [1]"
    assert refusal(Obj({"o": Obj({})}), {"o": 3}) == "o must be an object, not 3"


def test_draws_over_a_range_that_needs_rejection_keep_their_values_and_steps():
    from lewisclark_desktop.core.rng import Rng, seed_state

    r = Rng(seed_state(9))
    # about half of all 64-bit values are redrawn for this range: the final state counts them
    assert [r.below(2 ** 63 + 1) for _ in range(8)] == [
        5459529940390226802, 2797921141703495687, 4515843680402079038, 3349831592840241257,
        2750034896793255119, 1642350233475225652, 6692725147851062920, 4279646941778038503]
    assert r.state == 4062052249402114577
    with pytest.raises(ValueError) as info:
        r.below(-1)
    assert str(info.value) == "n must be positive"


def test_nesting_is_counted_after_a_closed_branch_and_numbers_may_have_24_digits():
    from lewisclark_desktop.core import safeio

    assert safeio.nesting_depth("[[], [[]]]") == 3
    assert safeio.loads(b"[" + b"1" * 24 + b"]", "x") == [int("1" * 24)]
    with pytest.raises(safeio.InputError) as info:
        safeio.loads(b"[-" + b"1" * 25 + b"]", "x")
    assert str(info.value) == "x holds bad JSON: a number has more than 24 digits"


def test_nobody_is_to_move_once_the_game_is_over():
    from lewisclark_desktop.lewisclark.game import RULES

    state = RULES.new_state({"players": 2}, 1)
    assert RULES.current_player(state) == state.current
    state.over = True
    assert RULES.current_player(state) is None
