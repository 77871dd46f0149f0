"""Loaders for `savefuzz` over any game's saves: the engine's path (`games.parse_save`, what
`lewisclark replay` runs) and the window's path (GameController.load / save, needs a Qt
application), plus the originals they are fuzzed from."""

import random
import tempfile
from pathlib import Path

from ..core import savefile
from ..core.commands import CommandStack


def engine_loader(rules):
    from .. import games

    def load(raw):
        _, game, stack = games.parse_save(raw)
        return game.provenance, lambda: savefile.to_json(
            rules, stack, game.options, game.seed, game.seats, game.extra or None,
            game.provenance).encode()
    return load


def engine_originals(rules, games, moves, seed):
    """Saves written by the engine: `games` list of (options, seats), `moves` random moves each."""
    rng = random.Random(seed)
    out = []
    for k, (options, seats) in enumerate(games):
        stack = CommandStack(rules, rules.new_state(options, seed + k))
        for _ in range(moves):
            if rules.is_over(stack.state):
                break
            stack.apply(rng.choice(rules.legal_moves(stack.state)))
        out.append(savefile.to_json(rules, stack, rules.normalize_options(options, seed + k),
                                    seed + k, seats).encode())
    return out


def window_loader(controller):
    """The window's Open then Save, through files as the window does it."""
    folder = Path(tempfile.mkdtemp(prefix="savefuzz-"))

    def load(raw):
        path = folder / "mutated.lcsave"
        path.write_bytes(raw)
        controller.load(path)

        def resave():
            out = folder / "resaved.lcsave"
            controller.save(out)
            return out.read_bytes()

        return controller.provenance, resave
    return load
