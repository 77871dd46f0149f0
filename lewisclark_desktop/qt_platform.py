"""Before Qt starts on Linux: can its X11 display plugin (xcb) load? If not, say which system
packages to install, instead of Qt's bare "could not load the Qt platform plugin" abort.

No Qt import at module level: the check runs before QApplication (and before PySide6 is loaded).
Messages are English: no translator exists yet at this point.
"""

import ctypes
import os
import sys
from contextlib import contextmanager

EXIT_CODE = 3  # the window cannot open on this system (2 = no display at all)

# Libraries Qt's xcb plugin (libqxcb.so, libQt6XcbQpa.so.6) needs that the PySide6 wheel does not
# carry: (soname, Debian/Ubuntu package, Fedora package). The first three are the ones minimal
# desktops most often lack; Qt 6.5 added xcb-cursor.
XCB_LIBRARIES = (
    ("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    ("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    ("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    ("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    ("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    ("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    ("libxcb.so.1", "libxcb1", "libxcb"),
    ("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    ("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    ("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    ("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    ("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    ("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
)


def platforms_to_try(environ=None):
    """The platform plugins Qt will try, in order: QT_QPA_PLATFORM ("wayland;xcb" is a list), else
    wayland in a Wayland session, else xcb (the PySide6 wheels' default on Linux)."""
    environ = os.environ if environ is None else environ
    requested = environ.get("QT_QPA_PLATFORM", "")
    if requested:
        return [name.split(":")[0] for name in requested.split(";") if name]
    if environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"):
        return ["wayland", "xcb"]
    return ["xcb"]


def loadable(soname):
    """Whether the dynamic loader finds the library, as it will when Qt loads its plugin
    (LD_LIBRARY_PATH and the system paths; ctypes.util.find_library sees only ldconfig's cache)."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_xcb_libraries(libraries=None):
    return [entry for entry in (XCB_LIBRARIES if libraries is None else libraries) if not loadable(entry[0])]


def install_advice(missing):
    """Plain words: what is missing and the command that installs it."""
    debian = " ".join(dict.fromkeys(deb for _, deb, _ in missing))
    fedora = " ".join(dict.fromkeys(fed for _, _, fed in missing))
    return (
        "lewisclark-desktop: the game window cannot open: Qt's X11 display plugin (xcb) needs system\n"
        f"libraries that are not installed: {', '.join(so for so, _, _ in missing)}.\n"
        "Install them, then start the game again:\n"
        f"  Debian/Ubuntu:  sudo apt install {debian}\n"
        f"  Fedora:         sudo dnf install {fedora}\n")


def startup_problem(environ=None, libraries=None):
    """Advice to print (and then exit) when Qt is certain to fail on X11; None when it can start."""
    if sys.platform != "linux" or platforms_to_try(environ) != ["xcb"]:
        return None
    missing = missing_xcb_libraries(libraries)
    return install_advice(missing) if missing else None


def failure_advice(environ=None):
    """After Qt gave up on every platform plugin: the packages if xcb lacks libraries, else how to
    find out more."""
    missing = missing_xcb_libraries() if "xcb" in platforms_to_try(environ) else []
    if missing:
        return install_advice(missing)
    return ("lewisclark-desktop: the game window cannot open: Qt could not start a display plugin "
            f"({';'.join(platforms_to_try(environ))}).\n"
            "Run it again with QT_DEBUG_PLUGINS=1 in the environment to see the reason.\n")


@contextmanager
def explained_platform_failure():
    """While QApplication is created: if Qt gives up on its platform plugin (a fatal message, then
    abort), print advice and exit with EXIT_CODE instead of a bare abort. Other Qt messages go to
    stderr as usual."""
    from PySide6.QtCore import QtMsgType, qFormatLogMessage, qInstallMessageHandler

    def handler(kind, context, message):
        sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")
        if kind == QtMsgType.QtFatalMsg and "platform plugin" in message:
            sys.stderr.write("\n" + failure_advice())
            sys.stderr.flush()
            os._exit(EXIT_CODE)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
