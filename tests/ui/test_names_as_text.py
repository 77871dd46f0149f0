"""Names are text: seat names holding markup (bold, an image of a local file, a link) show
literally wherever a game's window, its dialogs and its other windows show them: the cover,
the table, the log, the History, the charts, the end dialog, the statistics, the replay and
the New game dialog, with every tooltip and item text (read back by tests/ui/shown_texts)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox  # noqa: E402

from lewisclark_desktop import games, paths  # noqa: E402
from lewisclark_desktop.core import savefile  # noqa: E402
from lewisclark_desktop.core.commands import PRACTICE, CommandStack  # noqa: E402
from lewisclark_desktop.stats import StatsDB  # noqa: E402
from lewisclark_desktop.ui import main_window  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.end_dialog import end_dialog  # noqa: E402
from lewisclark_desktop.ui.new_game_dialog import NewGameDialog  # noqa: E402
from lewisclark_desktop.ui.stats_window import StatsWindow  # noqa: E402

from shown_texts import is_rich, name_markup_shown  # noqa: E402

NAMES = {"Zed": 'R&D <b>Zed</b><img src="/etc/x">', "Yan": 'Tom & <a href="https://example.com">Yan</a>'}
OPTIONS = {"lewisclark": {}, "elfenland": {},
           "tiwanaku": {"mode": "competitive", "board": "short"}}
COLOURS = {"lewisclark": ("blue", "orange"), "elfenland": ("red", "blue"),
           "tiwanaku": ("blue", "orange")}
BOTS = {"lewisclark": "easy", "elfenland": "normal", "tiwanaku": "normal"}  # quick to the end


def finished_save(game, path):
    """A game of two bots played to the end, saved with the names as its seats' names."""
    rules = games.rules(game)
    options = rules.normalize_options(dict(OPTIONS[game], players=2,
                                           colours=list(COLOURS[game])), 3)
    stack = CommandStack(rules, rules.new_state(options, 3), PRACTICE)
    bots = [games.get(game).make_bot(BOTS[game], seed=i) for i in range(2)]
    while not rules.is_over(stack.state):
        seat = rules.current_player(stack.state)
        stack.apply(bots[seat].choose(rules, rules.observation(stack.state, seat)))
    seats = [{"name": name, "colour": colour, "kind": "human"}
             for name, colour in zip(NAMES.values(), COLOURS[game])]
    savefile.save(path, rules, stack, options, 3, seats)
    return path


def markup_shown(widget):
    """Every place of `widget` where a name's markup does not show literally."""
    bad = []
    for word, name in NAMES.items():
        bad += name_markup_shown(widget, name, word)
        for label in widget.findChildren(QLabel):  # a label holding a raw name renders it
            if name in label.text() and is_rich(label.text(), label.textFormat()):
                bad.append((f"rich QLabel {label.objectName()!r}", label.text()))
    return bad


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The main window on a fresh per-user folder; the statistics go to its database."""
    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Ok)
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat),
                               autosave=False)
    qtbot.addWidget(w)
    w.controller.autoplay = False
    w.controller.stats_path = paths.stats_file()
    w.resize(1280, 800)
    w.show()
    yield w
    w.controller.shutdown()


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_names_with_markup_show_as_text_everywhere(window, qtbot, tmp_path, game):
    w = window
    app = QApplication.instance()
    seats = [Seat(NAMES[word], colour) for word, colour in zip(NAMES, COLOURS[game])]
    w.start_game(GameSetup(seats, 3, 0, options=dict(OPTIONS[game]), game=game))
    w._end_shown = True  # the end dialog is opened below, not as a modal
    app.processEvents()
    assert w.covered
    seen = {"cover": markup_shown(w)}
    w._uncover()
    w.controller.play_bot_moves_now(8, seed=1)
    app.processEvents()
    seen["table, log and History"] = markup_shown(w)
    w.show_moment(2)  # the History shows an earlier moment
    app.processEvents()
    seen["an earlier moment"] = markup_shown(w)
    w.show_moment(main_window.LIVE)
    assert w.open_path(finished_save(game, tmp_path / "end.lcsave"))  # recorded as it opens
    assert w.controller.is_over()
    app.processEvents()
    seen["the end"] = markup_shown(w)
    dialog = end_dialog(w.controller, w)
    dialog.show()
    seen["end dialog"] = markup_shown(dialog)
    dialog.close()
    db = StatsDB(paths.stats_file())
    db.game = game
    try:
        stats = StatsWindow(db, w)
        stats.show()
        app.processEvents()
        seen["statistics"] = markup_shown(stats)
        stats.close()
    finally:
        db.close()
    viewer = w.replay_current()
    viewer.set_index(viewer.count() // 2)
    app.processEvents()
    seen["replay"] = markup_shown(viewer)
    viewer.close()
    new_game = NewGameDialog(w, w.controller.setup)
    new_game.show()
    seen["New game dialog"] = markup_shown(new_game)
    new_game.close()
    shown = sorted({f"{moment}: {where}: {text!r}" for moment, places in seen.items()
                    for where, text in places})
    assert shown == [], "\n".join(shown)
