"""The binding decisions D1-D19 of the rules spec §10, as positions + moves."""

from collections import Counter

from elf import table

from lewisclark_desktop.core.commands import STRICT, CommandStack
from lewisclark_desktop.core.rng import Rng, seed_state
from lewisclark_desktop.elfenland import engine, observation
from lewisclark_desktop.elfenland.board import EDGE_INDEX, TOWN_INDEX
from lewisclark_desktop.elfenland.components import (COUNTER_INDEX, HIDDEN, TOWN_CARDS,
                                                     full_card_set)
from lewisclark_desktop.elfenland.game import RULES

ALL_BUT = [t for t in TOWN_INDEX if t != "elvenhold"]


def test_d1_no_early_end_without_twenty_markers():
    t = table(players=2).phase("travel", current=0, round=3)
    t.visited(1, *ALL_BUT[:19]).hand(0, "pig").hand(1, "pig")
    t.play("end", "end")
    assert not t.s.over and t.s.round == 4  # nothing to choose at round end: round 4 began


def test_d1_the_game_always_ends_after_round_4():
    t = table(players=2).phase("travel", current=0, round=4).hand(0, "pig pig pig pig pig pig")
    t.play("end", "end")
    assert t.s.over and engine.legal_moves(t.s) == [] and RULES.current_player(t.s) is None
    assert "game is over" in t.refuse("pass")


def test_d2_early_end_in_the_variant_is_decided_by_variant_scores():
    t = table(players=2, variant=True).phase("travel", current=0, round=1)
    t.visited(0, *ALL_BUT).boot(0, "beata").destination(0, "usselen")  # 20 - 6
    t.visited(1, *ALL_BUT[:15]).boot(1, "yttar").destination(1, "yttar")  # 15 - 0
    t.play("end", "end")
    assert t.s.over and engine.winner(t.s) == 1


def test_d3_display_survives_the_round_end_and_is_topped_up():
    t = table(players=2).phase("keep-cards", current=0).display("dragon dragon pig")
    t.counters(0).counters(1).hand(0, "pig").hand(1, "pig")
    s = t.s
    assert s.round == 2 and len(s.display) == 5
    assert s.display[:3] == [0, 0, 5]


def test_d4_distance_counts_any_connection_and_zero_at_the_destination():
    t = table(players=2, variant=True).phase("over")
    t.boot(0, "elvenhold").destination(0, "strykhaven").boot(1, "virst").destination(1, "virst")
    assert engine.distance_left(t.s, 0) == 1  # the lake, not the two roads
    assert engine.distance_left(t.s, 1) == 0
    t.boot(0, "yttar").destination(0, "beata").start()
    assert engine.score(t.s, 0) == -6  # no markers, six connections away: negative


def test_d5_the_kept_counter_is_free_choice_and_the_rest_go_back():
    t = table(players=2).phase("keep-cards", current=0).hand(0, "pig")
    t.hand(1, "cloud cloud cloud cloud raft")  # seat 1 still has to choose afterwards
    t.counters(0, secret="troll", open="dragon dragon").counters(1)
    assert t.s.phase == "keep-counter"  # 1 card: nothing to choose there
    assert sorted(t.legal()) == ["keep-counter dragon", "keep-counter troll"]
    assert "do not hold" in t.refuse("keep-counter pig")
    supply_before = Counter(t.s.supply)
    t.play("keep-counter dragon")
    p = t.s.players[0]
    assert p.secret == [COUNTER_INDEX["dragon"]] and p.open == []
    assert Counter(t.s.supply) - supply_before == Counter([COUNTER_INDEX["troll"],
                                                          COUNTER_INDEX["dragon"]])
    assert t.s.phase == "keep-cards" and t.s.current == 1


def test_d5_a_single_kind_is_kept_without_asking():
    t = table(players=2).phase("keep-cards", current=0).hand(0, "pig").hand(1, "pig")
    t.counters(0, open="troll troll").counters(1, open="pig")
    s = t.s
    assert s.round == 2
    assert s.players[0].secret[0] == COUNTER_INDEX["troll"]
    assert s.players[1].secret[0] == COUNTER_INDEX["pig"]


def test_d6_exactly_four_cards_are_kept_when_more_are_held():
    t = table(players=2).phase("keep-cards", current=0).counters(0).counters(1)
    t.hand(0, "pig pig pig raft raft dragon").hand(1, "cloud cloud")
    assert "exactly 4" in t.refuse("keep pig+pig+pig")
    assert "exactly 4" in t.refuse("keep pig+pig+pig+raft+raft")
    assert "do not hold" in t.refuse("keep pig+pig+pig+pig")
    t.play("keep pig+raft+raft+dragon")
    assert t.s.round == 2
    assert sum(t.s.players[0].hand) == 8 and sum(t.s.players[1].hand) == 8


def test_d7_a_caravan_may_use_rafts_and_the_counter_type_even_when_normal_price_is_payable():
    t = table().boot(0, "feodor").hand(0, "troll troll troll raft").road("r21", "troll")
    t.phase("travel", current=0)
    assert "move r21" in t.legal() and "move r21 caravan:troll+troll+raft" in t.legal()
    t.play("move r21 caravan:troll+troll+raft")
    assert t.hand_of(0) == {"troll": 1}
    t2 = table().hand(0, "troll troll troll").phase("travel", current=0)
    assert "holds no counter" in t2.refuse("move r09 caravan:troll+troll+troll")


def test_d8_paid_cards_wait_in_the_discard_pile_until_the_round_ends():
    t = table(players=2).phase("travel", current=0).hand(0, "troll troll").road("r01", "troll")
    t.counters(0).counters(1).hand(1, "pig")
    t.play("move r01")
    assert sorted(t.s.discard) == [2]
    t.play("end", "end")
    s = t.s
    assert s.round == 2 and s.discard == []
    assert len(s.deck) + sum(sum(p.hand) for p in s.players) == 72


def test_d9_an_empty_stack_allows_no_blind_draw():
    t = table(players=2).phase("draw", current=0)
    t.counters(1)
    t.counters(1, open=" ".join(t.d["supply"]))
    assert t.d["supply"] == []
    assert "draw" not in t.legal()
    assert "stack is empty" in t.refuse("draw")
    t.play(t.legal()[0])


def test_d10_each_player_gets_one_of_the_twelve_town_cards():
    s = RULES.new_state({"players": 5, "variant": True}, 3)
    dest = [p.destination for p in s.players]
    assert len(set(dest)) == 5 and set(dest) <= set(TOWN_CARDS)
    assert sorted(dest + s.town_cards) == sorted(TOWN_CARDS)
    assert all(p.destination == -1 for p in RULES.new_state({"players": 5}, 3).players)


def test_d11_first_player_is_seeded_or_given_and_moves_on_each_round():
    firsts = {RULES.new_state({"players": 4}, seed).start_player for seed in range(30)}
    assert len(firsts) > 1
    assert RULES.new_state({"players": 4}, 7).start_player == \
        RULES.new_state({"players": 4}, 7).start_player
    s = RULES.new_state({"players": 4, "first_player": 2}, 7)
    assert s.start_player == 2 and s.current == 2
    t = table(players=3).phase("keep-cards", current=0, start_player=0)
    t.counters(0).counters(1).counters(2).hand(0, "pig").hand(1, "pig").hand(2, "pig")
    assert t.s.start_player == 1 and t.s.current == 1


def test_d12_hands_are_dealt_whole_in_seat_order_from_the_start_player():
    seed = 11
    s = RULES.new_state({"players": 3, "first_player": 1}, seed)
    deck = full_card_set()
    Rng(seed_state(seed)).shuffle(deck)
    first, second = Counter(deck[-8:]), Counter(deck[-16:-8])
    as_counter = [Counter({c: n for c, n in enumerate(p.hand) if n}) for p in s.players]
    assert as_counter[1] == first and as_counter[2] == second


def test_d13_nobody_able_to_place_ends_placing_at_once():
    t = table(players=2).counters(0).counters(1).phase("place", current=0)
    t.d["players"][0]["obstacle"] = t.d["players"][1]["obstacle"] = False
    assert t.s.phase == "travel"


def test_d14_obstacle_on_an_own_counter_once_per_game():
    t = table(players=2).counters(0, open="troll troll").counters(1, open="pig")
    t.phase("place", current=0)
    t.play("place troll r01", "pass", "obstacle r01")
    assert t.s.obstacles[EDGE_INDEX["r01"]] == 0 and not t.s.players[0].obstacle
    t.play("place pig r02")
    assert "already used" in t.refuse("obstacle r02")
    assert "water" in t.refuse("obstacle w1")


def test_d14_an_unused_obstacle_carries_over_a_placed_one_leaves():
    t = table(players=2).phase("keep-cards", current=0).counters(0).counters(1)
    t.road("r01", "troll").obstacle("r01", 1).hand(0, "pig").hand(1, "pig")
    s = t.s
    r01 = EDGE_INDEX["r01"]
    assert s.round == 2 and s.obstacles[r01] == -1 and s.roads[r01] == -1
    assert s.players[0].obstacle and not s.players[1].obstacle


def test_d15_zero_steps_revisits_and_shared_towns():
    t = table(players=2).phase("travel", current=0).road("r01", "troll")
    t.hand(0, "troll troll troll").hand(1, "pig")
    t.play("move r01", "move r01", "move r01")
    p = t.s.players[0]
    assert p.boot == TOWN_INDEX["beata"] and p.markers == 1 and t.hand_of(0) == {}
    t.play("end", "end")  # seat 1 ends its journey after zero steps
    assert t.s.phase != "travel"
    t = table(players=2).phase("travel", current=0).boot(1, "beata").road("r01", "troll")
    t.hand(0, "troll raft").play("move w2")  # boots never block; water or road is the mover's pick
    assert "move r01" not in t.legal()


def test_d16_full_tie_shares_the_place():
    t = table(players=3).phase("over").hand(0, "pig").hand(1, "pig").hand(2, "raft")
    assert engine.ranking(t.s) == [(1, 0), (1, 1), (1, 2)] and engine.winner(t.s) is None


def test_d17_round_end_choices_stay_private():
    t = table(players=2).phase("keep-cards", current=0).counters(1)
    t.hand(0, "pig pig raft raft dragon dragon").counters(0, secret="troll", open="elfcycle")
    t.hand(1, "cloud cloud cloud cloud raft")
    t.play("keep pig+pig+raft+dragon", "keep-counter elfcycle")
    o = observation.observation(t.s, 1)
    assert o.players[0].secret == [HIDDEN] and o.players[0].hidden_cards == 4
    assert o.discard == []  # the two discards went face down
    mine = observation.observation(t.s, 0)
    assert mine.players[0].secret == [COUNTER_INDEX["elfcycle"]]


def test_d18_options_variant_off_four_rounds_obstacles_in():
    s = RULES.new_state({}, 1)
    assert not s.variant and s.num_players == 3 and all(p.obstacle for p in s.players)
    assert RULES.normalize_options({"variant": True}, 1)["variant"] is True
    for bad in ({"players": 7}, {"players": 1}, {"rounds": 5}, {"variant": "yes"},
                {"players": 2, "colours": ["red", "red"]}, {"first_player": 4},
                {"first_player": True}, {"colours": ["red", "blue", "pink"]}):
        try:
            RULES.new_state(bad, 1)
        except ValueError as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{bad} accepted")


def test_d19_two_players_play_by_the_same_rules():
    s = RULES.new_state({"players": 2}, 5)
    assert len(s.deck) == 72 - 16 and len(s.supply) == 48 - 5 - 2
    stack = CommandStack(RULES, s, STRICT)
    for _ in range(6):
        stack.apply(RULES.legal_moves(stack.state)[-1])  # six blind draws
    assert stack.state.phase == "place" and len(stack.state.supply) == 35


def test_d6_a_hand_of_one_kind_is_cut_to_four_without_asking():
    t = table(players=2).phase("keep-cards", current=0).counters(0).counters(1)
    t.hand(0, "pig pig pig pig pig pig").hand(1, "cloud cloud cloud cloud cloud cloud raft")
    s = t.s
    assert s.phase == "keep-cards" and s.current == 1  # seat 0 had nothing to choose
    assert s.players[0].hand[5] == 4


def test_town_cards_stay_hidden_until_the_game_ends():
    t = table(players=2, variant=True).phase("travel", current=0, round=4)
    t.destination(0, "beata").destination(1, "yttar").hand(0, "pig").hand(1, "pig")
    o = observation.observation(t.s, 0)
    assert o.players[0].destination == TOWN_INDEX["beata"]
    assert o.players[1].destination == HIDDEN
    t.play("end", "end")
    o = observation.observation(t.s, 0)
    assert t.s.over and o.players[1].destination == TOWN_INDEX["yttar"]
    assert all(c == HIDDEN for c in o.town_cards)  # the unused ones are never shown
