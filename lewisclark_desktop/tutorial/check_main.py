"""`scripts/check-tutorials [GAME ...]`: every tutorial file checked; exit 0 (fine) or 1."""

import sys

from .. import games
from .checker import check
from .files import available


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    unknown = [g for g in argv if g not in games.ids()]
    if unknown:
        print(f"check-tutorials: unknown game {unknown[0]!r} (games: {', '.join(games.ids())})",
              file=sys.stderr)
        return 2
    chosen = argv or [g for g in games.ids() if available(g)]
    problems = [p for g in chosen for p in check(g)]
    for problem in problems:
        print(problem)
    checked = ", ".join(chosen) or "none"
    if problems:
        print(f"check-tutorials: {len(problems)} problem(s) ({checked})", file=sys.stderr)
        return 1
    print(f"check-tutorials: all tutorials sound ({checked})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
