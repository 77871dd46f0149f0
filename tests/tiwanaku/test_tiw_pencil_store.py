"""Pencil marks as stored: per seat, toggled on and off, saved and read back; bad data refused."""

import pytest

from lewisclark_desktop.tiwanaku.pencil import PencilMarks


def test_marks_are_kept_per_seat_and_toggle():
    p = PencilMarks()
    p.toggle_crop(0, 7, 3)
    p.toggle_crop(0, 7, 5)
    p.toggle_terrain(0, 7, 1)
    p.toggle_crop(1, 7, 2)
    assert p.crops(0, 7) == {3, 5} and p.terrains(0, 7) == {1}
    assert p.crops(1, 7) == {2} and p.terrains(1, 7) == set()
    p.toggle_crop(0, 7, 5)
    assert p.crops(0, 7) == {3}
    assert p.cells(None) == {}
    p.clear(0, 7)
    assert p.cells(0) == {} and p.cells(1) == {7: ({2}, set())}


def test_marks_round_trip_through_a_plain_dict():
    p = PencilMarks()
    p.toggle_crop(2, 40, 1)
    p.toggle_terrain(2, 40, 3)
    data = p.to_dict()
    assert data == {"2": {"40": {"crops": [1], "terrains": [3]}}}
    assert PencilMarks.from_dict(data).to_dict() == data


@pytest.mark.parametrize("bad", [[], {"x": {}}, {"0": {"3": {"crops": [6]}}},
                                 {"0": {"3": {"terrains": [4]}}}, {"0": {"a": {}}},
                                 {"0": {"3": {"crops": "12"}}}])
def test_bad_saved_marks_are_refused(bad):
    with pytest.raises(ValueError):
        PencilMarks.from_dict(bad)


def test_out_of_range_marks_are_refused():
    p = PencilMarks()
    with pytest.raises(ValueError):
        p.toggle_crop(0, 1, 0)
    with pytest.raises(ValueError):
        p.toggle_terrain(0, 1, 4)
    assert p.to_dict() == {}
