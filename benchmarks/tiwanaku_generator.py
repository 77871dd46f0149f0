"""Tiwanaku scenario generator: time per scenario and the §4.4 guarantees over many seeds.

    nice python benchmarks/tiwanaku_generator.py [--seeds N] [--check]

Prints median / 95th percentile / max seconds per board, difficulty and mode: wall-clock time
and the process's CPU time (the honest figure on a shared machine, where waiting for a core
inflates wall time). With --check every
map is also verified (V1-V5, one solution equal to the hidden one, hint counts, logic grade,
hard minimality, co-op data); the check time is not in the figures.
"""

import argparse
import statistics
import time

from lewisclark_desktop.tiwanaku.generator import HINT_TARGETS, generate
from lewisclark_desktop.tiwanaku.solver import Puzzle
from lewisclark_desktop.tiwanaku.validity import violations

CASES = [("short", "normal", "competitive"), ("short", "hard", "competitive"),
         ("long", "easy", "competitive"), ("long", "normal", "competitive"),
         ("long", "hard", "competitive"), ("long", "normal", "coop"), ("long", "hard", "coop")]


def check(s):
    g = s.grid
    assert not violations(g, s.terrain, s.crop), s.code
    p = Puzzle(g, s.terrain)
    givens = {i: s.crop[i] for i in s.hints}
    assert p.solutions(givens, 2) == [list(s.crop)], s.code
    if s.difficulty == "hard":
        for i in set(s.hints) - set(s.automa_cells):
            fewer = dict(givens)
            del fewer[i]
            assert p.count(fewer) == 2, s.code
    else:
        assert len(s.hints) == HINT_TARGETS[(s.size, s.difficulty)], s.code
        assert p.logic_solves(givens), s.code
    assert set(s.automa_cells) <= set(s.hints)


def _figures(values):
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
    return f"median {statistics.median(values):.3f}s p95 {p95:.3f}s max {values[-1]:.3f}s"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=200)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    for board, difficulty, mode in CASES:
        times, cpu, hints = [], [], []
        for seed in range(args.seeds):
            t, c = time.perf_counter(), time.process_time()
            s = generate(board, seed, difficulty, mode)
            times.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
            hints.append(len(s.hints))
            if args.check:
                check(s)
        print(f"{board:5} {difficulty:6} {mode:11} n={len(times)} wall {_figures(times)}"
              f" | cpu {_figures(cpu)} | hints {min(hints)}-{max(hints)}"
              f" (median {statistics.median(hints)})" + (" checked" if args.check else ""),
              flush=True)


if __name__ == "__main__":
    main()
