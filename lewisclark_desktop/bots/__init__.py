"""Bots play through the core game interface and see only their observation."""


def level_table(game, levels):
    """`available_levels()` and `make_bot(level, seed=0)` for a game whose bot levels are the
    classes in `levels` ({name: class taking a seed}); `game` names it in the refusal."""

    def available_levels():
        return tuple(levels)

    def make_bot(level, seed=0):
        try:
            return levels[level](seed)
        except KeyError:
            raise ValueError(f"unknown {game} bot level {level!r}; known: {', '.join(levels)}") \
                from None

    return available_levels, make_bot
