#!/usr/bin/env python3
"""The project's version, read from pyproject.toml, checked against lewisclark_desktop.__version__.

    python packaging/version.py     # prints e.g. 0.1.0; exits 1 if the two disagree

Used by the Makefile, the PyInstaller spec and the .deb/.iss/.app recipes, so that every artifact
carries the same version that Help -> About shows.
"""

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def pyproject_version(root=ROOT):
    with open(root / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def package_version(root=ROOT):
    """lewisclark_desktop.__version__, read without importing the package (no Qt needed)."""
    tree = ast.parse((root / "lewisclark_desktop" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__version__" for t in node.targets):
            return ast.literal_eval(node.value)
    raise LookupError("lewisclark_desktop/__init__.py has no __version__")


def checked_version(root=ROOT):
    a, b = pyproject_version(root), package_version(root)
    if a != b:
        raise SystemExit(f"version mismatch: pyproject.toml says {a!r}, "
                         f"lewisclark_desktop/__init__.py says {b!r}")
    return a


if __name__ == "__main__":
    print(checked_version())
