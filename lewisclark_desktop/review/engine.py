"""The review's engine (no Qt): for each decision of a seat in a saved game, what Hard would have
played from that seat's observation at that moment, and what the played move cost against it in
the game's own unit (review_api.md is the surface the window codes against).

    seats = default_seats(saved)
    review = review_game(saved, seats[0], quick=True, seed=0, progress=print)
    review.marked()  # the costliest decisions, above the game's threshold

Only `rules.observation(state, seat)` of the position before the decision is read: the
suggestion is Hard's answer to it, and both moves are valued over the same sampled worlds of it
(value_<game>.py: the game's unit, its budgets and its threshold). All arguments are picklable,
so the window runs each call in the bots' worker process. Same saved game, seat, setting and
seed: same review.
"""

import hashlib
import json
from importlib import import_module

from .. import games
from ..core.seats import HUMAN
from .model import Decision, Review

UNIT_BY_GAME = {"lewisclark": "turns", "elfenland": "towns", "tiwanaku": "points"}
MOST_MARKED = 5  # a review marks at most this many decisions (the costliest above threshold)
# A decision that costs more than the game's threshold is valued again on this many times the
# worlds (the first ones included) before it is kept: a mark is not one unlucky deal.
CONFIRM = 3
_STATES = {}  # the replayed positions of the last few games (a worker reviews one game)
_STATES_KEPT = 2


class Cancelled(Exception):
    """should_stop() said so: the review was stopped."""


def valuer(game):
    """The game's review module: UNIT, LOWER_IS_BETTER, THRESHOLD, BUDGET {quick: (Hard's
    iterations, worlds)}, world(), outcome(), explanation()."""
    if game not in UNIT_BY_GAME:
        raise games.UnknownGame(f"no review for {game!r}")
    return import_module(f"{__package__}.value_{game}")


def mix(*parts):
    """A seed made of `parts` (stable across runs and processes, unlike hash())."""
    digest = hashlib.sha256(repr(parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 2


def states_of(saved):
    """The positions before each move of the game and the last one (len(moves) + 1), replayed
    once and kept for the next calls."""
    key = (saved.game, json.dumps(saved.options, sort_keys=True), saved.seed, tuple(saved.moves))
    found = _STATES.get(key)
    if found is None:
        rules = games.rules(saved.game)
        state = rules.new_state(saved.options, saved.seed)
        found = [rules.clone(state)]
        for text in saved.moves:
            rules.apply(state, rules.parse_move(text))
            found.append(rules.clone(state))
        while len(_STATES) >= _STATES_KEPT:
            _STATES.pop(next(iter(_STATES)))
        _STATES[key] = found
    return found


def decisions_of(saved, seat):
    """The indexes k of saved.moves where `seat` was to move with more than one legal move."""
    rules = games.rules(saved.game)
    states = states_of(saved)
    return [k for k in range(len(saved.moves))
            if rules.current_player(states[k]) == seat and len(rules.legal_moves(states[k])) > 1]


def default_seats(saved):
    """The human seats (every seat when none is human)."""
    humans = [k for k, seat in enumerate(saved.seats) if seat.get("kind", HUMAN) == HUMAN]
    return humans or list(range(len(saved.seats)))


def _check(should_stop):
    if should_stop is not None and should_stop():
        raise Cancelled()


def expected(game, observation, seat, moves, worlds, seed, should_stop=None, first=0):
    """(each move's total outcome in the game's unit, worlds made) over the same sampled worlds
    number first .. first + worlds - 1 of the observation, the k-th world and its playout bots
    seeded alike for every move. Worlds the sampler could not make are skipped."""
    v = valuer(game)
    rules = games.rules(game)
    totals, made = [0.0] * len(moves), 0
    for k in range(first, first + worlds):
        _check(should_stop)
        world_seed = mix(seed, k)
        world = v.world(rules, observation, seat, world_seed)
        if world is None:
            continue
        for i, move in enumerate(moves):
            totals[i] += v.outcome(rules, rules.clone(world), move, seat, world_seed)
        made += 1
    return totals, made


def suggestion(game, observation, iterations, seed, should_stop=None):
    """Hard's move from the observation at a fixed count of iterations (reproducible)."""
    bot = games.get(game).make_bot("hard", seed, iterations=iterations)
    move = bot.choose(games.rules(game), observation, should_stop=should_stop)
    _check(should_stop)
    return move


def review_decision(saved, index, seat, quick=False, seed=0, should_stop=None):
    """One decision (unmarked), from the seat's observation before move `index` only."""
    rules = games.rules(saved.game)
    state = states_of(saved)[index]
    if rules.current_player(state) != seat:
        raise ValueError(f"seat {seat} was not to move before move {index}")
    return review_position(saved.game, state, rules.parse_move(saved.moves[index]), index,
                           valuer(saved.game).BUDGET[quick], seed, should_stop)


def review_position(game, state, played, index, budget, seed=0, should_stop=None):
    """The Decision of the seat to move in `state`, which played `played` as move `index`:
    only that seat's observation is read. `budget`: (Hard's iterations, worlds per move)."""
    rules, v = games.rules(game), valuer(game)
    seat = rules.current_player(state)
    observation = rules.observation(state, seat)
    base = mix(seed, game, index, seat)
    suggested = suggestion(game, observation, budget[0], base, should_stop)
    moves = [suggested] if suggested == played else [suggested, played]
    totals, made = expected(game, observation, seat, moves, budget[1], base, should_stop)
    if _loss(v, totals, made) > v.THRESHOLD:  # a mark is confirmed on more worlds
        more, more_made = expected(game, observation, seat, moves, (CONFIRM - 1) * budget[1],
                                   base, should_stop, first=budget[1])
        totals, made = [a + b for a, b in zip(totals, more)], made + more_made
    best, after = (totals[0] / made, totals[-1] / made) if made else (0.0, 0.0)
    loss = _loss(v, totals, made)
    explanation = {"kind": game, "played_value": round(after, 3), "suggested_value": round(best, 3)}
    if suggested != played:
        explanation.update(v.explanation(rules, observation, seat, played, suggested, base))
    return Decision(index=index, move=rules.format_move(played),
                    suggested=rules.format_move(suggested), cost=round(max(0.0, loss), 3),
                    marked=False, explanation=explanation, value=round(best, 3),
                    value_after=round(after, 3))


def _loss(v, totals, made):
    """What the played move (last) lost against the suggestion (first), in the unit."""
    if not made:  # no world could be sampled: nothing to compare
        return 0.0
    best, after = totals[0] / made, totals[-1] / made
    return after - best if v.LOWER_IS_BETTER else best - after


def marked_indexes(game, decisions):
    """The costliest decisions above the game's threshold, at most MOST_MARKED."""
    threshold = valuer(game).THRESHOLD
    costly = sorted((d for d in decisions if d.cost > threshold), key=lambda d: (-d.cost, d.index))
    return {d.index for d in costly[:MOST_MARKED]}


def summarize(saved, seat, decisions, quick=False, seed=0):
    """The review of the seat: its decisions in game order, the costliest ones marked."""
    marked = marked_indexes(saved.game, decisions)
    ordered = sorted(decisions, key=lambda d: d.index)
    kept = tuple(Decision(d.index, d.move, d.suggested, d.cost, d.index in marked, d.explanation,
                          d.value, d.value_after) for d in ordered)
    return Review(game=saved.game, seat=seat, unit=UNIT_BY_GAME[saved.game], decisions=kept,
                  quick=quick, seed=seed)


def review_game(saved, seat, quick=False, seed=0, progress=None, should_stop=None):
    """The whole review of `seat` in one process; progress(done, total) after each decision."""
    indexes = decisions_of(saved, seat)
    decisions = []
    for done, index in enumerate(indexes, 1):
        decisions.append(review_decision(saved, index, seat, quick, seed, should_stop))
        if progress is not None:
            progress(done, len(indexes))
    return summarize(saved, seat, decisions, quick, seed)
