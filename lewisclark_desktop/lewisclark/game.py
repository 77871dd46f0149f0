"""Lewis & Clark behind the core's game interface (`core.game.GameRules`)."""

from ..core.game import RulesBase
from . import engine, moves, observation, positions
from .setup import new_game

DEFAULT_OPTIONS = {"players": 2}


class LewisClarkRules(RulesBase, engine=engine, moves=moves, observation=observation,
                      positions=positions):
    name = "lewisclark"

    def normalize_options(self, options, seed):
        s = self.new_state(options, seed)
        out = {"players": len(s.players), "colours": [p.colour for p in s.players],
               "first_player": s.current}
        if s.solo:
            out["solo_level"] = s.solo_level
        return out

    def new_state(self, options, seed):
        opts = dict(DEFAULT_OPTIONS, **options)
        unknown = set(opts) - {"players", "colours", "first_player", "solo_level"}
        if unknown:
            raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
        n = opts["players"]
        if type(n) is not int:
            raise ValueError("players must be a whole number")
        for key in ("first_player", "solo_level"):
            if opts.get(key) is not None and type(opts[key]) is not int:
                raise ValueError(f"{key} must be a whole number")
        colours = opts.get("colours")
        if colours is not None and (type(colours) is not list
                                    or not all(type(c) is str for c in colours)):
            raise ValueError("colours must be a list of colour names")
        return new_game(n, seed, opts.get("colours"), opts.get("first_player"),
                        opts.get("solo_level"))

    def legacy_answer(self, s):
        """The answer a version-1 save file implies where it recorded none: those files come
        from before the distance question (D25), when a Scout always went as far as it could."""
        if s.frames and s.frames[-1].kind == "distance" and not s.over:
            return engine.legal_moves(s)[0]  # farthest first
        return None

    def winner(self, s):
        return s.winner



RULES = LewisClarkRules()


def result_extras(s):
    """What command-line summaries add for Lewis & Clark: stalled end, scouts and camps."""
    out = {"stalled": engine.ended_stalled(s), "scouts": [p.scout for p in s.players],
           "camps": [p.camp for p in s.players]}
    if s.solo:
        out.update(solo_level=s.solo_level, mackenzie=s.mackenzie)
    return out
