"""Paints one character card with QPainter (our own vector drawing, no images).

`paint_card` is used by the hand/area list delegate and by the expedition board scene. All
sizes are fractions of the target rect's height, so a card reads from about 80 to 200 px tall.
Texts come from `texts` (current language); no rules here.
"""

import math
import re

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF,
                           QTransform)

from ...lewisclark.cards import CARDS
from . import texts
from ..readable import readable_px
from ..palette import (INDIAN_COLOUR, INK, PAPER, PLAYER_COLOURS, PLAYER_LETTERS,
                      RESOURCE_COLOURS, text_colour_on)


CARD_SIZE = QSize(120, 168)
CARD_ASPECT = CARD_SIZE.width() / CARD_SIZE.height()

BACK_COLOUR = QColor("#6B4A2E")
BACK_PATTERN = QColor("#8A6440")
SELECTED_COLOUR = QColor("#1F5FBF")
DISABLED_VEIL = QColor(150, 150, 150, 150)
FIGURE_COLOUR = INK

_fit_cache: dict = {}


# ---------------------------------------------------------------------------------------------
# Small glyphs (also used by the expedition view)
# ---------------------------------------------------------------------------------------------

def hexagon(center: QPointF, radius: float) -> QPolygonF:
    """A flat-topped hexagon."""
    return QPolygonF([QPointF(center.x() + radius * math.cos(math.radians(60 * i)),
                              center.y() + radius * math.sin(math.radians(60 * i)))
                      for i in range(6)])


# Glyphs are drawn in a box from -1 to 1; boolean operations flatten curves with an absolute
# tolerance, so every part is blown up to +-GLYPH_UNIT before they are combined.
GLYPH_UNIT = 100.0


def _u(path: QPainterPath) -> QPainterPath:
    return QTransform.fromScale(GLYPH_UNIT, GLYPH_UNIT).map(path)


def _food() -> QPainterPath:
    """A leg of meat: the rounded joint and the bone with its knob."""
    path = _ellipse(-0.22, -0.24, 0.64, 0.52, 40)
    bone = QPainterPath()
    bone.moveTo(0.12, 0.08)
    bone.lineTo(0.52, 0.48)
    bone.lineTo(0.40, 0.62)
    bone.lineTo(0.0, 0.22)
    bone.closeSubpath()
    knobs = _ellipse(0.64, 0.5, 0.2, 0.2).united(_ellipse(0.46, 0.72, 0.2, 0.2))
    return path.united(_u(bone)).united(knobs)


def _wood() -> QPainterPath:
    """A log lying on its side, its cut end showing a ring."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(-0.85, -0.38, 1.35, 0.76), 0.2, 0.2)
    path = _u(path).united(_ellipse(0.5, 0.0, 0.36, 0.42))
    return path.subtracted(_ellipse(0.5, 0.0, 0.17, 0.21))


def _equipment() -> QPainterPath:
    """A hammer: its head across, the handle slanting down."""
    handle = QPainterPath()
    handle.moveTo(-0.08, -0.2)
    handle.lineTo(0.64, 0.74)
    handle.lineTo(0.44, 0.88)
    handle.lineTo(-0.28, -0.06)
    handle.closeSubpath()
    head = QPainterPath()
    head.moveTo(-0.82, -0.06)
    head.lineTo(-0.16, -0.78)
    head.lineTo(0.14, -0.5)
    head.lineTo(-0.52, 0.22)
    head.closeSubpath()
    return _u(head).united(_u(handle))


def _fur() -> QPainterPath:
    """A stretched pelt: a body with four legs and a head."""
    path = QPainterPath()
    path.moveTo(0.0, -0.9)  # head
    path.quadTo(0.22, -0.8, 0.2, -0.56)
    path.lineTo(0.35, -0.5)
    path.lineTo(0.82, -0.78)  # front right leg
    path.lineTo(0.62, -0.28)
    path.quadTo(0.5, 0.05, 0.58, 0.32)
    path.lineTo(0.86, 0.74)  # hind right leg
    path.lineTo(0.3, 0.56)
    path.lineTo(0.0, 0.92)  # tail
    path.lineTo(-0.3, 0.56)
    path.lineTo(-0.86, 0.74)  # hind left leg
    path.lineTo(-0.58, 0.32)
    path.quadTo(-0.5, 0.05, -0.62, -0.28)
    path.lineTo(-0.82, -0.78)  # front left leg
    path.lineTo(-0.35, -0.5)
    path.lineTo(-0.2, -0.56)
    path.quadTo(-0.22, -0.8, 0.0, -0.9)
    return _u(path)


def _canoe() -> QPainterPath:
    """A canoe seen from the side, upturned ends, with a paddle above."""
    hull = QPainterPath()
    hull.moveTo(-0.95, -0.2)
    hull.quadTo(-0.6, 0.6, 0.0, 0.6)
    hull.quadTo(0.6, 0.6, 0.95, -0.2)
    hull.quadTo(0.45, 0.12, 0.0, 0.12)
    hull.quadTo(-0.45, 0.12, -0.95, -0.2)
    paddle = QPainterPath()
    paddle.moveTo(-0.34, -0.84)
    paddle.lineTo(-0.18, -0.9)
    paddle.lineTo(0.18, -0.06)
    paddle.lineTo(0.02, 0.0)
    paddle.closeSubpath()
    paddle = _u(paddle).united(_ellipse(0.12, -0.08, 0.15, 0.24, -23))
    return _u(hull).united(paddle)


def _horse() -> QPainterPath:
    """A horse's head and neck in profile, looking left, with an ear and a mane."""
    path = QPainterPath()
    path.moveTo(0.62, 0.92)  # back of the neck, bottom
    path.quadTo(0.72, 0.0, 0.32, -0.62)  # mane line
    path.lineTo(0.3, -0.95)  # ear
    path.lineTo(0.08, -0.64)
    path.quadTo(-0.3, -0.56, -0.78, 0.02)  # forehead to nose
    path.quadTo(-0.9, 0.24, -0.66, 0.34)  # muzzle
    path.quadTo(-0.4, 0.36, -0.12, 0.18)  # jaw
    path.quadTo(0.0, 0.5, -0.08, 0.92)  # throat down to the chest
    path.closeSubpath()
    return _u(path).subtracted(_ellipse(-0.12, -0.3, 0.09, 0.09))


def _ellipse(x: float, y: float, rx: float, ry: float, angle: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), rx * GLYPH_UNIT, ry * GLYPH_UNIT)
    return QTransform().translate(x * GLYPH_UNIT, y * GLYPH_UNIT).rotate(angle).map(path)


# Pictograms in a box from -1 to 1, indexed like the resources: food, wood, equipment, fur,
# canoe, horse. Each differs in outline, so they read without their colours.
RESOURCE_GLYPHS = (_food(), _wood(), _equipment(), _fur(), _canoe(), _horse())
GLYPH_SCALE = 0.66  # of the token's radius


def paint_resource(painter: QPainter, center: QPointF, radius: float, resource: int) -> None:
    """A resource token: its pictogram on a hexagon of its colour."""
    colour = RESOURCE_COLOURS[resource]
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(QPen(INK, max(0.6, radius * 0.1)))
    painter.setBrush(colour)
    painter.drawPolygon(hexagon(center, radius))
    painter.translate(center)
    painter.scale(radius * GLYPH_SCALE / GLYPH_UNIT, radius * GLYPH_SCALE / GLYPH_UNIT)
    painter.fillPath(RESOURCE_GLYPHS[resource], text_colour_on(colour))
    painter.restore()


def paint_indian_disc(painter: QPainter, center: QPointF, radius: float) -> None:
    """An Indian piece: a red disc with a light rim."""
    painter.save()
    painter.setPen(QPen(QColor("#FFFFFF"), max(0.6, radius * 0.22)))
    painter.setBrush(INDIAN_COLOUR)
    painter.drawEllipse(center, radius, radius)
    painter.setPen(QPen(QColor("#5A0E0E"), max(0.4, radius * 0.1)))
    painter.setBrush(Qt.NoBrush)
    painter.drawEllipse(center, radius * 1.08, radius * 1.08)
    painter.restore()


def paint_figure(painter: QPainter, rect: QRectF, colour: QColor = FIGURE_COLOUR) -> None:
    """A small standing figure (strength pip): round head over a bell-shaped body."""
    w, h = rect.width(), rect.height()
    cx = rect.center().x()
    head_r = min(w * 0.28, h * 0.2)
    path = QPainterPath()
    path.addEllipse(QPointF(cx, rect.top() + head_r), head_r, head_r)
    body = QPainterPath()
    top = rect.top() + head_r * 2.15
    body.moveTo(cx - w * 0.18, top)
    body.lineTo(cx + w * 0.18, top)
    body.quadTo(cx + w * 0.5, rect.bottom(), cx + w * 0.5, rect.bottom())
    body.lineTo(cx - w * 0.5, rect.bottom())
    body.quadTo(cx - w * 0.5, rect.bottom(), cx - w * 0.18, top)
    path.addPath(body)
    painter.save()
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()


def paint_strength(painter: QPainter, rect: QRectF, strength: int,
                   colour: QColor = FIGURE_COLOUR) -> None:
    """`strength` figures side by side, left-aligned in `rect`."""
    fig_h = rect.height()
    fig_w = fig_h * 0.62
    gap = fig_w * 0.18
    for i in range(strength):
        paint_figure(painter, QRectF(rect.left() + i * (fig_w + gap), rect.top(), fig_w, fig_h),
                     colour)


# ---------------------------------------------------------------------------------------------
# Text fitting
# ---------------------------------------------------------------------------------------------

# Japanese and other wide characters may break between any two of them; these never start a line.
_WIDE = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f"
_KATAKANA = "\u30a1-\u30fa\u30fc-\u30ff"  # a katakana word stays whole; "・" ends it
_TOKEN = re.compile(rf"\n|[^\S\n]+|[{_KATAKANA}]+|[{_WIDE}]|[^\s{_WIDE}]+")
_NO_LINE_START = set("\u3001\u3002\uff0c\uff0e\uff1a\uff1b\uff09\u300d\u300f\u30fc\uff01\uff1f"
                     "\u30fb\u3083\u3085\u3087\u3063\u30e3\u30e5\u30e7\u30c3,.;:)!?")


def _tokens(text: str) -> list[str]:
    """Words, runs of spaces, newlines and single wide characters; closing punctuation sticks to
    the token before it so that it never starts a line."""
    out: list[str] = []
    for tok in _TOKEN.findall(text):
        if out and tok[0] in _NO_LINE_START and not out[-1].isspace():
            out[-1] += tok
        else:
            out.append(tok)
    return out


def wrap_lines(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """Greedy line breaking at spaces and between wide characters; a word longer than the line
    is cut per character. (Our own instead of QTextLayout: QTextLine.setLineWidth crashes with a
    refcount error in PySide6 6.12.)"""
    lines: list[str] = []
    current = ""
    for tok in _tokens(text):
        if tok == "\n":
            lines.append(current.rstrip())
            current = ""
            continue
        if tok.isspace():
            if current:
                current += " "
            continue
        candidate = current + tok
        if metrics.horizontalAdvance(candidate.rstrip()) <= width:
            current = candidate
            continue
        if current.strip():
            lines.append(current.rstrip())
        current = ""
        while metrics.horizontalAdvance(tok) > width and len(tok) > 1:
            n = len(tok) - 1
            while n > 1 and metrics.horizontalAdvance(tok[:n]) > width:
                n -= 1
            lines.append(tok[:n])
            tok = tok[n:]
        current = tok
    if current.strip():
        lines.append(current.rstrip())
    return lines


def _font(px: int, bold: bool) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(px)
    return font


def _fit(text: str, rect: QRectF, max_px: int, min_px: int, bold: bool):
    """(pixel size, lines) of the largest size from max_px down to min_px whose wrapped lines fit
    `rect` (min_px if none does)."""
    key = (text, round(rect.width()), round(rect.height()), max_px, min_px, bold)
    hit = _fit_cache.get(key)
    if hit is None:
        for px in range(max_px, min_px - 1, -1):
            metrics = QFontMetricsF(_font(px, bold))
            lines = wrap_lines(text, metrics, rect.width())
            if len(lines) * metrics.lineSpacing() <= rect.height() + 0.5:
                break
        hit = (px, lines)
        if len(_fit_cache) > 4000:
            _fit_cache.clear()
        _fit_cache[key] = hit
    return hit


def draw_fitted_text(painter: QPainter, rect: QRectF, text: str, *, max_px: int, min_px: int,
                     bold: bool = False, colour: QColor = INK, center: bool = False) -> None:
    """Word-wrapped text in `rect`, shrunk from max_px down to min_px to fit; if it still does
    not fit, the last visible line ends with an ellipsis."""
    if not text or rect.width() <= 2 or rect.height() <= 2:
        return
    max_px = max(max_px, min_px)
    px, lines = _fit(text, rect, max_px, min_px, bold)
    font = _font(px, bold)
    metrics = QFontMetricsF(font)
    step = metrics.lineSpacing()
    fits = max(1, int((rect.height() + 0.5) // step))
    if len(lines) > fits:
        last = lines[fits - 1] + " " + " ".join(lines[fits:])
        lines = lines[:fits - 1] + [metrics.elidedText(last, Qt.ElideRight, rect.width())]
    used = len(lines) * step
    top = rect.top() + (max(0.0, (rect.height() - used) / 2) if center else 0.0)
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    flags = (Qt.AlignHCenter if center else Qt.AlignLeft) | Qt.AlignTop | Qt.TextSingleLine
    for i, line in enumerate(lines):
        painter.drawText(QRectF(rect.left(), top + i * step, rect.width(), step), flags, line)
    painter.restore()


def draw_words(painter: QPainter, rect: QRectF, text: str, px: int, bold: bool = False,
               colour=INK) -> None:
    """`text` wrapped at its spaces (and between wide characters) in `rect` at `px`, centred; a
    Latin word wider than the rect is shortened with an ellipsis instead of being cut over two
    lines."""
    metrics = QFontMetricsF(_font(px, bold))
    words = [w if any(ord(ch) >= 0x2E80 for ch in w)
             else metrics.elidedText(w, Qt.ElideRight, rect.width()) for w in text.split()]
    draw_fitted_text(painter, rect, " ".join(words), max_px=px, min_px=px, bold=bold,
                     colour=colour, center=True)


# ---------------------------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------------------------

def _card_shape(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    r = rect.height() * 0.045
    path.addRoundedRect(rect, r, r)
    return path


def _paint_back(painter: QPainter, rect: QRectF, strength: int) -> None:
    h = rect.height()
    painter.setPen(QPen(INK, max(0.8, h * 0.008)))
    painter.setBrush(BACK_COLOUR)
    painter.drawPath(_card_shape(rect))
    inner = rect.adjusted(h * 0.05, h * 0.05, -h * 0.05, -h * 0.05)
    painter.setPen(QPen(BACK_PATTERN, max(0.8, h * 0.012)))
    painter.setBrush(Qt.NoBrush)
    r = h * 0.03
    painter.drawRoundedRect(inner, r, r)
    # Diagonal hatching inside the inner frame.
    painter.save()
    painter.setClipRect(inner)
    painter.setPen(QPen(BACK_PATTERN, max(0.5, h * 0.006)))
    step = h * 0.07
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
    painter.restore()
    if strength <= 0:
        return
    # Strength figures centred on a light plate.
    fig_h = h * 0.22
    fig_w = fig_h * 0.62
    gap = fig_w * 0.18
    total = strength * fig_w + (strength - 1) * gap
    plate = QRectF(rect.center().x() - total / 2 - h * 0.04, rect.center().y() - fig_h / 2 - h * 0.04,
                   total + h * 0.08, fig_h + h * 0.08)
    painter.setPen(QPen(INK, max(0.6, h * 0.006)))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(plate, h * 0.03, h * 0.03)
    paint_strength(painter, QRectF(plate.left() + h * 0.04, plate.top() + h * 0.04, total, fig_h),
                   strength)


def card_body_top(rect: QRectF) -> float:
    """Where the name starts on a card face painted in `rect` (under the strength and badge)."""
    h = rect.height()
    return rect.top() + h * 0.045 * 1.5 + h * 0.13


def _paint_front(painter: QPainter, rect: QRectF, card, text: bool = True) -> None:
    h, w = rect.height(), rect.width()
    m = h * 0.045
    painter.setPen(QPen(INK, max(0.8, h * 0.008)))
    painter.setBrush(PAPER)
    painter.drawPath(_card_shape(rect))

    # Starting cards: a stripe in the player's colour along the bottom with the player letter.
    bottom = rect.bottom() - m * 0.6
    if card.colour:
        colour = PLAYER_COLOURS[card.colour]
        stripe_h = h * 0.085
        stripe = QRectF(rect.left(), rect.bottom() - stripe_h, w, stripe_h)
        painter.save()
        painter.setClipPath(_card_shape(rect))
        painter.setPen(Qt.NoPen)
        painter.setBrush(colour)
        painter.drawRect(stripe)
        painter.restore()
        font = QFont()
        font.setBold(True)
        font.setPixelSize(readable_px(painter, stripe_h * 0.8))  # the letter: 8 pt or more
        painter.setFont(font)
        painter.setPen(text_colour_on(colour))
        painter.drawText(stripe.adjusted(m, 0, -m, 0), Qt.AlignLeft | Qt.AlignVCenter,
                         PLAYER_LETTERS[card.colour])
        painter.setPen(QPen(INK, max(0.8, h * 0.008)))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(_card_shape(rect))
        bottom = stripe.top() - m * 0.4

    # Top row: strength figures (left), permanent mark and badge (right).
    top_h = h * 0.13
    paint_strength(painter, QRectF(rect.left() + m, rect.top() + m, w * 0.5, top_h),
                   card.strength)
    badge_r = top_h * 0.56
    badge_c = QPointF(rect.right() - m - badge_r, rect.top() + m + top_h / 2)
    paint_resource(painter, badge_c, badge_r, card.badge)
    if card.permanent:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(top_h * 1.0)))
        painter.setFont(font)
        painter.setPen(INK)
        inf_rect = QRectF(badge_c.x() - badge_r * 3.3, rect.top() + m * 0.5, badge_r * 2.2,
                          top_h + m)
        painter.drawText(inf_rect, Qt.AlignCenter, "\u221e")

    if not text:  # the caller writes in the body (a board too small for the card's texts)
        return
    # Name.
    y = rect.top() + m + top_h + m * 0.5
    name_h = h * 0.2
    name_rect = QRectF(rect.left() + m, y, w - 2 * m, name_h)
    draw_fitted_text(painter, name_rect, texts.card_name(card.index),
                     max_px=max(6, round(h * 0.085)), min_px=max(5, round(h * 0.05)),
                     bold=True, center=True)
    y += name_h + m * 0.3
    painter.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 110), max(0.5, h * 0.005)))
    painter.drawLine(QPointF(rect.left() + m * 1.5, y), QPointF(rect.right() - m * 1.5, y))
    y += m * 0.4

    # Effect text.
    effect_rect = QRectF(rect.left() + m, y, w - 2 * m, bottom - y)
    draw_fitted_text(painter, effect_rect, texts.card_effect(card.index),
                     max_px=max(6, round(h * 0.058)), min_px=max(5, round(h * 0.042)))


def _paint_indians(painter: QPainter, rect: QRectF, count: int) -> None:
    h, w = rect.height(), rect.width()
    r = h * 0.055
    step = min(r * 2.3, (w - 4 * r) / max(1, count - 1)) if count > 1 else 0
    total = step * (count - 1)
    cy = rect.bottom() - h * 0.16
    x0 = rect.center().x() - total / 2
    for i in range(count):
        paint_indian_disc(painter, QPointF(x0 + i * step, cy), r)


def paint_card(painter: QPainter, rect: QRectF, card: int, *, face_up: bool = True,
               selected: bool = False, enabled: bool = True, indians_on: int = 0,
               highlight: QColor | None = None, text: bool = True) -> None:
    """Paint card number `card` (index into CARDS; a negative index is a hidden card, painted
    as a back without figures) into `rect`.

    face_up=False paints the back (strength figures only, as support cards show). A card that is
    not enabled is veiled in grey; a selected one gets a thick border; `highlight` adds an outer
    ring in that colour; `indians_on` red discs stand on the card. text=False leaves the name and
    effect out (the body under card_body_top() is blank)."""
    c = CARDS[card] if card >= 0 else None  # HIDDEN (-1): a back without figures
    rect = QRectF(rect)
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing, True)
    painter.setRenderHint(QPainter.TextAntialiasing, True)
    h = rect.height()
    if face_up and c is not None:
        _paint_front(painter, rect, c, text)
    else:
        _paint_back(painter, rect, c.strength if c is not None else 0)
    if indians_on > 0:
        _paint_indians(painter, rect, indians_on)
    if not enabled:
        painter.setPen(Qt.NoPen)
        painter.setBrush(DISABLED_VEIL)
        painter.drawPath(_card_shape(rect))
    if highlight is not None:
        pw = max(2.0, h * 0.025)
        painter.setPen(QPen(highlight, pw))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(_card_shape(rect.adjusted(pw / 2, pw / 2, -pw / 2, -pw / 2)))
    if selected:
        pw = max(3.0, h * 0.035)
        painter.setPen(QPen(SELECTED_COLOUR, pw))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(_card_shape(rect.adjusted(pw / 2, pw / 2, -pw / 2, -pw / 2)))
    painter.restore()


def card_rect_in(bounds: QRectF) -> QRectF:
    """The largest card-shaped rect centred in `bounds`."""
    w, h = bounds.width(), bounds.height()
    if w / max(h, 1e-6) > CARD_ASPECT:
        cw, ch = h * CARD_ASPECT, h
    else:
        cw, ch = w, w / CARD_ASPECT
    return QRectF(bounds.center().x() - cw / 2, bounds.center().y() - ch / 2, cw, ch)


__all__ = ["CARD_SIZE", "paint_card", "paint_resource", "paint_indian_disc", "paint_strength",
           "draw_fitted_text", "draw_words", "hexagon", "card_rect_in", "card_body_top"]
