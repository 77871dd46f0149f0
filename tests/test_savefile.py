"""Save files: atomic writes, verified loading, and clear refusals of bad files."""

import json

import pytest

from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.atomic import write_atomic
from lewisclark_desktop.core.commands import CommandStack
from lewisclark_desktop.lewisclark import engine, positions
from lewisclark_desktop.lewisclark.game import RULES

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
    assert "not text" in refusal(path)


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


def test_tampered_hash_is_refused(save_path):
    path, _ = save_path
    edit(path, lambda d: d.update(state_hash="0" * 32))
    assert "state hash does not match" in refusal(path)


def test_dropped_last_move_is_detected_by_the_hash(save_path):
    path, _ = save_path
    edit(path, lambda d: d["moves"].pop())
    assert "state hash does not match" in refusal(path)


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
    assert "'seed'" in refusal(path)


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
