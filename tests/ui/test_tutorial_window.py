"""The guided game in the main window ("Learn to play"): every game's tutorial played to the end
by its expected moves in both languages, wrong moves answered at their step, Back, Skip
chapter, and a language switch that keeps the step."""

import pytest
from tutorial_clicks import start_tutorial
from PySide6.QtCore import QPoint, QRect, Qt

from lewisclark_desktop.tutorial import load
from lewisclark_desktop.ui.bot_levels import level_title
from lewisclark_desktop.ui.tutorial import tutorial_games


@pytest.fixture
def guided(shell_window, qtbot):
    w = shell_window
    return w, start_tutorial(w, qtbot, "elfenland")


def parse(guide, text):
    return guide.rules.parse_move(text)


def play_step(w, guide, qtbot):
    """The step's expected input: the learner's move from the table, else Next."""
    step = guide.walk.step
    if step.kind == "learner":
        w.table.move_chosen.emit(parse(guide, step.move))
    else:
        assert guide.callout.next.isVisible()
        qtbot.mouseClick(guide.callout.next, Qt.LeftButton)


@pytest.mark.parametrize("game", [g.id for g in tutorial_games()])
def test_tutorial_played_to_the_end_by_its_expected_moves(game, shell_window, qtbot, lang):
    w = shell_window
    guide = start_tutorial(w, qtbot, game)
    tutorial = load(game, lang)
    assert guide.walk.tutorial.lang == lang
    count = sum(len(c.steps) for c in tutorial.chapters)
    learner = w.controller.seats[tutorial.learner]  # named by its colour, as the texts say
    seen = 0
    while not guide.walk.finished:
        chapter, step = guide.walk.chapter, guide.walk.step
        assert guide.callout.text.text() == step.text  # the file's text in the callout
        assert chapter.title in guide.callout.title.text()
        # the window shows the walk's game, nothing else (no autosave, no bot)
        assert guide.rules.state_hash(w.controller.state) == guide.rules.state_hash(guide.walk.state)
        play_step(w, guide, qtbot)
        seen += 1
        assert seen <= count
    assert seen == count
    assert w.controller.guided and not w.controller.autoplay
    well_done = guide.callout.text.text()
    qtbot.mouseClick(guide.callout.next, Qt.LeftButton)  # Finish
    assert w.tutorial is None and not w.controller.guided
    # then a first real game of that game: the learner against the easiest bot
    kinds = [seat.kind for seat in w.controller.seats]
    assert w.controller.game.id == game and not w.controller.is_over()
    assert kinds[0] == "human" and len(kinds) >= 2 and "human" not in kinds[1:]
    # the last screen named that opponent (the trial met an unannounced one)
    assert kinds[1:] == ["easy"] and level_title("easy") in well_done
    # and the learner keeps the tutorial's colour and name (the trial met "Player 1 / Player 2"
    # after a tutorial that said blue and orange), which the last screen says too
    first = w.controller.seats[0]
    assert learner.colour and (first.name, first.colour) == (learner.name, learner.colour)
    assert learner.name in well_done
    assert len({seat.name for seat in w.controller.seats}) == len(w.controller.seats)


def test_tutorial_wrong_legal_move_gets_the_why_and_stays(guided):
    w, guide = guided
    guide.goto("draw", 1)  # take the pig
    assert guide.walk.step.move == "take pig"
    w.table.move_chosen.emit(parse(guide, "take dragon"))
    assert guide.walk.position() == ("draw", 1)
    assert guide.callout.message.text() == guide.walk.step.why
    assert guide.callout.message.isVisible()
    assert w.table.bar.message.text() == guide.walk.step.why
    assert len(w.controller.stack) == 0  # nothing was played
    w.table.move_chosen.emit(parse(guide, "take pig"))
    assert guide.walk.position() == ("draw", 2)


def test_tutorial_illegal_move_gets_the_rules_reason_and_stays(guided):
    w, guide = guided
    guide.goto("place", 1)  # lay the pig on r03
    w.table.move_chosen.emit(parse(guide, "place pig r31"))  # no pig in the mountains
    assert guide.walk.position() == ("place", 1)
    message = guide.callout.message.text()
    assert message and message != guide.walk.step.why
    assert guide.rules.explain_illegal(guide.walk.state, parse(guide, "place pig r31"))


def test_tutorial_back_and_skip_chapter(guided, qtbot):
    w, guide = guided
    rules = guide.rules
    guide.goto("draw", 1)
    before = rules.state_hash(w.controller.state)
    w.table.move_chosen.emit(parse(guide, "take pig"))
    assert rules.state_hash(w.controller.state) != before
    qtbot.mouseClick(guide.callout.back, Qt.LeftButton)
    assert guide.walk.position() == ("draw", 1)
    assert rules.state_hash(w.controller.state) == before  # the pig is back on display
    qtbot.mouseClick(guide.callout.skip, Qt.LeftButton)
    assert guide.walk.position() == ("place", 0)
    assert w.controller.state.phase == "place"
    assert rules.state_hash(w.controller.state) == rules.state_hash(guide.walk.state)
    w.undo()  # Edit → Undo is the tutorial's Back
    assert guide.walk.position() == ("draw", 6)


def test_tutorial_language_switch_keeps_the_step(guided, qtbot, qapp, qm):
    w, guide = guided
    guide.goto("travel", 2)
    try:
        w.set_language("ja")
        qapp.processEvents()
        assert guide.walk.position() == ("travel", 2)
        assert guide.walk.tutorial.lang == "ja"
        assert guide.callout.text.text() == load("elfenland", "ja").chapters[3].steps[2].text
        w.table.move_chosen.emit(parse(guide, guide.walk.step.move))
        assert guide.walk.position() == ("travel", 3)
    finally:
        w.set_language("en")
        qapp.processEvents()
    assert guide.walk.tutorial.lang == "en"
    assert guide.callout.text.text() == load("elfenland", "en").chapters[3].steps[3].text


def callout_and_targets(w, guide):
    """The callout's rectangle and each lit target's, in the window's coordinates."""
    move = guide.walk.expected_move() if guide.walk.step.kind == "learner" else None
    origin = w.mapFromGlobal(w.table.mapToGlobal(w.table.rect().topLeft()))
    targets = [r.translated(origin) for r in w.table.guide_rects(move, guide.walk.step.highlight)]
    return guide.callout.geometry(), targets


@pytest.mark.parametrize("game", [g.id for g in tutorial_games()])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_tutorial_callout_stands_clear_of_every_lit_target(game, size, shell_window, qtbot):
    """At every step the callout lies inside the window, between its menu and status bars, and
    on none of the parts the step lights."""
    w = shell_window
    guide = start_tutorial(w, qtbot, game, size)
    inside = QRect(0, w.menuBar().geometry().bottom() + 1, w.width(),
                   w.statusBar().geometry().top() - w.menuBar().geometry().bottom() - 1)
    for chapter in guide.walk.tutorial.chapters:
        for k in range(len(chapter.steps)):
            guide.goto(chapter.id, k)
            qtbot.wait(1)
            callout, targets = callout_and_targets(w, guide)
            assert inside.contains(callout), (chapter.id, k)
            covered = [t for t in targets if callout.intersects(t) and not t.contains(callout)]
            assert covered == [], (chapter.id, k, callout, covered)


def test_tutorial_callout_leaves_the_players_and_the_legend_in_sight(guided, qtbot):
    """Elfenland's journeys (the framework's report): the callout stood on the players' panel
    and the map's legend."""
    w, guide = guided
    legend = w.table.scene.legend
    for chapter, step in (("travel", 3), ("travel", 1), ("place", 1), ("draw", 1)):
        guide.goto(chapter, step)
        qtbot.wait(1)
        callout = guide.callout.geometry()
        for part in (w.table.players_box, w.table.view):
            box = QRect(w.mapFromGlobal(part.mapToGlobal(QPoint(0, 0))), part.size())
            assert not callout.intersects(box), (chapter, step, part.objectName())
        view = w.table.view
        on_view = view.mapFromScene(legend.sceneBoundingRect()).boundingRect()
        assert not callout.intersects(on_view.translated(
            w.mapFromGlobal(view.viewport().mapToGlobal(QPoint(0, 0))))), (chapter, step)


@pytest.mark.parametrize("game", [g.id for g in tutorial_games()])
def test_tutorial_callout_buttons_show_their_labels_whole(game, shell_window, qtbot, lang):
    """At 1280x720 the callout narrowed to the log's dock cut its buttons ("Skip chapte",
    "xt: Blue pla"): at every step each shown button is as wide as its label needs."""
    w = shell_window
    guide = start_tutorial(w, qtbot, game, (1280, 720))
    callout = guide.callout
    for chapter in guide.walk.tutorial.chapters:
        for k in range(len(chapter.steps)):
            guide.goto(chapter.id, k)
            qtbot.wait(1)
            for button in (callout.back, callout.skip, callout.leave, callout.next):
                if button.isVisible():
                    assert button.width() >= button.sizeHint().width(), (
                        chapter.id, k, button.text(), button.width(), button.sizeHint().width())


def test_tutorial_link_and_menu_offer_the_game(shell_window):
    w = shell_window
    assert "elfenland" in w.learn_actions
    from lewisclark_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(w)
    index = dialog.game.findData("elfenland")
    dialog.game.setCurrentIndex(index)
    assert not dialog.learn.isHidden()
    dialog.learn.linkActivated.emit("learn")
    assert dialog.result() == NewGameDialog.LEARN
    dialog.deleteLater()


def test_tutorial_disables_save_and_save_as_until_it_ends(guided, qtbot, tmp_path, monkeypatch):
    """A tutorial's game starts from a prepared position: no save file can hold it."""
    w, guide = guided
    asked = []
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName",
                        lambda *a, **k: asked.append(a) or (str(tmp_path / "t.lcsave"), ""))
    assert not w.save_action.isEnabled() and not w.save_as_action.isEnabled()
    guide.goto("draw", 1)
    w.table.move_chosen.emit(parse(guide, "take pig"))  # the learner's move: still no save
    assert not w.save_action.isEnabled() and not w.save_as_action.isEnabled()
    w.save_as()
    w.save()
    assert asked == [] and not (tmp_path / "t.lcsave").exists()
    qtbot.mouseClick(guide.callout.leave, Qt.LeftButton)
    assert w.tutorial is None
    assert w.save_action.isEnabled() and w.save_as_action.isEnabled()


def test_tutorial_left_cleanly_by_new_game_and_by_open(guided, tmp_path):
    from lewisclark_desktop import games
    from lewisclark_desktop.ui.controller import GameSetup, Seat

    w, guide = guided
    bad = tmp_path / "bad.lcsave"
    bad.write_text("not a save", encoding="utf-8")
    assert not w.open_path(str(bad))  # a file that does not open: the tutorial goes on
    assert w.tutorial is guide and w.controller.guided and w.warnings
    assert not w.save_action.isEnabled()
    bot = games.get("elfenland").bot_levels()[0]
    w.start_game(GameSetup([Seat("A", "blue", "human"), Seat("B", "red", bot)], 5,
                           game="elfenland"))
    assert w.tutorial is None and not w.controller.guided and w.controller.autoplay
    assert w.save_action.isEnabled() and w.save_as_action.isEnabled()
    assert not guide.callout.isVisible()
    path = tmp_path / "real.lcsave"  # a real game again: it saves, and opens in a tutorial's place
    w._write(str(path))
    guide = w.learn_to_play("elfenland")
    assert w.open_path(str(path)), w.warnings
    assert w.tutorial is None and not w.controller.guided and w.save_action.isEnabled()


def test_tutorial_closing_the_window_keeps_the_autosave_of_the_game_before(autosaving_window,
                                                                          qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from lewisclark_desktop import paths
    from lewisclark_desktop.ui.controller import GameSetup, Seat

    w = autosaving_window
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(GameSetup([Seat("A", "blue", "human"), Seat("B", "red", "human")], 7,
                           game="elfenland"))
    w.controller.apply(w.controller.legal_moves()[0])
    w.controller.flush_autosave()
    before = paths.autosave_file().read_bytes()
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()))
    guide = w.learn_to_play("elfenland")  # the game before is not replaced: nothing to ask
    assert asked == []
    guide.goto("draw", 1)
    w.table.move_chosen.emit(parse(guide, "take pig"))
    assert guide.walk.position() == ("draw", 2)
    w.close()
    assert asked == [] and paths.autosave_file().read_bytes() == before


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_tutorial_callout_never_covers_the_lewisclark_expedition_board(size, shell_window, qtbot):
    """The trial: at the steps that count days and boats (camp, race 5, boats) the callout
    stood on the Expeditions panel's board ("Camp now: N days lost", the boats, the hand),
    the very thing its text spoke of. At no step may it cover that board."""
    w = shell_window
    guide = start_tutorial(w, qtbot, "lewisclark", size)
    board = w.table.expeditions_panel.own_view
    for chapter in guide.walk.tutorial.chapters:
        for k in range(len(chapter.steps)):
            guide.goto(chapter.id, k)
            qtbot.wait(1)
            shown = QRect(w.mapFromGlobal(board.mapToGlobal(QPoint(0, 0))), board.size())
            assert not guide.callout.geometry().intersects(shown), (chapter.id, k, guide.callout.geometry(), shown)
