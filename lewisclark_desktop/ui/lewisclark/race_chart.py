"""The race as a chart (pyqtgraph): each expedition's Camp (solid line) and Scout (dashed line)
per round, every Encampment marked with the days it cost, Mackenzie's position in solo games,
and Fort Clatsop as a dotted line.

Data comes from `lewisclark.history.race` (no rules here). The x axis is the round,
`turn / players`, so games with different player counts read alike.

    chart = RaceChart()
    chart.set_states(states, moves, seats)   # or set_race(history.race(...), seats, players)
    chart.follow(controller)                 # live: redraws on every move, undo and redo

`seats` may be (name, colour) pairs, `Seat` objects or save-file seat dicts (see seat_pairs).
"""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont

import pyqtgraph as pg

from ...lewisclark import history
from ...lewisclark.route import FORT_CLATSOP
from ..charts import CHART_BACKGROUND, FollowingChart, axis_label, line_pens, qcolour
from ..seat_names import seat_pairs
from ..palette import INK, MACKENZIE_COLOUR

translate = QCoreApplication.translate

SYMBOLS = ("o", "s", "t", "d", "star")  # one per seat, so lines differ by more than colour
CAMP_MARKER = "t1"  # a triangle pointing up: a tent
MACKENZIE_GREY = QColor("#7A7A7A")
MAX_SYMBOLS = 90  # samples per line above which the points are left out


class RaceChart(FollowingChart):
    """self._data: (race, seats as (name, colour), players, x_max); series() keys: "camp:<seat>",
    "scout:<seat>" and, in solo games, "mackenzie"."""

    game_id = "lewisclark"

    def __init__(self, parent=None):
        super().__init__("raceChart", parent)
        self._markers = []
        self.retranslate()

    # -- public API -----------------------------------------------------------------------------
    def set_race(self, race, seats, players: int, x_max=None) -> None:
        """Draw `race` (a history.Race); seats = [(name, colour)] per seat; x = turn / players.
        x_max fixes the right end of the x axis (a replay keeps the whole game's width)."""
        if race is None:
            self.clear()
            return
        self.show_data((race, seat_pairs(seats, len(race.camps)), max(1, int(players)), x_max))

    def set_states(self, states, moves=None, seats=()) -> None:
        """Compute the race from the states a game went through and draw it."""
        states = list(states or [])
        if not states:
            self.clear()
            return
        self.set_race(history.race(states, moves), seats, len(states[0].players))

    def set_history(self, states, moves, seats=()) -> None:
        self.set_states(states, moves, seats)

    def markers(self) -> list:
        """Encampment markers: (x, camp space, label, seat)."""
        return list(self._markers)

    def race(self):
        return self._data[0] if self._data is not None else None

    def retranslate(self) -> None:
        axis_label(self.plot, "bottom", self.tr("Round"))
        axis_label(self.plot, "left", self.tr("Space on the route"))
        self._redraw()

    # -- drawing --------------------------------------------------------------------------------
    def _redraw(self) -> None:
        self._markers = []
        super()._redraw()

    def _draw(self, item, data) -> None:
        r, seats, n, x_max = data
        if not r.turns:
            return
        legend = self.legend
        xs = [t / n for t in r.turns]
        top = FORT_CLATSOP
        bottom = FORT_CLATSOP
        marks = len(xs) <= MAX_SYMBOLS  # long games: plain lines, the points would blur
        for seat, (name, colour) in enumerate(seats[:len(r.camps)]):
            symbol = SYMBOLS[seat % len(SYMBOLS)] if marks else None
            c = qcolour(colour)
            pen, shadow = line_pens(colour, dashed=True, width=1.8)
            scout = pg.PlotDataItem(xs, r.scouts[seat], pen=pen, shadowPen=shadow, symbol=symbol,
                                    symbolSize=6, symbolBrush=pg.mkBrush(CHART_BACKGROUND),
                                    symbolPen=pg.mkPen(c.darker(150) if shadow else c, width=1.4))
            item.addItem(scout)
            self._series[f"scout:{seat}"] = (xs, list(r.scouts[seat]))
            self._add_line(item, f"camp:{seat}", xs, r.camps[seat], name, c, symbol, 8)
            top = max(top, max(r.scouts[seat]), max(r.camps[seat]))
            bottom = min(bottom, min(r.scouts[seat]), min(r.camps[seat]))
        if r.mackenzie:
            mxs = xs[:len(r.mackenzie)]
            mack = pg.PlotDataItem(mxs, r.mackenzie, pen=pg.mkPen(MACKENZIE_GREY, width=2.5),
                                   symbol="h" if marks else None, symbolSize=7, symbolBrush=pg.mkBrush(MACKENZIE_GREY),
                                   symbolPen=pg.mkPen(MACKENZIE_COLOUR),
                                   name=self.tr("Mackenzie"))
            item.addItem(mack)
            self._series["mackenzie"] = (mxs, list(r.mackenzie))
            top = max(top, max(r.mackenzie))
            bottom = min(bottom, min(r.mackenzie))
        # Line styles and the Encampment marker, once each in the legend.
        legend.addItem(pg.PlotDataItem([0], [0], pen=pg.mkPen(INK, width=2.5)), self.tr("Camp"))
        legend.addItem(pg.PlotDataItem([0], [0], pen=pg.mkPen(INK, width=1.8, style=Qt.DashLine)),
                       self.tr("Scout"))
        self._draw_encampments(item, legend, r, xs, seats)
        fort = pg.InfiniteLine(pos=FORT_CLATSOP, angle=0, movable=False,
                               pen=pg.mkPen("#8A7A5C", width=1.2, style=Qt.DotLine),
                               label=self.tr("Fort Clatsop"),
                               labelOpts={"position": 0.8, "color": "#6B5D43", "anchors": [(1, 0), (1, 0)]})
        item.addItem(fort)
        right = max(xs[-1], 1.0, x_max or 0.0)
        item.setXRange(0, right * 1.03 + 0.5, padding=0)
        item.setYRange(max(0, bottom - 1), top + 3, padding=0)

    def _draw_encampments(self, item, legend, r, xs, seats):
        spots = []
        font = QFont()
        font.setPointSizeF(8.5)
        font.setBold(True)
        for turn, seat, days, camp in r.encampments:
            # The Camp shows its new space at the first sample after the turn it was set up in.
            i = next((j for j, t in enumerate(r.turns) if t > turn), len(r.turns) - 1)
            x = xs[i]
            colour = seats[seat][1] if seat < len(seats) else "blue"
            label = "\u2212%1".replace("%1", str(days)) if days else ""  # "−3"; no label for 0
            self._markers.append((x, camp, label, seat))
            name = seats[seat][0] if seat < len(seats) else "?"
            spots.append({"pos": (x, camp), "brush": pg.mkBrush(qcolour(colour)),
                          "pen": pg.mkPen(INK, width=1.2),
                          "data": self.tr("%1 camped at space %2: %n day(s) lost", None, days)
                          .replace("%1", name).replace("%2", str(camp))})
            if not days:
                continue
            text = pg.TextItem(label, color=INK, anchor=(0.5, 1.15), border=None,
                               fill=pg.mkBrush(255, 255, 255, 190))
            text.setFont(font)
            text.setPos(x, camp)
            text.setZValue(20)
            item.addItem(text)
        sample = pg.ScatterPlotItem(symbol=CAMP_MARKER, size=13, brush=pg.mkBrush("#FFFFFF"),
                                    pen=pg.mkPen(INK, width=1.2))
        if spots:
            scatter = pg.ScatterPlotItem(spots=spots, symbol=CAMP_MARKER, size=13, hoverable=True,
                                         tip=lambda x, y, data: data)
            scatter.setZValue(15)
            item.addItem(scatter)
        legend.addItem(sample, self.tr("Encampment (days lost)"))
