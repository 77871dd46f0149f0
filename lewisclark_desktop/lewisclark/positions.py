"""The JSON position format (docs/positions.md): any legal mid-game state, readable by people.

Cards are written by slug, resources by name, boat tiles by side. `state_hash` hashes the
canonical form, so two states with equal positions have equal hashes.
"""

import hashlib
import json

from .cards import CARDS, COLOURS, card_index
from .resources import RESOURCE_NAMES
from .state import HIDDEN, NO_SUPPORT, Frame, Player, State
from .village import LOCATIONS

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
        **({"viewer": s.viewer} if s.viewer is not None else {}),
    }


def _res_list(d, what, with_indians=False):
    names = RESOURCE_NAMES + (("indians",) if with_indians else ())
    out = [0] * len(names)
    for k, v in d.items():
        if k not in names:
            raise PositionError(f"{what}: unknown resource {k!r}")
        if not isinstance(v, int) or v < 0:
            raise PositionError(f"{what}: {k} must be a whole number >= 0")
        out[names.index(k)] = v
    return out


def from_dict(d):
    """Build a State from a position dict; raises PositionError naming the problem."""
    try:
        return _from_dict(d)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise PositionError(f"bad position: {type(exc).__name__}: {exc}") from None


def _from_dict(d):
    if not isinstance(d, dict) or d.get("format") != POSITION_FORMAT:
        raise PositionError("not a Lewis & Clark position (format field missing or wrong)")
    if d.get("version") != POSITION_VERSION:
        raise PositionError(f"unsupported position version {d.get('version')!r}")
    s = State.__new__(State)
    s.players = []
    for i, pd in enumerate(d["players"]):
        if pd["colour"] not in COLOURS:
            raise PositionError(f"player {i}: unknown colour {pd['colour']!r}")
        p = Player(pd["colour"], sorted(_card(c) for c in pd["hand"]), pd["scout"], pd["camp"])
        p.area = [(_card(a["card"]), NO_SUPPORT if a.get("support") is None else _card(a["support"]),
                   int(a.get("indians", 0))) for a in pd.get("area", [])]
        p.res = _res_list(pd.get("resources", {}), f"player {i} resources")
        p.indians = int(pd.get("indians", 0))
        for t in pd.get("tiles", []):
            if t not in TILE_SIDES:
                raise PositionError(f"player {i}: unknown boat tile {t!r}")
        p.tiles = tuple(pd.get("tiles", []))
        p.hidden_pool = tuple(_card(c) for c in pd.get("hidden_pool", []))
        s.players.append(p)
    if not 1 <= len(s.players) <= 5:
        raise PositionError("a position needs 1 to 5 players")
    s.current = int(d["current"])
    if not 0 <= s.current < len(s.players):
        raise PositionError("current player is not a seat")
    s.turn = int(d.get("turn", 0))
    flags = d.get("turn_flags", {})
    s.action_done = bool(flags.get("action_done", False))
    s.recruited = bool(flags.get("recruited", False))
    s.camped = bool(flags.get("camped", False))
    s.frames = []
    for fd in d.get("frames", []):
        loc = fd.get("location")
        if loc is not None and loc not in LOCATIONS:
            raise PositionError(f"unknown Village location {loc!r}")
        f = Frame(fd["kind"], _card(fd["card"]) if "card" in fd else -1, int(fd.get("left", 1)),
                  LOCATIONS.index(loc) if loc else -1,
                  _card(fd["copied"]) if "copied" in fd else -1, int(fd.get("count", 0)))
        f.done = int(fd.get("done", 0))
        if f.kind not in ("card", "village", "distance", "overflow"):
            raise PositionError(f"unknown frame kind {f.kind!r}")
        if f.kind == "distance" and (f.card < 0 or f.count not in (1, 2)):
            raise PositionError("a distance frame needs its card and a terrain count of 1 or 2")
        s.frames.append(f)
    s.budget = _res_list(d.get("budget", {}), "budget", with_indians=True)
    s.moved = bool(d.get("moved", False))
    s.bonus_used = int(d.get("bonus_used", 0))
    s.deck = [_card(c) for c in d["deck"]]
    s.journal = [_card(c) for c in d["journal"]]
    s.discard = [_card(c) for c in d.get("discard", [])]
    s.village = [0] * len(LOCATIONS)
    for k, v in d.get("village", {}).items():
        if k not in LOCATIONS:
            raise PositionError(f"unknown Village location {k!r}")
        s.village[LOCATIONS.index(k)] = int(v)
    s.powwow = int(d.get("powwow", 0))
    s.newcomer = int(d.get("newcomer", 0))
    s.stock = int(d.get("stock", 0))
    tl = d.get("tiles_left", {"resource": 6, "indian": 6})
    s.tiles_left = [int(tl["resource"]), int(tl["indian"])]
    s.mackenzie = d.get("mackenzie")
    s.solo_level = d.get("solo_level")
    if (s.mackenzie is None) != (len(s.players) != 1):
        raise PositionError("Mackenzie is on the route exactly when there is one player")
    s.winner = d.get("winner")
    s.over = bool(d.get("over", False))
    s.rng = int(d.get("rng", "0"))
    s.reveals = int(d.get("reveals", 0))
    s.viewer = d.get("viewer")
    s.idle_turns = int(d.get("idle_turns", 0))
    if s.idle_turns < 0:
        raise PositionError("idle_turns must not be negative")
    problems = check(s)
    if problems:
        raise PositionError("impossible position: " + "; ".join(problems))
    return s


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
    if s.viewer is None and set(known) != expected:
        problems.append(f"cards in play should be {len(expected)}, found {len(set(known))}")
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


def canonical_json(s):
    return json.dumps(to_dict(s), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(s):
    return hashlib.sha256(canonical_json(s).encode()).hexdigest()[:32]
