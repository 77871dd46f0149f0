"""The worked examples of the user's rule summary (seeds/000), as positions + moves."""

from lc import moved, table


def test_camp_costing_five_days():
    # Blue: 2 Indians on a played card, 1 card left in hand, 8 resources (the free boat full,
    # the flat boat used, 2 in the per-item boat), so 1 + 1 + 2 + 1 = 5 days.
    t = table(players=2)
    t.hand(0, "seaman")
    t.area(0, ("meriwether-lewis", None, 2))
    t.indians(0, 0)
    t.res(0, food=3, wood=3, fur=2)
    t.scout(0, 20, camp=5)
    t.scout(1, 30)
    assert "camp" in t.legal()
    t.play("camp")
    p = t.p(0)
    assert p.scout == 15 and p.camp == 15
    assert p.indians == 2
    from lewisclark_desktop.lewisclark.cards import card_index
    assert p.hand == sorted(card_index(c) for c in ("seaman", "meriwether-lewis"))
    assert p.area == []


def test_commander_example_1_lost_movement_in_the_mountains():
    # Yellow plays the Commander with a strength-2 card and pays 2 Horses for 2 x 2 mountain
    # spaces, but only 3 spaces (2 mountain + 1 mixed) lie ahead: the 4th point is lost.
    t = moved(28, "play meriwether-lewis support:pierre-cruzatte", "move mountain pay:horse",
              "move mountain pay:horse", hand=("meriwether-lewis", "pierre-cruzatte"), horse=2)
    assert t.p(0).scout == 31
    assert t.p(0).res[5] == 0


def test_commander_example_2_pass_an_occupied_final_space():
    # Blue plays the Commander with a strength-1 card and 2 Indians: 2 Food (2 x 2 river) and
    # 1 Horse (2 mountain). Orange stands on the final space, so Blue goes one further.
    t = moved(19, "play meriwether-lewis support:seaman indians:2", "move river pay:food",
              "move river pay:food", "move mountain pay:horse",
              hand=("meriwether-lewis", "seaman"), others=[25], indians=2, food=2, horse=1)
    assert t.p(0).scout == 26
    assert t.s.frames == []


def test_lumberjack_five_badges_times_two_keep_seven():
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "pierre-cruzatte")
    t.res(0)
    # 4 more Wood badges around: the opponent shows three, Blue one already.
    t.area(0, ("hay", None, 0))
    t.area(1, ("john-b-thompson", None, 0), ("francois-labiche", None, 0), ("yellept", None, 0))
    t.play("play hugh-mcneal support:pierre-cruzatte")
    legal = t.legal()
    assert "collect wood 10" in legal and "collect wood 11" not in legal
    t.play("collect wood 7")
    assert t.res_of(0)["wood"] == 7
    assert t.s.frames == []


def test_interpreter_example_gathers_four_indians():
    t = table(players=2)
    t.hand(0, "pierre-cruzatte", "seaman")
    t.village(hunting=1, canoe=2, newcomer=1)
    t.journal("hay", "little-raven", "john-hay", "yellept", "regis-loisel")
    bottom = t.s.journal[0]
    stock_before = t.s.stock
    t.play("play pierre-cruzatte support:seaman", "indians 4")
    s = t.s
    assert t.p(0).indians == 1 + 4
    assert sum(s.village) == 0 and s.powwow == 0
    assert bottom in s.discard and bottom not in s.journal
    from lewisclark_desktop.lewisclark.cards import card_index
    assert len(s.journal) == 5 and s.journal[0] == card_index("little-raven")
    assert s.newcomer == 1 and s.stock == stock_before - 1


def test_regis_loisel_for_four_furs_and_two_equipment_discarding_a_strength_1_card():
    t = table(players=2)
    t.hand(0, "hugh-mcneal", "seaman")
    t.journal("hay", "little-raven", "john-hay", "regis-loisel", "yellept")
    t.res(0, fur=4, equipment=2)
    assert "recruit slot4" not in t.legal()  # 3 Equipment needed without the discount
    t.play("recruit slot4 discount:hugh-mcneal")
    p = t.p(0)
    assert t.res_of(0)["fur"] == 0 and t.res_of(0)["equipment"] == 0
    from lewisclark_desktop.lewisclark.cards import card_index
    assert card_index("regis-loisel") in p.hand
    assert card_index("hugh-mcneal") in t.s.discard
    # The card above slid down, a new card fills the top page.
    assert t.s.journal[3] == card_index("yellept") and len(t.s.journal) == 5


def test_canoe_manufacturing_with_two_indians():
    t = table(players=2)
    t.indians(0, 2)
    t.res(0, wood=4)
    t.play("village canoe x2", "trade pay:wood+wood gain:canoe", "trade pay:wood+wood gain:canoe")
    assert t.res_of(0)["canoe"] == 2 and t.res_of(0)["wood"] == 0


def test_horse_trade_three_different_resources():
    t = table(players=2)
    t.res(0, wood=1, food=1, equipment=1)
    t.play("village horse x1", "trade pay:food+wood+equipment gain:horse")
    assert t.res_of(0) == {"food": 0, "wood": 0, "equipment": 0, "fur": 0, "canoe": 0, "horse": 1}
