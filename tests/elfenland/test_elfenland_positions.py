"""Elfenland positions that no game can reach are refused with the reason (issue 34, point 9)."""

import pytest

from lewisclark_desktop.elfenland import positions
from lewisclark_desktop.elfenland.board import MARKER_TOWNS, TOWNS
from lewisclark_desktop.elfenland.game import RULES

ALL_TOWNS = [TOWNS[t].id for t in MARKER_TOWNS]


def _pos(players=3, **changes):
    d = positions.to_dict(RULES.new_state({"players": players, "first_player": 0}, 2))
    d.update(changes)
    return d


def refused(d):
    with pytest.raises(positions.PositionError) as info:
        positions.load_dict(d)
    return str(info.value)


def _all_markers(d, seat=0):
    d["players"][seat]["visited"] = list(ALL_TOWNS)
    return d


@pytest.mark.parametrize("d, words", [
    (_pos(turn=-5), "turn must be a whole number from 0"),
    (_pos(reveals=2.0), "reveals must be a whole number from 0"),
    (_pos(rng="-1"), "rng must be a whole number below"),
    (_pos(rng=12), "rng must be a whole number below"),
    (_pos(passes=1), "passes is 0 outside phase place"),
    (_pos(phase="place", takes=2), "takes is 0 outside phase draw"),
    (_pos(seats_done=1), "seats_done is 0 outside phase travel or keep-cards or keep-counter"),
    (_pos(takes=1), "in phase draw the seat to play is start_player plus takes"),
    (_pos(phase="travel", seats_done=1), "in phase travel the seat to play is start_player plus "
                                         "seats_done"),
    (_pos(phase="keep-cards", round=4), "no round follows round 4"),
    (_all_markers(_pos(phase="keep-cards", round=2)), "no round follows round 2 once a player "
                                                      "holds all the markers"),
    (_pos(phase="over", round=2), "the game ends after round 4 or when a player holds all the "
                                  "markers, not in round 2"),
    (_all_markers(_pos(phase="place")), "a player holds all the markers: the game ended"),
    (_pos(deck=["dragon"] * 73), "deck must be a list of 0 to 72 entries"),
    (_pos(display=["pig"] * 6), "display must be a list of 0 to 5 entries"),
])
def test_positions_play_cannot_reach_are_refused_with_the_reason(d, words):
    assert words in refused(d)


def test_a_discard_or_a_counter_on_a_road_in_phase_draw_is_refused():
    d = _pos()
    d["discard"].append(d["deck"].pop())
    assert "the discard is empty in draw" in refused(d)
    d = _pos()
    (d["supply"] if "elfcycle" in d["supply"] else d["display"]).remove("elfcycle")
    d["roads"]["r12"] = "elfcycle"
    assert "none holds a counter in phase draw" in refused(d)


def test_a_finished_game_round_trips():
    d = _all_markers(_pos(phase="over", round=2))
    assert positions.to_dict(positions.load_dict(d)) == d
