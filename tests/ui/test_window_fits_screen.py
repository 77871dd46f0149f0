"""The main window opens inside the screen's available area, on a first start and when a size
saved on another screen (or maximised) is restored (issue 33, point 4)."""

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QMainWindow

from lewisclark_desktop.ui import main_window, window_size
from lewisclark_desktop.ui.window_size import FRAME_ALLOWANCE, SMALLEST_RESTORED, fitted_rect
from windows import open_window

SMALL = QRect(0, 0, 1280, 688)  # 1280×720 less a 32 px panel
LARGE = QRect(0, 0, 1920, 1048)  # 1920×1080 likewise


@pytest.fixture
def screen(monkeypatch):
    """Sets the available area every window is told its screen has."""
    area = {"rect": SMALL}
    monkeypatch.setattr(window_size, "available_geometry", lambda window, near=None: area["rect"])
    return area


def frame_of(rect):
    """The client rectangle with the frame the window manager adds around it."""
    return rect.adjusted(-FRAME_ALLOWANCE.width() // 2, -(FRAME_ALLOWANCE.height() - 8),
                         FRAME_ALLOWANCE.width() // 2, FRAME_ALLOWANCE.width() // 2)


def saved_geometry(qtbot, rect, maximised=False):
    """What saveGeometry wrote for a window at `rect` (its normal size when maximised)."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setGeometry(rect)
    if maximised:
        window.showMaximized()
        qtbot.waitUntil(window.isMaximized)
    return window.saveGeometry()


def test_a_first_start_at_1280x720_fits_the_available_area(qtbot, tmp_path, monkeypatch, screen):
    w = open_window(qtbot, tmp_path, monkeypatch)
    assert (w.size() + FRAME_ALLOWANCE).boundedTo(SMALL.size()) == w.size() + FRAME_ALLOWANCE
    assert w.width() >= 1200 and w.height() >= 600  # the room is used, not a small window


def test_a_first_start_at_1920x1080_has_the_preferred_size(qtbot, tmp_path, monkeypatch, screen):
    screen["rect"] = LARGE
    w = open_window(qtbot, tmp_path, monkeypatch)
    assert w.size() == main_window.FIRST_SIZE


def test_a_size_saved_at_1920x1080_is_fitted_to_1280x720(qtbot, tmp_path, monkeypatch, screen):
    saved = saved_geometry(qtbot, QRect(30, 60, 1860, 960))
    w = open_window(qtbot, tmp_path, monkeypatch, settings={"window/geometry": saved})
    assert SMALL.contains(frame_of(w.geometry()))


def test_a_window_left_maximised_at_1280x720_opens_maximised_at_1920x1080_with_a_real_normal_size(
        qtbot, tmp_path, monkeypatch, screen):
    saved = saved_geometry(qtbot, QRect(0, 0, 601, 367), maximised=True)
    screen["rect"] = LARGE
    w = open_window(qtbot, tmp_path, monkeypatch, settings={"window/geometry": saved})
    assert w.windowState() & Qt.WindowMaximized
    w.setWindowState(Qt.WindowNoState)  # un-maximised: the normal size, fitted to this screen
    assert w.size() == main_window.FIRST_SIZE
    assert LARGE.contains(frame_of(w.geometry()))


def test_a_chosen_size_that_fits_is_kept_where_it_was():
    rect = QRect(100, 120, 1200, 800)
    assert fitted_rect(rect, LARGE, QSize(1400, 900)) == rect


def test_a_window_off_the_screen_is_moved_onto_it():
    fitted = fitted_rect(QRect(1500, 900, 1100, 700), LARGE, QSize(1400, 900))
    assert fitted.size() == QSize(1100, 700) and LARGE.contains(frame_of(fitted))


def test_a_leftover_too_small_to_be_chosen_gets_the_preferred_size_within_the_room():
    assert fitted_rect(QRect(0, 0, 601, 367), SMALL, QSize(1400, 900)).size() == \
        SMALL.size() - FRAME_ALLOWANCE
    assert SMALLEST_RESTORED.width() > 601
