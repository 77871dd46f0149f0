"""What the rules-engine speed benchmarks (engine_speed.py, elfenland_speed.py) share: random
self-play that samples states, the mean time of one call over those states, and their table."""

import random
import time

HEADER = f"{'players':>7} {'decisions':>9} {'dec/s':>8} {'clone us':>8} {'legal us':>8}"


def random_selfplay(games, new_state, playing, legal_moves, apply, sample_every):
    """Self-play of `games` games, game k from new_state(k), each move uniform among the legal
    ones (seeded with k), while playing(state). Returns (decisions, seconds, a clone of the
    state every `sample_every` decisions)."""
    decisions = 0
    states = []
    t0 = time.perf_counter()
    for seed in range(games):
        s = new_state(seed)
        rng = random.Random(seed)
        while playing(s):
            moves = legal_moves(s)
            apply(s, moves[rng.randrange(len(moves))])
            decisions += 1
            if decisions % sample_every == 0:
                states.append(s.clone())
    return decisions, time.perf_counter() - t0, states


def per_call(fn, states, repeat=10):
    """Mean seconds of fn(state) over `states`, each called `repeat` times."""
    t0 = time.perf_counter()
    for _ in range(repeat):
        for s in states:
            fn(s)
    return (time.perf_counter() - t0) / (repeat * len(states))


def speed_row(players, decisions, seconds, clone, legal):
    """One table row: decisions per second of self-play, clone() and legal_moves() in us."""
    return (f"{players:>7} {decisions:>9} {decisions / seconds:>8.0f} {clone * 1e6:>8.1f} "
            f"{legal * 1e6:>8.1f}")


def print_table(player_counts, selfplay, legal_moves, clone_repeat=10, legal_repeat=10):
    """The table: a row per player count, from selfplay(players) (random_selfplay's answer)."""
    print(HEADER)
    for players in player_counts:
        decisions, seconds, states = selfplay(players)
        clone = per_call(lambda s: s.clone(), states, clone_repeat)
        legal = per_call(legal_moves, states, legal_repeat)
        print(speed_row(players, decisions, seconds, clone, legal))
