"""Mutation score of the rules packages and core/ (issue 39): mutmut, the non-UI tests as judge.

    benchmarks/mutation.py [PACKAGE ...] [--tests FILE ...] [--deselect NODEID ...]
                           [--max-children N] [--timeout-multiplier X] [--fresh] [--survivors]

PACKAGE is any of core, elfenland, tiwanaku, lewisclark (default: all four, smallest first).
Each package is mutated on its own in benchmarks/.mutation-work/PACKAGE/ (a copy of the source
and of the non-UI tests; mutmut's own `mutants/` folder and results stay there, so an interrupted
run goes on where it stopped). mutmut runs from its own venv (scripts/mutation-venv), never the
project's, at `nice -n 19`. Prints per package the mutants killed / survived / timed out (and
those no test reaches), and writes the survivors' names to .mutation-work/PACKAGE/survivors.txt;
`mutmut show NAME` in that folder shows one.

--tests narrows the judge to some test files (paths under tests/): on a busy machine the whole
non-UI suite per surviving mutant is long. A narrower judge can only kill fewer mutants, so its
score is a lower bound of the full judge's. --deselect leaves single slow tests out of the judge
(pytest node ids, e.g. a whole bot game). --survivors reruns only the mutants that survived
last time (after tests were added). --fresh forgets earlier results; without it a mutant this
run does not judge keeps its last verdict (when its function is unchanged), so the figures
combine the runs.

Each test starts with the rules packages' memos emptied (a conftest.py written into the work
folder): mutmut forks every mutant's worker from a process that has already run the judge once,
so a memo filled there (a `functools.cache` such as Tiwanaku's `board.grid`, or a module-level
dict such as `engine._OFFERS`) would hand every mutant the objects the unmutated code built, and
the mutants of `Grid.__init__` and the like would survive whatever the tests check.

A mutant is timed out (and counted as killed) past TIMEOUT_MULTIPLIER x 2 x (its tests' time + 1 s)
of CPU time; mutmut's default multiplier, 15, lets a mutant that loops in the generator run for an
hour.

Not part of the test suite or CI: a full run takes hours on two shared cores.
"""

import argparse
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "benchmarks" / ".mutation-work"
PACKAGES = ("core", "elfenland", "tiwanaku", "lewisclark")
UI_MARKERS = re.compile(r"PySide6|qtbot|pytestqt|has_ui|lewisclark_desktop\.ui\b"
                        r"|from lewisclark_desktop import ui")
# Module-level memos the rules code fills as it runs (besides functools caches, found by
# themselves): emptied before each test, see the module text.
MEMOS = {"lewisclark_desktop.lewisclark.engine": ("_PLAYS",),
         "lewisclark_desktop.tiwanaku.engine": ("_OFFERS",),
         "lewisclark_desktop.tiwanaku.movement": ("_BYTES",)}
FRESH_MEMOS = '''"""Written by benchmarks/mutation.py: every test starts with the memos of lewisclark_desktop
emptied, so that a mutant's code builds what the test uses (mutmut forks each mutant's worker
from a process that has already run the tests, memos filled)."""

import sys

import pytest

MEMOS = %r


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    for name, module in list(sys.modules.items()):
        if not name.startswith("lewisclark_desktop.") or module is None:
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info"):
                value.cache_clear()
        for memo in MEMOS.get(name, ()):
            getattr(module, memo).clear()
'''


def non_ui_tests():
    """Test files (relative to the repo) that need no Qt: the judge."""
    out = []
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[1] == "ui" or UI_MARKERS.search(path.read_text(encoding="utf-8")):
            continue
        out.append(rel)
    return out


def package_size(name):
    return sum(len(p.read_text(encoding="utf-8").splitlines())
               for p in (ROOT / "lewisclark_desktop" / name).rglob("*.py"))


def mutmut_python():
    result = subprocess.run([str(ROOT / "scripts" / "mutation-venv")], capture_output=True,
                            text=True)
    if result.returncode != 0:
        sys.exit(result.stderr.strip() or "mutation.py: scripts/mutation-venv failed")
    return Path(result.stdout.strip().splitlines()[-1])


def prepare(package, tests, fresh, deselect=(), timeout_multiplier=4.0):
    """The work folder of `package`: the source and the judged tests copied afresh, mutmut's
    results kept unless `fresh`."""
    work = WORK / package
    if fresh and work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True, exist_ok=True)
    for name in ("lewisclark_desktop", "tests"):
        shutil.rmtree(work / name, ignore_errors=True)
    shutil.copytree(ROOT / "lewisclark_desktop", work / "lewisclark_desktop",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for rel in [p for p in (ROOT / "tests").rglob("*.py") if not p.name.startswith("test_")]:
        if rel.relative_to(ROOT).parts[1] != "ui":  # helpers and conftest files
            dest = work / rel.relative_to(ROOT)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(rel, dest)
    shutil.copytree(ROOT / "tests" / "data", work / "tests" / "data")
    shutil.rmtree(work / "docs", ignore_errors=True)  # some tests read the docs' examples
    shutil.copytree(ROOT / "docs", work / "docs", ignore=shutil.ignore_patterns("*.png"))
    for rel in tests:
        dest = work / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, dest)
    selection = "\n    ".join(str(t) for t in tests)
    deselected = "".join(f"\n    --deselect\n    {node}" for node in deselect)
    (work / "conftest.py").write_text(FRESH_MEMOS % (MEMOS,), encoding="utf-8")
    (work / "setup.cfg").write_text(
        "[mutmut]\n"
        "source_paths = lewisclark_desktop\n"
        f"only_mutate = lewisclark_desktop/{package}/*\n"
        "also_copy =\n    docs\n    conftest.py\n"
        f"timeout_multiplier = {timeout_multiplier}\n"
        f"pytest_add_cli_args =\n    -p\n    no:cacheprovider\n    -q{deselected}\n"
        f"pytest_add_cli_args_test_selection =\n    {selection}\n"
        "\n[tool:pytest]\naddopts = -q\n",
        encoding="utf-8")
    # Source changed since mutmut copied it: let it copy again (its results are per mutant name,
    # kept aside here and given back by keep_verdicts where the mutant's function is unchanged).
    earlier = earlier_verdicts(work)
    shutil.rmtree(work / "mutants" / "lewisclark_desktop", ignore_errors=True)
    return work, earlier


def earlier_verdicts(work):
    """mutmut's results so far: {.meta file: its contents} (verdicts and function hashes)."""
    return {meta.relative_to(work): json.loads(meta.read_text())
            for meta in (work / "mutants").rglob("*.meta")}


def keep_verdicts(work, earlier):
    """Give each mutant this run did not judge its earlier verdict, when its function is
    unchanged (same hash): the figures are then each mutant's last verdict. Returns how many."""
    kept = 0
    for rel, old in earlier.items():
        meta = work / rel
        if not meta.exists():
            continue
        new = json.loads(meta.read_text())
        codes, hashes = new["exit_code_by_key"], new.get("hash_by_function_name", {})
        for key, code in old["exit_code_by_key"].items():
            function = key.rsplit(".", 1)[-1].rsplit("__mutmut_", 1)[0]
            if code is None or key not in codes or codes[key] is not None:
                continue
            if hashes.get(function) == old.get("hash_by_function_name", {}).get(function):
                codes[key] = code
                kept += 1
        meta.write_text(json.dumps(new))
    return kept


def survivors(mutmut, work):
    out = subprocess.run([str(mutmut), "results"], cwd=work, capture_output=True, text=True).stdout
    return [line.split(":")[0].strip() for line in out.splitlines()
            if line.strip().endswith(": survived")]


def run(package, tests, max_children, fresh, only_survivors, mutmut, deselect=(),
        timeout_multiplier=4.0):
    work, earlier = prepare(package, tests, fresh, deselect, timeout_multiplier)
    names = []
    if only_survivors:
        listed = work / "survivors.txt"
        names = listed.read_text().split() if listed.exists() else []
    started = time.monotonic()
    with open(work / "run.log", "w", encoding="utf-8") as log:
        subprocess.run(["nice", "-n", "19", str(mutmut), "run", "--max-children", str(max_children),
                        *names], cwd=work, stdout=log, stderr=subprocess.STDOUT, check=False)
        kept = keep_verdicts(work, earlier)
        print(f"verdicts kept from earlier runs: {kept}", file=log, flush=True)
        subprocess.run([str(mutmut), "export-cicd-stats"], cwd=work, stdout=log,
                       stderr=subprocess.STDOUT, check=False)
    stats_file = work / "mutants" / "mutmut-cicd-stats.json"
    if not stats_file.exists():
        sys.exit(f"mutation.py: mutmut gave no figures for {package}: see {work / 'run.log'}")
    stats = json.loads(stats_file.read_text())
    if not stats["total"] or "failed to collect stats" in (work / "run.log").read_text():
        sys.exit(f"mutation.py: mutmut ran no mutant of {package}: see {work / 'run.log'}")
    left = survivors(mutmut, work)
    (work / "survivors.txt").write_text("".join(n + "\n" for n in left))
    stats["minutes"] = round((time.monotonic() - started) / 60, 1)
    return stats


def score(stats):
    judged = stats["killed"] + stats["survived"] + stats["timeout"]
    return 100.0 * (stats["killed"] + stats["timeout"]) / judged if judged else 0.0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("packages", nargs="*", choices=PACKAGES, default=[], metavar="PACKAGE")
    ap.add_argument("--tests", nargs="+", metavar="FILE", help="judge only these test files")
    ap.add_argument("--deselect", nargs="+", default=[], metavar="NODEID",
                    help="leave these tests (pytest node ids) out of the judge")
    ap.add_argument("--max-children", type=int, default=2)
    ap.add_argument("--timeout-multiplier", type=float, default=4.0)
    ap.add_argument("--fresh", action="store_true", help="forget earlier results")
    ap.add_argument("--survivors", action="store_true", help="rerun only last time's survivors")
    args = ap.parse_args(argv)
    packages = sorted(args.packages or PACKAGES, key=package_size)
    tests = non_ui_tests()
    if args.tests:
        wanted = {Path(t) for t in args.tests}
        unknown = wanted - set(tests)
        if unknown:
            ap.error(f"not a non-UI test file: {', '.join(sorted(map(str, unknown)))}")
        tests = [t for t in tests if t in wanted]
    mutmut = mutmut_python().parent / "mutmut"
    print(f"judge: {len(tests)} test files; {time.strftime('%Y-%m-%d %H:%M')}")
    print(f"{'package':<12}{'killed':>8}{'survived':>10}{'timeout':>9}{'no tests':>10}"
          f"{'score':>8}{'minutes':>9}")
    for package in packages:
        s = run(package, tests, args.max_children, args.fresh, args.survivors, mutmut,
                args.deselect, args.timeout_multiplier)
        print(f"{package:<12}{s['killed']:>8}{s['survived']:>10}{s['timeout']:>9}"
              f"{s['no_tests']:>10}{score(s):>7.1f}%{s['minutes']:>9}", flush=True)


if __name__ == "__main__":
    main()
