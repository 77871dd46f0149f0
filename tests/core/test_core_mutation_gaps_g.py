"""Core behaviours the core mutation run left unchecked (judge g): the safe reader under a file
swapped between its first look and the open, JSON too deep for the parser, the schema nodes'
refusals, old save files' supplied answers, and the age of a stale temporary."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lewisclark_desktop.core import atomic, safeio, savefile
from lewisclark_desktop.core.commands import CommandStack
from lewisclark_desktop.core.schema import Int, IntText, Null, Obj, OneOf, SchemaError, validate
from lewisclark_desktop.elfenland.game import RULES as ELFENLAND
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.testing.savefuzz import time_limit
from project import DATA


# ---------------------------------------------------------------- safeio.read_regular_file
def swap_after_first_look(monkeypatch, path, swap):
    """Stage the race the reader guards against: `swap()` runs right after `os.stat(path)`."""
    real_stat = os.stat
    done = []

    def stat(p, *args, **kwargs):
        info = real_stat(p, *args, **kwargs)
        if not done and os.fspath(p) == os.fspath(path):
            done.append(True)
            swap()
        return info

    monkeypatch.setattr(os, "stat", stat)


def read_refusal(path, max_bytes=1000, what="save file"):
    with pytest.raises(safeio.InputError) as info:
        safeio.read_regular_file(path, max_bytes, what)
    return str(info.value)


def test_a_file_swapped_for_a_pipe_after_the_first_look_is_refused_without_blocking(
        tmp_path, monkeypatch):
    # docs/savefiles.md: reads never block; the second look names the file
    path = tmp_path / "game.lcsave"
    path.write_bytes(b"{}")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    swap_after_first_look(monkeypatch, path, lambda: os.replace(fifo, path))
    with time_limit(5):  # raises Hang if the open waits for a writer
        assert read_refusal(path) == "game.lcsave is not a regular file"


CHILD = r"""
import os, sys
from lewisclark_desktop.core import safeio
master, slave = os.openpty()
terminal = os.ttyname(slave)
os.close(slave)
path = sys.argv[1]
real_stat = os.stat
def stat(p, *a, **k):
    info = real_stat(p, *a, **k)
    if os.fspath(p) == path:
        os.unlink(path)
        os.symlink(terminal, path)  # swapped for a terminal after the first look
    return info
os.stat = stat
try:
    safeio.read_regular_file(path, 1000, "save file")
    print("read")
except safeio.InputError as exc:
    print(exc)
try:
    os.close(os.open("/dev/tty", os.O_RDWR))
    print("controlling terminal")
except OSError:
    print("no controlling terminal")
"""


def test_a_file_swapped_for_a_terminal_never_becomes_the_controlling_terminal(tmp_path):
    # reading a file nobody vouches for must not make a terminal the process's controlling one
    path = tmp_path / "game.lcsave"
    path.write_bytes(b"{}")
    package_root = str(Path(safeio.__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([package_root, *sys.path]))
    r = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True,
                       env=env, timeout=60, start_new_session=True)  # a session with no terminal
    assert r.stdout.splitlines() == ["game.lcsave is not a regular file",
                                     "no controlling terminal"], r.stderr


@pytest.mark.parametrize("flag", ["O_NONBLOCK", "O_NOCTTY"])
def test_a_platform_without_a_flag_still_reads_files(tmp_path, monkeypatch, flag):
    # where os lacks O_NONBLOCK or O_NOCTTY (Windows) a plain file is still read as it is
    path = tmp_path / "game.lcsave"
    path.write_bytes(b'{"a": 1}')
    monkeypatch.delattr(os, flag, raising=False)
    assert safeio.read_regular_file(path, 1000, "save file") == b'{"a": 1}'


def test_a_file_removed_after_the_first_look_cannot_be_opened(tmp_path, monkeypatch):
    # the open's own failure is refused in one line that names the file
    path = tmp_path / "game.lcsave"
    path.write_bytes(b"{}")
    swap_after_first_look(monkeypatch, path, path.unlink)
    assert read_refusal(path) == "cannot open game.lcsave: No such file or directory"


def test_a_file_that_grows_past_the_limit_after_the_first_look_is_refused(
        tmp_path, monkeypatch):
    # the size bound holds for what is read, not only for what stat said (limit 64 KiB here)
    path = tmp_path / "game.lcsave"
    path.write_bytes(b"x" * 10)
    limit = 1 << 16

    def grow():
        with open(path, "ab") as f:
            f.write(b"x" * (3 * limit))

    swap_after_first_look(monkeypatch, path, grow)
    assert read_refusal(path, limit) == "game.lcsave is too large to be a save file"


def test_a_read_error_is_refused_in_one_line_naming_the_file():
    # /proc/self/mem is a regular file whose first page cannot be read (EIO)
    assert read_refusal("/proc/self/mem") == "cannot open mem: Input/output error"


# ---------------------------------------------------------------- safeio.loads
def test_json_deeper_than_the_parser_can_go_is_refused_in_one_line():
    # with the depth limit lifted, the parser's own recursion limit is still a named refusal
    deep = b"[" * 200_000 + b"]" * 200_000
    with pytest.raises(safeio.InputError) as info:
        safeio.loads(deep, "deep.json", max_depth=10 ** 6)
    assert str(info.value).startswith("deep.json holds bad JSON: ")


# ---------------------------------------------------------------- schema nodes
def schema_refusal(node, value, where="rng"):
    with pytest.raises(SchemaError) as info:
        validate(node, value, where)
    return str(info.value)


def test_int_text_accepts_digits_below_its_bound():
    # "a whole number from 0 to below `bound` written as text"
    for text in ("0", "9", "0009"):
        validate(IntText(10), text, "rng")


@pytest.mark.parametrize("value", ["10", "99", "abc", "", "-1", "1.5", "\u0663", 5, None])
def test_int_text_refuses_what_is_not_digits_below_its_bound(value):
    # the bound itself, other text, non-ASCII digits and non-text are refused with the path
    assert schema_refusal(IntText(10), value) == (
        f"rng must be a whole number below 10 written as text, not {value!r}")


def test_obj_names_the_whole_path_of_a_nested_field():
    # "players[1].scout must be ...": the path of the field, from the top
    node = Obj({"game": Obj({"seed": Int(0, 9)}, {"level": Int(0, 3)})})
    assert schema_refusal(node, {"game": {}}, "") == "game.seed is missing"
    assert schema_refusal(node, {"game": {"seed": "x"}}, "") == (
        "game.seed must be a whole number from 0 to 9, not 'x'")
    assert schema_refusal(node, {"game": {"seed": 1, "level": 7}}, "") == (
        "game.level must be a whole number from 0 to 3, not 7")


def test_one_of_accepts_any_option_and_names_the_value_it_refuses():
    # a OneOf made in the test: each option fits; a misfit says what was expected and got
    node = OneOf("a digit or null", Null(Int(0, 9)), IntText(10))
    for value in (None, 3, "3"):
        validate(node, value, "x")
    assert schema_refusal(node, 12, "x") == "x must be a digit or null, not 12"


# ---------------------------------------------------------------- savefile: version-1 answers
def old_file(tmp_path, change):
    data = json.loads((DATA / "old_v1_two_players.lcsave").read_text())
    change(data)
    path = tmp_path / "old.lcsave"
    path.write_text(json.dumps(data))
    return path, data


def test_an_old_file_still_illegal_after_the_supplied_answer_is_refused_at_that_move(tmp_path):
    # move 3 follows a movement (the loader supplies its distance) but is illegal even then
    path, _ = old_file(tmp_path, lambda d: d["moves"].__setitem__(2, "collect food 9"))
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.load(path, RULES)
    assert str(info.value).startswith("old.lcsave: move 3 is illegal (collect food 9")


def test_an_old_file_ending_on_a_movement_gets_its_last_distance_supplied(tmp_path):
    # the old rules went the farthest distance at once, so the final position includes it
    data = json.loads((DATA / "old_v1_two_players.lcsave").read_text())
    stack = CommandStack(RULES, RULES.new_state(data["options"], data["seed"]))
    for text in data["moves"][:2]:  # ... "move river pay:food"
        stack.apply_text(text)
    forwards = [m for m in RULES.legal_moves(stack.state)
                if RULES.format_move(m).startswith("forward ")]
    farthest = max(forwards, key=lambda m: int(RULES.format_move(m).split()[1]))
    stack.apply(farthest)

    def change(d):
        d["moves"] = d["moves"][:2]
        d["state_hash"] = RULES.state_hash(stack.state)

    path, _ = old_file(tmp_path, change)
    game, loaded = savefile.load(path, RULES)
    assert game.provenance == savefile.OLD_FORMAT
    assert loaded.move_texts == data["moves"][:2] + [RULES.format_move(farthest)]


def test_a_version_2_file_gets_no_supplied_answers(tmp_path):
    # only version-1 files predate the distance question: in version 2 the missing answer is
    # an illegal move
    path, _ = old_file(tmp_path, lambda d: d.update(version=2, integrity="0" * 64))
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.load(path, RULES)
    assert str(info.value).startswith("old.lcsave: move 3 is illegal (recruit slot1")


def test_an_old_file_of_a_game_that_supplies_no_answers_opens_as_old_format(tmp_path):
    # Elfenland has no version-1 fillers: its old file replays as written
    stack = CommandStack(ELFENLAND, ELFENLAND.new_state({"players": 2}, 5))
    for _ in range(6):
        stack.apply(ELFENLAND.legal_moves(stack.state)[0])
    path = tmp_path / "old.elfsave"
    savefile.save(path, ELFENLAND, stack, ELFENLAND.normalize_options({"players": 2}, 5), 5,
                  [{"name": "A"}, {"name": "B"}])
    data = json.loads(path.read_text())
    data["version"] = 1
    del data["integrity"]
    path.write_text(json.dumps(data))
    game, loaded = savefile.load(path, ELFENLAND)
    assert game.provenance == savefile.OLD_FORMAT and loaded.move_texts == stack.move_texts


# ---------------------------------------------------------------- atomic.remove_stale_temps
def stale_temp_at_age(tmp_path, monkeypatch, age_ns):
    now_ns = 1_700_000_000 * 10 ** 9
    monkeypatch.setattr(atomic.time, "time", lambda: now_ns / 10 ** 9)  # a frozen clock
    path = tmp_path / "autosave.lcsave"
    tmp = tmp_path / ".autosave.lcsave.abc123.tmp"
    tmp.write_bytes(b"half")
    os.utime(tmp, ns=(now_ns - age_ns, now_ns - age_ns))
    return path


def test_a_temporary_a_little_over_a_minute_old_is_stale(tmp_path, monkeypatch):
    # the default age of a stale temporary is 60 s: one 60.5 s old is removed
    path = stale_temp_at_age(tmp_path, monkeypatch, 60_500_000_000)
    assert atomic.remove_stale_temps(path) == 1


def test_an_age_limit_of_zero_removes_a_temporary_written_this_instant(tmp_path, monkeypatch):
    # older_than=0 (the kill tests' clean-up) removes every temporary, even one of age 0
    path = stale_temp_at_age(tmp_path, monkeypatch, 0)
    assert atomic.remove_stale_temps(path, older_than=0) == 1
