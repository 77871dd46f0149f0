"""Setting up a new game (rules §2, §14.1; seed 000 セットアップ)."""

import pytest
from lc import table

from lewisclark_desktop.lewisclark import journal, positions
from lewisclark_desktop.lewisclark.cards import CARDS, ENCOUNTERED, STRENGTH, card_index
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.setup import new_game

SAINT_LOUIS = 5
COLOURS = ("blue", "orange", "yellow", "green", "purple")

# The rules spec, §5, as it stands there: the six starting characters of each colour.
STARTING_TABLE = """
| colour | Commander | Interpreter | Lumberjack | Hunter | Blacksmith | Fur Trader |
| blue | Meriwether Lewis | Pierre Cruzatte | Hugh McNeal | Seaman | Alexander H. Willard | Richard Windsor |
| orange | William Clark | François Labiche | John B. Thompson | York | Joseph Whitehouse | Joseph & Reuben Field |
| yellow | John Ordway | Robert Frazer | Thomas P. Howard | Silas Goodrich | John Shields | George Shannon |
| green | Nathaniel Pryor | George Gibson | Patrick Gass | John Colter | William Bratton | Peter Weiser |
| purple | Charles Floyd | J. Baptiste Lepage | Hugh Hall | William Werner | John Potts | John Collins |
"""
STARTING = {cells[0]: tuple(cells[1:]) for cells in
            ([c.strip() for c in row.strip("|").split("|")]
             for row in STARTING_TABLE.strip().splitlines()[1:])}
INTERPRETER = 1  # position of the Interpreter in the rows above


def res(p):
    return dict(zip(("food", "wood", "equipment", "fur", "canoe", "horse"), p.res))


@pytest.mark.parametrize("n, total", [(1, 6), (2, 9), (3, 12), (4, 15), (5, 18)])
def test_indians_in_play_are_three_plus_three_per_player(n, total):
    s = new_game(n, seed=7)
    in_boats = [p.indians for p in s.players]
    assert in_boats == [1] * n  # one Indian in each expedition
    assert all(p.indians_on_cards() == 0 for p in s.players)
    assert s.newcomer == 1  # one on the Newcomer area
    assert sum(s.village) == 0 and s.powwow == 0  # nothing else in the Village
    assert s.stock == total - n - 1 == 2 * n + 2  # the rest wait in the stock
    assert s.stock + s.newcomer + sum(in_boats) == total


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_each_player_gets_the_six_starting_characters_of_their_colour(n):
    s = new_game(n, seed=3)
    assert [p.colour for p in s.players] == list(COLOURS[:n])
    for p in s.players:
        assert len(p.hand) == 6
        names = sorted(CARDS[c].name for c in p.hand)
        assert names == sorted(STARTING[p.colour])
        for c in p.hand:
            expected = 2 if CARDS[c].name == STARTING[p.colour][INTERPRETER] else 1
            assert STRENGTH[c] == expected, CARDS[c].name
        assert p.area == []


def test_unused_colours_cards_are_not_in_the_game():
    s = new_game(2, seed=3)
    everywhere = {CARDS[c].name for c in [c for p in s.players for c in p.hand] + s.deck + s.journal}
    for colour in ("yellow", "green", "purple"):
        assert not everywhere & set(STARTING[colour])


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_starting_resources_scouts_and_camps(n):
    s = new_game(n, seed=11)
    for p in s.players:
        assert res(p) == {"food": 1, "wood": 0, "equipment": 1, "fur": 1, "canoe": 0, "horse": 0}
        assert p.scout == SAINT_LOUIS and p.camp == SAINT_LOUIS
        assert p.tiles == ()


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_twelve_boat_tiles_six_of_each_kind(n):
    s = new_game(n, seed=11)
    assert list(s.tiles_left) == [6, 6]


@pytest.mark.parametrize("n", [1, 2, 5])
def test_the_54_encountered_characters_form_a_shuffled_deck_and_a_journal_of_five(n):
    s = new_game(n, seed=5)
    assert len(s.journal) == 5
    assert len(s.deck) == 49
    assert sorted(s.deck + s.journal) == sorted(ENCOUNTERED)
    assert s.discard == []
    assert s.deck != sorted(s.deck) and s.deck != sorted(s.deck, reverse=True)  # shuffled


@pytest.mark.parametrize("seed", range(12))
def test_initial_journal_is_sorted_weakest_on_the_bottom_page(seed):
    s = new_game(3, seed=seed)
    strengths = [STRENGTH[c] for c in s.journal]  # journal[0] is the bottom (1 Fur) page
    assert strengths == sorted(strengths)


def test_initial_journal_equal_strengths_keep_draw_order_from_the_bottom_up():
    s = new_game(2, seed=1)
    s.deck.extend(s.journal)
    s.journal = []
    # Drawn in this order (the deck is drawn from its end): strengths 3, 1, 2, 1, 3.
    drawn = ["sacagawea", "hay", "yellept", "little-raven", "cut-nose"]
    for slug in drawn:
        s.deck.remove(card_index(slug))
    s.deck.extend(card_index(x) for x in reversed(drawn))
    journal.initial_layout(s)
    assert [CARDS[c].slug for c in s.journal] == [
        "hay", "little-raven", "yellept", "sacagawea", "cut-nose"]
    assert len(s.deck) == 49


def test_later_refills_are_not_sorted():
    t_state = new_game(2, seed=1)
    s = t_state
    s.deck.extend(s.journal)
    s.journal = []
    s.discard = []
    drawn = ["cut-nose", "hay"]
    for slug in drawn:
        s.deck.remove(card_index(slug))
    s.deck.extend(card_index(x) for x in reversed(drawn))
    journal.refill(s)
    assert [CARDS[c].slug for c in s.journal[:2]] == ["cut-nose", "hay"]


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_same_seed_same_game(n):
    a = new_game(n, seed=123)
    b = new_game(n, seed=123)
    assert positions.to_dict(a) == positions.to_dict(b)
    assert positions.state_hash(a) == positions.state_hash(b)


def test_different_seeds_give_different_decks():
    decks = {tuple(new_game(2, seed=seed).deck) for seed in range(10)}
    assert len(decks) == 10
    journals = {tuple(new_game(2, seed=seed).journal) for seed in range(10)}
    assert len(journals) > 1


def test_same_seed_same_game_through_the_rules_interface():
    a = RULES.new_state({"players": 4}, 99)
    b = RULES.new_state({"players": 4}, 99)
    assert RULES.state_hash(a) == RULES.state_hash(b)
    assert RULES.state_hash(a) != RULES.state_hash(RULES.new_state({"players": 4}, 100))


@pytest.mark.parametrize("level", range(8))
def test_solo_mackenzie_starts_level_spaces_up_from_saint_louis(level):
    s = new_game(1, seed=2, solo_level=level)
    assert s.solo
    assert s.mackenzie == SAINT_LOUIS + level
    assert s.solo_level == level
    p = s.players[0]
    assert p.scout == SAINT_LOUIS and p.camp == SAINT_LOUIS
    assert p.indians == 1 and s.newcomer == 1 and s.stock == 4
    assert s.current == 0


def test_solo_default_level_is_zero_and_multiplayer_has_no_mackenzie():
    assert new_game(1, seed=2).mackenzie == SAINT_LOUIS
    for n in (2, 3, 4, 5):
        s = new_game(n, seed=2)
        assert s.mackenzie is None and not s.solo


@pytest.mark.parametrize("n", [0, -1, 6, 7, 100])
def test_invalid_player_counts_are_refused(n):
    with pytest.raises(ValueError, match="1 to 5"):
        new_game(n, seed=1)


@pytest.mark.parametrize("bad", [0, 6, "3", 2.5, None])
def test_invalid_player_counts_are_refused_by_the_options(bad):
    with pytest.raises(ValueError, match="players"):
        RULES.new_state({"players": bad}, 1)


@pytest.mark.parametrize("level", [-1, 8, 10, 2.5, "3"])
def test_invalid_mackenzie_levels_are_refused(level):
    with pytest.raises(ValueError, match="0 to 7"):
        new_game(1, seed=1, solo_level=level)


@pytest.mark.parametrize("n", [2, 3, 5])
def test_a_mackenzie_level_outside_the_solo_game_is_refused(n):
    with pytest.raises(ValueError, match="solo"):
        new_game(n, seed=1, solo_level=3)


def test_unknown_new_game_options_are_refused():
    with pytest.raises(ValueError, match="unknown option"):
        RULES.new_state({"players": 2, "expansion": True}, 1)


@pytest.mark.parametrize("first", [-1, 2, 5])
def test_first_player_outside_the_seats_is_refused(first):
    with pytest.raises(ValueError, match="first player"):
        new_game(2, seed=1, first_player=first)


def test_chosen_colours_get_their_own_starting_cards():
    s = new_game(2, seed=1, colours=("green", "purple"))
    assert [p.colour for p in s.players] == ["green", "purple"]
    for p in s.players:
        assert sorted(CARDS[c].name for c in p.hand) == sorted(STARTING[p.colour])


@pytest.mark.parametrize("colours", [("blue", "blue"), ("blue", "red"), ("blue",)])
def test_invalid_colours_are_refused(colours):
    with pytest.raises(ValueError, match="colours"):
        new_game(2, seed=1, colours=colours)


@pytest.mark.parametrize("page", [1, 2, 3, 4, 5])
def test_journal_page_k_from_the_bottom_costs_k_furs(page):
    t = table(players=2)
    t.journal("hay", "little-raven", "buffalo-medicine", "ebenezer-tuttle", "rene-jessaume")
    t.res(0, fur=page, equipment=1)
    legal = t.legal()
    recruits = {m for m in legal if m.startswith("recruit slot") and "discount" not in m}
    assert recruits == {f"recruit slot{k}" for k in range(1, page + 1)}
    t.play(f"recruit slot{page}")
    assert t.res_of(0)["fur"] == 0 and t.res_of(0)["equipment"] == 0
