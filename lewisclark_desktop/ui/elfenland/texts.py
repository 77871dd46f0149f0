"""Elfenland in words, in the current language: names of transports, terrains and phases, the
game log (`log_text`), the new-game options, the end-of-game summary and the statistics row.

Town names stay in Latin letters in both languages (the seed gives no Japanese names)."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QCheckBox, QVBoxLayout, QWidget

from ...elfenland import engine
from ...elfenland.board import EDGES, TOWN_INDEX, TOWNS
from ...elfenland.components import HIDDEN, MARKERS_PER_PLAYER
from ...elfenland.components import COST, TRANSPORTS
from ...elfenland.journey import caravan_price, normal_price
from ...elfenland.state import DRAW, KEEP_CARDS, KEEP_COUNTER, OVER, PLACE, TRAVEL
from ..i18n import RetranslateOnLanguageChange, TrContext
from ..seat_names import seat_name, seat_names

translate = QCoreApplication.translate
ElfenlandMoves = TrContext("ElfenlandMoves")  # plural texts (see TrContext)
ElfenlandRoads = TrContext("ElfenlandRoads")

CARD_NAMES = (QT_TRANSLATE_NOOP("Elfenland", "Dragon"), QT_TRANSLATE_NOOP("Elfenland", "Unicorn"),
              QT_TRANSLATE_NOOP("Elfenland", "Troll wagon"),
              QT_TRANSLATE_NOOP("Elfenland", "Elf-cycle"),
              QT_TRANSLATE_NOOP("Elfenland", "Magic cloud"),
              QT_TRANSLATE_NOOP("Elfenland", "Giant pig"), QT_TRANSLATE_NOOP("Elfenland", "Raft"))
TERRAIN_NAMES = {"plain": QT_TRANSLATE_NOOP("Elfenland", "Plain"),
                 "forest": QT_TRANSLATE_NOOP("Elfenland", "Forest"),
                 "desert": QT_TRANSLATE_NOOP("Elfenland", "Desert"),
                 "mountain": QT_TRANSLATE_NOOP("Elfenland", "Mountain"),
                 "river": QT_TRANSLATE_NOOP("Elfenland", "River"),
                 "lake": QT_TRANSLATE_NOOP("Elfenland", "Lake")}
PHASE_NAMES = {DRAW: QT_TRANSLATE_NOOP("Elfenland", "Phase 3: take counters"),
               PLACE: QT_TRANSLATE_NOOP("Elfenland", "Phase 4: place counters"),
               TRAVEL: QT_TRANSLATE_NOOP("Elfenland", "Phase 5: move the boots"),
               KEEP_CARDS: QT_TRANSLATE_NOOP("Elfenland", "Phase 6: end of the round"),
               KEEP_COUNTER: QT_TRANSLATE_NOOP("Elfenland", "Phase 6: end of the round"),
               OVER: QT_TRANSLATE_NOOP("Elfenland", "Game over")}
COLOUR_NAMES = {"red": QT_TRANSLATE_NOOP("Elfenland", "red"),
                "blue": QT_TRANSLATE_NOOP("Elfenland", "blue"),
                "green": QT_TRANSLATE_NOOP("Elfenland", "green"),
                "yellow": QT_TRANSLATE_NOOP("Elfenland", "yellow"),
                "purple": QT_TRANSLATE_NOOP("Elfenland", "purple"),
                "black": QT_TRANSLATE_NOOP("Elfenland", "black")}


def card_name(kind):
    return translate("Elfenland", CARD_NAMES[kind])


def terrain_name(kind):
    return translate("Elfenland", TERRAIN_NAMES[kind])


def phase_name(phase):
    return translate("Elfenland", PHASE_NAMES[phase])


def colour_name(colour):
    return translate("Elfenland", COLOUR_NAMES.get(colour, colour))


def town_name(town):
    return TOWNS[town].name


ROAD_TEXT = QT_TRANSLATE_NOOP("Elfenland", "the road %1–%2 (%3)")
WATER_TEXTS = {"river": QT_TRANSLATE_NOOP("Elfenland", "the river %1–%2"),
               "lake": QT_TRANSLATE_NOOP("Elfenland", "the lake %1–%2")}
ROUTES = {"plain": QT_TRANSLATE_NOOP("Elfenland", "by the plain road"),
          "forest": QT_TRANSLATE_NOOP("Elfenland", "by the forest road"),
          "desert": QT_TRANSLATE_NOOP("Elfenland", "by the desert road"),
          "mountain": QT_TRANSLATE_NOOP("Elfenland", "by the mountain road"),
          "lake": QT_TRANSLATE_NOOP("Elfenland", "across the lake")}
DOWN_RIVER = QT_TRANSLATE_NOOP("Elfenland", "down the river")
UP_RIVER = QT_TRANSLATE_NOOP("Elfenland", "up the river")


def edge_text(edge):
    """The connection in plain words, 'the road Rivinia–Feodor (forest)' or 'the river
    Wylhien–Jaccaranda' (never the map's ids: a player reads this)."""
    e = EDGES[edge]
    text = translate("Elfenland", WATER_TEXTS.get(e.kind, ROAD_TEXT))
    return (text.replace("%1", town_name(e.a)).replace("%2", town_name(e.b))
            .replace("%3", terrain_name(e.kind).lower()))


def edge_title(edge):
    """edge_text as a heading (a tooltip): 'The road Rivinia–Feodor (forest)'."""
    text = edge_text(edge)
    return text[:1].upper() + text[1:]


def road_tip(s, edge):
    """A connection's tooltip: its name, the counter on it and what a step along it costs now
    (public facts: counters and obstacles lie face up); a road without a counter lists what
    each counter would cost there."""
    e = EDGES[edge]
    lines = [edge_title(edge)]
    if e.kind == "river":
        down = e.downstream_to
        up = e.a if down == e.b else e.b
        for start, to in ((up, down), (down, up)):
            _, n = normal_price(s, edge, start)
            lines.append(ElfenlandRoads.tr("To %1: %n raft(s)", None, n)
                         .replace("%1", TOWNS[to].name))
        return "\n".join(lines)
    if e.kind == "lake":
        _, n = normal_price(s, edge, e.a)
        lines.append(ElfenlandRoads.tr("Either way: %n raft(s)", None, n))
        return "\n".join(lines)
    counter = s.roads[edge]
    if counter >= 0:
        kind, n = normal_price(s, edge, e.a)
        lines.append(ElfenlandRoads.tr("%1: %n card(s) of that kind", None, n)
                     .replace("%1", card_name(kind)))
        lines.append(ElfenlandRoads.tr("or a caravan: any %n card(s)", None,
                                       caravan_price(s, edge)))
        if s.obstacles[edge] >= 0:
            lines.append(translate("ElfenlandRoads", "(the obstacle adds one card)"))
        return "\n".join(lines)
    prices = [translate("ElfenlandRoads", "%1 %2").replace("%1", card_name(c))
              .replace("%2", str(COST[name][e.kind]))
              for c, name in enumerate(TRANSPORTS) if COST[name][e.kind] is not None]
    lines.append(translate("ElfenlandRoads", "No counter yet. Cards a step costs with each "
                                             "counter: %1").replace("%1", ", ".join(prices)))
    return "\n".join(lines)


def route_text(edge, here):
    """How a step from `here` goes along the connection: 'by the forest road', 'down the
    river', 'across the lake' (with the destination, this names one link of a pair of towns
    with two)."""
    e = EDGES[edge]
    if e.kind == "river":
        there = e.b if e.a == here else e.a
        return translate("Elfenland", DOWN_RIVER if there == e.downstream_to else UP_RIVER)
    return translate("Elfenland", ROUTES[e.kind])


def way_text(edge, here, cards=None, price=None):
    """A way to pay for a step: 'Giant pig by the plain road', '2× Raft up the river',
    'Caravan by the forest road: 2× Dragon + Troll wagon'. `cards`: a caravan's cards;
    `price`: (kind, n) of a normal step."""
    route = route_text(edge, here)
    if cards:
        return (translate("Elfenland", "Caravan %1: %2").replace("%1", route)
                .replace("%2", cards_text(cards)))
    kind, n = price
    return translate("Elfenland", "%1 %2").replace("%1", price_text(kind, n)).replace("%2", route)


def cards_text(cards):
    """'2× Giant pig + Raft' for a sorted tuple of card types."""
    parts = []
    for kind in sorted(set(cards)):
        n = cards.count(kind)
        parts.append(card_name(kind) if n == 1 else
                     translate("Elfenland", "%1× %2").replace("%1", str(n))
                     .replace("%2", card_name(kind)))
    return " + ".join(parts)


def price_text(kind, n):
    return cards_text((kind,) * n)


# ------------------------------------------------------------------------------ the game log
def log_text(move, before):
    """The move as everyone at the table may read it. Round-end choices (moves.PRIVATE_KINDS)
    give counts only: which cards and which counter were kept is never named."""
    k = move.kind
    if k == "take":
        return translate("ElfenlandMoves", "Take a face-up %1").replace("%1", card_name(move.counter))
    if k == "draw":
        top = before.supply[-1] if before is not None and before.supply else HIDDEN
        if top == HIDDEN:  # the log reader's observation does not know it yet
            return translate("ElfenlandMoves", "Draw a counter from the stack")
        return translate("ElfenlandMoves", "Draw %1 from the stack").replace("%1", card_name(top))
    if k == "place":
        text = (translate("ElfenlandMoves", "Place the secret counter %1 on %2") if move.secret
                else translate("ElfenlandMoves", "Place %1 on %2"))
        return text.replace("%1", card_name(move.counter)).replace("%2", edge_text(move.edge))
    if k == "obstacle":
        return translate("ElfenlandMoves", "Put the obstacle on %1").replace("%1", edge_text(move.edge))
    if k == "pass":
        return translate("ElfenlandMoves", "Pass")
    if k == "move":
        return _step_text(move, before)
    if k == "end":
        if before is not None:
            return (translate("ElfenlandMoves", "End the journey in %1")
                    .replace("%1", town_name(before.player().boot)))
        return translate("ElfenlandMoves", "End the journey")
    if k == "keep":
        return ElfenlandMoves.tr("Keep %n card(s)", None, len(move.cards))
    if k == "keep-counter":
        return translate("ElfenlandMoves", "Keep one counter face down")
    return str(move)


def log_round(state):
    """The round a position is in, as the log's and the History's heading."""
    return translate("ElfenlandMoves", "Round %1").replace("%1", str(state.round))


def move_preview(move, observation):
    """The move in words *before* it is made (a hint, a button; see games.py), from the deciding
    seat's observation only: a draw from the stack names no counter, since the observation's
    stack is face down. The round-end choices name the deciding seat's own cards and counter
    (the log gives only counts)."""
    if move.kind == "keep":
        if not move.cards:
            return translate("ElfenlandMoves", "Keep no card")
        return translate("ElfenlandMoves", "Keep %1").replace("%1", cards_text(move.cards))
    if move.kind == "keep-counter":
        return (translate("ElfenlandMoves", "Keep %1 face down")
                .replace("%1", card_name(move.counter)))
    return log_text(move, observation)


def automatic_pass_text():
    return translate("ElfenlandMoves", "Pass (nothing left to place)")


def log_extra(before, after):
    """The passes made for players with nothing to place (D13), which count like any pass:
    [(seat, text)] after the move that led to them."""
    n = before.num_players
    if before.phase == PLACE:
        first = (before.current + 1) % n
        placed = (sum(r >= 0 for r in after.roads) + sum(o >= 0 for o in after.obstacles)
                  > sum(r >= 0 for r in before.roads) + sum(o >= 0 for o in before.obstacles))
        passes = 0 if placed else before.passes + 1
    elif before.phase == DRAW and after.phase != DRAW:
        first, passes = after.start_player, 0
    else:
        return []
    if after.phase == PLACE:
        count = (after.current - first) % n
    elif after.phase == TRAVEL and after.round == before.round:
        count = max(0, n - passes)
    else:
        return []
    return [((first + k) % n, automatic_pass_text()) for k in range(count)]


def _step_text(move, before):
    e = EDGES[move.edge]
    if before is None:
        return translate("ElfenlandMoves", "Travel along %1").replace("%1", edge_text(move.edge))
    here = before.player().boot
    there = e.b if e.a == here else e.a
    if move.cards:
        paid = translate("ElfenlandMoves", "caravan: %1").replace("%1", cards_text(move.cards))
    else:
        kind, n = normal_price(before, move.edge, here)
        paid = price_text(kind, n)
    return (translate("ElfenlandMoves", "Travel from %1 to %2 %3, paying %4")
            .replace("%1", town_name(here)).replace("%2", town_name(there))
            .replace("%3", route_text(move.edge, here)).replace("%4", paid))


# ------------------------------------------------------------------------------ new game
class OptionsWidget(RetranslateOnLanguageChange, QWidget):
    """Elfenland's options in the New game dialog (the dialog chooses the players, 2 to 6)."""

    DEFAULT_SEATS = 3  # BGA advises 3 or more

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.variant = QCheckBox(self)
        self.variant.setObjectName("elfenlandVariant")
        layout.addWidget(self.variant)
        self.retranslate()

    def retranslate(self):
        self.variant.setText(translate("ElfenlandOptions", "Destination variant (town cards)"))
        self.variant.setToolTip(translate(
            "ElfenlandOptions", "Each player gets a secret town card; at the end, the connections "
            "from the boot to that town are subtracted from the score."))

    def options(self):
        return {"variant": self.variant.isChecked()}

    def set_options(self, options):
        self.variant.setChecked(bool(options.get("variant", False)))

    def seat_count(self):
        return self.DEFAULT_SEATS


def options_widget(parent=None):
    return OptionsWidget(parent)


# ------------------------------------------------------------------------------ end of game
def _place_text(place):
    return translate("ElfenlandEnd", "%1.").replace("%1", str(place))


def end_summary(state, seats):
    """Rows for the end dialog: (headline, one cell per seat). The ranking follows the
    tie-break (markers, then cards in hand; variant: score, then distance, then cards)."""
    n = state.num_players
    places = {seat: place for place, seat in engine.ranking(state)}
    rows = [(translate("ElfenlandEnd", "Place"), [_place_text(places[i]) for i in range(n)]),
            (translate("ElfenlandEnd", "Towns collected"),
             [translate("ElfenlandEnd", "%1 / %2").replace("%1", str(p.markers))
              .replace("%2", str(MARKERS_PER_PLAYER)) for p in state.players]),
            (translate("ElfenlandEnd", "Cards in hand (tie-break)"),
             [str(p.card_count) for p in state.players])]
    if state.variant:
        rows.append((translate("ElfenlandEnd", "Town card"),
                     [town_name(p.destination) if p.destination >= 0 else "?"
                      for p in state.players]))
        rows.append((translate("ElfenlandEnd", "Distance to the town card"),
                     [str(engine.distance_left(state, i)) for i in range(n)]))
    rows.append((translate("ElfenlandEnd", "Score"), [str(engine.score(state, i)) for i in range(n)]))
    return rows


def end_headline(state, seats):
    """The winner, or the shared first place, and in words what decided it (D16)."""
    ranking = engine.ranking(state)
    first = [seat for place, seat in ranking if place == 1]
    names = seat_names(seats, state.num_players)
    if len(first) > 1:
        return (translate("ElfenlandEnd", "Shared first place: %1 (the tie-breaks leave them equal).")
                .replace("%1", ", ".join(names[i] for i in first)))
    win = first[0]
    points = engine.score(state, win)
    tied = [seat for _, seat in ranking if seat != win and engine.score(state, seat) == points]
    if not tied:
        text = (translate("ElfenlandEnd", "%1 wins with a score of %2.") if state.variant
                else translate("ElfenlandEnd", "%1 wins with %2 towns."))
        return text.replace("%1", names[win]).replace("%2", str(points))
    other = tied[0]
    if state.variant and engine.distance_left(state, win) != engine.distance_left(state, other):
        text = translate("ElfenlandEnd", "%1 wins: tied with %2 on score, but closer to the town card.")
    elif state.variant:
        text = translate("ElfenlandEnd", "%1 wins: tied with %2 on score and distance, but with more "
                                         "cards in hand (%3 to %4).")
    else:
        text = translate("ElfenlandEnd", "%1 wins: tied with %2 on towns, but with more cards in "
                                         "hand (%3 to %4).")
    return (text.replace("%1", names[win]).replace("%2", names[other])
            .replace("%3", str(state.players[win].card_count))
            .replace("%4", str(state.players[other].card_count)))


def result_row(state, seats):
    """One finished game for the statistics (games.py: the winner's seat or None, the turns,
    a score per seat), and who sat where, places and towns."""
    places = {seat: place for place, seat in engine.ranking(state)}
    win = engine.winner(state)
    return {"game": "elfenland", "players": state.num_players, "variant": state.variant,
            "rounds": state.round, "winner": win, "turns": state.turn,
            "scores": [engine.score(state, i) for i in range(state.num_players)],
            "seats": [{"name": seat_name(seats, i),
                       "colour": p.colour,
                       "kind": seats[i].kind if i < len(seats) else "human",
                       "place": places[i], "score": engine.score(state, i),
                       "towns": p.markers, "cards": p.card_count,
                       "won": places[i] == 1 and win == i}
                      for i, p in enumerate(state.players)]}


def review_text(explanation):
    """A review's explanation in words (games.py's surface): the towns the suggestion reaches
    and the move played does not (the engine's "towns_gained": town ids)."""
    towns = explanation.get("towns_gained")
    if not isinstance(towns, (list, tuple)):
        return ""
    names = [n for n in (_review_town(t) for t in towns) if n]
    if not names:
        return ""
    return (translate("ReviewWords", "The suggestion leads towards %1.")
            .replace("%1", translate("ReviewWords", ", ").join(names)))


def _review_town(town):
    if isinstance(town, int) and not isinstance(town, bool) and 0 <= town < len(TOWNS):
        return town_name(town)
    if isinstance(town, str):
        return town_name(TOWN_INDEX[town]) if town in TOWN_INDEX else town
    return ""
