"""The games registry and what depends on it without a window: each game's rules and bots are
found by id, any game's save file opens through the file's own game id, an unknown id is refused
by name, and the command line's --game."""

import json

import pytest

from lewisclark_desktop import cli, games
from lewisclark_desktop.bots.random_bot import RandomBot
from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.elfenland import positions as elf_positions


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def elfenland_save(path, moves=30, seed=5):
    """An Elfenland game of random moves, saved as the window would save it."""
    rules = games.rules("elfenland")
    options = rules.normalize_options({"players": 3}, seed)
    stack = CommandStack(rules, rules.new_state(options, seed), PRACTICE)
    bot = RandomBot(seed)
    for _ in range(moves):
        seat = rules.current_player(stack.state)
        stack.apply(bot.choose(rules, rules.observation(stack.state, seat)))
    seats = [{"name": n, "colour": c, "kind": "human"} for n, c in zip("ABC", options["colours"])]
    savefile.save(path, rules, stack, options, seed, seats)
    return stack


def test_the_registry_lists_both_games_with_their_own_rules_and_bots():
    assert games.ids()[:2] == ("lewisclark", "elfenland")
    for game in games.GAMES:
        rules = game.rules()
        assert rules.name == game.id  # the id the save files carry
        assert "random" in game.bot_levels() and "normal" in game.bot_levels()
        state = rules.new_state({"players": game.players[1]}, 3)
        bot = game.make_bot("normal", seed=1)
        seat = rules.current_player(state)
        move = bot.choose(rules, rules.observation(state, seat))
        assert rules.explain_illegal(state, move) is None
    assert games.get("elfenland").players == (2, 6)
    assert "hard" in games.get("lewisclark").bot_levels()


def test_the_registry_knows_each_games_bot_levels_as_its_bots_do():
    # the registry answers without importing the bots (a save's seats are checked on opening)
    for game in games.GAMES:
        assert game.bot_levels() == tuple(game.bots().available_levels())


def test_an_unknown_game_id_is_refused_by_name():
    with pytest.raises(games.UnknownGame, match="a save of 'foo', which this version does not know"):
        games.get("foo")


def test_lewis_and_clark_has_its_table_and_log_text():
    game = games.get("lewisclark")
    assert game.has_ui()
    assert game in games.playable()
    assert callable(game.ui("log_text")) and callable(game.ui("result_row"))


def test_any_games_save_opens_through_its_own_game_id(tmp_path):
    path = tmp_path / "elf.lcsave"
    stack = elfenland_save(path)
    game, saved, loaded = games.load_save(path)
    assert game.id == "elfenland" and saved.game == "elfenland"
    assert len(loaded.done) == len(stack.done) == 30
    assert game.rules().state_hash(loaded.state) == game.rules().state_hash(stack.state)


def test_a_save_of_an_unknown_game_is_refused_by_name(tmp_path):
    path = tmp_path / "elf.lcsave"
    elfenland_save(path, moves=3)
    data = json.loads(path.read_text())
    data["game"] = "tiddlywinks"
    path.write_text(json.dumps(data))
    with pytest.raises(savefile.SaveFileError,
                       match="is a save of 'tiddlywinks', which this version does not know"):
        games.load_save(path)


def test_selfplay_plays_elfenland_with_the_players_asked_for(capsys):
    code, out, err = run(capsys, "selfplay", "--game", "elfenland", "--players", "4", "--games",
                         "2", "--seed", "1", "--json")
    assert code == 0 and err == ""
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["seed"] for r in rows] == [1, 2]
    assert all(r["game"] == "elfenland" and r["players"] == 4 and not r["capped"] for r in rows)
    again = run(capsys, "selfplay", "--game", "elfenland", "--players", "4", "--games", "2",
                "--seed", "1", "--json")[1]
    assert again == out  # the same seeds play the same games


def refused(capsys, *argv):
    """Exit status and stderr of a command the CLI refuses (the parser exits, commands return)."""
    try:
        code = cli.main(list(argv))
    except SystemExit as exc:
        code = exc.code
    return code, capsys.readouterr().err


def test_bad_game_values_get_one_line_and_exit_status_2(capsys):
    for argv, expected in ((["selfplay", "--game", "chess"], "unknown game 'chess'"),
                           (["selfplay", "--game", "elfenland", "--players", "1"],
                            "elfenland is for 2 to 6 players, not 1"),
                           (["tournament", "--game", "elfenland", "--bots", "expert"],
                            "unknown elfenland bot level(s): expert"),
                           (["selfplay", "--players", "6"], "lewisclark is for 1 to 5 players")):
        code, err = refused(capsys, *argv)
        assert code == 2 and expected in err and len(err.strip().splitlines()) == 1, (argv, err)


def test_replay_finds_the_game_in_the_file(tmp_path, capsys):
    path = tmp_path / "elf.lcsave"
    stack = elfenland_save(path)
    code, out, err = run(capsys, "replay", str(path), "--json")
    summary = json.loads(out)
    assert code == 0 and summary["game"] == "elfenland" and summary["moves"] == len(stack.done)
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and out.startswith("valid save: 30 moves") and "(elfenland)" in out


def test_apply_takes_an_elfenland_position(tmp_path, capsys):
    rules = games.rules("elfenland")
    state = rules.new_state({"players": 3, "first_player": 0}, 9)
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(elf_positions.to_dict(state)))
    move = rules.format_move(rules.legal_moves(state)[0])
    code, out, err = run(capsys, "apply", "--game", "elfenland", str(path), move, "--json")
    assert code == 0, err
    after = json.loads(out)
    rules.apply(state, rules.legal_moves(state)[0])
    assert after == elf_positions.to_dict(state)
    # a Lewis & Clark position is not read as an Elfenland one
    code, _, err = run(capsys, "apply", str(path))
    assert code == 2 and err.startswith("lewisclark: ")


def test_tournament_plays_elfenland_bots(capsys):
    code, out, err = run(capsys, "tournament", "--game", "elfenland", "--players", "3", "--bots",
                         "normal,random", "--games", "2", "--seed", "4", "--no-progress", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["summary"]["game"] == "elfenland" and data["summary"]["games"] == 2
    assert {e["bot"] for e in data["summary"]["entries"]} == {"normal", "random", "random#2"}
    assert all(g["title"] == "elfenland" and not g["capped"] for g in data["games"])


def test_statistics_are_kept_per_game_and_old_databases_learn_the_game_column(tmp_path):
    import sqlite3

    from lewisclark_desktop.stats import SeatResult, StatsDB, game_id

    path = tmp_path / "stats.sqlite"
    old = sqlite3.connect(path)  # a database from before other games came
    old.executescript("CREATE TABLE games (id TEXT PRIMARY KEY, finished_at REAL NOT NULL, "
                      "players INTEGER NOT NULL, solo_level INTEGER, winner INTEGER, "
                      "turns INTEGER NOT NULL, moves INTEGER NOT NULL);")
    old.execute("INSERT INTO games VALUES ('old', 1.0, 2, NULL, 0, 30, 90)")
    old.commit()
    old.close()
    db = StatsDB(path)
    seats = [SeatResult("Ann", "human", "blue", 5), SeatResult("Bob", "normal", "red", 3)]
    moves = ["take troll", "pass"]
    assert game_id(1, {}, moves) != game_id(1, {}, moves, "elfenland")
    assert db.record(game_id(1, {}, moves, "elfenland"), 2, None, 1, 20, 2, seats, game="elfenland")
    assert db.game_count("lewisclark") == 1 and db.game_count("elfenland") == 1
    assert db.average_turns() == (30.0, 1)  # Lewis & Clark's, the old row included
    db.game = "elfenland"
    assert db.average_turns() == (20.0, 1)
    assert db.results_by_player() == [("Ann", 1, 0)]
    assert dict(db.games_played()) == {"elfenland": 1, "lewisclark": 1}
    db.close()


def test_tiwanaku_is_a_registered_game_with_its_table_and_positions(tmp_path, capsys):
    from lewisclark_desktop.tiwanaku import positions as tiw_positions

    game = games.get("tiwanaku")
    assert game.has_ui() and game in games.playable() and not game.solo_level
    rules = game.rules()
    state = rules.new_state({"players": 2, "first_player": 0, "colours": ["blue", "orange"]}, 5)
    path = tmp_path / "tiw.json"
    path.write_text(json.dumps(tiw_positions.to_dict(state)))
    move = rules.format_move(rules.legal_moves(state)[0])
    code, out, err = run(capsys, "apply", "--game", "tiwanaku", str(path), move, "--json")
    assert code == 0, err
    rules.apply(state, rules.legal_moves(state)[0])
    assert json.loads(out) == tiw_positions.to_dict(state)
    # a damaged position is refused in one line, not with a traceback
    path.write_text(json.dumps({"map": "S2 X9"}))
    code, _, err = run(capsys, "apply", "--game", "tiwanaku", str(path), move)
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
