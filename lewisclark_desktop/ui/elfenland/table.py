"""Elfenland's table (the agreed surface, see ui/<game>/table.py in the shell): the map, the
counters, the players, the own hand, and mouse play for every decision. Rules questions go to
the engine; every move the player composes leaves through `move_chosen`."""

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP, Qt, QTimer
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QLayout,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
)

from ...elfenland import engine
from ...elfenland.board import EDGES, NEIGHBOURS, ROADS
from ...elfenland.components import CARDS_KEPT, HIDDEN, RAFT, ROUNDS, may_place
from ...elfenland.journey import normal_price, reachable
from ...elfenland.moves import Move
from ...elfenland.observation import observation
from ...elfenland.state import DRAW, KEEP_CARDS, KEEP_COUNTER, PLACE, TRAVEL
from ..game_table import GameTable
from ..guide_marks import GuideFrames, needs_frame, rect_in, style_widget, united
from ..move_marks import MarkedTable, Touch
from ..table_chart import TableChart
from . import art
from .counters_view import DisplayWidget, PlayersPanel, RoundHeader
from .decision_bar import MAX_WAYS, DecisionBar
from .hand_view import KIND_ROLE, HandView
from .map_scene import EdgeItem, LegendItem, MapScene, MapView, SpotItem, TownItem
from .rules_reference import BOOK, topic_for_counter, topic_for_edge, topic_for_town
from .texts import (
    card_name,
    move_preview,
    phase_name,
    terrain_name,
    town_name,
    way_text,
)

translate = QCoreApplication.translate
SIDE_WIDTH, SIDE_WIDTH_MAX = 340, 480  # the column beside the map
QWIDGETSIZE_MAX = (1 << 24) - 1
HINT_WIDTH = 300  # the hint button's text is elided beyond this (the tooltip has it all)
WAY_WIDTH = 240  # a way to pay wraps beyond this: two of them and the rest of the bar fit in 960 px
_PHASE_TOPIC = {DRAW: "phase3", PLACE: "phase4", TRAVEL: "phase5", KEEP_CARDS: "phase6",
                KEEP_COUNTER: "phase6"}
_PHASE_OF = {"take": DRAW, "draw": DRAW, "place": PLACE, "obstacle": PLACE, "pass": PLACE,
             "move": TRAVEL, "end": TRAVEL, "keep": KEEP_CARDS, "keep-counter": KEEP_COUNTER}


def wrapped(text, metrics, width):
    """`text` broken at spaces into lines no wider than `width` where it can be (a word wider
    than that keeps its line): a button shows all of it, never an ellipsis."""
    lines = []
    for word in text.split(" "):
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines)


class Table(MarkedTable, GameTable):
    rules_book = BOOK

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("elfenlandTable")
        self._state = None
        self._seats = []
        self._viewer = None
        self._interactive = False
        self._obs = None
        self._legal = []
        self._picked = None  # phase 4: ("counter", kind, secret) or ("obstacle",)
        self._town = None  # phase 5: the destination whose ways to pay are shown
        self._plan = False
        self._hint = None
        self._keep_list = None
        self._keep_button = None
        self.open_hands = False  # a finished game's replay: every hand and secret face up
        self._guide = (None, ())  # the tutorial's step: (its move or None, named areas)
        self._guide_frames = GuideFrames()
        self._guide_marked = []  # the buttons lit or dimmed (ui/guide_marks.style_widget)

        self.bar = DecisionBar()
        self.bar.chosen.connect(self._choose)
        self.scene = MapScene(self)
        self.scene.town_clicked.connect(self._town_clicked)
        self.scene.edge_clicked.connect(self._edge_clicked)
        self.view = MapView(self.scene, self)
        self.marks = self.scene.marks
        self.view.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

        self.header = RoundHeader()
        self.display = DisplayWidget()
        self.display.take.connect(lambda kind: self._choose(Move("take", counter=kind)))
        self.display.draw.connect(lambda: self._choose(Move("draw")))
        self.display_box = QGroupBox()
        QVBoxLayout(self.display_box).addWidget(self.display)
        self.players = PlayersPanel()
        self.players_scroll = QScrollArea()
        self.players_scroll.setWidget(self.players)
        self.players_scroll.setWidgetResizable(True)
        self.players_scroll.setFrameShape(QScrollArea.NoFrame)
        self.players_box = QGroupBox()
        players_layout = QVBoxLayout(self.players_box)
        players_layout.addWidget(self.players_scroll)
        players_layout.setSizeConstraint(QLayout.SetMinAndMaxSize)  # no taller than its rows
        self.hand = HandView()
        self.no_hand = QLabel()
        self.no_hand.setWordWrap(True)
        self.hand_box = QGroupBox()
        hand_layout = QVBoxLayout(self.hand_box)
        hand_layout.addWidget(self.hand)
        hand_layout.addWidget(self.no_hand)

        self._lay_out(self.view, (SIDE_WIDTH, SIDE_WIDTH_MAX),
                      [self.header, self.display_box, (self.players_box, 2), (self.hand_box, 1)])
        self.offer_rules_menu(self.view, self.hand, self.display, self.header)
        self.retranslate()

    # ------------------------------------------------------------------ the agreed surface
    # towns collected per round
    chart = TableChart("ElfenlandTable", QT_TRANSLATE_NOOP("ElfenlandTable", "Towns"),
                       __package__ + ".towns_chart", "TownsChart")

    def rules_topic_at(self, widget, pos):
        """A road: the cost table (water: the Rafts); a counter or an obstacle on it; a town:
        the map; a travel card; the face-up counters; the round header: the phase now."""
        if widget is self.view:
            for item in self.view.items(pos):
                if isinstance(item, TownItem):
                    return topic_for_town(item.town)
                if isinstance(item, SpotItem) and item.counter >= 0:
                    return topic_for_counter(item.counter, item.obstacle_colour is not None)
                if isinstance(item, EdgeItem):
                    return topic_for_edge(item.edge)
                if isinstance(item, LegendItem):
                    return "map"
            return None
        if widget is self.hand:
            kind = self.hand.indexAt(pos).data(KIND_ROLE)
            return None if kind is None else "water" if kind == RAFT else "costs"
        if widget is self.display:
            return "phase3"
        if widget is self.header and self._state is not None:
            return _PHASE_TOPIC.get(self._state.phase, "end")
        return None

    def set_game(self, state, seats, show=True):
        """A new game; `show=False` when the caller shows a position of it next (the main
        window, with the seat that looks)."""
        self._seats = list(seats)
        self._plan = False
        if show:
            self.set_state(state, None, False)

    def set_state(self, state, viewer, interactive):
        self._state = state
        self._viewer = viewer
        self._interactive = bool(interactive) and not state.over
        # Everything drawn comes from what the viewer may see (no viewer: no private data).
        self._obs = state.clone() if self.open_hands else observation(state, viewer)
        self._legal = engine.legal_moves(state) if self._interactive else []
        self._picked = None
        self._town = None
        self._hint = None
        self._refresh()

    def show_hint(self, move):
        if not self._interactive or move not in self._legal:
            return
        self._hint = move
        if move.kind == "place":
            self._picked = ("counter", move.counter, move.secret)
        elif move.kind == "obstacle":
            self._picked = ("obstacle",)
        elif move.kind == "move":
            self._town = EDGES[move.edge].b if EDGES[move.edge].a == self._obs.player().boot \
                else EDGES[move.edge].a
        self._build_bar()
        self._highlight()

    def retranslate(self):
        self.display_box.setTitle(translate("ElfenlandTable", "Face-up counters and the stack"))
        self.players_box.setTitle(translate("ElfenlandTable", "Players"))
        self.hand_box.setTitle(translate("ElfenlandTable", "Your travel cards"))
        self.no_hand.setText(translate("ElfenlandTable", "Hands are hidden now."))
        self.scene.retranslate()
        self.hand.hand_model.refresh_names()
        if self._state is not None:
            self._refresh()

    # ------------------------------------------------------------------ the tutorial's guide
    GUIDE_AREAS = ("map", "counters", "stack", "hand", "players", "round", "bar")

    def guide_widget(self, area):
        return {"map": self.view, "counters": self.display_box, "stack": self.display.stack,
                "hand": self.hand_box, "players": self.players_box, "round": self.header,
                "bar": self.bar}.get(area)

    def guide(self, move, areas=()):
        """The tutorial's step: what `move` uses lit (a counter to take, the road and the
        towns on the map, the button to press), the rest of the map dimmed, the named areas
        framed. guide(None) clears."""
        self._guide = (move, tuple(areas))
        self._apply_guide()

    def guide_rect(self, move, areas=()):
        return united(self.guide_rects(move, areas)) or self.rect()

    def guide_rects(self, move, areas=()):
        """Each road, town and widget the step lights, in the table's coordinates."""
        rects = []
        edges, towns, widgets = self._guide_targets(move) if move is not None else (set(), set(), [])
        for key in [("edge", e) for e in edges] + [("town", t) for t in towns]:
            shape = self.scene.mark_shape(key)
            if shape is not None:
                box = self.view.mapFromScene(shape.boundingRect()).boundingRect()
                rects.append(box.translated(rect_in(self, self.view).topLeft()))
        rects += [rect_in(self, w) for w in widgets + [self.guide_widget(a) for a in areas]]
        return [r for r in rects if not r.isEmpty()]

    def _apply_guide(self):
        move, areas = self._guide
        if move is None or move not in self._legal:
            self.scene.guide(None)
            self._mark_buttons(None)
            self._guide_frames.show([self.guide_widget(a) for a in areas])
            return
        if move.kind in ("place", "obstacle"):
            self._picked = ("obstacle",) if move.kind == "obstacle" else \
                ("counter", move.counter, move.secret)
        elif move.kind == "move":
            here = self._obs.player().boot
            e = EDGES[move.edge]
            self._town = e.b if e.a == here else e.a
            self._hint = move  # its way to pay first and bold (no "Hint" button for a step)
        self._build_bar()
        self._highlight()
        if move.kind == "keep" and self._keep_list is not None:
            want = list(move.cards)
            for i in range(self._keep_list.count()):
                item = self._keep_list.item(i)
                kind = item.data(Qt.UserRole)
                item.setCheckState(Qt.Checked if kind in want else Qt.Unchecked)
                if kind in want:
                    want.remove(kind)
        edges, towns, widgets = self._guide_targets(move)
        if edges or towns:
            self.scene.highlight_edges(edges)
            self.scene.guide(edges, towns | {self._obs.player().boot})
        else:
            self.scene.guide(None)
        self._mark_buttons(widgets)
        self._guide_frames.show([w for w in widgets if needs_frame(w)]
                                + [self.guide_widget(a) for a in areas])

    def _mark_buttons(self, lit):
        """The step's buttons lit, the bar's and the counters' others dimmed (None: as usual)."""
        for widget in self._guide_marked:
            try:
                style_widget(widget, None)
            except RuntimeError:  # a bar button rebuilt since
                pass
        self._guide_marked = []
        if lit is None:
            return
        for widget in self.bar.buttons + self.display.slots + [self.display.stack]:
            style_widget(widget, "on" if widget in lit else "dim")
            self._guide_marked.append(widget)

    def _guide_targets(self, move):
        """(roads, towns, widgets) the move uses."""
        o = self._obs
        k = move.kind
        if k == "take" and move.counter in o.display:
            return set(), set(), [self.display.slots[o.display.index(move.counter)]]
        if k == "draw":
            return set(), set(), [self.display.stack]
        if k in ("place", "obstacle"):
            e = EDGES[move.edge]
            return {move.edge}, {e.a, e.b}, []
        if k == "move":
            e = EDGES[move.edge]
            way = next((b for b in self.bar.buttons if getattr(b, "move_value", None) == move), None)
            return {move.edge}, {e.a, e.b}, [way] if way is not None else []
        names = {"pass": "elfenlandPass", "end": "elfenlandEnd", "keep": "elfenlandKeep"}
        if k in names:
            return set(), set(), [self.bar.button(names[k])]
        button = next((b for b in self.bar.buttons if getattr(b, "move_value", None) == move), None)
        return set(), set(), [button] if button is not None else []

    # ------------------------------------------------------------------ what others just did
    @staticmethod
    def move_touches(before, after, seat):
        """What a move did on the map, from public facts only: a boot that walked, a counter
        or an obstacle put on a road (a counter from the secret pile walks face down)."""
        out = []
        for k, (a, b) in enumerate(zip(before.players, after.players)):
            if a.boot != b.boot:
                out.append(Touch(k, frozenset({("town", b.boot)}),
                                 (("town", a.boot), ("town", b.boot)), ("boot", b.colour)))
        if not 0 <= seat < len(before.players):
            return out
        home = ("town", before.players[seat].boot)
        for edge, (was, now) in enumerate(zip(before.roads, after.roads)):
            if was < 0 <= now:
                secret = len(after.players[seat].secret) < len(before.players[seat].secret)
                out.append(Touch(seat, frozenset({("edge", edge)}), (home, ("edge", edge)),
                                 ("counter", None if secret else now), trail=False))
        for edge, (was, now) in enumerate(zip(before.obstacles, after.obstacles)):
            if was < 0 <= now:
                out.append(Touch(now, frozenset({("edge", edge)}), (home, ("edge", edge)),
                                 ("obstacle", None), trail=False))
        return out

    @staticmethod
    def _walker(touch):
        kind, what = touch.token or (None, None)
        if kind == "boot":
            return (lambda p, r: art.paint_boot(p, r.adjusted(6, 3, -6, -3), what)), 30
        if kind == "counter":  # None: it came from the secret pile, shown face down
            return (lambda p, r: art.paint_transport(p, r, 0 if what is None else what,
                                                     face_down=what is None)), 34
        if kind == "obstacle":
            return (lambda p, r: art.paint_obstacle(p, r.adjusted(0, 11, 0, -12))), 34
        return None

    # ------------------------------------------------------------------ drawing
    def _name(self, seat):
        if seat < len(self._seats):
            return self._seats[seat].name
        return translate("ElfenlandTable", "Player %1").replace("%1", str(seat + 1))

    def _refresh(self):
        o = self._obs
        self.scene.show_state(o)
        self.display.show_counters(o.display, len(o.supply))
        self.players.show_players(o, self._seats, self._viewer, self.open_hands)
        # The players' rows take no more room than they need (the hand gets the rest), and the
        # seat to play stays in sight when they must scroll.
        QTimer.singleShot(0, self, self._fit_players)  # once the new rows are shown
        own = o.players[self._viewer].hand if self._viewer is not None else None
        self.hand.hand_model.set_hand(own)
        self.hand.setVisible(own is not None)
        self.no_hand.setVisible(own is None)
        self.header.round.setText(translate("ElfenlandTable", "Round %1 of %2")
                                  .replace("%1", str(o.round)).replace("%2", str(ROUNDS)))
        phase = phase_name(o.phase)
        if not o.over:
            phase = translate("ElfenlandTable", "%1 — %2's turn").replace("%1", phase) \
                .replace("%2", self._name(o.current))
        if o.phase == PLACE and o.passes:
            phase += "\n" + translate("ElfenlandTable", "Passes in a row: %1 of %2 (all pass: the journeys begin)") \
                .replace("%1", str(o.passes)).replace("%2", str(o.num_players))
        self.header.phase.setText(phase)
        self._build_bar()
        self._highlight()
        if self._guide != (None, ()):
            self._apply_guide()

    def _fit_players(self):
        column = self.players_box.parentWidget().layout()
        hand = not self.hand_box.isHidden() and not self.hand.isHidden()  # else: no hand shown
        column.setStretchFactor(self.hand_box, 1 if hand else 0)
        self.players.grid.activate()
        self.players_scroll.setMaximumHeight(self.players.grid.sizeHint().height() + 2 if hand
                                             else QWIDGETSIZE_MAX)
        for layout in (self.players_box.layout(), column):
            layout.activate()  # the column at its new heights before scrolling to a row
        o = self._obs
        if o is None or o.over or o.current >= len(self.players.rows):
            return
        row = self.players.rows[o.current]
        self.players_scroll.ensureWidgetVisible(row["cards"], 0, 0)
        self.players_scroll.ensureWidgetVisible(row["name"], 0, 0)

    def _highlight(self):
        o = self._obs
        edges = set()
        steps = set()
        plan = None
        if self._interactive and o.phase == PLACE and self._picked:
            edges = {m.edge for m in self._legal if self._matches_pick(m)}
        if self._interactive and o.phase == TRAVEL:
            here = o.player().boot
            steps = {EDGES[m.edge].b if EDGES[m.edge].a == here else EDGES[m.edge].a
                     for m in self._legal if m.kind == "move"}
            if self._plan:  # from what the seat sees (its own hand, the roads)
                plan = {t: c for t, c in reachable(o, o.current).items() if t != here}
            if self._town is not None:
                edges = {m.edge for m in engine.moves_to(o, self._town)}
        self.scene.highlight_edges(edges)
        self.scene.highlight_towns(steps, self._town, plan)

    # ------------------------------------------------------------------ the decision bar
    def _build_bar(self):
        bar = self.bar
        bar.clear()
        self._keep_list = self._keep_button = None
        o = self._obs
        if o.over:
            bar.prompt.setText(self._over_text())
            bar.row.addStretch(1)
            return
        if not self._interactive:
            bar.prompt.setText(translate("ElfenlandTable", "%1 — waiting for %2.")
                               .replace("%1", phase_name(o.phase)).replace("%2", self._name(o.current)))
            bar.row.addStretch(1)
            return
        {DRAW: self._bar_draw, PLACE: self._bar_place, TRAVEL: self._bar_travel,
         KEEP_CARDS: self._bar_keep_cards, KEEP_COUNTER: self._bar_keep_counter}[o.phase]()
        if o.phase != KEEP_CARDS:  # there the cards to tick take the row
            bar.row.addStretch(1)
        if self._hint is not None and self._hint.kind != "move":  # a step: its way comes first
            b = bar.add_move_button(translate("ElfenlandTable", "Hint: %1").replace(
                "%1", move_preview(self._hint, self._obs)), self._hint, name="elfenlandHint")
            font = b.font()
            font.setBold(True)
            b.setFont(font)
            b.setToolTip(b.text())
            b.setText(b.fontMetrics().elidedText(b.text(), Qt.ElideRight, HINT_WIDTH))

    def _over_text(self):
        win = engine.winner(self._state)
        if win is None:
            return translate("ElfenlandTable", "Game over: first place is shared.")
        return translate("ElfenlandTable", "Game over: %1 wins.").replace("%1", self._name(win))

    def _bar_draw(self):
        self.bar.prompt.setText(translate(
            "ElfenlandTable", "Take a counter: click a face-up counter, or draw from the stack."))
        if any(m.kind == "draw" for m in self._legal):
            self.bar.add_move_button(translate("ElfenlandTable", "Draw from the stack"), Move("draw"),
                                     art.transport_icon(HIDDEN, 24, True), "elfenlandDraw")

    def _bar_place(self):
        bar = self.bar
        p = self._obs.player()
        bar.prompt.setText(translate(
            "ElfenlandTable", "Place a counter: pick it, then click a highlighted road. "
            "Or put your obstacle on a road with a counter, or pass."))
        for secret, pool in ((True, p.secret), (False, p.open)):
            for kind in sorted(set(pool)):
                if not any(m.kind == "place" and m.counter == kind and m.secret == secret
                           for m in self._legal):
                    continue
                text = (translate("ElfenlandTable", "Secret: %1") if secret else "%1").replace(
                    "%1", card_name(kind))
                pick = ("counter", kind, secret)
                bar.add_toggle(text, self._picked == pick,
                               lambda on, pick=pick: self._pick(pick, on),
                               art.transport_icon(kind, 24), "elfenlandPick").pick = pick
        if any(m.kind == "obstacle" for m in self._legal):
            bar.add_toggle(translate("ElfenlandTable", "Obstacle"), self._picked == ("obstacle",),
                           lambda on: self._pick(("obstacle",), on), art.obstacle_icon(24),
                           "elfenlandPickObstacle")
        bar.add_move_button(translate("ElfenlandTable", "Pass"), Move("pass"), name="elfenlandPass")

    def _bar_travel(self):
        bar = self.bar
        here = self._obs.player().boot
        bar.prompt.setText(translate(
            "ElfenlandTable", "Your journey from %1: click a neighbouring town, or end the journey.")
            .replace("%1", town_name(here)))
        bar.add_toggle(translate("ElfenlandTable", "Plan"), self._plan, self._toggle_plan,
                       name="elfenlandPlan").setToolTip(translate(
                           "ElfenlandTable", "Show the towns your cards reach this round and "
                           "the fewest cards each costs"))
        if self._town is not None:
            self._ways_to_pay(self._town)
        bar.add_move_button(translate("ElfenlandTable", "End journey"), Move("end"),
                            name="elfenlandEnd")

    def _ways_to_pay(self, town):
        ways = self._ways(town)
        self.bar.add_label(translate("ElfenlandTable", "To %1:").replace("%1", town_name(town)))
        for text, move in ways[:MAX_WAYS]:
            b = self.bar.add_move_button(text, move, name="elfenlandWay")
            b.setToolTip(text)
            if move == self._hint:
                b.setToolTip(translate("ElfenlandTable", "Hint: %1").replace("%1", text))
                font = b.font()
                font.setBold(True)
                b.setFont(font)
            b.setText(wrapped(text, b.fontMetrics(), WAY_WIDTH))
        if len(ways) > MAX_WAYS:
            self.bar.add_more_menu(translate("ElfenlandTable", "More ways (%1)…").replace(
                "%1", str(len(ways) - MAX_WAYS)), ways[MAX_WAYS:])

    def _ways(self, town):
        """(button text, move) for every way to step to `town`, the cheapest first; a hinted
        move comes first of all."""
        s = self._state
        here = s.player().boot
        hand = s.player().hand
        ways = []
        for m in engine.moves_to(s, town):
            if m.cards:
                text = way_text(m.edge, here, cards=m.cards)
                kind = s.roads[m.edge]
                key = (len(m.cards), 1, sum(c == kind for c in m.cards),
                       -sum(hand[c] for c in m.cards), m.cards)
            else:
                kind, n = normal_price(s, m.edge, here)
                text = way_text(m.edge, here, price=(kind, n))
                key = (n, 0, 0, 0, ())
            if m == self._hint:
                key = (-1,)
            ways.append((key, text, m))
        ways.sort(key=lambda w: w[0])
        return [(text, m) for _, text, m in ways]

    def _bar_keep_cards(self):
        p = self._state.player()
        self.bar.prompt.setText(translate(
            "ElfenlandTable", "End of the round: tick the %1 cards you keep; the rest are discarded.")
            .replace("%1", str(CARDS_KEPT)))
        cards = [kind for kind, n in enumerate(p.hand) for _ in range(n)]
        names = {kind: card_name(kind) for kind in set(cards)}
        icons = {kind: art.transport_icon(kind, 22) for kind in set(cards)}
        preset = self._hint.cards if self._hint is not None and self._hint.kind == "keep" else ()
        self._keep_list = self.bar.add_card_picker(cards, names, icons, preset)
        self._keep_list.itemChanged.connect(self._keep_changed)
        self._keep_button = self.bar.add_move_button("", None, name="elfenlandKeep")
        self._keep_button.clicked.disconnect()
        self._keep_button.clicked.connect(self._keep_clicked)
        self._keep_changed()

    def _checked_cards(self):
        lw = self._keep_list
        return tuple(sorted(lw.item(i).data(Qt.UserRole) for i in range(lw.count())
                            if lw.item(i).checkState() == Qt.Checked))

    def _keep_changed(self, *_):
        n = len(self._checked_cards())
        self._keep_button.setText(translate("ElfenlandTable", "Keep (%1 of %2)")
                                  .replace("%1", str(n)).replace("%2", str(CARDS_KEPT)))
        self._keep_button.setEnabled(n == CARDS_KEPT)

    def _keep_clicked(self):
        self._choose(Move("keep", cards=self._checked_cards()))

    def _bar_keep_counter(self):
        self.bar.prompt.setText(translate(
            "ElfenlandTable", "End of the round: choose the counter you keep (it becomes secret)."))
        for m in self._legal:
            self.bar.add_move_button(translate("ElfenlandTable", "Keep %1").replace(
                "%1", card_name(m.counter)), m, art.transport_icon(m.counter, 24),
                "elfenlandKeepCounter")

    # ------------------------------------------------------------------ clicks
    def _choose(self, move):
        if not self._interactive:
            self._refuse(translate("ElfenlandTable", "It is not your turn."))
            return
        if move not in self._legal:
            self._refuse(self._reason(move))
            return
        self.move_chosen.emit(move)

    def _refuse(self, reason):
        self.bar.show_message(reason)
        self.notice.emit(reason)

    def _pick(self, pick, on):
        self._picked = pick if on else None
        self._build_bar()
        self._highlight()

    def _toggle_plan(self, on):
        self._plan = on
        self._highlight()

    def _matches_pick(self, m):
        if self._picked == ("obstacle",):
            return m.kind == "obstacle"
        _, kind, secret = self._picked
        return m.kind == "place" and m.counter == kind and m.secret == secret

    def _edge_clicked(self, edge):
        if not self._interactive:
            return
        o = self._obs
        if o.phase == PLACE:
            if self._picked is None:
                self._refuse(translate("ElfenlandTable", "Pick one of your counters or your obstacle first."))
            elif self._picked == ("obstacle",):
                self._choose(Move("obstacle", edge=edge))
            else:
                _, kind, secret = self._picked
                self._choose(Move("place", counter=kind, edge=edge, secret=secret))
        elif o.phase == TRAVEL:
            here = o.player().boot
            e = EDGES[edge]
            if here in (e.a, e.b):
                self._town_clicked(e.b if e.a == here else e.a)

    def _town_clicked(self, town):
        if not self._interactive or self._obs.phase != TRAVEL:
            return
        here = self._obs.player().boot
        if town == here:
            self._refuse(translate("ElfenlandTable", "Your boot already stands in %1.")
                         .replace("%1", town_name(town)))
            return
        if not engine.moves_to(self._state, town):
            self._refuse(self._step_reason(here, town))
            return
        self._town = town
        self.bar.show_message("")
        self._build_bar()
        self._highlight()

    # ------------------------------------------------------------------ reasons, in words
    def _step_reason(self, here, town):
        links = [edge for edge, other in NEIGHBOURS[here] if other == town]
        if not links:
            return translate("ElfenlandTable", "%1 is not next to your boot (in %2).") \
                .replace("%1", town_name(town)).replace("%2", town_name(here))
        if all(normal_price(self._state, edge, here) is None for edge in links):
            return translate("ElfenlandTable", "No counter lies on the road to %1: it cannot be crossed.") \
                .replace("%1", town_name(town))
        return translate("ElfenlandTable", "Your cards cannot pay any way to %1.").replace("%1", town_name(town))

    def _reason(self, m):
        s = self._state
        if m.kind in ("place", "obstacle"):
            e = EDGES[m.edge]
            if m.edge not in ROADS:
                return translate("ElfenlandTable", "Counters and obstacles go on roads only, "
                                                   "not on rivers or lakes.")
            if m.kind == "obstacle":
                if s.roads[m.edge] < 0:
                    return translate("ElfenlandTable", "An obstacle goes on a road that holds a counter.")
                if s.obstacles[m.edge] >= 0:
                    return translate("ElfenlandTable", "This road already has an obstacle.")
            else:
                if s.roads[m.edge] >= 0:
                    return translate("ElfenlandTable", "This road already holds a counter.")
                if not may_place(m.counter, e.kind):
                    return translate("ElfenlandTable", "A %1 cannot be placed on %2 roads.") \
                        .replace("%1", card_name(m.counter)).replace("%2", terrain_name(e.kind))
        if engine.explain_illegal(s, m) and m not in engine.legal_moves(s) and \
                _PHASE_OF.get(m.kind) != s.phase:
            return translate("ElfenlandTable", "Not now: this is %1.").replace("%1", phase_name(s.phase))
        # The engine's own reason is English and names the map's ids: not for a player's eyes.
        return translate("ElfenlandTable", "This move is not possible now.")
