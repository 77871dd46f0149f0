"""Python's cyclic garbage collector, run on the GUI thread only.

Left to itself the collector runs in whichever thread happens to allocate when a generation is
due: a thread of the bots' process pool or the autosave's writer may then destroy Qt objects
that sit in a reference cycle (a closed window's wrappers, a slot's closure). Destroying one
disconnects its signals; PySide lets go of the GIL for that and takes it back inside Qt's
signal lock, while the GUI thread, holding the GIL, may be connecting a signal and waiting for
that same lock: both wait for ever (seen in the GUI monkey test: a multiprocessing queue's
feeder thread in QObject::disconnect, the GUI thread in QAbstractItemView.setItemDelegate).

So automatic collection is switched off once a QApplication exists, and a timer on the GUI
thread collects what the interpreter would have collected, by its own thresholds. Processes
without a window (the bots', the command line) keep the automatic collector."""

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 100


class GuiThreadCollector(QObject):
    def __init__(self, app):
        super().__init__(app)
        self._thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self):
        """Collect the generations whose counts passed their thresholds (none, most ticks)."""
        t0, t1, t2 = self._thresholds
        c0, c1, c2 = gc.get_count()
        if c0 <= t0:
            return None
        generation = 2 if c1 >= t1 and c2 >= t2 else 1 if c1 >= t1 else 0
        gc.collect(generation)
        return generation


def install(app):
    """Collect on `app`'s thread from now on (once per application)."""
    collector = getattr(app, "_gui_thread_collector", None)
    if collector is None:
        collector = app._gui_thread_collector = GuiThreadCollector(app)
    return collector
