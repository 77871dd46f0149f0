"""The rules engine: the pending decision, its legal moves, and applying a move.

A turn (rules §3): exactly one mandatory action (play a character, or place Indians in the
Village), plus optional Recruitment and Encampment, each at most once, in any order, then `end`.
While an action resolves, the decision belongs to the innermost effect frame.
"""

from . import economy, encampment, queries, recruitment, scout_movement, village_actions
from .card_effects import EFFECT_OF_CARD
from .cards import CARDS, STRENGTH
from .moves import NO_CARD, Move
from .resources import RESOURCE_INDEX, RESOURCE_NAMES
from .route import FORT_CLATSOP, settle_forward
from .state import Frame
from .village import CIRCLES, LOCATION_INDEX, LOCATIONS, MAX_INDIANS_PER_PLACEMENT, free_circles

MIN_STRENGTH, MAX_STRENGTH = 1, 3  # D17
# D22: a player who can take no action at the start of the turn must camp first.
FORCED_ENCAMPMENT = True


class IllegalMove(ValueError):
    """A move that is not legal now; the message says why."""


# ---------------------------------------------------------------- the pending decision

def decision(s):
    """A short name for what is being asked now."""
    if s.over:
        return "game over"
    if not s.frames:
        return "turn"
    top = s.frames[-1]
    if top.kind == "overflow":
        return "overflow"
    if top.kind == "village":
        return "village:" + LOCATIONS[top.loc]
    if top.kind == "distance":
        return "distance:" + CARDS[top.card].slug
    return "card:" + CARDS[top.card].slug


def action_possible(s):
    """Can the current player play a character or place an Indian? (D22)"""
    p = s.player()
    return p.indians > 0 or len(p.hand) >= 2


def legal_moves(s):
    if s.over:
        return []
    if s.frames:
        return _frame_moves(s, s.frames[-1])
    return _turn_moves(s)


def _turn_moves(s):
    possible = action_possible(s)
    if FORCED_ENCAMPMENT and not s.action_done and not s.camped and not possible:
        return [Move("camp")]
    out = []
    if not s.action_done:
        out.extend(_play_moves(s))
        out.extend(_village_moves(s))
    if not s.recruited:
        out.extend(recruitment.options(s))
    if not s.camped:
        out.append(Move("camp"))
    if s.action_done or not possible:
        out.append(Move("end"))
    return out


_PLAYS = {}  # (hand, Indians usable) -> the play moves: the same for every state that has them
_PLAYS_KEPT = 20_000


def _play_moves(s):
    p = s.player()
    max_ind = min(MAX_STRENGTH, p.indians)
    key = (tuple(p.hand), max_ind)
    plays = _PLAYS.get(key)
    if plays is None:
        if len(_PLAYS) >= _PLAYS_KEPT:
            _PLAYS.clear()
        plays = _PLAYS[key] = tuple(_make_play_moves(key[0], max_ind))
    return plays


def _make_play_moves(hand, max_ind):
    out = []
    for c in hand:
        for n in range(MIN_STRENGTH, max_ind + 1):
            out.append(Move("play", card=c, n=n))
        for d in hand:
            if d == c:
                continue
            st = STRENGTH[d]
            for n in range(0, min(max_ind, MAX_STRENGTH - st) + 1):
                out.append(Move("play", card=c, card2=d, n=n))
    return out


def _village_moves(s):
    p = s.player()
    if p.indians <= 0:
        return []
    out = []
    for loc, name in enumerate(LOCATIONS):
        free = free_circles(loc, s.village[loc])
        if CIRCLES[loc]:
            if free > 0:
                out.append(Move("village", name, n=1))
        else:
            for n in range(1, min(free, p.indians, MAX_INDIANS_PER_PLACEMENT) + 1):
                out.append(Move("village", name, n=n))
    return out


def _activation_moves(s, frame):
    if frame.kind == "village":
        return village_actions.options(s, frame)
    if frame.kind == "distance":
        return scout_movement.options(s, frame)
    return EFFECT_OF_CARD[frame.card].options(s, frame)


def _frame_moves(s, frame):
    if frame.kind == "overflow":
        p = s.player()
        return [Move("drop", RESOURCE_NAMES[r]) for r in range(6) if p.res[r] > 0]
    out = _activation_moves(s, frame)
    out.append(Move("stop"))
    return out


def wasted_play(s, move):
    """True if `move`, a legal play, starts an effect that can do nothing now: the character
    would go to the play area without any use."""
    after = s.clone()
    apply(after, move)
    return not after.frames


# ---------------------------------------------------------------- applying a move

def explain_illegal(s, move):
    """None if `move` is legal now, else the reason in words."""
    if s.over:
        return "the game is over"
    if move in legal_moves(s):
        return None
    return _reason(s, move)


def apply_checked(s, move):
    reason = explain_illegal(s, move)
    if reason:
        raise IllegalMove(f"{move}: {reason}")
    apply(s, move)


def apply(s, move):
    """Apply a legal move (not checked: use apply_checked for untrusted input)."""
    k = move.kind
    if s.frames:
        frame = s.frames[-1]
        if k == "stop":
            s.frames.pop()
        elif k == "drop":
            economy.drop(s, RESOURCE_INDEX[move.key])
        else:
            _activate(s, frame, move)
        _normalize(s)
        return
    if k == "play":
        _play(s, move)
    elif k == "village":
        _place_indians(s, move)
    elif k == "recruit":
        recruitment.recruit(s, move)
    elif k == "camp":
        encampment.camp(s)
    elif k == "end":
        _end_turn(s)
    else:
        raise IllegalMove(f"{move}: not a turn move")
    _normalize(s)


def _activate(s, frame, move):
    if frame.kind == "distance":
        scout_movement.apply(s, frame, move)
        return
    if frame.kind == "village":
        counted = village_actions.apply(s, frame, move)
    else:
        effect = EFFECT_OF_CARD[frame.card]
        effect.apply(s, frame, move)
        counted = True
        if effect.once:
            frame.left = 1
    if counted:
        frame.left -= 1
        frame.done += 1


def _play(s, move):
    p = s.player()
    p.hand.remove(move.card)
    if move.card2 != NO_CARD:
        p.hand.remove(move.card2)
    p.indians -= move.n
    p.area.append((move.card, move.card2, move.n))
    strength = move.n + (STRENGTH[move.card2] if move.card2 != NO_CARD else 0)
    _start_action(s)
    s.frames.append(Frame("card", card=move.card, left=strength))


def _place_indians(s, move):
    loc = LOCATION_INDEX[move.key]
    s.player().indians -= move.n
    s.village[loc] += move.n
    _start_action(s)
    s.frames.append(Frame("village", loc=loc, left=move.n))


def _start_action(s):
    s.action_done = True
    s.moved = False
    s.bonus_used = 0
    economy.start_budget(s)


def _normalize(s):
    """Close exhausted effects; when the action is over, settle the Scout (D8)."""
    frames = s.frames
    while frames:
        top = frames[-1]
        if top.kind == "overflow":
            return
        if top.left <= 0 or not _activation_moves(s, top):
            frames.pop()
            continue
        return
    if s.moved:
        p = s.player()
        p.scout = settle_forward(p.scout, queries.scout_positions(s, s.current))
        s.moved = False


def _end_turn(s):
    s.idle_turns = 0 if s.action_done or s.recruited else s.idle_turns + 1
    s.quiet_turns += 1
    if s.solo:
        _advance_mackenzie(s)
        if s.over:
            return
    if STALLED_ROUND_ENDS_GAME and s.idle_turns >= s.num_players:
        _end_stalled_game(s)
        return
    if quiet_turns_left(s) == 0:
        _end_stalled_game(s)
        return
    s.current = (s.current + 1) % s.num_players
    s.turn += 1
    s.action_done = s.recruited = s.camped = False


# D28 (docs/rules-decisions.md): a whole round of turns in which nobody took an action or
# recruited can never be followed by anything else, so it ends the game.
STALLED_ROUND_ENDS_GAME = True


def ended_stalled(s):
    """Did the game end by D28 (a whole round without action or recruitment)?"""
    return s.over and s.idle_turns >= s.num_players


# D29 (docs/rules-decisions.md): when this many whole rounds of turns have ended since a Camp
# last advanced (or since the game began), the game ends like a stalled one (D28). Not in the
# solo game, which Mackenzie ends. Bot games never come near it (docs/selfplay.md).
QUIET_ROUNDS_END_GAME = 40


def quiet_turns_left(s):
    """Turns that may still end without a Camp advancing before D29 ends the game (None in
    the solo game)."""
    if s.solo:
        return None
    return max(0, QUIET_ROUNDS_END_GAME * s.num_players - s.quiet_turns)


def ended_quiet(s):
    """Did the game end by D29 (no Camp advanced for QUIET_ROUNDS_END_GAME rounds) rather than
    by D28, which is checked first?"""
    return s.over and quiet_turns_left(s) == 0 and not ended_stalled(s)


def _end_stalled_game(s):
    """(D28 and D29) The most advanced Camp wins, then the most advanced Scout, then the player who would
    have moved first; in the solo game Mackenzie wins (nothing can stop him any more)."""
    s.over = True
    if s.solo:
        s.winner = None
        return
    n = s.num_players
    order = [(s.current + 1 + k) % n for k in range(n)]
    s.winner = max(order, key=lambda seat: (s.players[seat].camp, s.players[seat].scout,
                                            -order.index(seat)))


MACKENZIE_STEP = 1


def mackenzie_turns_left(s):
    """Solo: the most turns before Mackenzie reaches Fort Clatsop (fewer if he passes the
    Scout on his way)."""
    return max(0, -(-(FORT_CLATSOP - s.mackenzie) // MACKENZIE_STEP))


def _advance_mackenzie(s):
    """After each turn of the solo player Mackenzie advances one space, terrain irrelevant;
    he is a Scout, so he too passes on to the next free space."""
    s.mackenzie = settle_forward(s.mackenzie + MACKENZIE_STEP, {s.players[0].scout})
    if s.mackenzie >= FORT_CLATSOP:
        s.over = True
        s.winner = None


# ---------------------------------------------------------------- reasons for refusals

def _reason(s, move):
    k = move.kind
    if s.frames:
        what = decision(s)
        if s.frames[-1].kind == "overflow":
            return "your boats are over capacity: drop a resource first"
        if k in ("play", "village", "recruit", "camp", "end"):
            return f"finish the current effect ({what}) first, or stop it"
        return f"not one of the choices of {what} now"
    p = s.player()
    forced = FORCED_ENCAMPMENT and not s.action_done and not s.camped and not action_possible(s)
    if forced and k != "camp":
        return "you can take no action: you must camp first"
    if k == "play":
        if move.card not in p.hand:
            return "that card is not in your hand"
        if s.action_done:
            return "you have already taken your action this turn"
        if move.card2 != NO_CARD and (move.card2 not in p.hand or move.card2 == move.card):
            return "the support card must be another card from your hand"
        if move.n > p.indians:
            return "not enough Indians in your boats"
        total = move.n + (STRENGTH[move.card2] if move.card2 != NO_CARD else 0)
        if not MIN_STRENGTH <= total <= MAX_STRENGTH:
            return f"strength must be 1 to 3 (this is {total})"
    if k == "village":
        if s.action_done:
            return "you have already taken your action this turn"
        if move.key not in LOCATION_INDEX:
            return f"there is no Village location called {move.key!r}"
        if move.n > p.indians:
            return "not enough Indians in your boats"
        loc = LOCATION_INDEX[move.key]
        if CIRCLES[loc] and move.n != 1:
            return "that location takes exactly one Indian"
        if not 1 <= move.n <= MAX_INDIANS_PER_PLACEMENT:
            return f"send 1 to {MAX_INDIANS_PER_PLACEMENT} Indians at a time"
        if move.n > free_circles(loc, s.village[loc]):
            return "that location is full until an Interpreter gathers the Indians"
    if k == "recruit":
        if s.recruited:
            return "you have already recruited this turn"
        if not 1 <= move.n <= len(s.journal):
            return "there is no card on that Journal page"
        if move.card != NO_CARD and move.card not in p.hand:
            return "the discount card must come from your hand"
        return "you cannot pay the Equipment and Furs"
    if k == "camp" and s.camped:
        return "you have already camped this turn"
    if k == "end":
        return "you must take an action before ending your turn"
    if k not in ("play", "village", "recruit", "camp", "end"):
        return "no effect is being resolved now"
    return "not legal now"
