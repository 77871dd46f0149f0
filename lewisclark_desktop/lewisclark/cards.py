"""The 84 character cards: 30 starting cards (6 roles x 5 colours) and 54 encountered characters.

Names, numbers, strengths and badges are facts of the game; what each card does lives in
`card_effects.py`, the player-facing texts in `card_texts.py`.
"""

from dataclasses import dataclass

from .resources import EQUIPMENT, FOOD, FUR, WOOD

COLOURS = ("blue", "orange", "yellow", "green", "purple")
ROLES = ("commander", "interpreter", "lumberjack", "hunter", "blacksmith", "fur_trader")
ROLE_STRENGTH = {"interpreter": 2}
ROLE_BADGE = {
    "commander": FUR,
    "interpreter": WOOD,
    "lumberjack": WOOD,
    "hunter": FOOD,
    "blacksmith": EQUIPMENT,
    "fur_trader": FUR,
}
STARTING_NAMES = {
    "blue": ("Meriwether Lewis", "Pierre Cruzatte", "Hugh McNeal", "Seaman",
             "Alexander H. Willard", "Richard Windsor"),
    "orange": ("William Clark", "François Labiche", "John B. Thompson", "York",
               "Joseph Whitehouse", "Joseph & Reuben Field"),
    "yellow": ("John Ordway", "Robert Frazer", "Thomas P. Howard", "Silas Goodrich",
               "John Shields", "George Shannon"),
    "green": ("Nathaniel Pryor", "George Gibson", "Patrick Gass", "John Colter",
              "William Bratton", "Peter Weiser"),
    "purple": ("Charles Floyd", "J. Baptiste Lepage", "Hugh Hall", "William Werner",
               "John Potts", "John Collins"),
}

_B = {"W": WOOD, "F": FUR, "D": FOOD, "E": EQUIPMENT}
# number, name, badge (W wood, F fur, D food, E equipment), permanent.
# Strength by number: 1-18 -> 1, 19-36 -> 2, 37-54 -> 3 (decision D1 puts Régis Loisel at 3).
_ENCOUNTERED = (
    (1, "Hay", "W", False), (2, "Little Raven", "W", False), (3, "Buffalo Medicine", "E", False),
    (4, "Ebenezer Tuttle", "F", False), (5, "René Jessaume", "F", False),
    (6, "Big Horse", "F", False), (7, "Moses B. Reed", "F", False),
    (8, "John Robertson", "W", False), (9, "Joseph Barter", "F", False),
    (10, "J. Baptiste Deschamps", "D", False), (11, "John Newman", "W", False),
    (12, "Charles Mackenzie", "E", False), (13, "John Dame", "E", False),
    (14, "Cuscalar", "F", False), (15, "Toussaint Charbonneau", "W", False),
    (16, "F. Antoine Larocque", "D", True), (17, "Joseph Gravelines", "W", True),
    (18, "John Boley", "D", True), (19, "John Hay", "F", False), (20, "Big White", "E", False),
    (21, "Dickson & Hancock", "D", False), (22, "Black Moccasin", "F", False),
    (23, "Yellept", "W", False), (24, "P. Antoine Tabeau", "F", False),
    (25, "Three Eagles", "W", False), (26, "Hawk's Feather", "F", False),
    (27, "Man Crow", "W", False), (28, "Cutssahnem", "W", False),
    (29, "Black Buffalo", "W", False), (30, "Half Man", "E", False),
    (31, "Richard Warfington", "F", False), (32, "James Mackay", "D", False),
    (33, "Weuche", "F", False), (34, "Pierre Dorion", "E", False),
    (35, "The Partisan", "D", False), (36, "Nicholas Jarrot", "D", True),
    (37, "Régis Loisel", "E", False), (38, "Hugh Heney", "D", False),
    (39, "Black Cat", "W", False), (40, "Twisted Hair", "W", False),
    (41, "Cameahwait", "F", False), (42, "Broken Arm", "D", False),
    (43, "Comcomly", "E", False), (44, "Little Thief", "E", False),
    (45, "Watkuweis", "F", False), (46, "Daniel Boone", "W", False),
    (47, "Old Toby", "F", False), (48, "Coboway", "F", False),
    (49, "Crow at Rest", "E", False), (50, "George Drouillard", "W", False),
    (51, "Tetoharsky", "W", False), (52, "One Eye", "D", False),
    (53, "Sacagawea", "W", False), (54, "Cut Nose", "F", True),
)
REGIS_LOISEL_STRENGTH = 3  # D1


def slugify(name):
    table = str.maketrans({"é": "e", "è": "e", "ç": "c", "&": " ", ".": " ", "'": ""})
    return "-".join(name.lower().translate(table).split())


@dataclass(frozen=True, slots=True)
class Card:
    index: int  # position in CARDS, 0..83
    slug: str  # unique id used in move texts and save files
    name: str
    kind: str  # "starting" or "encountered"
    number: int  # printed number 1..54 for encountered cards, 0 for starting cards
    strength: int
    badge: int
    permanent: bool
    colour: str | None
    role: str | None  # starting role, or None

    @property
    def effect_key(self):
        return self.role if self.role else self.slug


def _strength_of(number):
    if number == 37:
        return REGIS_LOISEL_STRENGTH
    return 1 if number <= 18 else 2 if number <= 36 else 3


def _build():
    cards = []
    for number, name, badge, permanent in _ENCOUNTERED:
        cards.append(Card(len(cards), slugify(name), name, "encountered", number,
                          _strength_of(number), _B[badge], permanent, None, None))
    for colour in COLOURS:
        for role, name in zip(ROLES, STARTING_NAMES[colour]):
            cards.append(Card(len(cards), slugify(name), name, "starting", 0,
                              ROLE_STRENGTH.get(role, 1), ROLE_BADGE[role], False, colour, role))
    return tuple(cards)


CARDS = _build()
CARD_BY_SLUG = {c.slug: c for c in CARDS}
ENCOUNTERED = tuple(c.index for c in CARDS if c.kind == "encountered")
STRENGTH = tuple(c.strength for c in CARDS)
BADGE = tuple(c.badge for c in CARDS)
PERMANENT = tuple(c.permanent for c in CARDS)
IS_ENCOUNTERED = tuple(c.kind == "encountered" for c in CARDS)


def starting_hand(colour):
    return [c.index for c in CARDS if c.colour == colour]


def card_index(slug):
    try:
        return CARD_BY_SLUG[slug].index
    except KeyError:
        raise ValueError(f"unknown card {slug!r}") from None


assert len(CARDS) == 84 and len(CARD_BY_SLUG) == 84
