"""Normal: explores for diversity points, divines what public information proves (or a good
bet), offers when the tokens it is about to win would otherwise be lost.

In co-op it plays for the team's total against the automa's: a discovery also takes an empty
cell (1 point) from the automa's final count, an Explore that lets the automa discover costs
about what the automa scores there, a pawn standing on a proven crop stays until it divines,
and divining waits until the proven crops outweigh the next discovery. A discovery counts what
its pawn may divine on the new cell, and guesses lean on a small pool of hidden maps sampled a
little at each decision (`map_pool`): late in a game they settle nearly every crop.
"""

import random
from types import SimpleNamespace

from ...core.rng import Rng, seed_state
from ...tiwanaku.movement import destinations
from ...tiwanaku.moves import (AutomaFirst, Divine, Explore, Offer, Pass, PlayTile, StopDivining,
                               Supplier)
from ...tiwanaku.state import ACTION, DIVINE_MORE
from .automa_forecast import automa_discoveries
from .crop_logic import crop_facts, proven_candidates
from .crop_odds import crop_odds
from .map_pool import MapPool
from .offering_odds import offer_gain
from .terrain_odds import known_areas, terrain_odds, tiles_left

AUTOMA_CROP = 3.0  # mean crop level an automa discovery scores, plus its token
EMPTY_CELL = 1.0  # co-op: every undiscovered cell is an automa point at the end
TOKEN = 1.0  # rough worth of a new offering token
STAY = 0.8  # share of a proven crop lost when its pawn walks away
RESERVE = 1.0  # co-op: worth of keeping a pawn in the stack (it may enter on any edge)
DRAW_COST = 1.5  # co-op: a discovery with no tile on the board takes one from a hand (a turn)
DIVINE_RATIO = 1.4  # co-op: divine now when proven points beat the best Explore by this much
# How often a candidate level turned out true, relative to an even chance (measured over Normal
# co-op games): areas are often too small for a 4 or a 5.
LEVEL_ODDS = {1: 1.5, 2: 1.2, 3: 1.1, 4: 0.85, 5: 0.25}
# Tokens won per undiscovered cell, measured over Normal games: a competitive player's share,
# the co-op team's, the automa's; and the chance that an unproven pawn cell gives one.
TOKENS_PER_CELL = 0.55
COOP_TOKENS_PER_CELL = 0.17
AUTOMA_TOKENS_PER_CELL = 0.14
UNSURE_TOKEN = 0.5
FRESH = 1.0  # co-op: share of what a pawn may divine on the cell it discovers
MAP_WEIGHT = 10.0  # co-op: one sampled map's vote against the per-area crop odds
CASH_BIG_SET = 0.5  # competitive: per token above two, a bonus for handing in the set now


class NormalBot:
    level = "normal"
    keeps_state = True  # its co-op pool of sampled maps grows over the game: the window keeps it

    def __init__(self, seed=0, sample_maps=True):
        self.rng = Rng(seed_state(seed))
        # co-op: hidden maps sampled a little at each turn decision (see map_pool)
        self.pool = MapPool(random.Random(seed)) if sample_maps else None

    def choose(self, rules, o, should_stop=None):
        moves = rules.legal_moves(o)
        if len(moves) == 1:
            return moves[0]
        kinds = {type(m) for m in moves}
        if Offer in kinds:
            return self._offer(o)
        if kinds & {Supplier, AutomaFirst}:
            return moves[0]  # team choices: the default comes first
        maps = ()
        if o.coop and self.pool is not None:
            if o.phase in (ACTION, DIVINE_MORE):
                self.pool.update(o)  # the tile choice, the slowest decision, only reads it
            maps = self.pool.fitting(o)
        view = self.view(o, maps)
        if PlayTile in kinds:
            return self._play_tile(view, moves)
        certain = view.certain_divinations()
        if StopDivining in kinds:
            if certain:
                return certain[0]
            bet, value = view.best_bet()
            return bet if bet and value >= 0.5 else StopDivining()
        explores = [m for m in moves if isinstance(m, Explore)]
        explore, explore_value = self._best_explore(view, explores)
        if o.coop:  # a divination turn judged by all it may divine
            first, value = view.divine_plan(certain)
            last_turn = not any(o.hands[o.current])
            if first is not None and (value >= DIVINE_RATIO * max(explore_value, 0.0)
                                      or (last_turn and value > 0)):
                return first
        elif certain:
            return certain[0]
        bet, bet_value = view.best_bet()
        if bet and bet_value > max(explore_value, 0.0):
            return bet
        if explore is not None:
            return explore
        if Pass in kinds:
            return Pass()
        if certain:
            return certain[0]
        return explores[self.rng.below(len(explores))] if explores else moves[0]

    def view(self, o, maps):
        """The decision's public facts (Easy sees fewer)."""
        return _View(o, maps)

    def _best_explore(self, view, explores):
        best, best_value = [], float("-inf")
        for m in explores:
            value = view.explore_value(m)
            if value > best_value + 1e-9:
                best, best_value = [m], value
            elif abs(value - best_value) <= 1e-9:
                best.append(m)
        if not best:
            return None, 0.0
        return best[self.rng.below(len(best))], best_value

    def _play_tile(self, view, moves):
        """The tile whose arrow allows the best turn (proven divinations count too)."""
        o = view.o
        hand = o.hands[o.current]
        certain = view.certain_divinations()
        divine = view.divine_value(certain)
        best, best_value = moves[0], float("-inf")
        for m in moves:
            arrow = hand[m.terrain][0]
            if arrow is None:
                continue
            column = list(o.column)
            column[m.terrain] += 1
            value = max([view.explore_value(e, column) for e in view.explores(arrow)]
                        + [divine, -3.0])
            value += 0.05 * len(hand[m.terrain])  # spend the bigger stacks first
            if value > best_value:
                best, best_value = m, value
        return best

    def _offer(self, o):
        """Offer when the expected points beat keeping the set (`offering_odds`).

        Certain tokens to come: proven crops under our pawns, and a level we hold for a pawn whose
        every candidate we hold. Unknown ones: a share of the other pawns' cells and of the
        land left. In co-op the automa offers too, which helps it when its set would grow."""
        h = o.holder(o.current)
        held = {v for v in range(1, 6) if o.tokens[h] >> (v - 1) & 1}
        if len(held) < 2:
            return Offer(())
        ours = set(o.colour_of) if o.coop else {o.colour_of[o.current]}
        coming, unsure = set(), 0
        for i, c in proven_candidates(o).items():
            if o.pawns[i] in ours and c:
                if len(c) == 1 or c <= held:
                    coming.add(min(c))
                else:
                    unsure += 1
        land = sum(1 for t in o.terrain if t is None)
        rate = COOP_TOKENS_PER_CELL if o.coop else TOKENS_PER_CELL / o.players
        gain = offer_gain(held, coming, UNSURE_TOKEN * unsure + rate * land)
        if o.coop:
            automa = {v for v in range(1, 6) if o.tokens[o.automa_holder] >> (v - 1) & 1}
            gain -= offer_gain(automa, (), AUTOMA_TOKENS_PER_CELL * land)
        elif len(held) >= 3:
            # players cash a big set rather than wait on it; measured in 4-player games it costs
            # nothing: the end offering is automatic, so only the last few tokens are at stake
            gain += CASH_BIG_SET * (len(held) - 2)
        return Offer(tuple(sorted(held))) if gain > 0 else Offer(())


class _View:
    """One decision's public facts, computed once: candidates, tiles left, own colour."""

    def __init__(self, o, maps=(), facts=None):
        self.o = o
        self.maps = maps
        self.g = o.grid
        self.colour = o.colour_of[o.current]
        self.facts = crop_facts(o) if facts is None else facts
        self.cand = self.facts[0]
        self._crop_odds = None
        self.left = tiles_left(o)
        self.areas = known_areas(o)
        self._odds = {}
        self._fresh = {}
        self._dist = {}

    def odds(self, cell):
        if cell not in self._odds:
            self._odds[cell] = terrain_odds(self.o, cell, self.left, self.areas)
        return self._odds[cell]

    # -- divination
    def certain_divinations(self):
        """Divine moves proven right, highest level first."""
        o, out = self.o, []
        for i, owner in enumerate(o.pawns):
            if owner == self.colour and o.terrain[i] is not None and o.crop[i] is None:
                c = self.cand.get(i, set())
                if len(c) == 1:
                    out.append(Divine(self.g.name(i), next(iter(c))))
        return sorted(out, key=lambda m: -m.level)

    def divine_value(self, certain):
        o = self.o
        held = o.tokens[o.holder(o.current)]
        return sum(m.level + (TOKEN if not held >> (m.level - 1) & 1 else 0) for m in certain)

    def divine_plan(self, certain):
        """Co-op: (first Divine, expected points) of divining the proven cells, then the
        guesses worth making, likeliest first, until the first wrong one ends the turn."""
        o = self.o
        value = self.divine_value(certain)
        bets = []
        for i, owner in enumerate(o.pawns):
            if owner == self.colour and o.terrain[i] is not None and o.crop[i] is None:
                level, ev = self.bet(i)
                if level and ev > 0:
                    p = self._dist[i][level]
                    bets.append((-p, Divine(self.g.name(i), level), p, ev))
        bets.sort(key=lambda b: b[0])
        reach = 1.0
        for _, _, p, ev in bets:
            value += reach * ev
            reach *= p
        first = certain[0] if certain else (bets[0][1] if bets else None)
        return first, value

    def best_bet(self):
        """The uncertain divination with the best expected points."""
        o, best, best_value = self.o, None, float("-inf")
        for i, owner in enumerate(o.pawns):
            if owner == self.colour and o.terrain[i] is not None and o.crop[i] is None:
                level, value = self.bet(i)
                if level and value > best_value:
                    best, best_value = Divine(self.g.name(i), level), value
        return best, best_value

    def bet(self, cell):
        """(level, expected points) of the best guess on an unproven cell; (None, -inf) when the
        cell is proven or has no candidates. Competitive: candidates weighted by LEVEL_ODDS.
        Co-op: the per-area crop odds, outvoted by the sampled maps, and the token counts."""
        c = self.cand.get(cell, set())
        if len(c) < 2:
            return None, float("-inf")
        if self.o.coop:
            if self._crop_odds is None:
                self._crop_odds = crop_odds(self.o, self.facts)
            p = self._crop_odds[cell]
            if self.maps:
                votes = {v: MAP_WEIGHT * sum(m[1][cell] == v for m in self.maps) for v in c}
                total = sum(votes.values()) + 1.0
                p = {v: (votes[v] + p.get(v, 0.0)) / total for v in c}
            self._dist[cell] = p
            held = self.o.tokens[0]  # the team's pool
            return max(((v, p.get(v, 0.0) * (v + (TOKEN if not held >> (v - 1) & 1 else 0))
                         - sum(p.get(w, 0.0) * w for w in c if w != v)) for v in c),
                       key=lambda lv: lv[1])
        total = sum(LEVEL_ODDS[w] for w in c)
        return max(((v, (LEVEL_ODDS[v] * v - sum(LEVEL_ODDS[w] * w for w in c if w != v)) / total)
                    for v in c), key=lambda lv: lv[1])

    def fresh_worth(self, cell):
        """What a pawn discovering this cell may divine there, over the terrains it may show."""
        if cell not in self._fresh:
            o = self.o
            held = o.tokens[o.holder(o.current)]
            worth = mass = 0.0
            for t, p in enumerate(self.odds(cell)):
                if p < 0.15:
                    continue  # unlikely terrains are left out (time), the rest reweighted
                mass += p
                terrain = list(o.terrain)
                terrain[cell] = t
                column = list(o.column)
                column[t] -= 1
                after = SimpleNamespace(grid=o.grid, terrain=terrain, crop=o.crop, column=column,
                                        hands=o.hands)
                facts = crop_facts(after)
                c = facts[0][cell]
                if len(c) == 1:
                    v = next(iter(c))
                    worth += p * (v + (TOKEN if not held >> (v - 1) & 1 else 0))
                elif c:
                    dist = crop_odds(after, facts)[cell]
                    worth += p * max(0.0, max(dist.get(v, 0.0) * v - sum(
                        dist.get(w, 0.0) * w for w in c if w != v) for v in c))
            self._fresh[cell] = worth / mass if mass else 0.0
        return self._fresh[cell]

    def standing_worth(self, cell):
        """What a pawn on this crop-less cell may still divine there."""
        c = self.cand.get(cell, set())
        if len(c) == 1:
            return next(iter(c)) + TOKEN
        return max(0.0, self.bet(cell)[1])

    # -- exploration
    def explores(self, direction):
        o, out = self.o, []
        if o.stack[self.colour]:
            out += [Explore(None, self.g.name(d))
                    for d in destinations(o, self.colour, None, direction)]
        for i, owner in enumerate(o.pawns):
            if owner == self.colour:
                out += [Explore(self.g.name(i), self.g.name(d))
                        for d in destinations(o, self.colour, i, direction)]
        return out

    def explore_value(self, m, column=None):
        """Points this Explore is worth to the team; `column` is the diversity board's tiles
        (after the tile about to be played, when choosing it)."""
        o, g = self.o, self.g
        column = o.column if column is None else column
        dest = g.parse(m.dest)
        src = None if m.src is None else g.parse(m.src)
        value = 0.0
        if o.terrain[dest] is None:
            value += self.diversity(o.markers[self.colour], dest)
            if o.coop:
                value += EMPTY_CELL
                odds = self.odds(dest)
                value -= DRAW_COST * sum(p for t, p in enumerate(odds) if not column[t])
                if FRESH:
                    value += FRESH * self.fresh_worth(dest)
        elif o.crop[dest] is None and o.coop:
            value += STAY * self.standing_worth(dest)  # it may divine there later
        if src is not None:
            value -= STAY * self.standing_worth(src)
        elif o.coop:
            value -= RESERVE / o.stack[self.colour]  # a stack pawn may enter on any edge cell
        else:
            value += 0.01  # bring new pawns in when equal
        if o.coop:
            automa = o.markers[-1]
            for cell in automa_discoveries(o, src, dest, self.colour):
                value -= self.diversity(automa, cell) + AUTOMA_CROP + EMPTY_CELL
        return value

    def diversity(self, markers, cell):
        return sum(p * _diversity(markers, t) for t, p in enumerate(self.odds(cell)) if p)


def _diversity(markers, t):
    if markers[t] >= 5:
        return 1
    h = markers[t] + 1
    return 1 + sum(1 for k, m in enumerate(markers) if k != t and m == h)
