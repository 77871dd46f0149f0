"""What the Lewis & Clark tutorial (resources/tutorials/lewisclark/) teaches happens in its
moves, replayed by the real rules. Its files' soundness (legal moves, seats, highlights, the two
languages alike) is the checker's: tests/tutorial/test_tutorial_files.py."""

from lewisclark_desktop.tutorial import load, replayed


def test_tutorial_teaches_what_the_issue_lists():
    """Each teaching situation of the issue happens at a learner's step: a support card and
    Indians as strength, a collection, river and mountain moves, the Village, a recruitment, a
    camp with time lost, a boat tile, a Camp reaching Fort Clatsop, the solo game against
    Mackenzie."""
    tutorial = load("lewisclark", "en")
    learner = tutorial.learner
    seen = set()
    lost_days = won = False
    for _chapter, step, before, after in replayed(tutorial):
        if step.auto:
            continue
        text = step.move
        seen.add(text.split()[0] + (" support" if "support:" in text else "")
                 + (" indians" if "indians:" in text else ""))
        seen.update(w for w in ("river", "mountain") if text.startswith("move " + w))
        if before.solo:
            seen.add("solo")
        if text == "camp" and after.players[learner].scout < before.players[learner].scout:
            lost_days = True
        won = won or (after.over and after.winner == learner)
    assert {"play support", "play indians", "collect", "river", "mountain", "village",
            "gain", "recruit", "camp", "boat", "trade", "indians", "solo"} <= seen
    assert lost_days and won
