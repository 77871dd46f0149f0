"""Window speed: start-up time against a bare QMainWindow, the longest event-loop stall
while a bot thinks in the worker, and the cost of showing a new position on the board.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/ui_speed.py [--runs 5] [--think 3]
Targets: start-up ratio <= 1.5; longest stall while a bot thinks <= 100 ms; board update
well under a frame (16 ms).
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow()
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            app.quit()
        return False
f = FirstPaint()
w.installEventFilter(f)
w.show()
app.exec()
"""


def timed(cmd, env):
    t0 = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True)
    return time.perf_counter() - t0


def startup(runs):
    """Median seconds from process start to: a bare QMainWindow painted; our window painted;
    our window complete (board, hand, docks)."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               PYTHONPATH=str(ROOT), LEWISCLARK_HOME=tempfile.mkdtemp(prefix="lc-bench-"))
    app_cmd = [sys.executable, "-m", "lewisclark_desktop", "--lang", "en"]
    bare, shown, built = [], [], []
    for _ in range(runs):  # interleaved, so that a busy moment hurts all alike
        bare.append(timed([sys.executable, "-c", BARE], env))
        shown.append(timed(app_cmd, dict(env, LEWISCLARK_EXIT_AFTER_SHOW="shown")))
        built.append(timed(app_cmd, dict(env, LEWISCLARK_EXIT_AFTER_SHOW="built")))
    return statistics.median(bare), statistics.median(shown), statistics.median(built)


class BusyBot:
    """Stands in for a slow search bot: pure-Python work holding the GIL, then a legal move."""

    def __init__(self, seconds):
        self.seconds = seconds

    def choose(self, rules, observation, should_stop=None):
        end = time.perf_counter() + self.seconds
        x = 0
        while time.perf_counter() < end and not (should_stop and should_stop()):
            for i in range(2000):
                x += i * i
        return rules.legal_moves(observation)[0]


def busy_choose(seconds, observation):
    from lewisclark_desktop.lewisclark.game import RULES

    return BusyBot(seconds).choose(RULES, observation)


class BusyProcess:
    """Replaces the controller's bot process: the same pool, with a slow bot inside."""

    def __init__(self, seconds):
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        self.seconds = seconds
        self.pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))

    def choose(self, level, seed, observation):
        return self.pool.submit(busy_choose, self.seconds, observation).result()

    def cancel(self):
        pass

    def close(self):
        self.pool.shutdown()


def stall_while_thinking(think_seconds, in_process=False):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["LEWISCLARK_HOME"] = tempfile.mkdtemp(prefix="lc-bench-")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from lewisclark_desktop.ui import controller as ctl
    from lewisclark_desktop.ui.controller import GameSetup, Seat
    from lewisclark_desktop.ui.main_window import MainWindow

    ctl.make_bot = lambda level, seed: BusyBot(think_seconds)
    app = QApplication.instance() or QApplication([])
    w = MainWindow(settings=QSettings(os.path.join(os.environ["LEWISCLARK_HOME"], "s.ini"),
                                      QSettings.IniFormat), autosave=False)
    w.controller._worker.in_process = in_process
    if not in_process:
        w.controller._worker.process = BusyProcess(think_seconds)
    w.show()
    # Warm up first (fonts, first paint) so that only the thinking time is measured.
    w.start_game(GameSetup([Seat("Ann", "orange"), Seat("Bob", "blue")], 1, first_player=0))
    for _ in range(20):
        app.processEvents()
    gaps = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick():
        now = clock.elapsed()
        gaps.append((now - last[0], now, w.controller.bot_thinking))
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    w.start_game(GameSetup([Seat("Bot", "blue", "hard"), Seat("Ann", "orange")], 1, first_player=0))
    end = time.perf_counter() + think_seconds + 0.5
    while time.perf_counter() < end or w.controller.bot_thinking:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    w.controller.shutdown()
    thinking = [g for g, _, busy in gaps if busy]
    if os.environ.get("BENCH_DEBUG"):
        print(sorted(gaps, reverse=True)[:5])
    return max(thinking) - 10, len(thinking)


def board_update_ms(updates=200):
    """Mean time of BoardScene.set_state over a 5-player game's positions."""
    from PySide6.QtWidgets import QApplication

    sys.path.insert(0, str(ROOT))
    from lewisclark_desktop.bots.random_bot import RandomBot
    from lewisclark_desktop.lewisclark.game import RULES
    from lewisclark_desktop.ui.lewisclark.board_scene import BoardScene

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 (keeps Qt alive)
    scene = BoardScene()
    s = RULES.new_state({"players": 5}, 8)
    bot = RandomBot(8)
    states = []
    for _ in range(updates):
        if s.over:
            break
        RULES.apply(s, bot.choose(RULES, RULES.observation(s, s.current)))
        states.append(s.clone())
    start = time.perf_counter()
    for state in states:
        scene.set_state(state)
    return (time.perf_counter() - start) / len(states) * 1000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--think", type=float, default=3.0)
    ap.add_argument("--compare-thread", action="store_true")
    args = ap.parse_args()
    bare, shown, built = startup(args.runs)
    print(f"start-up (median of {args.runs}): bare QMainWindow {bare * 1000:.0f} ms; Lewis & Clark "
          f"window shown {shown * 1000:.0f} ms (ratio {shown / bare:.2f}), complete "
          f"{built * 1000:.0f} ms (ratio {built / bare:.2f})")
    stall, ticks = stall_while_thinking(args.think)
    print(f"longest event-loop stall while a bot thinks in its process ({args.think:.1f} s per "
          f"move): {stall:.0f} ms over {ticks} timer ticks of 10 ms")
    print(f"board update (BoardScene.set_state, 5 players): {board_update_ms():.2f} ms")
    if args.compare_thread:
        stall, ticks = stall_while_thinking(args.think, in_process=True)
        print(f"  for comparison, the same bot in a thread of the window's process: {stall:.0f} ms")


if __name__ == "__main__":
    main()
