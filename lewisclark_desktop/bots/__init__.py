"""Bots play through the core game interface and see only their observation."""


def level_table(game, levels):
    """`available_levels()` and `make_bot(level, seed=0, **options)` for a game whose bot levels
    are the classes in `levels` ({name: class taking a seed and its own options}); `game`
    names it in the refusal."""

    def available_levels():
        return tuple(levels)

    def make_bot(level, seed=0, **options):
        if level not in levels:
            raise ValueError(f"unknown {game} bot level {level!r}; known: {', '.join(levels)}")
        return levels[level](seed, **options)

    return available_levels, make_bot
