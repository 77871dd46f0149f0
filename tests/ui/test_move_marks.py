"""What the other seats just did is on the board (issue 33, point 2): after bot moves the board
marks exactly what they touched, until the human acts; the moves walk at the Bot speed
(Instant: not at all) and stop with the game; hovering a log line marks its move; no mark
tells a secret."""

import os
import re
from itertools import islice

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent  # noqa: E402
from PySide6.QtGui import QEnterEvent  # noqa: E402, F401
from PySide6.QtWidgets import QApplication  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.bots.random_bot import RandomBot  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402

COLOURS = {"lewisclark": ("blue", "orange", "yellow", "green", "purple"),
           "elfenland": ("red", "blue", "green", "yellow", "purple", "black"),
           "tiwanaku": ("red", "blue", "green", "yellow")}

EACH_GAME = pytest.mark.parametrize("game, players, options", [
    ("elfenland", 3, {}), ("tiwanaku", 2, {"mode": "competitive"}), ("lewisclark", 3, {})])


@pytest.fixture
def window(window_opener, monkeypatch):
    monkeypatch.setattr(main_window.MainWindow, "_show_end_dialog", lambda self: None)

    def make(pace_ms=0):  # the test plays the bots' moves itself
        w = window_opener(settings={main_window.PACE_KEY: pace_ms})
        w.resize(1280, 720)
        w.show()
        return w

    return make


def start(w, game, players, options=None, seed=7):
    seats = [Seat(f"P{i + 1}", COLOURS[game][i], "human" if i == 0 else "normal")
             for i in range(players)]
    w.start_game(GameSetup(seats, seed, 0, 1 if game == "lewisclark" and players == 1 else None,
                           dict(options or {}), game))
    return w.controller


def play_others(c, bot, until=None):
    """Bot moves (random, deterministic) until the human (seat 0) is to move; returns the
    stack's length before them."""
    first = len(c.stack)
    while not c.is_over() and c.seats[c.current_seat()].is_bot:
        assert c._push(bot_move(c, bot)) is None
    return first


def bot_move(c, bot):
    """The random bot's move for the seat to move."""
    return bot.choose(c.rules, c.rules.observation(c.state, c.current_seat()))


def human_acts(w, bot):
    w.try_move(bot_move(w.controller, bot))


def random_play(game, players, seed):
    """A random game (RandomBot(seed)) without a window, move by move: (seat, move, the state
    before it, the state after it)."""
    rules = games.rules(game)
    s = rules.new_state({"players": players, "colours": list(COLOURS[game][:players])}, seed)
    bot = RandomBot(seed)
    while not rules.is_over(s):
        seat = rules.current_player(s)
        move = bot.choose(rules, rules.observation(s, seat))
        before = s.clone()
        s = rules.apply(s, move) or s
        yield seat, move, before, s


def public_changes(game, before, after, seat):
    """What a move changed on the board, worked out here from the states' public parts."""
    keys = set()
    if game == "elfenland":
        pairs = list(zip(before.players, after.players))
        keys |= {("town", b.boot) for a, b in pairs if a.boot != b.boot}
        keys |= {("edge", e) for e, (x, y) in enumerate(zip(before.roads, after.roads))
                 if x < 0 <= y}
        keys |= {("edge", e) for e, (x, y) in enumerate(zip(before.obstacles, after.obstacles))
                 if x < 0 <= y}
    elif game == "tiwanaku":
        colour = before.colour_of[seat] if seat < len(before.colour_of) else None
        keys |= {("cell", i) for i, (x, y) in enumerate(zip(before.pawns, after.pawns))
                 if y != x and y == colour}
        for line in after.history[len(before.history):]:
            if m := re.match(r"^P\d (?:return|divines) (\w+)", line):
                keys.add(("cell", before.scenario.grid.parse(m[1])))
    else:
        keys |= {("space", b.scout) for a, b in zip(before.players, after.players)
                 if a.scout != b.scout}
        keys |= {("camp", b.camp) for a, b in zip(before.players, after.players)
                 if a.camp != b.camp}
        keys |= {("location", k) for k, x, y in zip(_locations(), before.village, after.village)
                 if y > x}
        gone = [i + 1 for i, card in enumerate(before.journal) if card not in after.journal]
        if len(gone) == 1:
            keys.add(("page", gone[0]))
    return keys


def _locations():
    from lewisclark_desktop.lewisclark.village import LOCATIONS
    return LOCATIONS


def move_changes(game, c, i):
    """public_changes of the stack's move `i`."""
    done = c.stack.done
    after = done[i + 1].before if i + 1 < len(done) else c.state
    return public_changes(game, done[i].before, after, done[i].player)


@EACH_GAME
def test_bot_moves_are_marked_until_the_human_acts(window, game, players, options):
    w = window()
    c = start(w, game, players, options)
    bot = RandomBot(5)
    seen_marks = 0
    for _ in range(40):
        first = play_others(c, bot)
        if c.is_over():
            break
        expected = set()
        for i in range(first, len(c.stack.done)):
            expected |= move_changes(game, c, i)
        # Mackenzie and the automa do not play in these games: only the bots' moves count.
        assert set(w.table.marked_keys()) == expected
        seen_marks += bool(expected)
        human_acts(w, bot)
        if c.current_seat() != 0 or not c.seats[c.current_seat()].is_bot:
            # the human acted: nothing of the others is marked until they move again
            assert w.table.marked_keys() == frozenset()
    assert seen_marks >= 3  # the bots did touch the board, and it showed


def test_instant_pace_starts_no_animation(window):
    w = window(pace_ms=0)
    c = start(w, "tiwanaku", 2, {"mode": "competitive"})
    bot = RandomBot(2)
    human_acts(w, bot)
    while c.current_seat() == 0:
        human_acts(w, bot)
    play_others(c, bot)
    assert not w.table.marks.animating
    assert not w.table.scene.flips  # the tiles turn over at once too


def _bot_walks(w, game, players, options):
    """A bot move that walks on the board, at the Normal pace: its animation is running."""
    c = start(w, game, players, options)
    bot = RandomBot(4)
    for _ in range(200):
        if c.seats[c.current_seat()].is_bot:
            c._push(bot_move(c, bot))
            if w.table.marks.animating:
                return c
        else:
            human_acts(w, bot)
    raise AssertionError("no bot move walked")


@EACH_GAME
def test_a_running_animation_stops_with_a_new_game(window, qtbot, game, players, options):
    w = window(pace_ms=400)
    _bot_walks(w, game, players, options)
    tokens = [t for _, t in w.table.marks.animations]
    start(w, game, players, options, seed=8)
    assert not w.table.marks.animating
    assert all(t.scene() is None for t in tokens)  # the walking tokens left the board
    qtbot.wait(500)  # past the animation's end: nothing runs on, nothing raises


def test_an_animation_ends_by_itself_and_undo_stops_one(window, qtbot):
    w = window(pace_ms=150)
    _bot_walks(w, "elfenland", 3, {})
    qtbot.waitUntil(lambda: not w.table.marks.animating, timeout=3000)
    w.set_bot_pace(1000)
    _bot_walks(w, "elfenland", 3, {})
    w.undo()
    assert not w.table.marks.animating


@EACH_GAME
def test_hovering_a_log_line_marks_what_its_move_did(window, game, players, options):
    w = window()
    c = start(w, game, players, options)
    bot = RandomBot(6)
    for _ in range(6):
        play_others(c, bot)
        human_acts(w, bot)
    play_others(c, bot)
    done = c.stack.done
    rows = w._log_rows
    assert w.log_list.count() == len(rows)
    hovered = 0
    for row, line in enumerate(rows):
        if line.heading:
            continue
        expected = move_changes(game, c, line.moment - 1)
        w.log_list.itemEntered.emit(w.log_list.item(row))
        assert set(w.table.marked_keys()) == expected, (row, line.text)
        hovered += bool(expected)
    assert hovered >= 3
    marks_now = w.table.marked_keys()
    QApplication.sendEvent(w.log_list.viewport(), QEvent(QEvent.Leave))
    play_marks = set()
    first = max(i for i, e in enumerate(done) if e.player == 0)
    for i in range(first + 1, len(done)):
        play_marks |= move_changes(game, c, i)
    assert set(w.table.marked_keys()) == play_marks  # back to the others' moves
    assert marks_now is not None


def test_marks_stay_off_under_the_hot_seat_cover(window):
    w = window()
    seats = [Seat("Ann", "red", "human"), Seat("Bob", "blue", "human"),
             Seat("Cy", "green", "normal")]
    w.start_game(GameSetup(seats, 3, 0, None, {}, "elfenland"))
    c = w.controller
    bot = RandomBot(1)
    for _ in range(30):
        c._push(bot_move(c, bot))
        if w.covered:
            assert w.table.marked_keys() == frozenset()


def test_an_elfenland_secret_counter_is_marked_without_its_type():
    from lewisclark_desktop.ui.elfenland.table import Table

    found = 0
    for seed in range(40):
        for seat, move, before, after in random_play("elfenland", 3, seed):
            if before.round != 1:
                break
            if move.kind == "place" and move.secret:
                touches = Table.move_touches(before, after, seat)
                assert [t.items for t in touches] == [frozenset({("edge", move.edge)})]
                assert touches[0].token == ("counter", None)  # face down: no type
                found += 1
                break
        if found >= 2:
            break
    assert found >= 2


def test_a_face_down_support_card_shows_nothing_on_the_board():
    from lewisclark_desktop.ui.lewisclark.table import Table

    found = 0
    for seed in range(30):
        for seat, move, before, after in islice(random_play("lewisclark", 3, seed), 80):
            if move.kind == "play" and move.card2 >= 0:
                found += 1
                for touch in Table.move_touches(before, after, seat):
                    assert touch.token is None or touch.token[0] in ("scout", "mackenzie")
                    assert {k[0] for k in touch.items} <= {"space", "camp", "location", "page"}
        if found >= 3:
            break
    assert found >= 3


@pytest.mark.parametrize("mode, players", [("coop", 2), ("solo", 1)])
def test_the_automa_trail_is_whole_in_co_op_as_in_solo(window, mode, players):
    """The automa's arrows are its whole last reaction, also when a question (co-op: who gives
    the discovered tile?) came in the middle of it; its walk is marked after the human's move."""
    from lewisclark_desktop.ui.tiwanaku.table import ACTION_LINE
    from lewisclark_desktop.ui.tiwanaku.texts import AUTOMA_MOVES

    w = window()
    c = start(w, "tiwanaku", players, {"mode": mode})
    bot = RandomBot(3)
    split = 0
    for _ in range(60):
        if c.is_over():
            break
        assert c._push(bot_move(c, bot)) is None
        history = c.state.history
        last = max((i for i, line in enumerate(history) if ACTION_LINE.match(line)), default=-1)
        expected = [(m[1], m[3]) for m in map(AUTOMA_MOVES.match, history[last + 1:]) if m]
        assert w.table._paths == expected
        split += bool(expected) and not any(AUTOMA_MOVES.match(line) for line in
                                            history[len(c.stack.done[-1].before.history):])
    if mode == "coop":
        assert split  # a reaction went on after a question at least once
