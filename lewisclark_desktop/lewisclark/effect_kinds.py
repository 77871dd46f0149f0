"""The kinds of effect a character can have (Movement, Collect, Exchange, Copy, ...): each lists
the moves of one activation and applies one. Which character has which: card_effects.py.

An effect runs in a "card" frame whose `left` counts the activations still allowed (the action's
strength, or 1 for a copy). The player may `stop` at any time (handled by the rules engine).
"""

from itertools import combinations

from . import economy, journal, queries, scout_movement
from .cards import PERMANENT
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
