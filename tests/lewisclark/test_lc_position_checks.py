"""The position format's checks (docs/positions.md, "Checks on loading"), each broken alone on
an otherwise sound position and refused with its whole message; the edge values the checks
still accept; the fields the format lets one leave out; positions in the middle of effects
and at each kind of game end read back unchanged; `positions.check` on states broken by
hand (the invariants the test helper checks after every move)."""

import json

import pytest
from lc import holding, table

from lewisclark_desktop.lewisclark import engine, positions
from lewisclark_desktop.lewisclark.cards import card_index
from lewisclark_desktop.lewisclark.setup import new_game
from lewisclark_desktop.lewisclark.state import Frame


def start(players=2):
    return positions.to_dict(new_game(players, 5, first_player=0))


def solo():
    return positions.to_dict(new_game(1, 5, first_player=0, solo_level=2))


def refused(d):
    with pytest.raises(positions.PositionError) as info:
        positions.from_dict(d)
    return str(info.value)


def reads_back(d):
    d = json.loads(json.dumps(d))
    again = positions.to_dict(positions.from_dict(d))
    assert again == d
    return again


def acting(d, frame):
    """`d` in the middle of an action with `frame` open."""
    d["frames"] = [frame]
    d["turn_flags"]["action_done"] = True
    return d


def without(d, key):
    del d[key]
    return d


def edited(d, **fields):
    d.update(fields)
    return d


def village(d, **locations):
    d["village"] = locations
    d["stock"] -= sum(locations.values())
    return d


def tiles(d, *sides):
    d["players"][0]["tiles"] = list(sides)
    return d


# ---------------------------------------------------------------- one check broken at a time

@pytest.mark.parametrize("d, problem", [
    # Seats of a 2-player game are 0 and 1.
    (edited(start(), current=2), "current is not a seat"),
    (edited(start(), winner=2, over=True), "winner is not a seat"),
    (edited(start(), viewer=2), "viewer is not a seat"),
    (edited(without(start(), "over"), winner=0), "a winner but the game is not over"),
    (edited(solo(), solo_level=None), "Mackenzie and his level are given exactly in the solo game"),
    (edited(start(), solo_level=3), "Mackenzie and his level are given exactly in the solo game"),
    (village(start(), upgrade=3), "upgrade holds more Indians than it has circles (2)"),
    (village(start(), farewell=2), "farewell holds more Indians than it has circles (1)"),
    (tiles(start(), "ind1"), "indian boat tiles taken and left should total 6"),
    (tiles(start(), "res5"), "resource boat tiles taken and left should total 6"),
    (acting(start(), {"kind": "card", "card": "hay", "location": "gift"}),
     "frames[0]: a card frame has no location"),
    (acting(start(), {"kind": "village", "location": "gift", "card": "hay"}),
     "frames[0]: a village frame has no card"),
    (acting(start(), {"kind": "distance", "count": 1}), "frames[0]: a distance frame needs card"),
    (acting(start(), {"kind": "distance", "card": "hay", "count": 3}),
     "frames[0]: a distance frame needs a terrain count of 1 or 2"),
    (acting(start(), {"kind": "overflow", "card": "hay"}), "frames[0]: a overflow frame has no card"),
], ids=lambda x: x if isinstance(x, str) else None)
def test_a_position_breaking_one_check_is_refused_with_that_problem_alone(d, problem):
    assert refused(d) == "impossible position: " + problem


def test_the_reader_says_what_is_wrong_in_whole_sentences():
    assert refused(edited(start(), format="chess")) == (
        "not a Lewis & Clark position (format field missing or wrong)")
    assert refused(edited(start(), version=2)) == "unsupported position version '2'"
    # A long version is cut to 20 characters in the message.
    assert refused(edited(start(), version="x" * 40)) == (
        "unsupported position version '" + "x" * 20 + "'")
    assert refused(edited(start(), stock=5.0)) == (
        "bad position: stock must be a whole number from 0 to 18, not 5.0")
    d = start()
    d["players"][1]["colour"] = "blue"
    assert refused(d) == "impossible position: two players have the same colour"
    d["current"] = 2
    assert refused(d) == ("impossible position: current is not a seat; "
                          "two players have the same colour")


def test_a_distance_frame_without_its_terrain_is_refused():
    d = acting(start(), {"kind": "distance", "card": "hay"})
    assert refused(d) == ("impossible position: frames[0]: a distance frame needs a terrain "
                          "count of 1 or 2")


OPEN_EFFECT = [{"kind": "card", "card": "hay", "left": 1}]
AT_FORT_CLATSOP = {"scout": 44, "camp": 44}


def arrived(d, seat=0):
    d["players"][seat].update(AT_FORT_CLATSOP)
    return d


@pytest.mark.parametrize("d, problem", [
    (edited(start(), frames=OPEN_EFFECT),
     "open effects (frames) belong to an action: action_done is true"),
    (edited(start(), moved=True), "moved (the Scout has moved in this effect) needs an open effect"),
    (arrived(start(), 1), "a Camp (or Mackenzie) is at Fort Clatsop: the game is over"),
    (edited(start(), idle_turns=2),
     "idle_turns 2: a whole round without action ends the game (D28)"),
    (edited(start(), quiet_turns=80),
     "quiet_turns 80: 40 rounds without a Camp advancing end the game (D29)"),
    (edited(arrived(start()), over=True, winner=0, frames=OPEN_EFFECT,
            turn_flags={"action_done": True}), "the game is over: no effect is still open (frames)"),
    (edited(arrived(start()), over=True), "a game of several players that is over has a winner"),
    (edited(start(), over=True, winner=1),
     "over, but no Camp (nor Mackenzie) is at Fort Clatsop, no round was idle (D28) and no Camp "
     "stood still for 40 rounds (D29)"),
    (edited(arrived(start()), over=True, winner=1),
     "the winner should be the seat whose Camp reached Fort Clatsop"),
    # A Camp on Fort Clatsop ends the game at once, so no stalled round (D28) or quiet end (D29)
    # can have named another winner after it.
    (edited(arrived(start()), over=True, winner=1, idle_turns=2),
     "the winner should be the seat whose Camp reached Fort Clatsop"),
    (edited(arrived(start()), over=True, winner=1, quiet_turns=80),
     "the winner should be the seat whose Camp reached Fort Clatsop"),
], ids=lambda x: x if isinstance(x, str) else None)
def test_progress_that_play_cannot_reach_is_refused_with_the_whole_reason(d, problem):
    assert refused(d) == "impossible position: " + problem


def hidden_in(where):
    """A 2-player start with one card replaced by "?" in `where` (no viewer)."""
    d = start()
    if where == "hand":
        d["players"][1]["hand"][0] = "?"
    elif where == "deck":
        d["deck"][0] = "?"
    elif where == "journal":
        d["journal"][0] = "?"
    elif where == "discard":
        d["discard"] = ["?"]
    elif where == "area":
        d["players"][1]["area"] = [{"card": "?", "support": None, "indians": 0}]
    elif where == "support":
        card = d["players"][1]["hand"].pop()
        d["players"][1]["area"] = [{"card": card, "support": "?", "indians": 0}]
    elif where == "hidden_pool":
        d["players"][1]["hidden_pool"] = []
    return d


@pytest.mark.parametrize("where", ["hand", "deck", "journal", "discard", "area", "support",
                                   "hidden_pool"])
def test_hidden_cards_outside_an_observation_are_refused_wherever_they_are(where):
    problem = "hidden cards ('?', hidden_pool) only appear in an observation (viewer)"
    assert refused(hidden_in(where)) == "impossible position: " + problem


# ---------------------------------------------------------------- what the checks still accept

def test_the_last_seat_a_full_upgrade_and_the_last_tiles_are_accepted():
    d = edited(start(3), current=2, viewer=2)
    d = positions.to_dict(positions.from_dict(d))  # a viewer with nothing hidden: fine
    assert d["current"] == 2
    reads_back(village(start(), upgrade=2, hunting=1, canoe=3))
    d = tiles(start(), "res2", "res5", "ind3")
    d["tiles_left"] = {"resource": 4, "indian": 5}
    reads_back(d)


def test_fields_left_out_read_as_documented():
    d = start()
    for key in ("turn", "turn_flags", "frames", "budget", "moved", "bonus_used", "discard",
                "village", "powwow", "tiles_left", "mackenzie", "solo_level", "winner",
                "over", "rng", "reveals"):
        d.pop(key)
    d["stock"] += d.pop("newcomer")
    for p in d["players"]:
        for key in ("area", "resources", "indians", "tiles"):
            p.pop(key)
        d["stock"] += 1  # the Indian each player had in the boats
    s = positions.from_dict(d)
    assert s.turn == 0
    assert all(flag is False for flag in (s.action_done, s.recruited, s.camped, s.moved, s.over))
    assert s.frames == [] and s.budget == [0] * 7 and s.bonus_used == 0 and s.discard == []
    assert s.village == [0] * 8 and s.powwow == 0 and s.newcomer == 0
    assert s.tiles_left == [6, 6] and s.mackenzie is None and s.solo_level is None
    assert s.winner is None and s.rng == 0 and s.reveals == 0
    assert s.viewer is None and s.idle_turns == 0 and s.quiet_turns == 0
    for p in s.players:
        assert p.area == [] and p.res == [0] * 6 and p.indians == 0 and p.tiles == ()
        assert p.hidden_pool == ()


def test_an_area_card_without_support_or_indians_reads_as_none_of_them():
    d = start()
    card = d["players"][0]["hand"].pop()
    d["players"][0]["area"] = [{"card": card}]
    p = positions.from_dict(d).players[0]
    assert p.area == [(card_index(card), -1, 0)]
    assert positions.to_dict(positions.from_dict(d))["players"][0]["area"] == [
        {"card": card, "support": None, "indians": 0}]


def test_an_empty_stock_may_be_left_out():
    d = start()
    d["players"][0]["indians"] += d.pop("stock")
    assert positions.from_dict(d).stock == 0


def test_a_frame_left_out_fields_read_as_one_activation_none_done():
    d = acting(start(), {"kind": "card", "card": "hay"})
    f = positions.from_dict(d).frames[0]
    assert (f.left, f.done, f.loc, f.extra, f.count) == (1, 0, -1, -1, 0)


# ---------------------------------------------------------------- positions from play

def test_an_effect_of_the_first_card_of_the_table_reads_back():
    # Hay is card 0 of the table: its card frame must still name it.
    t = holding("hay", "seaman")
    t.play("play hay support:seaman")
    d = reads_back(positions.to_dict(t.s))
    assert d["frames"] == [{"kind": "card", "card": "hay", "left": 1, "done": 0}]


def test_the_first_village_location_and_a_copied_first_card_read_back():
    t = table(players=2)
    t.play("village hunting x1")
    d = reads_back(positions.to_dict(t.s))
    assert d["frames"] == [{"kind": "village", "location": "hunting", "left": 1, "done": 0}]
    c = holding("the-partisan", "seaman", res={"food": 1})
    c.area(1, ("hay", None, 0))
    c.play("play the-partisan support:seaman", "copy hay pay:food")
    d = reads_back(positions.to_dict(c.s))
    assert d["frames"][-1] == {"kind": "card", "card": "hay", "copied": "hay", "left": 1,
                               "done": 0}
    assert engine.legal_moves(positions.from_dict(d)) == engine.legal_moves(c.s)


def test_a_farewell_in_progress_keeps_its_count_of_discards():
    t = table(players=2)
    t.play("village farewell x1", "discard seaman")
    d = reads_back(positions.to_dict(t.s))
    assert d["frames"][-1]["count"] == 1 and d["frames"][-1]["location"] == "farewell"


def test_an_action_paid_with_an_indian_keeps_its_budget_of_indians():
    # Little Thief pays an Indian: the action's budget holds the Indians of its start.
    t = holding("little-thief", "seaman", res={"food": 2, "wood": 2}, indians=2)
    t.play("play little-thief support:seaman")
    d = reads_back(positions.to_dict(t.s))
    assert d["budget"]["indians"] == 2  # both in the boats when the action began


def test_a_position_after_a_recruitment_reads_back():
    t = table(players=2)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    t.res(0, fur=1, equipment=1)
    t.play("recruit slot1")  # the Journal is refilled from the deck: one card revealed
    d = reads_back(positions.to_dict(t.s))
    assert d["turn_flags"]["recruited"] is True and d["reveals"] == 1


def test_a_position_with_jarrots_bonus_used_reads_back():
    t = holding("hawks-feather", "pierre-cruzatte", res={"food": 2})
    t.area(0, ("nicholas-jarrot", None, 0))
    t.play_full("play hawks-feather support:pierre-cruzatte", "move river pay:food")
    d = reads_back(positions.to_dict(t.s))
    assert d["bonus_used"] == 1 and d["frames"][-1]["card"] == "hawks-feather"


def test_games_ended_every_way_read_back():
    stalled = table(players=2)
    stalled.bare(0, 12, camp=10)
    stalled.bare(1, 16, camp=15)
    stalled.play("camp", "end", "camp", "end")
    won = table(players=2)
    won.bare(0, scout=44, camp=40)
    won.play("camp")
    lost = table(players=1, solo_level=0)
    lost.s.mackenzie = 43
    lost.play("village canoe x1", "end")
    quiet = table(players=2)
    quiet.s.quiet_turns = 79
    quiet.play("village canoe x1", "end")
    for t, winner in ((stalled, 1), (won, 0), (lost, None), (quiet, 1)):
        assert t.s.over and t.s.winner == winner
        reads_back(positions.to_dict(t.s))


# ---------------------------------------------------------------- check() on broken states

def broken(change):
    s = new_game(2, 5, first_player=0)
    change(s)
    return positions.check(s)


def test_check_names_each_broken_invariant():
    def negative_resource(s):
        s.players[0].res[1] = -1

    def negative_indians(s):
        s.players[1].indians = -1  # from 1: the 2 Indians go to the stock
        s.stock += 2

    def overloaded(s):
        s.players[0].res[1] = 12

    def off_route(s):
        s.players[1].camp = 55

    def negative_village(s):
        s.village[2] = -1
        s.stock += 1

    def six_pages(s):
        s.journal.append(s.deck.pop())

    def seven_tiles_left(s):
        s.tiles_left[1] = 7

    def indian_lost(s):
        s.stock -= 1

    assert broken(negative_resource) == ["player 0 holds a negative amount"]
    assert broken(negative_indians) == ["player 1 holds a negative amount"]
    assert broken(overloaded) == ["player 0 carries more than the boats hold"]
    assert broken(off_route) == ["player 1: Scout or Camp off the route"]
    assert broken(negative_village) == ["a negative number of Indians"]
    assert broken(six_pages) == ["the Journal has more than 5 cards"]
    assert broken(seven_tiles_left) == ["boat tile supply out of range"]
    assert broken(indian_lost) == ["Indians should total 9, found 8"]

    def card_twice(s):
        s.deck.append(s.deck[0])

    assert broken(card_twice) == ["a card appears twice"]


def test_check_lets_an_open_overflow_carry_too_much():
    def overflowing(s):
        s.players[0].res[1] = 12
        s.action_done = True
        s.frames = [Frame("overflow")]

    assert broken(overflowing) == []


def test_check_accepts_scout_and_camp_on_the_rearmost_space():
    def rearmost(s):
        s.players[1].scout = s.players[1].camp = 0

    assert broken(rearmost) == []


def test_check_counts_the_hidden_cards_of_an_observation_against_its_pool():
    from lewisclark_desktop.lewisclark.game import RULES

    t = table(players=2)
    t.area(1, ("york", "joseph-whitehouse", 0), ("william-clark", None, 1),
           ("hay", "little-raven", 0))
    o = RULES.observation(t.s, 0)
    assert positions.check(o) == []
    o.players[1].hand = o.players[1].hand[1:]
    # 3 cards left in hand + 2 hidden supports (Clark has none) = 5 in the pool; one hand
    # card taken away.
    assert positions.check(o) == ["player 1: 4 hidden cards but 5 in the pool"]
