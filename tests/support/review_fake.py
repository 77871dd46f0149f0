"""A stand-in for lewisclark_desktop.review.engine with the same functions, for the window's
tests: hand-built decisions (a value going down the game, a few costly ones), no search.

    fake = FakeEngine()
    install(monkeypatch, fake)      # the window's `engine()` now answers with it
    fake.calls                      # how many decisions it was asked to review
    fake.hold = True                # review_decision waits until told to stop (Cancel tests)
"""

import sys
import threading
import time
import types

from lewisclark_desktop import games
from lewisclark_desktop.review.model import Decision, Review

UNIT_BY_GAME = {"lewisclark": "turns", "elfenland": "towns", "tiwanaku": "points"}
COSTLY = {1: 3.4, 3: 1.0}  # the n-th decision of a seat (from 0) -> its cost: marked


class Cancelled(Exception):
    pass


def replayed(saved, upto):
    rules = games.rules(saved.game)
    state = rules.new_state(saved.options, saved.seed)
    for text in saved.moves[:upto]:
        rules.apply(state, rules.parse_move(text))
    return rules, state


class FakeEngine:
    UNIT_BY_GAME = UNIT_BY_GAME
    Cancelled = Cancelled

    def __init__(self, most=8):
        self.most = most  # decisions per seat (a short review)
        self.calls = 0
        self.hold = False
        self.started = threading.Event()

    def decisions_of(self, saved, seat):
        rules = games.rules(saved.game)
        state = rules.new_state(saved.options, saved.seed)
        found = []
        for k, text in enumerate(saved.moves):
            if rules.current_player(state) == seat and len(rules.legal_moves(state)) > 1:
                found.append(k)
            rules.apply(state, rules.parse_move(text))
        return found[:self.most]

    def review_decision(self, saved, index, seat, quick=False, seed=0, should_stop=None):
        self.calls += 1
        self.started.set()
        while self.hold and not (should_stop and should_stop()):
            time.sleep(0.01)
        if self.hold:
            raise Cancelled()
        rules, state = replayed(saved, index)
        played = saved.moves[index]
        others = [rules.format_move(m) for m in rules.legal_moves(state)]
        suggested = next((t for t in others if t != played), played)
        n = self.decisions_of(saved, seat).index(index)
        cost = COSTLY.get(n, 0.1 * (n % 3))
        value = 20.0 - n if UNIT_BY_GAME[saved.game] == "turns" else 5.0 + n * 0.5
        return Decision(index=index, move=played, suggested=suggested, cost=cost,
                        explanation=self.explanation(saved.game, n), value=value,
                        value_after=value - cost)

    def explanation(self, game, n):
        if game == "lewisclark":
            return {"kind": game, "plan": [
                {"step": "camp", "turn": 1, "days_lost": 2, "to_space": 5, "wins": False}]}
        if game == "elfenland":
            return {"kind": game, "expected_played": 6.0 + n, "expected_suggested": 7.5 + n,
                    "towns": [1, 2]}
        return {"kind": game, "expected": {"played": 30.0, "suggested": 33.5}}

    def summarize(self, saved, seat, decisions, quick=False, seed=0):
        costly = sorted((d for d in decisions if d.cost >= 1.0), key=lambda d: -d.cost)[:5]
        marked = {d.index for d in costly}
        decisions = tuple(Decision(**{**d.__dict__, "marked": d.index in marked})
                          for d in decisions)
        return Review(game=saved.game, seat=seat, unit=UNIT_BY_GAME[saved.game],
                      decisions=decisions, quick=quick, seed=seed)

    def review_game(self, saved, seat, quick=False, seed=0, progress=None, should_stop=None):
        found = self.decisions_of(saved, seat)
        done = [self.review_decision(saved, k, seat, quick, seed, should_stop) for k in found]
        return self.summarize(saved, seat, done, quick, seed)

    def default_seats(self, saved):
        humans = [i for i, s in enumerate(saved.seats) if s.get("kind", "human") == "human"]
        return humans or list(range(len(saved.seats)))


def install(monkeypatch, fake):
    """Make `fake` the review engine for the test (the module and the package attribute)."""
    import lewisclark_desktop.review as package

    module = types.ModuleType("lewisclark_desktop.review.engine")
    for name in ("decisions_of", "review_decision", "summarize", "review_game", "default_seats"):
        setattr(module, name, getattr(fake, name))
    module.UNIT_BY_GAME = UNIT_BY_GAME
    module.Cancelled = Cancelled
    monkeypatch.setitem(sys.modules, "lewisclark_desktop.review.engine", module)
    monkeypatch.setattr(package, "engine", module, raising=False)
    return module


def allow_kept_reviews(monkeypatch):
    """Until the engine's branch lets save files keep extra["review"] (core/savefile.py), let
    them here; a no-op once it does."""
    from lewisclark_desktop.core import savefile

    for header in savefile.HEADER.values():
        extra = header.optional.get("extra")
        if extra is not None and extra.keys is not None and "review" not in extra.keys:
            monkeypatch.setattr(extra, "keys", tuple(extra.keys) + ("review",))
