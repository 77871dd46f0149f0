"""Hard in the solo game: a beam search over whole turns until Mackenzie arrives
(bots/lewisclark/solo_search.py). Legal moves only, whether the bot is kept (a tournament) or
made afresh for each decision (the window); deterministic under a seed; blind to the deck
order."""

from lewisclark_desktop.bots import registry
from lewisclark_desktop.bots.lewisclark import planner, solo_search
from lewisclark_desktop.bots.lewisclark.view import private_view
from lewisclark_desktop.core.rng import Rng, seed_state
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.route import FORT_CLATSOP

SMALL = {"iterations": 40}  # beam 4 for most of the game: quick, and reproducible


def hard(seed):
    return registry.make_bot("hard", seed, **SMALL)


def solo(seed, level=0):
    return RULES.new_state({"players": 1, "first_player": 0, "solo_level": level}, seed)


def test_a_whole_solo_game_of_legal_moves_kept_bot_and_fresh_bots_alike():
    for fresh in (False, True):
        s = solo(3)
        kept = hard(7)
        while not s.over and s.turn < 80:
            b = hard(7) if fresh else kept
            move = b.choose(RULES, RULES.observation(s, 0))
            assert move in RULES.legal_moves(s), f"{move} is not legal"
            RULES.apply(s, move)
        assert s.over


def test_the_turn_found_at_the_action_is_played_out_after_it():
    s = solo(4)
    b = hard(2)
    move = b.choose(RULES, RULES.observation(s, 0))
    turn = b.solo_turn[1]
    assert move == planner.to_move(turn.action)
    RULES.apply(s, move)
    while s.frames:
        RULES.apply(s, b.choose(RULES, RULES.observation(s, 0)))
    after = b.choose(RULES, RULES.observation(s, 0))
    if turn.recruit:
        assert (after.kind, after.n, after.card) == ("recruit", *turn.recruit)
    else:
        assert after.kind == ("camp" if turn.camp else "end")


def _positions(seed, count):
    s = solo(seed, 2)
    normal = registry.make_bot("normal", seed)
    out = []
    while len(out) < count and not s.over:
        if not s.frames and not s.action_done:
            out.append(s.clone())
        RULES.apply(s, normal.choose(RULES, RULES.observation(s, 0)))
    return out[::3]


def test_same_seed_same_move_and_blind_to_the_deck_order():
    for s in _positions(5, 18):
        o = RULES.observation(s, 0)
        expected = hard(11).choose(RULES, o)
        assert hard(11).choose(RULES, o.clone()) == expected
        other = o.clone()
        Rng(seed_state(len(o.deck))).shuffle(other.deck)
        assert hard(11).choose(RULES, other) == expected


def test_the_fixed_beam_widens_as_mackenzie_nears_the_fort_and_grows_with_the_work():
    s = solo(1)
    early = solo_search.beam_for(s, 720)
    s.mackenzie = 40
    late = solo_search.beam_for(s, 720)
    assert early < late <= solo_search.MAX_BEAM
    s.mackenzie = 20
    assert solo_search.beam_for(s, 1440) > solo_search.beam_for(s, 720)


def test_the_first_turn_is_an_action_the_model_knows():
    s = solo(9)
    view = private_view(RULES.observation(s, 0))
    turn = solo_search.best_turn(view, 0, tuple(view.deck), 6)
    assert turn is not None and turn.action in planner.children(planner.from_state(view, 0))


def test_a_stop_request_ends_the_search_with_a_legal_move():
    s = solo(6)
    b = registry.make_bot("hard", 1)  # the full budget: only the request can end it soon
    asked = []

    def should_stop():
        asked.append(1)
        return len(asked) > 2

    move = b.choose(RULES, RULES.observation(s, 0), should_stop=should_stop)
    assert move in RULES.legal_moves(s) and len(asked) == 3


def test_a_camp_is_keyed_as_the_node_it_leaves_without_making_that_node():
    # camped_key stands in for node_key(after_camp(n)) in the search: the two must agree for
    # every action the model makes, camped or not, recruitments included.
    s = solo(5)
    root = planner.from_state(private_view(RULES.observation(s, 0)), 0)
    root.occupied = (s.mackenzie,)
    journal, checked = tuple(s.journal), 0
    for a in planner.children(root):
        ch = root.copy()
        planner.apply_action(ch, a)
        nodes = [ch] + [solo_search.recruited_node(ch, *o)
                        for o in solo_search.recruit_options(ch, journal)]
        for n in nodes:
            for camp, scout, camp_at in solo_search.turn_end_choices(n):
                if camp:
                    made = planner.after_camp(n)
                    assert (made.scout, made.camp) == (scout, camp_at)
                    assert solo_search.camped_key(n, scout, camp_at, 9, journal) == \
                        solo_search.node_key(made, 9, journal)
                    checked += 1
    assert checked > 5


def test_remembered_values_leave_nothing_for_the_garbage_collector_to_walk():
    # The planner's remembered values grow to 200,000 entries; a key or value the collector
    # keeps tracking (a set, a list) made each of its full passes take 0.1 s, inside a decision.
    import gc

    planner.clear_caches()
    solo_search._OPTIONS.clear()
    s = solo(5)
    b = hard(3)
    while not s.over and s.turn < 6:
        RULES.apply(s, b.choose(RULES, RULES.observation(s, 0)))
    gc.collect()
    remembered = [planner._CAMP_VALUE, planner._CARRY, planner._HELP, solo_search._OPTIONS]
    assert all(remembered)
    tracked = [k for d in remembered for item in d.items() for k in item if gc.is_tracked(k)]
    assert tracked == []


def test_a_horizon_cuts_the_search_and_widens_the_fixed_beam():
    s = solo(1)
    assert solo_search.beam_for(s, 720, horizon=8) == 720 // 8
    assert solo_search.beam_for(s, 720) == 720 // (FORT_CLATSOP - s.mackenzie)
    s.mackenzie = FORT_CLATSOP - 5  # nearer than the horizon: every turn left is searched
    assert solo_search.beam_for(s, 720, horizon=8) == solo_search.beam_for(s, 720)


def test_the_search_cut_at_a_horizon_answers_with_its_best_ranked_line(monkeypatch):
    view = private_view(RULES.observation(solo(4), 0))
    root = planner.from_state(view, 0)

    def scout_after(action):
        n = root.copy()
        planner.apply_action(n, action)
        return n.scout

    least = min(scout_after(a) for a in planner.children(root))
    # a ranking that prefers the least progress: the furthest Camp would never pick it
    monkeypatch.setattr(solo_search, "ranking_value", lambda n: -n.scout)
    turn = solo_search.best_turn(view, 0, tuple(view.deck), solo_search.MAX_BEAM, horizon=1)
    assert scout_after(turn.action) == least < max(scout_after(a) for a in planner.children(root))
