"""Every text a window shows, read back as the reader sees it: labels (in their text format),
buttons, group boxes, tabs, tooltips, window titles, menus, line edits, combo boxes, text
views, item views (their display and tooltip texts) and the texts of graphics scenes (charts
included). A rich text is read through QTextDocument, so markup that Qt interprets does not
show; tooltips are rich when Qt.mightBeRichText says so, as QToolTip treats them."""

import re

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtGui import Qt as QtGui_Qt  # Qt.mightBeRichText lives in QtGui's Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGraphicsSimpleTextItem,
                               QGraphicsTextItem, QGraphicsView, QGroupBox, QLabel, QLineEdit,
                               QMenu, QPlainTextEdit, QTabBar, QTextEdit, QWidget)


def as_seen(text, rich, mnemonic=False):
    """`text` as drawn: rich text rendered; on a button, menu or tab "&&" shows "&" and a lone
    "&" marks the shortcut (underlined, not shown)."""
    if mnemonic:
        return re.sub("&(.)", r"\1", text)
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def seen(text, how):
    return as_seen(text, how is True, mnemonic=how == MNEMONIC)


def is_rich(text, text_format=Qt.AutoText):
    return text_format == Qt.RichText or (text_format == Qt.AutoText and QtGui_Qt.mightBeRichText(text))


def _tooltip(where, text):
    return [(where + " tooltip", text, is_rich(text))] if text else []


def _columns(model, parent):
    return 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)


def _model_texts(where, model, parent=QModelIndex()):
    out = []
    for r in range(model.rowCount(parent)):
        for c in range(_columns(model, parent)):
            index = model.index(r, c, parent)
            display = index.data(Qt.DisplayRole)
            if isinstance(display, str) and display:
                out.append((where + " item", display, False))
            tip = index.data(Qt.ToolTipRole)
            if isinstance(tip, str):
                out += _tooltip(where + " item", tip)
            if c == 0 and not isinstance(model, QAbstractListModel) and model.rowCount(index):
                out += _model_texts(where, model, index)
    for section in range(_columns(model, parent) if not parent.isValid() else 0):
        head = model.headerData(section, Qt.Horizontal, Qt.DisplayRole)
        if isinstance(head, str) and head:
            out.append((where + " header", head, False))
    return out


def _scene_texts(where, scene):
    out = []
    for item in scene.items():
        if isinstance(item, QGraphicsTextItem):  # read back from its document, as drawn
            out.append((where + " text item", item.toHtml(), True))
        elif isinstance(item, QGraphicsSimpleTextItem):
            out.append((where + " text item", item.text(), False))
        out += _tooltip(where + " scene item", item.toolTip())
    return out


MNEMONIC = "mnemonic"  # a text in which "&" marks a shortcut


def widget_texts(widget: QWidget):
    """[(where, text as Qt holds it, how it shows: False (plain), True (rich) or MNEMONIC)] of
    `widget` and all its children."""
    out = []
    for w in [widget, *widget.findChildren(QWidget)]:
        where = f"{type(w).__name__} {w.objectName()!r}"
        if w.isWindow() or w.windowTitle():
            out.append((where + " title", w.windowTitle(), False))
        out += _tooltip(where, w.toolTip())
        if isinstance(w, QLabel):
            out.append((where, w.text(), is_rich(w.text(), w.textFormat())))
        elif isinstance(w, QAbstractButton):
            out.append((where, w.text(), MNEMONIC))
        elif isinstance(w, QGroupBox):
            out.append((where, w.title(), MNEMONIC))
        elif isinstance(w, QLineEdit):
            out.append((where, w.text(), False))
        elif isinstance(w, QComboBox):
            out += [(where + " entry", w.itemText(i), False) for i in range(w.count())]
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                out.append((where + " tab", w.tabText(i), MNEMONIC))
                out += _tooltip(where + " tab", w.tabToolTip(i))
        elif isinstance(w, QMenu):
            for action in w.actions():
                out.append((where + " action", action.text(), MNEMONIC))
        if isinstance(w, QTextEdit):
            out.append((where, w.toHtml(), True))
        elif isinstance(w, QPlainTextEdit):
            out.append((where, w.toPlainText(), False))
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            out += _model_texts(where, w.model())
        elif isinstance(w, QGraphicsView) and w.scene() is not None:
            out += _scene_texts(where, w.scene())
    return out


def shown_texts(widget):
    """[(where, what the reader sees)]."""
    return [(where, seen(text, how)) for where, text, how in widget_texts(widget)]


def name_markup_shown(widget, name, word):
    """The places where `name` (markup around `word`) is not shown literally: wherever `word`
    shows, the markup before it shows too (a name cut short with "…" still shows as text);
    [(where, text as Qt holds it)]."""
    head = name[:name.index(word) + len(word)]
    bad = []
    for where, text, rich in widget_texts(widget):
        shown = seen(text, rich)
        if shown.count(word) != shown.count(head):
            bad.append((where, text))
    return bad
