"""The JSON position format: round trip and refusals that name the problem."""

import json

import pytest

from lewisclark_desktop.lewisclark import positions
from lewisclark_desktop.lewisclark.setup import new_game


def start(players=2):
    return positions.to_dict(new_game(players, 5, first_player=0))


def refused(d):
    with pytest.raises(positions.PositionError) as info:
        positions.from_dict(d)
    return str(info.value)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_round_trip_of_a_new_game(players):
    d = start(players)
    again = positions.to_dict(positions.from_dict(json.loads(json.dumps(d))))
    assert again == d


def test_wrong_format_is_refused():
    d = start()
    d["format"] = "chess"
    assert "not a Lewis & Clark position" in refused(d)


def test_duplicated_card_is_refused():
    d = start()
    d["players"][0]["hand"].append(d["journal"][0])
    assert "a card appears twice" in refused(d)


def test_missing_card_is_refused():
    d = start()
    d["deck"].pop()
    assert "cards in play should be" in refused(d)


def test_indians_must_be_conserved():
    d = start()
    d["stock"] += 1
    assert "Indians should total 9" in refused(d)


def test_over_capacity_is_refused():
    d = start()
    d["players"][0]["resources"] = {"wood": 12}
    assert "more than the boats hold" in refused(d)


def test_unknown_card_is_named():
    d = start()
    d["journal"][0] = "napoleon"
    assert "napoleon" in refused(d)


def test_unknown_location_is_named():
    d = start()
    d["village"] = {"saloon": 1}
    assert "saloon" in refused(d)


def test_scout_off_the_route_is_refused():
    d = start()
    d["players"][1]["scout"] = 80
    assert "players[1].scout must be a whole number from 0 to 54" in refused(d)


def test_positions_doc_example_fields_exist():
    # Every top-level field the writer produces is documented.
    from pathlib import Path

    doc = (Path(__file__).parent.parent / "docs" / "positions.md").read_text()
    for key in start():
        assert f"`{key}`" in doc, key
