"""What the Tiwanaku tutorial (resources/tutorials/tiwanaku/) teaches happens in its moves,
replayed by the real rules. Its files' soundness (legal moves, seats, highlights, the two
languages alike) is the checker's: tests/tutorial/test_tutorial_files.py."""

from lewisclark_desktop import games
from lewisclark_desktop.tutorial import load, replayed


def test_tutorial_covers_the_game_loop_and_the_teaching_situations():
    """The situations the texts explain happen: discoveries scoring 1, 2 and 3 by diversity,
    a pass over a crop, three right divinations, an offering of three tokens, a wrong
    divination losing the true level, the last tile and the final divinations, the automa's
    reaction with a tile the team gives, and a move it does not answer."""
    rules = games.get("tiwanaku").rules()
    logs = {}
    final = {}
    for chapter, _step, before, after in replayed(load("tiwanaku", "en"), rules):
        logs.setdefault(chapter.id, []).extend(after.history[len(before.history):])
        final[chapter.id] = after
    assert logs["explore"][1] == "P1 discovers desert on A2: +1"
    assert "P1 discovers grass on B4: +2" in logs["explore"]
    assert "P1 discovers swamp on A3: +3" in logs["areas"]
    assert [line for line in logs["divine"] if "right" in line] == [
        "P1 divines A3 = potato: right, +1", "P1 divines B4 = quinoa: right, +5",
        "P1 divines A2 = coca: right, +2"]
    assert "P1 offers 3 tokens: +3" in logs["offering"]
    assert "P2 divines E2 = coca: wrong, it is chili, -3" in logs["wrong"]
    assert rules.is_over(final["end"]) and rules.winner(final["end"]) == 0
    assert "automa discovers swamp on D5: +2, coca +2" in logs["coop"]
    assert not any(line.startswith("automa") for line in logs["solo"][-2:])
