"""The JSON position format (docs/positions.md): any legal mid-game state, readable by people.

Cards are written by slug, resources by name, boat tiles by side. `state_hash` hashes the
canonical form, so two states with equal positions have equal hashes.
"""

import hashlib
import json

from ..core.schema import Bool, Int, IntText, List, Map, Null, Obj, SchemaError, Str
from .boats import INDIAN_TILE_SIDES, RESOURCE_TILE_SIDES, TILES_PER_KIND
from .cards import CARDS, COLOURS, card_index
from .engine import QUIET_ROUNDS_END_GAME
from .resources import RESOURCE_NAMES
from .route import LAST_SPACE, REARMOST
from .setup import MAX_PLAYERS, MIN_PLAYERS
from .state import HIDDEN, NO_SUPPORT, Frame, Player, State
from .village import CIRCLES, FAREWELL_MAX_DISCARDS, LOCATIONS

POSITION_FORMAT = "lewisclark-position"
POSITION_VERSION = 1
TILE_SIDES = ("res2", "res5", "ind1", "ind3")


class PositionError(ValueError):
    """A position that cannot be loaded; the message says what is wrong."""


def _slug(c):
    return "?" if c == HIDDEN else CARDS[c].slug


def _card(text):
    return HIDDEN if text == "?" else card_index(text)


def _res_dict(res):
    return {RESOURCE_NAMES[i]: v for i, v in enumerate(res) if v}


def to_dict(s):
    players = []
    for p in s.players:
        players.append({
            "colour": p.colour,
            "hand": [_slug(c) for c in p.hand],
            "area": [{"card": _slug(c), "support": None if d == NO_SUPPORT else _slug(d),
                      "indians": n} for c, d, n in p.area],
            "resources": _res_dict(p.res),
            "indians": p.indians,
            "tiles": list(p.tiles),
            "scout": p.scout,
            "camp": p.camp,
            **({"hidden_pool": [_slug(c) for c in p.hidden_pool]} if p.hidden_pool else {}),
        })
    frames = []
    for f in s.frames:
        d = {"kind": f.kind, "left": f.left, "done": f.done}
        if f.card >= 0:
            d["card"] = _slug(f.card)
        if f.loc >= 0:
            d["location"] = LOCATIONS[f.loc]
        if f.extra >= 0:
            d["copied"] = _slug(f.extra)
        if f.count:
            d["count"] = f.count
        frames.append(d)
    return {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "players": players,
        "current": s.current,
        "turn": s.turn,
        "turn_flags": {"action_done": s.action_done, "recruited": s.recruited, "camped": s.camped},
        "frames": frames,
        "budget": {**_res_dict(s.budget[:6]), **({"indians": s.budget[6]} if s.budget[6] else {})},
        "moved": s.moved,
        "bonus_used": s.bonus_used,
        "deck": [_slug(c) for c in s.deck],
        "journal": [_slug(c) for c in s.journal],
        "discard": [_slug(c) for c in s.discard],
        "village": {LOCATIONS[i]: n for i, n in enumerate(s.village) if n},
        "powwow": s.powwow,
        "newcomer": s.newcomer,
        "stock": s.stock,
        "tiles_left": {"resource": s.tiles_left[0], "indian": s.tiles_left[1]},
        "mackenzie": s.mackenzie,
        "solo_level": s.solo_level,
        "winner": s.winner,
        "over": s.over,
        "rng": str(s.rng),
        "reveals": s.reveals,
        **({"idle_turns": s.idle_turns} if s.idle_turns else {}),
        **({"quiet_turns": s.quiet_turns} if s.quiet_turns else {}),
        **({"viewer": s.viewer} if s.viewer is not None else {}),
    }


# The position format as one table (docs/positions.md). Nothing is cast: 2.0, "2" and true
# are not whole numbers. Rules that tie fields together are in `_cross_checks` and `check`.
MAX_INDIANS = 18  # 3 + 3 x 5 players
CARD = Str(tuple(c.slug for c in CARDS) + ("?",))
COUNT = Int(0, MAX_INDIANS)
AMOUNT = Int(0, 99)
AREA = Obj({"card": CARD}, {"support": Null(CARD), "indians": COUNT})
PLAYER = Obj(
    {"colour": Str(COLOURS), "hand": List(CARD, len(CARDS)), "scout": Int(REARMOST, LAST_SPACE),
     "camp": Int(REARMOST, LAST_SPACE)},
    {"area": List(AREA, len(CARDS)), "resources": Map(RESOURCE_NAMES, AMOUNT), "indians": COUNT,
     "tiles": List(Str(TILE_SIDES), 2 * TILES_PER_KIND), "hidden_pool": List(CARD, len(CARDS))})
FRAME = Obj({"kind": Str(("card", "village", "distance", "overflow"))},
            {"card": CARD, "copied": CARD, "location": Str(LOCATIONS), "left": AMOUNT,
             "done": AMOUNT, "count": Int(0, FAREWELL_MAX_DISCARDS)})
POSITION = Obj(
    {"format": Str((POSITION_FORMAT,)), "version": Int(POSITION_VERSION, POSITION_VERSION),
     "players": List(PLAYER, MAX_PLAYERS, MIN_PLAYERS), "current": Int(0, MAX_PLAYERS - 1),
     "deck": List(CARD, len(CARDS)), "journal": List(CARD, 5)},
    {"turn": Int(0, 10**6),
     "turn_flags": Obj({}, {"action_done": Bool(), "recruited": Bool(), "camped": Bool()}),
     "frames": List(FRAME, 16),
     "budget": Map(RESOURCE_NAMES + ("indians",), AMOUNT),
     "moved": Bool(), "bonus_used": Int(0, 3),
     "discard": List(CARD, len(CARDS)),
     "village": Map(LOCATIONS, COUNT),
     "powwow": COUNT, "newcomer": Int(0, 1), "stock": COUNT,
     "tiles_left": Obj({"resource": Int(0, TILES_PER_KIND), "indian": Int(0, TILES_PER_KIND)}),
     "mackenzie": Null(Int(REARMOST, LAST_SPACE)), "solo_level": Null(Int(0, 7)),
     "winner": Null(Int(0, MAX_PLAYERS - 1)), "over": Bool(),
     "rng": IntText(2**64), "reveals": Int(0, 10**6),
     "viewer": Int(0, MAX_PLAYERS - 1), "idle_turns": Int(0, 10**6),
     "quiet_turns": Int(0, 10**6)})


def _res_list(d, names):
    return [d.get(k, 0) for k in names]


def from_dict(d):
    """Build a State from a position dict; raises PositionError naming the problem."""
    if not isinstance(d, dict) or d.get("format") != POSITION_FORMAT:
        raise PositionError("not a Lewis & Clark position (format field missing or wrong)")
    if d.get("version") != POSITION_VERSION:
        raise PositionError(f"unsupported position version {str(d.get('version'))[:20]!r}")
    try:
        POSITION.check(d, "")
    except SchemaError as exc:
        raise PositionError(f"bad position: {exc}") from None
    problems = _cross_checks(d)
    if problems:
        raise PositionError("impossible position: " + "; ".join(problems))
    s = _build(d)
    problems = check(s) + _progress(s)
    if problems:
        raise PositionError("impossible position: " + "; ".join(problems))
    return s


def _cross_checks(d):
    """What the table cannot say: fields that must agree with each other."""
    n = len(d["players"])
    solo = n == 1
    viewer = d.get("viewer")
    problems = []
    for key in ("current", "winner", "viewer"):
        if d.get(key) is not None and d[key] >= n:
            problems.append(f"{key} is not a seat")
    if d.get("winner") is not None and not d.get("over", False):
        problems.append("a winner but the game is not over")
    if (d.get("mackenzie") is None) == solo or (d.get("solo_level") is None) == solo:
        problems.append("Mackenzie and his level are given exactly in the solo game")
    if len({p["colour"] for p in d["players"]}) != n:
        problems.append("two players have the same colour")
    for k, loc in enumerate(LOCATIONS):
        if CIRCLES[k] and d.get("village", {}).get(loc, 0) > CIRCLES[k]:
            problems.append(f"{loc} holds more Indians than it has circles ({CIRCLES[k]})")
    tiles = [t for p in d["players"] for t in p.get("tiles", [])]
    left = d.get("tiles_left", {"resource": TILES_PER_KIND, "indian": TILES_PER_KIND})
    for kind, sides in (("resource", RESOURCE_TILE_SIDES), ("indian", INDIAN_TILE_SIDES)):
        if left[kind] + sum(t in sides for t in tiles) != TILES_PER_KIND:
            problems.append(f"{kind} boat tiles taken and left should total {TILES_PER_KIND}")
    for i, f in enumerate(d.get("frames", [])):
        wants = {"card": ("card",), "village": ("location",), "distance": ("card",),
                 "overflow": ()}[f["kind"]]
        if f["kind"] == "distance" and f.get("count", 0) not in (1, 2):
            problems.append(f"frames[{i}]: a distance frame needs a terrain count of 1 or 2")
        for key in ("card", "location"):
            if (key in f) != (key in wants):
                problems.append(f"frames[{i}]: a {f['kind']} frame "
                                + ("needs" if key in wants else "has no") + f" {key}")
    hidden = any(c == "?" for p in d["players"] for c in p["hand"] + p.get("hidden_pool", [])
                 + [a["card"] for a in p.get("area", [])] + [a.get("support") for a in p.get("area", [])])
    hidden = hidden or "?" in d["deck"] + d["journal"] + d.get("discard", [])
    if viewer is None and (hidden or any("hidden_pool" in p for p in d["players"])):
        problems.append("hidden cards ('?', hidden_pool) only appear in an observation (viewer)")
    return problems


def _build(d):
    s = State.__new__(State)
    s.players = []
    for pd in d["players"]:
        p = Player(pd["colour"], sorted(_card(c) for c in pd["hand"]), pd["scout"], pd["camp"])
        p.area = [(_card(a["card"]), NO_SUPPORT if a.get("support") is None else _card(a["support"]),
                   a.get("indians", 0)) for a in pd.get("area", [])]
        p.res = _res_list(pd.get("resources", {}), RESOURCE_NAMES)
        p.indians = pd.get("indians", 0)
        p.tiles = tuple(pd.get("tiles", []))
        p.hidden_pool = tuple(_card(c) for c in pd.get("hidden_pool", []))
        s.players.append(p)
    s.current = d["current"]
    s.turn = d.get("turn", 0)
    flags = d.get("turn_flags", {})
    s.action_done = flags.get("action_done", False)
    s.recruited = flags.get("recruited", False)
    s.camped = flags.get("camped", False)
    s.frames = []
    for fd in d.get("frames", []):
        f = Frame(fd["kind"], _card(fd["card"]) if "card" in fd else -1, fd.get("left", 1),
                  LOCATIONS.index(fd["location"]) if "location" in fd else -1,
                  _card(fd["copied"]) if "copied" in fd else -1, fd.get("count", 0))
        f.done = fd.get("done", 0)
        s.frames.append(f)
    s.budget = _res_list(d.get("budget", {}), RESOURCE_NAMES + ("indians",))
    s.moved = d.get("moved", False)
    s.bonus_used = d.get("bonus_used", 0)
    s.deck = [_card(c) for c in d["deck"]]
    s.journal = [_card(c) for c in d["journal"]]
    s.discard = [_card(c) for c in d.get("discard", [])]
    village = d.get("village", {})
    s.village = [village.get(loc, 0) for loc in LOCATIONS]
    s.powwow = d.get("powwow", 0)
    s.newcomer = d.get("newcomer", 0)
    s.stock = d.get("stock", 0)
    tl = d.get("tiles_left", {"resource": TILES_PER_KIND, "indian": TILES_PER_KIND})
    s.tiles_left = [tl["resource"], tl["indian"]]
    s.mackenzie = d.get("mackenzie")
    s.solo_level = d.get("solo_level")
    s.winner = d.get("winner")
    s.over = d.get("over", False)
    s.rng = int(d.get("rng", "0"))
    s.reveals = d.get("reveals", 0)
    s.viewer = d.get("viewer")
    s.idle_turns = d.get("idle_turns", 0)
    s.quiet_turns = d.get("quiet_turns", 0)
    return s


def _progress(s):
    """The turn's flags and the end of the game as play leaves them (D28 for a stalled game)."""
    from .queries import camp_wins
    from .route import FORT_CLATSOP
    problems = []
    n = len(s.players)
    if s.frames and not s.action_done:
        problems.append("open effects (frames) belong to an action: action_done is true")
    if s.moved and not s.frames:
        problems.append("moved (the Scout has moved in this effect) needs an open effect")
    arrived = [i for i, p in enumerate(s.players) if camp_wins(p.camp)]
    mackenzie_in = s.mackenzie is not None and s.mackenzie >= FORT_CLATSOP
    stalled = s.idle_turns >= n
    quiet = not s.solo and s.quiet_turns >= QUIET_ROUNDS_END_GAME * n
    if not s.over:
        if quiet:
            problems.append(f"quiet_turns {s.quiet_turns}: {QUIET_ROUNDS_END_GAME} rounds without a "
                            "Camp advancing end the game (D29)")
        if arrived or mackenzie_in:
            problems.append("a Camp (or Mackenzie) is at Fort Clatsop: the game is over")
        if stalled:
            problems.append(f"idle_turns {s.idle_turns}: a whole round without action ends "
                            "the game (D28)")
        return problems
    if s.frames:
        problems.append("the game is over: no effect is still open (frames)")
    if n > 1 and s.winner is None:
        problems.append("a game of several players that is over has a winner")
    if not (arrived or mackenzie_in or stalled or quiet):
        problems.append("over, but no Camp (nor Mackenzie) is at Fort Clatsop, no round was "
                        "idle (D28) and no Camp stood still for 40 rounds (D29)")
    elif s.winner is not None and arrived and s.winner not in arrived:
        # A Camp on Fort Clatsop ends the game at once: no stall (D28) or quiet end (D29) can
        # have come after it and named another seat.
        problems.append("the winner should be the seat whose Camp reached Fort Clatsop")
    return problems


def check(s):
    """Invariants every legal position satisfies (cards and Indians conserved, no negatives,
    capacities hold). Returns a list of problems, empty when the position is sound."""
    from .route import LAST_SPACE, REARMOST
    from .setup import indians_in_play

    problems = []
    seen = []
    for p in s.players:
        seen += p.hand + [c for c, _, _ in p.area] + [d for _, d, _ in p.area if d >= 0]
        seen += list(p.hidden_pool)
    seen += s.deck + s.journal + s.discard
    known = [c for c in seen if c != HIDDEN]
    if len(known) != len(set(known)):
        problems.append("a card appears twice")
    own_colours = {p.colour for p in s.players}
    expected = {c.index for c in CARDS if c.kind == "encountered" or c.colour in own_colours}
    if set(known) != expected:  # an observation too: its hidden pools name the hidden cards
        problems.append(f"cards in play should be {len(expected)}, found {len(set(known))}")
    for i, p in enumerate(s.players):
        hidden = p.hand.count(HIDDEN) + sum(d == HIDDEN for _, d, _ in p.area)
        if p.hidden_pool and hidden != len(p.hidden_pool):
            problems.append(f"player {i}: {hidden} hidden cards but {len(p.hidden_pool)} in the pool")
    indians = s.stock + s.powwow + s.newcomer + sum(s.village)
    for i, p in enumerate(s.players):
        indians += p.indians + p.indians_on_cards()
        if min(p.res) < 0 or p.indians < 0:
            problems.append(f"player {i} holds a negative amount")
        if p.resource_total() > p.capacity and not any(f.kind == "overflow" for f in s.frames):
            problems.append(f"player {i} carries more than the boats hold")
        if not REARMOST <= p.scout <= LAST_SPACE or not REARMOST <= p.camp <= LAST_SPACE:
            problems.append(f"player {i}: Scout or Camp off the route")
    if indians != indians_in_play(len(s.players)):
        problems.append(f"Indians should total {indians_in_play(len(s.players))}, found {indians}")
    if min(s.village + [s.stock, s.powwow, s.newcomer]) < 0:
        problems.append("a negative number of Indians")
    if len(s.journal) > 5:
        problems.append("the Journal has more than 5 cards")
    if not all(0 <= t <= 6 for t in s.tiles_left):
        problems.append("boat tile supply out of range")
    return problems


def _canonical(d):
    return json.dumps(d, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical_json(s):
    return _canonical(to_dict(s))


def state_hash(s):
    """The hash of the canonical form without `quiet_turns` (D29), which the moves determine:
    save files written before D29 keep their hashes."""
    d = to_dict(s)
    d.pop("quiet_turns", None)
    return hashlib.sha256(_canonical(d).encode()).hexdigest()[:32]
