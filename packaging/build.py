#!/usr/bin/env python3
"""Build and check the Linux artifacts of Lewis & Clark Desktop (called by the Makefile).

    python packaging/build.py bundle      # PyInstaller one-folder bundle   -> dist/lewisclark-desktop/
    python packaging/build.py deb         # dpkg-deb package                -> dist/lewisclark-desktop_V_amd64.deb
    python packaging/build.py tarball     # the bundle as a tarball         -> dist/lewisclark-desktop-V-linux-x86_64.tar.gz
    python packaging/build.py wheelhouse  # every wheel needed (online)     -> dist/wheelhouse/
    python packaging/build.py check       # run the bundle offscreen, install/remove the .deb in a scratch root

Everything but `wheelhouse` works offline once the build dependencies (PySide6-Essentials,
pyqtgraph, platformdirs, pyinstaller, and the Debian package fonts-morisawa-bizud-gothic) are
installed. Figures (sizes, times, glibc floor) are collected in dist/package-figures.json.
"""

import argparse
import configparser
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from version import checked_version  # noqa: E402

NAME = "lewisclark-desktop"
DIST = ROOT / "dist"
BUILD = ROOT / "build"
BUNDLE = DIST / NAME
FIGURES = DIST / "package-figures.json"
ICONS = ROOT / "resources" / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
TRANSLATIONS_SCRIPT = ROOT / "scripts" / "update-translations"
DEB_ARCH = "amd64"
TAR_ARCH = "linux-x86_64"
# The oldest systems supported: Ubuntu 22.04 LTS has glibc 2.35 and libstdc++ up to GLIBCXX_3.4.30
# (libstdc++6 12.3). `check` fails when any bundled ELF file needs more (a library copied from a newer
# build machine, a newer Python or Qt); the spec leaves libstdc++, libgcc_s and libexpat to the system.
GLIBC_MAX = (2, 35)
GLIBCXX_MAX = (3, 4, 30)


def log(msg):
    print(f"[packaging] {msg}", flush=True)


def fail(msg):
    print(f"[packaging] FAILED: {msg}", file=sys.stderr, flush=True)
    raise SystemExit(1)


def run(cmd, **kw):
    log("$ " + " ".join(str(c) for c in cmd))
    return subprocess.run([str(c) for c in cmd], check=True, **kw)


def run_quiet(cmd):
    """Run a command, showing its output only if it fails."""
    log("$ " + " ".join(str(c) for c in cmd))
    r = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    if r.returncode != 0:
        fail(f"exit {r.returncode}:\n{r.stdout}{r.stderr}")
    return r


def version():
    return checked_version(ROOT)


def deb_path():
    return DIST / f"{NAME}_{version()}_{DEB_ARCH}.deb"


def tar_path():
    return DIST / f"{NAME}-{version()}-{TAR_ARCH}.tar.gz"


def record(**figures):
    data = json.loads(FIGURES.read_text()) if FIGURES.exists() else {}
    data.update(figures)
    DIST.mkdir(exist_ok=True)
    FIGURES.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")


def dir_size(path):
    return sum(p.lstat().st_size for p in Path(path).rglob("*") if p.is_file() and not p.is_symlink())


def mib(n):
    return f"{n / 1048576:.1f} MiB"


# --- bundle -------------------------------------------------------------------------------------

def compile_translations():
    if TRANSLATIONS_SCRIPT.exists():
        # --release: only lrelease (translations/*.ts -> lewisclark_desktop/i18n/*.qm); the .ts
        # sources are not touched by a packaging build.
        log("compiling translations with scripts/update-translations --release")
        run([TRANSLATIONS_SCRIPT, "--release"], cwd=ROOT)


def cmd_bundle(args):
    compile_translations()
    env = dict(os.environ)
    if args.strict_qm:
        env["LCD_ALLOW_NO_QM"] = "0"
    start = time.monotonic()
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", DIST, "--workpath", BUILD / "pyinstaller", HERE / f"{NAME}.spec"], cwd=ROOT, env=env)
    seconds = time.monotonic() - start
    size = dir_size(BUNDLE)
    record(bundle_build_seconds=round(seconds, 1), bundle_bytes=size, version=version())
    log(f"bundle: {BUNDLE.relative_to(ROOT)} {mib(size)} in {seconds:.1f} s")


def require_bundle():
    if not (BUNDLE / NAME).is_file():
        fail(f"no bundle at {BUNDLE}: run `make bundle` first")


# --- ELF facts: glibc floor, libraries the system must provide ------------------------------------

def elf_files(root):
    for p in sorted(Path(root).rglob("*")):
        if p.is_file() and not p.is_symlink():
            with open(p, "rb") as f:
                if f.read(4) == b"\x7fELF":
                    yield p


def glibc_floor(root, prefix="GLIBC"):
    """(highest GLIBC_x.y symbol version any bundled ELF file needs, the files needing it); with
    prefix="GLIBCXX" the same for libstdc++."""
    best, who = (0,), []
    for p in elf_files(root):
        out = subprocess.run(["objdump", "-T", str(p)], capture_output=True, text=True).stdout
        versions = {tuple(int(x) for x in v.split("."))
                    for v in re.findall(rf"\b{prefix}_(\d+(?:\.\d+)+)", out)}
        if not versions:
            continue
        top = max(versions)
        if top > best:
            best, who = top, [p]
        elif top == best:
            who.append(p)
    return ".".join(map(str, best)), [str(p.relative_to(root)) for p in who]


def system_libraries(root):
    """Sonames the bundle's ELF files need but do not contain (the target system provides them)."""
    bundled = {p.name for p in Path(root).rglob("*") if ".so" in p.name}
    needed = set()
    for p in elf_files(root):
        out = subprocess.run(["objdump", "-p", str(p)], capture_output=True, text=True).stdout
        needed.update(re.findall(r"^\s+NEEDED\s+(\S+)", out, re.M))
    return sorted(needed - bundled)


def debian_package_of(soname):
    out = subprocess.run(["dpkg-query", "-S", f"*/{soname}"], capture_output=True, text=True).stdout
    return out.split(":")[0].strip() if out else None


# --- deb ----------------------------------------------------------------------------------------

def cmd_deb(args):
    require_bundle()
    v = version()
    stage = BUILD / "deb" / f"{NAME}_{v}_{DEB_ARCH}"
    if stage.exists():
        shutil.rmtree(stage)
    opt = stage / "opt" / NAME
    shutil.copytree(BUNDLE, opt, symlinks=True)
    install(HERE / "linux" / f"{NAME}.sh", stage / "usr" / "bin" / NAME, 0o755)
    install(HERE / "linux" / f"{NAME}.desktop", stage / "usr" / "share" / "applications" / f"{NAME}.desktop")
    hicolor = stage / "usr" / "share" / "icons" / "hicolor"
    for s in ICON_SIZES:
        install(ICONS / f"{NAME}-{s}.png", hicolor / f"{s}x{s}" / "apps" / f"{NAME}.png")
    install(ICONS / f"{NAME}.svg", hicolor / "scalable" / "apps" / f"{NAME}.svg")
    install(HERE / "linux" / "copyright", stage / "usr" / "share" / "doc" / NAME / "copyright")
    floor, _ = glibc_floor(opt)
    control = (HERE / "linux" / "control.in").read_text(encoding="utf-8")
    for key, value in {"VERSION": v, "ARCH": DEB_ARCH, "GLIBC_MIN": floor,
                       "INSTALLED_SIZE": str((dir_size(stage) + 1023) // 1024)}.items():
        control = control.replace(f"@{key}@", value)
    if "@" in control.replace("<packaging@", "<"):
        fail("unreplaced placeholder in control.in")
    install_text(control, stage / "DEBIAN" / "control")
    normalise_modes(stage)
    start = time.monotonic()
    out = deb_path()
    # xz (default): smallest download. zstd -12: ~15x faster to build, ~20 % larger; every dpkg on a
    # system new enough for the bundle (glibc >= 2.36: Debian 12+, Ubuntu 22.10+) installs both.
    level = {"xz": "-z6", "zstd": "-z12", "gzip": "-z9"}[args.compression]
    run(["dpkg-deb", "--root-owner-group", f"-Z{args.compression}", level, "--build", stage, out])
    seconds = time.monotonic() - start
    record(deb_build_seconds=round(seconds, 1), deb_bytes=out.stat().st_size, glibc_floor=floor,
           deb_compression=args.compression)
    log(f"deb: {out.relative_to(ROOT)} {mib(out.stat().st_size)} ({args.compression}) in {seconds:.1f} s")


def install(src, dest, mode=0o644):
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)
    dest.chmod(mode)


def install_text(text, dest, mode=0o644):
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(text, encoding="utf-8")
    dest.chmod(mode)


def normalise_modes(stage):
    """Directories 0755, files 0644 or 0755 (executables, shared objects), as Debian policy wants."""
    for p in [stage, *stage.rglob("*")]:
        if p.is_symlink():
            continue
        if p.is_dir():
            p.chmod(0o755)
        else:
            p.chmod(0o755 if p.stat().st_mode & 0o111 else 0o644)


# --- tarball ------------------------------------------------------------------------------------

def cmd_tarball(args):
    require_bundle()
    out = tar_path()
    top = f"{NAME}-{version()}"
    mtime = int(os.environ.get("SOURCE_DATE_EPOCH", time.time()))

    def normalise(info):
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        info.mtime = min(info.mtime, mtime)
        if info.isdir():
            info.mode = 0o755
        elif info.isfile():
            info.mode = 0o755 if info.mode & 0o111 else 0o644
        return info

    start = time.monotonic()
    extras = {"lewisclark-desktop.desktop": HERE / "linux" / f"{NAME}.desktop",
              "lewisclark-desktop.png": ICONS / f"{NAME}-256.png",
              "lewisclark-desktop.svg": ICONS / f"{NAME}.svg"}
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(BUNDLE, arcname=top, filter=normalise, recursive=False)
        for p in sorted(BUNDLE.rglob("*")):
            tar.add(p, arcname=f"{top}/{p.relative_to(BUNDLE)}", filter=normalise, recursive=False)
        for arcname, src in extras.items():
            tar.add(src, arcname=f"{top}/share/{arcname}", filter=normalise)
    seconds = time.monotonic() - start
    record(tarball_build_seconds=round(seconds, 1), tarball_bytes=out.stat().st_size)
    log(f"tarball: {out.relative_to(ROOT)} {mib(out.stat().st_size)} in {seconds:.1f} s")


# --- wheelhouse ---------------------------------------------------------------------------------

def cmd_wheelhouse(args):
    compile_translations()
    out = DIST / "wheelhouse"
    out.mkdir(parents=True, exist_ok=True)
    # Our own wheel plus every runtime dependency as a wheel for this platform and Python.
    run([sys.executable, "-m", "pip", "wheel", "--wheel-dir", out, ROOT])
    wheels = sorted(p.name for p in out.glob("*.whl"))
    if not any(w.startswith("lewisclark_desktop-") for w in wheels):
        fail("the project's own wheel is missing from the wheelhouse")
    import zipfile

    own = max(out.glob(f"lewisclark_desktop-{version()}-*.whl"), key=lambda p: p.stat().st_mtime)
    if not any(n.endswith(".qm") for n in zipfile.ZipFile(own).namelist()):  # setup.py compiles them
        fail(f"{own.name} holds no lewisclark_desktop/i18n/*.qm: a pip install would be English only")
    record(wheelhouse_bytes=dir_size(out), wheelhouse_wheels=wheels)
    log(f"wheelhouse: {len(wheels)} wheels, {mib(dir_size(out))} in {out.relative_to(ROOT)}")
    for w in wheels:
        log(f"  {w}")
    log(f"install offline: python3 -m pip install --no-index --find-links {out.relative_to(ROOT)} {NAME}")


# --- checks -------------------------------------------------------------------------------------

def headless_env():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return env


def check_bundle():
    require_bundle()
    exe = BUNDLE / NAME
    env = headless_env()
    # 1. From the inside: version, fonts, .qm, pyqtgraph importable.
    out = subprocess.run([exe], env={**env, "LEWISCLARK_BUNDLE_SELFTEST": "1"}, capture_output=True,
                         text=True, timeout=120)
    if out.returncode != 0:
        fail(f"bundle self-test exited {out.returncode}:\n{out.stderr}")
    report = json.loads(out.stdout)
    log("bundle self-test: " + json.dumps(report, sort_keys=True))
    v = version()
    if report["version"] != v or report["version_file"] != v:
        fail(f"bundle version {report['version']!r}/{report['version_file']!r} != pyproject {v!r}")
    if not report["frozen"]:
        fail("the self-test did not run frozen")
    if report.get("test_tooling", True):
        fail("the bundle holds lewisclark_desktop.testing (the tests' tooling), or the self-test "
             "did not say")
    if not report["pyqtgraph_plot"]:
        fail("pyqtgraph could not draw a plot inside the bundle")
    if not report["spawned_worker"]:
        fail("a spawned worker process (the bots' process) did not work inside the bundle")
    if not report["fonts"] or not all("BIZ UDPGothic" in fams for fams in report["fonts"].values()):
        fail(f"bundled Japanese font not loadable: {report['fonts']}")
    if TRANSLATIONS_SCRIPT.exists() and not report["qm"]:
        fail("scripts/update-translations exists but the bundle holds no lewisclark_desktop/i18n/*.qm")
    if not report["qm"]:
        log("WARNING: the bundle holds no .qm files (scripts/update-translations does not exist yet)")
    check_games_inside(report)
    # 2. As a player would start it: the real entry point, offscreen, no display variables; every
    #    game in both languages.
    figures = {}
    with tempfile.TemporaryDirectory() as tmp:
        home_env = {**env, "LEWISCLARK_HOME": tmp, "HOME": tmp}
        shots = screenshot_each_game(exe, home_env, Path(tmp), "bundle", ("en", "ja"))
        for (game, lang), png in shots.items():
            shutil.copyfile(png, DIST / f"bundle-screenshot-{game}-{lang}.png")
        shutil.copyfile(shots[(registry_ids()[0], "en")], DIST / "bundle-screenshot-en.png")
        # 3. Start-up time. Cold = page cache dropped first (possible as root); warm = best of three.
        #    With LEWISCLARK_EXIT_AFTER_SHOW=built the app starts as a player starts it (settings,
        #    translations, main window complete) and exits; otherwise the screenshot mode, no moves.
        app_source = (ROOT / "lewisclark_desktop" / "app.py").read_text()
        if "LEWISCLARK_EXIT_AFTER_SHOW" in app_source and '"built"' in app_source:
            how = "main window built (LEWISCLARK_EXIT_AFTER_SHOW=built)"
            cmd = [exe]
            run_env = {**home_env, "QT_QPA_PLATFORM": "offscreen", "LEWISCLARK_EXIT_AFTER_SHOW": "built"}
        else:
            how = "screenshot mode, no moves"
            cmd, run_env = [exe, "--screenshot", Path(tmp) / "start.png", "--moves", "0"], home_env
        times = []
        cold = drop_caches()
        for _ in range(4):
            start = time.monotonic()
            try:
                subprocess.run(cmd, env=run_env, check=True, capture_output=True, timeout=60)
            except subprocess.TimeoutExpired:
                fail(f"start-up ({how}) did not finish within 60 s")
            times.append(time.monotonic() - start)
        first, warm = times[0], min(times[1:])
        figures.update(start_seconds_cold=round(first, 2) if cold else None, start_how=how,
                       start_seconds_first=round(first, 2), start_seconds_warm=round(warm, 2))
        log(f"start-up ({how}): first run {first:.2f} s "
            f"({'page cache dropped' if cold else 'cache not dropped'}), warm {warm:.2f} s")
    floor, who = glibc_floor(BUNDLE)
    cxx_floor, cxx_who = glibc_floor(BUNDLE, "GLIBCXX")
    figures.update(glibc_floor=floor, glibc_floor_files=who, glibcxx_floor=cxx_floor,
                   bundle_bytes=dir_size(BUNDLE),
                   bundled_qm=report["qm"], bundled_fonts=sorted(report["fonts"]),
                   font_dir_in_bundle=str(Path(report["package_dir"]).relative_to(BUNDLE) / "fonts"))
    record(**figures)
    log(f"glibc floor: GLIBC_{floor} ({', '.join(who)}); libstdc++: GLIBCXX_{cxx_floor} ({', '.join(cxx_who)})")
    check_floor("GLIBC", floor, GLIBC_MAX, who)
    check_floor("GLIBCXX", cxx_floor, GLIBCXX_MAX, cxx_who)


def registry_ids():
    """The game ids of the source tree's registry (the bundle must carry every one)."""
    sys.path.insert(0, str(ROOT))
    try:
        from lewisclark_desktop import games
    finally:
        sys.path.remove(str(ROOT))
    return games.ids()


def check_games_inside(report):
    """The self-test's word on each game: set up, bots, table, Japanese name."""
    inside = report.get("games") or {}
    for game in registry_ids():
        g = inside.get(game)
        if g is None:
            fail(f"the bundle does not know the game {game!r} (self-test: {sorted(inside)})")
        if not g["legal_moves"] or not g["bot_move_legal"]:
            fail(f"{game}: no legal move or an illegal bot move inside the bundle: {g}")
        if not g["table"]:
            fail(f"{game}: its table (ui/{game}) does not import inside the bundle")
        shipped = sorted(p.stem for p in (ROOT / "resources" / "tutorials" / game).glob("*.json"))
        if sorted(g.get("tutorials", [])) != shipped:
            fail(f"{game}: the bundle's tutorials {g.get('tutorials')} are not the sources' {shipped}")
        if g.get("tutorial_problems"):
            fail(f"{game}: its tutorial does not check inside the bundle: {g['tutorial_problems'][:3]}")
        if report["qm"] and g["name_ja"] == g["name"]:
            fail(f"{game}: the Japanese catalogue did not translate its name ({g['name']!r})")
    log("games inside the bundle: " + ", ".join(f"{k} ({v['name_ja']})" for k, v in sorted(inside.items())))


def screenshot_each_game(exe, env, folder, what, langs, moves=40):
    """Render every game's window with `exe --screenshot` after `moves` moves (two at a time:
    2 cores) and check that each PNG shows a window with a board, not an empty one.
    {(game, lang): png}."""
    from concurrent.futures import ThreadPoolExecutor

    jobs = [(game, lang) for game in registry_ids() for lang in langs]

    def shoot(job):
        game, lang = job
        png = folder / f"{what}-{game}-{lang}.png"
        start = time.monotonic()
        r = subprocess.run([exe, "--screenshot", png, "--game", game, "--lang", lang, "--players", "3",
                            "--moves", str(moves)], env=env, capture_output=True, text=True, timeout=300)
        return job, png, r, time.monotonic() - start

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(shoot, jobs))
    shots = {}
    for (game, lang), png, r, seconds in results:
        if r.returncode != 0 or not png.exists():
            fail(f"{what}: `{NAME} --screenshot --game {game} --lang {lang}` failed ({r.returncode}):\n{r.stderr}")
        problem = blank_problem(png)
        if problem:
            fail(f"{what}: the {game} ({lang}) screenshot looks blank: {problem}")
        log(f"{what}: {game} {lang} screenshot {png.stat().st_size} bytes in {seconds:.2f} s")
        shots[(game, lang)] = png
    return shots


def blank_problem(png):
    """None if the PNG shows a drawn window (many colours overall and on the board, the left
    half), else what is wrong. A window that failed to draw its game is a few flat colours."""
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    if image.isNull():
        return "not a readable image"

    def colours(img):
        small = img.scaled(160, 100)
        return len({small.pixel(x, y) for x in range(160) for y in range(100)})

    whole = colours(image)
    board = colours(image.copy(0, image.height() // 10, image.width() // 2, image.height() * 8 // 10))
    if whole < 200 or board < 40:
        return f"{whole} colours in the window, {board} on the board (a drawn game has hundreds)"
    return None


def check_floor(prefix, floor, limit, who):
    if tuple(int(x) for x in floor.split(".")) > limit:
        fail(f"the bundle needs {prefix}_{floor} ({', '.join(who)}), more than the oldest supported system"
             f" offers ({prefix}_{'.'.join(map(str, limit))}, Ubuntu 22.04): leave that library to the"
             " system (LEFT_TO_SYSTEM in the spec) or build on an older distribution")


def drop_caches():
    try:
        subprocess.run(["sync"], check=True)
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def read_desktop_entry(path):
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str
    cp.read(path, encoding="utf-8")
    return cp["Desktop Entry"]


def check_deb():
    deb = deb_path()
    if not deb.exists():
        fail(f"no {deb}: run `make deb` first")
    info = subprocess.run(["dpkg-deb", "--field", deb], capture_output=True, text=True, check=True).stdout
    fields = dict(re.findall(r"^(\S+): (.*)$", info, re.M))
    if fields.get("Version") != version() or fields.get("Package") != NAME:
        fail(f"control fields wrong: {fields}")
    depends = {d.strip().split()[0] for d in fields["Depends"].split(",")}
    # Every system library the bundle needs must come from a declared dependency (where this
    # machine can tell which package ships it).
    missing = []
    for soname in system_libraries(BUNDLE):
        pkg = debian_package_of(soname)
        if pkg and pkg.split(":")[0] not in depends:
            missing.append(f"{soname} ({pkg})")
    if missing:
        fail("Depends lacks packages for: " + ", ".join(missing))
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "root"
        admin = root / "var" / "lib" / "dpkg"
        for d in ("info", "updates", "triggers"):
            (admin / d).mkdir(parents=True)
        (admin / "status").touch()
        dpkg = ["dpkg", f"--root={root}", "--log=/dev/null", "--force-depends", "--force-not-root"]
        run_quiet(dpkg + ["--install", deb])  # warns about the Depends absent from the scratch root
        desktop = root / "usr" / "share" / "applications" / f"{NAME}.desktop"
        if not desktop.is_file():
            fail("the .desktop entry is not installed under /usr/share/applications")
        entry = read_desktop_entry(desktop)
        exec_name = entry["Exec"].split()[0]
        launcher = root / (exec_name.lstrip("/") if exec_name.startswith("/") else f"usr/bin/{exec_name}")
        if not (launcher.is_file() and os.access(launcher, os.X_OK)):
            fail(f"Exec={entry['Exec']}: {launcher} is missing or not executable")
        target = re.search(r"exec\s+(\S+)", launcher.read_text()).group(1)
        real = root / target.lstrip("/")
        if not (real.is_file() and os.access(real, os.X_OK)):
            fail(f"the launcher runs {target}, which the package does not install")
        icon = entry["Icon"]
        hicolor = root / "usr" / "share" / "icons" / "hicolor"
        found = sorted(str(p.relative_to(hicolor)) for p in hicolor.glob(f"*/apps/{icon}.*"))
        expected = {f"{s}x{s}/apps/{icon}.png" for s in ICON_SIZES} | {f"scalable/apps/{icon}.svg"}
        if set(found) != expected:
            fail(f"Icon={icon}: hicolor has {found}")
        fonts = sorted(p.name for p in (real.parent / "_internal" / "lewisclark_desktop" / "fonts").glob("*.ttf"))
        if not fonts:
            fail("no bundled font under /opt")
        # The installed copy runs every game too (straight from the scratch root's /opt), in Japanese.
        with tempfile.TemporaryDirectory() as home:
            screenshot_each_game(real, {**headless_env(), "LEWISCLARK_HOME": home, "HOME": home},
                                 Path(home), "deb", ("ja",), moves=5)
        log(f"deb installed: Exec {exec_name} -> {target}; Icon {icon} in {len(found)} sizes; fonts {fonts}")
        run_quiet(dpkg + ["--purge", NAME])
        left = sorted(str(p.relative_to(root)) for p in root.rglob("*")
                      if not str(p.relative_to(root)).startswith("var"))
        if left:
            fail(f"files left after purging the package: {left[:20]}")
        log("deb purged cleanly: nothing left outside var/lib/dpkg")


def check_tarball():
    tar = tar_path()
    if not tar.exists():
        fail(f"no {tar}: run `make tarball` first")
    top = f"{NAME}-{version()}"
    with tarfile.open(tar) as t:
        names = set(t.getnames())
    for required in (f"{top}/{NAME}", f"{top}/share/{NAME}.desktop",
                     f"{top}/_internal/lewisclark_desktop/VERSION"):
        if required not in names:
            fail(f"{tar.name} lacks {required}")
    if not any(n.startswith(f"{top}/_internal/lewisclark_desktop/fonts/") and n.endswith(".ttf") for n in names):
        fail(f"{tar.name} lacks the bundled font")
    # Unpacked where a user would unpack it, it runs every game.
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(tar) as t:
            t.extractall(tmp, filter="tar")
        home = Path(tmp) / "home"
        home.mkdir()
        screenshot_each_game(Path(tmp) / top / NAME, {**headless_env(), "LEWISCLARK_HOME": home, "HOME": home},
                             Path(tmp), "tarball", ("en",), moves=5)
    log(f"tarball ok: {len(names)} entries")


def cmd_check(args):
    check_bundle()
    check_deb()
    check_tarball()
    print_figures()


def print_figures(args=None):
    f = json.loads(FIGURES.read_text()) if FIGURES.exists() else {}

    def get(key, fmt=str):
        return fmt(f[key]) if f.get(key) is not None else "n/a"

    print("\n=== Lewis & Clark Desktop packaging figures ===")
    print(f"version:                {get('version')}")
    print(f"bundle size:            {get('bundle_bytes', mib)} (dist/{NAME}/)")
    print(f"bundle build time:      {get('bundle_build_seconds')} s (PyInstaller)")
    print(f".deb size:              {get('deb_bytes', mib)} ({get('deb_compression')}), "
          f"built in {get('deb_build_seconds')} s")
    print(f"tarball size:           {get('tarball_bytes', mib)} (gzip), built in {get('tarball_build_seconds')} s")
    print(f"cold start:             {get('start_seconds_cold')} s (page cache dropped); "
          f"warm start {get('start_seconds_warm')} s; {get('start_how')}")
    print(f"oldest glibc needed:    {get('glibc_floor')} ({', '.join(f.get('glibc_floor_files', []))});"
          f" libstdc++ GLIBCXX_{get('glibcxx_floor')}")
    print(f"bundled font folder:    {get('font_dir_in_bundle')} {f.get('bundled_fonts', '')}")
    print(f"bundled translations:   {f.get('bundled_qm', 'n/a')}")
    print(f"figures file:           {FIGURES.relative_to(ROOT)}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("bundle")
    b.add_argument("--strict-qm", action="store_true", help="fail when no .qm file is there to bundle")
    d = sub.add_parser("deb")
    d.add_argument("--compression", choices=("xz", "zstd", "gzip"), default="xz")
    for name in ("tarball", "wheelhouse", "check", "figures"):
        sub.add_parser(name)
    args = ap.parse_args(argv)
    {"bundle": cmd_bundle, "deb": cmd_deb, "tarball": cmd_tarball, "wheelhouse": cmd_wheelhouse,
     "check": cmd_check, "figures": print_figures}[args.cmd](args)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except subprocess.CalledProcessError as exc:
        fail(f"command failed ({exc.returncode}): {' '.join(map(str, exc.cmd))}")
