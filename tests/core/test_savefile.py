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
from lewisclark_desktop.elfenland.game import RULES as ELFENLAND
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.tiwanaku.game import RULES as TIWANAKU
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
    lambda d: d["seats"][1].update(level="hard"),
], ids=["seat name", "seat kind", "seat level"])
def test_seat_edits_outside_the_final_state_are_noticed(save_path, change):
    # The seats change nothing the moves or the final state depend on: only the integrity hash
    # can notice. Edits of the options and the seed: see the per-game tests below.
    path, _ = save_path
    edit(path, change)
    assert loads_as(path).provenance == savefile.EDITED


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


# ---------------------------------------------------------------- integrity: every field, every game
# Each edit below still replays, and the file's state hash is then set to the replayed final
# position (as a careful editor would), so that only the integrity hash is left to notice it.
def _every_seventh(i, moves, rules):
    return moves[(i * 7) % len(moves)]


def _blind_draws(i, moves, rules):
    """Elfenland: draw face down while one may, so that a changed seed still replays."""
    texts = [rules.format_move(m) for m in moves]
    return moves[texts.index("draw")] if "draw" in texts else _every_seventh(i, moves, rules)


# game -> (rules, options, moves played, move picker, an options edit that still replays)
SMALL_GAMES = {
    "lewisclark": (RULES, {"players": 1, "solo_level": 0}, 10, _every_seventh,
                   lambda o: o.update(solo_level=1)),
    "elfenland": (ELFENLAND, {"players": 3}, 8, _blind_draws,
                  lambda o: o.update(first_player=(o["first_player"] + 1) % 3)),
    "tiwanaku": (TIWANAKU, {"players": 2}, 8, _every_seventh,
                 lambda o: o.update(difficulty="hard")),  # the scenario code decides the map
}
SEED_OF_SMALL_GAMES = 5


def small_save(game, provenance=savefile.GENUINE):
    """(rules, the save's JSON data) of a short game of `game` saved by the application."""
    rules, options, n_moves, pick, _ = SMALL_GAMES[game]
    options = rules.normalize_options(options, SEED_OF_SMALL_GAMES)
    stack = CommandStack(rules, rules.new_state(options, SEED_OF_SMALL_GAMES))
    for i in range(n_moves):
        stack.apply(pick(i, rules.legal_moves(stack.state), rules))
    seats = [{"name": f"Seat {k + 1}", **({"colour": c} if c else {})}
             for k, c in enumerate(rules.seat_colours(stack.state))]
    text = savefile.to_json(rules, stack, options, SEED_OF_SMALL_GAMES, seats,
                            provenance=provenance)
    return rules, json.loads(text)


def open_with_the_state_hash_redone(rules, data):
    """Replay the edited file, set its state hash to the replayed position, open it again."""
    _, stack = savefile.parse(json.dumps(data).encode(), rules)
    data["state_hash"] = rules.state_hash(stack.state)
    game, stack = savefile.parse(json.dumps(data).encode(), rules)
    assert rules.state_hash(stack.state) == game.state_hash  # the state hash agrees
    return game


FIELD_EDITS = {
    "seed": lambda d, game: d.update(seed=d["seed"] + 1),
    "options": lambda d, game: SMALL_GAMES[game][4](d["options"]),
    "seats": lambda d, game: d["seats"][0].update(name="Mallory"),
    "moves": lambda d, game: d["moves"].pop(),
}


@pytest.mark.parametrize("game", SMALL_GAMES)
@pytest.mark.parametrize("field", FIELD_EDITS)
def test_an_edit_of_each_covered_field_that_still_replays_opens_as_edited(game, field):
    rules, data = small_save(game)
    assert savefile.parse(json.dumps(data).encode(), rules)[0].genuine  # as written: genuine
    FIELD_EDITS[field](data, game)
    opened = open_with_the_state_hash_redone(rules, data)
    assert opened.provenance == savefile.EDITED and opened.notes == [savefile.NOTE_EDITED]


@pytest.mark.parametrize("game", SMALL_GAMES)
@pytest.mark.parametrize("mark", [savefile.EDITED, savefile.OLD_FORMAT])
def test_taking_the_provenance_mark_out_opens_as_edited(game, mark):
    rules, data = small_save(game, provenance=mark)
    assert savefile.parse(json.dumps(data).encode(), rules)[0].provenance == mark
    data.pop("provenance")
    opened = open_with_the_state_hash_redone(rules, data)
    assert opened.provenance == savefile.EDITED and opened.notes == [savefile.NOTE_EDITED]


def test_a_tiwanaku_save_with_only_its_seed_changed_opens_as_edited():
    # The scenario code and the first player are in the options: the seed decides nothing
    # left, so the moves and the state hash still agree and only the integrity hash notices.
    rules, data = small_save("tiwanaku")
    data["seed"] += 1
    game, stack = savefile.parse(json.dumps(data).encode(), rules)
    assert rules.state_hash(stack.state) == data["state_hash"]
    assert game.provenance == savefile.EDITED


# The fields the integrity hash covers, from the save format's description (savefile's docstring).
COVERED_FIELDS = {
    "format": "another-format", "version": 1, "game": "elfenland", "options": {"players": 4},
    "seed": 6, "seats": [{"name": "Mallory"}], "moves": ["end"], "state_hash": "0" * 32,
    "provenance": savefile.EDITED,
}


@pytest.mark.parametrize("field", COVERED_FIELDS)
def test_the_integrity_hash_changes_with_every_covered_field(field):
    # format, version and game cannot be edited in a file that still opens (they are checked
    # first), nor the state hash (the replay disagrees): the hash is checked here directly.
    _, data = small_save("lewisclark")
    before = savefile.integrity(data)
    data[field] = COVERED_FIELDS[field]
    assert savefile.integrity(data) != before


def test_the_window_layout_is_not_covered_by_the_integrity_hash():
    # `extra` holds the window's table layout, which the reader may change freely.
    rules, data = small_save("lewisclark")
    data["extra"] = {"table": {"zoom": 2}}
    assert savefile.parse(json.dumps(data).encode(), rules)[0].genuine


# ---------------------------------------------------------------- save header checks, each by name
def _without(key):
    return lambda d: d.pop(key)


def _set(key, value):
    return lambda d: d.update({key: value})


HEADER_CHECKS = [
    ("not an object", lambda d: d.clear() or d.update(x=[]),
     "save file is not a save file of this application"),
    ("format", _set("format", "other"), "save file is not a save file of this application"),
    ("version", _set("version", 3),
     "save file has save format version 3; this version reads version 2"),
    ("game", _set("game", "chess"), "save file is a save of 'chess', not 'lewisclark'"),
    ("options missing", _without("options"), "save file: field 'options' is missing"),
    ("seed missing", _without("seed"), "save file: field 'seed' is missing"),
    ("seats missing", _without("seats"), "save file: field 'seats' is missing"),
    ("moves missing", _without("moves"), "save file: field 'moves' is missing"),
    ("state_hash missing", _without("state_hash"),
     "save file: field 'state_hash' is missing"),
    ("integrity missing", _without("integrity"), "save file: field 'integrity' is missing"),
    ("options type", _set("options", []), "save file: field options must be an object"),
    ("seed range", _set("seed", 2**63),
     f"save file: field seed must be a whole number from {-2**63} to {2**63 - 1}"),
    ("no seat", _set("seats", []), "save file: field seats must be a list of 1 to 8 entries"),
    ("nine seats", _set("seats", [{}] * 9),
     "save file: field seats must be a list of 1 to 8 entries"),
    ("seat field", lambda d: d["seats"][0].update(team="x"),
     "save file: field seats[0].team must be absent (unknown name)"),
    ("seat name length", lambda d: d["seats"][0].update(name="x" * 500),
     "save file: field seats[0].name must be text of at most"),
    ("move length", lambda d: d["moves"].append("x" * 201),
     "save file: field moves[10] must be text of at most 200 characters"),
    ("state_hash type", _set("state_hash", 7),
     "save file: field state_hash must be text of at most 128 characters"),
    ("integrity length", _set("integrity", "f" * 129),
     "save file: field integrity must be text of at most 128 characters"),
    ("provenance", _set("provenance", "genuine"),
     "save file: field provenance must be one of edited, old-format"),
    ("extra", _set("extra", {"notes": 1}),
     "save file: field extra.notes must be absent (unknown name)"),
    ("unknown field", _set("comment", "hi"),
     "save file: field comment must be absent (unknown field)"),
    ("bad options", lambda d: d["options"].update(players=9), "save file: bad game options"),
    ("seats of another game", lambda d: d["seats"].append({"name": "B"}),
     "save file: the seats do not match the game"),
    ("illegal move", lambda d: d["moves"].insert(0, "recruit slot9"),
     "save file: move 1 is illegal"),
]


@pytest.mark.parametrize("change,expected", [c[1:] for c in HEADER_CHECKS],
                         ids=[c[0] for c in HEADER_CHECKS])
def test_a_header_breaking_each_check_is_refused_by_name(change, expected):
    rules, data = small_save("lewisclark")
    change(data)
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.parse(json.dumps(data).encode(), rules)
    assert str(info.value).startswith(expected), str(info.value)


# ---------------------------------------------------------------- the file as written, its messages
def test_the_file_is_indented_json_keeping_names_as_typed_and_the_table_layout(tmp_path):
    stack = played_stack(4)
    path = tmp_path / "zoë.lcsave"
    seats = [{"name": "Zoë"}, {"name": "Bot", "kind": "bot", "level": "random"}, {"name": "Cy"}]
    savefile.save(path, RULES, stack, RULES.normalize_options(OPTIONS, SEED), SEED, seats,
                  extra={"table": {"zoom": 2}})
    text = path.read_bytes().decode("utf-8")
    lines = text.splitlines()
    assert lines[0] == "{" and lines[1] == f' "format": "{savefile.SAVE_FORMAT}",'
    assert '  {\n   "name": "Zoë"\n  }' in text  # one space per level, not escaped
    game, _ = savefile.load(path, RULES)
    assert game.extra == {"table": {"zoom": 2}} and game.genuine


def test_the_game_a_file_names_is_read_before_anything_else(tmp_path):
    path = tmp_path / "other.lcsave"
    path.write_text(json.dumps({"format": savefile.SAVE_FORMAT, "game": "elfenland"}))
    assert savefile.game_of(path) == "elfenland"
    for data, message in [
        ([], "other.lcsave is not a save file of this application"),
        ({"format": "x", "game": "elfenland"},
         "other.lcsave is not a save file of this application"),
        ({"format": savefile.SAVE_FORMAT, "game": ""}, "other.lcsave: field 'game' is missing"),
        ({"format": savefile.SAVE_FORMAT, "game": 3}, "other.lcsave: field 'game' is missing"),
    ]:
        path.write_text(json.dumps(data))
        with pytest.raises(savefile.SaveFileError) as info:
            savefile.game_of(path)
        assert str(info.value) == message
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.game_in(b"{")
    assert str(info.value).startswith("save file is damaged or truncated")


@pytest.mark.parametrize("version,shown", [
    ("v" * 38, repr("v" * 38)),  # 40 characters: shown whole
    ("v" * 39, repr("v" * 39)[:37] + "..."),  # 41: cut to 40
])
def test_a_long_value_is_shown_cut_to_forty_characters(version, shown):
    _, data = small_save("lewisclark")
    data["version"] = version
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.parse(json.dumps(data).encode(), RULES)
    assert str(info.value) == (f"save file has save format version {shown}; "
                               "this version reads version 2")


@pytest.mark.parametrize("value", ["\\ud800", "\\udbff", "\\udc00", "\\udfff"])
def test_a_lone_surrogate_at_either_end_of_the_range_is_refused(value):
    raw = ('{"format": "boardgame-desktop-save", "a": "x' + value + '"}').encode()
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.parse(raw, RULES, name="x.lcsave")
    assert str(info.value) == ("x.lcsave holds bad JSON: a text holds a lone surrogate "
                               "(\\ud800 to \\udfff), which is not a character")


def test_a_number_too_large_is_refused_in_words():
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.parse(b'{"format": "boardgame-desktop-save", "seed": 1e999}', RULES, name="x")
    assert str(info.value) == "x holds bad JSON: a number is too large"


def test_the_integrity_hash_of_a_header_never_changes():
    # Files written by every earlier version must keep opening as genuine: the canonical
    # encoding (sorted keys, no spaces, text as typed, UTF-8) is pinned by a golden value.
    data = {"seats": [{"name": "Zoë"}], "format": "f", "seed": 3, "moves": ["a b"],
            "options": {"b": 1, "a": 2}, "extra": {"x": 1}}
    assert savefile.integrity(data) == (
        "131b67e50c77fe9e17fb0a2f22fbd3ad275b8cbc6d0827883610fef476de56dd")


def test_loading_keeps_the_undo_policy_asked_for_and_names_the_game(save_path):
    from lewisclark_desktop.core.commands import PRACTICE, STRICT

    path, _ = save_path
    game, stack = savefile.load(path, RULES, PRACTICE)
    assert stack.policy == PRACTICE and game.game == "lewisclark" and game.extra == {}
    assert savefile.load(path, RULES)[1].policy == STRICT


def test_a_save_of_exactly_the_largest_size_is_read_and_one_byte_more_refused(save_path):
    path, _ = save_path
    raw = path.read_bytes()
    padded = raw + b" " * (savefile.MAX_SAVE_BYTES - len(raw))
    assert savefile.parse(padded, RULES)[0].genuine
    with pytest.raises(savefile.SaveFileError) as info:
        savefile.parse(padded + b" ", RULES, name="big.lcsave")
    assert str(info.value) == "big.lcsave is too large to be a save file"
