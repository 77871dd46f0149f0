"""Tiwanaku behind the core's game interface (`core.game.GameRules`)."""

import hashlib
import json
from functools import lru_cache

from ..core.game import RulesBase
from ..core.rng import Rng, seed_state
from . import engine, moves, observation
from .generator import generate
from .scenario import MAX_SEED, parse_code, scenario_code
from .state import LEVELS, MODES, OVER, new_game

DEFAULT_OPTIONS = {"mode": "competitive", "players": 2, "board": "short", "difficulty": "normal",
                   "level": "normal"}
# "colours" are the seats' pawn colours, the window's choice: accepted, not part of the rules.
OPTION_KEYS = set(DEFAULT_OPTIONS) | {"scenario", "first_player", "open_screens", "colours"}
PLAYERS = {"competitive": (2, 4), "coop": (2, 4), "solo": (1, 1)}


def _check_options(options):
    opts = dict(DEFAULT_OPTIONS, **options)
    unknown = set(opts) - OPTION_KEYS
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    mode, n = opts["mode"], opts["players"]
    if not isinstance(mode, str) or mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    for key in ("board", "difficulty", "level"):
        if not isinstance(opts[key], str):
            raise ValueError(f"{key} must be text")
    if not isinstance(n, int) or isinstance(n, bool):
        raise ValueError("players must be a whole number")
    low, high = PLAYERS[mode]
    if not low <= n <= high:
        raise ValueError(f"{mode} is for {low}-{high} players" if low != high
                         else "solo is for 1 player")
    colours = opts.get("colours")
    if colours is not None and (type(colours) is not list or len(colours) != n
                                or not all(type(c) is str for c in colours)):
        raise ValueError(f"colours must be a list of {n} colour names")
    if mode != "competitive":
        opts["board"] = "long"  # D11
        if opts["level"] not in LEVELS:
            raise ValueError(f"automa level must be one of {', '.join(LEVELS)}")
    return opts


def _generator_mode(opts):
    return "competitive" if opts["mode"] == "competitive" else "coop"  # solo maps are co-op's


def _scenario(opts, seed):
    if opts.get("scenario"):
        return _generated(*_coded_scenario(opts))
    # the map's number must fit a typeable scenario code
    return _generated(opts["board"], seed % (MAX_SEED + 1), opts["difficulty"],
                      _generator_mode(opts))


def _coded_scenario(opts):
    """The generator's arguments (board, seed, difficulty, mode) of the options' scenario code,
    checked against the mode; nothing is generated."""
    size, difficulty, mode, sseed = parse_code(opts["scenario"])
    if mode != _generator_mode(opts):
        raise ValueError(f"scenario {opts['scenario']} is for a {mode} game")
    return size, sseed, difficulty, mode


def _first_player(opts, seed):
    first, n = opts.get("first_player"), opts["players"]
    if first is None:
        return Rng(seed_state(seed)).below(n)  # D24
    if not isinstance(first, int) or not 0 <= first < n:
        raise ValueError(f"first_player must be 0-{n - 1}")
    return first


@lru_cache(maxsize=16, typed=True)
def _generated(board, seed, difficulty, mode):
    """generate(), remembered for the last few maps: the same arguments give the same (frozen)
    Scenario, and a long hard map takes about a second, which every save (normalize_options),
    load and re-load of the same game would otherwise pay again. _check_options has made every
    argument text or a whole number, so all are hashable."""
    return generate(board, seed, difficulty, mode)


class TiwanakuRules(RulesBase, engine=engine, moves=moves, observation=observation):
    name = "tiwanaku"

    def normalize_options(self, options, seed):
        """Options that already name their scenario are checked, not generated again (a save
        writes its game's resolved options: no map is made per save)."""
        opts = _check_options(options)
        if opts.get("scenario"):
            size, sseed, difficulty, mode = _coded_scenario(opts)
            code, first = scenario_code(size, difficulty, mode, sseed), _first_player(opts, seed)
        else:
            s = self.new_state(options, seed)
            code, first = s.scenario.code, s.first_player
        out = {k: opts[k] for k in ("mode", "players", "board", "difficulty")}
        if opts["mode"] != "competitive":
            out["level"] = opts["level"]
            out["open_screens"] = bool(opts.get("open_screens", False))
        out["scenario"] = code
        out["first_player"] = first
        return out

    def new_state(self, options, seed):
        opts = _check_options(options)
        scenario = _scenario(opts, seed)
        first = _first_player(opts, seed)
        n = opts["players"]
        if opts["mode"] == "competitive":
            return new_game(scenario, "competitive", n, first)
        return new_game(scenario, opts["mode"], n, first, opts["level"],
                        bool(opts.get("open_screens", False)))

    def seat_colours(self, s):
        return [None] * s.players  # pawn colours are the window's choice

    def is_over(self, s):
        return s.phase == OVER

    def winner(self, s):
        """The single winning seat; None for a shared win, an automa win or a game in play."""
        if s.phase == OVER and s.coop:
            return s.winners[0] if s.winners else None
        return s.winners[0] if len(s.winners) == 1 else None


    def state_hash(self, s):
        return hashlib.sha256(canonical_json(s).encode()).hexdigest()[:32]


def canonical_json(s):
    data = {k: v for k, v in vars(s).items() if k not in ("scenario", "history")}
    data["scenario"] = s.scenario.code
    data["hidden"] = [s.scenario.terrain, s.scenario.crop, s.scenario.tile_arrows]
    return json.dumps(data, sort_keys=True, default=list)


RULES = TiwanakuRules()
