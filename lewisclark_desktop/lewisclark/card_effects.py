"""What every character does. Each effect lists the moves of one activation and applies one.

An effect runs in a "card" frame whose `left` counts the activations still allowed (the action's
strength, or 1 for a copy). The player may `stop` at any time (handled by the rules engine).
"""

from itertools import combinations

from . import economy, journal, queries, scout_movement
from .cards import CARDS, PERMANENT
from .moves import Move
from .resources import (ALL_RESOURCES, CANOE, EQUIPMENT, FOOD, FUR, HORSE, INDIAN, PRIMARY,
                        RESOURCE_NAMES, WOOD, combinations_distinct, multisets)
from .route import MOUNTAIN, RIVER
from .state import Frame

TERRAIN_KEY = {RIVER: "river", MOUNTAIN: "mountain"}
KEY_TERRAIN = {"river": RIVER, "mountain": MOUNTAIN}
HAY_MAX = 4
# D15: "resources of your choice" may be any of the six kinds, Canoe and Horse included.
CHOICE_KINDS = ALL_RESOURCES
# D16: The Partisan cannot itself be copied (no endless copy chains).
PARTISAN_COPYABLE = False
# D5: the Interpreter repeats its whole procedure once per strength point.
INTERPRETER_REPEATS = True


def payments(s, fixed, n_any=0, distinct=False, kinds=None):
    """Affordable payment tuples: the fixed tokens plus `n_any` resources of the player's choice
    (D15: any of the 6 kinds), optionally all of different kinds."""
    fixed = tuple(sorted(fixed))  # the canonical order of a payment in move texts
    kinds = CHOICE_KINDS if kinds is None else kinds
    if n_any == 0:
        return [fixed] if economy.can_pay(s, fixed) else []
    avail = [r for r in kinds if s.budget[r] > 0]
    extra = combinations_distinct(avail, n_any) if distinct else multisets(avail, n_any)
    out = []
    for e in extra:
        tokens = tuple(sorted(fixed + e))
        if economy.can_pay(s, tokens):
            out.append(tokens)
    return out


class Effect:
    once = False  # extra strength is wasted after the first activation

    def options(self, s, frame):
        return []

    def apply(self, s, frame, move):
        raise NotImplementedError


class Permanent(Effect):
    """Works while face up in the Playing Area; activating it does nothing."""


class Collect(Effect):
    def __init__(self, *kinds):
        self.kinds = kinds

    def options(self, s, frame):
        if len(self.kinds) == 1:
            # One collection with the whole strength as multiplier (rules §6).
            r = self.kinds[0]
            top = queries.badge_count(s, s.current, r, frame.extra) * frame.left
            return [Move("collect", RESOURCE_NAMES[r], n=n) for n in range(1, top + 1)]
        out = []
        for r in self.kinds:  # each strength point is one collection, multiplier 1
            top = queries.badge_count(s, s.current, r, frame.extra)
            out.extend(Move("collect", RESOURCE_NAMES[r], n=n) for n in range(1, top + 1))
        return out

    def apply(self, s, frame, move):
        if len(self.kinds) == 1:
            frame.left = 1  # one collection uses the whole strength: the count-down closes it
        r = RESOURCE_NAMES.index(move.key)
        economy.gain(s, (r,) * move.n)


class Movement(Effect):
    """Options: (fixed payment, resources of choice, all different?, terrain, steps or X)."""

    def __init__(self, *opts):
        self.opts = opts

    def options(self, s, frame):
        out = []
        for fixed, n_any, distinct, terrain, _ in self.opts:
            for pay in payments(s, fixed, n_any, distinct):
                out.append(Move("move", TERRAIN_KEY[terrain], pay=pay))
        return out

    def apply(self, s, frame, move):
        terrain = KEY_TERRAIN[move.key]
        for fixed, n_any, distinct, t, steps in self.opts:
            if t == terrain and move.pay in payments(s, fixed, n_any, distinct):
                break
        else:
            raise AssertionError("no matching option")
        economy.pay(s, move.pay)
        if callable(steps):
            steps = steps(s, frame)
        scout_movement.start_movement(s, terrain, steps)


class Exchange(Effect):
    """Pay something (possibly nothing) to gain something. Each option: (fixed payment,
    resources of choice to pay, all different?, fixed gain, primaries of choice to gain).
    The player may take only part of the gain (seed 000): every smaller non-empty gain is
    offered after the full ones."""

    def __init__(self, *opts):
        self.opts = opts

    def options(self, s, frame):
        out = []
        seen = set()
        for fixed, n_any, distinct, gain_fixed, n_choice in self.opts:
            gains = _with_smaller([tuple(sorted(gain_fixed + g)) for g in multisets(PRIMARY, n_choice)])
            for pay in payments(s, fixed, n_any, distinct):
                for g in gains:
                    m = Move("trade", pay=pay, gain=g) if pay else Move("gain", gain=g)
                    if m not in seen:
                        seen.add(m)
                        out.append(m)
        return out

    def apply(self, s, frame, move):
        economy.pay(s, move.pay)
        economy.gain(s, move.gain)


def _with_smaller(gains):
    """The gains, then every smaller non-empty part of them, largest first, each once."""
    out = list(dict.fromkeys(gains))
    seen = set(out)
    for size in range(max(map(len, gains), default=0) - 1, 0, -1):
        for g in gains:
            for part in sorted(set(combinations(g, size))):
                if part not in seen:
                    seen.add(part)
                    out.append(part)
    return out


class Hay(Effect):
    """Once: different primary resources, as many as your face-up characters (max 4)."""

    once = True

    def options(self, s, frame):
        n = min(HAY_MAX, queries.face_up_count(s, s.current, frame.extra))
        out = []
        for k in range(1, n + 1):
            out.extend(Move("gain", gain=g) for g in combinations_distinct(PRIMARY, k))
        return out

    def apply(self, s, frame, move):
        economy.gain(s, move.gain)


class LittleRaven(Effect):
    """Once: one primary resource, as many as your face-up characters."""

    once = True

    def options(self, s, frame):
        n = queries.face_up_count(s, s.current, frame.extra)
        return [Move("gain", gain=(r,) * k) for r in PRIMARY for k in range(1, n + 1)]

    def apply(self, s, frame, move):
        economy.gain(s, move.gain)


class Interpreter(Effect):
    """Gather every Village Indian on the Powwow, take any number, discard the bottom Journal
    card and refill, then one Indian from the stock to the Newcomer area (D5: per activation)."""

    once = not INTERPRETER_REPEATS

    def options(self, s, frame):
        total = queries.village_indians(s)
        return [Move("indians", n=k) for k in range(total + 1)]

    def apply(self, s, frame, move):
        s.powwow = queries.village_indians(s)
        s.village = [0] * len(s.village)
        s.newcomer = 0
        s.powwow -= move.n
        s.player().indians += move.n
        if s.journal:
            s.discard.append(journal.take(s, 0))
        if s.stock > 0:
            s.stock -= 1
            s.newcomer = 1


class Copy(Effect):
    """Pay 1 Food, then resolve once, for yourself, a face-up character of any Playing Area (D16:
    not a permanent one, not The Partisan)."""

    def options(self, s, frame):
        if not economy.can_pay(s, (FOOD,)):
            return []
        return [Move("copy", card=c, pay=(FOOD,)) for c in copy_targets(s)]

    def apply(self, s, frame, move):
        economy.pay(s, move.pay)
        s.frames.append(Frame("card", card=move.card, left=1, extra=move.card))


def copy_targets(s):
    targets = set()
    for p in s.players:
        for c, _, _ in p.area:
            if not PERMANENT[c] and (PARTISAN_COPYABLE or c != queries.PARTISAN):
                targets.add(c)
    return sorted(targets)


class Cuscalar(Effect):
    """Pay 1 Horse: take any Journal card into your hand at no recruiting cost."""

    def options(self, s, frame):
        if not economy.can_pay(s, (HORSE,)):
            return []
        return [Move("take", n=slot + 1, pay=(HORSE,)) for slot in range(len(s.journal))]

    def apply(self, s, frame, move):
        economy.pay(s, move.pay)
        p = s.player()
        p.hand.append(journal.take(s, move.n - 1))
        p.hand.sort()


class VisitVillage(Effect):
    """Perform a Village location's action without placing an Indian: Charbonneau pays one
    resource and needs an occupied location, Sacagawea is free and goes anywhere."""

    def __init__(self, n_any, occupied_only):
        self.n_any = n_any
        self.occupied_only = occupied_only

    def options(self, s, frame):
        from .village import LOCATIONS

        from .village_actions import options as location_options

        pays = payments(s, (), self.n_any)
        out = []
        for loc, name in enumerate(LOCATIONS):
            if self.occupied_only and not s.village[loc]:
                continue
            for pay in pays:
                # Offer only visits whose action can then be performed at all.
                trial = s.clone()
                economy.pay(trial, pay)
                if location_options(trial, Frame("village", loc=loc)):
                    out.append(Move("visit", name, pay=pay))
        return out

    def apply(self, s, frame, move):
        from .village import LOCATION_INDEX

        economy.pay(s, move.pay)
        s.frames.append(Frame("village", loc=LOCATION_INDEX[move.key], left=1))


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
