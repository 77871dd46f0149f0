"""Game state: plain data with a cheap `clone()` (core.cloning). No rules here.

Cards are fungible, so a hand is a count per card type. Lists of counters, cards and town
cards hold type indices (components.py); in an observation, HIDDEN stands for an unknown one.
"""

from ..core.cloning import fast_clone

# Phases a decision can be asked in (phases 1 and 2 run automatically).
DRAW, PLACE, TRAVEL, KEEP_CARDS, KEEP_COUNTER, OVER = (
    "draw", "place", "travel", "keep-cards", "keep-counter", "over")
PHASES = (DRAW, PLACE, TRAVEL, KEEP_CARDS, KEEP_COUNTER, OVER)
PHASE_NUMBER = {DRAW: 3, PLACE: 4, TRAVEL: 5, KEEP_CARDS: 6, KEEP_COUNTER: 6, OVER: 6}


@fast_clone(lists=("hand", "secret", "open"))
class Player:
    __slots__ = ("colour", "boot", "hand", "secret", "open", "obstacle", "visited",
                 "destination", "hidden_cards")

    def __init__(self, colour, boot):
        self.colour = colour
        self.boot = boot  # town index
        self.hand = [0] * 7  # travel cards, count per card type
        self.secret = []  # secret counters (type known to the owner only)
        self.open = []  # counters taken in phase 3 (public)
        self.obstacle = True  # the unused obstacle is still in front of the player
        self.visited = 0  # bit set of towns whose marker this player collected
        self.destination = -1  # town card (variant only; HIDDEN in another's observation)
        self.hidden_cards = 0  # observations only: cards in hand the viewer cannot see

    @property
    def card_count(self):
        return sum(self.hand) + self.hidden_cards

    @property
    def markers(self):
        """Markers collected (points)."""
        return bin(self.visited).count("1")

    def counters(self):
        return self.secret + self.open


@fast_clone(lists=("deck", "discard", "supply", "display", "roads", "obstacles", "town_cards"),
            clones=("players",))
class State:
    __slots__ = (
        "players", "variant", "round", "phase", "start_player", "current", "deck", "discard",
        "supply", "display", "roads", "obstacles", "town_cards", "passes", "takes", "seats_done",
        "turn", "reveals", "rng", "viewer", "unknown_cards", "unknown_counters",
        "unknown_towns", "round_display", "round_moves", "round_drawn",
    )

    # deck / supply: the last element is the top.
    # roads[edge] = counter type on that road or -1 (water edges stay -1);
    # obstacles[edge] = seat whose obstacle lies there or -1.
    # passes: consecutive passes in phase 4; takes: counters taken this phase 3;
    # seats_done: seats whose journey (phase 5) or round-end choices (phase 6) are over.
    # turn: grows at every new turn (undo policy); reveals: grows at every reveal (undo barrier).
    # unknown_*: observations only, the sorted identities the viewer cannot place.
    # round_*: the public story of this round's phases 3 and 4 (tuples, shared by clones): the
    # display when phase 3 began, the moves made as (seat, move), and the counters turned up
    # from the stack (refills and blind draws), in order. A bot replays them to weigh what
    # others may hold. Not part of a position (positions.py): a loaded one has no story.

    @property
    def num_players(self):
        return len(self.players)

    @property
    def over(self):
        return self.phase == OVER

    def player(self):
        return self.players[self.current]
