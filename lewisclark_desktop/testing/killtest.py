"""Kill test for any game: a child process plays random legal moves with autosave after every
move and is killed (SIGKILL) at random moments; the autosave must always load and may lack at
most the move in flight. Used by the test suite and `benchmarks/kill_autosave.py`.

The child is `python -m lewisclark_desktop.testing.killtest RULES AUTOSAVE OPTIONS SEATS SEED`
(RULES is "module:attribute"); it resumes from AUTOSAVE when that exists, starts a new game when
the game there is over, and prints the number of moves saved after each autosave.
"""

import importlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from ..core import savefile
from ..core.commands import PRACTICE, CommandStack


def rules_from(spec):
    module, _, attr = spec.partition(":")
    return getattr(importlib.import_module(module), attr)


def child(spec, path, options, seats, seed):
    rules = rules_from(spec)
    rng = random.Random(seed)
    game_seed = seed
    stack = None
    if os.path.exists(path):  # resume the game in the autosave, as the window does
        game, stack = savefile.load(path, rules, PRACTICE)
        game_seed, game_options = game.seed, game.options
        if rules.is_over(stack.state):
            stack = None
    while True:
        if stack is None:
            game_seed += 1
            game_options = rules.normalize_options(options, game_seed)
            stack = CommandStack(rules, rules.new_state(game_options, game_seed), PRACTICE)
            savefile.save(path, rules, stack, game_options, game_seed, seats)
            print(0, flush=True)
        while not rules.is_over(stack.state):
            stack.apply(rng.choice(rules.legal_moves(stack.state)))
            savefile.save(path, rules, stack, game_options, game_seed, seats)
            print(len(stack), flush=True)
        stack = None


@dataclass
class KillResult:
    reported: int  # moves the child said it had saved, last
    loaded: int  # moves in the autosave after the kill
    problem: str | None  # None when the autosave loaded and lost at most the move in flight


def kill_once(spec, path, options, seats, seed, delay, timeout=60.0):
    """Start a child, kill it after `delay` seconds, check the autosave."""
    args = [sys.executable, "-m", "lewisclark_desktop.testing.killtest", spec, str(path),
            json.dumps(options), json.dumps(seats), str(seed)]
    root = str(Path(__file__).resolve().parents[2])  # this checkout, not another install
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([root, os.environ.get("PYTHONPATH", "")]))
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env)
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out, err = proc.communicate(timeout=timeout)
    if proc.returncode != -signal.SIGKILL:
        return KillResult(-1, -1, f"child ended by itself ({proc.returncode}): {err[-500:]}")
    counts = [int(x) for x in out.split() if x.isdigit()]
    if not counts:  # killed before its first save: an earlier autosave must still load
        if not os.path.exists(path):
            return KillResult(-1, -1, None)
        counts = [None]
    reported = counts[-1]
    try:
        _, stack = savefile.load(path, rules_from(spec), PRACTICE)
    except savefile.SaveFileError as exc:
        return KillResult(reported or -1, -1, f"the autosave does not load: {exc}")
    loaded = len(stack)
    if reported is not None and loaded not in (reported, reported + 1, 0):
        # 0: the child had finished a game and started the next one (its first save)
        return KillResult(reported, loaded, f"saved {reported} moves but the autosave has {loaded}")
    return KillResult(reported if reported is not None else -1, loaded, None)


SEAT_COLOURS = ("blue", "orange", "green", "purple", "yellow")  # when a game's options name none


def game_setup(game, players):
    """(rules spec, options, seats) for a kill run of `game` (an id of the games registry)
    with `players` seats, as the window would start it."""
    from .. import games

    entry = games.get(game)
    rules = entry.rules()
    options = {"players": players}
    if game == "lewisclark" and players == 1:
        options["solo_level"] = 0
    if game == "tiwanaku":
        options.update(mode="competitive" if players > 1 else "solo", board="short")
    colours = rules.normalize_options(options, 0).get("colours") or SEAT_COLOURS[:players]
    seats = [{"name": f"P{i + 1}", "colour": colours[i], "kind": "random"}
             for i in range(players)]
    return entry.rules_path, options, seats


def run(spec, path, options, seats, kills, seed, max_delay=1.5):
    """`kills` children in a row on one autosave; returns the KillResults."""
    rng = random.Random(seed)
    return [kill_once(spec, path, options, seats, seed * 1000 + k, rng.uniform(0.05, max_delay))
            for k in range(kills)]


if __name__ == "__main__":
    spec_, path_, options_, seats_, seed_ = sys.argv[1:6]
    child(spec_, path_, json.loads(options_), json.loads(seats_), int(seed_))
