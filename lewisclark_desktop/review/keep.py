"""A review kept beside its game: the save file's `extra["review"]`, {str(seat): Review.to_dict()}
(outside the integrity hash, like the table's layout), so it opens at once the second time.

    extra = with_review(saved.extra, review)       # then save the game with this extra
    review = kept_review(saved.extra, seat, quick=False, seed=0)   # None: review it again

A kept review is used only when it was made at the same setting (quick or not) and seed; one this
version cannot read is ignored (it is made again).
"""

from .model import Review, ReviewFormatError

KEY = "review"


def with_review(extra, review):
    """A copy of `extra` (a save file's extra dict, or None) keeping `review` for its seat."""
    out = dict(extra or {})
    reviews = dict(out.get(KEY) or {}) if isinstance(out.get(KEY), dict) else {}
    reviews[str(review.seat)] = review.to_dict()
    out[KEY] = reviews
    return out


def kept_review(extra, seat, quick=False, seed=0):
    """The review of `seat` kept in `extra` at this setting and seed, or None."""
    reviews = (extra or {}).get(KEY)
    if not isinstance(reviews, dict) or not isinstance(reviews.get(str(seat)), dict):
        return None
    try:
        review = Review.from_dict(reviews[str(seat)])
    except ReviewFormatError:
        return None
    if review.seat != seat or review.quick != quick or review.seed != seed:
        return None
    return review
