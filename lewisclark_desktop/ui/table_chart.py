"""The chart a game's table offers the shell's chart dock, declared once on the table's class:

    chart = TableChart("TiwanakuTable", QT_TRANSLATE_NOOP("TiwanakuTable", "Points"),
                       __package__ + ".points_chart", "PointsChart")

`table.chart.title` is its title in the current language; `table.chart.widget_class` its widget
class, whose module (and pyqtgraph with it) is imported only when it is read, that is when the
chart is first shown. The shell asks the table's class for `chart` to know whether there is one."""

from importlib import import_module

from PySide6.QtCore import QCoreApplication


class TableChart:
    def __init__(self, context: str, title: str, module: str, class_name: str):
        self.context, self._title = context, title
        self.module, self.class_name = module, class_name

    @property
    def title(self) -> str:
        return QCoreApplication.translate(self.context, self._title)

    @property
    def widget_class(self):
        return getattr(import_module(self.module), self.class_name)
