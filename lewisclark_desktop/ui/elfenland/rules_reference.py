"""Elfenland's rules reference: our own short text, following the engine's binding decisions
(rules spec §10), shown by the shared window of `ui/rules_reference.py`.

Numbers (cards, counters, costs, rounds, hand size …) come from the rules package, and the cost
table is built from `components.COST`, so nothing is written twice. Topics are section keys;
`topic_for_edge`, `topic_for_town` and `topic_for_counter` name the section of a map element.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...elfenland.board import EDGES, MARKER_TOWNS, TERRAINS, TOWNS
from ...elfenland.components import (
    CARAVAN_CARDS,
    CARDS_KEPT,
    CARDS_PER_TYPE,
    COST,
    COUNTERS_KEPT,
    COUNTERS_PER_TYPE,
    DISPLAY_SIZE,
    HAND_SIZE,
    LAKE_RAFTS,
    MARKERS_PER_PLAYER,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OBSTACLE_EXTRA,
    RAFT,
    RIVER_DOWNSTREAM,
    RIVER_UPSTREAM,
    ROUNDS,
    TAKES_PER_ROUND,
    TOTAL_CARDS,
    TOTAL_COUNTERS,
    TOWN_CARDS,
    TRANSPORTS,
)
from ..rules_reference import RulesBook, fill, table_html
from .texts import card_name, terrain_name, town_name, translate

CONTEXT = "ElfenlandRules"


def _links(kind):
    return sum(1 for e in EDGES if e.kind == kind)


def _cost_table(book):
    header = [translate("ElfenlandRules", "Counter")] + [terrain_name(t) for t in TERRAINS]
    rows = [[card_name(k)] + ["–" if COST[name][t] is None else COST[name][t] for t in TERRAINS]
            for k, name in enumerate(TRANSPORTS)]
    return table_html(header, rows)


def _water_table(book):
    header = [translate("ElfenlandRules", "Water"), translate("ElfenlandRules", "Rafts")]
    rows = [[translate("ElfenlandRules", "River, with the current"), RIVER_DOWNSTREAM],
            [translate("ElfenlandRules", "River, against the current"), RIVER_UPSTREAM],
            [terrain_name("lake"), LAKE_RAFTS]]
    return table_html(header, rows)


SECTIONS = (
    ("goal", QT_TRANSLATE_NOOP("ElfenlandRules", "Goal"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "Each player guides a young elf's boot across Elfenland. Every town "
                               "but Elvenhold holds one marker of each player's colour: your boot "
                               "collects your marker the first time it enters the town. After %1 "
                               "rounds the player with the most markers wins (one point each, %2 "
                               "at most)."), ROUNDS, MARKERS_PER_PLAYER),
    )),
    ("components", QT_TRANSLATE_NOOP("ElfenlandRules", "Travel cards and counters"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "Travel cards pay for the journeys. There are %1: %2 each of Dragon, "
                               "Unicorn, Troll wagon, Elf-cycle, Magic cloud and Giant pig, and %3 "
                               "Rafts."), TOTAL_CARDS, CARDS_PER_TYPE[0], CARDS_PER_TYPE[RAFT]),
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "Transportation counters open roads: a road can be travelled only "
                               "while a counter lies on it, and its transport says which cards pay. "
                               "There are %1 counters, %2 of each land transport; there is no Raft "
                               "counter."), TOTAL_COUNTERS, COUNTERS_PER_TYPE),
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "Each player also has a boot, one obstacle and a marker for each of "
                               "the %1 towns other than Elvenhold."), len(MARKER_TOWNS)),
    )),
    ("map", QT_TRANSLATE_NOOP("ElfenlandRules", "The map"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "%1 towns are linked by %2 plain, %3 forest, %4 desert and %5 "
                               "mountain roads, by %6 stretches of river and by %7 lake crossings. "
                               "Only roads take counters; rivers and lakes are crossed with Rafts."),
             len(TOWNS), _links("plain"), _links("forest"), _links("desert"), _links("mountain"),
             _links("river"), _links("lake")),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "Elvenhold, the start town, holds no markers. Some towns are linked "
                          "twice, by a road and by water: these are two separate links and you "
                          "choose which one to take. Any number of boots may share a town; boots "
                          "never block each other."),
    )),
    ("setup", QT_TRANSLATE_NOOP("ElfenlandRules", "Setup"), (
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "All boots start in Elvenhold and every player's markers are laid on "
                          "the other towns. Each player takes an obstacle."),
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "The travel cards are shuffled into a deck and the counters into a "
                               "face-down stack, from which %1 counters are laid face up. The first "
                               "start player is chosen in the new-game dialog or drawn at random."),
             DISPLAY_SIZE),
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "The game is for %1 to %2 players, with the same rules for every "
                               "number (three or more play best)."), MIN_PLAYERS, MAX_PLAYERS),
    )),
    ("round", QT_TRANSLATE_NOOP("ElfenlandRules", "A round"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "The game lasts %1 rounds of six phases each. The application does "
                               "phases 1 and 2 by itself; the players play phases 3 to 6."), ROUNDS),
        ("list", (
            QT_TRANSLATE_NOOP("ElfenlandRules", "1. Deal travel cards"),
            QT_TRANSLATE_NOOP("ElfenlandRules", "2. Deal a secret counter"),
            QT_TRANSLATE_NOOP("ElfenlandRules", "3. Take counters"),
            QT_TRANSLATE_NOOP("ElfenlandRules", "4. Place counters"),
            QT_TRANSLATE_NOOP("ElfenlandRules", "5. Move the boots"),
            QT_TRANSLATE_NOOP("ElfenlandRules", "6. End of the round"),
        )),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "Every phase goes in seat order starting with the start player; the "
                          "start player moves one seat on at the end of each round."),
    )),
    ("phase1", QT_TRANSLATE_NOOP("ElfenlandRules", "Phase 1: deal travel cards"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "Each hand is topped up to %1 cards from the deck; cards kept from "
                               "the last round count. Your hand is secret: the others see only how "
                               "many cards you hold."), HAND_SIZE),
    )),
    ("phase2", QT_TRANSLATE_NOOP("ElfenlandRules", "Phase 2: deal a secret counter"), (
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "Each player gets the top counter of the stack as a secret counter: "
                          "only its owner knows its transport until it is placed on a road."),
    )),
    ("phase3", QT_TRANSLATE_NOOP("ElfenlandRules", "Phase 3: take counters"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "Going round %1 times in seat order, each player must take one "
                               "counter: one of the %2 face-up counters (the gap is refilled from "
                               "the stack at once) or the top of the stack, unseen. Counters taken "
                               "in this phase are shown to everyone, even one drawn from the "
                               "stack."), TAKES_PER_ROUND, DISPLAY_SIZE),
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "Afterwards each player holds %1 counters, or %2 with a counter "
                               "kept from the last round."), TAKES_PER_ROUND + 1,
             TAKES_PER_ROUND + 1 + COUNTERS_KEPT),
    )),
    ("phase4", QT_TRANSLATE_NOOP("ElfenlandRules", "Phase 4: place counters"), (
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "Players take turns in seat order, round and round. On your turn do "
                          "exactly one of these:"),
        ("list", (
            QT_TRANSLATE_NOOP("ElfenlandRules",
                              "place one of your counters on an empty road whose terrain its "
                              "transport can cross (the cost table shows “–” where it cannot); a "
                              "road takes one counter, water none; a secret counter is revealed "
                              "when placed;"),
            QT_TRANSLATE_NOOP("ElfenlandRules",
                              "put your obstacle on a road that holds a counter (anyone's) and no "
                              "obstacle yet;"),
            QT_TRANSLATE_NOOP("ElfenlandRules", "pass."),
        )),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "A pass does not take you out: if someone places after you, you may "
                          "place again on your next turn. The phase ends when all players have "
                          "passed one after another. A player with nothing left to place passes "
                          "automatically. Placed counters serve every player until the end of "
                          "the round; counters not placed stay in hand."),
    )),
    ("phase5", QT_TRANSLATE_NOOP("ElfenlandRules", "Phase 5: move the boots"), (
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "In seat order, each player makes a whole journey before the next one "
                          "starts. A journey is any number of steps, each along one link to a "
                          "neighbouring town, paid with travel cards from your hand; paid cards "
                          "go to the discard pile."),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "A road can be crossed only while it holds a counter, whoever placed it: "
                          "pay the number of cards of the counter's transport given in the cost "
                          "table, or go as a caravan. Counters are never used up: any road may be "
                          "crossed again, by you or others, paying each time."),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "When your boot enters a town that still holds your marker, you collect "
                          "it; passing through is enough, and coming back gives nothing. End the "
                          "journey whenever you like, even without moving; your boot stays there "
                          "for the next round."),
    )),
    ("costs", QT_TRANSLATE_NOOP("ElfenlandRules", "Costs"), (
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "Cards of the counter's own transport needed to cross one road carrying "
                          "that counter. “–”: the counter may not be placed on that terrain."),
        _cost_table,
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "An obstacle on the road adds %1 card of the same transport."),
             OBSTACLE_EXTRA),
    )),
    ("caravan", QT_TRANSLATE_NOOP("ElfenlandRules", "Caravan"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "Instead of the normal price you may cross a road that holds a "
                               "counter by paying any %1 travel cards, of any transports (Rafts and "
                               "cards of the counter's own transport included); %2 cards with an "
                               "obstacle. You may do so even when you could pay the normal price."),
             CARAVAN_CARDS, CARAVAN_CARDS + OBSTACLE_EXTRA),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "A caravan never crosses a road without a counter, nor a river or a "
                          "lake."),
    )),
    ("water", QT_TRANSLATE_NOOP("ElfenlandRules", "Rivers and lakes"), (
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "Water needs no counter and is paid with Rafts only. The arrows on a "
                          "river show its current."),
        _water_table,
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "No caravan and no obstacle on water."),
    )),
    ("obstacle", QT_TRANSLATE_NOOP("ElfenlandRules", "Obstacles"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "Each player has one obstacle for the whole game. On a road with an "
                               "obstacle the normal price rises by %1 card of the counter's "
                               "transport, and a caravan costs %2 cards instead of %3."),
             OBSTACLE_EXTRA, CARAVAN_CARDS + OBSTACLE_EXTRA, CARAVAN_CARDS),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "An obstacle placed on the board leaves the game at the end of the "
                          "round; an unused one stays with its owner for a later round."),
    )),
    ("phase6", QT_TRANSLATE_NOOP("ElfenlandRules", "Phase 6: end of the round"), (
        ("list", (
            fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                                   "Cards: with more than %1 cards, choose %1 to keep and discard "
                                   "the rest; with %1 or fewer you keep them all."), CARDS_KEPT),
            fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                                   "Counters: if you still hold counters, choose %1 to keep; it "
                                   "becomes a secret counter for the next round. The others go "
                                   "back."), COUNTERS_KEPT),
            fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                                   "The counters on the roads and those given back are shuffled "
                                   "into the stack; the face-up counters stay and are topped up to "
                                   "%1."), DISPLAY_SIZE),
            QT_TRANSLATE_NOOP("ElfenlandRules",
                              "Obstacles on the board leave the game. Paid and discarded cards "
                              "are shuffled back into the deck."),
            QT_TRANSLATE_NOOP("ElfenlandRules",
                              "The start player passes to the next seat and the next round "
                              "begins."),
        )),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "What you keep is private: the others see only how many cards and "
                          "counters you kept."),
    )),
    ("end", QT_TRANSLATE_NOOP("ElfenlandRules", "End of the game"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "The game ends after phase 5 of round %1. It ends sooner, right "
                               "after phase 5 of an earlier round, if a player has collected all "
                               "%2 markers: that player wins (several such players are separated "
                               "by cards in hand)."), ROUNDS, MARKERS_PER_PLAYER),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "Each collected marker is worth one point and the most points wins. "
                          "On equal points the player with more travel cards in hand wins; if "
                          "that is equal too, the place is shared."),
    )),
    ("variant", QT_TRANSLATE_NOOP("ElfenlandRules", "Destination variant"), (
        fill(QT_TRANSLATE_NOOP("ElfenlandRules",
                               "An option of the new-game dialog. Each player is dealt one secret "
                               "town card; only its owner may look at it. The town cards are: "
                               "%1."), lambda: ", ".join(town_name(t) for t in TOWN_CARDS)),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "Play does not change. At the end all town cards are shown, and each "
                          "player loses one point per link on the shortest way from their boot "
                          "to their town: every link counts one (road, river or lake, with or "
                          "without a counter), and a boot standing there loses nothing. Scores "
                          "may go below zero."),
        QT_TRANSLATE_NOOP("ElfenlandRules",
                          "The highest score wins; on a tie the player closer to their town wins, "
                          "then the one with more cards in hand; otherwise the place is shared. "
                          "An early end (all markers collected) is scored the same way."),
    )),
)


class ElfenlandRules(RulesBook):
    context = CONTEXT
    sections = SECTIONS


BOOK = ElfenlandRules()


def topic_for_edge(edge):
    """A road's topic is the cost table; a river's or a lake's, the Rafts."""
    return "water" if EDGES[edge].kind in ("river", "lake") else "costs"


def topic_for_town(town):
    return "map"


def topic_for_counter(counter, obstacle=False):
    return "obstacle" if obstacle else "costs"
