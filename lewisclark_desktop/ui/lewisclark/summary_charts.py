"""How the game went, in tabs: the race, resources held over time, time lost at each Encampment
and the characters recruited (with when). For the end-of-game dialog and the replay viewer:

    charts = SummaryCharts()
    charts.set_history(states, moves, seats)   # or charts.set_stack(stack, seats)
"""

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem,
                               QTabWidget)

import pyqtgraph as pg

from ..i18n import RetranslateOnLanguageChange
from ...lewisclark import history
from . import texts
from ..palette import INK, PLAYER_COLOURS
from ..charts import OutsideLegend, axis_label, line_pens, qcolour, style_plot, symbol_pen
from ..seat_names import seat_pairs
from .race_chart import MAX_SYMBOLS, SYMBOLS, RaceChart

RACE, RESOURCES, ENCAMPMENTS, RECRUITS = range(4)
MAX_BAR_LABELS = 40  # per expedition; beyond that the numbers would overlap


class SummaryCharts(RetranslateOnLanguageChange, QTabWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("summaryCharts")
        self.race_chart = RaceChart()
        self.resources_plot = pg.PlotWidget()
        self.resources_plot.setObjectName("resourcesPlot")
        style_plot(self.resources_plot)
        self._res_legend = OutsideLegend(self.resources_plot)
        self.encampment_plot = pg.PlotWidget()
        self.encampment_plot.setObjectName("encampmentPlot")
        style_plot(self.encampment_plot)
        self._camp_legend = OutsideLegend(self.encampment_plot)
        self.recruits_table = QTableWidget(0, 4)
        self.recruits_table.setObjectName("recruitsTable")
        self.recruits_table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.recruits_table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.recruits_table.verticalHeader().setVisible(False)
        self.recruits_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.recruits_table.horizontalHeader().setStretchLastSection(True)
        for widget in (self.race_chart, self.resources_plot, self.encampment_plot,
                       self.recruits_table):
            self.addTab(widget, "")
        self._race = None
        self._seats = []
        self._players = 1
        self._resources = {}
        self._bars = {}
        self.setMinimumSize(420, 300)
        self.retranslate()

    # -- public API -----------------------------------------------------------------------------
    def set_history(self, states, moves=None, seats=()) -> None:
        """states: the positions after 0..N moves; moves[i] was played from states[i];
        seats: (name, colour) pairs, Seat objects or save-file seat dicts."""
        states = list(states or [])
        if not states:
            self._race = None
        else:
            self._players = len(states[0].players)
            self._race = history.race(states, moves)
        self._seats = seat_pairs(seats, len(self._race.camps) if self._race else None)
        self._rebuild()

    def set_stack(self, stack, seats) -> None:
        self.set_history([e.before for e in stack.done] + [stack.state],
                         [e.move for e in stack.done], seats)

    def race(self):
        return self._race

    def resources_series(self) -> dict:
        """seat -> (xs, ys): resources held at each sample."""
        return dict(self._resources)

    def encampment_bars(self) -> dict:
        """seat -> [(x, days)]: one bar per Encampment, x near k for the k-th one."""
        return {k: list(v) for k, v in self._bars.items()}

    def retranslate(self) -> None:
        for index, text in ((RACE, self.tr("Race")), (RESOURCES, self.tr("Resources held")),
                            (ENCAMPMENTS, self.tr("Time lost at Encampments")),
                            (RECRUITS, self.tr("Characters recruited"))):
            self.setTabText(index, text)
        self.setTabToolTip(RACE, self.tr("Camp (solid) and Scout (dashed) of every expedition, "
                                         "round by round"))
        self.setTabToolTip(RESOURCES, self.tr("Resources each expedition held, round by round"))
        self.setTabToolTip(ENCAMPMENTS, self.tr("Days lost at each Encampment, in the order "
                                                "each expedition camped"))
        axis_label(self.resources_plot, "bottom", self.tr("Round"))
        axis_label(self.resources_plot, "left", self.tr("Resources held"))
        axis_label(self.encampment_plot, "bottom", self.tr("Encampment (1st, 2nd, …)"))
        axis_label(self.encampment_plot, "left", self.tr("Days lost"))
        self.recruits_table.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Turn"), self.tr("Expedition"), self.tr("Character")])
        self._rebuild()

    # -- drawing --------------------------------------------------------------------------------
    def _rebuild(self) -> None:
        r = self._race
        if r is None:
            self.race_chart.clear()
        else:
            self.race_chart.set_race(r, self._seats, self._players)
        self._draw_resources(r)
        self._draw_encampments(r)
        self._fill_recruits(r)

    def _name(self, seat):
        return self._seats[seat][0] if seat < len(self._seats) else "?"

    def _colour(self, seat):
        return self._seats[seat][1] if seat < len(self._seats) else list(PLAYER_COLOURS)[0]

    def _draw_resources(self, r) -> None:
        item = self.resources_plot.getPlotItem()
        item.clear()
        self._res_legend.clear()
        self._resources = {}
        if r is None or not r.turns:
            return
        xs = [t / self._players for t in r.turns]
        marks = len(xs) <= MAX_SYMBOLS
        top = 1
        for seat, held in enumerate(r.resources):
            colour = self._colour(seat)
            pen, shadow = line_pens(colour)
            item.addItem(pg.PlotDataItem(
                xs, held, pen=pen, shadowPen=shadow, name=self._name(seat),
                symbol=SYMBOLS[seat % len(SYMBOLS)] if marks else None, symbolSize=7,
                symbolBrush=pg.mkBrush(qcolour(colour)), symbolPen=symbol_pen(colour)))
            self._resources[seat] = (xs, list(held))
            top = max(top, max(held))
        self._res_legend.refit()
        item.setXRange(0, max(xs[-1], 1.0) + 0.3, padding=0)
        item.setYRange(0, top + 2, padding=0)

    def _draw_encampments(self, r) -> None:
        """Grouped bars: group k holds every expedition's k-th Encampment (x = k)."""
        item = self.encampment_plot.getPlotItem()
        item.clear()
        self._camp_legend.clear()
        self._bars = {}
        if r is None:
            return
        players = max(1, len(r.camps))
        width = 0.8 / players
        font = QFont()
        font.setPointSizeF(8)
        font.setBold(True)
        top, groups = 1, 1
        for seat in range(players):
            camps = [(turn, days) for turn, s, days, _ in r.encampments if s == seat]
            offset = (seat - (players - 1) / 2) * width
            bars = [(k + 1 + offset, days) for k, (_, days) in enumerate(camps)]
            self._bars[seat] = bars
            total = sum(d for _, d in bars)
            name = self.tr("%1 (%n day(s) in all)", None, total).replace("%1", self._name(seat))
            colour = qcolour(self._colour(seat))
            edge = colour.darker(190 if colour.lightnessF() > 0.6 else 140)
            graph = pg.BarGraphItem(x=[b[0] for b in bars] or [0], height=[b[1] for b in bars] or [0],
                                    width=width * 0.92, brush=pg.mkBrush(colour), pen=pg.mkPen(edge))
            item.addItem(graph)
            self._camp_legend.addItem(graph, name)
            if len(bars) <= MAX_BAR_LABELS:
                for x, days in bars:
                    text = pg.TextItem(str(days), color=INK, anchor=(0.5, 1.0))
                    text.setFont(font)
                    text.setPos(x, days)
                    item.addItem(text)
            top = max([top] + [d for _, d in bars])
            groups = max(groups, len(bars))
        self._camp_legend.refit()
        item.getAxis("bottom").setTickSpacing(*((1, 1) if groups <= 30 else (None, None)))
        item.getAxis("left").setTickSpacing(*((1, 1) if top <= 12 else (None, None)))
        item.setXRange(0.4, groups + 0.6, padding=0)
        item.setYRange(0, top * 1.3 + 0.5, padding=0)

    def _fill_recruits(self, r) -> None:
        table = self.recruits_table
        rows = r.recruits if r is not None else []
        table.setRowCount(len(rows))
        for row, (turn, seat, card) in enumerate(rows):
            values = (str(turn // self._players + 1), str(turn + 1), self._name(seat),
                      texts.card_name(card))
            for col, value in enumerate(values):
                cell = QTableWidgetItem(value)
                if col < 2:
                    cell.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                if col == 2:
                    cell.setData(Qt.DecorationRole, qcolour(self._colour(seat)))  # a swatch
                    cell.setData(Qt.UserRole, seat)
                if col == 3:
                    cell.setData(Qt.UserRole, card)
                table.setItem(row, col, cell)


__all__ = ["SummaryCharts"]
