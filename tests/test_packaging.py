"""Fast checks of the packaging recipes (no PyInstaller run here: `make package-check` does that)."""

import configparser
import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import lewisclark_desktop

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
NAME = "lewisclark-desktop"
sys.path.insert(0, str(PACKAGING))

import make_icons  # noqa: E402
import version as packaging_version  # noqa: E402


def pyproject():
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


# --- version ------------------------------------------------------------------------------------

def test_package_version_equals_pyproject_version():
    assert lewisclark_desktop.__version__ == pyproject()["project"]["version"]


def test_packaging_reads_the_same_version_without_importing_the_package():
    assert packaging_version.package_version() == lewisclark_desktop.__version__
    assert packaging_version.checked_version() == pyproject()["project"]["version"]


def test_version_mismatch_is_refused(tmp_path):
    (tmp_path / "lewisclark_desktop").mkdir()
    (tmp_path / "lewisclark_desktop" / "__init__.py").write_text('__version__ = "9.9.9"\n')
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\nversion = "1.0.0"\n')
    with pytest.raises(SystemExit, match="version mismatch"):
        packaging_version.checked_version(tmp_path)


def test_gui_entry_point_is_what_the_bundle_starts():
    assert pyproject()["project"]["gui-scripts"][NAME] == "lewisclark_desktop.app:main"
    launcher = (PACKAGING / "launcher.py").read_text()
    assert "from lewisclark_desktop.app import main" in launcher


# --- desktop entry ------------------------------------------------------------------------------

DESKTOP_KEYS = {"Type", "Version", "Name", "GenericName", "Comment", "TryExec", "Exec", "Icon", "Terminal",
                "Categories", "Keywords", "StartupNotify", "StartupWMClass", "MimeType"}


def desktop_entry():
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str
    text = (PACKAGING / "linux" / f"{NAME}.desktop").read_text(encoding="utf-8")
    cp.read_string(text)
    return text, cp


def test_desktop_entry_is_well_formed():
    text, cp = desktop_entry()
    assert cp.sections() == ["Desktop Entry"]
    assert text.startswith("[Desktop Entry]\n")
    for line in text.splitlines()[1:]:
        assert re.fullmatch(r"[A-Za-z0-9-]+(\[[A-Za-z_@]+\])?=\S.*", line), line
        assert line == line.rstrip(), f"trailing blank: {line!r}"
    entry = cp["Desktop Entry"]
    for key in entry:
        assert key.split("[")[0] in DESKTOP_KEYS, key
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert entry["Name"] and entry["Name[ja]"]
    for key in ("Categories", "Keywords", "Keywords[ja]"):
        assert entry[key].endswith(";")
    assert "Game" in entry["Categories"].split(";")


def test_desktop_entry_points_at_the_installed_launcher_and_icon():
    _, cp = desktop_entry()
    entry = cp["Desktop Entry"]
    assert entry["Exec"].split()[0] == NAME == entry["TryExec"]
    assert set(re.findall(r"%[a-zA-Z]", entry["Exec"])) <= {"%f"}
    assert entry["Icon"] == NAME  # themed icon name: usr/share/icons/hicolor/*/apps/NAME.png
    launcher = (PACKAGING / "linux" / f"{NAME}.sh").read_text()
    assert launcher.startswith("#!/bin/sh\n")
    assert f"exec /opt/{NAME}/{NAME} \"$@\"" in launcher


# --- Debian control template ----------------------------------------------------------------------

CONTROL_FIELDS = ("Package", "Version", "Architecture", "Maintainer", "Installed-Size", "Depends", "Section",
                  "Priority", "Description")


def filled_control():
    text = (PACKAGING / "linux" / "control.in").read_text(encoding="utf-8")
    placeholders = set(re.findall(r"@([A-Z_]+)@", text))
    assert placeholders == {"VERSION", "ARCH", "INSTALLED_SIZE", "GLIBC_MIN"}
    for key, value in {"VERSION": "0.1.0", "ARCH": "amd64", "INSTALLED_SIZE": "204000",
                       "GLIBC_MIN": "2.35"}.items():
        text = text.replace(f"@{key}@", value)
    return text


def test_control_template_is_well_formed():
    text = filled_control()
    assert text.endswith("\n") and "\n\n" not in text
    fields, last = {}, None
    for line in text.rstrip("\n").split("\n"):
        if line.startswith(" "):
            assert last == "Description", f"continuation outside Description: {line!r}"
            assert line == " ." or len(line) <= 80
            continue
        key, sep, value = line.partition(": ")
        assert sep and re.fullmatch(r"[A-Z][A-Za-z-]+", key), line
        assert key not in fields
        fields[key] = value
        last = key
    assert tuple(fields) == CONTROL_FIELDS
    assert fields["Package"] == NAME
    assert re.fullmatch(r"[a-z0-9][a-z0-9.+-]+", fields["Package"])
    assert re.fullmatch(r"[^<>]+ <[^@\s]+@[^>\s]+>", fields["Maintainer"])
    assert fields["Installed-Size"].isdigit()
    for dep in fields["Depends"].split(", "):
        assert re.fullmatch(r"[a-z0-9][a-z0-9.+-]+( \(>= [0-9.]+\))?", dep), dep
    assert fields["Depends"].startswith("libc6 (>= 2.35)")


def test_libraries_left_out_of_the_bundle_are_debian_dependencies():
    """The spec leaves libstdc++, libgcc_s and libexpat to the target system (they set the glibc floor
    when copied from the build machine), so the .deb must depend on their packages."""
    import build

    spec = (PACKAGING / f"{NAME}.spec").read_text()
    left = re.search(r"^LEFT_TO_SYSTEM = \(([^)]*)\)", spec, re.M).group(1)
    assert set(re.findall(r'"([^"]+)"', left)) == {"libstdc++.so.6", "libgcc_s.so.1", "libexpat.so.1"}
    depends = {d.split()[0] for d in re.search(r"^Depends: (.*)$", filled_control(), re.M).group(1).split(", ")}
    assert {"libstdc++6", "libgcc-s1", "libexpat1"} <= depends
    # Ubuntu 22.04 LTS, the oldest system the README names, has glibc 2.35 and GLIBCXX_3.4.30.
    assert build.GLIBC_MAX == (2, 35) and build.GLIBCXX_MAX == (3, 4, 30)


# --- icons --------------------------------------------------------------------------------------

def test_svg_icon_is_square_and_small():
    svg = ICONS / f"{NAME}.svg"
    root = ET.parse(svg).getroot()
    assert root.tag.endswith("svg")
    x, y, w, h = (float(v) for v in root.get("viewBox").split())
    assert w == h
    assert svg.stat().st_size < 8 * 1024
    assert "<image" not in svg.read_text()  # drawn, not an embedded bitmap


@pytest.mark.parametrize("size", make_icons.PNG_SIZES)
def test_png_icons_have_their_size(size):
    path = make_icons.png_path(size)
    assert make_icons.png_size(path.read_bytes()) == (size, size)
    assert path.stat().st_size < 64 * 1024


def test_png_sizes_cover_16_to_512():
    assert {16, 32, 48, 64, 128, 256, 512} <= set(make_icons.PNG_SIZES)


def test_ico_holds_the_windows_sizes():
    entries = make_icons.read_ico((ICONS / f"{NAME}.ico").read_bytes())
    assert [(w, h) for w, h, _ in entries] == [(s, s) for s in make_icons.ICO_SIZES]
    assert {16, 32, 48, 256} <= set(make_icons.ICO_SIZES)
    for w, h, png in entries:
        assert make_icons.png_size(png) == (w, h)
    assert (ICONS / f"{NAME}.ico").stat().st_size < 128 * 1024


def test_icns_holds_the_macos_sizes():
    entries = make_icons.read_icns((ICONS / f"{NAME}.icns").read_bytes())
    assert [kind for kind, _ in entries] == [kind for kind, _ in make_icons.ICNS_TYPES]
    for (kind, png), (_, size) in zip(entries, make_icons.ICNS_TYPES):
        assert make_icons.png_size(png) == (size, size), kind
    assert (ICONS / f"{NAME}.icns").stat().st_size < 256 * 1024


def test_icon_writers_round_trip():
    png = make_icons.png_path(16).read_bytes()
    assert make_icons.read_ico(make_icons.ico_bytes([(16, png)])) == [(16, 16, png)]
    assert make_icons.read_icns(make_icons.icns_bytes([("ic11", png)])) == [("ic11", png)]


# --- recipes are present and consistent --------------------------------------------------------------

def test_makefile_has_the_packaging_targets():
    text = (ROOT / "Makefile").read_text()
    targets = set(re.findall(r"^([a-z][a-z-]*):", text, re.M))
    assert {"bundle", "deb", "tarball", "wheelhouse", "package", "package-check", "clean"} <= targets


def test_tutorials_go_into_the_wheel_and_the_bundle(tmp_path):
    """setup.py copies resources/tutorials into the package, where the tutorial loader looks
    first; the spec bundles them there too."""
    import json

    setup_py = load_setup_py()
    setup_py.copy_tutorials(tmp_path / "tutorials")
    copied = sorted(str(p.relative_to(tmp_path / "tutorials")) for p in (tmp_path / "tutorials").rglob("*.json"))
    assert "elfenland/en.json" in copied and "elfenland/ja.json" in copied
    assert json.loads((tmp_path / "tutorials" / "elfenland" / "ja.json").read_text("utf-8"))["game"] == "elfenland"
    spec = (PACKAGING / f"{NAME}.spec").read_text()
    assert 'f"lewisclark_desktop/tutorials/{p.parent.name}"' in spec
    assert "resources/tutorials/*/*.json" in (ROOT / "MANIFEST.in").read_text()


def test_spec_bundles_font_and_translations_next_to_the_package():
    spec = (PACKAGING / f"{NAME}.spec").read_text()
    assert '"lewisclark_desktop/fonts"' in spec
    assert '"lewisclark_desktop/i18n"' in spec
    for module in ("PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick"):
        assert f'"{module}"' in spec.split("excludes = [", 1)[1].split("]", 1)[0]


def test_inno_setup_script_is_per_user_with_start_menu_and_uninstaller():
    iss = (PACKAGING / "windows" / f"{NAME}.iss").read_text(encoding="utf-8")
    assert re.search(r"^PrivilegesRequired=lowest$", iss, re.M)
    assert "[Icons]" in iss and "{group}" in iss and "{uninstallexe}" in iss
    assert "AppVersion={#AppVersion}" in iss
    assert "lewisclark-desktop.ico" in iss


def test_no_font_files_in_the_sources():
    """Fonts are copied in at build time, never kept with the sources."""
    import subprocess

    suffixes = (".ttf", ".otf", ".ttc", ".woff", ".woff2")
    if (ROOT / ".git").exists():  # what git tracks (build outputs are ignored)
        listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                                check=True).stdout.split()
    else:  # an unpacked source tarball: everything outside build folders
        skip = {".venv", "build", "dist"}
        listed = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*")
                  if not skip & set(p.relative_to(ROOT).parts)]
    assert [f for f in listed if f.lower().endswith(suffixes)] == []


# --- start-up on a system without Qt's X11 libraries (lewisclark_desktop/qt_platform.py) -------------

FAKE_MISSING = (("liblcd-fake-cursor.so.0", "liblcd-fake-cursor0", "lcd-fake-util"),
                ("liblcd-fake-icccm.so.4", "liblcd-fake-icccm4", "lcd-fake-util"))
PRESENT = (("libc.so.6", "libc6", "glibc"),)


def x11_session(monkeypatch):
    monkeypatch.setenv("DISPLAY", ":99")
    for var in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        monkeypatch.delenv(var, raising=False)


def test_missing_x11_library_names_the_packages_and_exits_before_qt_starts(monkeypatch, capsys):
    from PySide6 import QtWidgets

    from lewisclark_desktop import app, qt_platform

    x11_session(monkeypatch)
    monkeypatch.setattr(qt_platform, "XCB_LIBRARIES", PRESENT + FAKE_MISSING)

    class NoQApplication:
        instance = staticmethod(lambda: None)  # as if none existed (pytest-qt asks too)

        def __init__(self, *args):
            raise AssertionError("QApplication created although its platform plugin cannot load")

    monkeypatch.setattr(QtWidgets, "QApplication", NoQApplication)
    assert app.main([]) == qt_platform.EXIT_CODE != 0
    err = capsys.readouterr().err
    assert "liblcd-fake-cursor.so.0, liblcd-fake-icccm.so.4" in err
    assert "sudo apt install liblcd-fake-cursor0 liblcd-fake-icccm4\n" in err
    assert "sudo dnf install lcd-fake-util\n" in err  # one Fedora package holds both
    assert "libc" not in err


def test_no_x11_advice_when_the_libraries_load_or_xcb_is_not_used(monkeypatch):
    from lewisclark_desktop import qt_platform

    x11 = {"DISPLAY": ":0"}
    assert qt_platform.startup_problem(x11, PRESENT) is None
    assert "sudo apt install liblcd-fake-cursor0" in qt_platform.startup_problem(x11, FAKE_MISSING)
    for env in ({"QT_QPA_PLATFORM": "offscreen"}, {"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"},
                {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}):
        assert qt_platform.startup_problem(env, FAKE_MISSING) is None, env  # Qt decides (or falls back)
    assert qt_platform.platforms_to_try({"QT_QPA_PLATFORM": "wayland;xcb"}) == ["wayland", "xcb"]
    assert qt_platform.platforms_to_try({"QT_QPA_PLATFORM": "xcb:nograb"}) == ["xcb"]


def test_platform_plugin_failure_inside_qt_exits_cleanly_with_advice(tmp_path):
    """When Qt itself gives up (here: a platform that does not exist), no bare abort: advice, exit 3."""
    import os
    import subprocess

    from lewisclark_desktop import qt_platform

    env = {**os.environ, "QT_QPA_PLATFORM": "lcd-no-such-platform", "HOME": str(tmp_path),
           "LEWISCLARK_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    r = subprocess.run([sys.executable, "-m", "lewisclark_desktop"], env=env, cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == qt_platform.EXIT_CODE, r.stderr
    assert "the game window cannot open" in r.stderr
    assert "QT_DEBUG_PLUGINS=1" in r.stderr


# --- the wheel carries the compiled translations (setup.py's build step) ---------------------------

def load_setup_py():
    import importlib.util

    spec = importlib.util.spec_from_file_location("lcd_setup_py", ROOT / "setup.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # defines the hook; setup() runs only as __main__
    return module


def test_build_fails_without_the_translation_sources(tmp_path, monkeypatch):
    setup_py = load_setup_py()
    monkeypatch.setattr(setup_py, "HERE", tmp_path)  # a tree without translations/
    with pytest.raises(SystemExit, match="lewisclark_ja.ts is missing"):
        setup_py.compile_translations(tmp_path / "build" / "lewisclark_desktop" / "i18n")


def clean_copy(dest):
    """The sources as a fresh checkout has them: no .qm, no build products, no venv."""
    import shutil
    import subprocess

    if (ROOT / ".git").exists():  # tracked files plus new ones not ignored
        files = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout.split("\0")
    else:  # an unpacked source tarball
        skip = {".venv", "build", "dist", "__pycache__", ".pytest_cache", ".hypothesis"}
        files = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*")
                 if p.is_file() and not skip & set(p.relative_to(ROOT).parts)]
    for name in filter(None, files):
        if (ROOT / name).is_file() and not name.endswith(".qm"):
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, dest / name)
    assert not list(dest.rglob("*.qm"))


def build_requirements_installed():
    """setuptools new enough for pyproject.toml and PySide6's lrelease, in this interpreter."""
    import importlib.metadata
    import importlib.util

    try:
        major = int(importlib.metadata.version("setuptools").split(".")[0])
    except importlib.metadata.PackageNotFoundError:
        return False
    return major >= 77 and importlib.util.find_spec("PySide6") is not None


def test_wheel_built_from_a_clean_checkout_carries_the_japanese_translation(tmp_path):
    """One real build (about a minute; without setuptools 77+ here pip fetches the build requirements
    from PyPI), then Qt loads the .qm from the wheel and translates with it."""
    import subprocess
    import zipfile

    from PySide6.QtCore import QTranslator

    src, out = tmp_path / "src", tmp_path / "wheels"
    clean_copy(src)
    isolation = ["--no-build-isolation"] if build_requirements_installed() else []
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", *isolation,
                        "--wheel-dir", str(out), str(src)], capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stdout + r.stderr
    (wheel,) = out.glob("lewisclark_desktop-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert {"lewisclark_desktop/i18n/lewisclark_ja.qm", "lewisclark_desktop/i18n/lewisclark_en.qm"} <= set(names)
    assert "lewisclark_desktop/core/savefile.py" in names
    assert {"lewisclark_desktop/tutorials/elfenland/en.json",
            "lewisclark_desktop/tutorials/elfenland/ja.json"} <= set(names)  # Learn to play
    assert not [n for n in names if n.startswith("lewisclark_desktop/testing/")]  # tests' tooling
    zipfile.ZipFile(wheel).extract("lewisclark_desktop/i18n/lewisclark_ja.qm", tmp_path)
    # A finished message of the Japanese catalogue comes out of the wheel's .qm.
    ts = ET.parse(ROOT / "translations" / "lewisclark_ja.ts").getroot()
    context = ts.find("context")
    message = next(m for m in context.iter("message")
                   if m.get("numerus") != "yes" and m.find("translation").get("type") is None
                   and m.find("translation").text)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "lewisclark_desktop" / "i18n" / "lewisclark_ja.qm"))
    assert translator.translate(context.find("name").text, message.find("source").text) == \
        message.find("translation").text


def test_package_check_refuses_a_bundle_needing_a_newer_glibc_than_ubuntu_22_04(capsys):
    import build

    build.check_floor("GLIBC", "2.35", build.GLIBC_MAX, ["_internal/libpython3.11.so.1.0"])  # passes
    with pytest.raises(SystemExit):
        build.check_floor("GLIBC", "2.36", build.GLIBC_MAX, ["_internal/libstdc++.so.6"])
    assert "needs GLIBC_2.36 (_internal/libstdc++.so.6)" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        build.check_floor("GLIBCXX", "3.4.32", build.GLIBCXX_MAX, ["_internal/libQt6Core.so.6"])


def test_every_package_folder_is_a_regular_package():
    # Wheels (setuptools' find) and the bundle (PyInstaller's collect_submodules) skip folders
    # without __init__.py, and the registry imports each game's UI by name at run time.
    package = ROOT / "lewisclark_desktop"
    folders = {p.parent for p in package.rglob("*.py") if "__pycache__" not in p.parts}
    assert folders and all((f / "__init__.py").is_file() for f in folders), sorted(
        str(f.relative_to(ROOT)) for f in folders if not (f / "__init__.py").is_file())


def test_package_check_refuses_a_blank_window_and_accepts_a_drawn_game(tmp_path, qapp):
    import build
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QImage, QPainter

    assert build.blank_problem(ROOT / "docs" / "screenshot-main-en.png") is None
    # A window that drew its menus and a line of text but no game.
    empty = QImage(1600, 1000, QImage.Format_RGB32)
    empty.fill(QColor("#efefef"))
    painter = QPainter(empty)
    painter.fillRect(0, 0, 1600, 24, QColor("#dddddd"))
    painter.setPen(Qt.black)
    painter.drawText(10, 17, "Game  Edit  View  Language  Help")
    painter.end()
    empty.save(str(tmp_path / "empty.png"))
    assert "colours in the window" in build.blank_problem(tmp_path / "empty.png")
    (tmp_path / "broken.png").write_bytes(b"not a png")
    assert build.blank_problem(tmp_path / "broken.png") == "not a readable image"


def test_package_check_wants_every_game_of_the_registry_inside_the_bundle(capsys):
    import build

    def game(name, ja):
        gid = {"Lewis & Clark": "lewisclark"}.get(name, name.lower())
        shipped = sorted(p.stem for p in (ROOT / "resources" / "tutorials" / gid).glob("*.json"))
        return {"legal_moves": 5, "bot_move_legal": True, "bot_levels": ["random"], "table": True,
                "name": name, "name_ja": ja, "tutorials": shipped, "tutorial_problems": []}

    report = {"qm": ["lewisclark_ja.qm"], "games": {
        "lewisclark": game("Lewis & Clark", "ルイス＆クラーク"), "elfenland": game("Elfenland", "エルフェンランド"),
        "tiwanaku": game("Tiwanaku", "ティワナク")}}
    build.check_games_inside(report)  # passes
    report["games"]["elfenland"]["tutorials"] = []  # Learn to play left out of the bundle
    with pytest.raises(SystemExit):
        build.check_games_inside(report)
    assert "elfenland: the bundle's tutorials [] are not the sources' ['en', 'ja']" in capsys.readouterr().err
    report["games"]["elfenland"] = game("Elfenland", "エルフェンランド")
    del report["games"]["tiwanaku"]
    with pytest.raises(SystemExit):
        build.check_games_inside(report)
    assert "does not know the game 'tiwanaku'" in capsys.readouterr().err
    report["games"]["tiwanaku"] = game("Tiwanaku", "Tiwanaku")  # the Japanese catalogue not loaded
    with pytest.raises(SystemExit):
        build.check_games_inside(report)
    assert "did not translate its name" in capsys.readouterr().err
