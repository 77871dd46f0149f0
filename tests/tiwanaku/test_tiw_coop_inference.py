"""Co-op Normal: what it believes about crops (per-area odds, sampled maps) and how it uses it."""

import random

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.bots.tiwanaku.crop_logic import proven_candidates
from lewisclark_desktop.bots.tiwanaku.crop_odds import crop_odds
from lewisclark_desktop.bots.tiwanaku.map_pool import MapPool
from lewisclark_desktop.bots.tiwanaku.normal_bot import NormalBot
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.moves import Divine
from lewisclark_desktop.tiwanaku.observation import determinize
from lewisclark_desktop.tiwanaku.state import ACTION
from lewisclark_desktop.tiwanaku.validity import is_valid

COOP = {"mode": "coop", "players": 2, "level": "normal"}


def coop_game(seed, tiles_left=0, watch=None):
    """Two Normals play a co-op game until the hands hold `tiles_left` tiles (0: the end);
    watch(state, observation, move) sees every decision."""
    s = RULES.new_state(COOP, seed)
    bots = [make_bot("normal", seed * 10 + k) for k in range(2)]
    while not RULES.is_over(s):
        if tiles_left and sum(len(x) for h in s.hands for x in h) <= tiles_left \
                and s.phase == ACTION:
            break
        o = RULES.observation(s, s.current)
        move = bots[s.current].choose(RULES, o)
        if watch:
            watch(s, o, move)
        RULES.apply(s, move)
    return s


def test_crop_odds_share_out_the_proven_candidates_and_keep_the_true_crop():
    checked = []

    def watch(s, o, move):
        if s.phase != ACTION:
            return
        cand = proven_candidates(o)
        for cell, odds in crop_odds(o).items():
            assert set(odds) <= cand[cell]
            assert abs(sum(odds.values()) - 1) < 1e-9
            assert odds.get(s.scenario.crop[cell], 0) > 0, s.grid.name(cell)
            checked.append(cell)

    for seed in (4, 5):
        coop_game(seed, watch=watch)
    assert len(checked) > 100  # enough cells looked at for the test to mean something


def test_sampled_maps_fit_everything_seen_and_are_valid_maps():
    s = coop_game(2, tiles_left=8)
    o = RULES.observation(s, s.current)
    pool = MapPool(random.Random(1))
    for _ in range(40):
        pool.update(o)
        if pool.maps:
            break
    assert pool.maps
    for terrain, crop in pool.maps:
        assert is_valid(s.grid, terrain, crop)
        assert all(a is None or a == b for a, b in zip(o.terrain, terrain))
        assert all(a is None or a == b for a, b in zip(o.crop, crop))


def test_the_move_ignores_the_hidden_map_and_the_partners_tiles():
    s = coop_game(6, tiles_left=10)
    seat = s.current
    o = RULES.observation(s, seat)
    other = determinize(o, 11)  # hidden terrain, crops and the partner's arrows drawn again
    assert other.scenario.terrain != s.scenario.terrain or other.hands != s.hands
    o2 = RULES.observation(other, seat)
    a, b = NormalBot(5), NormalBot(5)
    assert a.choose(RULES, o) == b.choose(RULES, o2)
    assert a.pool.maps == b.pool.maps


def test_the_same_seeds_play_the_same_game():
    assert coop_game(9).history == coop_game(9).history


def test_late_guesses_beyond_the_proofs_are_mostly_right():
    right = wrong = 0

    def watch(s, o, move):
        nonlocal right, wrong
        if isinstance(move, Divine):
            cell = s.grid.parse(move.cell)
            if len(proven_candidates(o)[cell]) > 1:
                right += s.scenario.crop[cell] == move.level
                wrong += s.scenario.crop[cell] != move.level

    for seed in range(3):
        coop_game(seed, watch=watch)
    assert right >= 15
    assert right >= 4 * wrong
