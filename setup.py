"""Build hook: every wheel (`pip install .`, `python -m build`, a wheel built from the sdist) gets
lewisclark_desktop/i18n/*.qm compiled from translations/*.ts with lrelease from PySide6-Essentials
(a build requirement in pyproject.toml), or the build fails. All metadata is in pyproject.toml.
"""

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
CATALOGUES = ("lewisclark_ja", "lewisclark_en")  # the .ts files in translations/ (see scripts/update-translations)


def lrelease():
    """PySide6's lrelease binary (what the pyside6-lrelease script runs), else that script on PATH."""
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations if spec else ()):
        exe = Path(folder) / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
        if exe.is_file():
            return [str(exe)]
    script = shutil.which("pyside6-lrelease")
    if script:
        return [script]
    raise SystemExit("error: lrelease not found: building lewisclark-desktop needs PySide6-Essentials "
                     "(its pyside6-lrelease compiles the translations)")


def compile_translations(target):
    target.mkdir(parents=True, exist_ok=True)
    tool = lrelease()
    for name in CATALOGUES:
        ts, qm = HERE / "translations" / f"{name}.ts", target / f"{name}.qm"
        if not ts.is_file():
            raise SystemExit(f"error: {ts.relative_to(HERE)} is missing: a build without it would be English only")
        qm.unlink(missing_ok=True)
        subprocess.run([*tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        if not qm.is_file() or qm.stat().st_size == 0:
            raise SystemExit(f"error: lrelease produced no {qm.name}")
        print(f"compiled {ts.relative_to(HERE)} -> {qm}")


def copy_tutorials(target):
    """resources/tutorials/<game>/<lang>.json into the package (lewisclark_desktop/tutorials),
    where lewisclark_desktop.tutorial finds them in a wheel."""
    source = HERE / "resources" / "tutorials"
    for path in sorted(source.glob("*/*.json")):
        dest = target / path.parent.name / path.name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest)


class BuildPyWithTranslations(build_py):
    def run(self):
        super().run()
        # An editable install runs the package from the sources, so the catalogues go there.
        editable = getattr(self, "editable_mode", False)
        package = HERE if editable else Path(self.build_lib)
        compile_translations(package / "lewisclark_desktop" / "i18n")
        if not editable:  # the sources' resources/ serve an editable install
            copy_tutorials(package / "lewisclark_desktop" / "tutorials")


if __name__ == "__main__":  # setuptools runs this file as __main__; tests import it
    setup(cmdclass={"build_py": BuildPyWithTranslations})
