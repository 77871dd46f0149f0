"""What every chart of the application shares (pyqtgraph): its paper, ink and axis style, the
seats' pens, a legend that never hides a line, and `FollowingChart`, the base of a game's chart
that follows a live game (Lewis & Clark's race, Elfenland's towns, Tiwanaku's points)."""

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from .i18n import RetranslateOnLanguageChange
from .palette import INK, PLAYER_COLOURS
from .plain_text import escaped

CHART_BACKGROUND = QColor("#FBF7EE")


def style_plot(plot: pg.PlotWidget) -> None:
    """Pale background, dark ink, readable axis fonts (shared by every chart of the app)."""
    plot.setBackground(CHART_BACKGROUND)
    item = plot.getPlotItem()
    font = QFont()
    font.setPointSizeF(9)
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen(INK))
        axis.setTextPen(pg.mkPen(INK))
        axis.setTickFont(font)
    item.showGrid(x=True, y=True, alpha=0.18)
    item.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    item.hideButtons()


def axis_label(plot: pg.PlotWidget, side: str, text: str) -> None:
    plot.getPlotItem().setLabel(side, text, color=INK.name(), **{"font-size": "10pt"})


# The legend sits outside the plotted area: under it, or right of it when the chart is wide and
# low (a dock tabbed with the log). PlotItem's grid: title row 0, top axis 1, view 2, bottom axis
# 3; left axis column 0, view 1, right axis 2.
LEGEND_BELOW = (4, 0, 1, 3)
LEGEND_RIGHT = (2, 3, 1, 1)
WIDE_CHART = 2.0  # width / height from which the legend goes to the right

def qcolour(colour) -> QColor:
    if isinstance(colour, QColor):
        return QColor(colour)
    return QColor(PLAYER_COLOURS.get(colour, QColor(colour) if QColor.isValidColorName(str(colour))
                                     else INK))


def line_pens(colour, dashed=False, width=2.5):
    """(pen, shadow pen or None): light colours (yellow) get a dark outline to stay visible
    on the pale chart background."""
    c = qcolour(colour)
    pen = pg.mkPen(c, width=width, style=Qt.DashLine if dashed else Qt.SolidLine)
    shadow = None
    if c.lightnessF() > 0.6:
        shadow = pg.mkPen(c.darker(170), width=width + 1.6,
                          style=Qt.DashLine if dashed else Qt.SolidLine)
    return pen, shadow


def symbol_pen(colour):
    c = qcolour(colour)
    return pg.mkPen(c.darker(190) if c.lightnessF() > 0.6 else c.darker(130), width=1.2)


class OutsideLegend(pg.LegendItem):
    """A legend in its own cell of the plot's layout, so that it never hides a line."""

    def __init__(self, plot: pg.PlotWidget):
        super().__init__(offset=None, labelTextColor=INK, labelTextSize="9pt",
                         brush=pg.mkBrush(255, 255, 255, 215), pen=pg.mkPen("#B9AD94"))
        self.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)  # its own size, not the cell's
        self.plot = plot
        self.plot_item = plot.getPlotItem()
        self.plot_item.legend = self  # lines added with a name join it
        self.cell = None
        self.refit()
        plot.installEventFilter(self)

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Resize:
            self.refit()
        return False

    def refit(self) -> None:
        """Call after adding entries: their widths decide the columns."""
        self.fit(self.plot.width(), self.plot.height())

    def addItem(self, item, name):
        """An entry: `name` (a seat's name, or a word) shows as it is (pyqtgraph reads HTML)."""
        super().addItem(item, escaped(name))

    def updateSize(self):
        self.updateGeometry()  # the plot's layout sizes and places it

    def entry_width(self) -> float:
        return max((sample.width() + label.width() + 8 for sample, label in self.items), default=100)

    def fit(self, width: float, height: float) -> None:
        """Right of a wide, low chart in one column; else under it, as many columns as fit."""
        cell = LEGEND_RIGHT if width >= WIDE_CHART * height else LEGEND_BELOW
        layout = self.plot_item.layout
        if cell != self.cell:
            if self.cell is not None:
                layout.removeItem(self)
            layout.addItem(self, *cell)
            layout.setAlignment(self, Qt.AlignCenter)
            self.cell = cell
        columns = 1 if cell == LEGEND_RIGHT else int(width // self.entry_width())
        self.columnCount = 0  # lay the entries out again, also when the count stays
        self.setColumnCount(max(1, min(len(self.items), columns)))


class FollowingChart(RetranslateOnLanguageChange, QWidget):
    """A chart of one game's states that can follow a live game: a styled plot with an outside
    legend, `set_stack` (a CommandStack so far: follows undo), `follow(controller)` (redrawn on
    every change, caught up when a closed dock is shown again) and `series()`.

    A game's chart sets `game_id`, turns a game's states into what it draws in
    `chart_data(states, seats)` (or overrides `set_history` if it needs the moves too and calls
    `show_data`) and draws that in `_draw(item, data)`, mostly with `_add_line`;
    `retranslate()` sets its titles and redraws."""

    game_id = ""

    def __init__(self, object_name, parent=None):
        super().__init__(parent)
        self.setObjectName(object_name)
        self.plot = pg.PlotWidget()
        self.plot.setObjectName(object_name.replace("Chart", "Plot"))
        style_plot(self.plot)
        self.legend = OutsideLegend(self.plot)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.setMinimumSize(260, 180)
        self._data = None
        self._series = {}
        self._controller = None
        self._stale = False

    def set_states(self, states, seats=()) -> None:
        states = list(states or [])
        if not states:
            self.clear()
            return
        self.show_data(self.chart_data(states, seats))

    def chart_data(self, states, seats):
        """What `_draw` draws, from the (non-empty) states of a game and its seats."""
        raise NotImplementedError

    def show_data(self, data) -> None:
        if data != self._data:  # redrawn only when it changed
            self._data = data
            self._redraw()

    def set_history(self, states, moves, seats=()) -> None:
        """The states a game went through and the moves between them."""
        self.set_states(states, seats)

    def _draw(self, item, data) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        self._redraw()

    def set_stack(self, stack, seats=()) -> None:
        """The chart of a core CommandStack so far (follows undo: only `done` moves count)."""
        if stack is None:
            self.clear()
            return
        self.set_history([e.before for e in stack.done] + [stack.state],
                         [e.move for e in stack.done], seats)

    def follow(self, controller) -> None:
        """Keep showing the game of `controller` (a GameController): redrawn on every change
        (move, undo, redo, load); while hidden (closed dock) only when shown again."""
        self._controller = controller
        controller.changed.connect(self._controller_changed)
        self._controller_changed()

    def clear(self) -> None:
        self._data = None
        self._redraw()

    def series(self) -> dict:
        """What is plotted: line key -> (x values, y values)."""
        return {k: (list(x), list(y)) for k, (x, y) in self._series.items()}

    # -- drawing --------------------------------------------------------------------------------
    def _redraw(self) -> None:
        item = self.plot.getPlotItem()
        item.clear()
        self.legend.clear()
        self._series = {}
        if self._data is not None:
            self._draw(item, self._data)
            self.legend.refit()

    def _add_line(self, item, key, xs, ys, name, colour, symbol, symbol_size, drawn_xs=None):
        """One line in `colour` (a QColor) with its markers and its legend entry `name`;
        series() reports it under `key` at `xs` (`drawn_xs`: where it is drawn, if elsewhere)."""
        pen, shadow = line_pens(colour)
        item.addItem(pg.PlotDataItem(xs if drawn_xs is None else drawn_xs, ys, pen=pen,
                                     shadowPen=shadow, symbol=symbol, symbolSize=symbol_size,
                                     symbolBrush=pg.mkBrush(colour), symbolPen=symbol_pen(colour),
                                     name=name))
        self._series[key] = (list(xs), list(ys))

    # -- events ---------------------------------------------------------------------------------
    def showEvent(self, event):
        super().showEvent(event)
        if self._stale:
            self._controller_changed()

    def _controller_changed(self):
        c = self._controller
        if c is None:
            return
        if getattr(c.game, "id", None) != self.game_id:
            self.clear()
            return
        if not self.isVisible() and self._data is not None:
            self._stale = True  # a closed dock costs nothing; catch up when shown
            return
        self._stale = False
        self.set_stack(c.stack, c.seats)
