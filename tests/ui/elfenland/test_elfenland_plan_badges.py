"""Elfenland's Plan badges are read at 1280×720 (issue 33, point 4): their digits are drawn at a
fixed size on the screen, at least 8 pt, however small the map is shown."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QAbstractButton  # noqa: E402

from lewisclark_desktop.elfenland.board import TOWN_INDEX  # noqa: E402
from lewisclark_desktop.ui.elfenland.map_scene import PLAN  # noqa: E402
from elf import Table as Position  # noqa: E402
from test_elfenland_table import seats_for, table  # noqa: E402, F401

EIGHT_POINT_PX = 8 * 96 / 72


def plan_shown(table):
    s = (Position(players=3).boot(0, "rivinia").hand(0, "elfcycle unicorn unicorn")
         .road("r12", "elfcycle").road("r22", "unicorn").phase("travel", current=0).start().s)
    table.set_game(s, seats_for(s))
    table.set_state(s, 0, True)
    next(b for b in table.bar.findChildren(QAbstractButton, "elfenlandPlan")).click()
    return table.scene.towns[TOWN_INDEX["feodor"]]


def badge_height_on_screen(table, town):
    """The height in screen pixels of the badge's green on the rendered map view."""
    view = table.view
    image = QImage(view.viewport().size(), QImage.Format_RGB32)
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    centre = view.mapFromScene(town.scenePos())
    rows = [y for y in range(max(0, centre.y() - 60), min(image.height(), centre.y() + 10))
            if any(QColor(image.pixel(x, y)) == PLAN
                   for x in range(max(0, centre.x() - 10), min(image.width(), centre.x() + 70)))]
    return max(rows) - min(rows) + 1 if rows else 0


def test_plan_badges_keep_their_size_on_a_small_map(table):
    town = plan_shown(table)
    assert town.plan_cost == 1
    scale = table.view.transform().m11()
    assert scale < 0.7  # the map is shown small at 1280×720
    # the badge's plate, not scaled down with the map: room for 8 pt digits and a margin
    assert badge_height_on_screen(table, town) >= EIGHT_POINT_PX + 4
    assert town.badge.isVisible() and town.badge.text == "1"
    assert town.badge.PX >= EIGHT_POINT_PX


def test_the_badge_goes_with_the_plan(table):
    town = plan_shown(table)
    next(b for b in table.bar.findChildren(QAbstractButton, "elfenlandPlan")).click()  # off
    assert town.plan_cost is None and not town.badge.isVisible()
