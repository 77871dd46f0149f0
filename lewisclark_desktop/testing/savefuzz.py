"""Save-file fuzzing for any game: seeded mutations of a save file and a verdict on what a
loader made of each (used by the test suite and `benchmarks/save_fuzz.py`).

A loader is a function `bytes -> (provenance, resave)` that raises SaveFileError to refuse;
`resave()` writes the loaded game again (bytes) the way the application would. Verdicts:

  refused     SaveFileError with a one-line message
  identical   opened as genuine, and saving it again gives the original bytes
  edited      opened, reported as not genuine (edited, or old format)
  and the failures: crash (any other exception), hang (over the time limit), false-genuine
  (opened as genuine but not the original game), bad-resave (its re-save does not load as the
  same game, or is not stable).
"""

import json
import random
import signal
import threading
from collections import Counter
from contextlib import contextmanager

from ..core.savefile import GENUINE, SaveFileError

REFUSED, IDENTICAL, EDITED = "refused", "identical", "edited"
CRASH, HANG, FALSE_GENUINE, BAD_RESAVE = "crash", "hang", "false-genuine", "bad-resave"
FAILURES = (CRASH, HANG, FALSE_GENUINE, BAD_RESAVE)


class Hang(Exception):
    """A loader ran over its time limit."""


@contextmanager
def time_limit(seconds):
    """Raise Hang in the main thread after `seconds` (a no-op elsewhere, or without SIGALRM)."""
    if seconds is None or not hasattr(signal, "setitimer") \
            or threading.current_thread() is not threading.main_thread():
        yield
        return

    def alarm(*_):
        raise Hang(f"over {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# ---------------------------------------------------------------- mutations
def _random_json(rng, depth=0):
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return rng.choice([0, 1, -1, 2, 7, 2**31, -(2**63), 10**30])
    if kind == 1:
        return rng.choice([0.5, 1.0, -2.5, 1e300])
    if kind == 2:
        return rng.choice(["", "x", "blue", "human", "hard", "camp", "end", "9" * 30, "é\u3042",
                           "\ud800", "red", "coop", "solo", "long", "expert", "L-N-O-7"])
    if kind == 3:
        return rng.choice([True, False])
    if kind == 4:
        return None
    if kind == 5:
        return "0" * rng.randrange(1, 64)
    if kind == 6:
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(3))]
    return {rng.choice(["name", "colour", "kind", "players", "a"]): _random_json(rng, depth + 1)
            for _ in range(rng.randrange(3))}


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


def _set(data, path, value):
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


def _moves_mutation(rng, data):
    moves = data.get("moves")
    if not isinstance(moves, list) or len(moves) < 2:
        return "moves: too few to mutate"
    i, j = sorted(rng.sample(range(len(moves)), 2))
    op = rng.randrange(5)
    if op == 0:
        moves[i], moves[j] = moves[j], moves[i]
        return f"moves: swap {i} and {j}"
    if op == 1:
        del moves[j]
        return f"moves: drop {j}"
    if op == 2:
        moves.insert(j, moves[i])
        return f"moves: repeat {i} at {j}"
    if op == 3:
        moves[j] = moves[i]
        return f"moves: replace {j} by {i}"
    del moves[j:]
    return f"moves: cut at {j}"


def _header_mutation(rng, data):
    key = rng.choice(["seed", "version", "game", "format", "integrity", "state_hash",
                      "provenance", "options", "seats", "extra", "unknown"])
    op = rng.randrange(3)
    if op == 0 and key in data:
        del data[key]
        return f"header: drop {key}"
    if key == "seed" and type(data.get("seed")) is int and op == 1:
        data["seed"] += rng.choice([1, -1])
        return "header: seed +-1"
    if key in ("integrity", "state_hash") and isinstance(data.get(key), str) and data[key]:
        k = rng.randrange(len(data[key]))
        data[key] = data[key][:k] + rng.choice("0123456789abcdef") + data[key][k + 1:]
        return f"header: one digit of {key}"
    if key == "provenance":
        data[key] = rng.choice(["", "edited", "old-format", "genuine"])
        return "header: provenance"
    data[key] = _random_json(rng)
    return f"header: {key} = random value"


def _value_mutation(rng, data):
    paths = [p for p in _paths(data) if p]
    path = rng.choice(paths)
    _set(data, path, _random_json(rng))
    return "value at " + ".".join(map(str, path[:3]))


def _seat_mutation(rng, data):
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats:
        return _value_mutation(rng, data)
    i = rng.randrange(len(seats))
    op = rng.randrange(4)
    if op == 0 and len(seats) > 1:
        j = (i + 1) % len(seats)
        seats[i], seats[j] = seats[j], seats[i]
        return "seats: swap"
    if op == 1 and isinstance(seats[i], dict):
        field = rng.choice(["name", "colour", "kind"])
        if rng.random() < 0.3:
            seats[i].pop(field, None)
            return f"seats: {field} dropped"
        seats[i][field] = rng.choice(["Zed", "", "red", "purple", "blue", "hard", "bot", 3, None,
                                      "\ud800", "<b>x</b>"])
        return f"seats: {field}"
    if op == 2:
        seats[i] = _random_json(rng)
        return "seats: entry replaced"
    del seats[i]
    return "seats: one removed"


OPTION_NAMES = ("players", "colours", "first_player", "solo_level", "variant", "mode", "board",
                "difficulty", "level", "scenario", "open_screens", "x")


def _options_mutation(rng, data):
    options = data.get("options")
    if not isinstance(options, dict):
        return _value_mutation(rng, data)
    key = rng.choice(list(options) + list(OPTION_NAMES))
    if key in options and rng.random() < 0.3:
        del options[key]
        return f"options: drop {key}"
    options[key] = _random_json(rng)
    return f"options: {key} = random value"


def _bytes_mutation(rng, raw):
    raw = bytearray(raw)
    op = rng.randrange(7)
    k = rng.randrange(max(1, len(raw)))
    if op == 0:
        raw[k] = rng.randrange(256)
        return bytes(raw), "bytes: one changed"
    if op == 1:
        return bytes(raw[:k]), "bytes: truncated"
    if op == 2:
        n = rng.randrange(1, 64)
        return bytes(raw[:k] + raw[k + n:]), "bytes: range deleted"
    if op == 3:
        return bytes(raw[:k] + bytes(rng.randrange(256) for _ in range(8)) + raw[k:]), \
            "bytes: inserted"
    if op == 4:
        depth = rng.choice([40, 1000, 100_000])
        return b"[" * depth + b"]" * depth, f"bytes: nested {depth} deep"
    if op == 5:
        digits = rng.choice([25, 4301, 5000])
        text = bytes(raw).decode("utf-8", "replace")
        return text.replace('"seed": ', '"seed": ' + "7" * digits, 1).encode(), \
            f"bytes: {digits}-digit seed"
    text = bytes(raw).decode("utf-8", "replace")
    return text.replace('"seed": ', '"seed": ' + rng.choice(["Infinity", "NaN", "-Infinity"])
                        + ', "x": ', 1).encode(), "bytes: non-finite number"


def mutate(raw: bytes, rng: random.Random):
    """One seeded mutation of a save file's bytes: (new bytes, description)."""
    if rng.random() < 0.25:
        return _bytes_mutation(rng, raw)
    data = json.loads(raw)
    how = rng.choice([_moves_mutation, _moves_mutation, _header_mutation, _seat_mutation,
                      _options_mutation, _value_mutation])(rng, data)
    indent = rng.choice([1, None, 2])
    # A lone surrogate is written as its escape (ensure_ascii) or as bytes that are no UTF-8.
    return json.dumps(data, ensure_ascii=rng.random() < 0.5, indent=indent).encode(
        "utf-8", "surrogatepass"), how


# ---------------------------------------------------------------- verdicts
def verdict(original: bytes, mutated: bytes, loader, seconds=10.0):
    """What `loader` made of `mutated` (a save whose unmutated form is `original`):
    (verdict, detail)."""
    try:
        with time_limit(seconds):
            try:
                provenance, resave = loader(mutated)
            except SaveFileError as exc:
                message = str(exc)
                if not message or "\n" in message:
                    return CRASH, f"refusal is not one line: {message!r}"
                return REFUSED, message
            again = resave()
            if provenance == GENUINE and again != original:
                return FALSE_GENUINE, "opened as genuine but is not the saved game"
            problem = _check_resave(again, loader, provenance)
            if problem:
                return BAD_RESAVE, problem
    except Hang as exc:
        return HANG, str(exc)
    except Exception as exc:  # noqa: BLE001 - a crash is what we are looking for
        return CRASH, f"{type(exc).__name__}: {exc}"
    return (IDENTICAL, "") if provenance == GENUINE else (EDITED, provenance)


def _check_resave(saved, loader, provenance):
    """A re-save must load as the same game with the same provenance, and re-save unchanged."""
    try:
        provenance2, resave2 = loader(saved)
    except SaveFileError as exc:
        return f"the re-save does not load: {exc}"
    if provenance2 != provenance:
        return f"the re-save says {provenance2!r}, the file said {provenance!r}"
    if resave2() != saved:
        return "saving the re-save again changes it"
    return None


def run(originals, loader, count, seed, seconds=10.0, on_result=None):
    """`count` mutations spread over `originals` (bytes of saves); returns a Counter of
    verdicts and a list of failures (description, verdict, detail)."""
    rng = random.Random(seed)
    tally, failures = Counter(), []
    for k in range(count):
        original = originals[k % len(originals)]
        mutated, how = mutate(original, rng)
        result, detail = verdict(original, mutated, loader, seconds)
        tally[result] += 1
        if result in FAILURES:
            failures.append((how, result, detail))
        if on_result:
            on_result(k, how, result, detail)
    return tally, failures
