"""The checker: every tutorial file of a game against the real rules engine.

Each file loads; each chapter's start builds; every step's move reads and is legal at its step
(the chapters replayed from their starts), a learner's step comes when the learner is to move
and an "auto" one at another seat's turn; every "highlight" names an area the game's table
offers (its guide_areas()); the files of a game have the same chapters, starts and moves, so
that only their texts differ.
"""

import re

from .. import games
from .files import LANGUAGES, TutorialError, available, load
from .walk import start_state


def table_areas(game_id):
    """The area names the game's table offers to "highlight" (guide_areas() of its Table
    class: the class is imported, no window is built). None when the game has no table."""
    try:
        table = games.get(game_id).ui("Table")
    except (ImportError, LookupError):
        return None
    areas = getattr(table, "guide_areas", None)
    if areas is None:
        return ()
    try:
        return tuple(areas())  # a classmethod or staticmethod
    except TypeError:
        return tuple(areas(table))  # a plain method that does not use the instance


def check(game_id, areas=None, languages=None):
    """The problems of `game_id`'s tutorial files (empty: all is well). `areas`: the names a
    "highlight" may use (default: the game's table's guide_areas())."""
    try:
        game = games.get(game_id)
    except games.UnknownGame as exc:
        return [str(exc)]
    langs = tuple(languages or available(game_id))
    if not langs:
        return [f"{game_id}: no tutorial file ({', '.join(f'{lang}.json' for lang in LANGUAGES)})"]
    problems = [f"{game_id}/{lang}.json: missing (every tutorial comes in {', '.join(LANGUAGES)})"
                for lang in LANGUAGES if lang not in langs and languages is None]
    if areas is None:
        areas = table_areas(game_id)
    loaded = []
    for lang in langs:
        try:
            tutorial = load(game_id, lang)
        except TutorialError as exc:
            problems.append(str(exc))
            continue
        loaded.append(tutorial)
        problems += _replay(tutorial, game.rules(), areas) + _untranslated(tutorial)
    for other in loaded[1:]:
        problems += _compare(loaded[0], other)
    return problems


def check_all():
    """{game id: problems} for every game that has tutorial files."""
    return {g: check(g) for g in games.ids() if available(g)}


def _replay(tutorial, rules, areas):
    problems = []
    state = None
    learner = tutorial.learner
    for chapter in tutorial.chapters:
        where = f"{tutorial.name}: chapter {chapter.id!r}"
        if chapter.start is not None:
            try:
                state = start_state(chapter, rules)
            except (ValueError, TypeError, KeyError) as exc:
                problems.append(f"{where}: the start cannot be built: {exc}")
                state = None
                continue
        elif state is None:
            continue  # the chapter before could not be replayed: already reported
        players = len(rules.seat_colours(state))
        if not 0 <= learner < players:
            problems.append(f"{where}: the learner is seat {learner}, the game has {players} seats")
            state = None
            continue
        for n, step in enumerate(chapter.steps, 1):
            at = f"{where}, step {n}"
            for area in step.highlight:
                if areas is not None and area not in areas:
                    problems.append(f"{at}: highlight {area!r} is not an area of the table "
                                    f"(areas: {', '.join(areas) or 'none'})")
            if step.kind == "learner" and not step.why.strip():
                problems.append(f"{at}: a learner's step needs a \"why\" (the answer to another move)")
            if step.move is None:
                continue
            try:
                move = rules.parse_move(step.move)
            except ValueError as exc:
                problems.append(f"{at}: unreadable move {step.move!r}: {exc}")
                state = None
                break
            seat = rules.current_player(state)
            if seat is None:
                problems.append(f"{at}: the game is over, no move {step.move!r} can follow")
                state = None
                break
            if step.kind == "learner" and seat != learner:
                problems.append(f"{at}: a learner's step, but seat {seat} is to move "
                                f"(the learner is seat {learner}): make it \"auto\"?")
            if step.kind == "auto" and seat == learner:
                problems.append(f"{at}: an \"auto\" step, but the learner (seat {learner}) is to move")
            reason = rules.explain_illegal(state, move)
            if reason:
                problems.append(f"{at}: {step.move!r} is illegal here: {reason}")
                state = None
                break
            if rules.format_move(move) != step.move:
                problems.append(f"{at}: write the move as {rules.format_move(move)!r} "
                                f"(its canonical text), not {step.move!r}")
            rules.apply(state, move)
        if state is None:
            continue
    return problems


JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")  # kana and kanji


def _untranslated(tutorial):
    """A Japanese file's texts that hold no Japanese (left in English)."""
    if tutorial.lang != "ja":
        return []
    out = []
    for chapter in tutorial.chapters:
        where = f"{tutorial.name}: chapter {chapter.id!r}"
        if not JAPANESE.search(chapter.title):
            out.append(f"{where}: the title is not in Japanese")
        for n, step in enumerate(chapter.steps, 1):
            for field in ("text", "why"):
                value = getattr(step, field)
                if value.strip() and not JAPANESE.search(value):
                    out.append(f"{where}, step {n}: the {field} is not in Japanese")
    return out


def _shape(tutorial):
    return (tutorial.learner,
            [(c.id, c.start, [(s.move, s.auto, s.highlight) for s in c.steps])
             for c in tutorial.chapters])


def _compare(first, other):
    if _shape(first) == _shape(other):
        return []
    a, b = _shape(first), _shape(other)
    if a[0] != b[0]:
        return [f"{other.name}: the learner differs from {first.name}"]
    ids_a, ids_b = [c[0] for c in a[1]], [c[0] for c in b[1]]
    if ids_a != ids_b:
        return [f"{other.name}: the chapters ({', '.join(ids_b)}) differ from {first.name}'s "
                f"({', '.join(ids_a)})"]
    out = []
    for (cid, start_a, steps_a), (_, start_b, steps_b) in zip(a[1], b[1]):
        if start_a != start_b:
            out.append(f"{other.name}: chapter {cid!r}: the start differs from {first.name}")
        if len(steps_a) != len(steps_b):
            out.append(f"{other.name}: chapter {cid!r} has {len(steps_b)} steps, "
                       f"{first.name} has {len(steps_a)}")
            continue
        for n, (sa, sb) in enumerate(zip(steps_a, steps_b), 1):
            if sa != sb:
                out.append(f"{other.name}: chapter {cid!r}, step {n}: the move, auto or "
                           f"highlight differs from {first.name}")
    return out
