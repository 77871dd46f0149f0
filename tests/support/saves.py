"""Save files for tests that open one."""

from lewisclark_desktop import games
from lewisclark_desktop.core import savefile
from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.core.seats import Seat


def new_game_save(game_id, folder, bot_level, seed=3):
    """A game of `game_id` with no move yet, Ann (human) to start against Bo (a bot of
    `bot_level`), saved as folder/<game_id>.lcsave; returns the path."""
    game = games.get(game_id)
    rules = game.rules()
    seats = [Seat("Ann", game.colours[0], "human"), Seat("Bo", game.colours[1], bot_level)]
    options = rules.normalize_options({"players": 2, "colours": [s.colour for s in seats],
                                       "first_player": 0}, seed)
    stack = CommandStack(rules, rules.new_state(options, seed), PRACTICE)
    path = folder / f"{game_id}.lcsave"
    savefile.save(path, rules, stack, options, seed, [s.to_dict() for s in seats])
    return path
