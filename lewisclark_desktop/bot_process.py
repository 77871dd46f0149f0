"""Bots think in a separate process, so a long search never takes the GIL from the window.

One worker process is started lazily (spawn: no Qt state is inherited) and reused. A shared
event lets the window cancel a search: search bots poll it and return their best move so far.
No Qt here: the window's controller calls `BotProcess.choose` from a worker thread.
"""

from .bots import search

_stop = None  # the shared cancel event, in the worker process
_kept = {}  # (game, level, keep) -> a bot that learns across decisions (its `keeps_state`)
MAX_KEPT = 16


def _init(stop_event):
    global _stop
    _stop = stop_event


def kept_bot(entry, level, seed, keep):
    """The bot for a decision. Most bots are made afresh; one that says `keeps_state` (e.g.
    Tiwanaku's co-op Normal and its pool of sampled maps) is kept for the same `keep` key (a
    seat of one running table) and answers that seat's next decisions too, as in a tournament."""
    key = (entry.id, level, keep)
    if keep is not None and key in _kept:
        return _kept[key]
    bot = entry.make_bot(level, seed)
    if keep is not None and getattr(bot, "keeps_state", False):
        if len(_kept) >= MAX_KEPT:
            _kept.clear()
        _kept[key] = bot
    return bot


def _choose(game, level, seed, observation, keep=None):
    from . import games

    entry = games.get(game)
    bot = kept_bot(entry, level, seed, keep)
    with search.collector_paused():
        return bot.choose(entry.rules(), observation, should_stop=_stop.is_set)


def hint(game, level, seed, observation, should_stop=None):
    """(move, plan): the bot's suggested move and, when the game's bots can tell it, the plan
    behind it as plain data (None otherwise). A plan that cannot be worked out costs the plan,
    never the hint."""
    from . import games

    entry = games.get(game)
    with search.collector_paused():
        move = entry.make_bot(level, seed).choose(entry.rules(), observation,
                                                  should_stop=should_stop)
    try:
        plan = entry.explain_hint(observation, move, seed)
    except Exception:  # noqa: BLE001 - the move is the hint; its plan is a bonus
        import traceback

        traceback.print_exc()  # for whoever runs the window from a terminal
        plan = None
    return move, plan


def _hint(game, level, seed, observation):
    return hint(game, level, seed, observation, should_stop=_stop.is_set)


def review(saved, index, seat, quick=False, seed=0, should_stop=None):
    """One decision of a game's review (review.engine.review_decision): what Hard suggests from
    `seat`'s observation before move `index`, and what the move played cost. One decision a
    call, so that the window can show progress and stop between two."""
    from .review import engine

    with search.collector_paused():
        return engine.review_decision(saved, index, seat, quick=quick, seed=seed,
                                      should_stop=should_stop)


def _review(saved, index, seat, quick, seed):
    return review(saved, index, seat, quick, seed, should_stop=_stop.is_set)


class BotProcess:
    def __init__(self):
        self._ctx = None
        self._stop = None
        self._pool = None

    def _executor(self):
        # Imported and started on first use, not while the window starts up.
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            self._ctx = multiprocessing.get_context("spawn")
            self._stop = self._ctx.Event()
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=self._ctx,
                                             initializer=_init, initargs=(self._stop,))
        return self._pool

    def choose(self, game, level, seed, observation, keep=None):
        """Block until `game`'s bot of `level` answers (call it off the UI thread). Raises what
        the bot raised. `keep`: the seat's key at this table (see `kept_bot`)."""
        return self._answer(_choose, game, level, seed, observation, keep)

    def hint(self, game, level, seed, observation):
        """Block until the hint and its plan are found (see `hint`); off the UI thread."""
        return self._answer(_hint, game, level, seed, observation)

    def review(self, saved, index, seat, quick=False, seed=0):
        """Block until one decision is reviewed (see `review`); off the UI thread. `cancel`
        makes the engine stop early (it may then raise review.engine.Cancelled)."""
        return self._answer(_review, saved, index, seat, quick, seed)

    def _answer(self, task, *args):
        """task(*args) in the worker, waited for; the stop flag cleared first, the worker's
        housekeeping queued after."""
        pool = self._executor()
        self._stop.clear()
        try:
            return pool.submit(task, *args).result()
        finally:
            self._tidy()

    def _tidy(self):
        """The worker's housekeeping (`search.between_decisions`), queued behind the answer:
        it runs while the window shows the move, not while anyone waits for one."""
        try:
            self._pool.submit(search.between_decisions)
        except RuntimeError:  # a broken or shut pool: the answer itself said what went wrong
            pass

    def cancel(self):
        if self._stop is not None:
            self._stop.set()

    def close(self):
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
