"""Elfenland bots: legal answers from observations only, deterministic, Normal beats Random;
Hard searches only what its seat may know."""

import pytest
from elf import table

from lewisclark_desktop.bots.elfenland import available_levels, make_bot
from lewisclark_desktop.elfenland import engine, positions
from lewisclark_desktop.elfenland.game import RULES


FAST = {"hard": {"iterations": 3}}  # a small fixed search: reproducible and quick


def play(levels, seed, variant=False, hard=None):
    s = RULES.new_state({"players": len(levels), "variant": variant}, seed)
    options = {**FAST, "hard": {**FAST["hard"], **(hard or {})}}
    bots = [make_bot(level, seed * 10 + k, **options.get(level, {}))
            for k, level in enumerate(levels)]
    while not s.over:
        seat = s.current
        move = bots[seat].choose(RULES, RULES.observation(s, seat))
        assert RULES.explain_illegal(s, move) is None, RULES.format_move(move)
        RULES.apply(s, move)
    return s


def test_levels_and_unknown_level():
    assert available_levels() == ("random", "easy", "normal", "hard")
    with pytest.raises(ValueError, match="unknown Elfenland bot level"):
        make_bot("grandmaster")
    with pytest.raises(ValueError, match="the normal bot takes no options"):
        make_bot("normal", iterations=5)


@pytest.mark.parametrize("players", [2, 6])
def test_normal_bots_play_whole_games(players):
    s = play(["normal"] * players, players, variant=players == 6)
    assert s.over and sum(p.markers for p in s.players) > 0


def test_normal_is_deterministic():
    a = play(["normal", "random", "normal"], 3)
    b = play(["normal", "random", "normal"], 3)
    assert positions.state_hash(a) == positions.state_hash(b)


def test_normal_beats_two_randoms_more_often_than_not():
    wins = 0
    for g in range(4):
        levels = ["random"] * 3
        levels[g % 3] = "normal"
        s = play(levels, 100 + g)
        wins += engine.winner(s) == g % 3
    assert wins >= 3


def test_normal_takes_the_counter_its_journey_needs():
    # Boot at Rivinia with elfcycles: an elfcycle on r12 (forest) opens Feodor for one card.
    t = table(players=2).boot(0, "rivinia").counters(0).counters(1)
    t.hand(0, "elfcycle elfcycle elfcycle elfcycle elfcycle elfcycle elfcycle elfcycle")
    t.display("elfcycle dragon dragon troll troll").phase("draw", current=0)
    move = make_bot("normal").choose(RULES, RULES.observation(t.s, 0))
    assert RULES.format_move(move) == "take elfcycle"


def test_normal_journey_follows_its_plan_and_ends():
    t = table(players=2).boot(0, "rivinia")
    t.hand(0, "elfcycle elfcycle unicorn unicorn dragon dragon dragon raft")
    t.road("r12", "elfcycle").road("r22", "unicorn").phase("travel", current=0)
    bot = make_bot("normal")
    texts = []
    while t.s.current == 0 and t.s.phase == "travel":
        move = bot.choose(RULES, RULES.observation(t.s, 0))
        texts.append(RULES.format_move(move))
        t.play(texts[-1])
    assert texts[:2] == ["move r12", "move r22"] and texts[-1] == "end"
    assert t.s.players[0].markers >= 2


def test_normal_makes_the_leaders_next_road_dear_when_its_plan_needs_nothing():
    t = table(players=2).hand(0).counters(0, open="cloud").counters(1)
    t.boot(1, "lapphalya").visited(1, "beata", "ergeren", "tichih", "rivinia", "strykhaven")
    t.phase("place", current=0)
    move = RULES.format_move(make_bot("normal").choose(RULES, RULES.observation(t.s, 0)))
    # cloud costs 2 on plain and forest: Virst, Feodor, Dag'Amura or Ixara become dear
    assert move in ("place cloud r04", "place cloud r14", "place cloud r15", "place cloud r16")


def position_before(seed, phase, players=3, skip=0):
    """A position of a Normal game where the seat to move decides in `phase` (the `skip`+1st
    such decision with a real choice)."""
    s = RULES.new_state({"players": players}, seed)
    bots = [make_bot("normal", k) for k in range(players)]
    while not s.over:
        if s.phase == phase and len(RULES.legal_moves(s)) > 2:
            if skip == 0:
                return s
            skip -= 1
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    raise AssertionError(f"no {phase} decision")


@pytest.mark.parametrize("players,variant,hard", [(3, False, {}), (2, True, {}),
                                                  (3, True, {"infer": 8})])
def test_hard_plays_whole_games_with_legal_moves_only(players, variant, hard):
    s = play(["hard"] + ["normal"] * (players - 1), 20 + players, variant, hard)
    assert s.over and sum(p.markers for p in s.players) > 0


@pytest.mark.parametrize("phase,options", [("draw", {}), ("place", {}), ("place", {"infer": 32})])
def test_hard_searches_taking_and_placing_and_is_reproducible(phase, options):
    s = position_before(31, phase, skip=4)
    o = RULES.observation(s, s.current)
    a, b = (make_bot("hard", 5, iterations=24, **options) for _ in range(2))
    move = a.choose(RULES, o)
    assert move in RULES.legal_moves(s)
    assert b.choose(RULES, o) == move and b.last_stats["children"] == a.last_stats["children"]
    assert a.last_stats["iterations"] <= 24 and len(a.last_stats["children"]) >= 2
    children = a.last_stats["children"]  # (move, visits with the prior's one, mean value)
    assert sum(v for _, v, _ in children) == len(children) + a.last_stats["iterations"]


@pytest.mark.parametrize("phase,options", [("draw", {}), ("place", {}),
                                           ("draw", {"infer": 32}), ("place", {"infer": 32})])
def test_hard_is_blind_to_what_its_seat_cannot_see(phase, options):
    s = position_before(32, phase, skip=3)
    seat = s.current
    # the same table with other hands, secret counters, counter stack and deck drawn anew
    other = RULES.determinize(RULES.observation(s, seat), 99)
    rivals = [k for k in range(s.num_players) if k != seat]
    assert [s.players[k].hand for k in rivals] != [other.players[k].hand for k in rivals]
    assert s.deck != other.deck and s.supply != other.supply
    a, b = (make_bot("hard", 3, iterations=20, **options) for _ in range(2))
    move = a.choose(RULES, RULES.observation(s, seat))
    assert b.choose(RULES, RULES.observation(other, seat)) == move
    assert a.last_stats["children"] == b.last_stats["children"]
    assert a.last_stats["iterations"] > 0


def test_hard_stops_when_asked_and_answers_with_a_legal_move():
    s = position_before(33, "place")
    calls = []

    def stop():
        calls.append(1)
        return len(calls) > 2

    hard = make_bot("hard", 1, budget=60.0)
    move = hard.choose(RULES, RULES.observation(s, s.current), should_stop=stop)
    assert move in RULES.legal_moves(s)
    assert hard.last_stats["iterations"] <= 2


def test_hard_leaves_the_journey_to_normals_plan():
    t = table(players=2).boot(0, "rivinia")
    t.hand(0, "elfcycle elfcycle unicorn unicorn dragon dragon dragon raft")
    t.road("r12", "elfcycle").road("r22", "unicorn").phase("travel", current=0)
    o = RULES.observation(t.s, 0)
    assert make_bot("hard", iterations=50).choose(RULES, o) == make_bot("normal").choose(RULES, o)


def test_tournament_seats_hard_with_its_iterations():
    from lewisclark_desktop import tournament
    spec = tournament.game_specs(3, ["hard", "normal", "normal"], 1, 5, max_turns=30,
                                 iterations=2, title="elfenland")[0]
    r = tournament.play_game(spec)
    assert r["seats"] == ["hard", "normal", "normal#2"] and r["times"]["hard"][1] > 0


@pytest.mark.parametrize("players,variant", [(2, False), (4, True)])
def test_easy_plays_whole_games_deterministically_under_its_seed(players, variant):
    levels = ["easy", "normal", "random", "easy"][:players]
    a, b = (play(levels, 40 + players, variant) for _ in range(2))
    assert a.over and a.players[0].markers > 0
    assert positions.state_hash(a) == positions.state_hash(b)


def test_easy_takes_the_counter_its_journey_needs():
    # as for Normal: an elfcycle on r12 (forest) opens Feodor for one card; noise never makes
    # it take a counter its short plan has no use for
    for seed in range(8):
        t = table(players=2).boot(0, "rivinia").counters(0).counters(1)
        t.hand(0, "elfcycle elfcycle elfcycle elfcycle elfcycle elfcycle elfcycle elfcycle")
        t.display("elfcycle dragon dragon troll troll").phase("draw", current=0)
        move = make_bot("easy", seed).choose(RULES, RULES.observation(t.s, 0))
        assert RULES.format_move(move) == "take elfcycle", seed


def test_easy_puts_nothing_in_a_rivals_way():
    # Normal's position for making the leader's next road dear: Easy's plan needs no counter,
    # and it leaves the leader's roads alone
    t = table(players=2).hand(0).counters(0, open="cloud").counters(1)
    t.boot(1, "lapphalya").visited(1, "beata", "ergeren", "tichih", "rivinia", "strykhaven")
    t.phase("place", current=0)
    assert RULES.format_move(make_bot("easy").choose(RULES, RULES.observation(t.s, 0))) == "pass"
