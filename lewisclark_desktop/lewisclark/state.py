"""Game state: plain data with a hand-written, cheap `clone()`. No rules here."""

from .boats import resource_capacity

NO_SUPPORT = -1  # a played card with no face-down card under it
HIDDEN = -2  # a card whose identity the viewer cannot see (observations only; not NO_SUPPORT)


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

    def clone(self):
        p = Player.__new__(Player)
        p.colour = self.colour
        p.hand = self.hand[:]
        p.area = self.area[:]
        p.res = self.res[:]
        p.indians = self.indians
        p.tiles = self.tiles
        p.scout = self.scout
        p.camp = self.camp
        p.hidden_pool = self.hidden_pool
        return p

    @property
    def capacity(self):
        return resource_capacity(self.tiles)

    def resource_total(self):
        return sum(self.res)

    def indians_on_cards(self):
        return sum(ind for _, _, ind in self.area)


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

    def copy(self):
        f = Frame.__new__(Frame)
        f.kind, f.card, f.left, f.done = self.kind, self.card, self.left, self.done
        f.loc, f.extra, f.count = self.loc, self.extra, self.count
        return f

    def to_dict(self):
        return {"kind": self.kind, "card": self.card, "left": self.left, "done": self.done,
                "loc": self.loc, "extra": self.extra, "count": self.count}

    @classmethod
    def from_dict(cls, d):
        f = cls(d["kind"], d["card"], d["left"], d["loc"], d["extra"], d["count"])
        f.done = d["done"]
        return f


class State:
    __slots__ = (
        "players", "current", "deck", "journal", "discard", "village", "powwow", "newcomer",
        "stock", "tiles_left", "turn", "action_done", "recruited", "camped", "frames", "budget",
        "moved", "bonus_used", "winner", "over", "mackenzie", "solo_level", "rng", "reveals",
        "viewer", "idle_turns", "quiet_turns",
    )

    def clone(self):
        s = State.__new__(State)
        s.players = [p.clone() for p in self.players]
        s.current = self.current
        s.deck = self.deck[:]
        s.journal = self.journal[:]
        s.discard = self.discard[:]
        s.village = self.village[:]
        s.powwow = self.powwow
        s.newcomer = self.newcomer
        s.stock = self.stock
        s.tiles_left = self.tiles_left[:]
        s.turn = self.turn
        s.action_done = self.action_done
        s.recruited = self.recruited
        s.camped = self.camped
        s.frames = [f.copy() for f in self.frames]
        s.budget = self.budget[:]
        s.moved = self.moved
        s.bonus_used = self.bonus_used
        s.winner = self.winner
        s.over = self.over
        s.mackenzie = self.mackenzie
        s.solo_level = self.solo_level
        s.rng = self.rng
        s.reveals = self.reveals
        s.viewer = self.viewer
        s.idle_turns = self.idle_turns
        s.quiet_turns = self.quiet_turns
        return s

    @property
    def num_players(self):
        return len(self.players)

    @property
    def solo(self):
        return self.mackenzie is not None

    def player(self):
        return self.players[self.current]
