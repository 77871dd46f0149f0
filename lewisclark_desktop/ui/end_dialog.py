"""End of the game: the game's own dialog if its UI has one (Lewis & Clark's shows the race),
else this one, built from the game's end_summary: a ranking and "new game" / "rematch"."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QHeaderView, QLabel, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout)

from .plain_text import plain_label
from .window_size import fit_to_screen

translate = QCoreApplication.translate


def end_dialog(controller, parent=None):
    """The end dialog for the controller's game."""
    try:
        cls = controller.game.ui("EndOfGameDialog")
    except LookupError:
        cls = EndOfGameDialog
    return cls(controller, parent)


class EndOfGameDialog(QDialog):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        seats = controller.seats
        v = end_dialog_layout(self)
        winner = controller.rules.winner(controller.state)
        v.addWidget(headline_label(self.tr("%1 wins!").replace("%1", seats[winner].name)
                                   if winner is not None else self.tr("The game is over.")))
        try:
            rows = controller.game.ui("end_summary")(controller.state, seats)
        except LookupError:
            rows = []
        columns = max((len(cells) for _, cells in rows), default=0) + 1
        table = QTableWidget(len(rows), columns)
        table.setObjectName("rankingTable")
        table.horizontalHeader().setVisible(False)
        for r, (headline, cells) in enumerate(rows):
            for c, text in enumerate([headline] + list(cells)):
                table.setItem(r, c, QTableWidgetItem(text))
        table.resizeColumnsToContents()
        v.addWidget(table, 1)
        add_choices(self, v)


def end_dialog_layout(dialog):
    """Begin an end dialog (any game's): its name and title, no choice yet; its layout."""
    dialog.setObjectName("endOfGameDialog")
    dialog.choice = None
    dialog.setWindowTitle(translate("EndOfGameDialog", "End of the game"))
    return QVBoxLayout(dialog)


def headline_label(text):
    """An end dialog's headline (it names the winner: plain text)."""
    title = plain_label(QLabel(text))
    title.setObjectName("winnerText")
    title.setStyleSheet("font-size: 14pt; font-weight: bold")
    title.setWordWrap(True)
    return title


def ranking_table(rows, columns, headers=None):
    """A read-only table of end-of-game rows [(headline, cells)]: one column per seat named by
    `headers` (None: no header row), as tall as its rows, so the chart below gets the rest."""
    table = QTableWidget(len(rows), columns)
    table.setObjectName("rankingTable")
    if headers is None:
        table.horizontalHeader().setVisible(False)
    else:
        table.setHorizontalHeaderLabels(headers)
    table.setVerticalHeaderLabels([headline for headline, _ in rows])
    for r, (_, cells) in enumerate(rows):
        for c, text in enumerate(cells[:columns]):
            table.setItem(r, c, QTableWidgetItem(text))
    table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
    table.setEditTriggers(QTableWidget.NoEditTriggers)
    table.setSelectionMode(QTableWidget.NoSelection)
    table.setFocusPolicy(Qt.NoFocus)
    header = table.horizontalHeader().height() if headers is not None else 0
    table.setFixedHeight(table.verticalHeader().length() + header + 2)  # every row, no scrolling
    return table


def chart_end_dialog(dialog, headline, table, chart):
    """Lay out a game's own end dialog: the headline, the ranking table, the chart (given the
    room that is left) and the shared answers."""
    v = end_dialog_layout(dialog)
    v.addWidget(headline_label(headline))
    v.addWidget(table)
    chart.setMinimumSize(520, 300)
    v.addWidget(chart, 1)
    dialog.chart = chart
    add_choices(dialog, v)


def add_choices(dialog, layout):
    """The end dialog's answers (any game's): New game, Rematch, Replay, Review, Close. The one
    clicked is left in `dialog.choice` and the dialog is accepted."""
    buttons = QHBoxLayout()
    for name, label in (("new", translate("EndOfGameDialog", "New game…")),
                        ("rematch", translate("EndOfGameDialog", "Rematch")),
                        ("replay", translate("EndOfGameDialog", "Replay this game")),
                        ("review", translate("EndOfGameDialog", "Review this game")),
                        ("close", translate("EndOfGameDialog", "Close"))):
        b = QPushButton(label)
        b.setObjectName(f"end_{name}")
        b.clicked.connect(lambda _=False, n=name: (setattr(dialog, "choice", n), dialog.accept()))
        buttons.addWidget(b)
    layout.addLayout(buttons)
    fit_to_screen(dialog, dialog.sizeHint())
