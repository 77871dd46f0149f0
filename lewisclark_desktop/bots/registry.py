"""Bot levels by name. Every level is deterministic under its seed."""

from .random_bot import RandomBot

LEVELS = {"random": RandomBot}


def available_levels():
    return tuple(LEVELS)


def make_bot(level, seed):
    try:
        return LEVELS[level](seed)
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}") from None
