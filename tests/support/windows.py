"""The main window as a test opens it."""


def open_window(qtbot, tmp_path, monkeypatch, autosave=False, settings=None):
    """The main window on a fresh per-user folder (bots wait to be asked), with `settings`
    (key: value) stored before it opens; the warnings it would show are collected in
    `w.warnings` instead."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from lewisclark_desktop.ui import main_window

    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    stored = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    for key, value in (settings or {}).items():
        stored.setValue(key, value)
    w = main_window.MainWindow(settings=stored, autosave=autosave)
    qtbot.addWidget(w)
    w.controller.autoplay = False
    w.warnings = warnings
    return w
