"""Elfenland's whole travel chart, written out from the rules spec §3 (not read back from the
code), and checked through the moves the engine allows: every transport on every terrain,
with and without an obstacle, the rivers both ways and the lakes."""

import pytest
from elf import table

from lewisclark_desktop.elfenland.board import EDGES, TOWNS

# spec §3: cards of the counter's type to cross one road; None: the counter may not be placed.
CHART = {
    "pig": {"plain": 1, "forest": 1, "desert": None, "mountain": None},
    "elfcycle": {"plain": 1, "forest": 1, "desert": None, "mountain": 2},
    "cloud": {"plain": 2, "forest": 2, "desert": None, "mountain": 1},
    "unicorn": {"plain": None, "forest": 1, "desert": 2, "mountain": 1},
    "troll": {"plain": 1, "forest": 2, "desert": 2, "mountain": 2},
    "dragon": {"plain": 1, "forest": 2, "desert": 1, "mountain": 1},
}
CELLS = [(transport, terrain) for transport in CHART for terrain in CHART[transport]]


def road_of(terrain):
    return next(e for e in EDGES if e.kind == terrain)


def traveller(edge, hand):
    return table(players=2).boot(0, TOWNS[edge.a].id).hand(0, hand)


def test_the_chart_has_every_transport_and_terrain():
    assert len(CELLS) == 24 and {terrain for _, terrain in CELLS} == {"plain", "forest", "desert", "mountain"}


@pytest.mark.parametrize("transport,terrain", CELLS)
def test_a_counter_lies_only_where_the_chart_has_a_price(transport, terrain):
    edge = road_of(terrain)
    t = table(players=2).counters(0, open=transport).counters(1, open="pig")
    t.phase("place", current=0)
    move = f"place {transport} {edge.id}"
    if CHART[transport][terrain] is None:
        t.refuse(move)
        assert move not in t.legal()
    else:
        assert move in t.legal()
        t.play(move)


@pytest.mark.parametrize("transport,terrain", [c for c in CELLS if CHART[c[0]][c[1]] is not None])
@pytest.mark.parametrize("obstacle", [False, True])
def test_a_road_costs_the_charts_number_of_cards_of_its_counters_type(transport, terrain, obstacle):
    edge = road_of(terrain)
    price = CHART[transport][terrain] + (1 if obstacle else 0)

    def offered(cards):
        t = traveller(edge, " ".join([transport] * cards)).road(edge.id, transport)
        if obstacle:
            t.obstacle(edge.id, 1)
        t.phase("travel", current=0)
        return f"move {edge.id}" in t.legal(), t

    enough, t = offered(price)
    assert enough, f"{transport} on {terrain} should cost {price}"
    t.play(f"move {edge.id}")
    assert t.hand_of(0) == {}  # exactly the price was paid
    if price > 1:
        too_few, _ = offered(price - 1)
        assert not too_few, f"{transport} on {terrain} is dearer than {price - 1}"


@pytest.mark.parametrize("kind,downstream,rafts", [("river", True, 1), ("river", False, 2),
                                                   ("lake", True, 2), ("lake", False, 2)])
def test_water_is_paid_in_rafts_one_with_the_current_two_against_it_and_on_lakes(kind, downstream, rafts):
    edge = next(e for e in EDGES if e.kind == kind)
    start = edge.a if (kind == "lake" or edge.downstream_to != edge.a) == downstream else edge.b
    if kind == "river":
        assert (edge.downstream_to != start) == downstream

    def offered(cards):
        t = table(players=2).boot(0, TOWNS[start].id).hand(0, " ".join(["raft"] * cards))
        t.phase("travel", current=0)
        return f"move {edge.id}" in t.legal(), t

    enough, t = offered(rafts)
    assert enough
    t.play(f"move {edge.id}")
    assert t.hand_of(0) == {}
    if rafts > 1:
        assert not offered(rafts - 1)[0]


@pytest.mark.parametrize("obstacle,cards", [(False, 3), (True, 4)])
def test_a_caravan_pays_any_three_cards_four_with_an_obstacle(obstacle, cards):
    edge = road_of("mountain")  # pig may not lie there: a caravan still needs a counter
    hand = ["pig", "raft", "cloud", "unicorn"][:cards]
    t = traveller(edge, " ".join(hand)).road(edge.id, "dragon")
    if obstacle:
        t.obstacle(edge.id, 1)
    t.phase("travel", current=0)
    caravans = [m for m in t.legal() if m.startswith(f"move {edge.id} caravan:")]
    assert caravans and all(m.split("caravan:")[1].count("+") == cards - 1 for m in caravans)
    short = traveller(edge, " ".join(hand[:-1])).road(edge.id, "dragon")
    if obstacle:
        short.obstacle(edge.id, 1)
    short.phase("travel", current=0)
    assert not [m for m in short.legal() if m.startswith(f"move {edge.id}")]
