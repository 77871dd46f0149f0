"""Small things a player notices (issue 11, A8): menu texts, the window title, the layout after a
restart, legends beside the plot, the rules contents, window sizes, resource pictograms, the
remembered new-game setup and the end-of-game round."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings, QSize, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox, QSplitter  # noqa: E402

from lc import table  # noqa: E402
from lewisclark_desktop.core.commands import PRACTICE, CommandStack  # noqa: E402
from lewisclark_desktop.lewisclark import engine  # noqa: E402
from lewisclark_desktop.lewisclark.game import RULES  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.ui.lewisclark import end_dialog  # noqa: E402
from lewisclark_desktop.ui.lewisclark.card_painter import GLYPH_UNIT, RESOURCE_GLYPHS  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.new_game_dialog import DEFAULT_NAME, SETUP_KEY, NewGameDialog  # noqa: E402
from lewisclark_desktop.ui.lewisclark.race_chart import RaceChart  # noqa: E402
from lewisclark_desktop.ui.lewisclark.replay_viewer import ReplayViewer  # noqa: E402
from lewisclark_desktop.ui.lewisclark.rules_reference import RulesReferenceDialog  # noqa: E402
from language import lang  # noqa: E402,F401  (fixture: switch the language)


@pytest.fixture
def settings(tmp_path, monkeypatch):
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    return QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)


@pytest.fixture
def windows(qtbot, settings):
    made = []

    def make(deferred=False):
        w = main_window.MainWindow(settings=QSettings(settings.fileName(), QSettings.IniFormat),
                                   deferred=deferred)
        qtbot.addWidget(w)
        made.append(w)
        return w

    yield make
    for w in made:
        if w._built:
            w.controller.shutdown()


def first_village_move(w):
    return next(m for m in engine.legal_moves(w.controller.state) if m.kind == "village")


# ------------------------------------------------------------------------------ 1. About
def test_about_menu_item_shows_the_ampersand_in_both_languages(windows, lang):
    w = windows()
    # iconText() is the menu text as displayed: mnemonic markers gone, "&&" shown as "&".
    assert w.about_action.iconText() == "About Lewis & Clark Desktop"
    lang("ja")
    assert "Lewis & Clark Desktop について" in w.about_action.iconText()


# ------------------------------------------------------------------------------ 2. title
def test_title_names_the_save_file_and_marks_unsaved_moves(windows, qtbot, tmp_path, monkeypatch):
    w = windows()
    w.show()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "orange")], seed=3, first_player=0))
    assert not w.isWindowModified()  # nothing played yet
    assert w.controller.apply(first_village_move(w)) is None
    assert w.isWindowModified()
    path = tmp_path / "trail.lcsave"
    w._write(str(path))
    assert w.windowTitle().startswith("trail.lcsave[*]") and "Lewis & Clark" in w.windowTitle()
    assert not w.isWindowModified()
    w.controller.apply(next(m for m in engine.legal_moves(w.controller.state)))
    assert w.isWindowModified()
    w.undo()
    assert not w.isWindowModified()  # back to what the file holds
    other = windows()
    assert other.open_path(str(path))
    assert other.windowTitle().startswith("trail.lcsave") and not other.isWindowModified()
    # Resuming the autosave: the game is not in a file of the player's choosing.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    resumed = windows()
    assert resumed.offer_resume()
    assert resumed.current_path is None and "autosave" not in resumed.windowTitle()
    assert resumed.isWindowModified()


# ------------------------------------------------------------------------------ 3. layout
def test_docks_and_splitters_come_back_after_a_restart_before_the_resume_question(
        windows, qtbot, monkeypatch):
    w = windows()
    w.resize(780, 700)
    with qtbot.waitExposed(w):
        w.show()
    # A first start lays its docks out at the next turn of the event loop, before the player
    # can touch them: their own layout comes after it (else the default would overwrite it).
    QApplication.processEvents()
    w.start_game(GameSetup([Seat("Ann", "blue"), Seat("Cy", "orange")], seed=3, first_player=0))
    w.controller.apply(first_village_move(w))
    w.resizeDocks([w.game_docks["expeditionsDock"]], [300], Qt.Horizontal)
    w.findChild(QSplitter, "mainSplitter").setSizes([250, 350])
    QApplication.processEvents()
    size, dock = w.size(), w.game_docks["expeditionsDock"].width()
    split = w.findChild(QSplitter, "mainSplitter").sizes()
    assert abs(dock - 300) <= 2 and split[1] > split[0]  # the player's layout, not the defaults
    w.close()

    seen = {}

    def question(*args, **kwargs):
        seen["dock"] = again.game_docks["expeditionsDock"].width()
        seen["split"] = again.findChild(QSplitter, "mainSplitter").sizes()
        return QMessageBox.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    again = windows(deferred=True)  # as the application starts it
    again.show()
    again.when_built(lambda: QTimer.singleShot(0, again.offer_resume))
    qtbot.waitUntil(lambda: "dock" in seen, timeout=10000)
    # restoreGeometry keeps a window on its screen (the offscreen one is 800 px wide), and a
    # game in progress may make the window wider than that.
    screen = again.screen().availableGeometry()
    assert again.width() >= min(size.width(), screen.width()) - 4
    assert again.height() == size.height()
    assert abs(seen["dock"] - dock) <= 2
    assert all(abs(a - b) <= 2 for a, b in zip(seen["split"], split))
    qtbot.waitUntil(lambda: again.controller.state is not None)
    QApplication.processEvents()
    assert abs(again.game_docks["expeditionsDock"].width() - dock) <= 2


# ------------------------------------------------------------------------------ 4. legend
@pytest.mark.parametrize("size", [(435, 196), (700, 420), (320, 420)])
def test_race_legend_sits_beside_the_plot_not_on_it(qtbot, size):
    chart = RaceChart()
    qtbot.addWidget(chart)
    stack = CommandStack(RULES, RULES.new_state({"players": 5}, 4), PRACTICE)
    for _ in range(60):
        stack.apply(engine.legal_moves(stack.state)[0])
    chart.resize(*size)
    chart.show()
    chart.set_stack(stack, [(n, c) for n, c in zip("ABCDE", ("blue", "orange", "yellow", "green",
                                                                "purple"))])
    QApplication.processEvents()
    legend = chart.legend.sceneBoundingRect()
    view = chart.plot.getPlotItem().vb.sceneBoundingRect().adjusted(1, 1, -1, -1)  # less the frame
    assert len(chart.legend.items) == 8  # five expeditions, Camp, Scout, Encampment
    assert legend.width() > 0 and not legend.intersects(view)
    assert chart.plot.sceneRect().contains(legend)  # and in sight


# ------------------------------------------------------------------------------ 5. rules
@pytest.mark.parametrize("code", ["en", "ja"])
def test_rules_contents_show_every_title_whole(qtbot, lang, code):
    lang(code)
    dialog = RulesReferenceDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    topics = dialog.topics
    metrics = topics.fontMetrics()
    for row in range(topics.count()):
        item = topics.item(row)
        needed = metrics.horizontalAdvance(item.text())
        assert topics.visualItemRect(item).left() + needed <= topics.viewport().width(), item.text()


# ------------------------------------------------------------------------------ 6. replay size
def test_replay_window_fits_a_1366_by_768_laptop_and_the_screen_it_opens_on(qtbot, windows):
    stack = CommandStack(RULES, RULES.new_state({"players": 5}, 8), PRACTICE)
    for _ in range(40):
        stack.apply(engine.legal_moves(stack.state)[0])
    parent = windows()
    parent.show()
    viewer = ReplayViewer(parent)
    qtbot.addWidget(viewer)
    viewer.load_stack(stack, [Seat(n, c) for n, c in zip("ABCDE", ("blue", "orange", "yellow",
                                                                    "green", "purple"))])
    laptop = QSize(1366, 768 - 40 - 48)  # less a task bar and the title bar
    assert viewer.minimumSizeHint().width() <= laptop.width()
    assert viewer.minimumSizeHint().height() <= laptop.height()
    room = parent.screen().availableSize()
    assert viewer.width() <= room.width() and viewer.height() <= room.height()


# ------------------------------------------------------------------------------ 7. pictograms
def glyph_mask(resource, px=12):
    image = QImage(px, px, QImage.Format_Grayscale8)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    p.translate(px / 2, px / 2)
    p.scale(px / 2 / GLYPH_UNIT, px / 2 / GLYPH_UNIT)
    p.fillPath(RESOURCE_GLYPHS[resource], QColor("black"))
    p.end()
    return {(x, y) for x in range(px) for y in range(px) if QColor(image.pixel(x, y)).lightness() < 128}


def test_the_six_resource_pictograms_differ_in_shape_at_12_pixels():
    masks = [glyph_mask(r) for r in range(6)]
    assert all(len(m) >= 12 for m in masks)  # each one is a visible figure, not a speck
    for a in range(6):
        for b in range(a + 1, 6):
            differ = len(masks[a] ^ masks[b])
            assert differ >= 0.25 * len(masks[a] | masks[b]), (a, b)


# ------------------------------------------------------------------------------ 8. new game
def test_new_game_dialog_remembers_the_last_setup_and_translates_default_names(qtbot, settings, lang):
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.rows[0][0].setText("Meriwether")
    dialog.rows[2][2].setCurrentIndex(dialog.rows[2][2].findData("easy"))
    dialog.solo_level.setValue(5)
    dialog._accept()
    assert dialog.result() == NewGameDialog.Accepted
    assert settings.value(SETUP_KEY + "seat1/name") == DEFAULT_NAME  # "Player 2" follows the language

    again = NewGameDialog(settings=settings)
    qtbot.addWidget(again)
    assert again.players.value() == 3 and again.solo_level.value() == 5
    assert [row[0].text() for row in again.rows[:3]] == ["Meriwether", "Player 2", "Player 3"]
    assert again.rows[2][2].currentData() == "easy"
    lang("ja")
    assert again.rows[1][0].text() == "プレイヤー2"  # an open dialog follows the switch
    japanese = NewGameDialog(settings=settings)
    qtbot.addWidget(japanese)
    assert [row[0].text() for row in japanese.rows[:2]] == ["Meriwether", "プレイヤー2"]
    assert japanese.setup().seats[1].name == "プレイヤー2"


# ------------------------------------------------------------------------------ 9. rounds
class Finished:
    def __init__(self, stack, seats):
        self.stack, self.state, self.seats = stack, stack.state, seats


def test_end_dialog_gives_the_round_as_players_count_it(qtbot):
    t = table(players=3, first=2)
    t.s.turn = 6  # two whole rounds played: this is the third round, Cid's turn (seat 2)
    t.scout(2, 46, camp=40)
    t.hand(2)
    t.res(2)
    t.indians(2, 0)
    t.play("camp")
    assert t.s.over and t.s.winner == 2
    dialog = end_dialog.EndOfGameDialog(Finished(t.stack, [Seat("Ann", "blue"), Seat("Ben", "orange"),
                                                           Seat("Cid", "yellow")]))
    qtbot.addWidget(dialog)
    assert "Cid" in dialog.findChild(object, "winnerText").text()
    assert dialog.findChild(object, "gameLength").text() == \
        "The game ended in round 3, after 7 turns in all."
