"""The JSON position format: round trip and refusals that name the problem."""

import json

import pytest

from lewisclark_desktop.lewisclark import positions
from lewisclark_desktop.lewisclark.setup import new_game
from project import DOCS


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

    doc = (DOCS / "positions.md").read_text()
    for key in start():
        assert f"`{key}`" in doc, key


# ---------------------------------------------------------------- strict schema (issue 12, 6)
def solo():
    return positions.to_dict(new_game(1, 5, first_player=0, solo_level=2))


def set_path(d, path, value):
    target = d
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return d


@pytest.mark.parametrize("make,path,value,expected", [
    (start, ("players", 0, "resources", "food"), 1.5, "players[0].resources.food must be a whole"),
    (start, ("players", 0, "resources", "food"), "2", "players[0].resources.food must be a whole"),
    (start, ("players", 0, "resources", "food"), True, "players[0].resources.food must be a whole"),
    (start, ("stock",), 5.0, "stock must be a whole number"),
    (start, ("current",), "0", "current must be a whole number"),
    (start, ("turn",), -1, "turn must be a whole number"),
    (start, ("turn_flags", "camped"), 1, "turn_flags.camped must be true or false"),
    (solo, ("mackenzie",), "x", "mackenzie must be a whole number"),
    (solo, ("mackenzie",), 99, "mackenzie must be a whole number from 0 to 54"),
    (solo, ("solo_level",), 8, "solo_level must be a whole number from 0 to 7"),
    (start, ("mackenzie",), 6, "Mackenzie and his level are given exactly in the solo game"),
    (solo, ("mackenzie",), None, "Mackenzie and his level are given exactly in the solo game"),
    (start, ("winner",), 7, "winner must be a whole number from 0 to 4"),
    (start, ("winner",), 1, "a winner but the game is not over"),
    (start, ("newcomer",), 2, "newcomer must be a whole number from 0 to 1"),
    (start, ("current",), 3, "current is not a seat"),
    (start, ("rng",), "12x", "rng must be a whole number"),
    (start, ("players", 1, "colour"), "blue", "two players have the same colour"),
    (start, ("viewer",), 0, "cards in play should be"),  # viewer no longer switches checks off
    (start, ("players", 0, "hand", 0), "?", "only appear in an observation"),
    (start, ("frames",), [{"kind": "village", "left": 1}], "a village frame needs location"),
    (start, ("frames",), [{"kind": "card", "left": 1}], "a card frame needs card"),
    (start, ("frames",), [{"kind": "overflow", "location": "gift"}], "overflow frame has no location"),
    (start, ("frames",), [{"kind": "farewell"}], "frames[0].kind must be one of"),
    (start, ("bogus",), 1, "bogus must be absent"),
], ids=lambda x: x if isinstance(x, str) and len(x) > 12 else None)
def test_impossible_or_mistyped_positions_are_refused(make, path, value, expected):
    d = make()
    if path == ("viewer",):
        d["deck"].pop()  # a missing card, which a viewer field used to excuse
    assert expected in refused(set_path(d, path, value))


def test_hunting_takes_one_indian_only():
    d = start()
    d["stock"] -= 2
    d["village"] = {"hunting": 2}
    assert "hunting holds more Indians than it has circles (1)" in refused(d)


def test_boat_tiles_of_a_kind_are_six_in_all():
    d = start()
    d["players"][0]["tiles"] = ["res2"] * 7
    assert "players[0].tiles must be a list of 0 to 12" not in refused(d)
    assert "resource boat tiles taken and left should total 6" in refused(d)
    d["tiles_left"]["resource"] = 0
    assert "resource boat tiles taken and left should total 6" in refused(d)


def test_a_genuine_observation_still_round_trips_and_a_forged_one_does_not():
    from lewisclark_desktop.lewisclark.game import RULES

    o = positions.to_dict(RULES.observation(new_game(3, 9, first_player=0), 0))
    assert positions.to_dict(positions.from_dict(json.loads(json.dumps(o)))) == o
    o["players"][1]["hidden_pool"] = o["players"][1]["hidden_pool"][1:]
    assert "hidden cards but" in refused(o) or "cards in play should be" in refused(o)


def test_single_resource_collect_leaves_no_negative_count_under_an_overflow():
    # Seaman (Food) with York beside it: 6 Food into boats already holding 10 Wood -> overflow.
    from lc import seaman_into_full_boats

    t = seaman_into_full_boats()
    collect = max((m for m in t.legal() if m.startswith("collect food")),
                  key=lambda m: int(m.split()[-1]))
    t.play(collect)
    frames = positions.to_dict(t.s)["frames"]
    assert [f["kind"] for f in frames][-1] == "overflow"
    assert all(f["left"] >= 0 for f in frames)


# ---------------------------------------------------------------- what play cannot reach (issue 34)
def _edit(make, changes):
    d = make()
    for path, value in changes:
        set_path(d, path, value)
    return d


OPEN_EFFECT = [{"kind": "card", "card": "hay", "left": 1}]


@pytest.mark.parametrize("make,changes,expected", [
    (start, [(("frames",), OPEN_EFFECT)], "open effects (frames) belong to an action"),
    (start, [(("moved",), True)],
     "moved (the Scout has moved in this effect) needs an open effect"),
    (start, [(("over",), True), (("winner",), 0), (("players", 0, "camp"), 44),
             (("players", 0, "scout"), 44), (("turn_flags", "action_done"), True),
             (("frames",), OPEN_EFFECT)], "the game is over: no effect is still open"),
    (start, [(("over",), True), (("players", 0, "camp"), 44), (("players", 0, "scout"), 44)],
     "a game of several players that is over has a winner"),
    (start, [(("over",), True), (("winner",), 1)],
     "over, but no Camp (nor Mackenzie) is at Fort Clatsop, no round was idle"),
    (start, [(("over",), True), (("winner",), 1), (("players", 0, "camp"), 44),
             (("players", 0, "scout"), 44)], "the winner should be the seat whose Camp reached"),
    (start, [(("players", 1, "camp"), 45), (("players", 1, "scout"), 45)],
     "a Camp (or Mackenzie) is at Fort Clatsop: the game is over"),
    (solo, [(("mackenzie",), 44)], "a Camp (or Mackenzie) is at Fort Clatsop: the game is over"),
    (start, [(("idle_turns",), 2)], "idle_turns 2: a whole round without action ends the game"),
    (start, [(("quiet_turns",), 80)], "quiet_turns 80: 40 rounds without a Camp advancing end"),
    (start, [(("rng",), "-1")], "rng must be a whole number below"),
    (start, [(("rng",), "١٢")], "rng must be a whole number below"),  # digits, but not ASCII
    (start, [(("rng",), str(2**64))], "rng must be a whole number below"),
])
def test_positions_play_cannot_reach_are_refused_with_the_reason(make, changes, expected):
    assert expected in refused(_edit(make, changes))


def test_a_finished_game_round_trips():
    d = _edit(start, [(("over",), True), (("winner",), 0), (("players", 0, "camp"), 44),
                      (("players", 0, "scout"), 44)])
    assert positions.to_dict(positions.from_dict(d)) == d
