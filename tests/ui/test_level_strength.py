"""The New game dialog says how strong each bot level is, from the one table of measured
figures (bots/strength.py), in English and Japanese, for any level a game's bots list."""

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.bots import strength  # noqa: E402
from lewisclark_desktop.bots.elfenland import LEVELS as ELFENLAND_LEVELS  # noqa: E402
from lewisclark_desktop.ui.new_game_dialog import NewGameDialog  # noqa: E402
from language import lang  # noqa: E402, F401 (shared fixture: language switch)

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


# The wording is tested on a table of its own, so that new measurements in bots/strength.py
# need no change here.
Match = strength.Match
FIGURES = {
    "lewisclark": (
        Match(("hard", "normal"), (136, 64), 200, "2026-11-30"),
        Match(("hard", "normal", "normal", "normal"), (31, 10, 16, 15), 72, "2026-11-30"),
        Match(("hard",), (0,), 24, "2026-11-30", tuple(range(8))),
        Match(("normal", "easy"), (34, 6), 40, "2026-12-01"),
        Match(("normal",), (0,), 40, "2026-12-01", (0,)),
        Match(("normal", "random"), (40, 0), 40, "2026-12-01"),
        Match(("easy", "random"), (40, 0), 40, "2026-12-01"),
    ),
    "elfenland": (Match(("normal", "random"), (40, 0), 40, "2026-12-01"),),
    "tiwanaku": (Match(("normal", "random"), (40, 0), 40, "2026-12-01"),),
}


@pytest.fixture
def dialog(qtbot, lang, monkeypatch):  # noqa: F811
    monkeypatch.setattr(strength, "MATCHES", FIGURES)
    monkeypatch.setitem(strength.PLAYS, "elfenland",
                        {k: v for k, v in strength.PLAYS["elfenland"].items() if k != "hard"})
    lang("en")
    d = NewGameDialog(settings=None)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def choose(dialog, game, players, kinds):
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.players.setValue(players)
    for (_, _, kind), level in zip(dialog.rows, kinds):
        kind.setCurrentIndex(kind.findData(level))


def test_each_chosen_bot_level_is_described_by_its_measured_figures(dialog):
    choose(dialog, "lewisclark", 3, ["human", "hard", "easy"])
    notes = dialog.level_notes
    assert notes.isVisible()
    lines = notes.text().split("<br>")
    assert [line.replace("<b>", "").replace("</b>", "") for line in lines] == [
        "Easy: wins 15 % of 2-player games against Normal (6 of 40); won all 40 games against "
        "Random.",
        "Hard: wins 68 % of 2-player games against Normal (136 of 200); wins 43 % of 4-player "
        "games against 3 Normal bots (31 of 72); has not yet beaten Mackenzie (24 solo games at "
        "level 0–7)."]
    hard = dialog.rows[1][2]
    assert hard.toolTip().startswith("Tries Normal's best moves") and "Measured (2026-11-30)" in hard.toolTip()
    normal_item = hard.findData("normal")
    tip = hard.itemData(normal_item, Qt.ToolTipRole)
    assert "has not yet beaten Mackenzie (40 solo games at level 0)" in tip
    assert "wins 32 % of 2-player games against Hard (64 of 200)" in tip
    # A seat left out of the game, or played by a human, adds no line.
    dialog.players.setValue(2)
    assert notes.text().startswith("<b>Hard</b>: ") and "<br>" not in notes.text()
    dialog.rows[1][2].setCurrentIndex(0)
    assert not notes.isVisible()


def test_a_new_figure_is_one_edit_of_the_table(dialog, monkeypatch):
    matches = dict(strength.MATCHES)
    matches["lewisclark"] = matches["lewisclark"] + (
        strength.Match(("normal",), (27,), 50, "2026-12-24", (3,)),)
    monkeypatch.setattr(strength, "MATCHES", matches)
    choose(dialog, "lewisclark", 2, ["human", "normal"])
    dialog.rows[1][2].setCurrentIndex(dialog.rows[1][2].findData("hard"))
    dialog.rows[1][2].setCurrentIndex(dialog.rows[1][2].findData("normal"))
    assert "beats Mackenzie in 54 % of solo games at level 3 (27 of 50)" in dialog.level_notes.text()
    assert "2026-12-24" in dialog.rows[1][2].toolTip()


def test_every_level_of_every_game_is_described_even_a_new_one(dialog, monkeypatch):
    monkeypatch.setitem(ELFENLAND_LEVELS, "hard", ELFENLAND_LEVELS["normal"])  # being added now
    for game in games.playable():
        choose(dialog, game.id, game.players[1], ["human"])
        kind = dialog.rows[1][2]
        levels = [kind.itemData(i) for i in range(kind.count())]
        assert levels == ["human", *game.bot_levels()]
        for i, level in enumerate(levels[1:], start=1):
            assert kind.itemData(i, Qt.ToolTipRole), (game.id, level)
            kind.setCurrentIndex(i)
            assert dialog.level_notes.isVisible()
    choose(dialog, "elfenland", 2, ["human", "hard"])
    assert dialog.rows[1][2].currentText() == "Bot: hard"
    assert dialog.level_notes.text() == ("<b>Hard</b>: No figures have been measured for this "
                                         "level yet.")
    choose(dialog, "tiwanaku", 2, ["human", "normal"])
    assert dialog.level_notes.text() == "<b>Normal</b>: won all 40 games against Random."
    # Random's figure is its side of Normal's match.
    choose(dialog, "tiwanaku", 2, ["human", "random"])
    assert dialog.level_notes.text() == "<b>Random</b>: has not yet won against Normal (40 games)."


def test_levels_in_japanese(dialog, lang):  # noqa: F811
    choose(dialog, "lewisclark", 2, ["human", "normal"])
    lang("ja")
    text = dialog.level_notes.text()
    assert text.startswith("<b>ふつう</b>：") and "むずかしい との 2 人戦で 32 % 勝利（200 戦中 64 勝）" in text
    assert "マッケンジーにはまだ勝っていません" in text
    assert "野営から次の野営まで" in dialog.rows[1][2].toolTip()
    lang("en")
    assert dialog.level_notes.text().startswith("<b>Normal</b>: wins 32 %")


def test_no_figure_is_written_inside_a_translated_text():
    """Figures enter the level and plan sentences as placeholders only: a new measurement needs
    no new translation."""
    root = ET.parse(TRANSLATIONS / "lewisclark_ja.ts").getroot()
    sources = [m.findtext("source") for c in root.iter("context")
               if c.findtext("name") in ("Levels", "HintPlan") for m in c.iter("message")]
    assert len(sources) > 20
    assert [s for s in sources if re.search(r"\d", re.sub(r"%\d|%n", "", s))] == []
