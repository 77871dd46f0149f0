"""Edit → Hint tells the plan behind the move in words (issue 13, "Also"): worked out in the bot
worker, shown under the hint until the position changes, in English and Japanese, and blind to
what the player may not see."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from lc import table  # noqa: E402
from PySide6.QtCore import QSettings, Qt  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.bots.lewisclark.explain import Camp, Choice, Play, Village  # noqa: E402
from lewisclark_desktop.core.commands import CommandStack  # noqa: E402
from lewisclark_desktop.lewisclark import positions  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.lewisclark.hint_text import plan_text  # noqa: E402
from language import lang  # noqa: E402, F401 (shared fixture: language switch)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch, lang):  # noqa: F811
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat),
                               autosave=False)
    qtbot.addWidget(w)
    w.controller.autoplay = False  # the bot seat never moves: the position stays put
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def show_position(w, state):
    """The window plays from `state`, Ann (seat 0, human) to move."""
    c = w.controller
    c._install(GameSetup([Seat("Ann", "blue"), Seat("Bot", "orange", "normal")], seed=4,
                         first_player=0), CommandStack(RULES, state))
    c._after_change()
    w.refresh()


def ask_hint(w, qtbot):
    got = []
    w.controller.hintReady.connect(lambda move, plan: got.append((move, plan)))
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(got), timeout=30000)
    return got[0]


def lewis_on_the_river():
    t = table(players=2)
    t.hand(0, "meriwether-lewis", "seaman", "hugh-mcneal")
    t.res(0, food=3)
    t.scout(0, 8, camp=8)
    return t.s


def test_the_hint_comes_with_its_plan_in_words(window, qtbot):
    show_position(window, lewis_on_the_river())
    move, plan = ask_hint(window, qtbot)
    # The worker carried the plan back as plain data; its first step is the hinted move.
    assert isinstance(plan[0], Play) and plan[0].card == "meriwether-lewis" == move_card(move)
    assert isinstance(plan[-1], Camp)
    words = window.table.panel.bar.plan
    assert words.isVisible()
    text = words.text()
    assert text.startswith("Plan: ") and f"to space {plan[0].to_space}" in text
    assert "River" in text and "Camp " in text
    assert "Hint: Play Meriwether Lewis" in window.table.panel.message.text()


def move_card(move):
    from lewisclark_desktop.lewisclark.cards import CARDS
    return CARDS[move.card].slug


def test_the_plan_stays_until_the_position_changes_and_follows_the_language(window, qtbot, lang):  # noqa: F811
    show_position(window, lewis_on_the_river())
    move, plan = ask_hint(window, qtbot)
    words = window.table.panel.bar.plan
    english = words.text()
    # A click on a card takes the hint's notice away (it was about the old choice), not the plan.
    hand = window.table.hand.view
    qtbot.mouseClick(hand.viewport(), Qt.LeftButton, pos=hand.visualRect(hand.model().index(2, 0)).center())
    assert not window.table.panel.message.isVisible()
    assert words.isVisible() and words.text() == english
    lang("ja")
    assert words.text() != english and "計画" in words.text() and "野営" in words.text()
    assert words.text() == plan_text(plan)
    lang("en")
    assert words.text() == english
    # The hinted move played: a new position, no plan any more.
    assert window.controller.apply(move) is None
    assert not words.isVisible() and words.text() == ""


def test_the_plan_is_the_same_whatever_the_hidden_cards_are(window, qtbot):
    a = lewis_on_the_river()
    b = a.clone()
    # Only what Ann cannot see differs: which unknown cards the bot holds, and the deck order.
    bot = b.players[1]
    k = len(bot.hand)
    bot.hand, b.deck[:k] = sorted(b.deck[:k]), list(bot.hand)
    b.deck.reverse()
    assert sorted(bot.hand) != sorted(a.players[1].hand)
    assert positions.state_hash(a) != positions.state_hash(b)
    texts = []
    for state in (a, b):
        show_position(window, state)
        ask_hint(window, qtbot)
        texts.append((window.table.panel.message.text(), window.table.panel.bar.plan.text()))
    assert texts[0] == texts[1] and texts[0][1]


def test_under_the_hot_seat_cover_the_plan_is_gone(window, qtbot):
    state = lewis_on_the_river()
    c = window.controller
    c._install(GameSetup([Seat("Ann", "blue"), Seat("Bob", "orange")], seed=4, first_player=0),
               CommandStack(RULES, state))
    window.revealed_seat = 0
    c._after_change()
    ask_hint(window, qtbot)
    assert window.table.panel.bar.plan.text()
    window.revealed_seat = None  # Bob sits down before Ann's turn is over: the cover comes back
    window.refresh()
    assert window.covered and window.table.panel.bar.plan.text() == ""


def test_plans_in_words(lang):  # noqa: F811
    lang("en")
    steps = [Play(0, "meriwether-lewis", "seaman", 1, "river", 6, 14, (("food", -3),)),
             Village(1, "canoe", 2, (("wood", -2), ("canoe", 1), ("indian", -2))),
             Play(2, "hugh-mcneal", None, 0, None, 0, 14, (("wood", 2), ("indian", 1))),
             Camp(2, 1, 13, False)]
    assert plan_text(steps) == (
        "Plan: 6 River spaces to space 14, pay 3 Food. Then Canoe Manufacturing (2 Indians, "
        "pay 2 Wood, gain 1 Canoe), Hugh McNeal (gain 2 Wood + 1 Indian). Camp in 2 turns: "
        "1 day lost, your Scout back to space 13.")
    # A hint that ends the turn: the plan starts next turn; a camp that wins says so.
    assert plan_text([Choice(0, "end"), Play(1, "william-clark", None, 2, "mountain", 2, 43, ()),
                      Camp(1, 0, 44, True)]) == (
        "Then William Clark (2 Mountain spaces to space 43). Camp next turn on Fort Clatsop: "
        "the game is won.")
    assert plan_text([Camp(0, 0, 9, False)]) == "Camp this turn: no day lost."
    # A choice inside an effect has no plan beyond itself; long plans name three turns.
    assert plan_text([Choice(0, "stop")]) == ""
    many = [Play(t, "york", None, 0, None, 0, 5, (("food", 1),)) for t in range(6)] + [Camp(5, 2, 3, False)]
    assert "York (gain 1 Food), 2 more turns. Camp in 5 turns: 2 days lost" in plan_text(many)
    lang("ja")
    assert plan_text(steps).startswith("計画：")


def test_only_games_whose_bots_explain_give_a_plan():
    lc = games.get("lewisclark")
    s = lewis_on_the_river()
    o = RULES.observation(s, 0)
    move = lc.make_bot("normal", 4).choose(RULES, o)
    assert lc.explain_hint(o, move, 4)[0].card == "meriwether-lewis"
    # Another move than Normal's (a Hard hint may differ): no plan is made up for it.
    other = next(m for m in RULES.legal_moves(s) if m != move)
    assert lc.explain_hint(o, other, 4) is None
    elf = games.get("elfenland")
    es = elf.rules().new_state({"players": 2}, 3)
    eo = elf.rules().observation(es, elf.rules().current_player(es))
    assert elf.explain_hint(eo, elf.make_bot("normal").choose(elf.rules(), eo), 0) is None


def test_a_hint_still_looked_for_when_the_player_moves_is_dropped(window, qtbot):
    show_position(window, lewis_on_the_river())
    c = window.controller
    shown = []
    c.hintReady.connect(lambda move, plan: shown.append(move))
    assert c.request_hint()
    token = c._hint_token
    move = next(m for m in c.legal_moves() if m.kind == "play")
    assert c.apply(move) is None  # played before the answer came
    c._bot_hint(token, move, [Camp(0, 0, 8, False)])  # the late answer
    assert shown == [] and window.table.panel.bar.plan.text() == ""
    assert not c.bot_thinking  # the "thinking" bar went with the hint
