"""Elfenland behind the core's game interface (`core.game.GameRules`)."""

from ..core.game import RulesBase
from . import engine, positions
from . import observation as _observation
from .moves import format_move, parse_move

DEFAULT_OPTIONS = {"players": 3, "variant": False}
OPTION_NAMES = {"players", "colours", "first_player", "variant"}


class ElfenlandRules(RulesBase):
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

    legal_moves = staticmethod(engine.legal_moves)
    apply = staticmethod(engine.apply)
    explain_illegal = staticmethod(engine.explain_illegal)
    winner = staticmethod(engine.winner)
    format_move = staticmethod(format_move)
    parse_move = staticmethod(parse_move)
    state_hash = staticmethod(positions.state_hash)
    observation = staticmethod(_observation.observation)
    determinize = staticmethod(_observation.determinize)



RULES = ElfenlandRules()
