"""Japanese and English throughout, switchable while playing (issue 5).

Runs offscreen. The compiled catalogues (lewisclark_desktop/i18n/*.qm) are build products: the
`qm` fixture (conftest.py) builds them from translations/*.ts when they are missing or older.
"""

import ast
import os
import subprocess
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from language import lang  # noqa: E402, F401 (fixture: switch languages in a test)
from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialogButtonBox  # noqa: E402

from lewisclark_desktop.lewisclark import engine  # noqa: E402
from lewisclark_desktop.lewisclark.cards import CARDS  # noqa: E402
from lewisclark_desktop.lewisclark.village import LOCATIONS  # noqa: E402
from lewisclark_desktop.ui import i18n, reasons  # noqa: E402
from lewisclark_desktop.ui.lewisclark import rules_reference, texts  # noqa: E402
from lewisclark_desktop.ui.controller import GameSetup, Seat  # noqa: E402
from lewisclark_desktop.ui.lewisclark.hand_model import CARD_ROLE, CardListModel, card_tooltip  # noqa: E402
from lewisclark_desktop.ui.new_game_dialog import NewGameDialog  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"




@pytest.fixture
def window(qtbot, tmp_path, monkeypatch, lang):
    from lewisclark_desktop.ui import main_window

    monkeypatch.setenv("LEWISCLARK_HOME", str(tmp_path))
    w = main_window.MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat),
                               autosave=False)
    qtbot.addWidget(w)
    w.controller.autoplay = False
    seats = [Seat("Ann", "blue"), Seat("Ben", "orange", "random")]
    w.start_game(GameSetup(seats, 7, 0, None))
    w.controller.play_bot_moves_now(6, 7)
    w.resize(1400, 900)
    w.show()
    yield w
    w.controller.shutdown()


def hand_names(w):
    model = w.table.hand.model
    return [model.index(r).data() for r in range(model.rowCount())]


# ---------------------------------------------------------------------------------------------
# switching while playing
# ---------------------------------------------------------------------------------------------

def test_switching_language_retranslates_the_running_main_window(window, lang):
    w = window
    from lewisclark_desktop.lewisclark.game import RULES

    hash_before = RULES.state_hash(w.controller.state)
    moves_before = len(w.controller.stack)
    w.revealed_seat = w.controller.state.current
    w.refresh()
    assert w.game_menu.title() == "&Game"
    assert w.table.panel.end_button.text() == "E&nd turn"
    english_hand = hand_names(w)
    english_log = [w.log_list.item(i).text() for i in range(w.log_list.count())]
    hunting = w.table.board.location_item("hunting").toolTip()

    lang("ja")
    assert w.game_menu.title() == "ゲーム(&G)"
    assert w.help_menu.title() == "ヘルプ(&H)"
    assert w.table.panel.end_button.text() == "手番終了(&N)"
    assert "手番" in w.status.text()
    assert w.log_dock.windowTitle() == "ゲームログ"
    assert w.language_actions["ja"].isChecked() and not w.language_actions["en"].isChecked()
    japanese_hand = hand_names(w)
    assert japanese_hand and japanese_hand != english_hand
    assert all(any(ord(ch) > 0x3000 for ch in name) for name in japanese_hand)
    # The log and the board follow the language too.
    assert [w.log_list.item(i).text() for i in range(w.log_list.count())] != english_log
    assert w.table.board.location_item("hunting").toolTip() != hunting
    assert "狩猟" in w.table.board.location_item("hunting").toolTip()

    # Nothing about the game changed.
    assert len(w.controller.stack) == moves_before
    assert RULES.state_hash(w.controller.state) == hash_before

    lang("en")
    assert w.game_menu.title() == "&Game"
    assert hand_names(w) == english_hand
    assert [w.log_list.item(i).text() for i in range(w.log_list.count())] == english_log


def test_language_menu_switches_and_remembers(window, qapp, tmp_path):
    w = window
    w.language_actions["ja"].trigger()
    qapp.processEvents()
    assert i18n.current_language() == "ja"
    assert texts.language() == "ja"
    assert w.settings.value(i18n.language_setting_key) == "ja"
    assert w.language_menu.title().startswith("言語")
    # Next start: the remembered choice wins over the system locale; --lang wins over both.
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    assert i18n.remembered_language(settings) == "ja"
    assert i18n.setup(qapp, None, settings) == "ja"
    assert i18n.setup(qapp, "en", settings) == "en"
    w.language_actions["en"].trigger()
    assert w.settings.value(i18n.language_setting_key) == "en"


def test_first_start_follows_the_system_locale(qapp, qm, tmp_path, monkeypatch, lang):
    from PySide6.QtCore import QLocale

    empty = QSettings(str(tmp_path / "fresh.ini"), QSettings.IniFormat)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(QLocale.Japanese, QLocale.Japan)))
    assert i18n.system_language() == "ja"
    assert i18n.setup(qapp, None, empty) == "ja"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(QLocale.German, QLocale.Germany)))
    assert i18n.setup(qapp, None, empty) == "en"


def test_open_dialog_follows_the_switch_and_keeps_its_input(qtbot, lang):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.rows[0][0].setText("Ann")
    dialog.players.setValue(3)
    assert dialog.windowTitle() == "New game"
    assert dialog.rows[0][1].itemText(0) == "Blue"
    lang("ja")
    assert dialog.windowTitle() == "新しいゲーム"
    assert dialog.players_label.text() == "プレイ人数："
    assert dialog.rows[0][1].itemText(0) == "青"
    assert dialog.rows[1][2].currentText().startswith("ボット")
    assert dialog.rows[0][0].text() == "Ann" and dialog.players.value() == 3
    # Qt's own buttons come from qtbase_ja.qm.
    cancel = dialog.buttons.button(QDialogButtonBox.Cancel)
    assert cancel.text() == "キャンセル"
    lang("en")
    assert dialog.windowTitle() == "New game"
    assert cancel.text() == "Cancel"


def test_a_card_changes_language(qtbot, lang):
    model = CardListModel()
    commander = next(c.index for c in CARDS if c.role == "commander")
    model.set_cards([commander, 0])
    english = model.index(0).data()
    assert english == CARDS[commander].name
    assert "Strength 1" in card_tooltip(commander)
    lang("ja")
    assert model.index(0).data() == texts.card_name(commander) != english
    tip = card_tooltip(commander)
    assert texts.card_name(commander) in tip and "強さ 1" in tip and "偵察隊コマ" in tip
    assert model.index(1).data() == texts.card_name(0) != CARDS[0].name


def test_every_card_location_resource_and_terrain_has_both_languages():
    try:
        for code in ("en", "ja"):
            texts.set_language(code)
            for card in CARDS:
                assert texts.card_name(card.index).strip(), (code, card.slug)
                assert texts.card_effect(card.index).strip(), (code, card.slug)
            for key in LOCATIONS + ("powwow", "newcomer"):
                assert texts.location_name(key).strip() and texts.location_effect(key).strip()
            for r in range(6):
                assert texts.resource_name(r).strip()
            for t in ("river", "mountain", "mixed"):
                assert texts.terrain_name(t).strip()
        texts.set_language("ja")
        for card in CARDS:  # Japanese really is Japanese
            assert any(ord(ch) > 0x3000 for ch in texts.card_name(card.index)), card.slug
            assert any(ord(ch) > 0x3000 for ch in texts.card_effect(card.index)), card.slug
    finally:
        texts.set_language("en")


# ---------------------------------------------------------------------------------------------
# plurals, reasons, save errors
# ---------------------------------------------------------------------------------------------

def test_plural_forms_in_both_languages(lang):
    from lewisclark_desktop.ui.i18n import TrContext

    ctx = TrContext("ExpeditionScene")
    lang("en")
    assert ctx.tr("Camp now: %n day(s) lost", None, 1) == "Camp now: 1 day lost"
    assert ctx.tr("Camp now: %n day(s) lost", None, 2) == "Camp now: 2 days lost"
    assert TrContext("Moves").tr("Send %n Indian(s) to %1", None, 1) == "Send 1 Indian to %1"
    lang("ja")
    assert ctx.tr("Camp now: %n day(s) lost", None, 1) == "今野営すると時間損失 1"
    assert ctx.tr("Camp now: %n day(s) lost", None, 5) == "今野営すると時間損失 5"


def _engine_reason_literals():
    """Every fixed string the engine's _reason and explain_illegal return, read from the source."""
    tree = ast.parse(Path(engine.__file__).read_text(encoding="utf-8"))
    out = set()
    for fn in tree.body:
        if isinstance(fn, ast.FunctionDef) and fn.name in ("_reason", "explain_illegal"):
            for node in ast.walk(fn):
                if isinstance(node, ast.Return) and isinstance(node.value, ast.Constant) \
                        and isinstance(node.value.value, str):
                    out.add(node.value.value)
    return out


def test_every_engine_reason_is_translated(lang):
    literals = _engine_reason_literals()
    assert len(literals) >= 15
    lang("ja")
    for text in literals | {"nothing to undo", "the last move revealed hidden information",
                            "moves of an earlier turn cannot be undone"}:
        translated = reasons.translate_reason(text)
        assert translated != text and any(ord(ch) > 0x3000 for ch in translated), text
    # Phrases with a number or a name in them.
    assert reasons.translate_reason("strength must be 1 to 3 (this is 4)") == \
        "強さは 1～3 でなければなりません（今は 4）"
    assert "狩猟" in reasons.translate_reason("finish the current effect (village:hunting) first, or stop it")
    assert reasons.translate_reason("some new engine phrase") == "some new engine phrase"
    assert reasons.reason_text("not enough Indians in your boats").endswith("。")
    lang("en")
    assert reasons.reason_text("not enough Indians in your boats") == "Not enough Indians in your boats."


def test_each_phrase_pattern_reads_its_own_english_template_back():
    """A phrase's pattern is its English template: filled in, it gives the values back."""
    for pattern, template in reasons.PATTERNS + reasons.SAVE_PATTERNS:
        values = ["12", "34", "56"][:template.count("%")]
        filled = template
        for i, value in enumerate(values, 1):
            filled = filled.replace("%" + str(i), value)
        assert pattern.match(filled).groups() == tuple(values), template


@pytest.mark.parametrize("text, parts", [
    ("cannot open a.lcsave: No such file: 'a.lcsave'", ("a.lcsave", "No such file: 'a.lcsave'")),
    ("strength must be 1 to 3 (this is -1)", ("-1",)),
    ("send 1 to two Indians at a time", None),
    ("x.lcsave: move 3 is illegal ()", ("x.lcsave", "3", "")),
    ("x.lcsave: move three is not text", None),
])
def test_phrase_patterns_take_names_numbers_and_details_as_they_should(text, parts):
    found = [p.match(text) for p, _ in reasons.PATTERNS + reasons.SAVE_PATTERNS]
    found = [m.groups() for m in found if m]
    assert found == ([parts] if parts else [])


def test_live_refusal_tooltips_are_translated(window, lang):
    w = window
    lang("ja")
    tips = [w.table.panel.end_button.toolTip(), w.table.panel.play_button.toolTip()]
    tips += [w.table.board.location_item(k).toolTip() for k in LOCATIONS]
    texts_seen = " ".join(tips)
    assert not any(phrase in texts_seen for phrase in _engine_reason_literals())


def test_save_file_errors_are_translated(tmp_path, lang):
    from lewisclark_desktop.core import savefile
    from lewisclark_desktop.lewisclark.game import RULES

    lang("ja")
    for raw in (b"", b"\xff\xfe\x00", b"{not json", b'{"format": "other"}'):
        with pytest.raises(savefile.SaveFileError) as err:
            savefile.parse(raw, RULES, name="x.lcsave")
        text = reasons.translate_save_error(err.value)
        assert "x.lcsave" in text and any(ord(ch) > 0x3000 for ch in text), (raw, text)
    with pytest.raises(savefile.SaveFileError) as err:
        savefile.load(tmp_path / "missing.lcsave", RULES)
    assert "開けません" in reasons.translate_save_error(err.value)


# ---------------------------------------------------------------------------------------------
# rules reference
# ---------------------------------------------------------------------------------------------

def test_rules_reference_from_help_menu_card_and_location(window, lang):
    w = window
    assert w.rules_action.text() == "&Rules reference"
    w.rules_action.trigger()
    dialog = w.rules_dialog
    assert dialog is not None and dialog.isVisible()
    html = dialog.browser.toPlainText()
    for title in ("Goal", "Encampment and time lost", "The rearmost space", "Solo game against Mackenzie"):
        assert title in html
    # From a card in the hand and from a Village location.
    view = w.table.hand.view
    w.revealed_seat = w.controller.state.current
    w.refresh()
    index = w.table.hand.model.index(0)
    topic = w.rules_topic_at(view, view.visualRect(index).center())
    card = index.data(CARD_ROLE)
    assert topic == "card:" + CARDS[card].slug
    assert w.show_rules(topic).show_topic(topic) in ("role-" + str(CARDS[card].role),
                                                     "card-" + CARDS[card].slug)
    item = w.table.board.location_item("canoe")
    pos = w.table.board_view.mapFromScene(item.sceneBoundingRect().center())
    assert w.rules_topic_at(w.table.board_view, pos) == "village:canoe"
    assert dialog.show_topic("village:canoe") == "village-canoe"
    assert dialog.topics.currentItem().data(rules_reference.KEY_ROLE) == "locations"
    lang("ja")
    assert dialog.windowTitle() == "ルールリファレンス"
    html = dialog.browser.toPlainText()
    for title in ("目的", "野営と時間損失", "最後尾のマス", "ソロゲーム", "カヌー製造", "指揮官"):
        assert title in html


def test_every_card_and_location_has_an_anchor():
    html = rules_reference.build_html()
    for card in CARDS:
        anchor = rules_reference.anchor_for("card:" + card.slug)
        assert 'name="%s"' % anchor in html, card.slug
    for key in LOCATIONS:
        assert 'name="village-%s"' % key in html
    for key in rules_reference.section_keys():
        assert 'name="%s"' % key in html


# ---------------------------------------------------------------------------------------------
# fonts, pseudo-translation, catalogues
# ---------------------------------------------------------------------------------------------

def test_japanese_font_is_chosen(qapp, lang):
    family = i18n.japanese_family()
    assert family is not None, ("no Japanese font found: install fonts-morisawa-bizud-gothic "
                                "(scripts/test does it when run as root)")
    lang("ja")
    assert QApplication.font().families()[0] == family
    lang("en")
    assert family in QApplication.font().families()  # fallback for Japanese player names
    assert QApplication.font().families()[0] != family or not i18n._base_font.family()


def test_pseudo_translation_stretches_every_string(window, lang, monkeypatch):
    w = window
    english = w.table.panel.end_button.text()
    monkeypatch.setenv(i18n.PSEUDO_ENV, "1")
    lang("en")
    stretched = w.table.panel.end_button.text()
    assert stretched.startswith("［") and len(stretched) > len(english) * 1.3
    assert w.game_menu.title().startswith("［&")  # mnemonic kept
    assert "%" not in w.status.text()  # placeholders still filled in
    monkeypatch.delenv(i18n.PSEUDO_ENV)
    lang("en")
    assert w.table.panel.end_button.text() == english


def test_pseudo_keeps_placeholders():
    out = i18n.pseudo("Send %n Indian(s) to %1 &now\n<b>x</b>")
    for keep in ("%n", "%1", "&n", "\n", "<b>", "</b>"):
        assert keep in out


def test_translations_are_complete_and_up_to_date():
    """The CI gate: no untranslated message, no .ts out of date with the sources."""
    result = subprocess.run([str(ROOT / "scripts" / "check-translations")], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_screenshots_in_both_languages(window, qtbot, lang, tmp_path):
    """Main window, new-game dialog and rules reference in both languages. Set
    LEWISCLARK_SCREENSHOT_DIR=docs to refresh docs/screenshot-*-{en,ja}.png."""
    out = Path(os.environ.get("LEWISCLARK_SCREENSHOT_DIR") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    w = window
    w.revealed_seat = w.controller.state.current
    w.resize(1600, 1000)
    for code in ("en", "ja"):
        lang(code)
        w.refresh()
        QCoreApplication.processEvents()
        assert w.grab().save(str(out / f"screenshot-main-{code}.png"))
        dialog = NewGameDialog(w, w.controller.setup)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.adjustSize()
        QCoreApplication.processEvents()
        assert dialog.grab().save(str(out / f"screenshot-newgame-{code}.png"))
        dialog.close()
        rules = w.show_rules("encampment")
        rules.resize(1000, 700)
        rules.show_topic("encampment")
        QCoreApplication.processEvents()
        assert rules.grab().save(str(out / f"screenshot-rules-{code}.png"))
