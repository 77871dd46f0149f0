"""Lewis & Clark's table for the shell (see the table surface in games.py): the board, the
hand, the decision panel with its bar, and the Expeditions dock. All that is Lewis & Clark in
the window lives here; the shell applies the moves composed here through its controller."""

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP, Qt, QTimer, Signal
from PySide6.QtWidgets import (QGraphicsView, QHBoxLayout, QMenu, QMessageBox, QSplitter,
                               QVBoxLayout, QWidget)

from ...lewisclark import engine, positions
from ...lewisclark.cards import STRENGTH
from ...lewisclark.moves import Move
from ...lewisclark.village import LOCATIONS
from ..move_marks import MarkedTable, Touch
from ..table_chart import TableChart
from ..reasons import reason_text
from ..rules_reference import show_rules
from . import texts
from .board_scene import DATA_KEY, BoardScene, BoardView
from .decision_panel import DecisionPanel, camp_preview_text
from .end_dialog import EndOfGameDialog  # noqa: F401 - the shell's end dialog for this game
from .expedition_view import KIND
from .expeditions_panel import ExpeditionsPanel
from .guide import GUIDE_AREAS, Guide
from .hand_area import HandArea
from .hand_model import CARD_ROLE
from .hint_text import plan_text
# log_text and move_preview: the shell's words for a move (games.py)
from .move_text import deciding_view, describe, log_text, move_preview  # noqa: F401
from .recruit_dialog import RecruitDialog
from .rules_reference import BOOK, topic_for_card, topic_for_location

translate = QCoreApplication.translate


def _walk(start, end):
    """The route spaces from `start` to `end`, both included, in the order walked."""
    step = 1 if end >= start else -1
    return tuple(("space", i) for i in range(start, end + step, step))


class Table(MarkedTable, QWidget):
    move_chosen = Signal(object)
    notice = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("lewisclarkTable")
        self.state = None
        self.seats = []
        self.viewer = None
        self.rules_dialog = None
        self._refused = False
        self._plan = None  # (steps, seat, position hash) of the hint shown
        self.board = BoardScene(self)
        self.marks = self.board.marks
        self.board_view = BoardView(self.board)
        self.board_view.setObjectName("boardView")
        self.hand = HandArea()
        self.panel = DecisionPanel()
        self.panel.setMinimumWidth(300)
        self.panel.setMaximumWidth(440)  # its short lines need no more; the cards use the rest
        bottom = QWidget()
        h = QHBoxLayout(bottom)
        h.setContentsMargins(4, 0, 4, 4)
        # The buttons are in the decision bar: the hand can take more of the width.
        h.addWidget(self.hand, 3)
        h.addWidget(self.panel, 1)
        split = QSplitter(Qt.Vertical)
        split.setObjectName("mainSplitter")
        split.addWidget(self.board_view)
        split.addWidget(bottom)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([600, 330])
        split.setChildrenCollapsible(False)
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        v.addWidget(split)
        # The featured player's board whole, the other seats as summaries (click: whole board).
        self.expeditions_panel = ExpeditionsPanel()
        self._guide = Guide(self)
        self.expeditions_panel.rulesMenuRequested.connect(self._rules_menu)
        self.panel.moveChosen.connect(self.try_move)
        self.panel.campRequested.connect(self.confirm_camp)
        self.panel.playChanged.connect(self._mark_chosen_cards)
        self.hand.view.cardActivated.connect(self._card_clicked)
        self.hand.view.cardRefused.connect(self._card_refused)
        self.board.locationClicked.connect(self._location_clicked)
        self.board.journalSlotClicked.connect(self._journal_clicked)
        self.board.zoneRefused.connect(self._zone_refused)
        self.board.zoneFocused.connect(lambda text: self.notice.emit(text.replace("\n", " — ")))
        # Right-click a card or a Village location: its rules.
        for view in (self.hand.view, self.board_view):
            view.setContextMenuPolicy(Qt.CustomContextMenu)
            view.customContextMenuRequested.connect(lambda pos, v=view: self._rules_menu(v, pos))

    # ------------------------------------------------------------------ the surface
    def decision_bar(self):
        return self.panel.bar

    def side_docks(self):
        return [("expeditionsDock", translate("MainWindow", "Expeditions"), self.expeditions_panel)]

    def set_game(self, state, seats, show=True):
        """A new game (shown by the set_state that follows: `show` is for the other tables)."""
        self.seats = list(seats)
        self.panel.clear_play()
        self.state = state

    def set_state(self, state, viewer, interactive):
        self.state = state
        self.viewer = viewer
        self._forget_plan_unless_still(state, viewer)
        if state is None:
            self.panel.set_state(None, False)
            self.hand.show_hidden(translate("MainWindow", "No game is running."))
            return
        self.board.set_state(state)
        self.expeditions_panel.set_game(state, self.seats, state.current if viewer is None else viewer)
        self.panel.set_state(state, interactive, self.seats[state.current].name)
        if viewer is None:
            self.hand.show_hidden(translate("MainWindow", "Hands of other players stay hidden."))
            self.hand.model.set_cards([])
        else:
            self.hand.show_hand()
            self.hand.model.set_cards(list(state.players[viewer].hand))
            self.hand.model.set_disabled(self._card_reasons(state, viewer, interactive))
        self._refresh_clickable(state, interactive)
        self._guide.refresh()

    # ------------------------------------------------------------------ a guided game
    def guide(self, move, areas=()):
        """Outline what `move` uses and the named `areas` (guide_areas()), dim the other
        targets; guide(None) clears (see guide.py)."""
        self._guide.show(move, areas)

    @staticmethod
    def guide_areas():
        return GUIDE_AREAS

    def guide_rect(self, move, areas=()):
        """Where a callout points for guide(move, areas): a QRect in the table's coordinates."""
        return self._guide.rect(move, areas)

    def guide_rects(self, move, areas=()):
        """Each part guide(move, areas) lights, in the table's coordinates."""
        return self._guide.rects(move, areas)

    def guide_keep_clear(self):
        """What the callout should cover only when nothing else fits (see guide.py)."""
        return self._guide.keep_clear()

    # ------------------------------------------------------------------ what others just did
    @staticmethod
    def move_touches(before, after, seat):
        """What a move did on the board, from its public parts only (a card played, face
        down or not, is nothing here): Scouts that walked, Camps set up, a Village location
        used, a Journal page taken; Mackenzie's step after it (seat None)."""
        out = []
        for k, (a, b) in enumerate(zip(before.players, after.players)):
            if a.scout != b.scout:
                out.append(Touch(k, frozenset({("space", b.scout)}), _walk(a.scout, b.scout),
                                 ("scout", k)))
            if a.camp != b.camp:
                out.append(Touch(k, frozenset({("camp", b.camp)})))
        was, now = getattr(before, "mackenzie", None), getattr(after, "mackenzie", None)
        if was is not None and now is not None and was != now:
            out.append(Touch(None, frozenset({("space", now)}), _walk(was, now), ("mackenzie", 0)))
        used = {("location", key) for i, key in enumerate(LOCATIONS)
                if i < min(len(before.village), len(after.village))
                and after.village[i] > before.village[i]}
        gone = [slot + 1 for slot, card in enumerate(before.journal) if card not in after.journal]
        if len(gone) == 1:  # a page taken (a whole new Journal is no one's move)
            used.add(("page", gone[0]))
        if used:
            out.append(Touch(seat, frozenset(used)))
        return out

    def _walker(self, touch):
        kind, seat = touch.token or (None, None)
        if kind not in ("scout", "mackenzie") or self.state is None:
            return None
        from ..palette import MACKENZIE_COLOUR, MACKENZIE_LETTER, PLAYER_COLOURS, PLAYER_LETTERS
        from .board_scene import PieceItem

        if kind == "mackenzie":
            piece = PieceItem("mackenzie", MACKENZIE_COLOUR, MACKENZIE_LETTER, None)
        else:
            colour = self.state.players[seat].colour
            piece = PieceItem("scout", PLAYER_COLOURS.get(colour, MACKENZIE_COLOUR),
                              PLAYER_LETTERS.get(colour, "?"), None)
        return (lambda p, r: piece.paint(p, None)), 40

    def show_refusal(self, reason):
        self._refused = True
        self.panel.show_refusal(reason)

    def show_hint(self, move, plan=None):
        """Set the hinted move up; `plan` (explain.py's steps, from the bot worker) is worded
        under it and stays until the position changes."""
        state = self.state
        self.panel.show_hint(move, move_preview(move, deciding_view(state)) if state else describe(move))
        self._plan = (plan, state.current, positions.state_hash(state)) if plan else None
        self._word_plan()
        # What the hint is about must be in view: a card of the hand may be scrolled away.
        card = move.card if move.kind in ("play", "discard") else -1
        cards = self.hand.model.cards()
        if card in cards:
            self.hand.view.scrollTo(self.hand.model.index(cards.index(card)))

    def retranslate(self):
        self.panel.retranslate()  # the board, boards and dialogs follow LanguageChange themselves
        self._word_plan()
        # The choices list is rebuilt now, the board by its view's own LanguageChange: after both.
        QTimer.singleShot(0, self._guide.refresh)

    def _word_plan(self):
        self.panel.bar.set_plan(plan_text(self._plan[0]) if self._plan else "")

    def _forget_plan_unless_still(self, state, viewer):
        """A hint's plan is the hinted player's own: it goes when the position changes or the
        table shows it to anyone else (the hot-seat cover, another seat)."""
        if self._plan is None:
            return
        _, seat, key = self._plan
        if state is None or viewer != seat or positions.state_hash(state) != key:
            self._plan = None
            self._word_plan()

    # ------------------------------------------------------------------ what the shell may ask
    def status_text(self, state, seats):
        """The status line: whose turn, Mackenzie's lead in the solo game, or the winner."""
        if state.over:
            return self._winner_text(state, seats)
        text = (translate("MainWindow", "Turn %1 — %2 to play").replace("%1", str(state.turn + 1))
                .replace("%2", seats[state.current].name))
        if state.solo:
            left = engine.mackenzie_turns_left(state)
            text += " — " + self.tr("Mackenzie reaches Fort Clatsop in %n turn(s) at most", None,
                                    left)
        return text

    chart = TableChart("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Race"),
                       __package__ + ".race_chart", "RaceChart")

    def show_rules(self, topic=None):
        return show_rules(self, BOOK, topic)

    def rules_topic_at(self, view, pos):
        """The rules topic of what is under `pos` in the hand, board or an expedition view."""
        if view is self.hand.view:
            card = view.indexAt(pos).data(CARD_ROLE)
            return topic_for_card(card) if card is not None and card >= 0 else None
        if not isinstance(view, QGraphicsView):
            return None
        for item in view.items(pos):
            key = item.data(DATA_KEY) if view is self.board_view else None
            if isinstance(key, tuple) and key and key[0] == "location":
                return topic_for_location(key[1])
            if isinstance(key, tuple) and key and key[0] == "page":
                card = getattr(item, "card", None)
                return topic_for_card(card) if card is not None and card >= 0 else None
            if isinstance(key, tuple) and key and key[0] == "space":
                return "movement"
            if view is not self.board_view and item.data(KIND) in ("card", "hand_card"):
                card = getattr(item, "card", -1)
                return topic_for_card(card) if card >= 0 else None
        return None

    def _rules_menu(self, view, pos):
        topic = self.rules_topic_at(view, pos)
        menu = QMenu(self)
        action = menu.addAction(translate("MainWindow", "Rules reference"))
        action.triggered.connect(lambda: self.show_rules(topic or "goal"))
        menu.exec(view.viewport().mapToGlobal(pos) if hasattr(view, "viewport") else pos)

    # ------------------------------------------------------------------ showing the state
    def _winner_text(self, state, seats):
        if engine.ended_stalled(state):
            if state.winner is not None:
                return translate("MainWindow", "Nobody could act for a whole round: %1 wins with "
                                 "the most advanced Camp.").replace("%1", seats[state.winner].name)
            return translate("MainWindow", "You could not act any more: Mackenzie wins.")
        if engine.ended_quiet(state):
            return (translate("MainWindow", "No Camp advanced for %1 rounds: %2 wins with the "
                              "most advanced Camp.")
                    .replace("%1", str(engine.QUIET_ROUNDS_END_GAME))
                    .replace("%2", seats[state.winner].name))
        if state.winner is not None:
            return translate("MainWindow", "%1 reached Fort Clatsop and wins!").replace(
                "%1", seats[state.winner].name)
        if state.solo:
            return translate("MainWindow", "Mackenzie reached Fort Clatsop first. You lose this time.")
        return translate("MainWindow", "The game is over.")

    def _card_reasons(self, state, owner, human_to_move):
        reasons = {}
        hand = state.players[owner].hand
        if not human_to_move or owner != state.current:
            return {c: translate("MainWindow", "It is not your turn.") for c in hand}
        legal = self.panel.legal
        if state.frames:
            discards = {m.card for m in legal if m.kind == "discard"}
            for c in hand:
                if c not in discards:
                    reasons[c] = translate("MainWindow", "Finish the current effect first.")
            return reasons
        if state.action_done:
            return {c: translate("MainWindow", "You have already taken your action this turn.")
                    for c in hand}
        plays = {m.card for m in legal if m.kind == "play"}
        supports = {m.card2 for m in legal if m.kind == "play" and m.card2 >= 0}
        for c in hand:
            if c not in plays and c not in supports:
                reasons[c] = translate("MainWindow", "This card cannot be given any strength now.")
        return reasons

    def _refresh_clickable(self, state, active):
        locations, slots = {}, {}
        if active and not state.frames:
            legal = self.panel.legal
            for key in LOCATIONS:
                move = self.panel.village_move(key)
                if move in legal or any(m.kind == "village" and m.key == key for m in legal):
                    locations[key] = None
                else:
                    locations[key] = reason_text(engine.explain_illegal(state, Move("village", key, n=1)))
            for slot in range(1, len(state.journal) + 1):
                if any(m.kind == "recruit" and m.n == slot for m in legal):
                    slots[slot] = None
                else:
                    slots[slot] = (translate("MainWindow", "You have already recruited this turn.")
                                   if state.recruited else
                                   translate("MainWindow", "You cannot pay for this card, even "
                                             "with a discount."))
        self.board.set_clickable(locations, slots)

    # ------------------------------------------------------------------ input
    def try_move(self, move):
        state = self.state
        if (move.kind == "play" and state is not None and move in self.panel.legal
                and engine.wasted_play(state, move) and not self._confirm_wasted_play(move)):
            return
        self._refused = False
        self.move_chosen.emit(move)  # the shell applies it now: set_state or show_refusal
        if not self._refused and move.kind == "play":
            self.panel.clear_play()

    def confirm_camp(self):
        state = self.state
        if state is None:
            return
        box = QMessageBox(self)
        box.setObjectName("campConfirm")
        box.setWindowTitle(translate("MainWindow", "Set up camp"))
        box.setText(camp_preview_text(state))
        box.setStandardButtons(QMessageBox.Ok | QMessageBox.Cancel)
        box.button(QMessageBox.Ok).setText(translate("MainWindow", "Camp"))
        if box.exec() == QMessageBox.Ok:
            self.try_move(Move("camp"))

    def _confirm_wasted_play(self, move):
        box = QMessageBox(self)
        box.setObjectName("wastedPlayConfirm")
        box.setIcon(QMessageBox.Question)
        box.setWindowTitle(translate("MainWindow", "Play anyway?"))
        box.setText(translate("MainWindow", "The effect of %1 can do nothing now: the card would "
                              "go to your play area without any use. Play it anyway?")
                    .replace("%1", texts.card_name(move.card)))
        box.setStandardButtons(QMessageBox.Ok | QMessageBox.Cancel)
        box.button(QMessageBox.Ok).setText(translate("MainWindow", "Play anyway"))
        box.setDefaultButton(QMessageBox.Cancel)
        return box.exec() == QMessageBox.Ok

    def _card_clicked(self, card):
        self.panel.bar.clear_notice()  # an older notice is about an older choice
        self.panel.card_clicked(card)
        state = self.state
        if state is not None and not state.over:
            self.hand.view.setToolTip(translate("MainWindow", "Selected strength: %1").replace(
                "%1", str(sum(STRENGTH[c] for c in self.panel.selected_cards()
                              if c != self.panel.action_card))))
            if self.panel.action_card == card and not state.frames and self._effect_useless(card):
                self.panel.show_notice(translate("MainWindow", "%1 can do nothing now: its effect "
                                                 "has no use in this position.")
                                       .replace("%1", texts.card_name(card)))

    def _effect_useless(self, card):
        """No legal play of `card` would let its effect do anything."""
        plays = [m for m in self.panel.legal if m.kind == "play" and m.card == card]
        by_strength = {}
        for m in plays:  # one play per strength is enough: the rest only differs in payment
            by_strength.setdefault(m.n + (STRENGTH[m.card2] if m.card2 >= 0 else 0), m)
        return bool(plays) and all(engine.wasted_play(self.state, m) for m in by_strength.values())

    def _mark_chosen_cards(self):
        chosen = {}
        if self.panel.support_card >= 0:
            chosen[self.panel.support_card] = "support"
        if self.panel.action_card >= 0:
            chosen[self.panel.action_card] = "play"
        self.hand.model.set_chosen(chosen)

    def _card_refused(self, card):
        reason = self.hand.model.disabled_reason(card)
        if reason:
            self.panel.show_notice(translate("MainWindow", "%1: %2")
                                   .replace("%1", texts.card_name(card)).replace("%2", reason))

    def _zone_refused(self, key, reason):
        """A click (or Return) on a Village location or Journal page that cannot be used now."""
        state = self.state
        if state is None or state.over:
            return
        if not reason:
            if not self.panel.interactive:
                reason = translate("MainWindow", "It is not your turn.")
            elif state.frames:
                reason = translate("MainWindow", "Finish the current effect first.")
            elif key[0] == "location" and key[1] not in LOCATIONS:
                reason = translate("MainWindow", "Indians are not sent here: choose one of the "
                                   "eight Village locations.")
            else:
                return
        self.panel.show_notice(reason)

    def _location_clicked(self, key):
        if self.panel.interactive and self.state and not self.state.frames:
            self.try_move(self.panel.village_move(key))

    def _journal_clicked(self, slot):
        state = self.state
        if not (self.panel.interactive and state and not state.frames):
            return
        dialog = RecruitDialog(state, slot, self)
        if dialog.exec() and dialog.chosen_move() is not None:
            self.try_move(dialog.chosen_move())
