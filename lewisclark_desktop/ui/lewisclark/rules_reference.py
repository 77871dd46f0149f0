"""Lewis & Clark's rules reference: our own short text of the rules, in the interface language,
shown by the shared window of `ui/rules_reference.py`.

One anchor per section, per Village location and per character. A topic is a section key
("goal", "encampment", …), "card:<slug>" or "village:<location key>". The text
follows the engine's binding decisions; card and Village texts come from `texts` (the same
tables the cards are painted from), so nothing is written twice.
"""

from html import escape

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ...lewisclark.cards import CARD_BY_SLUG, CARDS
from ...lewisclark.card_texts import ROLE_NAMES
from ...lewisclark.village import CIRCLES, LOCATIONS, UNLIMITED_CIRCLES
from .. import rules_reference as reference
from ..rules_reference import KEY_ROLE, RulesBook
from . import texts

CONTEXT = "RulesReference"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# (key, title, paragraphs); a paragraph is a text or ("list", [texts]).
SECTIONS = (
    ("goal", QT_TRANSLATE_NOOP("RulesReference", "Goal"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "Each player leads an expedition from Saint Louis across the continent "
                          "to the Pacific. The first player whose Camp reaches Fort Clatsop (or a "
                          "space beyond it) wins at once; only first place counts."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "Your Scout explores ahead; your Camp follows it only when you set up "
                          "camp. Moving fast is not enough: a heavy expedition loses time at "
                          "every Encampment."),
    )),
    ("setup", QT_TRANSLATE_NOOP("RulesReference", "Setup"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "Indians in play: 3 per player plus 3 (6, 9, 12, 15 or 18). Each "
                          "expedition starts with one Indian in its boats, one Indian waits on "
                          "the Newcomer area, the rest form the stock."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "Each player takes the expedition board of a colour, its six starting "
                          "characters in hand (Commander, Interpreter, Lumberjack, Hunter, "
                          "Blacksmith, Fur Trader) and 1 Food, 1 Fur and 1 Equipment in the "
                          "boats. Scouts and Camps start on Saint Louis."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "The 54 encountered characters are shuffled; five are dealt to the "
                          "Journal of Encounters, sorted by strength, the weakest on the cheapest "
                          "page. The twelve boat tiles wait beside the board. The first player is "
                          "chosen in the new-game dialog or at random."),
    )),
    ("turn", QT_TRANSLATE_NOOP("RulesReference", "A turn"), (
        QT_TRANSLATE_NOOP("RulesReference", "On your turn, in any order:"),
        ("list", (
            QT_TRANSLATE_NOOP("RulesReference",
                              "Action (exactly one): play a character from your hand, or send "
                              "Indians from your boats to one Village location."),
            QT_TRANSLATE_NOOP("RulesReference",
                              "Recruitment (optional, once): take a character from the Journal."),
            QT_TRANSLATE_NOOP("RulesReference",
                              "Encampment (optional, once): set up camp."),
        )),
        QT_TRANSLATE_NOOP("RulesReference",
                          "If at the start of your turn you can neither play a character (you "
                          "need a second card or an Indian for strength) nor send an Indian to "
                          "the Village, you must camp first."),
    )),
    ("strength", QT_TRANSLATE_NOOP("RulesReference", "Playing a character and strength"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "Put the character face up in your Playing Area and give it strength 1 "
                          "to 3: slide at most one other card from your hand face down under it "
                          "(its strength is the number of Indian icons on it), and/or take 1 to 3 "
                          "Indians from your boats and stand them on the card (1 strength each)."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "The action is carried out up to strength times; you may stop early. "
                          "Each activation is paid from what you had before the action. Both "
                          "cards and the Indians stay in your Playing Area until you camp."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "Permanent characters (∞) keep their effect for as long as they lie "
                          "face up in your Playing Area."),
    )),
    ("collection", QT_TRANSLATE_NOOP("RulesReference", "Collecting resources"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "The Lumberjack, Hunter, Blacksmith and Fur Trader collect Wood, Food, "
                          "Equipment and Fur. Count the badges of that resource on the face-up "
                          "cards in your Playing Area and in those of your two neighbours (in a "
                          "two-player game, the opponent's), including the card just played. You "
                          "may take up to badges × strength."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "Face-down support cards show no badge. In the solo game every Village "
                          "location holding an Indian adds its badge."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "Everything must fit in your boats. While there is room you cannot "
                          "throw held resources away; when the boats are full you choose what "
                          "goes back to the stock. Resources are always arranged to lose the "
                          "least time."),
    )),
    ("movement", QT_TRANSLATE_NOOP("RulesReference", "Movement and terrain"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "The route has river spaces, mountain spaces and mixed spaces (which "
                          "count as both). The Commander, per activation: pay 1 Food to move 2 "
                          "river spaces, 1 Canoe to move 4 river spaces, or 1 Horse to move 2 "
                          "mountain spaces."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "A river move stops before the first mountain space, a mountain move "
                          "before the first river space; the rest of that activation is lost."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "Spaces with other Scouts count as you pass them, but a space holds only "
                          "one Scout (except Saint Louis at the start): if you would end on an "
                          "occupied space, go on to the next free space. With several "
                          "activations only the final space is checked."),
    )),
    ("village", QT_TRANSLATE_NOOP("RulesReference", "The Village"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "Instead of playing a character you may send Indians from your boats to "
                          "one Village location. A circle takes one Indian; the Canoe and Horse "
                          "locations take 1 to 3 Indians and repeat their trade that many times. "
                          "Indians sent there leave your expedition; they stay until an "
                          "Interpreter gathers them in the Powwow area."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "The Interpreter (per activation) gathers all Village and Newcomer "
                          "Indians in the Powwow area, lets you take any number into your boats, "
                          "discards the bottom Journal card and refills from the top, and puts a "
                          "stock Indian on the Newcomer area."),
    )),
    ("recruitment", QT_TRANSLATE_NOOP("RulesReference", "Recruitment"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "Once per turn, before or after your action, take a character from the "
                          "Journal of Encounters: pay Equipment equal to its strength and Fur "
                          "equal to its page (1 to 5). It goes straight into your hand."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "Discount: discard one card from your hand face up; the Equipment cost "
                          "drops by that card's strength."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "When a card leaves the Journal, the cards above it slide down (and get "
                          "cheaper) and the top page is refilled from the deck. Discarded "
                          "characters are out of the game; when the deck is empty, pages stay "
                          "empty."),
    )),
    ("encampment", QT_TRANSLATE_NOOP("RulesReference", "Encampment and time lost"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "Once per turn you may camp. First the Indians on your cards return to "
                          "your boats. Then count the time lost:"),
        ("list", (
            QT_TRANSLATE_NOOP("RulesReference", "1 day per card left in your hand;"),
            QT_TRANSLATE_NOOP("RulesReference",
                              "boats with an hourglass: 1 day if they carry anything (marked 1) "
                              "or 1 day per item (marked 1 each); other boats cost nothing."),
        )),
        QT_TRANSLATE_NOOP("RulesReference",
                          "Your Scout moves back that many spaces (passing to the next free "
                          "space behind if it ends on an occupied one). If it is still ahead of "
                          "your Camp, the Camp moves up to it; a Camp never moves back. Finally "
                          "all cards of your Playing Area return to your hand."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "The Expedition Upgrade adds boat tiles: a small one that costs no "
                          "time, or a larger one that costs 1 day when used."),
    )),
    ("rearmost", QT_TRANSLATE_NOOP("RulesReference", "The rearmost space"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "A Scout never goes back further than the rearmost space, five spaces "
                          "behind Saint Louis. If your Scout ends an Encampment there, your "
                          "expedition starts over: discard every recruited character, return all "
                          "resources to the stock and all Indians to the Powwow area, and put "
                          "your Scout back on Saint Louis. You keep your six starting cards."),
    )),
    ("solo", QT_TRANSLATE_NOOP("RulesReference", "Solo game against Mackenzie"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "Alone, you race Alexander Mackenzie. His Scout starts 0 to 7 spaces "
                          "ahead of Saint Louis (the level chosen for the game) and moves one "
                          "space after each of your turns, whatever the terrain. He is a Scout "
                          "for every rule."),
        QT_TRANSLATE_NOOP("RulesReference",
                          "You win if your Camp reaches Fort Clatsop before he does. When you "
                          "collect, each Village location holding an Indian adds its badge."),
    )),
    ("end", QT_TRANSLATE_NOOP("RulesReference", "End of the game"), (
        QT_TRANSLATE_NOOP("RulesReference",
                          "The game ends the moment a Camp reaches Fort Clatsop or a space "
                          "beyond it; that player wins. Scouts beyond Fort Clatsop do not win: "
                          "only the Camp counts."),
    )),
)

# Where the village and character lists go (after these sections).
VILLAGE_AFTER = "village"
CHARACTERS_TITLE = QT_TRANSLATE_NOOP("RulesReference", "Characters")
CHARACTERS_INTRO = QT_TRANSLATE_NOOP(
    "RulesReference",
    "Every player starts with the same six characters; the other 54 are met in the Journal of "
    "Encounters. Strength is the number of Indian icons; the badge counts for collection.")
STARTING_TITLE = QT_TRANSLATE_NOOP("RulesReference", "Starting characters")
ENCOUNTERED_TITLE = QT_TRANSLATE_NOOP("RulesReference", "Encountered characters")
LOCATIONS_TITLE = QT_TRANSLATE_NOOP("RulesReference", "Village locations")
STRENGTH_LABEL = QT_TRANSLATE_NOOP("RulesReference", "strength %1")
BADGE_LABEL = QT_TRANSLATE_NOOP("RulesReference", "badge: %1")
NUMBER_LABEL = QT_TRANSLATE_NOOP("RulesReference", "no. %1")
PERMANENT_LABEL = QT_TRANSLATE_NOOP("RulesReference", "permanent (∞)")
ONE_CIRCLE = QT_TRANSLATE_NOOP("RulesReference", "one circle (1 Indian)")
TWO_CIRCLES = QT_TRANSLATE_NOOP("RulesReference", "two circles (1 Indian each)")
OPEN_SPACE = QT_TRANSLATE_NOOP("RulesReference", "open space (1 to 3 Indians at a time)")


class LewisClarkRules(RulesBook):
    """Lewis & Clark's sections, then the Village locations (after "The Village") and the
    characters (at the end), with one anchor per location and per character."""

    context = CONTEXT
    sections = SECTIONS

    def contents(self):
        out = []
        for key, title, _ in SECTIONS:
            out.append((key, _tr(title)))
            if key == VILLAGE_AFTER:
                out.append(("locations", _tr(LOCATIONS_TITLE)))
        out.append(("characters", _tr(CHARACTERS_TITLE)))
        out.append(self.app_entry())
        return out

    def anchor_for(self, topic):
        return topic if topic == self.app_entry()[0] else anchor_for(topic)

    def section_of(self, anchor):
        if anchor in section_keys() or anchor == self.app_entry()[0]:
            return anchor
        return "locations" if anchor.startswith("village-") else "characters"

    def extra_html(self, key):
        if key == VILLAGE_AFTER:
            return ('<a name="locations"></a><h2>%s</h2>' % escape(_tr(LOCATIONS_TITLE))
                    + "".join(_location_entry(loc) for loc in LOCATIONS + ("powwow", "newcomer")))
        if key == SECTIONS[-1][0]:
            return _characters_html()
        return ""


def section_keys() -> list:
    return [key for key, _, _ in SECTIONS] + ["locations", "characters"]


def anchor_for(topic: str) -> str:
    """The anchor in the HTML for a topic key ("card:<slug>", "village:<key>", a section key)."""
    kind, _, key = (topic or "").partition(":")
    if kind == "card" and key in CARD_BY_SLUG:
        card = CARD_BY_SLUG[key]
        return "role-" + card.role if card.role else "card-" + card.slug
    if kind == "village":
        return "village-" + key if key in LOCATIONS or key in ("powwow", "newcomer") else "village"
    return topic if topic in section_keys() else "goal"


def _card_entry(card, anchor: str) -> str:
    facts = [_tr(STRENGTH_LABEL).replace("%1", str(card.strength)),
             _tr(BADGE_LABEL).replace("%1", texts.resource_name(card.badge))]
    if card.number:
        facts.insert(0, _tr(NUMBER_LABEL).replace("%1", str(card.number)))
    if card.permanent:
        facts.append(_tr(PERMANENT_LABEL))
    name = texts.card_name(card.index) if not card.role else texts.role_name(card.role)
    english = card.name if not card.role else ROLE_NAMES[card.role][0]
    title = escape(name) if name == english else "%s <small>(%s)</small>" % (escape(name),
                                                                            escape(english))
    return ('<a name="%s"></a><h3>%s</h3><p><i>%s</i></p><p>%s</p>'
            % (anchor, title, escape(" · ".join(facts)), escape(texts.card_effect(card.index))))


def _location_entry(key: str) -> str:
    if key in LOCATIONS:
        circles = CIRCLES[LOCATIONS.index(key)]
        place = (_tr(OPEN_SPACE) if circles in (0, UNLIMITED_CIRCLES)
                 else _tr(TWO_CIRCLES) if circles == 2 else _tr(ONE_CIRCLE))
        info = "<p><i>%s</i></p>" % escape(place)
    else:
        info = ""
    return ('<a name="village-%s"></a><h3>%s</h3>%s<p>%s</p>'
            % (key, escape(texts.location_name(key)), info, escape(texts.location_effect(key))))


def _characters_html() -> str:
    parts = ['<a name="characters"></a><h2>%s</h2><p>%s</p>'
             % (escape(_tr(CHARACTERS_TITLE)), escape(_tr(CHARACTERS_INTRO))),
             "<h2>%s</h2>" % escape(_tr(STARTING_TITLE))]
    seen = set()
    for card in CARDS:
        if card.role and card.role not in seen:
            seen.add(card.role)
            parts.append(_card_entry(card, "role-" + card.role))
    parts.append("<h2>%s</h2>" % escape(_tr(ENCOUNTERED_TITLE)))
    for card in sorted((c for c in CARDS if not c.role), key=lambda c: c.number):
        parts.append(_card_entry(card, "card-" + card.slug))
    return "".join(parts)


BOOK = LewisClarkRules()


def build_html() -> str:
    """The whole reference in the current language."""
    return BOOK.build_html()


class RulesReferenceDialog(reference.RulesReferenceDialog):
    """The shared rules window showing Lewis & Clark's book."""

    def __init__(self, parent=None):
        super().__init__(BOOK, parent)


def topic_for_card(card: int) -> str:
    return "card:" + CARDS[card].slug


def topic_for_location(key: str) -> str:
    return "village:" + key


__all__ = ["RulesReferenceDialog", "build_html", "anchor_for", "topic_for_card",
           "topic_for_location", "SECTIONS", "BOOK", "KEY_ROLE"]
