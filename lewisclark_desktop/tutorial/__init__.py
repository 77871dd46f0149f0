"""Guided first games ("Learn to play"): tutorial files as data, the step machine, the checker.
No Qt here. The file format: docs/tutorials.md.

    tutorial = load("elfenland", "en")      # TutorialError names the file and the step
    walk = Walk(tutorial)                    # the state and the position in the tutorial
    walk.answer(move)                        # "ok" | "why" | the rule's reason
    check("elfenland")                       # [] when every file of the game is sound
"""

from .files import (LANGUAGES, Chapter, Step, Tutorial, TutorialError, available, load,
                    load_path, tutorial_dir)
from .walk import OK, WHY, Walk, replayed, start_state
from .checker import check, check_all

__all__ = ["LANGUAGES", "Chapter", "Step", "Tutorial", "TutorialError", "available", "load",
           "load_path", "tutorial_dir", "OK", "WHY", "Walk", "replayed", "start_state", "check",
           "check_all"]
