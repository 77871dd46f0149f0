"""Statistics across finished games, in a SQLite database in the user data directory.

A game is recorded once: its id is a hash of the seed, options and moves, so opening the same
finished save again does not count it twice. A damaged database is moved aside (kept as a
backup) and a fresh one started, with a message for the user, never a crash. No Qt here.
"""

import hashlib
import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

DEFAULT_GAME = "lewisclark"  # the game of rows written before games had ids
SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    finished_at REAL NOT NULL,
    players INTEGER NOT NULL,
    solo_level INTEGER,
    winner INTEGER,
    turns INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    game TEXT NOT NULL DEFAULT 'lewisclark'
);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    colour TEXT NOT NULL,
    won INTEGER NOT NULL,
    camp INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
"""


def game_id(seed, options, move_texts, game="lewisclark"):
    # Lewis & Clark's ids stay as they were before other games came.
    key = [seed, options, move_texts] + ([] if game == DEFAULT_GAME else [game])
    data = json.dumps(key, sort_keys=True).encode()
    return hashlib.sha256(data).hexdigest()[:32]


@dataclass
class SeatResult:
    name: str
    kind: str  # "human" or a bot level
    colour: str
    camp: int


class StatsDB:
    def __init__(self, path):
        self.path = Path(path)
        self.message = None  # what went wrong with a damaged database, for the user
        self.game = DEFAULT_GAME  # the game whose results the queries below are about
        self.conn = self._open()

    def _open(self):
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = None
        try:
            conn = sqlite3.connect(self.path)
            conn.executescript(SCHEMA)
            columns = [row[1] for row in conn.execute("PRAGMA table_info(games)")]
            if "game" not in columns:  # a database from before other games came
                conn.execute("ALTER TABLE games ADD COLUMN game TEXT NOT NULL "
                             f"DEFAULT '{DEFAULT_GAME}'")
            conn.execute("SELECT COUNT(*) FROM games").fetchone()
            conn.execute("SELECT COUNT(*) FROM seats").fetchone()
            return conn
        except sqlite3.DatabaseError as exc:
            if conn is not None:
                conn.close()
            backup = self.path.with_name(f"{self.path.name}.damaged-{int(time.time())}")
            self.path.replace(backup)
            self.message = (f"The statistics database was damaged ({exc}); it was kept as "
                            f"{backup.name} and a new one was started.")
            conn = sqlite3.connect(self.path)
            conn.executescript(SCHEMA)
            return conn

    def close(self):
        self.conn.close()

    def record(self, gid, players, solo_level, winner, turns, moves, seats, game=DEFAULT_GAME,
               won=None):
        """Record a finished game; returns False if it was already recorded. `won` (a flag per
        seat) when several seats win (a shared first place, a team); else the seat `winner`."""
        if won is None:
            won = [winner == i for i in range(len(seats))]
        with self.conn:
            cur = self.conn.execute(
                "INSERT OR IGNORE INTO games (id, finished_at, players, solo_level, winner, turns, "
                "moves, game) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (gid, time.time(), players, solo_level, winner, turns, moves, game))
            if cur.rowcount == 0:
                return False
            self.conn.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(gid, i, s.name, s.kind, s.colour, int(bool(won[i])), s.camp)
                 for i, s in enumerate(seats)])
        return True

    def game_count(self, game=None):
        """Finished games, of one game id or (None) all of them."""
        if game is None:
            return self.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        return self.conn.execute("SELECT COUNT(*) FROM games WHERE game = ?", (game,)).fetchone()[0]

    def games_played(self):
        """[(game id, finished games)]: which games the statistics hold."""
        return self.conn.execute(
            "SELECT game, COUNT(*) FROM games GROUP BY game ORDER BY game").fetchall()

    def results_by_kind(self):
        """[(kind, games, wins)] over multiplayer games: humans and each bot level."""
        return self.conn.execute(
            "SELECT s.kind, COUNT(*), SUM(s.won) FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE g.players > 1 AND g.game = ? GROUP BY s.kind ORDER BY s.kind",
            (self.game,)).fetchall()

    def results_by_player(self):
        """[(name, games, wins)] for human seats."""
        return self.conn.execute(
            "SELECT s.name, COUNT(*), SUM(s.won) FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.kind = 'human' AND g.game = ? GROUP BY s.name ORDER BY COUNT(*) DESC, s.name",
            (self.game,)).fetchall()

    def average_turns(self):
        row = self.conn.execute("SELECT AVG(turns), COUNT(*) FROM games WHERE game = ?",
                                (self.game,)).fetchone()
        return (row[0] or 0.0), row[1]

    def fastest_wins(self, limit=5):
        """[(name, kind, turns, finished_at)] of the quickest winning games."""
        return self.conn.execute(
            "SELECT s.name, s.kind, g.turns, g.finished_at FROM games g JOIN seats s "
            "ON s.game_id = g.id AND s.won = 1 WHERE g.game = ? ORDER BY g.turns, g.finished_at "
            "LIMIT ?", (self.game, limit)).fetchall()

    def solo_results(self):
        """[(level, games, wins)] of solo games against the rules' opponent (Mackenzie,
        the automa)."""
        return self.conn.execute(
            "SELECT solo_level, COUNT(*), SUM(winner IS NOT NULL) FROM games WHERE players = 1 "
            "AND game = ? GROUP BY solo_level ORDER BY solo_level", (self.game,)).fetchall()

    def turns_history(self):
        """[(finished_at, turns)] in order, for a chart of game lengths over time."""
        return self.conn.execute("SELECT finished_at, turns FROM games WHERE game = ? "
                                 "ORDER BY finished_at", (self.game,)).fetchall()
