"""PyInstaller entry script: the same as the `lewisclark-desktop` gui-script (lewisclark_desktop.app:main).

With LEWISCLARK_BUNDLE_SELFTEST=1 in the environment it does not start the game: it prints, as
JSON, what the frozen bundle contains (version, Qt, a pyqtgraph plot, a spawned bot worker process, the bundled font and .qm files and
whether Qt can load that font, and for every game of the registry: a new game set up by its rules,
its table and bots importable, its name in Japanese) and exits. `packaging/build.py check` uses this to test the bundle
from the inside; players never set the variable.
"""

import os
import sys


def games_report(app):
    """Every game in the registry, from inside the bundle: its rules set up a game (Tiwanaku's
    through its scenario generator) with legal moves, its bots answer, its table imports, and
    its name comes out of the Japanese catalogue."""
    from lewisclark_desktop import games, tutorial
    from lewisclark_desktop.ui import i18n

    i18n.switch(app, "ja")
    report = {}
    try:
        for game in games.GAMES:
            rules = game.rules()
            state = rules.new_state({"players": max(2, game.players[0])}, 1)
            seat = rules.current_player(state)
            move = game.make_bot("random", 1).choose(rules, rules.observation(state, seat))
            report[game.id] = {
                "legal_moves": len(rules.legal_moves(state)),
                "bot_move_legal": rules.explain_illegal(state, move) is None,
                "bot_levels": list(game.bot_levels()),
                "table": game.has_ui(),
                "name": game.display_name,
                "name_ja": app.translate("Games", game.display_name),
                # its "Learn to play" files, and the checker's word on them, inside the bundle
                "tutorials": list(tutorial.available(game.id)),
                "tutorial_problems": tutorial.check(game.id) if tutorial.available(game.id) else [],
            }
    finally:
        i18n.switch(app, "en")
    return report


def selftest():
    import importlib.util
    import json
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import PySide6
    import pyqtgraph
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    import lewisclark_desktop

    pkg = Path(lewisclark_desktop.__file__).parent
    app = QApplication.instance() or QApplication(sys.argv[:1])
    plot = pyqtgraph.PlotWidget()  # pyqtgraph works, not only imports
    plot.plot([1, 3, 2])
    plot.resize(200, 120)
    plotted = not plot.grab().isNull()
    families = {}
    for font in sorted((pkg / "fonts").glob("*.tt[fc]")) + sorted((pkg / "fonts").glob("*.otf")):
        font_id = QFontDatabase.addApplicationFont(str(font))
        families[font.name] = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    # The bots' worker process: spawn works in the frozen bundle and imports our package there.
    import math
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    ctx = multiprocessing.get_context("spawn")
    try:  # the worker's initializer, so the child imports our package as the bots' worker does
        from lewisclark_desktop.bot_process import _init as init
    except ImportError:
        init = None
    with ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=init,
                             initargs=(ctx.Event(),) if init else ()) as pool:
        spawned = pool.submit(math.factorial, 10).result(timeout=60) == 3628800
    version_file = pkg / "VERSION"
    report = {
        "frozen": bool(getattr(sys, "frozen", False)),
        "version": lewisclark_desktop.__version__,
        "version_file": version_file.read_text().strip() if version_file.exists() else None,
        "package_dir": str(pkg),
        "fonts": families,
        "qm": sorted(p.name for p in (pkg / "i18n").glob("*.qm")),
        "qt": PySide6.__version__,
        "pyqtgraph": pyqtgraph.__version__,
        "pyqtgraph_plot": plotted,
        # the tooling of the tests and benchmarks must not ship (checked by package-check)
        "test_tooling": importlib.util.find_spec("lewisclark_desktop.testing") is not None,
        "spawned_worker": spawned,
        "python": sys.version.split()[0],
        "games": games_report(app),
    }
    print(json.dumps(report, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    import multiprocessing

    # First thing: in a bot worker process (spawned by lewisclark_desktop.bot_process) this runs
    # the worker and exits, before any Qt or self-test code.
    multiprocessing.freeze_support()
    if os.environ.get("LEWISCLARK_BUNDLE_SELFTEST") == "1":
        sys.exit(selftest())
    from lewisclark_desktop.app import main

    sys.exit(main())
