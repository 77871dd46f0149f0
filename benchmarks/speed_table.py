"""What the rules-engine speed benchmarks (engine_speed.py, elfenland_speed.py) share: the mean
time of one call over sampled states, and their table's header and rows."""

import time

HEADER = f"{'players':>7} {'decisions':>9} {'dec/s':>8} {'clone us':>8} {'legal us':>8}"


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
