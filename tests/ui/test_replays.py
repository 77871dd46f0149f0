"""Replays of Elfenland and Tiwanaku (the shared replay window with each game's own table).

A finished bot game is saved as the window saves it and opened in its game's replay: it opens on
the final position, every position reached by stepping forward to the end and back again is the
one the game went through, and the views show that position (Elfenland's boots and town markers,
Tiwanaku's board as it was discovered). A finished game shows what was hidden; an unfinished
save opens like Lewis & Clark's (all its moves, on its last position) but shows only what
everyone at the table saw."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.core import savefile  # noqa: E402
from lewisclark_desktop.core.commands import PRACTICE, CommandStack  # noqa: E402
from lewisclark_desktop.elfenland.board import START_TOWN  # noqa: E402
from lewisclark_desktop.elfenland.components import HIDDEN  # noqa: E402
from lewisclark_desktop.ui.replay_viewer import ReplayWindow, replay_viewer_for  # noqa: E402
from lewisclark_desktop.ui.tiwanaku.side_views import ARROW_ROLE  # noqa: E402

NAMES = ("Ann", "Bob", "Chie", "Daiki", "Emi", "Fred")


def bot_game(game_id, options, seed, moves=None, level="normal"):
    """A game of bots (to the end, or `moves` moves): (rules, stack, normalized options)."""
    game = games.get(game_id)
    rules = game.rules()
    options = rules.normalize_options(options, seed)
    stack = CommandStack(rules, rules.new_state(options, seed), PRACTICE)
    bots = [game.make_bot(level, seed + i) for i in range(options["players"])]
    while not rules.is_over(stack.state) and (moves is None or len(stack) < moves):
        seat = rules.current_player(stack.state)
        stack.apply(bots[seat].choose(rules, rules.observation(stack.state, seat)))
    assert moves is not None or rules.is_over(stack.state)
    return rules, stack, options


def saved(tmp_path, game_id, options, seed, moves=None):
    rules, stack, options = bot_game(game_id, options, seed, moves)
    colours = options.get("colours") or games.get(game_id).colours
    seats = [{"name": NAMES[i], "colour": colours[i], "kind": "normal"}
             for i in range(options["players"])]
    path = tmp_path / f"{game_id}.lcsave"
    savefile.save(path, rules, stack, options, seed, seats)
    return path, rules, stack


def positions(stack):
    return [e.before for e in stack.done] + [stack.state]


def open_replay(qtbot, path):
    viewer = games.get(savefile.game_of(path)).replay_viewer()()
    qtbot.addWidget(viewer)
    assert viewer.load_file(path)
    return viewer


def walk_to_the_end_and_back(viewer, rules, stack, check, back_by_turns=False):
    """Step from the first position to the last with Next, then back with Previous (or by whole
    turns); at every position the viewer shows the game's own and `check(viewer, state)` holds."""
    states = positions(stack)
    viewer.first()
    assert viewer.index() == 0
    for k in range(len(states)):
        assert viewer.index() == k
        assert rules.state_hash(viewer.state()) == rules.state_hash(states[k])
        check(viewer, states[k])
        viewer.next()
    assert viewer.index() == len(states) - 1
    back = [k for k in viewer.turn_starts() if k < len(states) - 1][::-1] if back_by_turns \
        else range(len(states) - 2, -1, -1)
    for k in back:
        viewer.previous_turn() if back_by_turns else viewer.previous()
        assert viewer.index() == k and rules.state_hash(viewer.state()) == rules.state_hash(states[k])
        check(viewer, states[k])
    assert viewer.index() == 0


# ------------------------------------------------------------------------------ Elfenland
def elfenland_map_shows(viewer, state):
    towns = viewer.scene.towns
    for t, item in enumerate(towns):
        assert item.boots == [p.colour for p in state.players if p.boot == t]
        if t != START_TOWN:
            assert item.markers == [p.colour for p in state.players if not p.visited >> t & 1]
    rows = viewer.table.players.rows
    assert [r["towns"].text() for r in rows] == [f"Towns {p.markers}/20" for p in state.players]


def test_a_finished_three_player_elfenland_game_replays_move_by_move(qtbot, tmp_path):
    path, rules, stack = saved(tmp_path, "elfenland", {"players": 3}, 3)
    viewer = open_replay(qtbot, path)
    n = len(stack)
    assert viewer.count() == n and viewer.index() == n  # opens on the final position
    assert rules.state_hash(viewer.state()) == rules.state_hash(stack.state)
    assert viewer.position_label.text().endswith("game over")
    assert viewer.log_list.count() == n + 1
    assert viewer.log_list.item(1).text().startswith("1. Ann: ")
    walk_to_the_end_and_back(viewer, rules, stack, elfenland_map_shows, back_by_turns=True)
    # A finished game hides nothing: every hand and every secret counter is face up.
    viewer.last()
    rows = viewer.table.players.rows
    assert all("hand" in row for row in rows)
    assert all(HIDDEN not in row["counters"] for row in rows)
    # The road of the move just made is highlighted.
    k = next(k for k, m in enumerate(stack.done, start=1) if m.move.kind == "place")
    viewer.set_index(k)
    lit = [item.edge for item in viewer.scene.edges if item.highlighted]
    assert lit == [stack.done[k - 1].move.edge]


def test_an_unfinished_elfenland_save_replays_but_hides_the_hands(qtbot, tmp_path):
    path, rules, stack = saved(tmp_path, "elfenland", {"players": 3}, 5, moves=40)
    viewer = open_replay(qtbot, path)
    assert viewer.count() == 40 and viewer.index() == 40
    assert rules.state_hash(viewer.state()) == rules.state_hash(stack.state)
    assert not viewer.revealed
    secrets = [row["counters"][:len(p.secret)] for row, p in
               zip(viewer.table.players.rows, stack.state.players)]
    assert all("hand" not in row for row in viewer.table.players.rows)
    assert all(kind == HIDDEN for counters in secrets for kind in counters)
    walk_to_the_end_and_back(viewer, rules, stack, elfenland_map_shows)


# ------------------------------------------------------------------------------ Tiwanaku
def tiwanaku_board_shows(viewer, state):
    """The board as discovered at that moment: terrain and crops where known, face down elsewhere."""
    cells = viewer.scene.cells
    assert [c.terrain for c in cells] == list(state.terrain)
    assert [c.crop for c in cells] == list(state.crop)
    assert [c.pawn for c in cells] == list(state.pawns)


@pytest.mark.parametrize("options, seed", [({"players": 2}, 5),
                                           ({"players": 2, "mode": "coop"}, 7)],
                         ids=["competitive", "coop"])
def test_a_finished_tiwanaku_game_replays_the_map_as_it_was_discovered(qtbot, tmp_path, options, seed):
    path, rules, stack = saved(tmp_path, "tiwanaku", options, seed)
    viewer = open_replay(qtbot, path)
    n = len(stack)
    assert viewer.count() == n and viewer.index() == n
    assert rules.state_hash(viewer.state()) == rules.state_hash(stack.state)
    walk_to_the_end_and_back(viewer, rules, stack, tiwanaku_board_shows)
    start = positions(stack)[0]
    assert sum(t is not None for t in start.terrain) < sum(t is not None for t in stack.state.terrain)
    viewer.last()
    tiwanaku_board_shows(viewer, stack.state)
    text = viewer.table.players.text()
    scores = stack.state.score
    assert all(f"{points} points" in text for points in scores)
    if stack.state.coop:  # a finished co-op game shows every seat's top arrows
        k = n // 2
        viewer.set_index(k)
        hands = positions(stack)[k].hands
        model = viewer.table.tiles.tile_model
        shown = [model.index(seat, t).data(ARROW_ROLE) for seat in range(len(hands))
                 for t in range(4) if hands[seat][t]]
        assert len(shown) > 1 and all(arrow is not None for arrow in shown)


def test_an_unfinished_tiwanaku_coop_save_keeps_the_arrows_hidden(qtbot, tmp_path):
    path, rules, stack = saved(tmp_path, "tiwanaku", {"players": 2, "mode": "coop"}, 7, moves=12)
    viewer = open_replay(qtbot, path)
    assert viewer.count() == 12 and viewer.index() == 12 and not viewer.revealed
    assert rules.state_hash(viewer.state()) == rules.state_hash(stack.state)
    model = viewer.table.tiles.tile_model
    shown = [model.index(seat, t).data(ARROW_ROLE) for seat in range(2) for t in range(4)
             if stack.state.hands[seat][t]]
    assert shown and all(arrow is None for arrow in shown)
    tiwanaku_board_shows(viewer, stack.state)


# ------------------------------------------------------------------------------ the shared window
def test_turn_steps_play_pause_and_keys(qtbot, tmp_path):
    path, rules, stack = saved(tmp_path, "elfenland", {"players": 3}, 5, moves=60)
    viewer = open_replay(qtbot, path)
    states = positions(stack)
    starts = viewer.turn_starts()
    assert starts[0] == 0 and len(starts) > 3
    assert all(rules.turn_key(states[k]) != rules.turn_key(states[k - 1]) for k in starts[1:])
    viewer.first()
    viewer.next_turn()
    assert viewer.index() == starts[1]
    viewer.next()
    viewer.previous_turn()  # back to the start of this turn
    assert viewer.index() == starts[1]
    viewer.previous_turn()  # and then to the one before
    assert viewer.index() == 0
    # Play moves on by itself at each tick of its timer and stops at the end.
    viewer.play()
    assert viewer.is_playing() and viewer.index() == 0
    viewer.play_timer.timeout.emit()
    viewer.play_timer.timeout.emit()
    assert viewer.index() == 2
    viewer.speed.setCurrentIndex(3)
    assert viewer.play_timer.interval() == viewer.interval() < 200
    viewer.set_index(59)
    viewer.play_timer.timeout.emit()
    assert viewer.index() == 60 and not viewer.is_playing()
    viewer.play()  # from the end: again from the start
    assert viewer.index() == 0 and viewer.is_playing()
    viewer.pause()
    assert not viewer.is_playing()
    # The keys: Page Down / Page Up by turns, Space plays and pauses.
    viewer.show()
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    qtbot.keyClick(viewer, Qt.Key_PageDown)
    assert viewer.index() == starts[1]
    qtbot.keyClick(viewer, Qt.Key_Space)
    assert viewer.is_playing()
    qtbot.keyClick(viewer, Qt.Key_Space)
    assert not viewer.is_playing()
    QCoreApplication.sendEvent(viewer, QEvent(QEvent.LanguageChange))
    assert viewer.index() == starts[1] and viewer.log_list.count() == 61


def test_another_games_file_is_refused_by_name_and_routed_to_its_own_replay(qtbot, tmp_path,
                                                                            monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    path, _, _ = saved(tmp_path, "tiwanaku", {"players": 2}, 5, moves=6)
    elfenland = games.get("elfenland").replay_viewer()()
    qtbot.addWidget(elfenland)
    assert not elfenland.load_file(path)
    assert said == ["This file holds a game of Tiwanaku. Open it with Game → Replay a saved game…."]
    viewer = replay_viewer_for(path)
    qtbot.addWidget(viewer)
    assert isinstance(viewer, ReplayWindow) and viewer.game_id == "tiwanaku"
    assert viewer.count() == 6 and viewer.isVisible()
    viewer.close()


def test_the_end_dialogs_replay_and_the_menu_open_the_games_own_replay(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from lewisclark_desktop.ui import main_window
    from lewisclark_desktop.ui.controller import GameSetup, Seat

    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat),
                               autosave=False)
    qtbot.addWidget(w)
    try:
        w.controller.autoplay = False
        w.start_game(GameSetup([Seat("Ann", "blue", "random"), Seat("Cy", "orange", "random")], 5, 0,
                               game="tiwanaku"))
        w._end_shown = True  # no end dialog in the way: its Replay button calls replay_current
        while not w.controller.is_over():
            w.controller.play_bot_moves_now(1, len(w.controller.stack))
        viewer = w.replay_current()
        assert viewer.game_id == "tiwanaku" and viewer.index() == len(w.controller.stack)
        rules = w.controller.rules
        assert rules.state_hash(viewer.state()) == rules.state_hash(w.controller.state)
        viewer.close()
        path, _, _ = saved(tmp_path, "elfenland", {"players": 3}, 5, moves=20)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
        viewer = w.open_replay()
        assert viewer.game_id == "elfenland" and viewer.count() == 20 and viewer.isVisible()
        viewer.close()
    finally:
        w.controller.shutdown()


def test_the_desktop_command_renders_any_games_replay_and_refuses_a_bad_file(qapp, tmp_path, capsys):
    from PySide6.QtGui import QImage

    from lewisclark_desktop import app

    path, _, _ = saved(tmp_path, "tiwanaku", {"players": 2}, 5, moves=10)
    out = tmp_path / "replay.png"
    code = app.main(["--replay", str(path), "--screenshot", str(out), "--size", "1280x720",
                     "--lang", "en", "--moves", "4"])
    assert code == 0 and QImage(str(out)).width() == 1280
    bad = tmp_path / "bad.lcsave"
    bad.write_bytes(path.read_bytes()[:-50])
    code = app.main(["--replay", str(bad), "--screenshot", str(out), "--lang", "en"])
    err = capsys.readouterr().err
    assert code == 2 and f"cannot replay {bad}" in err
