"""Reading files nobody vouches for: only regular files, bounded in size, never blocking, and
JSON with bounded nesting and numbers (no 5,000-digit integers, no Infinity, no duplicate keys)
and only real text (no escaped lone surrogate such as "\\ud800", which no file can be written with).

Every refusal is an `InputError` whose message starts with the file's name.
"""

import json
import math
import os
import re
import stat
from pathlib import Path

MAX_DEPTH = 32  # far deeper than any save or position we write (they need 5)
MAX_INT_DIGITS = 24  # 64-bit seeds and generator states have at most 20


class InputError(ValueError):
    """A file that cannot be read as what it should be; the message names the problem."""


def display_name(path) -> str:
    text = os.fspath(path)
    return Path(text).name or text


def read_regular_file(path, max_bytes: int, what: str = "save file") -> bytes:
    """The bytes of `path`, refusing folders, pipes, devices and anything over `max_bytes`."""
    if path is None or not os.fspath(path).strip():
        raise InputError("no file name given")
    name = display_name(path)
    try:
        info = os.stat(path)
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot open {name}: {getattr(exc, 'strerror', None) or exc}") from None
    _check_kind(info, name)
    if info.st_size > max_bytes:
        raise InputError(f"{name} is {info.st_size} bytes, too large to be a {what}")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise InputError(f"cannot open {name}: {exc.strerror}") from None
    try:
        _check_kind(os.fstat(fd), name)  # it may have been swapped since the first look
        chunks, size = [], 0
        while size <= max_bytes:
            chunk = os.read(fd, min(1 << 16, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise InputError(f"cannot open {name}: {exc.strerror}") from None
    finally:
        os.close(fd)
    if size > max_bytes:
        raise InputError(f"{name} is too large to be a {what}")
    return b"".join(chunks)


def _check_kind(info, name):
    if stat.S_ISDIR(info.st_mode):
        raise InputError(f"{name} is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise InputError(f"{name} is not a regular file")


LONE_SURROGATE = "a text holds a lone surrogate (\\ud800 to \\udfff), which is not a character"
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def lone_surrogate(value):
    """The first string (value or key) anywhere in decoded JSON that holds a lone surrogate, or
    None. Such a string cannot be encoded, so it could be neither shown nor saved again."""
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            if any("\ud800" <= c <= "\udfff" for c in item):
                return item
        elif isinstance(item, dict):
            todo.extend(item)
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return None


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_BRACKET = re.compile(r"[\[\]{}]")


def nesting_depth(text: str) -> int:
    """How deep arrays and objects nest in a JSON text (strings skipped)."""
    depth = deepest = 0
    for m in _BRACKET.finditer(_STRING.sub("", text)):
        if m.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _int(text):
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise InputError(f"a number has more than {MAX_INT_DIGITS} digits")
    return int(text)


def _float(text):
    value = float(text)
    if not math.isfinite(value):
        raise InputError("a number is too large")
    return value


def _constant(text):
    raise InputError(f"{text} is not a number JSON allows")


def _object(pairs):
    out = {}
    for key, value in pairs:
        if key in out:
            raise InputError(f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


def loads(raw: bytes, name: str, max_depth: int = MAX_DEPTH):
    """Decode UTF-8 JSON defensively. Refusals: InputError '<name> ...'."""
    if not raw.strip():
        raise InputError(f"{name} is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(f"{name} is not text (not UTF-8)") from None
    if nesting_depth(text) > max_depth:
        raise InputError(f"{name} nests deeper than {max_depth} levels")
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant,
                          object_pairs_hook=_object)
    except InputError as exc:
        raise InputError(f"{name} holds bad JSON: {exc}") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"{name} is damaged or truncated: bad JSON at line {exc.lineno} "
                         f"column {exc.colno} ({exc.msg})") from None
    except (ValueError, RecursionError) as exc:  # anything json itself still refuses
        raise InputError(f"{name} holds bad JSON: {exc}") from None
    if _SURROGATE_ESCAPE.search(text) and lone_surrogate(data) is not None:
        raise InputError(f"{name} holds bad JSON: {LONE_SURROGATE}")
    return data
