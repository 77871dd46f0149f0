"""Where a finished review is kept: in the save file's `extra["review"]`, a dict
{str(seat): Review.to_dict()} that integrity does not cover, so a review opens at once the
second time. (No Qt here.)

    saved, stack = load_for_review(path)       # a finished game, or SaveFileError saying why
    kept = kept_reviews(saved)                 # {seat: Review} read back; damaged ones left out
    keep_in_file(path, saved, {0: review})     # rewrites the file atomically, integrity intact
    keep_in_controller(controller, {0: review}) # the game in the window: saved with its extra
"""

import json

from .. import games
from ..core import safeio, savefile
from ..core.atomic import write_atomic
from ..core.commands import PRACTICE
from .model import Review, ReviewFormatError

KEY = "review"


def load_for_review(path):
    """(SaveGame, CommandStack) of the finished game in save file `path`; SaveFileError (its
    message says why) when it cannot be reviewed, OSError when it cannot be read."""
    game, saved, stack = games.load_save(path, PRACTICE)
    if not game.rules().is_over(stack.state):
        raise savefile.SaveFileError(f"{safeio.display_name(path)} holds a game that is not "
                                     f"finished: only a finished game can be reviewed")
    if game.replay_viewer() is None:
        raise savefile.SaveFileError(f"{game.id} has no replay to show a review in")
    return saved, stack


def kept_reviews(saved):
    """The reviews kept in a loaded save ({seat: Review}); one this version cannot read, or of
    another game, seat or moves, is left out (it is simply made again)."""
    data = (saved.extra or {}).get(KEY)
    if not isinstance(data, dict):
        return {}
    kept = {}
    for key, value in data.items():
        try:
            review = Review.from_dict(value)
        except ReviewFormatError:
            continue
        if review.game == saved.game and str(review.seat) == str(key) and _fits(review, saved):
            kept[review.seat] = review
    return kept


def _fits(review, saved):
    """Every decision names the move the game has at its index (a review of a game since
    changed, e.g. undone and played on otherwise, does not)."""
    moves = saved.moves
    return all(0 <= d.index < len(moves) and moves[d.index] == d.move for d in review.decisions)


def as_extra(reviews):
    return {str(seat): review.to_dict() for seat, review in sorted(reviews.items())}


def keep_in_file(path, saved, reviews):
    """Write `reviews` into the save file `path` beside the game, if the file still holds the
    game `saved` (same game, seed and moves); everything else in it is left as it was, so its
    integrity still holds. Returns False (nothing written) when the file changed meanwhile.
    Raises OSError / SaveFileError when it cannot be read or written."""
    raw = savefile.read(path)
    try:
        data = safeio.loads(raw, safeio.display_name(path))
    except safeio.InputError as exc:
        raise savefile.SaveFileError(str(exc)) from None
    if not isinstance(data, dict) or [data.get(k) for k in ("game", "seed", "moves")] != \
            [saved.game, saved.seed, list(saved.moves)]:
        return False
    extra = data.get("extra") if isinstance(data.get("extra"), dict) else {}
    data["extra"] = {**extra, KEY: as_extra(reviews)}
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))
    saved.extra = dict(data["extra"])
    return True


def keep_in_controller(controller, reviews):
    """The game in the window: its reviews join the `extra` written with every save of it, and
    the autosave is written now."""
    controller.extra = {**controller.extra, KEY: as_extra(reviews)}
    controller.autosave()


def save_of_controller(controller):
    """The game in the window as a SaveGame (what the review engine reads), its kept reviews
    included."""
    return savefile.SaveGame(controller.game.id, controller.game_options(), controller.setup.seed,
                             [s.to_dict() for s in controller.seats],
                             list(controller.stack.move_texts),
                             extra=dict(controller.extra), provenance=controller.provenance)
