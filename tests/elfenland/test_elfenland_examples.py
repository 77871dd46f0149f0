"""The worked examples of the rules spec §9, as positions + moves."""

from elf import table

from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.elfenland.board import EDGE_INDEX, TOWN_INDEX
from lewisclark_desktop.elfenland.components import COUNTER_INDEX
from lewisclark_desktop.elfenland.journey import reachable
from lewisclark_desktop.elfenland.moves import format_move

ALL_BUT = [t for t in TOWN_INDEX if t != "elvenhold"]


def test_1_journey_pays_the_counter_type_and_collects_two_markers():
    t = table().boot(0, "rivinia")
    t.hand(0, "elfcycle elfcycle unicorn unicorn dragon dragon dragon raft")
    t.road("r12", "elfcycle").road("r22", "unicorn").phase("travel", current=0)
    t.play("move r12")
    assert t.hand_of(0)["elfcycle"] == 1
    t.play("move r22")
    p = t.s.players[0]
    assert p.boot == TOWN_INDEX["albaran"] and p.markers == 2
    left = engine.markers_left(t.s, 0)
    assert len(left) == 18 and not {TOWN_INDEX["feodor"], TOWN_INDEX["albaran"]} & set(left)
    assert t.hand_of(0) == {"elfcycle": 1, "dragon": 3, "raft": 1}
    assert sorted(t.s.discard) == sorted([3, 1, 1])  # paid cards lie face up


def test_2_caravan_with_an_obstacle_costs_four_cards_of_any_kind():
    t = table().boot(0, "feodor").hand(0, "troll pig pig raft cloud")
    t.road("r21", "troll").obstacle("r21", 1).phase("travel", current=0)
    assert "costs 3 troll" in t.refuse("move r21")
    assert "exactly 4 cards" in t.refuse("move r21 caravan:pig+pig+raft")
    t.play("move r21 caravan:pig+pig+raft+cloud")
    assert t.hand_of(0) == {"troll": 1}
    assert t.s.players[0].boot == TOWN_INDEX["throtmanni"]


def test_3_rafts_against_the_current_cost_two_with_it_one():
    t = table().boot(0, "tichih").hand(0, "raft raft raft raft raft").phase("travel", current=0)
    assert "raft" in t.refuse("move w3 caravan:raft+raft+raft")
    t.play("move w3", "move w2")
    assert t.hand_of(0) == {"raft": 1}
    assert t.s.players[0].boot == TOWN_INDEX["elvenhold"]

    t = table().hand(0, "raft raft").phase("travel", current=0)
    t.play("move w2", "move w3")  # downstream: 1 + 1
    assert t.hand_of(0) == {} and t.s.players[0].boot == TOWN_INDEX["tichih"]

    t = table().boot(0, "beata").hand(0, "raft").phase("travel", current=0)
    t.play("move w1")
    assert t.hand_of(0) == {}


def test_4_lakes_cost_two_rafts_and_a_double_link_offers_both_ways():
    t = table().hand(0, "raft raft raft raft raft cloud").road("r31", "cloud")
    t.phase("travel", current=0)
    t.play("move l2")
    assert t.hand_of(0) == {"raft": 3, "cloud": 1}
    legal = t.legal()
    assert "move l3" in legal and "move r31" in legal
    t.play("move r31")
    assert t.hand_of(0) == {"raft": 3}
    t.play("move w4")  # Virst -> Ixara, with the current
    assert t.hand_of(0) == {"raft": 2}
    t.play("move w4")  # back against it
    assert t.hand_of(0) == {}

    t = table().boot(0, "strykhaven").hand(0, "troll troll").road("r31", "troll")
    t.phase("travel", current=0).play("move r31")
    assert t.hand_of(0) == {}


def test_5_placement_legality():
    t = table().counters(0, open="pig unicorn cloud troll").road("r12", "dragon")
    t.phase("place", current=0)
    assert "desert" in t.refuse("place pig r22")
    assert "plain" in t.refuse("place unicorn r02")
    assert "water" in t.refuse("place troll w1")
    assert "water" in t.refuse("place troll l1")
    assert "already holds a counter" in t.refuse("place troll r12")
    assert "holds no counter" in t.refuse("obstacle r13")
    t2 = table().counters(0, open="troll").road("r12", "dragon").obstacle("r12", 1)
    assert "already has an obstacle" in t2.phase("place", current=0).refuse("obstacle r12")
    t.play("place cloud r31")
    assert t.s.roads[EDGE_INDEX["r31"]] == COUNTER_INDEX["cloud"]
    t2 = table().counters(0, open="troll").phase("place", current=0)
    t2.play("place troll r01")
    assert t2.s.roads[EDGE_INDEX["r01"]] == COUNTER_INDEX["troll"] and t2.s.current == 1


def test_6_placing_ends_after_all_players_pass_in_a_row():
    t = table(players=3)
    for seat in range(3):
        t.counters(seat, open="troll troll dragon")
    t.phase("place", current=0)
    t.play("place troll r01", "pass", "place troll r02", "pass", "place troll r03", "pass", "pass")
    assert t.s.phase == "place" and t.s.current == 1
    t.play("pass")
    assert t.s.phase == "travel" and t.s.current == 0


def test_6_a_player_with_nothing_to_place_is_passed_automatically():
    t = table(players=3)
    t.counters(0, open="troll").counters(1).counters(2, open="troll")
    t.d["players"][1]["obstacle"] = False
    t.phase("place", current=0)
    t.play("pass")
    assert t.s.current == 2 and t.s.passes == 2  # seat 1 could not place: its pass counted
    t.play("pass")
    assert t.s.phase == "travel"


def _round_end_table():
    t = table(players=3).phase("keep-cards", current=0)
    t.hand(0, "dragon dragon raft raft unicorn pig").counters(0, secret="troll", open="elfcycle")
    t.hand(1, "cloud cloud cloud").counters(1).hand(2, "pig").counters(2)
    return t


def test_7_round_end_keeps_four_cards_and_one_counter_that_turns_secret():
    t = _round_end_table().start()
    assert t.s.phase == "keep-cards"
    t.play("keep dragon+dragon+unicorn+raft")
    assert t.s.phase == "keep-counter" and t.s.current == 0
    t.play("keep-counter elfcycle")
    s = t.s  # nothing left to choose for seats 1 and 2: round 2 has begun
    assert s.round == 2 and s.phase == "draw" and s.start_player == 1
    a, b = s.players[0], s.players[1]
    assert sum(a.hand) == 8 and a.hand[0] >= 2 and a.hand[1] >= 1 and a.hand[6] >= 1
    assert a.secret[0] == 3 and len(a.secret) == 2 and a.open == []  # kept elfcycle + new one
    assert sum(b.hand) == 8  # kept its 3 cards, dealt 5
    while s.phase == "draw":
        t.play("draw")
    assert len(s.players[0].counters()) == 5
    assert len(s.players[1].counters()) == 4


def test_8_base_scoring_markers_then_cards():
    t = table(players=3).phase("over")
    t.visited(0, *ALL_BUT[:15]).visited(1, *ALL_BUT[:15]).visited(2, *ALL_BUT[:14])
    t.hand(0, "dragon dragon").hand(1, "raft raft raft raft").hand(2, "pig pig pig pig pig pig pig")
    assert engine.ranking(t.s) == [(1, 1), (2, 0), (3, 2)]
    assert engine.winner(t.s) == 1
    t.hand(0, "dragon dragon pig pig").start()
    assert engine.ranking(t.s) == [(1, 0), (1, 1), (3, 2)]
    assert engine.winner(t.s) is None  # a shared first place


def test_9_variant_scoring_subtracts_the_distance_to_the_town_card():
    t = table(players=3, variant=True).phase("over")
    t.boot(0, "feodor").visited(0, *ALL_BUT[:13]).destination(0, "tichih")
    t.boot(1, "elvenhold").visited(1, *ALL_BUT[:12]).destination(1, "strykhaven")
    t.boot(2, "wylhien").visited(2, *ALL_BUT[:14]).destination(2, "beata")
    s = t.s
    assert [engine.distance_left(s, k) for k in range(3)] == [2, 1, 5]
    assert [engine.score(s, k) for k in range(3)] == [11, 11, 9]
    assert engine.ranking(s) == [(1, 1), (2, 0), (3, 2)]


def test_10_early_end_after_the_journeys_of_round_3():
    t = table(players=3).phase("travel", current=0, round=3)
    t.visited(1, *[x for x in ALL_BUT if x != "feodor"]).boot(1, "rivinia").road("r12", "troll")
    t.hand(1, "troll troll").hand(2, "pig")
    t.play("end", "move r12")
    assert t.s.players[1].markers == 20 and t.s.phase == "travel" and t.s.current == 1
    t.play("end")
    assert t.s.current == 2 and not t.s.over  # C still makes its journey
    t.play("end")
    assert t.s.over and t.s.round == 3 and engine.winner(t.s) == 1


def test_10_two_players_with_all_markers_are_separated_by_cards():
    t = table(players=3).phase("travel", current=0, round=2)
    t.visited(1, *ALL_BUT).visited(2, *ALL_BUT).hand(1, "pig").hand(2, "pig raft")
    t.play("end", "end", "end")
    assert t.s.over and engine.winner(t.s) == 2


def test_reachable_towns_and_their_cheapest_cost_for_the_plan_preview():
    t = table().boot(0, "rivinia")
    t.hand(0, "elfcycle elfcycle unicorn unicorn dragon dragon dragon raft")
    t.road("r12", "elfcycle").road("r22", "unicorn").phase("travel", current=0)
    assert reachable(t.s, 0) == {TOWN_INDEX["rivinia"]: 0, TOWN_INDEX["feodor"]: 1,
                     TOWN_INDEX["albaran"]: 3, TOWN_INDEX["tichih"]: 1}


def test_ways_to_pay_a_step_to_a_neighbouring_town():
    t = table().boot(0, "strykhaven").hand(0, "raft raft cloud troll pig").road("r31", "cloud")
    t.phase("travel", current=0)
    ways = [format_move(m) for m in engine.moves_to(t.s, TOWN_INDEX["virst"])]
    assert "move l3" in ways and "move r31" in ways
    assert all(w.startswith(("move r31", "move l3")) for w in ways)
    assert len([w for w in ways if "caravan" in w]) == 7  # 3 of {raft x2, cloud, troll, pig}
    assert engine.moves_to(t.s, TOWN_INDEX["usselen"]) == []
