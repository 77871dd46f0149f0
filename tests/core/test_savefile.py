"""Save files: atomic writes, verified loading, and clear refusals of bad files."""

import json
import os
import time

import pytest

from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.atomic import remove_stale_temps, write_atomic
from lewisclark_desktop.testing.savefuzz import time_limit
from lewisclark_desktop.core.commands import CommandStack
from lewisclark_desktop.lewisclark import engine, positions
from lewisclark_desktop.lewisclark.game import RULES
from project import DATA

SEED = 42
OPTIONS = {"players": 3}
SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "random"},
         {"name": "Cy", "kind": "human"}]


def played_stack(n_moves=60):
    stack = CommandStack(RULES, RULES.new_state(OPTIONS, SEED))
    for i in range(n_moves):
        moves = engine.legal_moves(stack.state)
        stack.apply(moves[(i * 7) % len(moves)])
    return stack


@pytest.fixture
def save_path(tmp_path):
    stack = played_stack()
    path = tmp_path / "game.lcsave"
    savefile.save(path, RULES, stack, RULES.normalize_options(OPTIONS, SEED), SEED, SEATS)
    return path, stack


def test_load_replays_to_the_saved_state(save_path):
    path, stack = save_path
    game, loaded = savefile.load(path, RULES)
    assert game.seats == SEATS
    assert positions.state_hash(loaded.state) == positions.state_hash(stack.state)


def refusal(path):
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.load(path, RULES)
    return str(info.value)


def edit(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_truncated_file_is_refused_as_damaged(save_path):
    path, _ = save_path
    path.write_bytes(path.read_bytes()[:-40])
    assert "damaged or truncated" in refusal(path)


def test_binary_garbage_is_refused(save_path):
    path, _ = save_path
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff\xfe")
    assert "not text (not UTF-8)" in refusal(path)


def test_empty_file_is_refused(tmp_path):
    p = tmp_path / "empty.lcsave"
    p.write_text("")
    assert "empty" in refusal(p)


def test_foreign_json_is_refused(tmp_path):
    p = tmp_path / "other.json"
    p.write_text(json.dumps({"name": "something else"}))
    assert "not a save file of this application" in refusal(p)


def test_unknown_version_is_refused(save_path):
    path, _ = save_path
    edit(path, lambda d: d.update(version=99))
    assert "version 99" in refusal(path)


def test_other_game_is_refused(save_path):
    path, _ = save_path
    edit(path, lambda d: d.update(game="elfenland"))
    assert "'elfenland'" in refusal(path)


def test_illegal_move_is_refused_with_its_index(save_path):
    path, _ = save_path

    def corrupt(d):
        d["moves"][5] = "recruit slot5 discount:seaman"

    edit(path, corrupt)
    message = refusal(path)
    assert "move 6 is illegal" in message


def test_unreadable_move_is_refused_with_its_index(save_path):
    path, _ = save_path
    edit(path, lambda d: d["moves"].__setitem__(2, "fly to the moon"))
    assert "move 3" in refusal(path)


def test_absurd_size_is_refused_without_reading(tmp_path):
    p = tmp_path / "huge.lcsave"
    with open(p, "wb") as f:
        f.truncate(savefile.MAX_SAVE_BYTES + 1)
    assert "too large" in refusal(p)


def test_bad_options_are_refused(save_path):
    path, _ = save_path
    edit(path, lambda d: d["options"].update(players=9))
    assert "bad game options" in refusal(path)


def test_missing_field_is_named(save_path):
    path, _ = save_path
    edit(path, lambda d: d.pop("seed"))
    assert refusal(path) == "game.lcsave: field 'seed' is missing"


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    p = tmp_path / "auto.lcsave"
    write_atomic(p, b"old contents")

    def boom(*args):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", boom)
    with pytest.raises(OSError):
        write_atomic(p, b"new contents")
    assert p.read_bytes() == b"old contents"
    assert [f.name for f in tmp_path.iterdir()] == ["auto.lcsave"]  # no temporary left behind


# ---------------------------------------------------------------- integrity (defect 3)
def loads_as(path):
    game, _ = savefile.load(path, RULES)
    return game


def test_a_genuine_save_opens_as_genuine_and_saves_to_the_same_bytes(save_path):
    path, _ = save_path
    game, stack = savefile.load(path, RULES)
    assert game.genuine and game.notes == []
    again = savefile.to_json(RULES, stack, game.options, game.seed, game.seats,
                             provenance=game.provenance).encode()
    assert again == path.read_bytes()


def test_tampered_state_hash_opens_marked_as_edited(save_path):
    path, _ = save_path
    edit(path, lambda d: d.update(state_hash="0" * 32))
    game = loads_as(path)
    assert game.provenance == savefile.EDITED and game.notes == [savefile.NOTE_EDITED]


def test_dropped_last_move_opens_marked_as_edited(save_path):
    path, stack = save_path
    edit(path, lambda d: d["moves"].pop())
    game, loaded = savefile.load(path, RULES)
    assert game.provenance == savefile.EDITED and len(loaded) == len(stack) - 1


@pytest.mark.parametrize("change", [
    lambda d: d["seats"][0].update(name="Mallory"),
    lambda d: d["seats"][1].update(kind="human"),
    lambda d: d["options"].update(first_player=(d["options"]["first_player"] + 1) % 3),
    lambda d: d.update(seed=d["seed"] + 1),
], ids=["seat name", "seat kind", "first player", "seed"])
def test_edits_outside_the_final_state_are_noticed(save_path, change):
    path, _ = save_path
    edit(path, change)
    try:
        game = loads_as(path)
    except savefile.SaveFileError:  # the moves no longer fit the game: refused, also fine
        return
    assert game.provenance == savefile.EDITED


def test_swapped_moves_that_end_in_the_same_position_are_noticed(tmp_path):
    # Solo game: every pair of neighbouring moves whose swap still replays is caught.
    stack = CommandStack(RULES, RULES.new_state({"players": 1, "solo_level": 0}, 8))
    for i in range(40):
        moves = engine.legal_moves(stack.state)
        stack.apply(moves[(i * 5) % len(moves)])
    original = savefile.to_json(RULES, stack, RULES.normalize_options(
        {"players": 1, "solo_level": 0}, 8), 8, [{"name": "Solo"}])
    opened = 0
    for k in range(len(stack) - 1):
        data = json.loads(original)
        moves = data["moves"]
        if moves[k] == moves[k + 1]:
            continue
        moves[k], moves[k + 1] = moves[k + 1], moves[k]
        try:
            game, _ = savefile.parse(json.dumps(data).encode(), RULES)
        except savefile.SaveFileError:
            continue
        opened += 1
        assert game.provenance == savefile.EDITED, (k, moves[k], moves[k + 1])
    assert opened > 0  # some swaps do replay (camp / end and the like)


def test_missing_integrity_is_refused_by_name(save_path):
    path, _ = save_path
    edit(path, lambda d: d.pop("integrity"))
    assert refusal(path) == "game.lcsave: field 'integrity' is missing"


def test_the_edited_mark_survives_saving_again(save_path, tmp_path):
    path, _ = save_path
    edit(path, lambda d: d["seats"][0].update(name="Mallory"))
    game, stack = savefile.load(path, RULES)
    again = tmp_path / "again.lcsave"
    savefile.save(again, RULES, stack, game.options, game.seed, game.seats,
                  provenance=game.provenance)
    second = loads_as(again)
    assert second.provenance == savefile.EDITED
    assert second.notes == [savefile.NOTE_EDITED_BEFORE]
    # and taking the mark out by hand breaks the integrity hash
    edit(again, lambda d: d.pop("provenance"))
    assert loads_as(again).notes == [savefile.NOTE_EDITED]


def version_1(path, state_hash=None):
    def change(d):
        d["version"] = 1
        d.pop("integrity")
        if state_hash:
            d["state_hash"] = state_hash
    edit(path, change)


def test_old_format_saves_open_and_say_so(save_path):
    path, stack = save_path
    version_1(path)
    game, loaded = savefile.load(path, RULES)
    assert game.provenance == savefile.OLD_FORMAT and game.notes == [savefile.NOTE_OLD_FORMAT]
    assert positions.state_hash(loaded.state) == positions.state_hash(stack.state)


def test_old_format_save_with_a_wrong_hash_is_marked_edited(save_path):
    path, _ = save_path
    version_1(path, state_hash="1" * 32)
    assert loads_as(path).provenance == savefile.EDITED


# ---------------------------------------------------------------- whole-file checks (1, 2)
@pytest.mark.parametrize("change,expected", [
    (lambda d: d["options"].update(colours=5), "colours must be a list"),
    (lambda d: d["options"].update(colours="blue"), "colours must be a list"),
    (lambda d: d["options"].update(colours=[1, 2, 3]), "colours must be a list"),
    (lambda d: d["options"].update(first_player="0"), "first_player must be a whole number"),
    (lambda d: d["options"].update(first_player=0.0), "first_player must be a whole number"),
    (lambda d: d["options"].update(first_player=[0]), "first_player must be a whole number"),
    (lambda d: d["options"].update(players=True), "players must be a whole number"),
    (lambda d: d["options"].update(speed=3), "unknown option(s): speed"),
    (lambda d: d.update(seats=[1, "x", None]), "seats[0] must be an object"),
    (lambda d: d.update(seats={"a": 1}), "seats must be a list"),
    (lambda d: d["seats"][0].update(name=["A"]), "seats[0].name must be text"),
    (lambda d: d.update(seats=d["seats"][:2]), "the seats do not match the game (2 seats for 3"),
    (lambda d: d["seats"][0].update(colour="orange"), "seat 1 is 'orange' but plays blue"),
    (lambda d: d.update(moves=[1, 2]), "moves[0] must be text"),
    (lambda d: d.update(seed=1.5), "seed must be a whole number"),
    (lambda d: d.update(seed=2**70), "seed must be a whole number"),
    (lambda d: d.update(version=True), "has save format version True"),
    (lambda d: d.update(sneaky=1), "sneaky must be absent"),
], ids=lambda x: x if isinstance(x, str) else "")
def test_wrong_types_and_values_are_refused_with_a_message(save_path, change, expected):
    path, _ = save_path
    edit(path, change)
    message = refusal(path)
    assert expected in message and "\n" not in message


@pytest.mark.parametrize("text,expected", [
    ('{"format": "boardgame-desktop-save", "seed": ' + "7" * 5000 + "}", "more than 24 digits"),
    ('{"format": "boardgame-desktop-save", "seed": ' + "7" * 4301 + "}", "more than 24 digits"),
    ('{"format": "boardgame-desktop-save", "seed": Infinity}', "Infinity is not a number"),
    ('{"format": "boardgame-desktop-save", "seed": NaN}', "NaN is not a number"),
    ('{"format": "boardgame-desktop-save", "seed": 1e999}', "too large"),
    ('{"format": "boardgame-desktop-save", "format": "x"}', "appears twice"),
    ("[" * 1000 + "]" * 1000, "nests deeper than 32 levels"),
    ('{"a": ' * 1000 + "1" + "}" * 1000, "nests deeper than 32 levels"),
], ids=["5000 digits", "4301 digits", "Infinity", "NaN", "1e999", "duplicate key", "deep list",
        "deep object"])
def test_hostile_json_is_refused_without_a_traceback(tmp_path, text, expected):
    p = tmp_path / "hostile.lcsave"
    p.write_text(text)
    assert expected in refusal(p)


def test_a_folder_an_empty_path_and_a_missing_file_are_refused(tmp_path):
    assert refusal(tmp_path) == f"{tmp_path.name} is a folder, not a file"
    with pytest.raises(savefile.SaveFileError, match="no file name given"):
        savefile.load("", RULES)
    assert "cannot open nothing.lcsave" in refusal(tmp_path / "nothing.lcsave")


def test_a_named_pipe_is_refused_at_once_instead_of_blocking(tmp_path):
    fifo = tmp_path / "pipe.lcsave"
    os.mkfifo(fifo)
    with time_limit(5):  # raises Hang if the loader blocks on the pipe
        assert refusal(fifo) == "pipe.lcsave is not a regular file"


def test_stale_temporaries_are_removed_but_young_ones_kept(tmp_path):
    path = tmp_path / "autosave.lcsave"
    write_atomic(path, b"x")
    old = tmp_path / ".autosave.lcsave.abc123.tmp"
    young = tmp_path / ".autosave.lcsave.def456.tmp"
    old.write_bytes(b"half")
    young.write_bytes(b"half")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert remove_stale_temps(path) == 1
    assert sorted(f.name for f in tmp_path.iterdir()) == [young.name, path.name]


def test_a_save_from_before_the_distance_question_still_opens_as_old_format():
    # Written by the version-1 application (commit 89cba08): its movements went the full distance
    # and recorded no `forward N` answer; the loader supplies the farthest one, as the old rules did.

    path = DATA / "old_v1_two_players.lcsave"
    game, stack = savefile.load(path, RULES)
    assert game.provenance == savefile.OLD_FORMAT
    assert len(game.moves) == 60
    supplied = [t for t in stack.move_texts if t.startswith("forward ")]
    assert len(stack.move_texts) == 60 + len(supplied) and len(supplied) >= 5
    assert RULES.state_hash(stack.state) == game.state_hash  # the same final position as then
