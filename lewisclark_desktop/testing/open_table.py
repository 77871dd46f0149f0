"""The main window with a game's table open, as a fresh process sees it (for the tests and
benchmarks that measure a window in a subprocess: memory, what is imported).

    app, window = open_window("elfenland", home, bot_moves=4)

A two-seat game (a human and a Random bot) on seed 3, settings in `home`, no autosave, the
window shown and its events run.
"""

import os


def open_window(game_id, home, bot_moves=0):
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from lewisclark_desktop import games
    from lewisclark_desktop.ui import i18n
    from lewisclark_desktop.ui.controller import GameSetup, Seat
    from lewisclark_desktop.ui.main_window import MainWindow

    game = games.get(game_id)
    app = QApplication.instance() or QApplication([])
    i18n.setup(app, "en")
    window = MainWindow(settings=QSettings(os.path.join(home, "s.ini"), QSettings.IniFormat),
                        autosave=False)
    window.controller.autoplay = False
    seats = [Seat(f"P{i + 1}", game.colours[i], "human" if i == 0 else "random")
             for i in range(2)]
    window.start_game(GameSetup(seats, 3, 0, game=game.id))
    if bot_moves:
        window.controller.play_bot_moves_now(bot_moves, 3)
    window.show()
    for _ in range(20):
        app.processEvents()
    return app, window
