"""A decision of a review in one plain English sentence, for the command line's text output (the
window words decisions itself, translated, from the same plain data). No Qt."""

UNIT_WORDS = {"turns": ("turn", "turns"), "towns": ("town", "towns"),
              "points": ("point", "points")}


def amount(value, unit):
    one, many = UNIT_WORDS[unit]
    return f"{value:g} {one if abs(value) == 1 else many}"


def sentence(decision, unit):
    """E.g. "camp: Hard suggests end; this cost you about 2.5 turns." """
    if decision.move == decision.suggested:
        return f"{decision.move}: as Hard would play."
    if decision.cost <= 0:
        return f"{decision.move}: Hard suggests {decision.suggested}; no worse by its estimate."
    text = (f"{decision.move}: Hard suggests {decision.suggested}; this cost you about "
            f"{amount(round(decision.cost, 1), unit)}.")
    facts = decision.explanation or {}
    gained = facts.get("towns_gained")
    if gained:
        text += f" The suggestion reaches {', '.join(gained)}."
    return text


def summary(review):
    """A short line about the whole review."""
    marked = review.marked()
    total = sum(d.cost for d in review.decisions)
    return (f"{len(review.decisions)} decisions of seat {review.seat}, {len(marked)} marked; "
            f"{amount(round(total, 1), review.unit)} lost in all against Hard's suggestions.")
