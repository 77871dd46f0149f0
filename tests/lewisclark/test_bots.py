"""Built-in bots: legal moves only, deterministic under a seed, blind to hidden information,
cooperative cancellation, and the registry the UI relies on."""

import pytest

from lewisclark_desktop.bots import registry
from lewisclark_desktop.bots.lewisclark.heuristics import evaluate, fuel_terms
from lewisclark_desktop.bots.lewisclark.view import private_view, sample_world
from lewisclark_desktop.core.rng import Rng, seed_state
from lewisclark_desktop.lewisclark import engine
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.state import HIDDEN

FAST = {"hard": {"iterations": 3, "width": 3}}


def bot(level, seed=0):
    return registry.make_bot(level, seed, **FAST.get(level, {}))


def play(levels, seed, decisions, solo_level=None):
    """Play `decisions` moves with one bot per seat; check every move is legal."""
    options = {"players": len(levels)}
    if len(levels) == 1:
        options["solo_level"] = solo_level or 0
    s = RULES.new_state(options, seed)
    bots = [bot(level, seed + i) for i, level in enumerate(levels)]
    for _ in range(decisions):
        if s.over:
            break
        move = bots[s.current].choose(RULES, RULES.observation(s, s.current))
        assert move in RULES.legal_moves(s), f"{move} is not legal"
        RULES.apply(s, move)
    return s


def test_registry_lists_the_levels_and_builds_each():
    assert registry.available_levels() == ("random", "easy", "normal", "hard")
    for level in registry.available_levels():
        b = registry.make_bot(level, 3)
        assert b.level == level
    with pytest.raises(ValueError):
        registry.make_bot("grandmaster", 0)
    with pytest.raises(ValueError):
        registry.make_bot("normal", 0, budget=1.0)


@pytest.mark.parametrize("levels,seed,decisions", [
    (("normal", "random"), 1, 700),
    (("easy", "normal"), 2, 500),
    (("normal", "easy", "random"), 3, 500),
    (("normal", "normal", "easy", "random", "normal"), 4, 400),
    (("normal",), 5, 400),
])
def test_bots_only_play_legal_moves(levels, seed, decisions):
    play(levels, seed, decisions)


def test_hard_only_plays_legal_moves_with_a_small_fixed_budget():
    play(("hard", "normal"), 6, 120)
    play(("hard", "easy", "normal"), 7, 80)


def test_normal_finishes_a_two_player_game_against_random():
    s = RULES.new_state({"players": 2}, 5)
    bots = [bot("normal", 1), bot("random", 2)]
    while not s.over and s.turn < 400:
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    assert s.over and s.winner == 0


def _positions(count, seed=11):
    """Some mid-game positions (turn decisions and effect decisions) of a 3-player game."""
    s = RULES.new_state({"players": 3}, seed)
    bots = [bot("normal", 1), bot("random", 2), bot("easy", 3)]
    out = []
    i = 0
    while len(out) < count and not s.over:
        if i % 7 == 3:
            out.append(s.clone())
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
        i += 1
    return out


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_same_seed_and_observation_give_the_same_move(level):
    for s in _positions(12):
        o = RULES.observation(s, s.current)
        assert bot(level, 42).choose(RULES, o) == bot(level, 42).choose(RULES, o.clone())


def _scramble_hidden(o, seed):
    """Change only what the viewer cannot see: the deck order and which of each opponent's
    unknown cards are in hand (the observation keeps them as a pool)."""
    x = o.clone()
    rng = Rng(seed_state(seed))
    rng.shuffle(x.deck)
    for seat, p in enumerate(x.players):
        if seat != o.viewer:
            pool = list(p.hidden_pool)
            rng.shuffle(pool)
            p.hidden_pool = tuple(pool)
    return x


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_never_read_hidden_information(level):
    for s in _positions(10, seed=21):
        o = RULES.observation(s, s.current)
        expected = bot(level, 5).choose(RULES, o)
        for k in range(2):
            assert bot(level, 5).choose(RULES, _scramble_hidden(o, k)) == expected


def test_bots_answer_the_same_given_the_full_state_or_the_observation():
    """The full state has the real hidden cards: a bot that read them could answer otherwise.
    (Two different true states with the same observation must give the same move.)"""
    for s in _positions(8, seed=31):
        o = RULES.observation(s, s.current)
        other = s.clone()
        other.deck.reverse()
        o2 = RULES.observation(other, s.current)
        assert bot("normal", 9).choose(RULES, o) == bot("normal", 9).choose(RULES, o2)


def test_private_view_hides_and_canonicalises():
    s = _positions(3)[-1]
    o = RULES.observation(s, s.current)
    v = private_view(_scramble_hidden(o, 3))
    assert v.deck == sorted(v.deck)
    for seat, p in enumerate(v.players):
        if seat != s.current:
            assert all(c == HIDDEN for c in p.hand)
            assert list(p.hidden_pool) == sorted(p.hidden_pool)
    assert private_view(o).deck == v.deck


def test_sampled_worlds_are_consistent_with_the_observation():
    for s in _positions(6, seed=41):
        v = private_view(RULES.observation(s, s.current))
        w = sample_world(v, Rng(seed_state(1)))
        assert sorted(w.deck) == sorted(s.deck)
        for seat, (p, q) in enumerate(zip(s.players, w.players)):
            assert len(p.hand) == len(q.hand)
            assert [c for c, _, _ in p.area] == [c for c, _, _ in q.area]
            mine = sorted(p.hand + [d for _, d, _ in p.area if d >= 0])
            theirs = sorted(q.hand + [d for _, d, _ in q.area if d >= 0])
            assert mine == theirs
        assert engine.legal_moves(w) == engine.legal_moves(s) or s.current == w.current


def test_hard_stops_when_asked_and_returns_a_legal_move():
    s = _positions(4, seed=51)[-1]
    while s.frames or s.action_done:
        RULES.apply(s, bot("normal").choose(RULES, RULES.observation(s, s.current)))
    o = RULES.observation(s, s.current)
    calls = []

    def stop():
        calls.append(1)
        return len(calls) > 2

    hard = registry.make_bot("hard", 1, budget=60.0)
    move = hard.choose(RULES, o, should_stop=stop)
    assert move in RULES.legal_moves(s)
    assert hard.last_stats["iterations"] <= 2


def test_hard_ends_early_only_when_its_answer_can_no_longer_change(monkeypatch):
    from lewisclark_desktop.bots.lewisclark.hard_bot import HardBot
    assert HardBot._settled([9, 3, 2], 5)
    assert not HardBot._settled([9, 4, 2], 5)
    s = _positions(2, seed=61)[-1]  # a position where the search settles early
    while s.frames or s.action_done:
        RULES.apply(s, bot("normal").choose(RULES, RULES.observation(s, s.current)))
    o = RULES.observation(s, s.current)
    early = registry.make_bot("hard", 4, iterations=40, width=5)
    early_move = early.choose(RULES, o)
    monkeypatch.setattr(HardBot, "_settled", staticmethod(lambda visits, left: False))
    full = registry.make_bot("hard", 4, iterations=40, width=5)
    assert full.choose(RULES, o) == early_move
    assert full.last_stats["iterations"] == 40
    assert early.last_stats["iterations"] < 40


def test_hard_compares_its_candidates_in_the_same_sampled_worlds(monkeypatch):
    from lewisclark_desktop.bots.lewisclark.hard_bot import HardBot
    s = _positions(2, seed=61)[-1]
    while s.frames or s.action_done:
        RULES.apply(s, bot("normal").choose(RULES, RULES.observation(s, s.current)))
    seen = {}  # candidate -> the hidden cards of each world its playouts were played in
    playout = HardBot._playout

    def spy(self, w, move, seat):
        hidden = (tuple(w.deck), tuple(tuple(p.hand) for p in w.players))
        seen.setdefault(move, []).append(hidden)
        return playout(self, w, move, seat)

    monkeypatch.setattr(HardBot, "_playout", spy)
    hard = registry.make_bot("hard", 4, iterations=30, width=4, paired=True)
    hard.choose(RULES, RULES.observation(s, s.current))
    first = seen[max(seen, key=lambda m: len(seen[m]))]  # the reference: a playout per world
    assert len(seen) > 1 and len(set(first)) > 1
    for worlds in seen.values():
        assert worlds == first[:len(worlds)]


def test_every_bot_accepts_should_stop():
    s = RULES.new_state({"players": 2}, 8)
    o = RULES.observation(s, s.current)
    for level in registry.available_levels():
        move = bot(level).choose(RULES, o, should_stop=lambda: True)
        assert move in RULES.legal_moves(s)


def test_hint_suggests_a_legal_move_without_playing_it():
    s = RULES.new_state({"players": 2}, 9)
    o = RULES.observation(s, s.current)
    before = RULES.state_hash(s)
    for level, opts in (("normal", {}), ("hard", {"iterations": 3})):
        move = registry.hint(RULES, o, level, seed=1, **opts)
        assert move in RULES.legal_moves(s)
    assert RULES.state_hash(s) == before
    with pytest.raises(ValueError):
        registry.hint(RULES, o, "random")


def test_value_prefers_horses_before_the_rockies_and_food_on_the_river():
    s = RULES.new_state({"players": 2}, 10)
    p = s.players[0]
    p.scout = 22
    p.res = [1, 0, 0, 0, 0, 1]
    horse = fuel_terms(p)[0]
    p.res = [2, 0, 0, 0, 0, 0]
    food = fuel_terms(p)[0]
    assert horse > food
    p.scout = 8
    assert fuel_terms(p)[0] > 0
    assert evaluate(s, 0) == evaluate(s.clone(), 0)


def test_normal_does_not_camp_at_saint_louis_with_a_full_hand():
    from lewisclark_desktop.bots.lewisclark.normal_bot import should_camp

    s = RULES.new_state({"players": 2}, 12)
    s.action_done = True
    assert not should_camp(s)  # six cards in hand at Saint Louis: the camp would reset


# ---------------------------------------------------------------- the hint's plan (explain.py)

def _lewis_on_the_river():
    from lc import table
    t = table(players=2)
    t.hand(0, "meriwether-lewis", "seaman", "hugh-mcneal")
    t.res(0, food=3)
    t.scout(0, 8, camp=8)
    return t


def test_the_hint_comes_with_its_plan_and_the_first_step_is_the_hint():
    from lewisclark_desktop.bots.lewisclark.explain import Camp, Play, explain
    t = _lewis_on_the_river()
    s = t.s
    move = registry.hint(RULES, RULES.observation(s, 0))
    steps = explain(s, 0)
    first = steps[0]
    assert isinstance(first, Play) and move.kind == "play"
    assert (first.card, first.indians) == ("meriwether-lewis", move.n)
    assert first.turn == 0 and first.terrain == "river" and first.spaces > 0
    # Each turn of the plan has one action, and the plan closes with a camp on its last turn.
    actions = [st for st in steps if not isinstance(st, Camp)]
    assert [st.turn for st in actions] == list(range(len(actions)))
    assert isinstance(steps[-1], Camp) and steps[-1].turn == actions[-1].turn
    # Played in the game, the hint takes the Scout where the plan said, for the food it said.
    food = s.players[0].res[0]
    bot0 = registry.make_bot("normal", 0)
    RULES.apply(s, move)
    while s.frames:
        RULES.apply(s, bot0.choose(RULES, RULES.observation(s, 0)))
    assert s.players[0].scout == first.to_space == 8 + first.spaces
    assert dict(first.gains).get("food", 0) == s.players[0].res[0] - food


def test_a_camp_is_explained_with_the_days_the_game_will_charge():
    from lewisclark_desktop.bots.lewisclark.explain import Camp, explain
    from lewisclark_desktop.lewisclark import encampment
    t = _lewis_on_the_river()
    t.play("play meriwether-lewis support:seaman")
    s = t.s
    bot0 = registry.make_bot("normal", 0)
    while s.frames:
        RULES.apply(s, bot0.choose(RULES, RULES.observation(s, 0)))
    assert s.action_done and not s.frames
    steps = explain(s, 0)
    move = registry.hint(RULES, RULES.observation(s, 0))
    days, scout, _, _ = encampment.preview(s)
    if move.kind == "camp":
        assert steps == [Camp(0, days, scout, False)]
    else:  # it goes on: the plan starts next turn and still ends with a camp
        assert str(move) == steps[0].move and steps[1].turn == 1
        assert isinstance(steps[-1], Camp)


def test_the_explanation_is_blind_to_hidden_cards_and_silent_on_others_turns():
    from lewisclark_desktop.bots.lewisclark.explain import explain
    for s in _positions(6, seed=41):
        o = RULES.observation(s, s.current)
        expected = explain(o, s.current)
        assert expected
        assert explain(_scramble_hidden(o, 1), s.current) == expected
        other = (s.current + 1) % s.num_players
        assert explain(s, other) == []
