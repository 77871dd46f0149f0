"""Each check of the Elfenland position reader, shown failing: a position that breaks exactly
that rule is refused, and the reason (what `lewisclark apply` and the open dialog show) names the
field and the problem, word for word (docs/positions-elfenland.md)."""

import json

import pytest

from lewisclark_desktop.elfenland import positions
from lewisclark_desktop.elfenland.board import MARKER_TOWNS, TOWNS
from lewisclark_desktop.elfenland.game import RULES


def _pos(players=3, variant=False, viewer=None):
    s = RULES.new_state({"players": players, "variant": variant, "first_player": 0}, 2)
    if viewer is not None:
        s = RULES.observation(s, viewer)
    return json.loads(json.dumps(positions.to_dict(s)))


def refused(d):
    with pytest.raises(positions.PositionError) as info:
        positions.load_dict(d)
    return str(info.value)


def _set(**fields):
    return lambda d: d.update(fields)


def _player(seat, **fields):
    return lambda d: d["players"][seat].update(fields)


def _road(edge, counter):
    def edit(d):
        d["supply"].remove(counter)
        d["roads"][edge] = counter
    return edit


def _hand(seat, **cards):
    """Give the seat exactly these cards, the rest back to the deck (the cards still add up)."""
    def edit(d):
        p = d["players"][seat]
        for name, n in p["hand"].items():
            d["deck"].extend([name] * n)
        p["hand"] = cards
        for name, n in cards.items():
            for _ in range(n):
                d["deck"].remove(name)
    return edit


def _deck_swap(out, into):
    def edit(d):
        d["deck"][d["deck"].index(out)] = into
    return edit


def _all_markers(seat):
    return _player(seat, visited=[TOWNS[t].id for t in MARKER_TOWNS])


def _then(*edits):
    def edit(d):
        for e in edits:
            e(d)
    return edit


# (edit of a sound 3-player position in phase draw, the reason given)
REFUSALS = {
    "format": (_set(format="lewisclark-position"),
               "not an Elfenland position (format must be 'elfenland-position')"),
    "version": (_set(version=2), "position version '2'; this version reads 1"),
    "version missing": (lambda d: d.pop("version"),
                        "position version 'None'; this version reads 1"),
    "version cut to 20 characters": (_set(version="v" * 30),
                                     f"position version '{'v' * 20}'; this version reads 1"),
    "unknown field": (_set(extra=1), "bad position: extra must be absent (unknown field), not 1"),
    "start_player": (_set(start_player=3), "start_player 3 is not a seat (0 to 2)"),
    "current": (_set(current=5), "current 5 is not a seat (0 to 2)"),
    "passes": (_set(phase="place", passes=3), "passes 3 is out of range (0 to 2)"),
    "takes": (_set(takes=9), "takes 9 is out of range (0 to 8)"),
    "seats_done": (_set(phase="travel", seats_done=3), "seats_done 3 is out of range (0 to 2)"),
    "deck": (_deck_swap("raft", "gold"), "position deck: unknown card 'gold'"),
    "hidden deck card outside an observation": (_deck_swap("raft", "?"),
                                                "position deck: unknown card '?'"),
    "discard": (_set(discard=["?"]), "position discard: unknown card '?'"),
    "supply": (lambda d: d["supply"].__setitem__(0, "?"), "position supply: unknown counter '?'"),
    "display": (lambda d: d["display"].__setitem__(0, "raft"),
                "position display: unknown counter 'raft'"),
    "road id": (_set(roads={"r99": "pig"}), "roads: unknown road 'r99'"),
    "road counter": (_set(roads={"r12": "boat"}), "roads r12: unknown counter 'boat'"),
    "counter on a river": (_road("w1", "troll"), "roads w1: a troll cannot lie on a river link"),
    "pig in the desert": (_road("r27", "pig"), "roads r27: a pig cannot lie on a desert link"),
    "obstacle road id": (_set(obstacles={"r99": 0}), "obstacles: unknown road 'r99'"),
    "obstacle seat": (_set(obstacles={"r01": 3}), "obstacles r01: 3 is not a seat"),
    "obstacle on an empty road": (_set(obstacles={"r01": 0}),
                                  "obstacles r01: an obstacle lies only on a road with a counter"),
    "obstacle still held": (_then(_road("r12", "dragon"), _set(obstacles={"r12": 1})),
                            "obstacles r12: seat 1 still holds its obstacle"),
    "two obstacles of one seat": (
        _then(_road("r12", "dragon"), _road("r01", "pig"), _player(1, obstacle=False),
              _set(obstacles={"r12": 1, "r01": 1})),
        "obstacles: seat 1 has only one obstacle"),
    "a hidden counter on a road": (_set(roads={"r12": "?"}), "roads r12: unknown counter '?'"),
    "a hidden boot": (_player(0, boot="?"), "player 0: unknown town '?'"),
    "a hidden town visited": (_player(0, visited=["?"]), "player 0 visited: unknown town '?'"),
    "a hidden card in a hand": (_player(0, hand={"?": 1}), "player 0 hand: unknown card '?'"),
    "town card": (_set(town_cards=["atlantis"]), "town_cards: unknown town 'atlantis'"),
    "town cards without the variant": (_set(town_cards=["beata"]), "town cards need the variant"),
    "boot": (_player(0, boot="atlantis"), "player 0: unknown town 'atlantis'"),
    "hand card": (_player(0, hand={"gold": 1}), "player 0 hand: unknown card 'gold'"),
    "secret counter": (_player(1, secret=["raft"]), "player 1 secret: unknown counter 'raft'"),
    "hidden secret outside an observation": (_player(1, secret=["?"]),
                                             "player 1 secret: unknown counter '?'"),
    "open counter": (_player(1, open=["?"]), "player 1 open: unknown counter '?'"),
    "visited town": (_player(1, visited=["atlantis"]),
                     "player 1 visited: unknown town 'atlantis'"),
    "marker in Elvenhold": (_player(2, visited=["elvenhold"]),
                            "player 2: Elvenhold holds no markers"),
    "destination without the variant": (_player(0, destination="beata"),
                                         "player 0: a destination needs the variant"),
    "nine cards": (_hand(0, raft=5, pig=4), "player 0 holds 9 cards, more than 8"),
    "same colour": (_player(1, colour="red"), "two players have the same colour"),
    "a card missing": (lambda d: d["deck"].remove("dragon"),
                       "the travel cards do not add up to 10 of each kind and 12 rafts: "
                       "dragon 9 (should be 10)"),
    "a raft turned into a pig": (_deck_swap("raft", "pig"),
                                 "the travel cards do not add up to 10 of each kind and 12 "
                                 "rafts: pig 11 (should be 10), raft 11 (should be 12)"),
    "a counter missing": (lambda d: d["supply"].remove("troll"),
                          "the counters do not add up to 8 of each kind: troll 7 (should be 8)"),
    "a counter too many": (lambda d: d["supply"].append("cloud"),
                           "the counters do not add up to 8 of each kind: cloud 9 (should be 8)"),
    "two problems of progress": (_set(passes=1, seats_done=1),
                                 "impossible position: passes is 0 outside phase place; "
                                 "seats_done is 0 outside phase travel or keep-cards or "
                                 "keep-counter"),
    "a dragon on a road in phase draw": (_road("r12", "dragon"),
                                         "impossible position: the roads are cleared at the end "
                                         "of a round: none holds a counter in phase draw"),
    "a round after the last": (_set(phase="keep-cards", round=4),
                               "impossible position: no round follows round 4: the game is over "
                               "after its journeys"),
    "a round after all the markers": (_then(_all_markers(1), _set(phase="keep-counter", round=2)),
                                      "impossible position: no round follows round 2 once a "
                                      "player holds all the markers: the game is over after its "
                                      "journeys"),
    "placing after all the markers": (_then(_all_markers(2), _set(phase="place")),
                                      "impossible position: a player holds all the markers: the "
                                      "game ended with that round"),
    "over too early": (_set(phase="over", round=3),
                       "impossible position: the game ends after round 4 or when a player holds "
                       "all the markers, not in round 3"),
}


@pytest.mark.parametrize("edit, reason", REFUSALS.values(), ids=REFUSALS.keys())
def test_a_position_breaking_one_rule_is_refused_naming_it(edit, reason):
    d = _pos()
    positions.load_dict(json.loads(json.dumps(d)))  # sound before the edit
    edit(d)
    assert refused(d) == reason


def test_what_is_not_a_json_object_is_not_a_position():
    for data in ([], "elfenland-position", None):
        assert refused(data) == "not an Elfenland position (format must be 'elfenland-position')"


VARIANT_REFUSALS = {
    "destination missing": (lambda d: d["players"][0].pop("destination"),
                            "player 0: unknown town card None"),
    "destination not a town": (_player(0, destination="atlantis"),
                               "player 0: unknown town card 'atlantis'"),
    "hidden destination outside an observation": (_player(0, destination="?"),
                                                  "player 0: unknown town card '?'"),
    "Elvenhold as a destination": (_player(0, destination="elvenhold"),
                                   "player 0: elvenhold is not one of the twelve town cards"),
    "a town card missing": (lambda d: d["town_cards"].pop(),
                            "the town cards (destinations and unused ones) must be the twelve "
                            "town cards, each once"),
    "a town card twice": (lambda d: d["town_cards"].__setitem__(0, d["players"][0]["destination"]),
                          "the town cards (destinations and unused ones) must be the twelve "
                          "town cards, each once"),
}


@pytest.mark.parametrize("edit, reason", VARIANT_REFUSALS.values(), ids=VARIANT_REFUSALS.keys())
def test_a_variant_position_breaking_one_rule_is_refused_naming_it(edit, reason):
    d = _pos(variant=True)
    positions.load_dict(json.loads(json.dumps(d)))
    edit(d)
    assert refused(d) == reason


OBSERVATION_REFUSALS = {
    "viewer": (_set(viewer=3), "viewer 3 is not a seat (0 to 2)"),
    "unknown card": (_set(unknown_cards=["gold"]), "position unknown_cards: unknown card 'gold'"),
    "unknown counter": (_set(unknown_counters=["raft"]),
                        "position unknown_counters: unknown counter 'raft'"),
    "unknown town": (_set(unknown_towns=["atlantis"]),
                     "position unknown_towns: unknown town 'atlantis'"),
    "one hidden card unlisted": (lambda d: d["unknown_cards"].pop(),
                                 "unknown_cards must list exactly the cards hidden from the "
                                 "viewer"),
    "one hidden counter unlisted": (lambda d: d["unknown_counters"].pop(),
                                    "unknown_counters must list exactly the counters hidden "
                                    "from the viewer"),
    "nine cards, eight of them hidden": (_then(_player(1, hidden_cards=8),
                                               _player(1, hand={"raft": 1})),
                                         "player 1 holds 9 cards, more than 8"),
}


@pytest.mark.parametrize("edit, reason", OBSERVATION_REFUSALS.values(),
                         ids=OBSERVATION_REFUSALS.keys())
def test_an_observation_breaking_one_rule_is_refused_naming_it(edit, reason):
    d = _pos(viewer=0)
    positions.load_dict(json.loads(json.dumps(d)))
    edit(d)
    assert refused(d) == reason


def test_explicit_zero_counts_are_read_as_none_held():
    d = _pos()
    d["players"][0]["hand"]["pig"] = 0
    assert positions.load_dict(d).players[0].hand[5] == 0
    o = _pos(viewer=0)
    o["players"][0]["hidden_cards"] = 0  # the viewer's own hand: nothing hidden
    assert positions.load_dict(o).players[0].hidden_cards == 0


def test_a_full_position_holds_no_cards_beyond_its_hands():
    d = _pos()
    d["players"][0]["hidden_cards"] = 3  # meaningful only in an observation
    p = positions.load_dict(d).players[0]
    assert p.card_count == sum(d["players"][0]["hand"].values())
