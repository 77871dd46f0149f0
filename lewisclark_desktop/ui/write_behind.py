"""Files written on a thread of their own, so that the window does not wait for the disk: a
write returns as soon as the data is handed over, and `flush` waits until all of it is on disk.
Each write is atomic (`core.atomic.write_atomic`): a kill leaves the old file or the new. One
write at a time: a new one waits until the one before is on disk, so a kill loses at most the
newest data (an autosave: the last move), never two moves; the window waits only when moves
come faster than the disk writes."""

import threading

from ..core.atomic import write_atomic


class WriteBehind:
    def __init__(self, on_error):
        """`on_error(exception)` is called on the writer's thread when a write fails."""
        self._on_error = on_error
        self._cond = threading.Condition()
        self._pending = {}  # path -> bytes not yet written
        self._writing = False
        self._thread = None

    def write(self, path, data: bytes):
        with self._cond:
            while self._pending or self._writing:  # the write before is on disk first
                self._cond.wait()
            self._pending[path] = data
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="write-behind",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self):
        """Wait until every write asked for is done (or has failed)."""
        with self._cond:
            while self._pending or self._writing:
                self._cond.wait()

    def _run(self):
        while True:
            with self._cond:
                while not self._pending:
                    self._cond.wait()
                path, data = self._pending.popitem()
                self._writing = True
            try:
                write_atomic(path, data)
            except Exception as exc:  # noqa: BLE001 - reported, the writer goes on
                self._on_error(exc)
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()
