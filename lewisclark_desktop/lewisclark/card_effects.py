"""What every character does: the card -> effect table (the kinds of effect are in
effect_kinds.py; Charbonneau's and Sacagawea's Village visits in village_actions.py)."""

from . import queries
from .cards import CARDS
from .effect_kinds import (Collect, Copy, Cuscalar, Exchange, Hay, Interpreter, LittleRaven,
                           Movement, Permanent)
from .resources import CANOE, EQUIPMENT, FOOD, FUR, HORSE, INDIAN, WOOD
from .route import MOUNTAIN, RIVER
from .village_actions import VisitVillage

E, D, F, W, C, H, I = EQUIPMENT, FOOD, FUR, WOOD, CANOE, HORSE, INDIAN
X_FOOD_BADGES = lambda s, f: queries.badge_count(s, s.current, FOOD, f.extra)  # noqa: E731
X_EQUIPMENT_BADGES = lambda s, f: queries.badge_count(s, s.current, EQUIPMENT, f.extra)  # noqa: E731
X_SCOUTS_AHEAD = lambda s, f: queries.scouts_ahead_of_camp(s, s.current)  # noqa: E731
X_INDIANS_IN_BOATS = lambda s, f: s.player().indians  # noqa: E731
X_FACE_UP = lambda s, f: queries.face_up_count(s, s.current, f.extra)  # noqa: E731
X_VILLAGE_INDIANS = lambda s, f: queries.village_indians(s)  # noqa: E731
X_RESOURCE_PAIRS = lambda s, f: s.player().resource_total() // 2  # noqa: E731
X_RESOURCE_TRIPLES = lambda s, f: s.player().resource_total() // 3  # noqa: E731

EFFECTS = {
    # Starting roles.
    "commander": Movement(((D,), 0, False, RIVER, 2), ((C,), 0, False, RIVER, 4),
                          ((H,), 0, False, MOUNTAIN, 2)),
    "interpreter": Interpreter(),
    "lumberjack": Collect(W),
    "hunter": Collect(D),
    "blacksmith": Collect(E),
    "fur_trader": Collect(F),
    # Encountered characters, by number.
    "hay": Hay(),
    "little-raven": LittleRaven(),
    "buffalo-medicine": Exchange(((D,), 0, False, (C,), 0)),
    "ebenezer-tuttle": Exchange(((W,), 0, False, (C,), 0)),
    "rene-jessaume": Exchange(((F, F, F), 0, False, (H,), 0)),
    "big-horse": Exchange(((I, I), 0, False, (H,), 0)),
    "moses-b-reed": Movement(((W, W), 0, False, RIVER, 2)),
    "john-robertson": Movement(((E, E), 0, False, RIVER, 3)),
    "joseph-barter": Movement(((C,), 0, False, RIVER, 5)),
    "j-baptiste-deschamps": Movement(((D, C), 0, False, RIVER, 6)),
    "john-newman": Movement(((D,), 0, False, RIVER, 1), ((D,), 0, False, MOUNTAIN, 1)),
    "charles-mackenzie": Movement(((F, H), 0, False, MOUNTAIN, 3)),
    "john-dame": Movement(((W, W), 0, False, MOUNTAIN, 1)),
    "cuscalar": Cuscalar(),
    "toussaint-charbonneau": VisitVillage(n_any=1, occupied_only=True),
    "f-antoine-larocque": Permanent(),
    "joseph-gravelines": Permanent(),
    "john-boley": Permanent(),
    "john-hay": Collect(F, W),
    "big-white": Collect(E, W),
    "dickson-hancock": Collect(D, F),
    "black-moccasin": Collect(E, D),
    "yellept": Exchange(((), 1, False, (), 2)),
    "p-antoine-tabeau": Exchange(((W, D), 0, False, (C, C), 0)),
    "three-eagles": Exchange(((E, E), 0, False, (H,), 0)),
    "hawks-feather": Movement(((D,), 0, False, RIVER, 3)),
    "man-crow": Movement(((W, W, W), 0, False, RIVER, 4)),
    "cutssahnem": Movement(((), 3, True, RIVER, 5)),
    "black-buffalo": Movement(((D,), 0, False, RIVER, X_FOOD_BADGES)),
    "half-man": Movement(((), 1, False, RIVER, X_SCOUTS_AHEAD)),
    "richard-warfington": Movement(((), 2, False, RIVER, X_INDIANS_IN_BOATS)),
    "james-mackay": Movement(((H,), 0, False, RIVER, 3), ((H,), 0, False, MOUNTAIN, 3)),
    "weuche": Movement(((E, E), 0, False, MOUNTAIN, X_EQUIPMENT_BADGES)),
    "pierre-dorion": Movement(((F, F, F), 0, False, MOUNTAIN, 2)),
    "the-partisan": Copy(),
    "nicholas-jarrot": Permanent(),
    "regis-loisel": Collect(E, D, W),
    "hugh-heney": Collect(F, D, W),
    "black-cat": Exchange(((), 0, False, (), 1), ((), 0, False, (), 2)),
    "twisted-hair": Exchange(((C,), 0, False, (C, C), 0)),
    "cameahwait": Exchange(((C,), 0, False, (H,), 0), ((H,), 0, False, (C,), 0)),
    "broken-arm": Exchange(((E,), 0, False, (H,), 0)),
    "comcomly": Movement(((D, W, E, F), 0, False, RIVER, 7)),
    "little-thief": Movement(((I,), 0, False, RIVER, X_RESOURCE_PAIRS)),
    "watkuweis": Movement(((), 1, False, RIVER, X_FACE_UP)),
    "daniel-boone": Movement(((), 2, False, RIVER, X_VILLAGE_INDIANS)),
    "old-toby": Movement(((C, H), 0, False, RIVER, 6), ((C, H), 0, False, MOUNTAIN, 6)),
    "coboway": Movement(((D, W, E, F), 0, False, MOUNTAIN, 4)),
    "crow-at-rest": Movement(((E, E, F, F), 0, False, MOUNTAIN, 3)),
    "george-drouillard": Movement(((I,), 1, False, MOUNTAIN, 2)),
    "tetoharsky": Movement(((I,), 0, False, MOUNTAIN, X_RESOURCE_TRIPLES)),
    "one-eye": Movement(((), 2, False, MOUNTAIN, X_SCOUTS_AHEAD)),
    "sacagawea": VisitVillage(n_any=0, occupied_only=False),
    "cut-nose": Permanent(),
}

EFFECT_OF_CARD = tuple(EFFECTS[c.effect_key] for c in CARDS)
assert len(EFFECT_OF_CARD) == 84
