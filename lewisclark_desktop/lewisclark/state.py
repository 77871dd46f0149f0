"""Game state: plain data with a cheap `clone()` (core.cloning). No rules here."""

from ..core.cloning import fast_clone
from .boats import resource_capacity

NO_SUPPORT = -1  # a played card with no face-down card under it
HIDDEN = -2  # a card whose identity the viewer cannot see (observations only; not NO_SUPPORT)


@fast_clone(lists=("hand", "area", "res"))
class Player:
    __slots__ = ("colour", "hand", "area", "res", "indians", "tiles", "scout", "camp", "hidden_pool")

    def __init__(self, colour, hand, scout, camp):
        self.colour = colour
        self.hand = hand  # list of card indices
        # Playing area: list of (action card, support card or -1, Indians on the card).
        self.area = []
        self.res = [0] * 6  # food, wood, equipment, fur, canoe, horse
        self.indians = 0  # Indians in the boats (not those standing on cards)
        self.tiles = ()  # boat tiles taken, by side: "res2", "res5", "ind1", "ind3"
        self.scout = scout
        self.camp = camp
        self.hidden_pool = ()  # observation only: cards that are in hand or face down

    @property
    def capacity(self):
        return resource_capacity(self.tiles)

    def resource_total(self):
        return sum(self.res)

    def indians_on_cards(self):
        return sum(ind for _, _, ind in self.area)


@fast_clone()
class Frame:
    """One effect being resolved (a character's action, a Village location, a sub-choice)."""

    __slots__ = ("kind", "card", "left", "done", "loc", "extra", "count")

    def __init__(self, kind, card=-1, left=1, loc=-1, extra=-1, count=0):
        self.kind = kind  # "card", "village", "distance", "overflow"
        self.card = card  # card whose effect runs ("card" frames)
        self.left = left  # activations still allowed
        self.done = 0  # activations performed
        self.loc = loc  # Village location ("village" frames)
        self.extra = extra  # copied card counted as if in the player's area, or -1
        self.count = count  # frame-specific: Farewell discards, a distance frame's terrain

    def to_dict(self):
        return {"kind": self.kind, "card": self.card, "left": self.left, "done": self.done,
                "loc": self.loc, "extra": self.extra, "count": self.count}

    @classmethod
    def from_dict(cls, d):
        f = cls(d["kind"], d["card"], d["left"], d["loc"], d["extra"], d["count"])
        f.done = d["done"]
        return f


@fast_clone(lists=("deck", "journal", "discard", "village", "tiles_left", "budget"),
            clones=("players", "frames"))
class State:
    __slots__ = (
        "players", "current", "deck", "journal", "discard", "village", "powwow", "newcomer",
        "stock", "tiles_left", "turn", "action_done", "recruited", "camped", "frames", "budget",
        "moved", "bonus_used", "winner", "over", "mackenzie", "solo_level", "rng", "reveals",
        "viewer", "idle_turns", "quiet_turns",
    )

    @property
    def num_players(self):
        return len(self.players)

    @property
    def solo(self):
        return self.mackenzie is not None

    def player(self):
        return self.players[self.current]
