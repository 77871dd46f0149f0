"""Tiwanaku in the real main window, as two friends at one computer meet it: every move made
by clicks on the board, the tiles and the decision bar, the hot-seat cover between them, undo,
save and open (a damaged file refused), the end with its statistics, and the replay."""

import json
import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from lewisclark_desktop import paths
from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.stats import StatsDB
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.ui.controller import GameSetup, Seat
from lewisclark_desktop.ui.new_game_dialog import NewGameDialog
from lewisclark_desktop.ui.tiwanaku.side_views import ARROW_ROLE

from .test_tiwanaku_table import play_by_clicks


@pytest.fixture
def window(shell_window):
    shell_window.resize(1280, 720)
    shell_window.show()
    return shell_window


def start(w, options, players=2, seed=7):
    names, colours = ("Ann", "Ben", "Cid", "Dee"), ("blue", "orange", "green", "purple")
    w.start_game(GameSetup([Seat(names[i], colours[i]) for i in range(players)], seed, 0,
                           options=options, game="tiwanaku"))
    w._end_shown = True  # the end dialog (modal) is looked at in test_tiwanaku_end


def arrows_shown(w):
    model = w.table.tiles.tile_model
    return [model.index(r, c).data(ARROW_ROLE) for r in range(model.rowCount())
            for c in range(model.columnCount())]


def uncover(w, qtbot):
    """The seat to move sits down: under the cover nothing private shows, and a click lifts it."""
    assert w.covered and not w.table.isVisible()
    assert w.table._viewer is None and not w.table.bar.buttons
    if w.controller.state.coop:
        assert not any(arrows_shown(w))  # no seat's tiles behind the cover
    qtbot.mouseClick(w.cover, Qt.LeftButton)
    assert not w.covered and w.table._viewer == w.controller.state.current


def play_by_clicks_in_the_window(w, qtbot, moves=None, undo_from=None):
    """Both seats' moves chosen by Normal bots and made with the mouse; from move `undo_from` on,
    the first move that may be taken back (nothing was revealed) is taken back with Edit → Undo
    and made again ("Undo" in the result). Returns the move kinds seen."""
    c = w.controller
    bots = [make_bot("normal", 21 + k) for k in range(c.state.players)]
    seen = set()
    for k in range(moves or 2000):
        if c.is_over():
            break
        s = c.state
        if w.covered:
            uncover(w, qtbot)
        move = bots[s.current].choose(RULES, RULES.observation(s, s.current))
        before = RULES.state_hash(s)
        assert play_by_clicks(w.table, qtbot, move, s) == move
        QApplication.processEvents()
        assert RULES.state_hash(c.state) != before, f"{move} was not played"
        seen.add(type(move).__name__)
        if undo_from is not None and k >= undo_from and "Undo" not in seen:
            if not c.can_undo():  # a discovery or a divination revealed something: greyed out
                assert not w.undo_action.isEnabled() and w.undo_action.toolTip()
                continue
            seen.add("Undo")
            after = RULES.state_hash(c.state)
            w.undo_action.trigger()
            assert RULES.state_hash(c.state) == before
            if w.covered:
                uncover(w, qtbot)
            play_by_clicks(w.table, qtbot, move, c.state)
            assert RULES.state_hash(c.state) == after
    return seen


def test_a_competitive_game_by_clicks_with_the_cover_undo_saves_statistics_and_replay(window, qtbot, tmp_path):
    w = window
    start(w, {"mode": "competitive"})
    assert w.covered  # two humans: Ann uncovers the table herself
    seen = play_by_clicks_in_the_window(w, qtbot, moves=30, undo_from=4)
    assert "Undo" in seen

    # save, open: the same game; a damaged file is refused and the game stays
    path = tmp_path / "tiw.lcsave"
    w._write(str(path))
    here = RULES.state_hash(w.controller.state)
    bad = tmp_path / "bad.lcsave"
    bad.write_text(path.read_text()[:-40], encoding="utf-8")
    assert not w.open_path(str(bad))
    assert w.warnings and "damaged" in w.warnings[-1]
    assert RULES.state_hash(w.controller.state) == here
    edited = json.loads(path.read_text())
    edited["moves"][3] = "move stack Z9"
    bad.write_text(json.dumps(edited), encoding="utf-8")
    assert not w.open_path(str(bad))
    assert RULES.state_hash(w.controller.state) == here
    start(w, {"mode": "competitive"}, seed=8)
    assert w.open_path(str(path)), w.warnings
    assert RULES.state_hash(w.controller.state) == here and w.covered
    w._end_shown = True

    seen = play_by_clicks_in_the_window(w, qtbot)
    s = w.controller.state
    assert RULES.is_over(s) and {"Explore", "Divine", "Offer"} <= seen
    assert not w.covered and "Game over" in w.table.bar.prompt.text()
    assert all(item.terrain is not None for item in w.table.scene.cells)  # the map is revealed

    db = StatsDB(paths.stats_file())
    db.game = "tiwanaku"
    try:
        wins = {kind: (games, won) for kind, games, won in db.results_by_kind()}
        assert wins == {"human": (2, len(s.winners))}  # each winner counted (a tie is shared)
        assert db.average_turns() == (s.turn, 1)
    finally:
        db.close()

    viewer = w.replay_current()
    assert viewer.index() == len(w.controller.stack)
    assert RULES.state_hash(viewer.state()) == RULES.state_hash(s)
    viewer.close()

    # the scenario code shown at the end, typed into the New game dialog: the same map again
    code = re.search(r"scenario (\S+)", w.table.status.text()).group(1)
    dialog = NewGameDialog(w, w.controller.setup)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findText("Tiwanaku"))
    qtbot.keyClicks(dialog.options_widget.scenario, code)
    dialog.seed.setText("99")
    w.start_game(dialog.setup())
    again = w.controller.state.scenario
    assert (again.terrain, again.crop, again.hints) == (s.scenario.terrain, s.scenario.crop,
                                                        s.scenario.hints)


def test_a_coop_game_by_clicks_keeps_each_seats_tiles_behind_the_cover(window, qtbot):
    w = window
    start(w, {"mode": "coop", "level": "normal"}, seed=7)
    seen = play_by_clicks_in_the_window(w, qtbot, undo_from=0)
    s = w.controller.state
    assert RULES.is_over(s) and {"PlayTile", "Explore", "Supplier", "Undo"} <= seen
    db = StatsDB(paths.stats_file())
    db.game = "tiwanaku"
    try:
        team_won = bool(s.winners)
        assert db.results_by_kind() == [("human", 2, 2 if team_won else 0)]  # a team result
    finally:
        db.close()


def test_four_player_coop_with_the_automas_reaction_fits_a_1280x720_window(window):
    w = window
    seats = [Seat("Ann", "blue")] + [Seat(n, c, "random") for n, c in
                                      (("Ben", "orange"), ("Cid", "green"), ("Dee", "purple"))]
    w.start_game(GameSetup(seats, 6, 0, options={"mode": "coop", "level": "expert"},
                           game="tiwanaku"))
    w._end_shown = True
    c = w.controller
    for k in range(400):  # on to Ann's turn right after an automa reaction
        c.play_bot_moves_now(1, k)
        if c.state.current == 0 and c.state.phase == "play tile" and \
                w.table.reaction.isVisibleTo(w.table):
            break
    c.play_bot_moves_now(1, 0)  # Ann plays a tile: the turn's arrow is shown too
    assert c.state.phase == "action" and c.state.direction
    w.refresh()
    QApplication.processEvents()
    assert w.table.reaction.isVisible() and "automa" in w.table.reaction.text()
    assert w.minimumSizeHint().height() <= 720 and w.height() == 720
    for part in (w.table.players_box, w.table.diversity_box, w.table.tokens_box, w.table.tiles_box):
        assert part.height() >= part.minimumSizeHint().height()  # nothing squeezed or cut


def test_solo_statistics_are_per_game_against_its_own_opponent(qtbot, tmp_path):
    from lewisclark_desktop.stats import SeatResult
    from lewisclark_desktop.ui.stats_window import StatsWindow

    db = StatsDB(tmp_path / "stats.sqlite3")
    try:
        ann = [SeatResult("Ann", "human", "blue", 40)]
        db.record("t1", 1, "easy", 0, 30, 60, ann, game="tiwanaku")  # won at easy
        db.record("t2", 1, "expert", None, 28, 56, ann, game="tiwanaku")  # lost at expert
        db.record("t3", 1, "normal", 0, 29, 58, ann, game="tiwanaku")
        db.record("l1", 1, 3, None, 40, 200, ann, game="lewisclark")
        shown = StatsWindow(db)
        qtbot.addWidget(shown)
        cells = lambda: [[shown.solo_table.item(r, c).text() for c in range(4)]  # noqa: E731
                         for r in range(shown.solo_table.rowCount())]
        shown.game_choice.setCurrentIndex(shown.game_choice.findData("tiwanaku"))
        assert shown.groups["solo"].isVisibleTo(shown)
        assert "automa" in shown.groups["solo"].title() and "Mackenzie" not in shown.groups["solo"].title()
        assert cells() == [["Easy", "1", "1", "100 %"], ["Normal", "1", "1", "100 %"],
                           ["Expert", "1", "0", "0 %"]]  # in the order of difficulty
        shown.game_choice.setCurrentIndex(shown.game_choice.findData("lewisclark"))
        assert "Mackenzie" in shown.groups["solo"].title() and cells() == [["3", "1", "0", "0 %"]]
        shown.game_choice.setCurrentIndex(shown.game_choice.findData("elfenland"))
        assert not shown.groups["solo"].isVisibleTo(shown)  # no solo game in Elfenland
    finally:
        db.close()


def finished_games_counted(w):
    """Plays the window's game to its end; the Tiwanaku games the statistics hold then."""
    w._end_shown = True
    while not w.controller.is_over():
        w.controller.play_bot_moves_now(1, len(w.controller.stack))
    db = StatsDB(paths.stats_file())
    try:
        return db.game_count("tiwanaku")
    finally:
        db.close()


def test_a_game_played_with_the_deduction_aid_is_not_counted_in_the_statistics(window, qtbot, tmp_path):
    w = window
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "orange", "random")], 4, 0,
                           game="tiwanaku"))
    assert not w.table.deduce.isChecked()  # off by default
    w.controller.play_bot_moves_now(6, 1)
    box = w.table.deduce
    tick = QPoint(box.height() // 2, box.height() // 2)  # on its tick box
    qtbot.mouseClick(box, Qt.LeftButton, pos=tick)
    assert box.isChecked()
    qtbot.mouseClick(box, Qt.LeftButton, pos=tick)  # and off again: it was used all the same
    path = tmp_path / "aided.lcsave"
    w._write(str(path))
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "orange", "random")], 5, 0,
                           game="tiwanaku"))
    assert w.open_path(str(path)), w.warnings
    assert finished_games_counted(w) == 0
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "orange", "random")], 5, 0,
                           game="tiwanaku"))
    assert finished_games_counted(w) == 1  # the next game, without the aid, counts
