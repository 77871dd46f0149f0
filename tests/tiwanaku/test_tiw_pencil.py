"""Pencil marks (tiwanaku/pencil.py): each seat's private candidate crops and terrain guesses per
cell, toggled on and off, kept apart per seat, and written to and read from the save file."""

import pytest

from lewisclark_desktop.tiwanaku.pencil import PencilMarks


def test_a_mark_toggles_on_and_off_and_the_cell_is_forgotten_when_empty():
    p = PencilMarks()
    assert p.crops(0, 7) == frozenset() and p.terrains(0, 7) == frozenset()
    p.toggle_crop(0, 7, 3)
    p.toggle_crop(0, 7, 5)
    p.toggle_terrain(0, 7, 2)
    assert p.crops(0, 7) == {3, 5} and p.terrains(0, 7) == {2}
    assert p.cells(0) == {7: ({3, 5}, {2})}
    p.toggle_crop(0, 7, 3)
    assert p.crops(0, 7) == {5}
    p.toggle_crop(0, 7, 5)
    assert p.cells(0) == {7: (frozenset(), {2})}  # a terrain guess keeps the cell
    p.toggle_terrain(0, 7, 2)
    assert p.cells(0) == {} and p.to_dict() == {}


def test_seats_and_cells_are_kept_apart():
    p = PencilMarks()
    p.toggle_crop(0, 1, 1)
    p.toggle_terrain(1, 1, 0)
    p.toggle_crop(1, 2, 4)
    assert p.crops(0, 1) == {1} and p.terrains(0, 1) == frozenset()
    assert p.crops(1, 1) == frozenset() and p.terrains(1, 1) == {0}
    assert p.cells(1) == {1: (frozenset(), {0}), 2: ({4}, frozenset())}
    assert p.cells(None) == {} and p.cells(3) == {}
    p.clear(1, 1)
    assert p.cells(1) == {2: ({4}, frozenset())} and p.cells(0) == {1: ({1}, frozenset())}
    p.clear(2, 9)  # nothing there: nothing happens
    p.clear(1, 9)
    assert p.cells(1) == {2: ({4}, frozenset())}


def test_what_cells_hands_out_cannot_change_the_marks():
    p = PencilMarks()
    p.toggle_crop(0, 3, 2)
    levels, terrains = p.cells(0)[3]
    assert isinstance(levels, frozenset) and isinstance(terrains, frozenset)
    assert isinstance(p.crops(0, 3), frozenset) and isinstance(p.terrains(0, 3), frozenset)


@pytest.mark.parametrize("toggle, value, message", [
    *(("toggle_crop", level, f"crop level {level!r} must be 1 to 5")
      for level in (0, 6, -1, "3", None)),
    *(("toggle_terrain", terrain, f"terrain {terrain!r} must be 0 to 3")
      for terrain in (-1, 4, "0", None)),
])
def test_a_crop_level_off_1_to_5_or_a_terrain_off_0_to_3_is_refused(toggle, value, message):
    p = PencilMarks()
    with pytest.raises(ValueError) as caught:
        getattr(p, toggle)(0, 1, value)
    assert str(caught.value) == message
    assert p.cells(0) == {}


def test_the_save_form_is_sorted_text_keys_and_reads_back_the_same():
    p = PencilMarks()
    p.toggle_crop(1, 12, 5)
    p.toggle_crop(1, 12, 1)
    p.toggle_terrain(1, 12, 3)
    p.toggle_terrain(1, 12, 0)
    p.toggle_crop(0, 30, 2)
    p.toggle_crop(0, 4, 4)
    p.toggle_crop(2, 5, 1)
    p.toggle_crop(2, 5, 1)  # seat 2 left with no marks: not written
    d = p.to_dict()
    assert d == {"0": {"4": {"crops": [4], "terrains": []},
                       "30": {"crops": [2], "terrains": []}},
                 "1": {"12": {"crops": [1, 5], "terrains": [0, 3]}}}
    assert list(d) == ["0", "1"] and list(d["0"]) == ["4", "30"]
    back = PencilMarks.from_dict(d)
    assert back.to_dict() == d
    assert back.cells(1) == {12: ({1, 5}, {0, 3})} and back.cells(0)[30] == ({2}, frozenset())


def test_reading_fills_missing_parts_and_skips_empty_entries():
    p = PencilMarks.from_dict({"0": {"3": {"crops": [2]}, "4": {"terrains": [1]},
                                     "5": {}, "6": {"crops": [], "terrains": []}}})
    assert p.cells(0) == {3: ({2}, frozenset()), 4: (frozenset(), {1})}
    assert PencilMarks.from_dict({}).to_dict() == {}


@pytest.mark.parametrize("data, reason", [
    ([], "pencil marks must be an object"),
    ("0", "pencil marks must be an object"),
    ({"x": {}}, "bad pencil marks for seat 'x'"),
    ({"-1": {}}, "bad pencil marks for seat '-1'"),
    ({"0": []}, "bad pencil marks for seat '0'"),
    ({"0": {"a": {"crops": [1]}}}, "bad pencil mark on cell 'a'"),
    ({"0": {"1": [1]}}, "bad pencil mark on cell '1'"),
    ({"0": {"1": {"crops": 1}}}, "bad pencil mark on cell '1'"),
    ({"0": {"1": {"terrains": 1}}}, "bad pencil mark on cell '1'"),
    ({"0": {"1": {"crops": [6]}}}, "bad pencil mark on cell '1'"),
    ({"0": {"1": {"crops": [0]}}}, "bad pencil mark on cell '1'"),
    ({"0": {"1": {"terrains": [4]}}}, "bad pencil mark on cell '1'"),
    ({"0": {"1": {"terrains": [-1]}}}, "bad pencil mark on cell '1'"),
    ({"0": {"1": {"crops": [2]}}, "1": {"2": {"crops": [9]}}}, "bad pencil mark on cell '2'"),
])
def test_a_bad_entry_is_refused_by_name(data, reason):
    with pytest.raises(ValueError) as caught:
        PencilMarks.from_dict(data)
    assert str(caught.value) == reason
