"""Per-user files (settings, autosave, saves, statistics) in the platform's user directories.

LEWISCLARK_HOME, when set, puts all of them under one folder instead (tests, screenshots,
portable installs).
"""

import os
from pathlib import Path

from platformdirs import PlatformDirs

APP_NAME = "lewisclark-desktop"
_dirs = PlatformDirs(APP_NAME, appauthor=False)


def _home():
    value = os.environ.get("LEWISCLARK_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(_dirs.user_config_dir)


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(_dirs.user_data_dir)


def settings_file() -> Path:
    return config_dir() / "settings.ini"


def autosave_file() -> Path:
    return data_dir() / "autosave.lcsave"


def saves_dir() -> Path:
    return data_dir() / "saves"


def stats_file() -> Path:
    return data_dir() / "stats.sqlite3"
