"""Bot levels by game and name, through the games registry (each game's bots are in
bots/<game>/). Every level is deterministic under its seed.

    bot = make_bot("hard", seed=7, budget=0.5)                  # Lewis & Clark, the default game
    bot = make_bot("normal", seed=7, game="elfenland")
    move = bot.choose(RULES, RULES.observation(state, seat), should_stop=event.is_set)
"""

from .. import games


def available_levels(game=games.DEFAULT_GAME):
    return games.get(game).bot_levels()


def make_bot(level, seed=0, game=games.DEFAULT_GAME, **options):
    return games.get(game).make_bot(level, seed, **options)


def hint_levels(game=games.DEFAULT_GAME):
    bots = games.get(game).bots()
    return tuple(getattr(bots, "HINT_LEVELS", [lv for lv in bots.available_levels() if lv != "random"]))


def hint(rules, observation, level="normal", seed=0, should_stop=None, **options):
    """A suggested move for the player to move in `observation`, without playing it."""
    game = rules.name
    if level not in hint_levels(game):
        raise ValueError(f"hints come from {' or '.join(hint_levels(game))}, not {level!r}")
    return make_bot(level, seed, game, **options).choose(rules, observation, should_stop=should_stop)
