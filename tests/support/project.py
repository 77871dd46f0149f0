"""Where the project's own files are, for tests that read them (docs, data, translations)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"
DATA = TESTS / "data"
DOCS = ROOT / "docs"
