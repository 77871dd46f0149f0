"""Interface language: our translations, Qt's own strings, the Japanese font, run-time switching.

- `setup(app, lang=None, settings=None)` at start-up: an explicit language (command line) wins,
  then the remembered choice in `settings` (key `language_setting_key`), then the system locale
  (a Japanese locale gives Japanese, anything else English).
- `switch(app, lang)` while running: swaps the translators (our `lewisclark_<lang>.qm` and, for
  Japanese, Qt's `qtbase_ja.qm` from the PySide6 wheel), switches the card/Village text tables
  (`texts`), and picks the font. Installing and removing translators makes Qt send
  `QEvent.LanguageChange` to every widget; widgets re-set their texts in `changeEvent`.
- `remember(settings, lang)` stores the choice.
- `LEWISCLARK_PSEUDO=1` adds a pseudo-translator that stretches every translated string (about
  40 % longer, accented, bracketed) so that clipped layouts show up.

Fonts: a font bundled at build time in `lewisclark_desktop/fonts/*.ttf|otf|ttc` is registered
and preferred; otherwise the best Japanese system family is used ("BIZ UDPGothic", "Noto Sans CJK
JP", Hiragino, Yu Gothic, Meiryo, IPAex …). In English the platform's default family stays first
and the Japanese family follows it, so Japanese player names still get Japanese glyphs.
"""

import os
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase


PACKAGE_DIR = Path(__file__).resolve().parent.parent
TRANSLATIONS_DIR = PACKAGE_DIR / "i18n"
FONTS_DIR = PACKAGE_DIR / "fonts"
CATALOG = "lewisclark"
LANGUAGES = ("en", "ja")
language_setting_key = "ui/language"
PSEUDO_ENV = "LEWISCLARK_PSEUDO"

# Japanese families, best first (Windows, macOS and Linux names).
JAPANESE_FAMILIES = ("BIZ UDPGothic", "BIZ UDGothic", "Noto Sans CJK JP", "Noto Sans JP",
                     "Source Han Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN",
                     "Yu Gothic UI", "Yu Gothic", "Meiryo UI", "Meiryo", "IPAexGothic",
                     "IPAGothic", "VL Gothic", "TakaoPGothic", "MS UI Gothic")

_installed: list = []
_language = "en"
_base_font: QFont | None = None
_bundled_families: list | None = None


# ------------------------------------------------------------------------------ language choice
def system_language() -> str:
    return "ja" if QLocale.system().language() == QLocale.Japanese else "en"


def normalize(lang) -> str | None:
    if not lang:
        return None
    lang = str(lang).strip().lower().replace("-", "_")
    lang = lang.split("_")[0]
    return lang if lang in LANGUAGES else None


def remembered_language(settings) -> str | None:
    if settings is None:
        return None
    return normalize(settings.value(language_setting_key))


def remember(settings, lang: str) -> None:
    if settings is not None:
        settings.setValue(language_setting_key, normalize(lang) or "en")
        settings.sync()


_listeners = []  # each game's own text tables: told the language before the widgets are


def add_language_listener(listener) -> None:
    """Call `listener(lang)` now and on every switch (a game's texts outside Qt's catalogues)."""
    _listeners.append(listener)
    listener(_language)


def current_language() -> str:
    return _language


def setup(app, lang=None, settings=None) -> str:
    """Choose the start-up language (explicit, else remembered, else the system's) and load it."""
    lang = normalize(lang) or remembered_language(settings) or system_language()
    switch(app, lang)
    return lang


# ------------------------------------------------------------------------------ switching
def switch(app, lang: str) -> str:
    """Change the whole interface to `lang` ("en" or "ja") while the application runs."""
    global _language
    lang = normalize(lang) or "en"
    _language = lang
    for listener in _listeners:  # before the LanguageChange events, which make widgets re-read
        listener(lang)
    _apply_font(app, lang)
    new = []
    for name, directory in _catalogs(lang):
        t = QTranslator(app)
        if t.load(name, directory):
            new.append(t)
    if os.environ.get(PSEUDO_ENV, "") not in ("", "0"):
        new.append(PseudoTranslator(list(new), app))
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    # Qt asks the translator installed last first.
    for t in new:
        app.installTranslator(t)
        _installed.append(t)
    # Always at least one LanguageChange, even when no translator changed (en -> en with no .qm).
    if not new:
        QCoreApplication.postEvent(app, QEvent(QEvent.LanguageChange))
    # Qt posts (and compresses) LanguageChange; deliver it now so that callers see the new texts.
    QCoreApplication.sendPostedEvents(None, QEvent.LanguageChange)
    return lang


def _catalogs(lang):
    out = [(f"{CATALOG}_{lang}", str(TRANSLATIONS_DIR))]
    if lang != "en":
        qt_dir = QLibraryInfo.path(QLibraryInfo.TranslationsPath)
        out.append((f"qtbase_{lang}", qt_dir))
    return out


def installed_translators() -> list:
    return list(_installed)


# ------------------------------------------------------------------------------ fonts
def bundled_font_families() -> list:
    """Register the fonts shipped in lewisclark_desktop/fonts (once); their family names."""
    global _bundled_families
    if _bundled_families is None:
        _bundled_families = []
        if FONTS_DIR.is_dir():
            for path in sorted(FONTS_DIR.iterdir()):
                if path.suffix.lower() in (".ttf", ".otf", ".ttc"):
                    font_id = QFontDatabase.addApplicationFont(str(path))
                    if font_id >= 0:
                        for family in QFontDatabase.applicationFontFamilies(font_id):
                            if family not in _bundled_families:
                                _bundled_families.append(family)
    return list(_bundled_families)


def japanese_family() -> str | None:
    """The bundled Japanese family if there is one, else the best installed one, else None."""
    bundled = bundled_font_families()
    for family in JAPANESE_FAMILIES:
        if family in bundled:
            return family
    if bundled:
        return bundled[0]
    families = set(QFontDatabase.families())
    for family in JAPANESE_FAMILIES:
        if family in families:
            return family
    # Any family that says it can write Japanese.
    for family in QFontDatabase.families(QFontDatabase.Japanese):
        if not QFontDatabase.isPrivateFamily(family):
            return family
    return None


def _apply_font(app, lang):
    global _base_font
    if _base_font is None:
        _base_font = QFont(app.font())
    base_families = [f for f in (_base_font.families() or [_base_font.family()]) if f]
    jp = japanese_family()
    font = QFont(_base_font)
    if jp:
        rest = [f for f in base_families if f != jp]
        font.setFamilies([jp] + rest if lang == "ja" else rest + [jp])
    app.setFont(font)
    return jp


# ------------------------------------------------------------------------------ plural helper
def joined(parts, template):
    """The parts in one text, joined two by two with a translated `template` that has %1 and
    %2 ("%1, %2" or its translation): a list in words in any language."""
    text = ""
    for part in parts:
        text = part if not text else template.replace("%1", text).replace("%2", part)
    return text


class RetranslateOnLanguageChange:
    """A widget's mixin, before the Qt class (`class Dialog(RetranslateOnLanguageChange,
    QDialog)`): the widget's retranslate() re-sets its texts on every language change."""

    def changeEvent(self, event):
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class TrContext:
    """A named translation context for module-level code: `Moves = TrContext("Moves")`, then
    `Moves.tr("Send %n Indian(s) to %1", None, move.n)`.

    Why: lupdate's Python parser reads `translate(ctx, text, None, n)` with the old Qt 4
    signature (the 4th argument is taken as an encoding) and silently drops the message when the
    count is an expression such as `move.n`. For `Name.tr(text, comment, n)` it takes the name
    before `.tr` as the context and marks any third argument as a plural. The variable must be
    named exactly like its context."""

    def __init__(self, name: str):
        self.name = name

    def tr(self, text: str, disambiguation=None, n: int = -1) -> str:
        return QCoreApplication.translate(self.name, text, disambiguation, n)


# ------------------------------------------------------------------------------ pseudo
_PLACEHOLDER = re.compile(r"(%n|%L?\d+|&&|&\w+;|&\w|<[^>]*>|\n)")
_ACCENTS = str.maketrans("aeiouyAEIOUYcnsz", "àéîöûÿÀÉÎÖÛŸçñšž")


def pseudo(text: str) -> str:
    """Accented, 40 % longer, bracketed; placeholders, mnemonics, tags and newlines unchanged."""
    if not text:
        return text
    parts = _PLACEHOLDER.split(text)
    out = []
    for i, part in enumerate(parts):
        out.append(part if i % 2 else part.translate(_ACCENTS))
    body = "".join(out)
    visible = len(re.sub(r"<[^>]*>", "", text))
    # The padding comes in word-sized pieces: longer text, not one impossibly long word.
    length = max(3, (visible * 2) // 5)
    pad = " ".join("~" * min(5, length - k) for k in range(0, length, 5))
    return "［" + body + " " + pad + "］"


class PseudoTranslator(QTranslator):
    """Answers every lookup with the stretched real translation (or the stretched source)."""

    def __init__(self, real, parent=None):
        super().__init__(parent)
        self._real = real

    def isEmpty(self):  # noqa: N802 - Qt name
        return False

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D401
        if not source:
            return source
        text = None
        for t in reversed(self._real):
            text = t.translate(context, source, disambiguation, n)
            if text:
                break
        return pseudo(text or source)


__all__ = ["TrContext", "RetranslateOnLanguageChange", "setup", "switch", "remember", "remembered_language", "current_language",
           "system_language", "language_setting_key", "japanese_family", "pseudo",
           "PseudoTranslator", "TRANSLATIONS_DIR", "FONTS_DIR"]
