"""Issue 35's table in one run, every row as a ratio or a figure against its goal, per game.

    QT_QPA_PLATFORM=offscreen nice .venv/bin/python benchmarks/speed_table_all.py
        [--rows startup,instructions,memory,autosave,stall,engines] [--runs 7] [--bots random]
        [--engine-seconds 3] [--engine-rounds 3] [--no-bytecode]

Rows (goals of issue 35):
- startup: process start to the first paint of a game's table (the application's own way: the
  window is shown, built after its first paint, then opens a save file of the game, as
  `lewisclark-desktop FILE` does), against a bare QMainWindow shown and painted. Fresh
  processes, the bare window and the games in turns, --runs times after one untimed round;
  the medians are compared. The project's modules are compiled to bytecode once, in the
  untimed round, as an installed application has them (--no-bytecode: compiled from source in
  every process, as with PYTHONDONTWRITEBYTECODE set). Elapsed time and, beside it, the
  process's CPU time (on a loaded machine the elapsed time includes waiting for a core).
  Goal <= 2.5x.
- instructions (not in the default rows: about a minute per process): the same start-ups
  counted in instructions by valgrind's callgrind, the bytecode compiled first. Elapsed and CPU
  times of start-ups moved by 25 % between runs minutes apart on a quiet machine here; the
  instruction count is the same for the same code.
- memory: peak resident set with a two-seat game of each game open, before any chart is shown,
  beside a bare window (benchmarks/table_memory.py). Goal <= 95 MiB.
- autosave: the window's autosave after each move (GameController.autosave as the application
  runs it: the file written behind, on its own thread), over a whole seeded random game; the
  95th percentile of the time the GUI thread spends in it (elapsed, and the thread's CPU time:
  on a loaded machine the elapsed time includes waiting for a core). For comparison, the same
  with the write on the GUI thread (the disk's fsync included). Goal <= 5 ms p95.
- stall: a whole offscreen game of bots (--bots, thinking in their process) at the Fast pace in
  the main window; a QTimer ticks every 5 ms and the largest gap between ticks (minus the 5 ms)
  is the longest stall of the event loop. Goal <= 50 ms. Beside it, the GUI thread's CPU time of
  the longest passes through the event loop (waiting for a core on a loaded machine is not in
  it: the work the window does). Starting the game (its setup; Tiwanaku's map generator) is,
  like opening a file, outside the goal: timed apart, the ticks begin after it.
- engines: random self-play decisions per second against OpenSpiel's pure-Python tic-tac-toe
  (benchmarks/openspiel_speed.py, CPU time, interleaved), every game and Tiwanaku mode.
  Goal >= 2.5x.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lewisclark_desktop import games  # noqa: E402

GAMES = ("lewisclark", "elfenland", "tiwanaku")
TIWANAKU_MODES = (("competitive short 2p", {}), ("co-op 2p", {"mode": "coop"}),
                  ("competitive long 4p", {"board": "long", "players": 4}))

from ui_speed import BARE  # noqa: E402  (beside this file: the bare window's first paint)

# As app.main does (QApplication, language, a deferred MainWindow, the file opened once the
# window is built), then quit at the first paint of the opened game's table.
TABLE = """
import os, sys
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv[:1])
from lewisclark_desktop.ui import i18n
from lewisclark_desktop.ui.main_window import MainWindow
settings = QSettings(os.path.join(os.environ["LEWISCLARK_HOME"], "s.ini"), QSettings.IniFormat)
i18n.setup(app, "en", settings)
w = MainWindow(settings=settings, deferred=True, write_behind=True, opens=sys.argv[1])
class TablePainted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            app.quit()
        return False
f = TablePainted()
def open_and_watch():
    # The filter watches the opened game's table and its widgets only, as the bare window's
    # watches that window: a filter on the whole application would run Python for every event
    # of every widget (about a sixth of the instructions of the start-up, callgrind).
    w.open_path(sys.argv[1])
    for widget in [w.table, *w.table.findChildren(QWidget)]:
        widget.installEventFilter(f)
w.show()
w.when_built(open_and_watch)
app.exec()
w.controller.shutdown()
"""


# Where the fresh processes keep the project's compiled bytecode, as an installed application
# has it (pip compiles it on install): None compiles every module from source in every process,
# as a shell with PYTHONDONTWRITEBYTECODE set does (--no-bytecode).
BYTECODE = None


def _env(home):
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               PYTHONPATH=str(ROOT), LEWISCLARK_HOME=home)
    if BYTECODE:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = BYTECODE
    return env


def _timed(cmd, env):
    """(elapsed, CPU time) of a fresh process running `cmd`."""
    import resource

    def cpu():
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        return used.ru_utime + used.ru_stime

    c0, t0 = cpu(), time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True, cwd=ROOT)
    return time.perf_counter() - t0, cpu() - c0


def _two_seats(game):
    from lewisclark_desktop.core.seats import Seat

    return [Seat("Ann", game.colours[0], "human"), Seat("Bo", game.colours[1], "random")]


def save_of(game_id, folder, moves=12, seed=3):
    """A save file of a two-seat game of `game_id` after a few random moves."""
    from lewisclark_desktop.core import savefile
    from lewisclark_desktop.core.commands import PRACTICE, CommandStack

    game = games.get(game_id)
    rules = game.rules()
    seats = _two_seats(game)
    options = {"players": 2, "colours": [s.colour for s in seats], "first_player": 0}
    options = rules.normalize_options(options, seed)
    stack = CommandStack(rules, rules.new_state(options, seed), PRACTICE)
    import random

    rng = random.Random(seed)
    for _ in range(moves):
        if rules.is_over(stack.state):
            break
        stack.apply(rng.choice(rules.legal_moves(stack.state)))
    path = Path(folder) / f"{game_id}.lcsave"
    savefile.save(path, rules, stack, options, seed, [s.to_dict() for s in seats])
    return path


def startup_row(runs):
    folder = tempfile.mkdtemp(prefix="lc-startup-")
    saves = {g: save_of(g, folder) for g in GAMES}
    times = {"bare": [], **{g: [] for g in GAMES}}
    for _ in range(runs + 1):  # interleaved: a busy moment hurts all alike; the first not timed
        times["bare"].append(_timed([sys.executable, "-c", BARE], _env(tempfile.mkdtemp())))
        for g in GAMES:
            times[g].append(_timed([sys.executable, "-c", TABLE, str(saves[g])],
                                   _env(tempfile.mkdtemp())))
    times = {key: t[1:] for key, t in times.items()}  # the first run compiled the bytecode
    elapsed = {key: statistics.median(e for e, _ in t) for key, t in times.items()}
    cpu = {key: statistics.median(c for _, c in t) for key, t in times.items()}
    compiled = "bytecode compiled once" if BYTECODE else "every module compiled in every process"
    print(f"start-up to a painted table (median of {runs} fresh processes, {compiled}; bare "
          f"QMainWindow {elapsed['bare'] * 1000:.0f} ms elapsed, {cpu['bare'] * 1000:.0f} ms "
          "of CPU); goal <= 2.5x")
    for g in GAMES:
        print(f"  {g:<12} {elapsed[g] * 1000:6.0f} ms  {elapsed[g] / elapsed['bare']:5.2f}x   "
              f"CPU {cpu[g] * 1000:6.0f} ms  {cpu[g] / cpu['bare']:5.2f}x", flush=True)


def startup_instructions_row():
    """The same start-ups counted in instructions by valgrind's callgrind: the same count for
    the same code whatever the load (a run of each takes about a minute)."""
    import re
    import shutil

    if shutil.which("valgrind") is None:
        print("start-up in instructions: valgrind is not installed (Debian: valgrind)")
        return
    folder = tempfile.mkdtemp(prefix="lc-startup-")
    saves = {g: save_of(g, folder) for g in GAMES}
    counts = {}
    for key in ("bare", *GAMES):
        cmd = [sys.executable, "-c", BARE] if key == "bare" else [sys.executable, "-c", TABLE,
                                                                  str(saves[key])]
        env = _env(tempfile.mkdtemp())
        subprocess.run(cmd, env=env, check=True, capture_output=True, cwd=ROOT)  # bytecode
        out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                              *cmd], env=env, check=True, capture_output=True, text=True,
                             cwd=ROOT).stderr
        counts[key] = int(re.search(r"Collected : (\d+)", out).group(1))
    print(f"start-up to a painted table in instructions (callgrind, one process each; bare "
          f"QMainWindow {counts['bare'] / 1e6:,.0f}M); goal <= 2.5x")
    for g in GAMES:
        print(f"  {g:<12} {counts[g] / 1e6:8,.0f}M  {counts[g] / counts['bare']:5.2f}x", flush=True)


def memory_row():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import table_memory

    bare = table_memory.peak(table_memory.BARE)
    print(f"peak memory with a game open, before any chart (bare QMainWindow {bare['mib']:.1f} "
          "MiB); goal <= 95 MiB")
    for g in GAMES:
        seen = table_memory.peak(table_memory.TABLE, g)
        print(f"  {g:<12} {seen['mib']:6.1f} MiB  pyqtgraph imported: {seen['pyqtgraph']}",
              flush=True)


AUTOSAVE = """
import json, os, sys, time
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from lewisclark_desktop import games
from lewisclark_desktop.ui.controller import GameSetup, Seat
from lewisclark_desktop.ui.main_window import MainWindow
game_id, options, behind = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3] == "1"
game = games.get(game_id)
app = QApplication(sys.argv[:1])
w = MainWindow(settings=QSettings(os.path.join(os.environ["LEWISCLARK_HOME"], "s.ini"),
                                  QSettings.IniFormat), write_behind=behind)
c = w.controller
c.autoplay = False
n = options.pop("players", 2)
seats = [Seat(f"P{i}", game.colours[i], "random") for i in range(n)]
w.start_game(GameSetup(seats, 5, 0, options=options, game=game_id))
times = []
autosave = c.autosave
def timed():
    t0, c0 = time.perf_counter(), time.thread_time()
    autosave()
    times.append((time.perf_counter() - t0, time.thread_time() - c0))
c.autosave = timed
for k in range(400):
    if c.is_over():
        break
    c.play_bot_moves_now(1, 100 + k)
    app.processEvents()
c.shutdown()
print(json.dumps(times))
"""


def _p95(values):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(0.95 * (len(values) - 1))))]


def autosave_row():
    print("autosave after a move, time on the GUI thread (a whole random game, up to 400 moves); "
          "goal <= 5 ms p95")
    cases = [(g, {}) for g in GAMES[:2]] + [("tiwanaku", opts) for _, opts in TIWANAKU_MODES]
    for game_id, options in cases:
        row = []
        for behind in ("1", "0"):
            with tempfile.TemporaryDirectory() as home:
                r = subprocess.run([sys.executable, "-c", AUTOSAVE, game_id, json.dumps(options),
                                    behind], env=_env(home), capture_output=True, text=True,
                                   check=True, cwd=ROOT)
            times = json.loads(r.stdout.strip().splitlines()[-1])
            wall, cpu = [t[0] for t in times], [t[1] for t in times]
            row.append((_p95(wall) * 1000, _p95(cpu) * 1000, len(times)))
        (p95, cpu95, n), (sp95, scpu95, _) = row
        label = game_id + (" " + json.dumps(options) if options else "")
        print(f"  {label:<45} written behind: p95 {p95:5.2f} ms (thread CPU {cpu95:4.2f} ms), "
              f"{n} saves; written on the GUI thread: p95 {sp95:5.2f} ms (CPU {scpu95:4.2f} ms)",
              flush=True)


STALL = """
import json, os, sys, time
from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
from PySide6.QtWidgets import QApplication
from lewisclark_desktop import games
from lewisclark_desktop.ui.controller import GameSetup, Seat
from lewisclark_desktop.ui.main_window import MainWindow
game_id, options, level, pace = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3], int(sys.argv[4])
game = games.get(game_id)
app = QApplication(sys.argv[:1])
w = MainWindow(settings=QSettings(os.path.join(os.environ["LEWISCLARK_HOME"], "s.ini"),
                                  QSettings.IniFormat), write_behind=True)
w.resize(1600, 1000)
w.show()
c = w.controller
c.autoplay = False
errors = []  # a bot that fails is replaced by a random move on the GUI thread: not the measure
c.error.connect(errors.append)
w.set_bot_pace(pace)
n = options.pop("players", 2)
seats = [Seat(f"P{i}", game.colours[i], level) for i in range(n)]
# The bot process pool starts with a first game (not measured): the measured one finds it ready.
w.start_game(GameSetup(seats, 8, 0, options=dict(options), game=game_id))
end = time.monotonic() + 1.0
while time.monotonic() < end:
    app.processEvents()
    time.sleep(0.002)
clock = QElapsedTimer()
clock.start()
gaps, last, last_cpu = [], [0], [0.0]
def tick():  # each gap between ticks, and the GUI thread's CPU time (ms) within it
    now, cpu = clock.elapsed(), time.thread_time() * 1000
    gaps.append((now - last[0], round(cpu - last_cpu[0], 1)))
    last[0], last_cpu[0] = now, cpu
timer = QTimer()
timer.setInterval(5)
timer.timeout.connect(tick)
c.autoplay = True
started = time.monotonic()
# Starting a game (the setup, Tiwanaku's map generator) is like opening a file: timed apart.
w.start_game(GameSetup(seats, 9, 0, options=dict(options), game=game_id))
start_ms = (time.monotonic() - started) * 1000
timer.start()
last[0], last_cpu[0] = clock.elapsed(), time.thread_time() * 1000
limit = started + float(sys.argv[5])
passes = []  # the GUI thread's CPU time of each pass of the loop, ms (the load does not count)
while not c.is_over() and time.monotonic() < limit:
    cpu = time.thread_time()
    app.processEvents()
    passes.append((time.thread_time() - cpu) * 1000)
    time.sleep(0.001)
timer.stop()
moves = len(c.stack)
over = c.is_over()
for d in app.topLevelWidgets():  # the end dialog, if any
    if d is not w and d.isVisible():
        d.close()
c.shutdown()
print(json.dumps({"gaps": gaps, "moves": moves, "over": over, "cpu": sorted(passes)[-4:],
                  "errors": errors[:1], "error_count": len(errors), "start_ms": start_ms,
                  "seconds": time.monotonic() - started}))
"""


def as_main_file(script):
    """`script` as the text of a file whose work runs only as the main module: the bots' process
    is started by spawning, which imports the main module again (a `python -c` script cannot be
    imported: every bot then failed and the window played a random move itself)."""
    import textwrap

    return ("def _main():\n" + textwrap.indent(script, "    ")
            + "\n\nif __name__ == '__main__':\n    _main()\n")


def stall_row(level, pace, limit):
    print(f"longest event-loop stall in a whole game of {level} bots at the Fast pace "
          f"({pace} ms), timer every 5 ms; goal <= 50 ms")
    cases = [(g, {}) for g in GAMES[:2]] + [("tiwanaku", opts) for _, opts in TIWANAKU_MODES]
    for game_id, options in cases:
        with tempfile.TemporaryDirectory() as home:
            script = Path(home) / "stall.py"
            script.write_text(as_main_file(STALL))
            r = subprocess.run([sys.executable, str(script), game_id, json.dumps(options), level,
                                str(pace), str(limit)], env=_env(home), capture_output=True,
                               text=True, check=True, cwd=ROOT)
        out = json.loads(r.stdout.strip().splitlines()[-1])
        if out["error_count"]:
            print(f"  {game_id}: {out['error_count']} errors, the first: {out['errors'][0]}")
        gaps = sorted(out["gaps"], reverse=True)
        label = game_id + (" " + json.dumps(options) if options else "")
        stall, stall_cpu = (gaps[0][0] - 5, gaps[0][1]) if gaps else (0, 0)
        cpu = ", ".join(f"{t:.0f}" for t in reversed(out["cpu"]))
        print(f"  {label:<45} longest {stall:4d} ms, {stall_cpu:.0f} ms of it GUI thread CPU "
              f"(next: {', '.join(str(g - 5) for g, _ in gaps[1:4])}"
              f"); most GUI thread CPU between two ticks "
              f"{max((c for _, c in gaps), default=0):.0f} ms; of the longest passes {cpu} ms; "
              f"{out['moves']} moves"
              f"{'' if out['over'] else ' (time limit, not over)'} in {out['seconds']:.0f} s; "
              f"starting the game {out['start_ms']:.0f} ms", flush=True)


def engines_row(seconds, rounds):
    print(f"random self-play against OpenSpiel's python_tic_tac_toe (CPU time, best of {rounds} "
          f"rounds of {seconds:g} s, interleaved); goal >= 2.5x")
    cases = [("lewisclark", {}), ("elfenland", {})] + [("tiwanaku", o) for _, o in TIWANAKU_MODES]
    for game_id, options in cases:
        cmd = [sys.executable, str(ROOT / "benchmarks" / "openspiel_speed.py"), "--game", game_id,
               "--seconds", str(seconds), "--rounds", str(rounds)]
        options = dict(options)
        if "players" in options:
            cmd += ["--players", str(options.pop("players"))]
        if options:
            cmd += ["--options", json.dumps(options)]
        r = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT)
        print("  " + r.stdout.strip().splitlines()[1], flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", default="startup,memory,autosave,stall,engines")
    ap.add_argument("--runs", type=int, default=7, help="start-up processes per game")
    ap.add_argument("--bots", default="random", help="the bots' level in the stall row")
    ap.add_argument("--pace", type=int, default=150, help="the Fast pace, ms")
    ap.add_argument("--stall-limit", type=float, default=240.0, help="seconds per game at most")
    ap.add_argument("--engine-seconds", type=float, default=3.0)
    ap.add_argument("--engine-rounds", type=int, default=3)
    ap.add_argument("--no-bytecode", action="store_true",
                    help="no compiled bytecode kept between the fresh processes")
    args = ap.parse_args()
    rows = args.rows.split(",")
    global BYTECODE
    BYTECODE = None if args.no_bytecode else tempfile.mkdtemp(prefix="lc-pycache-")
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}, {os.cpu_count()} "
          f"cores, Python {sys.version.split()[0]}", flush=True)
    if "startup" in rows:
        startup_row(args.runs)
    if "instructions" in rows:
        startup_instructions_row()
    if "memory" in rows:
        memory_row()
    if "autosave" in rows:
        autosave_row()
    if "stall" in rows:
        stall_row(args.bots, args.pace, args.stall_limit)
    if "engines" in rows:
        engines_row(args.engine_seconds, args.engine_rounds)
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())} at the end")


if __name__ == "__main__":
    main()
