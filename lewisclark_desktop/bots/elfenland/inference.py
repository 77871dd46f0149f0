"""What the other seats may hold, weighed by what they did this round (Hard's worlds).

A particle gives every other seat a hand, its secret counters and (variant) its town card,
all drawn from what the viewer cannot see. Its weight is `EPSILON` to the power of the number
of this round's takes and placements by those seats that Normal, holding that particle's
cards and counters, would not have made when they were made: the round is replayed from its
public story (state.py, `round_*`). Against Normal the true holdings match every move; against
people, Normal stands for a sensible player.

Particles stay the same through a round as far as the hidden pools allow: the cards and town
cards are shuffled by a generator fixed by (seed, round, k), and the counters are taken by a
priority per counter fixed the same way. So the judgements of one decision (cached by the
round's story so far and the seat's holdings) serve the next ones, and each decision pays only
for the moves made since.
"""

from collections import Counter

from ...core.rng import Rng, seed_state
from ...elfenland import engine
from ...elfenland.components import COUNTERS_PER_TYPE, HIDDEN, TRANSPORTS
from ...elfenland.game import RULES
from ...elfenland.state import DRAW, PLACE
from ..search import now

EPSILON = 0.4  # a particle's weight is multiplied by this for each move it does not explain


class Particle:
    __slots__ = ("fixed", "start_secret", "misses")

    def __init__(self, fixed, o):
        """`fixed` for the other seats of observation `o`."""
        self.fixed = fixed  # {seat: (hand, secret counters now, town card)}: determinize's form
        placed = _placed_secrets(o)
        # {seat: its secret counters when phase 3 began}: those held now and those placed since
        self.start_secret = {seat: secret + placed.get(seat, [])
                             for seat, (_, secret, _) in fixed.items()}
        self.misses = dict.fromkeys(fixed, 0)  # {seat: its moves this particle does not explain}


class RivalModel:
    """Particles for the other seats of one observation, weighed by their moves this round."""

    def __init__(self, normal, size, seed=0, epsilon=EPSILON):
        self.epsilon = epsilon  # a particle's weight per move it does not explain
        self.normal = normal  # the model of a rival's decisions (deterministic, blind)
        self.size = size
        self.seed = seed
        self.cache = {}  # (story key, seat, holdings) -> did Normal make that move; one round's
        self.cached_round = None

    def particles(self, o, deadline=None):
        """`size` particles for observation `o` (phase 3 or 4), weighed (a loaded position
        has no story, `round_display` empty: then nothing weighs them); fewer (at least one)
        if the clock (search.now) passes `deadline` first."""
        me = o.viewer
        if self.cached_round != (me, o.round):
            self.cache.clear()
            self.cached_round = (me, o.round)
        story = _story_keys(o)
        out = []
        for k in range(self.size):
            fixed = _draw(o, me, (self.seed * 7919 + o.round) * 1009 + k)
            particle = Particle(fixed, o)
            self.weigh(o, particle, story)
            out.append(particle)
            if deadline is not None and now() > deadline:
                break
        return out

    def sample(self, o, particles, rng):
        return sample(o, particles, rng, self.epsilon)

    def weigh(self, o, particle, story=None):
        """Count the particle's misses; return the replayed state (the present, unless the
        replay left the story)."""
        story = story or _story_keys(o)
        w = _round_start(o, particle)
        for j, (seat, m) in enumerate(o.round_moves):
            if w.current != seat or w.phase not in (DRAW, PLACE):
                break  # the replay left the story (an automatic pass went otherwise)
            if seat != o.viewer:
                hand, _, town = particle.fixed[seat]
                key = (story[j], seat, tuple(hand), tuple(sorted(particle.start_secret[seat])),
                       town)
                same = self.cache.get(key)
                if same is None:
                    same = self.cache[key] = self.normal.choose(RULES, w) == m
                if not same:
                    particle.misses[seat] += 1
            if engine.explain_illegal(w, m) is not None:
                break
            engine.apply(w, m)
        return w


def sample(o, particles, rng, epsilon=EPSILON):
    """Holdings for every other seat, {seat: (hand, secret, town)}: a rival's moves depend on
    its own holdings only, so each seat's holdings are drawn by its own weight
    (`epsilon` ** its misses) among the particles, seat by seat, from what the seats drawn
    before it left in the pools."""
    cards = Counter(o.unknown_cards)
    counters = Counter(o.unknown_counters)
    towns = Counter(o.unknown_towns)
    out = {}
    for seat in particles[0].fixed:
        options, weights = [], []
        for p in particles:
            hand, secret, town = p.fixed[seat]
            if all(cards[c] >= n for c, n in enumerate(hand) if n) and \
                    _fits(counters, secret) and (town == HIDDEN or towns[town] > 0):
                options.append(p.fixed[seat])
                weights.append(epsilon ** p.misses[seat])
        if not options:
            return None  # no particle fits what the others took: draw uniformly
        hand, secret, town = options[_weighted(rng, weights)]
        for c, n in enumerate(hand):
            cards[c] -= n
        counters.subtract(secret)
        if town != HIDDEN:
            towns[town] -= 1
        out[seat] = (hand, secret, town)
    return out


def _fits(pool, items):
    need = Counter(items)
    return all(pool[c] >= n for c, n in need.items())


def _weighted(rng, weights):
    x = rng.below(1 << 53) / (1 << 53) * sum(weights)
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


def _story_keys(o):
    """A key per move of the round's story: the viewer, the round's start and every move up
    to it."""
    key = hash((o.viewer, o.round, o.start_player, o.round_display,
                tuple((p.boot, p.visited, p.colour) for p in o.players)))
    out = []
    for entry in o.round_moves:
        key = hash((key, entry))
        out.append(key)
    return out


def _draw(o, me, seed):
    """The other seats' hidden holdings: cards and town cards shuffled by `seed`'s generator,
    secret counters by a fixed priority per counter (so most survive a change of the pool)."""
    rng = Rng(seed_state(seed))
    cards = list(o.unknown_cards)
    rng.shuffle(cards)
    towns = list(o.unknown_towns)
    rng.shuffle(towns)
    priority = {}
    for c in range(len(TRANSPORTS)):
        for i in range(COUNTERS_PER_TYPE):
            priority[c, i] = rng.below(1 << 40)
    pool = sorted(((c, i) for c, n in Counter(o.unknown_counters).items() for i in range(n)),
                  key=priority.__getitem__, reverse=True)
    fixed = {}
    for seat, p in enumerate(o.players):
        if seat == me:
            continue
        hand = [0] * len(p.hand)
        for _ in range(p.hidden_cards):
            hand[cards.pop()] += 1
        secret = [pool.pop()[0] for c in p.secret if c == HIDDEN]
        town = towns.pop() if o.variant and p.destination == HIDDEN else HIDDEN
        fixed[seat] = (hand, secret, town)
    return fixed


def _placed_secrets(o):
    """{seat: the secret counters it placed this round}, from the story."""
    out = {}
    for seat, m in o.round_moves:
        if m.kind == "place" and m.secret:
            out.setdefault(seat, []).append(m.counter)
    return out


def _round_start(o, particle):
    """The full state when this round's phase 3 began, with the particle's holdings: the board
    empty, the display as it was, the counters later turned up back on the stack."""
    w = o.clone()
    obstacle_used = {seat for seat, m in o.round_moves if m.kind == "obstacle"}
    for seat, p in enumerate(w.players):
        if seat in particle.fixed:
            hand, _, town = particle.fixed[seat]
            p.hand, p.hidden_cards = list(hand), 0
            p.secret = list(particle.start_secret[seat])
            if town != HIDDEN:
                p.destination = town
        else:
            p.secret = p.secret + _placed_secrets(o).get(seat, [])
        p.open = []
        if seat in obstacle_used:
            p.obstacle = True
    w.roads = [-1] * len(w.roads)
    w.obstacles = [-1] * len(w.obstacles)
    w.display = list(o.round_display)
    # the stack as deep as it was; only the counters turned up this round are ever drawn
    w.supply = [0] * len(o.supply) + list(reversed(o.round_drawn))
    w.phase, w.current, w.takes, w.passes = DRAW, o.start_player, 0, 0
    w.round_moves = w.round_drawn = ()
    return w
