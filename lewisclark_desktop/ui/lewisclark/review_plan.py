"""The plan behind a review's suggestion (review/engine.py keeps it as plain data in
`Decision.explanation["plan"]`), read back into explain.py's steps and worded by hint_text."""


def review_text(explanation):
    """The plan behind a review's suggestion in words (the review's explanation carries
    explain.py's steps as plain data); "" when there is none."""
    from .hint_text import plan_text

    steps = plan_steps(explanation.get("plan", explanation.get("steps")))
    if not steps:
        return ""
    try:
        return plan_text(steps)
    except Exception:  # noqa: BLE001 - a plan this version cannot word is left unsaid
        return ""


def plan_steps(data):
    """explain.py's steps back from plain data: a list whose items are the steps themselves,
    dicts of their fields (with or without a "step"/"type"/"kind" naming the class) or lists in
    field order (a NamedTuple written as JSON). Items that fit no step are dropped."""
    if not isinstance(data, (list, tuple)):
        return []
    steps = (_step(item) for item in data)
    return [s for s in steps if s is not None]


def _step(item):
    from ...bots.lewisclark.explain import Camp, Choice, Play, Village

    classes = {"play": Play, "village": Village, "camp": Camp, "choice": Choice}
    if isinstance(item, tuple(classes.values())):
        return item
    if isinstance(item, dict):
        named = next((str(item[k]).lower() for k in ("step", "type", "kind") if k in item), "")
        cls = classes.get(named) or _class_by_fields(item, classes.values())
        if cls is None:
            return None
        fields = {f: item.get(f) for f in cls._fields}
        if any(f not in item for f in cls._fields if f not in ("support", "terrain")):
            return None
    elif isinstance(item, (list, tuple)):  # a step as JSON writes a NamedTuple
        cls = _class_by_values(item, classes)
        if cls is None:
            return None
        fields = dict(zip(cls._fields, item))
    else:
        return None
    if "gains" in fields:
        gains = fields["gains"] or ()
        try:
            fields["gains"] = tuple((str(name), int(change)) for name, change in
                                    (gains.items() if isinstance(gains, dict) else gains))
        except (TypeError, ValueError):
            return None
    return cls(**fields)


def _class_by_values(item, classes):
    """Play has 8 fields, Choice 2; Village (turn, location, ...) and Camp (turn, days_lost,
    ...) have 4 each and differ by their second: a name or a number."""
    if len(item) == 8:
        return classes["play"]
    if len(item) == 2:
        return classes["choice"]
    if len(item) == 4:
        return classes["village"] if isinstance(item[1], str) else classes["camp"]
    return None


def _class_by_fields(item, classes):
    for cls in classes:
        if all(f in item for f in cls._fields if f not in ("support", "terrain")):
            return cls
    return None
