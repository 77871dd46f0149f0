"""Tooling for the tests and the long runs in benchmarks/ (save fuzzing, kill runs, the GUI
monkey), not for players: the wheel and the installers leave this package out (pyproject.toml,
packaging/lewisclark-desktop.spec; `make package-check` fails if the bundle holds it)."""
