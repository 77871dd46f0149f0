"""Runs a review off the UI thread, one decision at a time in the bots' worker process
(bot_process.BotProcess.review), so that the window shows progress and Cancel stops it between
two decisions (and the engine early, through the worker's stop event).

    runner = ReviewRunner()
    runner.progress.connect(...)   # (done, total)
    runner.finished.connect(...)   # Review of the seat
    runner.start(saved, seat)
    runner.cancel()                # stops submitting; emits `cancelled` once the worker is back
"""

import threading

from PySide6.QtCore import QObject, Signal


def engine():
    """The review engine (imported when first needed; tests put a fake in sys.modules)."""
    from ..review import engine as module

    return module


class ReviewRunner(QObject):
    progress = Signal(int, int)  # decisions done, decisions of the seat
    finished = Signal(object)  # the Review
    cancelled = Signal()
    failed = Signal(str)
    IN_PROCESS = False  # the default of `in_process` (tests that replace the engine set it)

    def __init__(self, parent=None, quick=False, seed=0, in_process=None):
        super().__init__(parent)
        self.quick, self.seed = quick, seed
        # True: the engine runs in this process, on the runner's thread (tests with a fake one)
        self.in_process = self.IN_PROCESS if in_process is None else in_process
        self._process = None
        self._stop = threading.Event()
        self._thread = None
        self.seat = None

    def running(self):
        return self._thread is not None and self._thread.is_alive()

    def start(self, saved, seat):
        """Review `seat` of `saved` (a core.savefile.SaveGame); one run at a time."""
        if self.running():
            raise RuntimeError("a review is already running")
        self._stop = threading.Event()
        self.seat = seat
        self._thread = threading.Thread(target=self._run, args=(saved, seat, self._stop),
                                        name="review", daemon=True)
        self._thread.start()

    def cancel(self):
        """Stop: no further decision is submitted and the one being reviewed is told to stop."""
        self._stop.set()
        if self._process is not None:
            self._process.cancel()

    def close(self, wait=5.0):
        """Cancel, wait (at most `wait` seconds) for the run to end, close the worker process."""
        self.cancel()
        if self._thread is not None:
            self._thread.join(wait)
        if self._process is not None:
            self._process.close()
            self._process = None

    def _review_one(self, saved, index, seat, stop):
        if self.in_process:
            return engine().review_decision(saved, index, seat, quick=self.quick, seed=self.seed,
                                            should_stop=stop.is_set)
        if self._process is None:
            from ..bot_process import BotProcess

            self._process = BotProcess()
        return self._process.review(saved, index, seat, self.quick, self.seed)

    def _run(self, saved, seat, stop):
        try:
            indexes = engine().decisions_of(saved, seat)
            total = len(indexes)
            self.progress.emit(0, total)
            decisions = []
            for done, index in enumerate(indexes, 1):
                if stop.is_set():
                    break
                decision = self._review_one(saved, index, seat, stop)
                if stop.is_set():  # answered early because it was told to stop: not kept
                    break
                decisions.append(decision)
                self.progress.emit(done, total)
            if stop.is_set():
                self.cancelled.emit()
                return
            self.finished.emit(engine().summarize(saved, seat, decisions, quick=self.quick,
                                                  seed=self.seed))
        except Exception as exc:  # noqa: BLE001 - a failing review must not take the window down
            if stop.is_set():
                self.cancelled.emit()
            else:
                self.failed.emit(f"{type(exc).__name__}: {exc}")
