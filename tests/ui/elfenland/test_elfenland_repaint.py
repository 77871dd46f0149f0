"""Issue 35 (stalls): a move updates Elfenland's players panel in place (it showed the same as
a panel built afresh, but built every row again on every move), and the map's roads, counter spots and
towns keep their drawing in a cache (a boot walking over a road does not draw it again)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtWidgets import QGraphicsItem, QLabel  # noqa: E402

from lewisclark_desktop.core.seats import Seat  # noqa: E402
from lewisclark_desktop.elfenland.game import RULES  # noqa: E402
from lewisclark_desktop.ui.elfenland.counters_view import PlayersPanel  # noqa: E402
from lewisclark_desktop.ui.elfenland.map_scene import MapScene  # noqa: E402


def shown(panel):
    """What each row shows: texts, bold name, counters, and the tooltips of its counter row."""
    return [(r["turn"].text(), r["name"].text(), r["name"].font().bold(), r["towns"].text(),
             r["cards"].text(), list(r["counters"]),
             [w.toolTip() for w in r["box"].findChildren(QLabel)],
             [w.toolTip() for w in r["hand"].findChildren(QLabel)] if "hand" in r else None)
            for r in panel.rows]


@pytest.mark.parametrize("players, variant, reveal", [(3, False, False), (4, True, False),
                                                      (3, False, True)])
def test_a_move_updates_the_players_rows_in_place(qapp, players, variant, reveal):
    options = {"players": players, "variant": True} if variant else {"players": players}
    state = RULES.new_state(options, 7)
    seats = [Seat(f"P{i}", p.colour, "random") for i, p in enumerate(state.players)]
    panel = PlayersPanel()
    panel.show_players(state, seats, 0, reveal)
    names = [r["name"] for r in panel.rows]
    rng = random.Random(3)
    for _ in range(60):
        RULES.apply(state, rng.choice(RULES.legal_moves(state)))
        panel.show_players(state, seats, 0, reveal)
        fresh = PlayersPanel()
        fresh.show_players(state, seats, 0, reveal)
        assert shown(panel) == shown(fresh)
        assert [r["name"] for r in panel.rows] == names  # the same labels, not new ones
    panel.show_players(state, seats, 1, reveal)  # another viewer sees other counters face up
    fresh = PlayersPanel()
    fresh.show_players(state, seats, 1, reveal)
    assert shown(panel) == shown(fresh)


def test_the_map_items_keep_their_drawing(qapp):
    scene = MapScene()
    items = scene.edges + scene.towns + list(scene.spots.values())
    assert items and all(item.cacheMode() == QGraphicsItem.DeviceCoordinateCache
                         for item in items)
