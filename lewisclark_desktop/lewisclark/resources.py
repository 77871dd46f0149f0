"""Resource kinds and small helpers for resource vectors (lists of 6 ints)."""

FOOD, WOOD, EQUIPMENT, FUR, CANOE, HORSE = range(6)
RESOURCE_NAMES = ("food", "wood", "equipment", "fur", "canoe", "horse")
PRIMARY = (FOOD, WOOD, EQUIPMENT, FUR)
ALL_RESOURCES = tuple(range(6))
RESOURCE_INDEX = {name: i for i, name in enumerate(RESOURCE_NAMES)}
# Pseudo-resource used in payment tuples for "move an Indian from your boats to the Powwow".
INDIAN = 6
TOKEN_NAMES = RESOURCE_NAMES + ("indian",)
TOKEN_INDEX = {name: i for i, name in enumerate(TOKEN_NAMES)}


def multisets(kinds, size):
    """All sorted tuples of `size` elements drawn (with repetition) from sorted `kinds`."""
    kinds = tuple(sorted(kinds))
    if size == 0:
        return [()]
    out = []

    def rec(start, prefix):
        if len(prefix) == size:
            out.append(tuple(prefix))
            return
        for i in range(start, len(kinds)):
            prefix.append(kinds[i])
            rec(i, prefix)
            prefix.pop()

    rec(0, [])
    return out


def combinations_distinct(kinds, size):
    """All sorted tuples of `size` different elements of `kinds`."""
    from itertools import combinations

    return list(combinations(sorted(kinds), size))


def format_tokens(tokens):
    return "+".join(TOKEN_NAMES[t] for t in tokens) if tokens else "nothing"


def parse_tokens(text):
    if text == "nothing":
        return ()
    try:
        return tuple(sorted(TOKEN_INDEX[p] for p in text.split("+")))
    except KeyError as exc:
        raise ValueError(f"unknown resource {exc.args[0]!r}") from None
