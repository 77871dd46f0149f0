"""Start the desktop application: `lewisclark-desktop` or `python -m lewisclark_desktop`."""

import os
import sys

from . import games

NO_DISPLAY_MESSAGE = """lewisclark-desktop: no display found (DISPLAY and WAYLAND_DISPLAY are not set).
Without a screen you can still
  play headless games in the terminal:  {cli} selfplay --players 2 --games 3 --json
  list the 84 characters:               {cli} cards
  render the window to a PNG:           {app} --screenshot window.png
or start the window on a virtual display: xvfb-run {app}
"""


def _tool(name):
    """The command to suggest: next to this Python (a venv) if it is there, else by name."""
    from pathlib import Path

    path = Path(sys.executable).parent / name
    return str(path) if path.exists() else name


def parse_args(argv):
    """The command line; a bad value is refused in one line with exit status 2."""
    from .core.cli_args import Parser, game_option, int_in, size

    ap = Parser(prog="lewisclark-desktop", description="Lewis & Clark on the desktop.")
    ap.add_argument("file", nargs="?", help="a saved game to open")
    ap.add_argument("--replay", metavar="FILE",
                    help="show the replay of a saved game (of any game) instead of playing")
    ap.add_argument("--review", metavar="FILE",
                    help="show the review of a finished saved game (of any game): where it was "
                         "won and lost")
    ap.add_argument("--lang", choices=("en", "ja"), help="interface language")
    ap.add_argument("--screenshot", metavar="PATH", help="render the window to PATH and exit")
    ap.add_argument("--seed", type=int_in(-(2**63), 2**63 - 1), default=1,
                    help="seed of the screenshot game")
    ap.add_argument("--moves", type=int_in(0, 100_000), default=None,
                    help="moves played before the screenshot (default 40); with --replay, "
                         "the position shown (default: the last)")
    ap.add_argument("--game", choices=games.ids(), default=games.DEFAULT_GAME,
                    help="the game of the screenshot")
    ap.add_argument("--players", type=int_in(1, 6), default=3,
                    help="seats in the screenshot game (as many as the game allows)")
    ap.add_argument("--size", type=size, default=(1600, 1000), metavar="WxH",
                    help="window size for the screenshot, e.g. 1280x720")
    ap.add_argument("--option", type=game_option, action="append", default=[], metavar="KEY=VALUE",
                    help="a game option of the screenshot game, e.g. mode=coop level=normal "
                         "(Tiwanaku) or variant=true (Elfenland); repeat for several")
    args = ap.parse_args(argv)
    fewest, most = games.get(args.game).players
    if not fewest <= args.players <= most:
        ap.error(f"argument --players: {args.game} is for {fewest} to {most} players")
    if args.option or (args.screenshot and not args.replay):
        # Checked here, before any window or thread exists: a refusal is one line, status 2.
        try:
            games.get(args.game).rules().new_state(screenshot_options(args), args.seed)
        except ValueError as exc:
            players = f"{args.players} player{'s' if args.players != 1 else ''}"
            ap.error(f"{args.game} with {players}: {exc}")
    return args


SCREENSHOT_NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay")


def screenshot_seats(args):
    """The screenshot game's seats: the first human, the others random bots."""
    from .core.seats import Seat

    game = games.get(args.game)
    return [Seat(SCREENSHOT_NAMES[i], game.colours[i], "human" if i == 0 else "random")
            for i in range(args.players)]


def screenshot_solo_level(args):
    return 0 if args.players == 1 and games.get(args.game).solo_level else None


def screenshot_options(args):
    """The rules options of the screenshot game, as GameSetup.rules_options() builds them."""
    options = dict(args.option)
    options.update(players=args.players, colours=[s.colour for s in screenshot_seats(args)],
                   first_player=0)
    if screenshot_solo_level(args) is not None:
        options["solo_level"] = screenshot_solo_level(args)
    return options


def has_display():
    if sys.platform != "linux":
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
                or os.environ.get("QT_QPA_PLATFORM"))


def main(argv=None):
    import multiprocessing

    multiprocessing.freeze_support()  # bots run in a spawned process, also in frozen bundles
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.review:
        problem = review_problem(args.review)  # before any window: one line, status 2
        if problem:
            sys.stderr.write(f"lewisclark-desktop: cannot review {args.review}: {problem}\n")
            return 2
    if args.screenshot and not has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if not has_display():
        sys.stderr.write(NO_DISPLAY_MESSAGE.format(cli=_tool("lewisclark"), app=_tool("lewisclark-desktop")))
        return 2
    from . import qt_platform

    problem = qt_platform.startup_problem()  # X11 libraries missing: say which packages, not abort
    if problem:
        sys.stderr.write(problem)
        return qt_platform.EXIT_CODE
    from PySide6.QtWidgets import QApplication

    from .ui import i18n

    with qt_platform.explained_platform_failure():
        app = QApplication.instance() or QApplication(sys.argv[:1])
    from .ui import gui_gc

    gui_gc.install(app)  # Qt objects are never collected on another thread (a deadlock)
    app.setApplicationName("Lewis & Clark Desktop")
    app.setOrganizationName("lewisclark-desktop")
    _set_icon(app)
    if args.screenshot:
        if args.review:
            return review_screenshot(app, args)
        return replay_screenshot(app, args) if args.replay else screenshot(app, args)
    from PySide6.QtCore import QSettings, QTimer

    from . import paths
    from .ui.main_window import MainWindow

    settings = QSettings(str(paths.settings_file()), QSettings.IniFormat)
    i18n.setup(app, args.lang, settings)  # --lang, else the remembered choice, else the system's
    if args.review:
        from .ui.review_window import open_review_file

        window = open_review_file(args.review)  # a refusal was shown: nothing to run
        return app.exec() if window is not None else 1
    if args.replay:
        from .ui.replay_viewer import replay_viewer_for

        viewer = replay_viewer_for(args.replay)  # a refusal was shown: nothing to run
        return app.exec() if viewer is not None else 1
    window = MainWindow(settings=settings, deferred=True, write_behind=True, opens=args.file)
    exit_after = os.environ.get("LEWISCLARK_EXIT_AFTER_SHOW")  # start-up benchmark
    if exit_after:
        return _run_until(app, window, exit_after)
    window.show()

    def first_game():
        if not window.offer_resume():
            window.new_game_dialog()

    if args.file:  # opened as soon as the window is built: its table is painted once, with the game
        window.when_built(lambda: window.open_path(args.file))
    else:
        window.when_built(lambda: QTimer.singleShot(0, first_game))
    return app.exec()


def _set_icon(app):
    """Our icon: inside a bundle next to the package, from a source checkout in resources/."""
    from pathlib import Path

    from PySide6.QtGui import QIcon

    here = Path(__file__).resolve().parent
    for folder in (here / "icons", here.parent / "resources" / "icons"):
        png = folder / "lewisclark-desktop-256.png"
        if png.exists():
            app.setWindowIcon(QIcon(str(png)))
            return


def _run_until(app, window, stage):
    """Start-up benchmark: quit at the window's first paint ("shown") or once it is complete
    ("built")."""
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint and stage == "shown":
                app.quit()
            return False

    watcher = FirstPaint()
    window.installEventFilter(watcher)
    if stage == "built":
        window.when_built(app.quit)
    window.show()
    app.exec()
    window.close()
    return 0


def screenshot(app, args):
    """Build the window offscreen, play a seeded bot game for a while, save a PNG."""
    import tempfile

    from PySide6.QtCore import QSettings

    from .ui import i18n
    from .ui.controller import GameSetup
    from .ui.main_window import MainWindow

    i18n.setup(app, args.lang or "en")
    width, height = args.size
    with tempfile.TemporaryDirectory() as tmp:
        settings = QSettings(os.path.join(tmp, "settings.ini"), QSettings.IniFormat)
        window = MainWindow(settings=settings, autosave=False)
        window.controller.autoplay = False
        setup = GameSetup(screenshot_seats(args), args.seed, 0, screenshot_solo_level(args),
                          options=dict(args.option), game=args.game)
        try:  # parse_args checked these options: this is a last guard
            window.start_game(setup)
        except ValueError as exc:
            window.controller.shutdown()  # no bot thread left running at exit
            sys.stderr.write(f"lewisclark-desktop: {args.game} with {args.players} players: "
                             f"{exc}\n")
            return 2
        controller = window.controller
        controller.play_bot_moves_now(40 if args.moves is None else args.moves, args.seed)
        # Stop where the human seat decides, so that the picture shows a hand and a live panel.
        for _ in range(500):
            if controller.is_over() or controller.current_seat() == 0:
                break
            controller.play_bot_moves_now(1, args.seed + len(controller.stack))
        window.resize(width, height)
        window.show()
        status = save_grab(app, window, args.screenshot)
        window.deleteLater()
        app.processEvents()
        del window
    return status


def save_grab(app, widget, path):
    """Let short animations (a tile turning over) finish, save the widget as a PNG at `path`
    and close it; the exit status (1: the file could not be written)."""
    import time

    settle = time.monotonic() + 0.8
    while time.monotonic() < settle:
        app.processEvents()
        time.sleep(0.02)
    ok = widget.grab().save(path)
    widget.close()
    if not ok:
        sys.stderr.write(f"lewisclark-desktop: could not write {path}\n")
        return 1
    print(path)
    return 0


def review_problem(path):
    """Why the save file `path` cannot be reviewed (one line), or None."""
    from .core.savefile import SaveFileError
    from .review.keep import load_for_review

    try:
        load_for_review(path)
    except SaveFileError as exc:
        return str(exc).replace("\n", " ")
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def review_screenshot(app, args, wait_s=900.0):
    """The review window of a saved game once its review is made (nothing is kept in the
    file), as a PNG of --size."""
    import time

    from .ui import i18n
    from .review.keep import load_for_review
    from .ui.review_window import ReviewWindow

    i18n.setup(app, args.lang or "en")
    saved, stack = load_for_review(args.review)
    window = ReviewWindow(saved, stack, None, title_name=os.path.basename(args.review))
    window.resize(*args.size)
    window.show()
    end = time.monotonic() + wait_s
    while (window.runner.running() or window.queue) and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.05)
    settle = time.monotonic() + 0.5
    while time.monotonic() < settle:
        app.processEvents()
        time.sleep(0.02)
    ok = window.grab().save(args.screenshot)
    window.close()
    if not ok:
        sys.stderr.write(f"lewisclark-desktop: could not write {args.screenshot}\n")
        return 1
    print(args.screenshot)
    return 0


def replay_screenshot(app, args):
    """The replay window of a saved game at position --moves (default: the last), as a PNG."""
    from .core.savefile import SaveFileError
    from .ui import i18n
    from .ui.replay_viewer import replay_viewer_for

    i18n.setup(app, args.lang or "en")
    try:  # refused here in words, not in a message box that would wait for a click
        game, _, _ = games.load_save(args.replay)
    except SaveFileError as exc:
        sys.stderr.write(f"lewisclark-desktop: cannot replay {args.replay}: {exc}\n")
        return 2
    viewer = replay_viewer_for(args.replay) if game.replay_viewer() else None
    if viewer is None:
        sys.stderr.write(f"lewisclark-desktop: {game.id} has no replay\n")
        return 1
    viewer.resize(*args.size)
    if args.moves is not None:
        viewer.set_index(args.moves)
    return save_grab(app, viewer, args.screenshot)


if __name__ == "__main__":
    sys.exit(main())
