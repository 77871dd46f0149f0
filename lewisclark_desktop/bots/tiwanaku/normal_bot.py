"""Normal: explores for diversity points, divines what public information proves (or a good
bet late on), offers big sets; in co-op it keeps automa pawns from landing on new land."""

from ...core.rng import Rng, seed_state
from ...tiwanaku.engine import offering_points
from ...tiwanaku.movement import automa_path, destinations, direction_from
from ...tiwanaku.moves import Divine, Explore, Offer, Pass, PlayTile, StopDivining
from ...tiwanaku.state import AUTOMA
from .deduction import candidates

AUTOMA_DISCOVERY = 5  # rough points an automa discovery is worth to the automa


class NormalBot:
    level = "normal"

    def __init__(self, seed=0):
        self.rng = Rng(seed_state(seed))

    def choose(self, rules, o, should_stop=None):
        moves = rules.legal_moves(o)
        if len(moves) == 1:
            return moves[0]
        kinds = {type(m) for m in moves}
        if Offer in kinds:
            return self._offer(o, moves)
        if PlayTile in kinds:
            return self._play_tile(o, moves)
        certain = self._certain_divination(o, moves)
        if certain:
            return certain
        bet, bet_value = self._best_bet(o, moves)
        if StopDivining in kinds:
            return bet if bet and bet_value >= 0.5 else StopDivining()
        explores = [m for m in moves if isinstance(m, Explore)]
        explore, explore_value = None, 0.0
        if explores:
            explore, explore_value = self._best_explore(o, explores, o.direction)
        if bet and bet_value > max(explore_value, 0.0):
            return bet
        if explore is not None:
            return explore
        if Pass in kinds:
            return Pass()
        if explores:
            return explores[self.rng.below(len(explores))]
        return moves[0]  # team choices: the default comes first

    # -- divination
    def _certain_divination(self, o, moves):
        cand = candidates(o)
        g = o.grid
        for m in moves:
            if isinstance(m, Divine):
                c = cand.get(g.parse(m.cell), set())
                if c == {m.level}:
                    return m
        return None

    def _best_bet(self, o, moves):
        """The divination with the best expected points, every candidate level equally likely."""
        cand = candidates(o)
        g = o.grid
        best, best_value = None, float("-inf")
        for m in moves:
            if isinstance(m, Divine):
                c = cand.get(g.parse(m.cell), set())
                if m.level not in c:
                    continue
                p = 1 / len(c)
                value = p * m.level - p * sum(w for w in c if w != m.level)
                if value > best_value:
                    best, best_value = m, value
        return best, best_value

    # -- exploration
    def _best_explore(self, o, explores, direction):
        colour = o.colour_of[o.current]
        left = self._unknown_counts(o)
        total = sum(left)
        if not total:
            return None, 0.0
        markers = o.markers[colour]
        gain = sum(left[t] * _diversity(markers, t) for t in range(4)) / total
        g = o.grid
        best, best_value = [], 0.0
        for m in explores:
            d = g.parse(m.dest)
            if o.terrain[d] is not None:
                continue
            value = gain - (self._automa_risk(o, d) if o.coop else 0)
            value += 0.01 * (m.src is None)  # bring new pawns in when equal
            if value > best_value + 1e-9:
                best, best_value = [m], value
            elif abs(value - best_value) <= 1e-9:
                best.append(m)
        if not best:
            return None, 0.0
        return best[self.rng.below(len(best))], best_value

    def _unknown_counts(self, o):
        counts = [0] * 4
        for t in range(4):
            counts[t] = o.column[t] + sum(len(h[t]) for h in o.hands)
        return counts

    def _automa_risk(self, o, p):
        g = o.grid
        pr, pc = divmod(p, g.cols)
        risk = 0
        for i, owner in enumerate(o.pawns):
            if owner == AUTOMA:
                r, c = divmod(i, g.cols)
                if (r == pr or c == pc) and i != p:
                    stop = automa_path(o, i, direction_from(g, p, i))
                    if stop is not None and o.terrain[stop] is None:
                        risk += AUTOMA_DISCOVERY
        return risk

    def _play_tile(self, o, moves):
        hand = o.hands[o.current]
        colour = o.colour_of[o.current]
        best, best_value = moves[0], float("-inf")
        for m in moves:
            arrow = hand[m.terrain][0]
            if arrow is None:
                continue
            value = 0.0
            for start in [None] + [i for i, p in enumerate(o.pawns) if p == colour]:
                if start is None and not o.stack[colour]:
                    continue
                for d in destinations(o, colour, start, arrow):
                    if o.terrain[d] is None:
                        value = max(value, 3 - (self._automa_risk(o, d) > 0) * 2)
            value += 0.1 * len(hand[m.terrain])  # spend the bigger stacks first
            if value > best_value:
                best, best_value = m, value
        return best

    # -- offering
    def _offer(self, o, moves):
        h = o.holder(o.current)
        held = tuple(v for v in range(1, 6) if o.tokens[h] >> (v - 1) & 1)
        if o.coop:
            automa = o.tokens[1].bit_count()
            if len(held) >= 3 and offering_points(len(held)) >= offering_points(automa):
                return Offer(held)
            return Offer(())
        if len(held) >= 4 or (len(held) >= 3 and sum(o.supply) <= o.players):
            return Offer(held)
        return Offer(())


def _diversity(markers, t):
    if markers[t] >= 5:
        return 1
    h = markers[t] + 1
    return 1 + sum(1 for k, m in enumerate(markers) if k != t and m == h)
