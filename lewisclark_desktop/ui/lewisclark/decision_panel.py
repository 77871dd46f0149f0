"""The panel that answers the engine's pending decision with the mouse and the keyboard.

Between actions (the "turn" decision) it builds a card play: the hand gives the action card and
an optional face-down support card, a spin box the Indians, and a live strength counter; the
board gives Village locations and Journal pages; buttons camp and end the turn. While an effect
resolves it lists that effect's legal choices in words. Every button is enabled only when the
engine says its move is legal, and otherwise carries the engine's reason as its tooltip.

The prompt, the notice and the buttons live in `self.bar` (a DecisionBar), which the main window
puts above the board where it never scrolls; the panel keeps the secondary controls.
"""

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QListView, QListWidget, QListWidgetItem,
                               QPushButton, QScrollArea, QSpinBox, QStackedWidget, QVBoxLayout,
                               QWidget)

from ...lewisclark import encampment, engine, queries
from ...lewisclark.card_effects import EFFECT_OF_CARD
from ...lewisclark.cards import STRENGTH
from ...lewisclark.effect_kinds import Collect
from ...lewisclark.moves import NO_CARD, Move
from ...lewisclark.observation import observation
from ...lewisclark.route import REARMOST
from ...lewisclark.village import CIRCLES, LOCATIONS
from . import texts
from .decision_bar import DecisionBar
from ..i18n import TrContext
from ..palette import restyle
from ..reasons import reason_text
from .move_text import deciding_view, describe

translate = QCoreApplication.translate
CampPreview = TrContext("CampPreview")  # plural texts outside a class (see TrContext)
MOVE_ROLE = Qt.UserRole + 10


def camp_forecast(state, seat=None):
    """(days lost, Scout's space, Camp's space, rearmost reset?, spaces skipped) if `seat` (the
    seat to move by default) camped now, from that seat's observation only. Spaces skipped:
    how many more spaces the Scout goes back than days are lost, past other Scouts."""
    seat = state.current if seat is None else seat
    days, scout, camp, reset = encampment.preview(observation(state, seat), seat)
    return days, scout, camp, reset, max(0, max(REARMOST, state.players[seat].scout - days) - scout)


def camp_preview_text(state, seat=None):
    days, scout, camp, reset, skipped = camp_forecast(state, seat)
    text = CampPreview.tr("Camping now loses %n day(s): your Scout goes back to space "
                          "%1 and your Camp stands on space %2.", None, days)
    text = text.replace("%1", str(scout)).replace("%2", str(camp))
    if skipped:
        text += "\n" + CampPreview.tr("Your Scout goes back %n space(s) more: a space where "
                                      "another Scout stands is passed over.", None, skipped)
    if reset:
        text += "\n" + translate("DecisionPanel", "Warning: your Scout would end on the rearmost "
                                 "space: you would lose every recruited character, all resources "
                                 "and Indians, and restart from Saint Louis.")
    return text


class DecisionPanel(QWidget):
    moveChosen = Signal(object)
    campRequested = Signal()
    playChanged = Signal()  # the composed play (action card, support card, Indians) changed

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.state = None
        self.legal = []
        self.action_card = NO_CARD
        self.support_card = NO_CARD
        self.interactive = False
        self.seat_name = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.bar = DecisionBar()
        self.prompt = self.bar.prompt
        self.message = self.bar.notice
        self.pages = QStackedWidget()
        # Long texts (Japanese, pseudo-translation) scroll instead of being clipped.
        self.scroll = scroll = QScrollArea()
        scroll.setWidget(self.pages)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        layout.addWidget(scroll, 1)
        self._build_turn_page()
        self._build_choice_page()
        for button in (self.play_button, self.clear_button, self.camp_button, self.end_button,
                       self.do_button, self.stop_button):
            self.bar.add_button(button)
        self.retranslate()

    # ------------------------------------------------------------------ pages
    def _new_page(self):
        """A page of the panel's stack, in order; its layout."""
        page = QWidget()
        v = QVBoxLayout(page)
        v.setContentsMargins(0, 0, 0, 0)
        self.pages.addWidget(page)
        return v

    @staticmethod
    def _button(name, slot):
        """A button of the decision bar (__init__ puts it there)."""
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    @staticmethod
    def _count_row(v, name, low, high):
        """A row of `v`: a count box (`low` to `high`) after its label; (label, box)."""
        label, box = QLabel(), QSpinBox()
        label.setWordWrap(True)
        box.setObjectName(name)
        box.setRange(low, high)
        row = QHBoxLayout()
        row.addWidget(label, 1)
        row.addWidget(box)
        v.addLayout(row)
        return label, box

    def _build_turn_page(self):
        v = self._new_page()
        self.play_summary = QLabel()
        self.play_summary.setObjectName("playSummary")
        self.play_summary.setWordWrap(True)
        v.addWidget(self.play_summary)
        self.indians_label, self.indians = self._count_row(v, "playIndians", 0, 3)
        self.indians.valueChanged.connect(self._update_play)
        self.strength = QLabel()
        self.strength.setObjectName("strengthCounter")
        self.strength.setWordWrap(True)
        v.addWidget(self.strength)
        self.play_button = self._button("playButton", self._play)
        self.clear_button = self._button("clearButton", self.clear_play)
        self.village_label, self.village_count = self._count_row(v, "villageCount", 1, 3)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #555")
        v.addWidget(self.hint)
        self.camp_button = self._button("campButton", self.campRequested)
        self.end_button = self._button("endButton", lambda: self._choose(Move("end")))
        v.addStretch(1)

    def _build_choice_page(self):
        v = self._new_page()
        self.choices = QListWidget()
        self.choices.setObjectName("choices")
        # A long choice ("Take a resource boat (2, no time) and 1 Food + 1 Wood") wraps to the
        # list's width: each reads whole without scrolling sideways, a little room between.
        self.choices.setWordWrap(True)
        self.choices.setTextElideMode(Qt.ElideNone)
        self.choices.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.choices.setResizeMode(QListView.Adjust)
        # (no setSpacing: it narrows a row below the width its text was measured at, and a
        # line just short enough is then cut, not wrapped; the room between rows is padding)
        self.choices.setStyleSheet("QListWidget#choices::item { padding: 2px 0px; }")
        # Double-click or Return on a choice does it.
        self.choices.itemActivated.connect(lambda item: self._choose(item.data(MOVE_ROLE)))
        self.choices.currentItemChanged.connect(lambda *_: self._update_choice_buttons())
        v.addWidget(self.choices, 1)
        self.do_button = self._button("doButton", self._do_selected)
        self.stop_button = self._button("stopButton", lambda: self._choose(Move("stop")))

    def retranslate(self):
        self.indians_label.setText(self.tr("Indians as strength:"))
        self.play_button.setText(self.tr("&Play the card"))
        self.clear_button.setText(self.tr("Clea&r"))
        self.village_label.setText(self.tr("Indians for Canoe / Horse:"))
        self.hint.setText(self.tr(
            "Click a hand card to play it and another to slide under it face down. On the board, "
            "click a Village location to send Indians, or a Journal page to recruit. Right-click "
            "a card or a Village location for its rules.") + "\n" + self.tr(
            "Keyboard: Tab reaches the hand, the choices and, on the board, the Village "
            "locations and Journal pages; Return or Space uses the one with the focus."))
        self.camp_button.setText(self.tr("Set up &camp…"))
        self.end_button.setText(self.tr("E&nd turn"))
        self.do_button.setText(self.tr("&Do it"))
        self.stop_button.setText(self.tr("&Stop"))
        if self.state is not None:
            self.set_state(self.state, self.interactive, self.seat_name)

    # ------------------------------------------------------------------ state
    def set_state(self, state, interactive, seat_name=""):
        """Show the decision of `state`. `interactive` is False while a bot or nobody decides."""
        self.state = state
        self.interactive = interactive
        self.seat_name = seat_name
        self.bar.clear_notice()
        self.legal = engine.legal_moves(state) if state is not None else []
        if state is None or state.over:
            self.prompt.setText(self.tr("The game is over.") if state is not None else "")
            self.pages.setEnabled(False)
            self._show_buttons(())
            return
        self.pages.setEnabled(interactive)
        if not state.frames:
            self.pages.setCurrentIndex(0)
            if self.action_card not in state.player().hand or state.action_done:
                self.clear_play()
            self._update_turn_page()
            turn_buttons = [self.camp_button, self.end_button]
            if not state.action_done:
                turn_buttons[:0] = [self.play_button, self.clear_button]
            self._show_buttons(turn_buttons if interactive else ())
        else:
            arriving = self.pages.currentIndex() != 1
            self.pages.setCurrentIndex(1)
            self._update_choice_page()
            if arriving and interactive and self.isVisible():
                self.choices.setFocus(Qt.OtherFocusReason)  # Up/Down and Return answer it
            self._show_buttons(([self.do_button] + [self.stop_button] * (Move("stop") in self.legal))
                               if interactive else ())

    def _show_buttons(self, shown):
        """Only the buttons of this decision show in the bar (none while others decide)."""
        for button in self.bar.buttons:
            button.setVisible(button in shown)

    def _update_turn_page(self):
        s = self.state
        if not s.action_done:
            self.prompt.setText(self.tr("%1: take your action (play a character or send Indians "
                                        "to the Village); you may also recruit and camp.")
                                .replace("%1", self.seat_name))
        else:
            self.prompt.setText(self.tr("%1: your action is done; recruit, camp or end the turn.")
                                .replace("%1", self.seat_name))
        # Once the action is done, composing a play or a Village placement is over.
        for widget in (self.play_summary, self.indians_label, self.indians, self.strength,
                       self.village_label, self.village_count):
            widget.setVisible(not s.action_done)
        p = s.player()
        self.indians.setMaximum(max(0, min(3, p.indians)))
        self._update_play()
        camp = Move("camp")
        self.camp_button.setEnabled(camp in self.legal)
        self.camp_button.setToolTip(camp_preview_text(s) if camp in self.legal
                                    else self._reason(camp))
        end = Move("end")
        self.end_button.setEnabled(end in self.legal)
        self.end_button.setToolTip("" if end in self.legal else self._reason(end))
        forced = self.legal == [camp]
        if forced:
            self.bar.set_notice(self.tr("You can take no action: you must set up camp first."))

    def candidate_play(self):
        if self.action_card == NO_CARD:
            return None
        return Move("play", card=self.action_card, card2=self.support_card, n=self.indians.value())

    def _update_play(self):
        s = self.state
        if s is None:
            return
        move = self.candidate_play()
        support = STRENGTH[self.support_card] if self.support_card != NO_CARD else 0
        total = support + self.indians.value()
        if self.action_card == NO_CARD:
            self.play_summary.setText(self.tr("No character chosen."))
        else:
            text = self.tr("Play %1").replace("%1", texts.card_name(self.action_card))
            if self.support_card != NO_CARD:
                text += "\n" + self.tr("Face down under it: %1 (strength %2)").replace(
                    "%1", texts.card_name(self.support_card)).replace("%2", str(support))
            self.play_summary.setText(text)
        self.strength.setText(self.tr("Strength: %1 of 1–3").replace("%1", str(total)))
        restyle(self.strength, "" if 1 <= total <= 3 else "color: #a00000")
        ok = move is not None and move in self.legal
        self.play_button.setEnabled(ok)
        if move is None:
            self.play_button.setToolTip(self.tr("Click a card in your hand first."))
        else:
            self.play_button.setToolTip("" if ok else self._reason(move))
        self.playChanged.emit()

    def _update_choice_page(self):
        s = self.state
        top = s.frames[-1]
        if top.kind == "overflow":
            self.prompt.setText(self.tr("Your boats are over capacity: return resources to the "
                                        "stock until everything fits."))
        elif top.kind == "village":
            self.prompt.setText(self.tr("%1: choose how to use it (%n use(s) left).", None, top.left)
                                .replace("%1", texts.location_name(LOCATIONS[top.loc])))
        elif top.kind == "distance":
            self.prompt.setText(self.tr("%1: how far does your Scout go?")
                                .replace("%1", texts.card_name(top.card)))
        else:
            self.prompt.setText(self._activation_prompt(s, top))
        self.choices.clear()
        view = deciding_view(s)
        for m in self.legal:
            if m.kind == "stop":
                continue
            item = QListWidgetItem(describe(m, view))
            item.setData(MOVE_ROLE, m)
            item.setToolTip(item.text())  # in words: str(m) is the command line's syntax
            self.choices.addItem(item)
        if self.choices.count():
            self.choices.setCurrentRow(0)
        self.stop_button.setToolTip(self.tr("Give up the remaining activations of this effect."))
        self._update_choice_buttons()

    def _activation_prompt(self, s, top):
        """What a character's effect asks: a collector's one pick up to its whole yield, an
        effect used once, or the activation of several."""
        name = texts.card_name(top.card)
        effect = EFFECT_OF_CARD[top.card]
        most = max((m.n for m in self.legal if m.kind == "collect"), default=0)
        if isinstance(effect, Collect) and len(effect.kinds) == 1 and most and top.left:
            # strength multiplies: one pick, up to the list's largest (the supply may cut it)
            badges = queries.badge_count(s, s.current, effect.kinds[0], top.extra)
            return (self.tr("%1: collect up to %2 %3 in one choice (%n badge(s) × strength %4).",
                            None, badges)
                    .replace("%1", name).replace("%2", str(most))
                    .replace("%3", texts.resource_name(effect.kinds[0])).replace("%4", str(top.left)))
        if effect.once:
            return self.tr("%1: one choice (extra strength adds nothing).").replace("%1", name)
        return (self.tr("%1: activation %2 of up to %3.").replace("%1", name)
                .replace("%2", str(top.done + 1)).replace("%3", str(top.done + top.left)))

    def _update_choice_buttons(self):
        self.do_button.setEnabled(self.choices.currentItem() is not None)

    def _reason(self, move):
        reason = engine.explain_illegal(self.state, move) if self.state else None
        return reason_text(reason)

    # ------------------------------------------------------------------ input
    def card_clicked(self, card):
        """A hand card was clicked: choose it as action card or support card, or discard it."""
        if not self.interactive or self.state is None:
            return
        if self.state.frames:
            move = Move("discard", card=card)
            if move in self.legal:
                self._choose(move)
            return
        if self.action_card == NO_CARD:
            self.action_card = card
        elif card == self.action_card:
            self.action_card = self.support_card = NO_CARD
        elif card == self.support_card:
            self.support_card = NO_CARD
        else:
            self.support_card = card
        self._update_play()

    def clear_play(self):
        self.action_card = self.support_card = NO_CARD
        self.indians.setValue(0)
        self._update_play()

    def village_move(self, key):
        n = self.village_count.value() if CIRCLES[LOCATIONS.index(key)] == 0 else 1
        return Move("village", key, n=n)

    def _play(self):
        move = self.candidate_play()
        if move is not None:
            self._choose(move)

    def _do_selected(self):
        item = self.choices.currentItem()
        if item is not None:
            self._choose(item.data(MOVE_ROLE))

    def _choose(self, move):
        if not self.interactive:
            return
        self.moveChosen.emit(move)

    def show_refusal(self, reason):
        self.bar.set_notice(reason_text(reason))

    def show_notice(self, text, kind="refusal"):
        """Say at once, in the bar, why a click did nothing (or anything else short)."""
        self.bar.set_notice(text, kind)

    def show_hint(self, move, text):
        """Show the suggested move and set it up, so that one click plays it: a play is
        composed (action card, support, Indians), an effect choice is selected; a Village
        location or a recruitment is still clicked on the board."""
        self.bar.set_notice(self.tr("Hint: %1").replace("%1", text), "hint")
        if move.kind == "play" and self.state is not None and not self.state.frames:
            self.action_card, self.support_card = move.card, move.card2
            self.indians.setValue(move.n)
            self._update_play()
            self.scroll.ensureWidgetVisible(self.indians)
        elif move.kind == "village":
            self.village_count.setValue(max(1, move.n))
            self.scroll.ensureWidgetVisible(self.village_count)
        else:
            for row in range(self.choices.count()):
                if self.choices.item(row).data(MOVE_ROLE) == move:
                    self.choices.setCurrentRow(row)
                    self.choices.scrollToItem(self.choices.item(row))

    def selected_cards(self):
        return {c for c in (self.action_card, self.support_card) if c != NO_CARD}


