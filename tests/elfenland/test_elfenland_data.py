"""The map and the components, counted against the rules spec (§1, §2, §3, §7)."""

from collections import Counter

from lewisclark_desktop.elfenland.board import (DISTANCE, EDGES, MARKER_TOWNS, NEIGHBOURS, ROADS,
                                                START_TOWN, TOWN_INDEX, TOWNS)
from lewisclark_desktop.elfenland.components import (COST, TOTAL_CARDS, TOTAL_COUNTERS,
                                                     TOWN_CARDS, full_card_set,
                                                     full_counter_set, may_place, COUNTER_INDEX)

T = TOWN_INDEX


def test_21_towns_and_elvenhold_holds_no_marker():
    assert len(TOWNS) == 21
    assert len(MARKER_TOWNS) == 20 and START_TOWN not in MARKER_TOWNS
    assert TOWNS[START_TOWN].name == "Elvenhold"


def test_48_connections_by_kind():
    kinds = Counter(e.kind for e in EDGES)
    assert kinds == {"plain": 8, "forest": 12, "desert": 7, "mountain": 8, "river": 7, "lake": 6}
    assert len(ROADS) == 35


def test_rivers_flow_from_a_to_their_downstream_end():
    rivers = [e for e in EDGES if e.kind == "river"]
    assert all(e.downstream_to == e.b for e in rivers)
    assert all(e.downstream_to == -1 for e in EDGES if e.kind != "river")


def test_seven_doubled_town_pairs_are_separate_edges():
    pairs = Counter(frozenset((e.a, e.b)) for e in EDGES)
    doubled = {p for p, n in pairs.items() if n == 2}
    assert len(doubled) == 7
    for road, water in (("r01", "w1"), ("r05", "w4"), ("r32", "w5"), ("r34", "w6"),
                        ("r08", "w7"), ("r35", "l6"), ("r31", "l3")):
        ea = next(e for e in EDGES if e.id == road)
        eb = next(e for e in EDGES if e.id == water)
        assert {ea.a, ea.b} == {eb.a, eb.b} and ea.mark != eb.mark


def test_link_counts_and_steps_from_elvenhold_match_the_spec_table():
    table = {  # town: (links, steps from Elvenhold), spec §2
        "elvenhold": (7, 0), "albaran": (5, 3), "beata": (3, 1), "dagamura": (6, 2),
        "ergeren": (2, 1), "feodor": (5, 2), "grangor": (5, 4), "ixara": (6, 2),
        "jaccaranda": (3, 3), "kihromah": (1, 3), "lapphalya": (6, 1), "mahdavikia": (5, 3),
        "parundia": (5, 4), "rivinia": (5, 1), "strykhaven": (4, 1), "throtmanni": (5, 2),
        "tichih": (4, 2), "usselen": (4, 5), "virst": (6, 1), "wylhien": (5, 4), "yttar": (4, 5),
    }
    assert len(table) == 21
    for i, town in enumerate(TOWNS):
        assert (len(NEIGHBOURS[i]), DISTANCE[START_TOWN][i]) == table[town.id], town.id
    assert sum(len(n) for n in NEIGHBOURS) == 2 * 48


def test_roads_alone_connect_every_town():
    seen, todo = {START_TOWN}, [START_TOWN]
    while todo:
        t = todo.pop()
        for edge, u in NEIGHBOURS[t]:
            if edge in ROADS and u not in seen:
                seen.add(u)
                todo.append(u)
    assert len(seen) == 21


def test_longest_shortest_path_is_six():
    assert max(max(row) for row in DISTANCE) == 6
    assert DISTANCE[T["beata"]][T["usselen"]] == 6


def test_reference_distance_table_of_the_variant():
    # spec §7; columns: Bea Erg Gra Ixa Jac Mah Str Tic Uss Vir Wyl Ytt (the twelve town cards)
    rows = {
        "elvenhold": (1, 1, 4, 2, 3, 3, 1, 2, 5, 1, 4, 5),
        "albaran": (4, 3, 2, 2, 2, 2, 4, 2, 2, 3, 1, 2),
        "beata": (0, 2, 5, 3, 4, 4, 1, 3, 6, 2, 5, 6),
        "dagamura": (3, 3, 2, 1, 3, 1, 3, 3, 3, 2, 2, 3),
        "ergeren": (2, 0, 5, 3, 2, 4, 2, 1, 4, 2, 3, 5),
        "feodor": (3, 3, 3, 2, 2, 2, 3, 2, 3, 2, 2, 3),
        "grangor": (5, 5, 0, 2, 3, 1, 4, 4, 2, 3, 2, 1),
        "ixara": (3, 3, 2, 0, 4, 1, 2, 3, 4, 1, 3, 3),
        "jaccaranda": (4, 2, 3, 4, 0, 4, 4, 1, 2, 4, 1, 3),
        "kihromah": (4, 4, 3, 2, 4, 2, 4, 4, 4, 3, 3, 4),
        "lapphalya": (2, 2, 3, 1, 3, 2, 2, 2, 4, 1, 3, 4),
        "mahdavikia": (4, 4, 1, 1, 4, 0, 3, 4, 3, 2, 3, 2),
        "parundia": (5, 4, 1, 3, 2, 2, 5, 3, 1, 4, 1, 1),
        "rivinia": (2, 2, 4, 2, 2, 3, 2, 1, 4, 2, 3, 4),
        "strykhaven": (1, 2, 4, 2, 4, 3, 0, 3, 6, 1, 5, 5),
        "throtmanni": (3, 2, 3, 3, 1, 3, 3, 1, 3, 3, 2, 3),
        "tichih": (3, 1, 4, 3, 1, 4, 3, 0, 3, 3, 2, 4),
        "usselen": (6, 4, 2, 4, 2, 3, 6, 3, 0, 5, 1, 1),
        "virst": (2, 2, 3, 1, 4, 2, 1, 3, 5, 0, 4, 4),
        "wylhien": (5, 3, 2, 3, 1, 3, 5, 2, 1, 4, 0, 2),
        "yttar": (6, 5, 1, 3, 3, 2, 5, 4, 1, 4, 2, 0),
    }
    assert len(rows) == 21
    for town, want in rows.items():
        assert tuple(DISTANCE[T[town]][c] for c in TOWN_CARDS) == want, town


def test_72_cards_48_counters_12_town_cards():
    assert TOTAL_CARDS == len(full_card_set()) == 72
    assert Counter(full_card_set())[6] == 12  # rafts
    assert TOTAL_COUNTERS == len(full_counter_set()) == 48
    assert set(Counter(full_counter_set()).values()) == {8}
    assert len(TOWN_CARDS) == len(set(TOWN_CARDS)) == 12


def test_cost_chart_and_placement():
    assert not may_place(COUNTER_INDEX["pig"], "desert")
    assert not may_place(COUNTER_INDEX["unicorn"], "plain")
    assert may_place(COUNTER_INDEX["cloud"], "mountain") and COST["cloud"]["mountain"] == 1
    assert COST["troll"]["plain"] == 1 and COST["dragon"]["desert"] == 1
    assert sum(v is None for row in COST.values() for v in row.values()) == 5  # the "–" of §3
