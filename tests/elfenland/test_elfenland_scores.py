"""Scores (D4, D16): without the variant a score is the markers collected, nothing taken off;
with it, the distance to a town card the viewer cannot see is not counted."""

from elf import table

from lewisclark_desktop.elfenland import engine
from lewisclark_desktop.elfenland.components import HIDDEN
from lewisclark_desktop.elfenland.game import RULES


def test_without_the_variant_the_score_is_the_markers():
    t = table(players=2).phase("over").visited(0, "beata", "virst", "ixara").visited(1, "yttar")
    t.boot(0, "ixara").boot(1, "yttar")
    assert [engine.distance_left(t.s, k) for k in range(2)] == [0, 0]
    assert [engine.score(t.s, k) for k in range(2)] == [3, 1]


def test_a_hidden_town_card_counts_no_distance():
    t = table(players=2, variant=True).boot(1, "ixara").destination(1, "beata")
    t.visited(1, "ixara")
    full = t.s
    assert engine.distance_left(full, 1) == 3  # Virst, Strykhaven, Beata
    seen = RULES.observation(full, 0)
    assert seen.players[1].destination == HIDDEN
    assert engine.distance_left(seen, 1) == 0 and engine.score(seen, 1) == 1
