"""Bot levels by name. Every level is deterministic under its seed (Hard: with a fixed
iteration count; with a time budget it depends on the machine's speed).

    bot = make_bot("hard", seed=7, budget=0.5)          # or iterations=200
    move = bot.choose(RULES, RULES.observation(state, seat), should_stop=event.is_set)
"""

from .easy_bot import EasyBot
from .hard_bot import HardBot
from .normal_bot import NormalBot
from ..random_bot import RandomBot

LEVELS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
HINT_LEVELS = ("normal", "hard")


def available_levels():
    return tuple(LEVELS)


def make_bot(level, seed=0, **options):
    """A new bot of `level`. Options: Hard takes `budget` (seconds per decision, default 1.5)
    or `iterations` (a fixed count, reproducible) and `width` (root candidates)."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
    if level != "hard" and options:
        raise ValueError(f"the {level} bot takes no options")
    return cls(seed, **options)


def hint(rules, observation, level="normal", seed=0, should_stop=None, **options):
    """A suggested move for the player to move in `observation`, without playing it."""
    if level not in HINT_LEVELS:
        raise ValueError(f"hints come from {' or '.join(HINT_LEVELS)}, not {level!r}")
    return make_bot(level, seed, **options).choose(rules, observation, should_stop=should_stop)


def explain_hint(rules, observation, move, seed=0):
    """The plan behind the hint `move` as plain data (explain.py's steps), or None when there
    is none to tell. Computed where the hint is, in the bot worker."""
    from .explain import explain

    return explain(observation, rules.current_player(observation), seed, hint=move) or None
