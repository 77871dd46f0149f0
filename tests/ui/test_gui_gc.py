"""The cyclic garbage collector runs on the GUI thread only (ui/gui_gc.py): a collection in a
bots' pool thread could destroy Qt objects there and deadlock with the GUI thread."""

import gc
import threading
import weakref

from PySide6.QtCore import QObject

from lewisclark_desktop.ui import gui_gc


class _Cycle:
    def __init__(self):
        self.me = self
        self.qt = QObject()  # a Qt object kept alive only by the cycle


def test_another_threads_allocations_collect_nothing_the_gui_thread_collects_it(qapp):
    collector = gui_gc.install(qapp)
    assert not gc.isenabled()
    threads = []

    def seen(phase, info):
        if phase == "start":
            threads.append(threading.current_thread().name)

    gc.callbacks.append(seen)
    try:
        cycle = weakref.ref(_Cycle())
        worker = threading.Thread(target=lambda: len([[] for _ in range(50_000)]), name="busy")
        worker.start()
        worker.join()
        assert cycle() is not None and "busy" not in threads  # nothing collected there
        young = [[] for _ in range(gc.get_threshold()[0] + 1)]  # a young generation is due
        generation = collector.collect_due()
        del young
        assert generation is not None and cycle() is None
        assert set(threads) == {threading.main_thread().name}
    finally:
        gc.callbacks.remove(seen)


def test_a_tick_with_nothing_due_collects_nothing(qapp):
    collector = gui_gc.install(qapp)
    gc.collect()
    assert collector.collect_due() is None


def test_the_older_generations_are_collected_when_their_counts_are_due(qapp):
    collector = gui_gc.install(qapp)
    t0, t1, _ = gc.get_threshold()
    gc.collect()
    kept = []  # alive objects count towards the young generation; freed ones do not
    for _ in range(t1):  # as many young collections as make the next one an older one
        kept.append([[] for _ in range(t0 + 1)])
        assert collector.collect_due() == 0
    kept.append([[] for _ in range(t0 + 1)])
    assert collector.collect_due() == 1
