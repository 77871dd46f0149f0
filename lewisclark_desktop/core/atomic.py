"""Atomic file writes: a crash or kill leaves either the old file or the new one, never half."""

import os
import tempfile
import time
from glob import escape as glob_escape
from pathlib import Path


def write_atomic(path, data: bytes):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    try:  # make the rename itself durable where the platform allows it
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def temp_files(path):
    """The temporary files `write_atomic` makes for `path` (left behind only by a kill)."""
    path = Path(path)
    return list(path.parent.glob("." + glob_escape(path.name) + ".*.tmp"))


def remove_stale_temps(path, older_than=60.0):
    """Delete temporaries of `path` older than `older_than` seconds (a younger one may belong to
    a write in progress in another window). Returns how many were removed."""
    now = time.time()
    removed = 0
    for tmp in temp_files(path):
        try:
            if now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                removed += 1
        except OSError:
            pass
    return removed
