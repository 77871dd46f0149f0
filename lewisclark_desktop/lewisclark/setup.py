"""Setting up a new game for 1-5 players (rules §2), or the solo game against Mackenzie."""

from ..core.rng import Rng, seed_state
from . import journal
from .boats import TILES_PER_KIND
from .cards import COLOURS, ENCOUNTERED, starting_hand
from .resources import EQUIPMENT, FOOD, FUR
from .route import SAINT_LOUIS
from .state import Player, State
from .village import LOCATIONS

MIN_PLAYERS, MAX_PLAYERS = 1, 5
MACKENZIE_LEVELS = range(0, 8)


def indians_in_play(num_players):
    return 3 + 3 * num_players


def new_game(num_players, seed, colours=None, first_player=None, solo_level=None):
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"Lewis & Clark is for 1 to 5 players, not {num_players}")
    colours = tuple(colours) if colours else COLOURS[:num_players]
    if len(colours) != num_players or len(set(colours)) != num_players or not set(colours) <= set(COLOURS):
        raise ValueError(f"need {num_players} different colours from {', '.join(COLOURS)}")
    if num_players == 1:
        solo_level = 0 if solo_level is None else solo_level
        if solo_level not in MACKENZIE_LEVELS:
            raise ValueError("Mackenzie's level is 0 to 7")
    elif solo_level is not None:
        raise ValueError("Mackenzie only plays in the solo game")
    rng = Rng(seed_state(seed))
    s = State.__new__(State)
    s.players = []
    for colour in colours:
        p = Player(colour, starting_hand(colour), SAINT_LOUIS, SAINT_LOUIS)
        p.res[FUR] = p.res[FOOD] = p.res[EQUIPMENT] = 1
        p.indians = 1
        s.players.append(p)
    s.newcomer = 1
    s.stock = indians_in_play(num_players) - num_players - 1
    s.powwow = 0
    s.village = [0] * len(LOCATIONS)
    s.tiles_left = [TILES_PER_KIND, TILES_PER_KIND]
    s.deck = list(ENCOUNTERED)
    rng.shuffle(s.deck)
    s.discard = []
    s.journal = []
    s.reveals = 0
    journal.initial_layout(s)
    drawn = rng.below(num_players)  # drawn always, so the stream does not depend on the choice
    if first_player is None:
        first_player = drawn  # D18: random unless chosen
    if not 0 <= first_player < num_players:
        raise ValueError("first player must be one of the seats")
    s.current = first_player
    s.turn = 0
    s.action_done = s.recruited = s.camped = False
    s.frames = []
    s.budget = [0] * 7
    s.moved = False
    s.bonus_used = 0
    s.winner = None
    s.over = False
    s.mackenzie = SAINT_LOUIS + solo_level if num_players == 1 else None
    s.solo_level = solo_level
    s.rng = rng.state
    s.reveals = 0
    s.viewer = None
    s.idle_turns = 0
    s.quiet_turns = 0
    return s
