"""Determinization: every sampled hidden map fits what the seat has seen, whatever the truth."""

import dataclasses
import random

import pytest

from lewisclark_desktop.tiwanaku.board import areas, grid
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.hidden_map import sample_map
from lewisclark_desktop.tiwanaku.validity import violations
from tiw import normal_play as position


def check_fits(s, d):
    g = s.grid
    assert violations(g, d.scenario.terrain, d.scenario.crop) == []
    for i in range(g.n):
        assert s.terrain[i] is None or d.scenario.terrain[i] == s.terrain[i]
        assert s.crop[i] is None or d.scenario.crop[i] == s.crop[i]
    counts = [sum(1 for i in range(g.n) if s.terrain[i] is None and d.scenario.terrain[i] == t)
              for t in range(4)]
    held = [sum(len(h[t]) for h in s.hands) for t in range(4)]
    assert counts == [c + h for c, h in zip(s.column, held)]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("moves", [0, 4, 12])
def test_short_boards_sample_consistent_maps_early_and_late(seed, moves):
    s = position({"players": 2}, seed, moves)
    o = RULES.observation(s, s.current)
    for k in range(3):
        check_fits(s, RULES.determinize(o, k))


@pytest.mark.parametrize("options", [{"mode": "coop", "players": 2},
                                     {"players": 3, "board": "long"},
                                     {"mode": "solo", "players": 1}])
def test_long_boards_sample_consistent_maps_from_the_first_move(options):
    s = position(options, 0, 0)
    check_fits(s, RULES.determinize(RULES.observation(s, s.current), 1))
    later = position(options, 0, 30)
    check_fits(later, RULES.determinize(RULES.observation(later, later.current), 2))


def test_the_true_hidden_map_is_never_read():
    s = position({"players": 2}, 3, 6)
    other = s.clone()  # the same table, another hidden map that fits it
    guess = RULES.determinize(RULES.observation(s, 0), 11)
    other.scenario = dataclasses.replace(s.scenario, terrain=guess.scenario.terrain,
                                         crop=guess.scenario.crop)
    assert other.scenario.terrain != s.scenario.terrain or other.scenario.crop != s.scenario.crop
    a = RULES.determinize(RULES.observation(s, 0), 5)
    b = RULES.determinize(RULES.observation(other, 0), 5)
    assert (a.scenario.terrain, a.scenario.crop) == (b.scenario.terrain, b.scenario.crop)


def test_sampling_can_be_told_to_give_up():
    s = position({"mode": "coop", "players": 2}, 1, 0)
    assert RULES.determinize(RULES.observation(s, 0), 1, give_up=lambda: True) is None


def test_two_known_equal_crops_never_end_in_one_area():
    g = grid(5, 5)
    terrain, crop = [None] * g.n, [None] * g.n
    for cell in ("A1", "C1"):  # two Desert Potatoes one cell apart: B1 must not join them
        terrain[g.parse(cell)], crop[g.parse(cell)] = 0, 1
    for seed in range(40):
        t, c = sample_map(g, terrain, crop, [5, 6, 6, 6], random.Random(seed))
        assert violations(g, t, c) == []
        assert t[g.parse("B1")] != 0


def test_a_known_crop_keeps_the_tiles_its_area_needs():
    g = grid(5, 5)
    terrain, crop = [None] * g.n, [None] * g.n
    corner = g.parse("E5")
    terrain[corner], crop[corner] = 3, 4  # a Swamp Corn: its area has 4 or 5 cells
    for seed in range(5):
        t, c = sample_map(g, terrain, crop, [8, 7, 6, 3], random.Random(seed))
        assert violations(g, t, c) == []
        area = next(a for a in areas(g, t) if corner in a)
        assert len(area) == 4 and sum(1 for x in t if x == 3) == 4  # every Swamp tile left
