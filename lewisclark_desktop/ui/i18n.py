"""Language set-up: Qt translators for our .ts/.qm files and Qt's own strings, the Japanese font."""

from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase

from . import texts

TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "i18n"
_installed = []


def system_language():
    return "ja" if QLocale.system().language() == QLocale.Japanese else "en"


def setup(app, lang=None):
    lang = lang or system_language()
    switch(app, lang)
    return lang


def switch(app, lang):
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    texts.set_language(lang)
    if lang == "ja":
        for name, directory in (("app_ja", str(TRANSLATIONS_DIR)),
                                ("qtbase_ja", QLibraryInfo.path(QLibraryInfo.TranslationsPath))):
            t = QTranslator(app)
            if t.load(name, directory):
                app.installTranslator(t)
                _installed.append(t)
        _use_japanese_font(app)


def _use_japanese_font(app):
    families = set(QFontDatabase.families())
    for family in ("BIZ UDPGothic", "Noto Sans CJK JP", "IPAexGothic", "Hiragino Sans", "Yu Gothic UI",
                   "Meiryo"):
        if family in families:
            font = QFont(family, app.font().pointSize())
            app.setFont(font)
            return family
    return None
