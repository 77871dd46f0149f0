"""The rules reference window, for any game: a table of contents on the left, the text on the
right (a QTextBrowser with one anchor per section), following the interface language.

A game gives a `RulesBook`: its sections (key, title, paragraphs) in its own translation
context, plus whatever it adds (entries of its own, tables built from its rules data, topic keys
such as "card:<slug>" that land on an anchor inside a section). `show_topic(key)` jumps there.

A paragraph is one of:
    "text"                          a paragraph (translated in the book's context)
    ("list", (item, ...))           a bulleted list of such texts (or `fill` items)
    fill("text %1 %2", a, b)        a text with numbers from the rules data put in
    callable(book) -> html          computed HTML (a table from the rules data)
"""

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
)

from .i18n import RetranslateOnLanguageChange

KEY_ROLE = Qt.UserRole + 1
APP_CONTEXT = "RulesReference"
# The last entry of every game's reference: the application's help to learn and to improve.
APP_SECTION = ("app", QT_TRANSLATE_NOOP("RulesReference", "Learning and reviewing"), (
    QT_TRANSLATE_NOOP("RulesReference",
                      "Help → Learn to play opens a guided first game: a prepared game of the "
                      "real rules in which a note beside the board says what to do at each step "
                      "and why, and lights what to click. Back and Skip chapter are always there; "
                      "at the end a first game against the Easy bot begins."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "When a game ends, Review this game (also in the replay window, and Game → "
                      "Review a saved game…) compares each of your decisions with what the Hard "
                      "bot would have played from what you could see at that moment, and marks "
                      "the few that cost you most: in turns to Fort Clatsop (Lewis & Clark), "
                      "towns (Elfenland) or points (Tiwanaku). Click a marked decision or a point "
                      "of the chart to see that position on the board."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "A review never uses cards, counters or tiles you could not see. It runs "
                      "beside the game (the window stays usable, Cancel stops it) and is kept in "
                      "the save file, so it opens at once the next time."),
))


def fill(text, *values):
    """A paragraph whose %1, %2 … are numbers taken from the rules data (or functions giving
    texts in the current language)."""
    return ("fill", text, values)


def substitute(text, values):
    for i, value in reversed(list(enumerate(values, 1))):  # %10 before %1
        text = text.replace("%" + str(i), str(value() if callable(value) else value))
    return text


class RulesBook:
    """A game's rules text; see the module notes. Subclasses set `context` and `sections`."""

    context = "RulesReference"
    sections = ()

    def tr(self, text):
        return QCoreApplication.translate(self.context, text)

    @property
    def first(self):
        return self.sections[0][0]

    def contents(self):
        """(key, title) of the entries of the contents pane, in the current language."""
        return [(key, self.tr(title)) for key, title, _ in self.sections] + [self.app_entry()]

    @staticmethod
    def app_entry():
        """The contents entry of APP_SECTION, the last of every game's reference."""
        return APP_SECTION[0], QCoreApplication.translate(APP_CONTEXT, APP_SECTION[1])

    @staticmethod
    def app_html():
        key, title, items = APP_SECTION
        text = "".join(f"<p>{escape(QCoreApplication.translate(APP_CONTEXT, t))}</p>"
                       for t in items)
        return (f'<a name="{key}"></a>'
                f"<h2>{escape(QCoreApplication.translate(APP_CONTEXT, title))}</h2>{text}")

    def section_keys(self):
        return [key for key, _ in self.contents()]

    def anchor_for(self, topic):
        """The anchor of a topic key; an unknown topic lands on the first section."""
        return topic if topic in self.section_keys() else self.first

    def section_of(self, anchor):
        """The contents entry that holds an anchor."""
        return anchor if anchor in self.section_keys() else self.first

    def extra_html(self, key):
        """HTML a game puts after one of its sections (entries of its own)."""
        return ""

    def text(self, item):
        if isinstance(item, tuple) and item and item[0] == "fill":
            return substitute(self.tr(item[1]), item[2])
        return self.tr(item)

    def paragraphs(self, items):
        out = []
        for item in items:
            if callable(item):
                out.append(item(self))
            elif isinstance(item, tuple) and item[0] == "list":
                entries = "".join(f"<li>{escape(self.text(t))}</li>" for t in item[1])
                out.append(f"<ul>{entries}</ul>")
            else:
                out.append(f"<p>{escape(self.text(item))}</p>")
        return "".join(out)

    def section_html(self, key, title, items):
        return f'<a name="{key}"></a><h2>{escape(self.tr(title))}</h2>{self.paragraphs(items)}'

    def build_html(self):
        """The whole reference in the current language."""
        parts = []
        for key, title, items in self.sections:
            parts.append(self.section_html(key, title, items))
            parts.append(self.extra_html(key))
        parts.append(self.app_html())
        return f"<html><body>{''.join(parts)}</body></html>"


def table_html(header, rows):
    """A small bordered table: `header` and `rows` are lists of already translated cells (the
    first column names the row)."""
    head = "".join(f"<th>{escape(str(c))}</th>" for c in header)
    body = "".join(
        "<tr>" + "".join(f'<td align="{"left" if i == 0 else "center"}">{escape(str(c))}</td>'
                         for i, c in enumerate(row)) + "</tr>"
        for row in rows)
    return f'<table border="1" cellspacing="0" cellpadding="4"><tr>{head}</tr>{body}</table>'


class RulesReferenceDialog(RetranslateOnLanguageChange, QDialog):
    """Non-modal window with a game's rules; stays open while playing and follows the language."""

    def __init__(self, book, parent=None):
        super().__init__(parent)
        self.book = book
        self.setObjectName("rulesReference")
        self.topic = book.first
        self.topics = QListWidget()
        self.topics.setObjectName("rulesTopics")
        self.topics.currentItemChanged.connect(self._topic_chosen)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenLinks(False)
        split = QSplitter(Qt.Horizontal)
        split.addWidget(self.topics)
        split.addWidget(self.browser)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 4)
        split.setSizes([200, 640])
        self.buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.buttons)
        layout.addLayout(row)
        self.resize(960, 640)
        self.retranslate()

    def retranslate(self):
        self.setWindowTitle(QCoreApplication.translate("RulesReferenceDialog", "Rules reference"))
        self.browser.setHtml(self.book.build_html())
        self.topics.blockSignals(True)
        self.topics.clear()
        for key, title in self.book.contents():
            item = QListWidgetItem(title)
            item.setData(KEY_ROLE, key)
            self.topics.addItem(item)
        self.topics.blockSignals(False)
        self._fit_topics()
        self.show_topic(self.topic)

    def _fit_topics(self):
        """The contents pane as wide as its longest title (both languages), so none is cut."""
        width = self.topics.sizeHintForColumn(0) + 2 * self.topics.frameWidth() + 8
        if self.topics.verticalScrollBar().isVisible() or self.topics.count() * \
                self.topics.sizeHintForRow(0) > self.topics.viewport().height():
            width += self.topics.verticalScrollBar().sizeHint().width()
        self.topics.setMinimumWidth(width)
        self.topics.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)

    def _topic_chosen(self, item, _previous=None):
        if item is not None:
            self.show_topic(item.data(KEY_ROLE))

    def show_topic(self, key: str) -> str:
        """Jump to a section or to a game's own topic; returns the anchor used."""
        self.topic = key or self.book.first
        anchor = self.book.anchor_for(self.topic)
        section = self.book.section_of(anchor)
        self.topics.blockSignals(True)
        for i in range(self.topics.count()):
            if self.topics.item(i).data(KEY_ROLE) == section:
                self.topics.setCurrentRow(i)
        self.topics.blockSignals(False)
        # Scroll to the very end first so that the anchor lands at the top of the view.
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.maximum())
        self.browser.scrollToAnchor(anchor)
        return anchor


def show_rules(owner, book, topic=None, dialog_class=RulesReferenceDialog):
    """Open (or raise) `owner`'s rules window at `topic`; it goes away with its owner (a table
    replaced by another game's)."""
    dialog = getattr(owner, "rules_dialog", None)
    if dialog is None:
        dialog = dialog_class(book, owner.window())
        owner.destroyed.connect(dialog.deleteLater)
        owner.rules_dialog = dialog
    dialog.show()
    dialog.raise_()
    if topic:
        dialog.show_topic(topic)
    return dialog


def rules_menu_action(menu, show):
    """Add the "Rules reference" entry to a context menu; `show()` opens the topic."""
    action = menu.addAction(QCoreApplication.translate("RulesReferenceDialog", "Rules reference"))
    action.setObjectName("rulesMenuAction")
    action.triggered.connect(lambda _checked=False: show())
    return action
