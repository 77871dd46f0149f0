"""D29 in the window: a game that ended because no Camp advanced for too long is told as what it
is (end dialog and log, English and Japanese), not as a camp at Fort Clatsop."""

import json
import os
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from language import lang  # noqa: E402, F401 (fixture)

from lewisclark_desktop.bots.random_bot import RandomBot  # noqa: E402
from lewisclark_desktop.core.commands import PRACTICE, CommandStack  # noqa: E402
from lewisclark_desktop.lewisclark import engine, positions  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402
from lewisclark_desktop.ui.controller import Seat  # noqa: E402
from lewisclark_desktop.ui.game_log import line_text, log_lines  # noqa: E402
from lewisclark_desktop.ui.lewisclark.end_dialog import EndOfGameDialog  # noqa: E402
from project import DATA

DEAD_END = DATA / "lc_deadend_g2.json"
SEATS = [Seat("Ann", "blue", "human"), Seat("Ben", "orange", "human"), Seat("Cy", "yellow", "human")]


def quiet_ended_game():
    """The dead end of issue 34 one turn before D29 ends it, then that turn."""
    d = json.loads(DEAD_END.read_text())
    d["quiet_turns"] = engine.QUIET_ROUNDS_END_GAME * 3 - 1
    stack = CommandStack(RULES, positions.from_dict(d), PRACTICE)
    bot = RandomBot(5)
    while not stack.state.over:
        stack.apply(bot.choose(RULES, stack.state))
    assert engine.ended_quiet(stack.state)
    return stack


def test_the_end_dialog_and_the_log_say_no_camp_advanced(qtbot, lang):
    stack = quiet_ended_game()
    winner = SEATS[stack.state.winner].name
    rounds = str(engine.QUIET_ROUNDS_END_GAME)

    def texts():
        dialog = EndOfGameDialog(SimpleNamespace(state=stack.state, seats=SEATS, stack=stack))
        qtbot.addWidget(dialog)
        return dialog.findChild(object, "winnerText").text(), line_text(log_lines(stack)[-1], SEATS)

    lang("en")
    end, log = texts()
    assert f"No Camp advanced for {rounds} rounds: {winner}" in end and "Fort Clatsop" not in end
    assert log.startswith(f"{winner}: wins: no Camp advanced for {rounds} rounds")
    lang("ja")
    end, log = texts()
    assert f"{rounds}巡の間どの野営トークンも進みませんでした" in end and winner in end
    assert log.startswith(f"{winner}：勝利。{rounds}巡の間")
