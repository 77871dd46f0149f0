"""Statistics database: record once, query, survive damage."""

from lewisclark_desktop.stats import StatsDB, game_id
from stats_games import record_five_games, seats


def test_a_finished_game_is_recorded_once(tmp_path):
    db = StatsDB(tmp_path / "stats.sqlite3")
    gid = game_id(7, {"players": 2}, ["camp", "end"])
    assert db.record(gid, 2, None, 0, 30, 200, seats("human", "normal"))
    assert not db.record(gid, 2, None, 0, 30, 200, seats("human", "normal"))  # reopened save
    assert db.game_count() == 1
    db.close()
    again = StatsDB(tmp_path / "stats.sqlite3")
    assert not again.record(gid, 2, None, 0, 30, 200, seats("human", "normal"))
    assert again.game_count() == 1


def test_queries_by_kind_player_length_fastest_and_solo(tmp_path):
    db = StatsDB(tmp_path / "stats.sqlite3")
    record_five_games(db)
    db.record("s3", 1, 5, None, 38, 90, seats("human"))
    kinds = {k: (g, w) for k, g, w in db.results_by_kind()}
    assert kinds["human"] == (3, 2) and kinds["normal"] == (3, 1) and kinds["hard"] == (1, 0)
    assert db.results_by_player()[0] == ("P0", 6, 3)
    avg, count = db.average_turns()
    assert count == 6 and abs(avg - (30 + 40 + 20 + 35 + 41 + 38) / 6) < 1e-9
    assert [row[2] for row in db.fastest_wins(3)] == [20, 30, 35]
    assert db.solo_results() == [(3, 2, 1), (5, 1, 0)]


def test_damaged_database_is_set_aside_with_a_message(tmp_path):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    db = StatsDB(path)
    assert db.message and "damaged" in db.message
    backups = list(tmp_path.glob("stats.sqlite3.damaged-*"))
    assert len(backups) == 1 and backups[0].read_bytes().startswith(b"this is not")
    assert db.record("x", 2, None, 1, 10, 50, seats("human", "random"))
    assert db.game_count() == 1


def test_game_id_depends_on_seed_options_and_moves():
    base = game_id(1, {"players": 2}, ["camp"])
    assert base == game_id(1, {"players": 2}, ["camp"])
    assert base != game_id(2, {"players": 2}, ["camp"])
    assert base != game_id(1, {"players": 3}, ["camp"])
    assert base != game_id(1, {"players": 2}, ["camp", "end"])


def test_a_shared_or_team_win_counts_for_every_winning_seat(tmp_path):
    db = StatsDB(tmp_path / "stats.sqlite3")
    db.game = "tiwanaku"
    db.record("tie", 3, None, None, 30, 100, seats("human", "normal", "hard"), game="tiwanaku",
              won=[True, True, False])
    db.record("team", 2, None, None, 28, 90, seats("human", "normal"), game="tiwanaku",
              won=[True, True])
    kinds = {k: (g, w) for k, g, w in db.results_by_kind()}
    assert kinds == {"human": (2, 2), "normal": (2, 2), "hard": (1, 0)}
