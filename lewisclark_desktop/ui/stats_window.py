"""Statistics across finished games (from `stats.StatsDB`): results per seat type and bot level,
per human player, game length, fastest wins, solo results per level of the rules' opponent
(Mackenzie, the automa), and two charts (win rate per seat type; game length over time).

    StatsWindow(db, parent).exec()    # or .show(); refresh() after recording more games

A database that was found damaged (and set aside by StatsDB) is reported in a visible label.
"""

import time

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, Qt
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox,
                               QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QScrollArea,
                               QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

import pyqtgraph as pg

from .. import games
from .new_game_dialog import level_name
from .palette import INK, PLAYER_COLOURS
from .charts import axis_label, style_plot

BAR_COLOUR = PLAYER_COLOURS["blue"]
LINE_COLOUR = PLAYER_COLOURS["green"]
KIND_ORDER = ("human", "random", "easy", "normal", "hard")


def _solo_texts(game_id):
    """(title, level header, level -> text, level -> sort key) of a game's solo section, or
    None."""
    try:
        return games.get(game_id).ui("solo_texts")()
    except (ImportError, LookupError):
        return None


def _rate(games, wins):
    return 100.0 * (wins or 0) / games if games else 0.0


def _table(name, columns):
    t = QTableWidget(0, columns)
    t.setObjectName(name)
    t.setEditTriggers(QAbstractItemView.NoEditTriggers)
    t.setSelectionMode(QAbstractItemView.NoSelection)
    t.setFocusPolicy(Qt.NoFocus)
    t.verticalHeader().setVisible(False)
    header = t.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.Stretch)
    t.setSizeAdjustPolicy(QTableWidget.AdjustToContents)
    t.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    t.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    return t


def _fill(table, rows):
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            item = QTableWidgetItem(str(value))
            if isinstance(value, (int, float)) or str(value).endswith(" %"):
                item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
            table.setItem(r, c, item)
    # Show every row without an inner scrollbar (the page scrolls instead).
    height = table.horizontalHeader().height() + 2 * table.frameWidth()
    height += sum(table.rowHeight(r) for r in range(len(rows)))
    table.setFixedHeight(max(height, table.horizontalHeader().height() + 8))


class _BarAxis(pg.AxisItem):
    """Bottom axis with a text tick under each bar."""

    def __init__(self):
        super().__init__("bottom")
        self.names = []

    def tickValues(self, minVal, maxVal, size):
        return [(1.0, list(range(len(self.names))))]

    def tickStrings(self, values, scale, spacing):
        return [self.names[int(v)] if 0 <= int(v) < len(self.names) and v == int(v) else ""
                for v in values]


class StatsWindow(QDialog):
    def __init__(self, db, parent=None):
        super().__init__(parent)
        self.setObjectName("statsWindow")
        self.db = db
        self.message = QLabel()
        self.message.setObjectName("statsMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.message.setStyleSheet("background: #FCE8C8; color: #5A3300; border: 1px solid #D9A35B;"
                                   " border-radius: 4px; padding: 6px")
        self.message.hide()
        self.summary = QLabel()
        self.summary.setObjectName("statsSummary")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-size: 11pt")

        self.kind_table = _table("statsByKind", 4)
        self.player_table = _table("statsByPlayer", 4)
        self.fastest_table = _table("statsFastest", 4)
        self.solo_table = _table("statsSolo", 4)
        self.groups = {}
        column = QWidget()
        cv = QVBoxLayout(column)
        cv.setContentsMargins(0, 0, 0, 0)
        # Each game has its own statistics: the one shown is chosen here.
        self.game_choice = QComboBox()
        self.game_choice.setObjectName("statsGame")
        for game in games.GAMES:
            self.game_choice.addItem(game.display_name, game.id)
        self.game_choice.setCurrentIndex(max(0, self.game_choice.findData(db.game)))
        self.game_choice.currentIndexChanged.connect(self._game_chosen)
        cv.addWidget(self.game_choice)
        cv.addWidget(self.summary)
        for key, table in (("kind", self.kind_table), ("player", self.player_table),
                           ("fastest", self.fastest_table), ("solo", self.solo_table)):
            box = QGroupBox()
            box.setObjectName(f"statsGroup_{key}")
            QVBoxLayout(box).addWidget(table)
            self.groups[key] = box
            cv.addWidget(box)
        cv.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(column)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(380)

        self._bar_axis = _BarAxis()
        self.rate_plot = pg.PlotWidget(axisItems={"bottom": self._bar_axis})
        self.rate_plot.setObjectName("winRatePlot")
        style_plot(self.rate_plot)
        self.length_plot = pg.PlotWidget()
        self.length_plot.setObjectName("gameLengthPlot")
        style_plot(self.length_plot)
        self._bar_axis.setPen(pg.mkPen(INK))
        self._bar_axis.setTextPen(pg.mkPen(INK))
        self._bar_axis.setTickFont(self.length_plot.getPlotItem().getAxis("left").style["tickFont"])
        self.rate_title = QLabel()
        self.length_title = QLabel()
        for label in (self.rate_title, self.length_title):
            label.setStyleSheet("font-weight: bold")
        charts = QWidget()
        ch = QVBoxLayout(charts)
        ch.setContentsMargins(0, 0, 0, 0)
        ch.addWidget(self.rate_title)
        ch.addWidget(self.rate_plot, 1)
        ch.addWidget(self.length_title)
        ch.addWidget(self.length_plot, 1)

        split = QSplitter(Qt.Horizontal)
        split.addWidget(scroll)
        split.addWidget(charts)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)

        self.refresh_button = QPushButton()
        self.refresh_button.setObjectName("statsRefresh")
        self.refresh_button.clicked.connect(self.refresh)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.refresh_button, QDialogButtonBox.ActionRole)
        self.button_box = buttons

        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(split, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self.resize(1100, 720)
        self.retranslate()

    # -- data -----------------------------------------------------------------------------------
    def results_by_kind(self):
        """The database's rows, humans first, then bots from weakest to strongest."""
        return sorted(self.db.results_by_kind(),
                      key=lambda row: (KIND_ORDER.index(row[0]) if row[0] in KIND_ORDER
                                       else len(KIND_ORDER), row[0]))

    def kind_rows(self):
        """[(kind label, games, wins, win rate %)] (multiplayer games)."""
        return [(level_name(kind), games, wins or 0, f"{_rate(games, wins):.0f} %")
                for kind, games, wins in self.results_by_kind()]

    def refresh(self) -> None:
        db = self.db
        if db.message:
            self.message.setText(self.tr("The statistics database was damaged. It was kept as a "
                                         "backup next to the new one, and a new database was "
                                         "started.") + "\n" + db.message)
            self.message.show()
        else:
            self.message.hide()
        avg, count = db.average_turns()
        if count:
            self.summary.setText(self.tr("%n finished game(s); average length %1 turns.", None, count)
                                 .replace("%1", f"{avg:.1f}"))
        else:
            self.summary.setText(self.tr("No finished games yet. Games are counted here when "
                                         "they end."))
        by_kind = self.results_by_kind()
        _fill(self.kind_table, self.kind_rows())
        _fill(self.player_table, [(name, games, wins or 0, f"{_rate(games, wins):.0f} %")
                                  for name, games, wins in db.results_by_player()])
        _fill(self.fastest_table, [(name, level_name(kind), turns, self._date(when))
                                   for name, kind, turns, when in db.fastest_wins()])
        solo = _solo_texts(db.game)  # games with solo games against the rules' opponent
        self.groups["solo"].setVisible(solo is not None)
        if solo is not None:
            title, level_header, level_text, level_order = solo
            self.groups["solo"].setTitle(title)
            self.solo_table.setHorizontalHeaderLabels(
                [level_header, self.tr("Games"), self.tr("Wins"), self.tr("Win rate")])
            results = sorted(db.solo_results(), key=lambda r: (r[0] is None,
                                                               r[0] is not None and level_order(r[0])))
            _fill(self.solo_table, [(level_text(level) if level is not None else "?", games,
                                     wins or 0, f"{_rate(games, wins):.0f} %")
                                    for level, games, wins in results])
        self._draw_rates(by_kind)
        self._draw_lengths(db.turns_history())

    @staticmethod
    def _date(when):
        return QDateTime.fromSecsSinceEpoch(int(when or time.time())).toString("yyyy-MM-dd hh:mm")

    def _draw_rates(self, by_kind):
        item = self.rate_plot.getPlotItem()
        item.clear()
        self._bar_axis.names = [level_name(kind) for kind, _, _ in by_kind]
        rates = [_rate(played, wins) for _, played, wins in by_kind]
        self.rates = rates
        if not rates:
            item.setXRange(-0.5, 0.5)
            item.setYRange(0, 100)
            return
        item.addItem(pg.BarGraphItem(x=list(range(len(rates))), height=rates, width=0.6,
                                     brush=pg.mkBrush(BAR_COLOUR), pen=pg.mkPen(BAR_COLOUR.darker(140))))
        for i, ((_, played, wins), rate) in enumerate(zip(by_kind, rates)):
            text = pg.TextItem(self.tr("%1 %  (%2/%3)").replace("%1", f"{rate:.0f}")
                               .replace("%2", str(wins or 0)).replace("%3", str(played)),
                               color=INK, anchor=(0.5, 1.0))
            text.setPos(i, rate)
            item.addItem(text)
        item.setXRange(-0.6, len(rates) - 0.4, padding=0)
        item.setYRange(0, 115, padding=0)
        self._bar_axis.picture = None
        self._bar_axis.update()

    def _draw_lengths(self, history):
        item = self.length_plot.getPlotItem()
        item.clear()
        turns = [t for _, t in history]
        self.lengths = turns
        if not turns:
            return
        xs = list(range(1, len(turns) + 1))
        item.addItem(pg.PlotDataItem(xs, turns, pen=pg.mkPen(LINE_COLOUR, width=2), symbol="o",
                                     symbolSize=7, symbolBrush=pg.mkBrush(LINE_COLOUR),
                                     symbolPen=pg.mkPen(LINE_COLOUR.darker(150))))
        item.setXRange(0.5, len(turns) + 0.5, padding=0)
        # whole games on the x axis (no "2.5"); automatic spacing once there are many
        item.getAxis("bottom").setTickSpacing(*((1, 1) if len(turns) <= 20 else (None, None)))
        item.setYRange(0, max(turns) * 1.15 + 1, padding=0)

    # -- language -------------------------------------------------------------------------------
    def _game_chosen(self):
        self.db.game = self.game_choice.currentData()
        self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        for i in range(self.game_choice.count()):
            self.game_choice.setItemText(
                i, QCoreApplication.translate("Games", games.get(self.game_choice.itemData(i)).display_name))
        self.groups["kind"].setTitle(self.tr("Results by seat type (games with 2 or more players)"))
        self.groups["player"].setTitle(self.tr("Human players"))
        self.groups["fastest"].setTitle(self.tr("Fastest wins"))
        self.kind_table.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate")])
        self.player_table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate")])
        self.fastest_table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Seat"), self.tr("Turns"), self.tr("Finished")])
        self.rate_title.setText(self.tr("Win rate by seat type"))
        self.length_title.setText(self.tr("Game length, oldest game first"))
        axis_label(self.rate_plot, "left", self.tr("Win rate (%)"))
        axis_label(self.length_plot, "left", self.tr("Turns"))
        axis_label(self.length_plot, "bottom", self.tr("Game"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.refresh()

    def changeEvent(self, event):
        # A closed window is not redrawn: its database may be closed already (a new window is
        # built each time the statistics are opened).
        if event.type() == QEvent.LanguageChange and self.isVisible():
            self.retranslate()
        super().changeEvent(event)


__all__ = ["StatsWindow"]
