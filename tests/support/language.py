"""A fixture for UI tests that switch languages themselves: `lang("ja")`. A test module that
imports it gets this `lang` instead of tests/ui/conftest.py's, which runs a test once per
language."""

import pytest

from lewisclark_desktop.ui import i18n


@pytest.fixture
def lang(qapp, qm, monkeypatch):
    """Switch languages in a test; always back to English afterwards (the app is shared)."""
    monkeypatch.delenv(i18n.PSEUDO_ENV, raising=False)

    def switch(code):
        i18n.switch(qapp, code)
        qapp.processEvents()

    yield switch
    monkeypatch.delenv(i18n.PSEUDO_ENV, raising=False)
    i18n.switch(qapp, "en")
    qapp.processEvents()
