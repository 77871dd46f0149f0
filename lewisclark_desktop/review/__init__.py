"""Review a finished game: for each decision of a seat, what Hard would have played from that
seat's observation at that moment, and what the difference cost, in the game's own unit.
No Qt here: the command line and the bots' worker process use it.

    from lewisclark_desktop.review import Review, Decision
    from lewisclark_desktop.review.engine import decisions_of, review_decision, summarize
"""

from .model import Decision, Review, ReviewFormatError  # noqa: F401
