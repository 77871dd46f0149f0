"""Bots play through the core game interface and see only their observation."""


def level_table(game, levels):
    """`available_levels()` and `make_bot(level, seed=0, **options)` for a game whose bot
    levels are the classes in `levels` ({name: class taking a seed, and options when its
    `takes_options` is true}); `game` names it in the refusals."""

    def available_levels():
        return tuple(levels)

    def make_bot(level, seed=0, **options):
        try:
            cls = levels[level]
        except KeyError:
            raise ValueError(f"unknown {game} bot level {level!r}; known: {', '.join(levels)}") \
                from None
        if options and not getattr(cls, "takes_options", False):
            raise ValueError(f"the {level} bot takes no options")
        return cls(seed, **options)

    return available_levels, make_bot
