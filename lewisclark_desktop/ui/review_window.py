"""The review of a finished game, for any of the three games: which seat (default: every human
seat, one after the other), a chart of the seat's expected result over the game with its marked
decisions, the list of those decisions, and the game's own replay beside them showing the
position before the decision chosen (a point of the chart or a row of the list).

For each decision the window says what was played, what Hard suggests (both in the game's words
from the seat's observation at that moment, never the whole state), what the move played cost in
the game's unit and the plan or the facts behind the suggestion.

The review itself runs in the bots' worker process (review_runner), with a progress bar and
Cancel; the window stays usable. A finished review is kept beside the game (review_store) and
opens at once the next time.

    open_review_file(path, parent)          # Game → Review a saved game…, --review FILE
    review_controller_game(window)          # the end dialog's Review this game
"""

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from .i18n import RetranslateOnLanguageChange
from .. import games
from ..core import savefile
from ..review import keep as review_store
from . import review_words
from .charts import axis_label, qcolour, style_plot
from .palette import INK
from .plain_text import plain_label, plain_tooltip
from .reasons import translate_save_error
from .review_runner import ReviewRunner, engine
from .window_size import fit_to_screen

translate = QCoreApplication.translate
MARK_COLOUR = "#C0392B"  # the marked decisions on the chart and in the list
POINT_COLOUR = "#5B6770"


class ReviewWindow(RetranslateOnLanguageChange, QMainWindow):
    def __init__(self, saved, stack, keep=None, parent=None, runner=None, title_name=""):
        """`saved`: the game (core.savefile.SaveGame, finished), `stack`: its CommandStack at
        the end; `keep(reviews)`: writes {seat: Review} beside the game (None: kept nowhere)."""
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        self.setAttribute(Qt.WA_DeleteOnClose, parent is not None)
        self.saved = saved
        self.game = games.get(saved.game)
        self.rules = self.game.rules()
        self.unit = engine().UNIT_BY_GAME.get(saved.game, "points")
        self.keep = keep
        self.title_name = title_name
        self.reviews = review_store.kept_reviews(saved)
        self.runner = runner or ReviewRunner(self)
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._finished)
        self.runner.cancelled.connect(self._cancelled)
        self.runner.failed.connect(self._failed)
        self.queue = []  # seats waiting for their review
        self.status = ""  # "running", "cancelled", "failed" or "" (what the status line says)
        self.failure = ""
        self.decision = None  # the decision whose words are shown
        self._points = []  # the decisions of the chart, in its spots' order

        self.seat_label = QLabel()
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("reviewSeat")
        for seat, record in enumerate(saved.seats):
            self.seat_box.addItem(record.get("name") or str(seat + 1), seat)
        self.status_label = plain_label(QLabel())
        self.status_label.setObjectName("reviewStatus")
        self.progress_bar = QProgressBar()
        self.progress_bar.setObjectName("reviewProgress")
        self.progress_bar.setMaximumWidth(260)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("reviewCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button = QPushButton()
        self.again_button.setObjectName("reviewAgain")
        self.again_button.clicked.connect(lambda: self.review_seat(self.seat(), again=True))
        top = QHBoxLayout()
        top.addWidget(self.seat_label)
        top.addWidget(self.seat_box)
        top.addWidget(self.status_label, 1)
        top.addWidget(self.progress_bar)
        top.addWidget(self.cancel_button)
        top.addWidget(self.again_button)

        self.chart = pg.PlotWidget()
        self.chart.setObjectName("reviewChart")
        style_plot(self.chart)
        self.chart.setMinimumSize(320, 180)
        self.line = pg.PlotDataItem(pen=pg.mkPen(POINT_COLOUR, width=2))
        self.scatter = pg.ScatterPlotItem(hoverable=True, tip=self._tip)
        self.scatter.sigClicked.connect(self._spot_clicked)
        self.scatter.setZValue(5)
        self.cursor = pg.InfiniteLine(angle=90, movable=False,
                                      pen=pg.mkPen(INK, width=1, style=Qt.DotLine))
        for item in (self.line, self.scatter, self.cursor):
            self.chart.addItem(item)
        self.chart.getPlotItem().invertY(self.unit == "turns")  # up is always better

        self.marked_title = QLabel()
        self.marked_title.setObjectName("reviewMarkedTitle")
        self.marked_title.setStyleSheet("font-weight: bold")
        self.marked_list = QListWidget()
        self.marked_list.setObjectName("reviewMarked")
        self.marked_list.setSelectionMode(QAbstractItemView.SingleSelection)
        self.marked_list.setWordWrap(True)
        self.marked_list.currentRowChanged.connect(self._row_chosen)
        self.detail = plain_label(QLabel())
        self.detail.setObjectName("reviewDetail")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.detail.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.detail.setMargin(6)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.detail)
        scroll.setMinimumHeight(110)
        marked = QWidget()
        mv = QVBoxLayout(marked)
        mv.setContentsMargins(0, 0, 0, 0)
        mv.addWidget(self.marked_title)
        mv.addWidget(self.marked_list, 1)
        left = QSplitter(Qt.Vertical)
        left.setObjectName("reviewLeft")
        left.addWidget(self.chart)
        left.addWidget(marked)
        left.addWidget(scroll)
        left.setChildrenCollapsible(False)
        self.left = left

        self.replay = self._embedded_replay(stack)
        self.replay.indexChanged.connect(self._replay_moved)
        split = QSplitter(Qt.Horizontal)
        split.setObjectName("reviewSplit")
        split.addWidget(left)
        split.addWidget(self.replay if self.replay is not None else QWidget())
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        self.splitter = split

        central = QWidget()
        v = QVBoxLayout(central)
        v.setContentsMargins(6, 6, 6, 6)
        v.addLayout(top)
        v.addWidget(split, 1)
        self.setCentralWidget(central)
        fit_to_screen(self, QSize(1500, 920))
        split.setSizes([int(self.width() * 0.36), int(self.width() * 0.64)])
        height = self.height()
        left.setSizes([int(height * 0.5), int(height * 0.18), int(height * 0.32)])

        first = self.default_seats()
        self.seat_box.setCurrentIndex(first[0] if first else 0)
        self.seat_box.currentIndexChanged.connect(lambda _i: self._seat_chosen())
        self.retranslate()
        self.queue = [s for s in first if s not in self.reviews]
        self._show_seat()
        self._next()

    # -- the replay beside ----------------------------------------------------------------------
    def _embedded_replay(self, stack):
        viewer = self.game.replay_viewer()()
        viewer.setWindowFlags(Qt.Widget)
        viewer.menuBar().hide()
        # The review's chart and list say where to go: the board gets the room of the move
        # list (and of a game's own chart beside it, e.g. Lewis & Clark's race).
        viewer.log_list.hide()
        if getattr(viewer, "race_chart", None) is not None:
            viewer.race_chart.hide()
        for action in (viewer.open_action, viewer.close_action):
            action.setEnabled(False)  # the review window's, not a window of its own
        viewer.load_stack(stack, self.saved.seats)
        return viewer

    def observation_before(self, index, seat):
        """What `seat` saw before move `index` (the only thing a decision's words come from)."""
        return self.rules.observation(self.replay.states()[index], seat)

    # -- seats ----------------------------------------------------------------------------------
    def default_seats(self):
        try:
            seats = list(engine().default_seats(self.saved))
        except Exception:  # noqa: BLE001 - an engine that cannot tell: every seat
            seats = []
        return seats or list(range(len(self.saved.seats)))

    def seat(self):
        return self.seat_box.currentData()

    def review(self):
        """The Review of the seat shown, or None while it is not made."""
        return self.reviews.get(self.seat())

    def _seat_chosen(self):
        seat = self.seat()
        if seat not in self.reviews and seat not in self.queue and seat != self._running_seat():
            self.queue.append(seat)
            self._next()
        self._show_seat()

    def _running_seat(self):
        return self.runner.seat if self.runner.running() else None

    def review_seat(self, seat, again=False):
        """Review `seat` (again: even if a review of it is kept)."""
        if again:
            self.reviews.pop(seat, None)
        if seat not in self.queue and seat != self._running_seat():
            self.queue.append(seat)
        self._next()
        self._show_seat()

    def _next(self):
        if self.runner.running() or not self.queue:
            self._update_controls()
            return
        seat = self.queue.pop(0)
        self.status, self.failure = "running", ""
        self.progress_bar.setRange(0, 0)  # busy until the decisions are counted
        self.runner.start(self.saved, seat)
        self._update_controls()

    def cancel(self):
        """Stop the review in progress and forget the seats waiting."""
        self.queue.clear()
        self.runner.cancel()

    # -- the runner's news ----------------------------------------------------------------------
    def _progress(self, done, total):
        self.progress_bar.setRange(0, max(total, 1))
        self.progress_bar.setValue(done if total else 1)

    def _finished(self, review):
        self.reviews[review.seat] = review
        self.status = ""
        if self.keep is not None:
            try:
                self.keep(dict(self.reviews))
            except (OSError, savefile.SaveFileError) as exc:
                self.status, self.failure = "unkept", str(exc)
        if review.seat == self.seat():
            self._show_seat()
        self._next()

    def _cancelled(self):
        self.status = "cancelled"
        self._next()
        self._show_seat()

    def _failed(self, message):
        self.status, self.failure = "failed", message
        self._next()
        self._show_seat()

    def _update_controls(self):
        running = self.runner.running()
        self.progress_bar.setVisible(running)
        self.cancel_button.setVisible(running)
        self.again_button.setVisible(not running)
        self.again_button.setText(translate("ReviewWindow", "Review again")
                                  if self.review() is not None
                                  else translate("ReviewWindow", "Review"))
        self.status_label.setText(self._status_text())

    def _status_text(self):
        running = self._running_seat()
        if running is not None:
            name = self.seat_box.itemText(running)
            return translate("ReviewWindow", "Reviewing %1's decisions…").replace("%1", name)
        if self.status == "cancelled":
            return translate("ReviewWindow", "The review was cancelled.")
        if self.status == "failed":
            return translate("ReviewWindow", "The review failed: %1").replace("%1", self.failure)
        if self.status == "unkept":
            return translate("ReviewWindow", "The review could not be kept with the game: %1") \
                .replace("%1", self.failure)
        review = self.review()
        if review is not None and review.quick:
            return translate("ReviewWindow", "A quick review.")
        return ""

    # -- showing a seat's review ----------------------------------------------------------------
    def _show_seat(self):
        review = self.review()
        self.decision = None
        self._fill_chart(review)
        self._fill_list(review)
        if review is not None and review.marked():
            self.marked_list.setCurrentRow(0)
        else:
            self._show_detail(None)
        self._update_controls()

    def _fill_chart(self, review):
        decisions = list(review.decisions) if review is not None else []
        self._points = decisions
        xs = [d.index + 1 for d in decisions]  # move numbers, as in the replay's log
        ys = [d.value for d in decisions]
        self.line.setData(xs, ys)
        spots = []
        small = 8 if len(decisions) <= 60 else 5  # a long game's points stay apart
        for d in sorted(decisions, key=lambda d: d.marked):  # the marked drawn last, on top
            colour = MARK_COLOUR if d.marked else POINT_COLOUR
            spots.append({"pos": (d.index + 1, d.value), "data": d,
                          "size": 16 if d.marked else small, "symbol": "d" if d.marked else "o",
                          "brush": pg.mkBrush(qcolour(colour)),
                          "pen": pg.mkPen(qcolour(colour).darker(140), width=1)})
        self.scatter.setData(spots)
        if decisions:
            self.chart.getPlotItem().enableAutoRange()

    def _fill_list(self, review):
        self.marked_list.blockSignals(True)
        self.marked_list.clear()
        for d in (review.marked() if review is not None else []):
            item = QListWidgetItem(self._row_text(d))
            item.setData(Qt.UserRole, d.index)
            item.setForeground(qcolour(MARK_COLOUR).darker(130))
            self.marked_list.addItem(item)
        self.marked_list.blockSignals(False)

    def _row_text(self, d):
        return (translate("ReviewWindow", "Move %1: %2 (cost %3)").replace("%1", str(d.index + 1))
                .replace("%2", self._words(d.move, d)).replace("%3", review_words.short_cost(
                    self.unit, d.cost)))

    def _words(self, text, d):
        return review_words.move_words(self.game, text, self.observation_before(d.index,
                                                                                self.seat()))

    def marked_rows(self):
        return [self.marked_list.item(r).text() for r in range(self.marked_list.count())]

    def chart_points(self):
        """(move number, value, marked) of each point of the chart."""
        return [(d.index + 1, d.value, d.marked) for d in self._points]

    def _row_chosen(self, row):
        review = self.review()
        marked = review.marked() if review is not None else []
        if 0 <= row < len(marked):
            self.show_decision(marked[row])

    def _tip(self, x, y, data):
        """A point's tooltip: its move and the seat's expected result there."""
        text = translate("ReviewWindow", "Move %1: %2").replace("%1", str(int(round(x)))) \
            .replace("%2", review_words.value_text(self.unit, y))
        if getattr(data, "marked", False):
            text += "\n" + review_words.cost_text(self.unit, data.cost)
        return text

    def _spot_clicked(self, _item, points, *_):
        if len(points):
            self.show_decision(points[0].data())

    def show_decision(self, d):
        """The position before decision `d` in the replay, and its words."""
        self.replay.set_index(d.index)
        self._show_detail(d)
        review = self.review()
        marked = review.marked() if review is not None else []
        row = marked.index(d) if d in marked else -1
        if self.marked_list.currentRow() != row:
            self.marked_list.blockSignals(True)
            self.marked_list.setCurrentRow(row)
            self.marked_list.blockSignals(False)

    def _replay_moved(self, k):
        self.cursor.setValue(k + 1)

    def _show_detail(self, d):
        self.decision = d
        self.detail.setText(self.detail_text(d))

    def detail_text(self, d):
        if d is None:
            review = self.review()
            if review is None:
                return translate("ReviewWindow", "This seat is not reviewed yet.")
            if not review.decisions:
                return translate("ReviewWindow", "This seat had no decision to review.")
            if not review.marked():
                return translate("ReviewWindow", "No costly decision: Hard would not have done "
                                                 "much better. Click a point of the chart to see "
                                                 "any decision.")
            return ""
        name = self.seat_box.itemText(self.seat())
        lines = [translate("ReviewWindow", "Move %1, %2 to play.").replace("%1", str(d.index + 1))
                 .replace("%2", name),
                 translate("ReviewWindow", "Played: %1").replace("%1", self._words(d.move, d))]
        if d.suggested == d.move:
            lines.append(translate("ReviewWindow", "Hard would have played the same."))
        else:
            lines.append(translate("ReviewWindow", "Hard suggests: %1")
                         .replace("%1", self._words(d.suggested, d)))
            lines.append(review_words.cost_text(self.unit, d.cost))
        plan = review_words.explanation_text(self.game.id, d.explanation, self.unit)
        if plan:
            lines.append(plan)
        return "\n".join(lines)

    # -- language -------------------------------------------------------------------------------
    def retranslate(self):
        game = translate("Games", self.game.display_name)
        title = translate("ReviewWindow", "Review") + " — " + game
        if self.title_name:
            title = translate("ReviewWindow", "Review: %1").replace("%1", self.title_name) \
                + " — " + game
        self.setWindowTitle(title)
        self.seat_label.setText(translate("ReviewWindow", "Seat:"))
        self.seat_box.setToolTip(translate("ReviewWindow", "Whose decisions the review shows"))
        self.cancel_button.setText(translate("ReviewWindow", "Cancel"))
        self.progress_bar.setFormat(translate("ReviewWindow", "%1 of %2 decisions")
                                    .replace("%1", "%v").replace("%2", "%m"))
        self.marked_title.setText(translate("ReviewWindow", "The costliest decisions"))
        axis_label(self.chart, "left", review_words.axis_text(self.unit))
        axis_label(self.chart, "bottom", translate("ReviewWindow", "Move"))
        self.marked_list.setToolTip(plain_tooltip(
            translate("ReviewWindow", "Choose a decision to see the position before it")))
        self.chart.setToolTip(translate("ReviewWindow",
                                        "Click a point to see the position before that decision"))
        current = self.decision
        self._fill_list(self.review())
        if current is not None:
            self.show_decision(current)
        else:
            self._show_detail(None)
        self._update_controls()

    def closeEvent(self, event):
        self.runner.close(wait=5.0)
        super().closeEvent(event)


# -- opening ------------------------------------------------------------------------------------
def open_review_file(path, parent=None, runner=None):
    """Game → Review a saved game…: the review window of save file `path`, shown; None when the
    file is refused (the reason was shown)."""
    from pathlib import Path

    try:
        saved, stack = review_store.load_for_review(path)
    except savefile.SaveFileError as exc:
        QMessageBox.warning(parent, translate("ReviewWindow", "Cannot review this file"),
                            translate_save_error(exc))
        return None
    except OSError as exc:
        QMessageBox.warning(parent, translate("ReviewWindow", "Cannot review this file"), str(exc))
        return None
    window = ReviewWindow(saved, stack, lambda reviews: review_store.keep_in_file(
        path, saved, reviews), parent, runner, title_name=Path(path).name)
    window.show()
    return window


def review_controller_game(main_window, runner=None):
    """The end dialog's (or the replay's) Review this game: the game in the window, its review
    kept with it (the autosave, and the player's own file when the game is saved there)."""
    c = main_window.controller
    saved = review_store.save_of_controller(c)

    def keep(reviews):
        review_store.keep_in_controller(c, reviews)
        path = main_window.current_path
        if path is not None and not main_window.has_unsaved_moves():
            c.save(path)

    window = ReviewWindow(saved, c.stack, keep, main_window, runner)
    window.show()
    return window


__all__ = ["ReviewWindow", "open_review_file", "review_controller_game"]
