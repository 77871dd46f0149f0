"""What every chart of the application shares (pyqtgraph): its paper, ink and axis style."""

from PySide6.QtGui import QColor, QFont

import pyqtgraph as pg

from .palette import INK

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
