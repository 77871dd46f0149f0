"""Pencil marks: each player's private notes on unknown cells (candidate crop levels 1-5 and
terrain guesses). Pure data for the table and the save file's `extra`; the rules never read it."""

LEVELS = range(1, 6)
TERRAIN_COUNT = 4


class PencilMarks:
    def __init__(self):
        self._marks = {}  # seat -> {cell: (set of levels, set of terrain indexes)}

    def crops(self, seat, cell):
        return frozenset(self._marks.get(seat, {}).get(cell, (set(), set()))[0])

    def terrains(self, seat, cell):
        return frozenset(self._marks.get(seat, {}).get(cell, (set(), set()))[1])

    def cells(self, seat):
        """{cell: (levels, terrains)} of one seat's marks; empty for seat None."""
        if seat is None:
            return {}
        return {c: (frozenset(a), frozenset(b)) for c, (a, b) in self._marks.get(seat, {}).items()}

    def toggle_crop(self, seat, cell, level):
        if level not in LEVELS:
            raise ValueError(f"crop level {level!r} must be 1 to 5")
        self._toggle(seat, cell, 0, level)

    def toggle_terrain(self, seat, cell, terrain):
        if terrain not in range(TERRAIN_COUNT):
            raise ValueError(f"terrain {terrain!r} must be 0 to 3")
        self._toggle(seat, cell, 1, terrain)

    def _toggle(self, seat, cell, part, value):
        mine = self._marks.setdefault(seat, {})
        entry = mine.setdefault(cell, (set(), set()))
        entry[part].symmetric_difference_update({value})
        if not entry[0] and not entry[1]:
            del mine[cell]

    def clear(self, seat, cell):
        self._marks.get(seat, {}).pop(cell, None)

    def to_dict(self):
        return {str(seat): {str(cell): {"crops": sorted(a), "terrains": sorted(b)}
                            for cell, (a, b) in sorted(cells.items())}
                for seat, cells in sorted(self._marks.items()) if cells}

    @classmethod
    def from_dict(cls, data):
        """Marks from `to_dict` output; ValueError naming the first bad entry (nothing kept)."""
        marks = cls()
        if not isinstance(data, dict):
            raise ValueError("pencil marks must be an object")  # noqa: TRY004 (bad save data)
        for seat_key, cells in data.items():
            if not str(seat_key).isdigit() or not isinstance(cells, dict):
                raise ValueError(f"bad pencil marks for seat {seat_key!r}")
            for cell_key, entry in cells.items():
                if not str(cell_key).isdigit() or not isinstance(entry, dict):
                    raise ValueError(f"bad pencil mark on cell {cell_key!r}")
                levels = entry.get("crops", [])
                terrains = entry.get("terrains", [])
                if not isinstance(levels, list) or not isinstance(terrains, list) \
                        or any(v not in LEVELS for v in levels) \
                        or any(t not in range(TERRAIN_COUNT) for t in terrains):
                    raise ValueError(f"bad pencil mark on cell {cell_key!r}")
                if levels or terrains:
                    marks._marks.setdefault(int(seat_key), {})[int(cell_key)] = (set(levels),
                                                                                 set(terrains))
        return marks
