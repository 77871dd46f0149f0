"""Test helper (pure data, no Qt): random positions of every game in every mode, and re-deals of
a position's hidden parts consistent with what the deciding seat sees.

    for options, state, other in dealt_positions("tiwanaku", 200, seed=1):
        ...  # `other`: the same observation for the seat to move, other hidden parts

A re-deal is the rules' own determinize(observation(state, seat), seed) for the seat to move:
whatever is worded or drawn for that seat before its move must be the same for both states."""

import functools
import itertools
import random

from lewisclark_desktop import games

# Every mode of every game: solo and multi-player Lewis & Clark, Elfenland with and without the
# destination variant, Tiwanaku competitive, co-operative (screens on and open) and solo.
MODES = {
    "lewisclark": ({"players": 1, "solo_level": 2}, {"players": 2}, {"players": 3},
                   {"players": 4}, {"players": 5}),
    "elfenland": ({"players": 2, "variant": False}, {"players": 3, "variant": True},
                  {"players": 4, "variant": False}, {"players": 6, "variant": True}),
    "tiwanaku": ({"mode": "competitive", "players": 2}, {"mode": "competitive", "players": 4},
                 {"mode": "coop", "players": 2, "level": "normal"},
                 {"mode": "coop", "players": 3, "level": "expert", "open_screens": True},
                 {"mode": "solo", "players": 1, "level": "easy"}),
}
# Random play reaches every phase well before these depths (a game that ends sooner stops at
# its last position with a move to make).
MAX_DEPTH = {"lewisclark": 400, "elfenland": 300, "tiwanaku": 150}
GAME_SEEDS = 6  # maps and deals per mode (a co-op Tiwanaku map takes 0.3 s to make): the
#                 positions differ by the random play from them
REDEAL_ATTEMPTS = 10  # Tiwanaku's map sampler may take long on positions random play makes


@functools.lru_cache(maxsize=None)
def _start(game_id, options_key, seed):
    return games.rules(game_id).new_state(dict(options_key), seed)


def random_position(game_id, options, game_seed, play_seed, depth):
    """The position after up to `depth` seeded random legal moves; never a finished game."""
    rules = games.rules(game_id)
    rng = random.Random(play_seed)
    state = rules.clone(_start(game_id, tuple(sorted(options.items())), game_seed))
    for _ in range(depth):
        after = rules.clone(state)
        rules.apply(after, rng.choice(rules.legal_moves(state)))
        if rules.is_over(after):
            break
        state = after
    return state


def redeal(game_id, state, seed):
    """A full state the seat to move cannot tell from `state`, its hidden parts dealt anew from
    `seed`; None when Tiwanaku's sampler gives up (after REDEAL_ATTEMPTS attempts)."""
    rules = games.rules(game_id)
    observation = rules.observation(state, rules.current_player(state))
    if game_id != "tiwanaku":
        return rules.determinize(observation, seed)
    polls = itertools.count(2)
    return rules.determinize(observation, seed, give_up=lambda: next(polls) > REDEAL_ATTEMPTS)


def dealt_positions(game_id, count, seed=0, skipped=None):
    """`count` (options, state, redealt) triples: the modes in turn, each at a random depth, the
    redealt state another deal of what the seat to move cannot see. Positions whose re-deal the
    sampler gave up are passed over (and counted in skipped["count"] when given)."""
    rng = random.Random(seed)
    modes = MODES[game_id]
    k = 0
    while count:
        options = modes[k % len(modes)]
        k += 1
        state = random_position(game_id, options, rng.randrange(GAME_SEEDS), rng.randrange(2**31),
                                rng.randrange(MAX_DEPTH[game_id]))
        other = redeal(game_id, state, rng.randrange(2**31))
        if other is None:
            if skipped is not None:
                skipped["count"] = skipped.get("count", 0) + 1
            continue
        count -= 1
        yield options, state, other


def same_view(game_id, a, b):
    """True when the seat to move in `a` sees `b` exactly as it sees `a`."""
    rules = games.rules(game_id)
    seat = rules.current_player(a)
    return rules.state_hash(rules.observation(a, seat)) == rules.state_hash(rules.observation(b, seat))


def differs(game_id, a, b):
    """True when the two full states differ (in what the seat to move cannot see)."""
    rules = games.rules(game_id)
    return rules.state_hash(a) != rules.state_hash(b)
