"""Tiwanaku's table (the agreed surface): the board, the players and scores, the diversity
board, the offering tokens, the co-op tiles, pencil marks, and mouse play for every decision.
Rules questions go to the engine; every move the player composes leaves through `move_chosen`."""

import re

from PySide6.QtCore import QCoreApplication, QRect, QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (QCheckBox, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from ...tiwanaku import engine
from ...tiwanaku.moves import (AutomaFirst, Divine, Explore, Offer, Pass, PlayTile, ReturnToStack,
                               StopDivining)
from ...tiwanaku.observation import observation
from ...tiwanaku.pencil import PencilMarks
from ...tiwanaku.state import (ACTION, AUTOMA, AUTOMA_ORDER, DIVINE_MORE, END_LOOP, OFFER, OVER,
                               PLAY_TILE, SUPPLIER)
from ..game_bar import GameBar
from ..plain_text import escaped
from ..game_table import GameTable
from ..move_marks import MarkedTable, Touch
from ..table_chart import TableChart
from ..rules_reference import rules_menu_action
from . import art
from .board_scene import BoardScene, BoardView, cell_rect, paint_pawn
from ..guide_marks import GuideFrames, rect_in, united
from .guide import GUIDE_AREAS, move_targets, style_button
from .pencil_menu import PencilMenu
from .rules_reference import BOOK, topic_for_cell
from .side_views import DiversityBoard, ScoreTrack, TileView, TokenStrip, offering_scale
from .texts import (ARROWS, AUTOMA_MOVES, _event_text, arrow_text, crop_name, player_text,
                    points_text, terrain_name)

translate = QCoreApplication.translate
ACTION_LINE = re.compile(r"^P\d (move|return|divines) ")  # the engine's log of an action
_PAWN_MOVE = re.compile(r"^P(\d) move (\w+) (\w+)$")  # P1 move stack H2, P1 move H2 G3
_PAWN_CELL = re.compile(r"^P(\d) (?:return|divines) (\w+)")
SIDE_WIDTH, SIDE_WIDTH_MAX = 330, 460


class DecisionBar(GameBar):
    """The shared bar with Tiwanaku's named push buttons."""

    def __init__(self, parent=None):
        super().__init__("tiwanaku", prompt_stretch=2, parent=parent)

    def add(self, text, name, slot, checkable=False, checked=False, tip=None, hinted=False):
        b = QPushButton(text, self)
        b.setObjectName(name)
        if hinted:  # the hint's button stands out and takes Enter
            font = b.font()
            font.setBold(True)
            b.setFont(font)
            b.setDefault(True)
        b.setCheckable(checkable)
        b.setChecked(checked)
        if tip:
            b.setToolTip(tip)
        b.clicked.connect(slot)
        return self.add_button(b)

    def finish(self):
        self.row.addStretch(1)


class Table(MarkedTable, GameTable):
    rules_book = BOOK

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("tiwanakuTable")
        self._state = None
        self._obs = None
        self._seats = []
        self._viewer = None
        self._interactive = False
        self._legal = []
        self._picked = None  # ("pawn", cell) or ("stack",)
        self._chooser = None  # the cell whose crop chooser is open
        self._offer = set()
        self._pencil_mode = False
        self._hint = None
        self._reaction = []  # the automa's steps in the last reaction, in words
        self._paths = []  # and its moves as (from, to) cell names, drawn as numbered arrows
        self._seen = None  # (scenario, history length) at the last set_state
        self.pencil = PencilMarks()
        self.open_menu = None  # the last cell menu opened (tests look at it)

        self.bar = DecisionBar()
        self.scene = BoardScene(self)
        self.scene.cell_clicked.connect(self._cell_clicked)
        self.scene.cell_menu.connect(self._cell_menu)
        self.scene.level_clicked.connect(self._level_clicked)
        self.view = BoardView(self.scene, self)
        self.marks = self.scene.marks
        self.view.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

        self.status = QLabel()
        self.status.setObjectName("tiwanakuStatus")
        self.status.setWordWrap(True)
        self.players = QLabel()
        self.players.setObjectName("tiwanakuPlayers")
        self.players.setTextFormat(Qt.RichText)  # coloured squares; the names escaped
        self.track = ScoreTrack()
        self.players_box = QGroupBox()
        pl = QVBoxLayout(self.players_box)
        pl.addWidget(self.status)
        pl.addWidget(self.players)
        pl.addWidget(self.track)
        self.diversity = DiversityBoard()
        self.diversity_box = QGroupBox()
        QVBoxLayout(self.diversity_box).addWidget(self.diversity)
        self.supply = TokenStrip()
        self.supply_label = QLabel()
        self.scale_label = QLabel()
        self.scale_label.setObjectName("tiwanakuScale")
        self.scale_label.setWordWrap(True)
        self.tokens_box = QGroupBox()
        tl = QVBoxLayout(self.tokens_box)
        supply_row = QHBoxLayout()  # one line: the column must fit 720 pixels in 4-player co-op
        supply_row.addWidget(self.supply_label)
        supply_row.addWidget(self.supply, 1)
        tl.addLayout(supply_row)
        tl.addWidget(self.scale_label)
        self.tiles = TileView()
        self.tiles.clicked.connect(self._tile_clicked)
        self.tiles_box = QGroupBox()
        QVBoxLayout(self.tiles_box).addWidget(self.tiles)
        self.reaction = QLabel()
        self.reaction.setObjectName("tiwanakuReaction")
        self.reaction.setWordWrap(True)
        self.deduce = QCheckBox()
        self.deduce.setObjectName("tiwanakuDeduce")
        self.deduce.toggled.connect(self._deduce_toggled)
        self._aid_used = False  # "show what can be deduced" was on: the game is practice

        # The automa's reaction and the practice aid go under the board, where the long board
        # leaves room: the side column keeps within a 1280x720 window in 4-player co-op.
        board_column = QWidget()
        bc = QVBoxLayout(board_column)
        bc.setContentsMargins(0, 0, 0, 0)
        bc.addWidget(self.view, 1)
        bc.addWidget(self.reaction)
        bc.addWidget(self.deduce)
        self._lay_out(board_column, (SIDE_WIDTH, SIDE_WIDTH_MAX),
                      [self.players_box, (self.diversity_box, 1), self.tokens_box, self.tiles_box])
        # the board's right click is the cell menu (pencil marks and rules)
        self.offer_rules_menu(self.diversity, self.supply, self.tiles, self.track)
        self._guide = None  # the tutorial's (move, areas), kept across states until guide(None)
        self.guide_frames = GuideFrames()
        self.retranslate()

    # ------------------------------------------------------------------ the agreed surface
    # points after each turn
    chart = TableChart("TiwanakuTable", QT_TRANSLATE_NOOP("TiwanakuTable", "Points"),
                       __package__ + ".points_chart", "PointsChart")

    def rules_topic_at(self, widget, pos):
        """A board cell: what it shows (see topic_for_cell); the diversity board, the tokens,
        the co-op tiles, the score track: their sections."""
        o = self._obs
        if widget is self.view:
            if o is None:
                return None
            point = self.view.mapToScene(pos)
            cell = next((it.cell for it in self.scene.cells if it.rect.contains(point)), None)
            return None if cell is None else topic_for_cell(o, cell)
        if widget is self.diversity:
            return "discovery"
        if widget is self.supply:
            return "offering"
        if widget is self.tiles:
            return "coop"
        if widget is self.track:
            return "coop_end" if o is not None and o.coop else "end"
        return None

    def set_game(self, state, seats, show=True):
        """A new game; `show=False` when the caller shows a position of it next (the main
        window, with the seat that looks)."""
        self._seats = list(seats)
        self._aid_used = False
        self.deduce.setChecked(False)  # off by default in every game
        self._seen = None
        self._reaction, self._paths = [], []
        self.pencil = PencilMarks()
        self.scene.build(0, 0)  # a new board: nothing turns over
        if show:
            self.set_state(state, None, False)

    def set_state(self, state, viewer, interactive):
        # the state may be the same object, changed in place: compare with what was seen
        seen, self._seen = self._seen, (state.scenario, len(state.history))
        if seen and seen[0] is state.scenario and seen[1] < len(state.history):
            new = state.history[seen[1]:]
            if any(ACTION_LINE.match(line) for line in new):
                self._reaction, self._paths = [], []  # an action: its own reaction, if any
            # A reaction may go on after a question (co-op: who gives the discovered tile?):
            # its later steps add to the steps already shown.
            lines = [line for line in new if line.startswith("automa")]
            steps = [_event_text(line) for line in lines]
            if any(steps):
                self._reaction = self._reaction + [t[:1].upper() + t[1:] for t in steps if t]
                self._paths = self._paths + [(m[1], m[3]) for m in map(AUTOMA_MOVES.match, lines)
                                             if m]
        self._state = state
        self._viewer = viewer
        self._interactive = bool(interactive) and state.phase != OVER
        # Everything drawn comes from what the viewer may see (no viewer: no private data).
        self._obs = observation(state, viewer)
        self._legal = engine.legal_moves(state) if self._interactive else []
        self._picked = None
        self._chooser = None
        self._offer = set()
        self._hint = None
        self.bar.show_message("")
        self._refresh()

    def show_hint(self, move):
        if not self._interactive or move not in self._legal:
            return
        self._hint = move
        match move:
            case Explore(src=None):
                self._picked = ("stack",)
            case Explore(src=src) | ReturnToStack(src=src):
                self._picked = ("pawn", self._obs.grid.parse(src))
            case Divine(cell=cell):
                self._picked = ("pawn", self._obs.grid.parse(cell))
                self._chooser = self._picked[1]
            case Offer(levels=levels):
                self._offer = set(levels)
        self._refresh()

    # ------------------------------------------------------------------ the tutorial's guide
    def guide_areas(self):
        """The parts of the table a tutorial step may name in its "highlight"."""
        return GUIDE_AREAS

    def guide(self, move=None, areas=()):
        """Highlight what `move` is made with (its cells, crop chip, buttons) and frame the
        named areas; the other clickable targets are dimmed. guide(None) clears it all. The
        guide stays over later states (a pick, a new decision) until it is changed."""
        unknown = [a for a in areas if a not in GUIDE_AREAS]
        if unknown:
            raise ValueError(f"unknown guide area(s): {', '.join(unknown)}")
        self._guide = (move, tuple(areas)) if move is not None or areas else None
        if self._obs is not None:
            self._draw_board()
            self._build_bar()
        areas = self._guide[1] if self._guide else ()
        self.guide_frames.show([self._area_widget(a) for a in areas])

    def guide_rect(self, move=None, areas=()):
        """Where the callout should point, in the table's coordinates: the bounding box of the
        move's targets and the named areas shown now (the board if none of them is shown; an
        empty rectangle when nothing is asked)."""
        return united(self.guide_rects(move, areas))

    def guide_rects(self, move=None, areas=()):
        """guide_rect's parts, one a target or area."""
        if move is None and not areas:
            return []
        rects = []
        cells, chips, buttons = move_targets(move) if move is not None else ((), (), ())
        o = self._obs
        if o is not None:
            for name in cells:
                try:
                    rects.append(self._scene_rect(cell_rect(self.scene.cols, o.grid.parse(name))))
                except ValueError:
                    continue
            for item in self.scene.level_items():
                if item.level in chips:
                    rects.append(self._scene_rect(item.rect))
        rects += [rect_in(self, b) for b in self.bar.buttons
                  if b.objectName() in buttons and b.isVisible()]
        rects += [rect_in(self, self._area_widget(a)) for a in areas
                  if self._area_widget(a).isVisible()]
        return rects or [rect_in(self, self.view)]

    def _area_widget(self, name):
        return {"board": self.view, "players": self.players_box, "scores": self.track,
                "diversity": self.diversity_box, "tokens": self.tokens_box,
                "tiles": self.tiles_box, "reaction": self.reaction, "bar": self.bar,
                "practice": self.deduce}[name]

    def _scene_rect(self, rect):
        """A scene rectangle in the table's coordinates."""
        r = self.view.mapFromScene(rect).boundingRect()
        return QRect(self.view.viewport().mapTo(self, r.topLeft()), r.size())

    def _clickable_cells(self):
        """The cells a click would act on now: pawns that can move or divine, the cells the
        picked pawn (or the stack) can reach, the automa pawns to choose from."""
        if not self._interactive:
            return set()
        g = self._obs.grid
        out = set(self._reach())
        for m in self._legal:
            name = getattr(m, "src", None) or getattr(m, "cell", None)
            if isinstance(m, (Explore, ReturnToStack, Divine, AutomaFirst)) and name:
                out.add(g.parse(name))
        return out

    def _guide_board(self):
        cells, chips = {}, {}
        if self._guide is not None and self._guide[0] is not None:
            on_cells, on_chips, _ = move_targets(self._guide[0])
            g = self._obs.grid
            cells = dict.fromkeys(self._clickable_cells(), "dim")
            for name in on_cells:
                cells[g.parse(name)] = "on"
            chips = {it.level: "on" if it.level in on_chips else "dim"
                     for it in self.scene.level_items()}
        self.scene.show_guide(cells, chips)

    def _guide_bar(self):
        move = self._guide[0] if self._guide else None
        on = move_targets(move)[2] if move is not None else ()
        for b in self.bar.buttons:
            style_button(b, None if move is None else "on" if b.objectName() in on else "dim")

    def retranslate(self):
        self.players_box.setTitle(translate("TiwanakuTable", "Players and scores"))
        self.diversity_box.setTitle(translate("TiwanakuTable", "Diversity board (tiles left, terrain markers)"))
        self.tokens_box.setTitle(translate("TiwanakuTable", "Crop tokens"))
        self.tiles_box.setTitle(translate("TiwanakuTable", "Terrain tiles in hand"))
        self.supply_label.setText(translate("TiwanakuTable", "Supply:"))
        self.deduce.setText(translate("TiwanakuTable", "Practice: show what can be deduced"))
        self.deduce.setToolTip(translate("TiwanakuTable", "Marks with = the crops that follow from what everyone "
                                         "can see. A game where it was used is not counted in the statistics."))
        if self._state is not None:
            self._refresh()

    # pencil marks: saved by the shell in the save file's `extra`
    def pencil_state(self):
        return self.pencil.to_dict()

    def extra_state(self):
        """What the shell keeps in the save file for this table: the pencil marks, and whether the
        practice aid was used (the shell then leaves the game out of the statistics)."""
        out = {}
        if self.pencil_state():
            out["pencil"] = self.pencil_state()
        if self._aid_used:
            out["practice_aid"] = True
        return out or None

    def set_extra_state(self, data):
        self._aid_used = isinstance(data, dict) and data.get("practice_aid") is True
        try:
            self.set_pencil_state((data or {}).get("pencil") if isinstance(data, dict) else None)
        except ValueError as exc:  # a damaged part of the file: the game opens without its marks
            self.notice.emit(self.tr("The pencil marks in this file could not be read (%1).")
                             .replace("%1", str(exc)))

    def set_pencil_state(self, data):
        """Marks from a save; bad data raises ValueError and keeps the current marks."""
        self.pencil = PencilMarks.from_dict(data or {})
        if self._state is not None:
            self._draw_board()

    def _deduce_toggled(self, on):
        if on and not self._aid_used:
            self._aid_used = True
            self.extra_changed.emit()  # kept in the (auto)save: reopening does not count it
        self._draw_board()

    # ------------------------------------------------------------------ what others just did
    @staticmethod
    def move_touches(before, after, seat):
        """What a move did on the board, read from the public log it added: a pawn that walked
        (or came from the stack, or went back), a cell divined or turned over, and the automa's
        pawns that walked after it (seat None)."""
        grid = before.scenario.grid
        out = []
        for line in after.history[len(before.history):]:
            if m := _PAWN_MOVE.match(line):
                dest = grid.parse(m[3])
                src = (("cell", grid.parse(m[2])),) if m[2] != "stack" else ()
                path = src + (("cell", dest),)
                out.append(Touch(int(m[1]) - 1, frozenset({("cell", dest)}), path,
                                 ("pawn", before.colour_of[int(m[1]) - 1])))
            elif m := _PAWN_CELL.match(line):
                out.append(Touch(int(m[1]) - 1, frozenset({("cell", grid.parse(m[2]))})))
            elif m := AUTOMA_MOVES.match(line):
                dest = grid.parse(m[3])
                out.append(Touch(None, frozenset({("cell", dest)}),
                                 (("cell", grid.parse(m[1])), ("cell", dest)), ("automa", None)))
        return out

    def set_pace(self, ms):
        """The Bot speed: Instant turns tiles over and shows the automa's steps at once."""
        self.scene.animate = ms > 0
        if ms <= 0:
            self.scene.finish_flips()

    def _walker(self, touch):
        kind, colour = touch.token or (None, None)
        if kind == "automa":
            return (lambda p, r: paint_pawn(p, r, art.AUTOMA_COLOUR, art.AUTOMA_LETTER, True)), 46
        if kind == "pawn" and self._obs is not None:
            name = self._pawn_names()[colour]
            return (lambda p, r: paint_pawn(p, r, art.pawn_colour(name), art.pawn_letter(name))), 46
        return None

    # ------------------------------------------------------------------ drawing
    def _name(self, seat):
        if seat < len(self._seats):
            return self._seats[seat].name
        return player_text(seat)

    def _pawn_names(self):
        return art.pawn_colour_names(self._seats, self._obs.colour_of)

    def _refresh(self):
        o = self._obs
        names = self._pawn_names()
        self._draw_board()
        self._draw_players(names)
        markers = [(art.pawn_colour(names[c]), art.pawn_letter(names[c]), False, o.markers[c],
                    self._colour_owners(c, art.pawn_letter(names[c])))
                   for c in sorted(set(o.colour_of))]
        if o.coop:
            markers.append((art.AUTOMA_COLOUR, art.AUTOMA_LETTER, True, o.markers[-1],
                            translate("TiwanakuTable", "Automa [A]")))
        self.diversity.show_board(o.column, markers)
        self.supply.show_counts(o.supply)
        holder = o.holder(o.current)
        held = o.tokens[holder].bit_count()
        self.scale_label.setText(translate("TiwanakuTable", "Offering 1-5 tokens scores %1; held: %2")
                                 .replace("%1", offering_scale(held)).replace("%2", str(held)))
        self.tiles_box.setVisible(o.coop)
        if o.coop:
            self.tiles.tile_model.set_hands(o.hands, [self._name(i) for i in range(o.players)])
            self.tiles.fit_rows()
        self.reaction.setVisible(bool(self._reaction))
        self.reaction.setText(translate("TiwanakuTable", "The automa's reaction:") + "\n" + "\n".join(self._reaction))
        self._build_bar()

    def _colour_owners(self, colour, letter):
        """'Ann, Cid [B]': the seats playing a pawn colour, with its letter."""
        seats = [self._name(seat) for seat, c in enumerate(self._obs.colour_of) if c == colour]
        return f"{', '.join(seats)} [{letter}]"

    def _draw_players(self, names):
        o = self._obs
        rows, entries = [], []
        for seat in range(o.players):
            c = o.colour_of[seat]
            colour = art.pawn_colour(names[c])
            letter = art.pawn_letter(names[c])
            h = o.holder(seat)
            turn = "▶ " if seat == o.current and o.phase != OVER else ""
            tokens = self._tokens_text(h)
            if o.mode == "coop":
                line = translate("TiwanakuTable", "%1%2 [%3]: stack %4").replace("%1", turn).replace("%2", self._name(seat)) \
                    .replace("%3", letter).replace("%4", str(o.stack[c]))
            else:
                line = translate("TiwanakuTable", "%1%2 [%3]: %4 points, stack %5, tokens %6") \
                    .replace("%1", turn).replace("%2", self._name(seat)).replace("%3", letter) \
                    .replace("%4", str(o.score[h])).replace("%5", str(o.stack[c])).replace("%6", tokens)
            rows.append(f'<span style="color:{colour.darker(130).name()}">■</span> {escaped(line)}')
            if not o.coop:
                entries.append((colour, letter, False, o.score[seat]))
        if o.coop:
            # solo: the player's own line above has the points (one line per player, not two)
            letter = "T" if o.mode == "coop" else art.pawn_letter(names[o.colour_of[0]])
            entries = [(art.pawn_colour(names[0]), letter, False, o.score[0]),
                       (art.AUTOMA_COLOUR, art.AUTOMA_LETTER, True, o.score[1])]
            if o.mode == "coop":
                rows.append(escaped(translate("TiwanakuTable", "%1 [T]: %2 points, tokens %3")
                                    .replace("%1", translate("TiwanakuTable", "Team"))
                                    .replace("%2", str(o.score[0]))
                                    .replace("%3", self._tokens_text(0))))
            rows.append(escaped(translate("TiwanakuTable", "Automa [A]: %1 points, tokens %2")
                                .replace("%1", str(o.score[1])).replace("%2", self._tokens_text(1))))
        self.players.setText("<br>".join(rows))
        self.track.show_scores(entries)
        mode = {"competitive": translate("TiwanakuTable", "Competitive"), "coop": translate("TiwanakuTable", "Co-operative"), "solo": translate("TiwanakuTable", "Solo")}[o.mode]
        # the code names the hidden map: shown once the game is over
        text = translate("TiwanakuTable", "%1 — scenario %2").replace("%1", mode).replace("%2", self._state.scenario.code) \
            if o.phase == OVER else mode
        if o.phase == OVER and self._revealed():
            text += "\n" + translate("TiwanakuTable", "Pale tiles and crops in dashed frames were never discovered.")
        if o.coop and o.direction:
            # on the mode's line: the column must keep within 720 pixels in 4-player co-op
            text += "  ·  " + translate("TiwanakuTable", "This turn's arrow: %1").replace("%1", arrow_text(o.direction))
        self.status.setText(text)

    def _tokens_text(self, holder):
        return " ".join(str(v) for v in range(1, 6) if self._obs.tokens[holder] >> (v - 1) & 1) or "—"

    def _marks(self):
        """{cell: "reach" | "selected"} for the current pick."""
        o = self._obs
        g = o.grid
        marks = {}
        if not self._interactive:
            return marks
        if o.phase == SUPPLIER:
            return {o.pending[0]: "selected"}
        if o.phase == AUTOMA_ORDER:
            for m in self._legal:
                marks[g.parse(m.cell)] = "reach"
            return marks
        if self._picked:
            if self._picked[0] == "pawn":
                marks[self._picked[1]] = "selected"
            for cell in self._reach():
                marks[cell] = "reach"
            if isinstance(self._hint, Explore):
                marks[g.parse(self._hint.dest)] = "hint"
        return marks

    def _reach(self):
        if not self._picked:
            return []
        g = self._obs.grid
        src = None if self._picked[0] == "stack" else g.name(self._picked[1])
        return [g.parse(m.dest) for m in self._legal if isinstance(m, Explore) and m.src == src]

    def _deduced(self):
        if not self.deduce.isChecked():
            return {}
        # imported when first asked for (off by default): it brings every Tiwanaku bot
        from ...bots.tiwanaku.deduction import candidates

        return {i: v for i, v in candidates(self._obs).items() if len(v) == 1}

    def _revealed(self):
        """Once the game is over, the hidden map is no secret: {cell: (terrain, crop)} of every
        cell whose terrain or crop nobody discovered, drawn faded so players see what they missed."""
        if self._state is None or self._state.phase != OVER:
            return {}
        sc, o = self._state.scenario, self._obs
        return {i: (sc.terrain[i], sc.crop[i]) for i in range(len(o.terrain))
                if o.terrain[i] is None or o.crop[i] is None}

    def _draw_board(self):
        if self._obs is None:
            return
        self.scene.show_cells(self._obs, self._pawn_names(), self._marks(),
                              self.pencil.cells(self._viewer), self._deduced(), self._revealed())
        levels = sorted({m.level for m in self._legal if isinstance(m, Divine)
                         and self._chooser is not None
                         and m.cell == self._obs.grid.name(self._chooser)})
        self.scene.show_levels(self._chooser if levels else None, levels)
        g = self._obs.grid
        self.scene.show_paths([(g.parse(a), g.parse(b)) for a, b in self._paths])
        self._guide_board()

    def _prompt(self):
        o = self._obs
        who = self._name(o.current)
        if o.phase == OVER:
            return translate("TiwanakuTable", "Game over.")
        if not self._interactive:
            return translate("TiwanakuTable", "%1's turn.").replace("%1", who)
        text = {
            PLAY_TILE: translate("TiwanakuTable", "%1: play a terrain tile (its arrow gives this turn's direction)."),
            ACTION: translate("TiwanakuTable", "%1: pick a pawn (or the stack), then a highlighted cell; "
                       "or pick a pawn on a terrain without a crop to divine."),
            DIVINE_MORE: translate("TiwanakuTable", "%1: right! Divine again with another pawn, or stop."),
            END_LOOP: translate("TiwanakuTable", "%1: final divinations. Divine with a pawn, or pass for good."),
            OFFER: translate("TiwanakuTable", "%1: tick the tokens to offer, or make no offering."),
            SUPPLIER: translate("TiwanakuTable", "%1: who gives the discovered terrain's tile?"),
            AUTOMA_ORDER: translate("TiwanakuTable", "%1: these automa pawns are equally near. Which moves first?"),
        }[o.phase]
        if o.phase == ACTION and o.coop and o.direction:
            text = translate("TiwanakuTable", "%1: arrow %2. Pick a pawn (or the stack), then the "
                             "highlighted cell; or pick a pawn on a terrain without a crop to divine.") \
                .replace("%2", arrow_text(o.direction))
        text = self._picked_prompt() or text
        if o.phase == OFFER and not self._offer_can_score():
            text = translate("TiwanakuTable", "%1: a single token scores nothing when offered. "
                             "Make no offering, or offer it anyway?")
        return text.replace("%1", who)

    def _picked_prompt(self):
        """What to do with the pawn (or the stack) just picked; None when nothing is."""
        if not self._picked or self._obs.phase not in (ACTION, DIVINE_MORE, END_LOOP):
            return None
        if self._picked[0] == "stack":
            return translate("TiwanakuTable", "%1: click a highlighted cell to bring a pawn there "
                             "from the stack.")
        moves, divines = bool(self._reach()), self._chooser is not None
        if moves and divines:
            return translate("TiwanakuTable", "%1: click a highlighted cell to move this pawn "
                             "there, or a crop next to its cell to divine it.")
        if moves:
            return translate("TiwanakuTable", "%1: click a highlighted cell to move this pawn there.")
        if divines:
            return translate("TiwanakuTable", "%1: click a crop next to this pawn's cell to divine it.")
        return None

    def _offer_can_score(self):
        """More than one token held: an offering can score (one token scores 0)."""
        o = self._obs
        return o.tokens[o.holder(o.current)].bit_count() > 1

    def _build_bar(self):
        self.bar.clear()
        self.bar.prompt.setText(self._prompt())
        o = self._obs
        if self._interactive:
            self._add_decision_buttons(o, self._legal)
        if self._viewer is not None:
            self.bar.add(translate("TiwanakuTable", "Pencil"), "tiwanakuPencil", self._toggle_pencil,
                         checkable=True, checked=self._pencil_mode,
                         tip=translate("TiwanakuTable", "Pencil mode: a click on a cell notes candidate "
                                       "crops and terrains (a right click always does)."))
        self.bar.finish()
        self._guide_bar()

    def _add_decision_buttons(self, o, legal):
        if o.phase == PLAY_TILE:
            for m in legal:
                top = o.hands[o.current][m.terrain][0]
                label = terrain_name(m.terrain) + (f" {ARROWS[top]}" if top else "")
                self.bar.add(label, f"tiwanakuPlay{m.terrain}", lambda _c=False, m=m: self._emit(m),
                             hinted=m == self._hint)
        elif o.phase in (ACTION, DIVINE_MORE, END_LOOP):
            if o.phase == ACTION and any(isinstance(m, Explore) and m.src is None for m in legal):
                c = o.colour_of[o.current]
                self.bar.add(translate("TiwanakuTable", "Pawn from the stack (%1)").replace("%1", str(o.stack[c])),
                             "tiwanakuStack", self._pick_stack, checkable=True,
                             checked=self._picked == ("stack",))
            if self._picked and self._picked[0] == "pawn":
                back = ReturnToStack(o.grid.name(self._picked[1]))
                if back in legal:
                    self.bar.add(translate("TiwanakuTable", "Back to the stack"), "tiwanakuReturn",
                                 lambda _c=False, m=back: self._emit(m), hinted=back == self._hint)
            if StopDivining() in legal:
                self.bar.add(translate("TiwanakuTable", "Stop divining"), "tiwanakuStop",
                             lambda _c=False: self._emit(StopDivining()),
                             hinted=self._hint == StopDivining())
            if Pass() in legal:
                label = translate("TiwanakuTable", "Pass for good") if o.phase == END_LOOP else translate("TiwanakuTable", "Pass")
                self.bar.add(label, "tiwanakuPass", lambda _c=False: self._emit(Pass()),
                             hinted=self._hint == Pass())
        elif o.phase == OFFER:
            held = [v for v in range(1, 6) if o.tokens[o.holder(o.current)] >> (v - 1) & 1]
            if not self._offer_can_score():  # the answer that makes sense comes first, in bold
                self.bar.add(translate("TiwanakuTable", "No offering"), "tiwanakuNoOffer",
                             lambda _c=False: self._emit(Offer(())), hinted=True)
            for v in held:
                self.bar.add(crop_name(v), f"tiwanakuToken{v}",
                             lambda on, v=v: self._toggle_token(v, on), checkable=True,
                             checked=v in self._offer)
            pts = engine.offering_points(len(self._offer))
            b = self.bar.add(translate("TiwanakuTable", "Offer %1 tokens: %2").replace("%1", str(len(self._offer)))
                             .replace("%2", points_text(pts)), "tiwanakuOffer", self._offer_chosen,
                             hinted=isinstance(self._hint, Offer) and bool(self._hint.levels))
            b.setEnabled(bool(self._offer))
            if self._offer_can_score():
                self.bar.add(translate("TiwanakuTable", "No offering"), "tiwanakuNoOffer",
                             lambda _c=False: self._emit(Offer(())), hinted=self._hint == Offer(()))
        elif o.phase == SUPPLIER:
            t = terrain_name(o.terrain[o.pending[0]])
            for m in legal:
                self.bar.add(translate("TiwanakuTable", "%1 gives the %2 tile").replace("%1", self._name(m.seat)).replace("%2", t),
                             f"tiwanakuSupplier{m.seat}", lambda _c=False, m=m: self._emit(m),
                             hinted=m == self._hint)
        elif o.phase == AUTOMA_ORDER:
            for m in legal:
                self.bar.add(translate("TiwanakuTable", "Automa pawn on %1").replace("%1", m.cell),
                             f"tiwanakuAutoma{m.cell}", lambda _c=False, m=m: self._emit(m),
                             hinted=m == self._hint)

    # ------------------------------------------------------------------ input
    def _emit(self, move):
        if move not in self._legal:
            self._refuse(translate("TiwanakuTable", "That is not possible now."))
            return
        self.move_chosen.emit(move)

    def _refuse(self, text):
        self.bar.show_message(text)
        self.notice.emit(text)

    def _pick_stack(self, _checked=False):
        self._picked = None if self._picked == ("stack",) else ("stack",)
        self._chooser = None
        self._draw_board()
        self._build_bar()

    def _toggle_token(self, v, on):
        (self._offer.add if on else self._offer.discard)(v)
        self._build_bar()

    def _offer_chosen(self, _checked=False):
        self._emit(Offer(tuple(sorted(self._offer))))

    def _toggle_pencil(self, on):
        self._pencil_mode = bool(on)

    def _tile_clicked(self, index):
        o = self._obs
        if not self._interactive or o.phase != PLAY_TILE:
            self._refuse(translate("TiwanakuTable", "Tiles are played at the start of your turn."))
            return
        if index.row() != o.current:
            self._refuse(translate("TiwanakuTable", "You can only play your own tiles."))
            return
        move = PlayTile(index.column())
        if move not in self._legal:
            self._refuse(translate("TiwanakuTable", "You hold no %1 tile.").replace("%1", terrain_name(index.column())))
            return
        self.move_chosen.emit(move)

    def _cell_clicked(self, cell):
        if self._pencil_mode:
            self._open_pencil_menu(cell, None)
            return
        if not self._interactive:
            self._refuse(translate("TiwanakuTable", "It is not your turn to act."))
            return
        o = self._obs
        g = o.grid
        name = g.name(cell)
        if o.phase == AUTOMA_ORDER:
            move = AutomaFirst(name)
            if move in self._legal:
                self.move_chosen.emit(move)
            else:
                self._refuse(translate("TiwanakuTable", "Choose one of the highlighted automa pawns."))
            return
        if o.phase not in (ACTION, DIVINE_MORE, END_LOOP):
            self._refuse(translate("TiwanakuTable", "Answer the question above first."))
            return
        if self._picked and cell in self._reach():
            src = None if self._picked[0] == "stack" else g.name(self._picked[1])
            self.move_chosen.emit(Explore(src, name))
            return
        own = o.pawns[cell] == o.colour_of[o.current]
        divinable = any(isinstance(m, Divine) and m.cell == name for m in self._legal)
        movable = any(isinstance(m, (Explore, ReturnToStack)) and m.src == name for m in self._legal)
        if own and (divinable or movable):
            if self._picked == ("pawn", cell):
                self._picked, self._chooser = None, None
            else:
                self._picked = ("pawn", cell)
                self._chooser = cell if divinable else None
            self._draw_board()
            self._build_bar()
            return
        if own:
            reason = translate("TiwanakuTable", "This pawn cannot divine now: its cell has a crop or no terrain yet.") \
                if o.phase != ACTION else translate("TiwanakuTable", "This pawn can neither move nor divine now.")
        elif o.phase != ACTION:
            reason = translate("TiwanakuTable", "Only your pawns on a terrain without a crop can divine now.")
        elif self._picked:
            reason = translate("TiwanakuTable", "That pawn cannot reach %1 and stop there.").replace("%1", name)
        elif o.pawns[cell] == AUTOMA:
            reason = translate("TiwanakuTable", "That is the automa's pawn.")
        elif o.pawns[cell] >= 0:
            reason = translate("TiwanakuTable", "That pawn is not yours.")
        else:
            reason = translate("TiwanakuTable", "Pick one of your pawns or the stack first.")
        self._refuse(reason)

    def _level_clicked(self, level):
        if self._chooser is None:
            return
        self._emit(Divine(self._obs.grid.name(self._chooser), level))

    # pencil marks
    def _cell_menu(self, cell, pos):
        self._open_pencil_menu(cell, pos)

    def _pencil_problem(self, cell):
        o = self._obs
        if o is None or self._viewer is None:
            return translate("TiwanakuTable", "Pencil marks belong to a player: none while the screen is covered.")
        if o.crop[cell] is not None:
            return translate("TiwanakuTable", "This cell's crop is known.")
        return None

    def pencil_menu(self, cell):
        """The pencil menu for a cell (None when no marks may be made there)."""
        problem = self._pencil_problem(cell)
        if problem:
            self._refuse(problem)
            return None
        return self._pencil_actions(PencilMenu(self), cell)

    def cell_menu(self, cell):
        """A right click on a cell: its pencil marks (or why there are none) and its rules."""
        problem = self._pencil_problem(cell)
        menu = PencilMenu(self)
        if problem:
            menu.addAction(problem).setEnabled(False)
        else:
            self._pencil_actions(menu, cell)
        menu.addSeparator()
        topic = topic_for_cell(self._obs, cell) if self._obs is not None else None
        rules_menu_action(menu, lambda: self.show_rules(topic))
        return menu

    def _pencil_actions(self, menu, cell):
        o = self._obs
        seat = self._viewer
        menu.addSection(translate("TiwanakuTable", "Candidate crops on %1").replace("%1", o.grid.name(cell)))
        for v in range(1, 6):
            a = menu.addAction(crop_name(v))
            a.setCheckable(True)
            a.setChecked(v in self.pencil.crops(seat, cell))
            a.setObjectName(f"pencilCrop{v}")
            a.triggered.connect(lambda _c=False, v=v: self._pencil(lambda: self.pencil.toggle_crop(seat, cell, v)))
        if o.terrain[cell] is None:
            menu.addSection(translate("TiwanakuTable", "Terrain guesses"))
            for t in range(4):
                a = menu.addAction(terrain_name(t))
                a.setCheckable(True)
                a.setChecked(t in self.pencil.terrains(seat, cell))
                a.setObjectName(f"pencilTerrain{t}")
                a.triggered.connect(lambda _c=False, t=t: self._pencil(
                    lambda: self.pencil.toggle_terrain(seat, cell, t)))
        menu.addSeparator()
        a = menu.addAction(translate("TiwanakuTable", "Clear the marks"))
        a.setObjectName("pencilClear")
        a.triggered.connect(lambda _c=False: self._pencil(lambda: self.pencil.clear(seat, cell)))
        return menu

    def _open_pencil_menu(self, cell, pos):
        """Pencil mode's click (pencil marks only) or a right click (pos given: marks and rules).
        Both open at the same place, beside the cell, so that its marks stay in view."""
        menu = self.cell_menu(cell) if pos is not None else self.pencil_menu(cell)
        if menu is None:
            return
        menu.setAttribute(Qt.WA_DeleteOnClose)
        self.open_menu = menu
        menu.popup(self.menu_point(cell))

    def menu_point(self, cell):
        """Where a cell's menus open (screen coordinates): at its top right corner."""
        corner = cell_rect(self.scene.cols, cell).topRight()
        return self.view.viewport().mapToGlobal(self.view.mapFromScene(corner))

    def _pencil(self, change):
        change()
        self._draw_board()
        self.extra_changed.emit()  # kept at once: a crash must not lose a mark
