"""Race chart, end-of-game summary, replay viewer and statistics window (issue 7).

The charts must show exactly the game's history (after moves and after undo), the replay must
reach every position the engine went through, and statistics must survive a damaged database.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from lewisclark_desktop import games  # noqa: E402
from lewisclark_desktop.bots.lewisclark import make_bot  # noqa: E402
from lewisclark_desktop.core import savefile  # noqa: E402
from lewisclark_desktop.core.commands import PRACTICE, CommandStack  # noqa: E402
from lewisclark_desktop.lewisclark import engine, history  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402
from lewisclark_desktop.lewisclark.positions import state_hash  # noqa: E402
from lewisclark_desktop.stats import StatsDB, game_id  # noqa: E402
from lewisclark_desktop.ui.lewisclark import texts  # noqa: E402
from lewisclark_desktop.ui.lewisclark.race_chart import RaceChart  # noqa: E402
from lewisclark_desktop.ui.lewisclark.replay_viewer import ReplayViewer  # noqa: E402
from lewisclark_desktop.ui.stats_window import StatsWindow  # noqa: E402
from lewisclark_desktop.ui.lewisclark.summary_charts import SummaryCharts  # noqa: E402
from stats_games import record_five_games, seats  # noqa: E402

SEATS = [("Ann", "blue"), ("Bob", "orange"), ("Cy", "yellow")]
SAVE_SEATS = [{"name": "Ann", "colour": "blue", "kind": "human"},
              {"name": "Bob", "colour": "orange", "kind": "random"},
              {"name": "Cy", "colour": "yellow", "kind": "human"}]


@pytest.fixture(autouse=True)
def english():
    texts.set_language("en")
    yield
    texts.set_language("en")


def played(players=3, seed=5, moves=250, solo_level=None):
    options = {"players": players}
    if solo_level is not None:
        options["solo_level"] = solo_level
    stack = CommandStack(RULES, RULES.new_state(options, seed), PRACTICE)
    rng = random.Random(seed)
    for _ in range(moves):
        if stack.state.over:
            break
        stack.apply(rng.choice(engine.legal_moves(stack.state)))
    return stack


def history_of(stack):
    states = [e.before for e in stack.done] + [stack.state]
    return states, [e.move for e in stack.done]


def assert_chart_matches(chart, stack):
    states, moves = history_of(stack)
    r = history.race(states, moves)
    n = len(stack.state.players)
    xs = [t / n for t in r.turns]
    series = chart.series()
    for seat in range(n):
        assert series[f"camp:{seat}"] == (xs, r.camps[seat])
        assert series[f"scout:{seat}"] == (xs, r.scouts[seat])
        # the last point is the position now
        assert series[f"camp:{seat}"][1][-1] == stack.state.players[seat].camp
        assert series[f"scout:{seat}"][1][-1] == stack.state.players[seat].scout
    if stack.state.solo:
        assert series["mackenzie"] == (xs, r.mackenzie)
    else:
        assert "mackenzie" not in series
    markers = chart.markers()
    assert [(m[1], m[3]) for m in markers] == [(camp, seat) for _, seat, _, camp in r.encampments]
    assert [m[2] for m in markers] == [f"\u2212{d}" if d else "" for _, _, d, _ in r.encampments]
    return r


class FakeController(QObject):
    """What RaceChart.follow needs from the GameController: changed, game, stack, seats."""
    changed = Signal()

    def __init__(self, stack, seats):
        super().__init__()
        self.game = games.get("lewisclark")
        self.stack = stack
        self.seats = seats


# ------------------------------------------------------------------------------ race chart
def test_race_chart_matches_history_after_moves_and_after_undo(qtbot):
    chart = RaceChart()
    qtbot.addWidget(chart)
    stack = played(moves=300)
    chart.set_stack(stack, SEATS)
    before = assert_chart_matches(chart, stack)
    assert before.encampments, "the random game should have camped"
    samples = len(chart.series()["camp:0"][0])

    # Undo back two whole turns: the chart shrinks to the shorter history.
    turn = stack.state.turn
    while stack.done and stack.state.turn > turn - 2:
        stack.undo()
    chart.set_stack(stack, SEATS)
    after = assert_chart_matches(chart, stack)
    assert len(chart.series()["camp:0"][0]) < samples
    assert len(after.encampments) <= len(before.encampments)

    stack.undo_all()
    chart.set_stack(stack, SEATS)
    assert_chart_matches(chart, stack)
    assert chart.series()["camp:0"] == ([0.0], [stack.state.players[0].camp])


def test_race_chart_follows_a_controller_live(qtbot):
    stack = played(moves=0)
    controller = FakeController(stack, SEATS)
    chart = RaceChart()
    qtbot.addWidget(chart)
    chart.show()
    chart.follow(controller)
    rng = random.Random(3)
    for _ in range(120):
        stack.apply(rng.choice(engine.legal_moves(stack.state)))
        controller.changed.emit()
    assert_chart_matches(chart, stack)
    for _ in range(5):
        stack.undo()
    controller.changed.emit()
    assert_chart_matches(chart, stack)
    # hidden (a closed dock): no work until shown again, then up to date
    chart.hide()
    stack.apply(engine.legal_moves(stack.state)[0])
    controller.changed.emit()
    chart.show()
    assert_chart_matches(chart, stack)


def test_solo_race_chart_draws_mackenzie(qtbot):
    chart = RaceChart()
    qtbot.addWidget(chart)
    stack = played(players=1, seed=2, moves=150, solo_level=3)
    chart.set_stack(stack, [("Meriwether", "green")])
    assert_chart_matches(chart, stack)
    assert chart.series()["mackenzie"][1][-1] == stack.state.mackenzie


def test_language_change_redraws_the_same_data(qtbot):
    chart = RaceChart()
    qtbot.addWidget(chart)
    stack = played(moves=120)
    chart.set_stack(stack, SEATS)
    series = chart.series()
    QCoreApplication.sendEvent(chart, QEvent(QEvent.LanguageChange))
    assert chart.series() == series


# ------------------------------------------------------------------------------ summary
def test_summary_charts_build_every_tab(qtbot):
    charts = SummaryCharts()
    qtbot.addWidget(charts)
    stack = played(moves=400)
    states, moves = history_of(stack)
    charts.set_history(states, moves, SAVE_SEATS)  # save-file seat dicts work too
    r = history.race(states, moves)
    assert charts.count() == 4
    assert all(charts.tabText(i) for i in range(4))
    assert charts.race_chart.series()["camp:1"][1] == r.camps[1]
    resources = charts.resources_series()
    for seat in range(3):
        assert resources[seat][1] == r.resources[seat]
    bars = charts.encampment_bars()
    for seat in range(3):
        assert [d for _, d in bars[seat]] == [d for _, s, d, _ in r.encampments if s == seat]
    table = charts.recruits_table
    assert table.rowCount() == len(r.recruits)
    for row, (turn, seat, card) in enumerate(r.recruits):
        assert table.item(row, 1).text() == str(turn + 1)
        assert table.item(row, 2).text() == SEATS[seat][0]
        assert table.item(row, 3).text() == texts.card_name(card)
    QCoreApplication.sendEvent(charts, QEvent(QEvent.LanguageChange))
    assert charts.resources_series() == resources


def test_summary_of_an_empty_history_is_empty(qtbot):
    charts = SummaryCharts()
    qtbot.addWidget(charts)
    charts.set_history([], [], [])
    assert charts.race_chart.series() == {} and charts.recruits_table.rowCount() == 0


# ------------------------------------------------------------------------------ replay
@pytest.fixture
def saved_game(tmp_path):
    seed, options = 42, {"players": 3}
    stack = CommandStack(RULES, RULES.new_state(options, seed), PRACTICE)
    rng = random.Random(9)
    for _ in range(180):
        stack.apply(rng.choice(engine.legal_moves(stack.state)))
    path = tmp_path / "game.lcsave"
    savefile.save(path, RULES, stack, RULES.normalize_options(options, seed), seed, SAVE_SEATS)
    return path, seed, options, stack.move_texts


def engine_hash_after(seed, options, texts_, k):
    stack = CommandStack(RULES, RULES.new_state(options, seed), PRACTICE)
    for text in texts_[:k]:
        stack.apply_text(text)
    return state_hash(stack.state)


def test_replay_reaches_every_position_of_a_saved_game(qtbot, saved_game):
    path, seed, options, move_texts = saved_game
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    assert viewer.load_file(path)
    n = len(move_texts)
    assert viewer.count() == n and viewer.index() == n  # opens on the final position
    assert state_hash(viewer.state()) == engine_hash_after(seed, options, move_texts, n)
    for k in (0, 1, 2, 17, n // 2, n - 1, n):
        viewer.set_index(k)
        assert viewer.index() == k
        assert state_hash(viewer.state()) == engine_hash_after(seed, options, move_texts, k)
        assert viewer.board_scene.state() is viewer.state()
        assert viewer.slider.value() == k and viewer.log_list.currentRow() == k
        # every hand is shown, and the race chart follows the position
        assert len(viewer.expedition_scenes) == 3
        assert viewer.expedition_scenes[0].items_of_kind("hand_card") or \
            not viewer.state().players[0].hand
        camps = viewer.race_chart.series()["camp:2"][1]
        assert camps[-1] == viewer.state().players[2].camp
    viewer.set_index(n + 10)
    assert viewer.index() == n
    viewer.set_index(-3)
    assert viewer.index() == 0


def test_replay_timeline_buttons_keys_and_log(qtbot, saved_game):
    path, seed, options, move_texts = saved_game
    n = len(move_texts)
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    viewer.load_file(path)
    viewer.show()
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)  # window shortcuts need the active window
    qtbot.keyClick(viewer, Qt.Key_Home)
    assert viewer.index() == 0
    qtbot.keyClick(viewer, Qt.Key_Right)
    qtbot.keyClick(viewer, Qt.Key_Right)
    assert viewer.index() == 2
    qtbot.keyClick(viewer, Qt.Key_Left)
    assert viewer.index() == 1
    qtbot.keyClick(viewer, Qt.Key_End)
    assert viewer.index() == n
    assert not viewer.buttons["next"].isEnabled() and viewer.buttons["prev"].isEnabled()
    qtbot.mouseClick(viewer.buttons["first"], Qt.LeftButton)
    assert viewer.index() == 0 and not viewer.buttons["prev"].isEnabled()
    qtbot.mouseClick(viewer.buttons["next"], Qt.LeftButton)
    assert viewer.index() == 1
    qtbot.mouseClick(viewer.buttons["last"], Qt.LeftButton)
    assert viewer.index() == n
    viewer.slider.setValue(25)  # dragging the timeline
    assert viewer.index() == 25
    assert state_hash(viewer.state()) == engine_hash_after(seed, options, move_texts, 25)
    viewer.log_list.setCurrentRow(7)  # clicking a log line
    assert viewer.index() == 7 and viewer.slider.value() == 7
    assert viewer.log_list.count() == n + 1  # "0. Start of the game" + one line per move


def test_replay_exports_the_log_as_text(qtbot, saved_game, tmp_path):
    path, _, _, move_texts = saved_game
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    viewer.load_file(path)
    out = tmp_path / "log.txt"
    viewer.export_log(out)
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(move_texts)
    assert lines[0].startswith("1. ") and lines[-1].startswith(f"{len(move_texts)}. ")
    assert all(": " in line for line in lines)
    names = {line.split(". ", 1)[1].split(":", 1)[0] for line in lines}
    assert names <= {"Ann", "Bob", "Cy"} and len(names) == 3


def test_replay_of_the_game_just_finished(qtbot):
    stack = played(moves=90)
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    viewer.load_stack(stack, SEATS)
    assert viewer.count() == 90
    assert state_hash(viewer.state()) == state_hash(stack.state)
    states, _ = history_of(stack)
    viewer.set_index(40)
    assert state_hash(viewer.state()) == state_hash(states[40])
    QCoreApplication.sendEvent(viewer, QEvent(QEvent.LanguageChange))
    assert viewer.index() == 40 and viewer.log_list.count() == 91


@pytest.mark.parametrize("damage", ["truncate", "garbage", "missing"])
def test_a_damaged_save_is_refused_with_a_message(qtbot, saved_game, monkeypatch, damage):
    path, *_ = saved_game
    if damage == "truncate":
        path.write_bytes(path.read_bytes()[:-60])
    elif damage == "garbage":
        path.write_bytes(b"\x00\xff not a save \x89")
    else:
        path = path.with_name("nowhere.lcsave")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *a, **k: shown.append((title, text))))
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    viewer.load_stack(played(moves=10), SEATS)
    assert not viewer.load_file(path)
    assert len(shown) == 1 and shown[0][1]
    assert path.name in shown[0][1]
    assert viewer.count() == 10  # what was shown stays


# ------------------------------------------------------------------------------ statistics
def cells(table):
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_stats_window_shows_the_recorded_games(qtbot, tmp_path):
    db = StatsDB(tmp_path / "stats.sqlite3")
    record_five_games(db)
    window = StatsWindow(db)
    qtbot.addWidget(window)
    assert window.message.isHidden()
    assert cells(window.kind_table) == [["Human", "3", "2", "67 %"], ["Bot: normal", "3", "1", "33 %"],
                                        ["Bot: hard", "1", "0", "0 %"]]
    assert cells(window.player_table) == [["P0", "5", "3", "60 %"]]
    assert [row[2] for row in cells(window.fastest_table)] == ["20", "30", "35", "40"]
    assert cells(window.solo_table) == [["3", "2", "1", "50 %"]]
    assert "5" in window.summary.text() and "33.2" in window.summary.text()
    assert window.rates == pytest.approx([200 / 3, 100 / 3, 0.0])
    assert window.lengths == [30, 40, 20, 35, 41]


def test_a_finished_game_counts_once_even_when_opened_again(qtbot, tmp_path, saved_game):
    path, seed, options, move_texts = saved_game
    db_path = tmp_path / "stats.sqlite3"
    gid = game_id(seed, options, move_texts)
    db = StatsDB(db_path)
    assert db.record(gid, 3, None, 0, 60, len(move_texts), seats("human", "random", "human"))
    db.close()
    db = StatsDB(db_path)  # the application started again, the same save reopened
    assert not db.record(gid, 3, None, 0, 60, len(move_texts), seats("human", "random", "human"))
    window = StatsWindow(db)
    qtbot.addWidget(window)
    assert cells(window.player_table) == [["P0", "1", "1", "100 %"], ["P2", "1", "0", "0 %"]]
    db.record("other", 2, None, 1, 50, 70, seats("human", "random"))
    window.refresh()
    assert window.lengths == [60, 50]


def test_stats_window_on_a_damaged_database_shows_the_message(qtbot, tmp_path):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"SQLite format 3\x00" + b"\x13garbage" * 500)
    db = StatsDB(path)
    window = StatsWindow(db)
    qtbot.addWidget(window)
    window.show()
    assert db.message and not window.message.isHidden()
    assert db.message in window.message.text()
    assert window.kind_table.rowCount() == 0 and window.lengths == []
    assert list(tmp_path.glob("stats.sqlite3.damaged-*"))
    assert db.record("x", 2, None, 0, 10, 50, seats("human", "easy"))
    window.refresh()
    assert cells(window.kind_table)[0][:3] == ["Human", "1", "1"]


def face_up_hand_cards(viewer):
    return [it.card for scene in viewer.expedition_scenes for it in scene.items_of_kind("hand_card")
            if it.card >= 0]


def test_the_replay_of_an_unfinished_save_keeps_hands_and_supports_secret(qtbot, saved_game):
    path, *_ = saved_game
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    assert viewer.load_file(path)
    assert not viewer.state().over and not viewer.revealed
    supports = [(k, m.card2) for k, m in enumerate(viewer._moves) if m.kind == "play" and m.card2 >= 0]
    assert supports  # the game has face-down support cards to keep secret
    for k, card in supports:
        assert texts.card_name(card) not in viewer.log_list.item(k + 1).text()
    for k in (0, viewer.count() // 2, viewer.count()):
        viewer.set_index(k)
        assert face_up_hand_cards(viewer) == []


def test_the_replay_of_a_finished_game_shows_every_hand(qtbot):
    stack = CommandStack(RULES, RULES.new_state({"players": 2}, 3), PRACTICE)
    bots = [make_bot("normal", seed) for seed in (1, 2)]
    while not stack.state.over:
        seat = RULES.current_player(stack.state)
        stack.apply(bots[seat].choose(RULES, RULES.observation(stack.state, seat)))
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    viewer.load_stack(stack, SEATS[:2])
    assert viewer.revealed
    viewer.set_index(viewer.count() // 2)
    hands = [c for p in viewer.state().players for c in p.hand]
    assert sorted(face_up_hand_cards(viewer)) == sorted(hands)
