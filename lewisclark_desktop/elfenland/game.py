"""Elfenland behind the core's game interface (`core.game.GameRules`)."""

from ..core.game import RulesBase
from . import engine, moves, observation, positions

DEFAULT_OPTIONS = {"players": 3, "variant": False}
OPTION_NAMES = {"players", "colours", "first_player", "variant"}


class ElfenlandRules(RulesBase, engine=engine, moves=moves, observation=observation,
                     positions=positions):
    name = "elfenland"

    def normalize_options(self, options, seed):
        s = self.new_state(options, seed)
        return {"players": s.num_players, "colours": [p.colour for p in s.players],
                "first_player": s.start_player, "variant": s.variant}

    def new_state(self, options, seed):
        opts = dict(DEFAULT_OPTIONS, **options)
        unknown = set(opts) - OPTION_NAMES
        if unknown:
            raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
        n = opts["players"]
        if not isinstance(n, int) or isinstance(n, bool):
            raise ValueError("players must be a whole number")
        if not isinstance(opts["variant"], bool):
            raise ValueError("variant must be true or false")
        return engine.new_game(n, seed, opts.get("colours"), opts.get("first_player"),
                               opts["variant"])




RULES = ElfenlandRules()
