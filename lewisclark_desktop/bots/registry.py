"""Lewis & Clark's bot levels, under the name the older callers use (see bots/lewisclark)."""

from .lewisclark import HINT_LEVELS, LEVELS, available_levels, hint, make_bot  # noqa: F401
