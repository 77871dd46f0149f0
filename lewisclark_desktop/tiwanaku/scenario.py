"""A generated scenario: public setup, hidden table, short code and JSON forms (spec §4.3)."""

import json
from dataclasses import dataclass

from .board import SIZES, TERRAIN_LETTERS, TERRAINS, grid

DIFFICULTIES = ("easy", "normal", "hard")
MODES = ("competitive", "coop")
_SIZE_CODE = {"short": "S", "long": "L"}
_DIFF_CODE = {"easy": "E", "normal": "N", "hard": "H"}
_MODE_CODE = {"competitive": "C", "coop": "O"}
MAX_SEED = 10 ** 12


@dataclass(frozen=True)
class Scenario:
    size: str
    rows: int
    cols: int
    difficulty: str
    mode: str
    seed: int
    generator_version: int
    terrain: tuple  # hidden: terrain index per cell
    crop: tuple  # hidden: crop level per cell
    hints: tuple  # start cells (shown with terrain and crop), sorted
    automa_cells: tuple  # co-op: by column then row
    easy_omits: int | None  # co-op: the automa cell easy mode leaves empty
    tile_arrows: tuple  # co-op, hidden: ((terrain, (dir, ...)), ...) in dealing order

    @property
    def grid(self):
        return grid(self.rows, self.cols)

    @property
    def code(self):
        return scenario_code(self.size, self.difficulty, self.mode, self.seed)

    def totals(self):
        return {t: sum(1 for x in self.terrain if x == k) for k, t in enumerate(TERRAINS)}

    def to_discover(self):
        out = self.totals()
        for i in self.hints:
            out[TERRAINS[self.terrain[i]]] -= 1
        return out

    def arrows(self, terrain):
        return dict(self.tile_arrows).get(terrain, ())

    def public_dict(self):
        """What the disc back shows: never the hidden table, the arrows or the seed."""
        g = self.grid
        data = {"format": "tiwanaku-scenario", "generator_version": self.generator_version,
                "size": self.size, "rows": self.rows, "cols": self.cols,
                "difficulty": self.difficulty, "mode": self.mode,
                "start_cells": [{"cell": g.name(i), "terrain": TERRAINS[self.terrain[i]],
                                 "crop": self.crop[i]} for i in self.hints],
                "terrain_totals": self.totals(), "tiles_to_discover": self.to_discover()}
        if self.mode == "coop":
            data["coop"] = {"automa_cells": [g.name(i) for i in self.automa_cells],
                            "easy_omits": g.name(self.easy_omits)}
        return data

    def full_dict(self):
        """Public part plus the hidden table, arrows and code (after the game, or --reveal)."""
        data = self.public_dict()
        data["code"] = self.code
        if self.mode == "coop":
            data["coop"]["tile_arrows"] = {t: list(a) for t, a in self.tile_arrows}
        c = self.cols
        data["hidden"] = {
            "terrain": ["".join(TERRAIN_LETTERS[x] for x in self.terrain[r * c:(r + 1) * c])
                        for r in range(self.rows)],
            "crop": ["".join(str(x) for x in self.crop[r * c:(r + 1) * c])
                     for r in range(self.rows)]}
        return data

    def to_json(self, reveal=False):
        return json.dumps(self.full_dict() if reveal else self.public_dict(), indent=1)


def scenario_code(size, difficulty, mode, seed):
    """e.g. 'L-N-C-123456': size (S/L), difficulty (E/N/H), mode (C competitive, O co-op), seed."""
    return f"{_SIZE_CODE[size]}-{_DIFF_CODE[difficulty]}-{_MODE_CODE[mode]}-{seed}"


def parse_code(text):
    """A typed scenario code -> (size, difficulty, mode, seed); ValueError says what is wrong."""
    parts = str(text).strip().upper().replace(" ", "").split("-")
    if len(parts) != 4:
        raise ValueError(f"{text!r} is not a scenario code like L-N-C-12345 "
                         "(board, difficulty, mode, number)")
    s, d, m, seed = parts
    sizes = {v: k for k, v in _SIZE_CODE.items()}
    diffs = {v: k for k, v in _DIFF_CODE.items()}
    modes = {v: k for k, v in _MODE_CODE.items()}
    if s not in sizes:
        raise ValueError(f"board {s!r} in the code must be S (short) or L (long)")
    if d not in diffs:
        raise ValueError(f"difficulty {d!r} in the code must be E, N or H")
    if m not in modes:
        raise ValueError(f"mode {m!r} in the code must be C (competitive) or O (co-op)")
    if not seed.isdigit() or int(seed) > MAX_SEED:
        raise ValueError(f"the number {seed!r} in the code must be a whole number "
                         f"from 0 to {MAX_SEED}")
    if modes[m] == "coop" and sizes[s] != "long":
        raise ValueError("co-op codes use the long board (L)")
    return sizes[s], diffs[d], modes[m], int(seed)


def board_size(size):
    return SIZES[size]
