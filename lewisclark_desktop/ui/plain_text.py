"""Texts that hold what players typed (seat names) shown as they are, whatever they hold.

Qt reads markup in many places: a QLabel in its default AutoText format renders anything that
looks like HTML (a name "<b>Ann</b><img src=...>" would be bold, with an image read from disk),
so does a tooltip, and a button's "&" marks a shortcut. These helpers show such texts literally:
a label in PlainText, a name escaped where the text around it is rich, a tooltip and a button
text made safe."""

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui  # mightBeRichText lives in QtGui's Qt namespace


def plain_label(label):
    """`label` (a QLabel) shows its text as it is, never as rich text; returns it."""
    label.setTextFormat(Qt.PlainText)
    return label


def escaped(text):
    """`text` as rich text that shows it literally (for a name inside a rich label)."""
    return html.escape(str(text), quote=False)


def plain_tooltip(text):
    """A tooltip that shows `text` literally: Qt renders a tooltip that might be rich text as
    HTML, so such a text is escaped in a paragraph that keeps its spaces and line breaks."""
    if not text or not QtGui.mightBeRichText(text):
        return text
    return '<p style="white-space:pre-wrap">%s</p>' % escaped(text)


def button_text(text):
    """A button's text that shows `text` literally (a lone "&" would mark a shortcut)."""
    return str(text).replace("&", "&&")
