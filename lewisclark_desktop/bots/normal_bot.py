"""The Normal bot: plans one whole action at a time.

Between actions it tries each sensible way to act (each character at each strength, with the
cheapest support card, or Indians; each Village location), resolves the effect on a copy with
the best choice at every step, and keeps the action whose outcome the value function likes
best. After the action it recruits when a good character is affordable and camps when camping
pays (or wins). Inside an effect it takes the best-looking choice. Deterministic under its seed.
"""

from ..core.rng import Rng, seed_state
from ..lewisclark import engine
from ..lewisclark.cards import STRENGTH
from .heuristics import CARD_VALUE, evaluate

MAX_EFFECT_STEPS = 40
PLAN_WIDTH = 6


def _key(move):
    return str(move)


class NormalBot:
    level = "normal"

    def __init__(self, seed=0):
        self.rng = Rng(seed_state(seed))

    # ------------------------------------------------------------------ public
    def choose(self, rules, observation):
        s = observation
        moves = engine.legal_moves(s)
        if len(moves) == 1:
            return moves[0]
        seat = s.current
        if s.frames:
            return self._best_step(s, moves, seat)
        if not s.action_done and any(m.kind in ("play", "village") for m in moves):
            return self._best_action(s, moves, seat)
        return self._best_by_value(s, moves, seat)

    # ------------------------------------------------------------------ planning
    def _best_step(self, s, moves, seat):
        return self._best_by_value(s, moves, seat)

    def _best_by_value(self, s, moves, seat):
        scored = []
        for m in moves:
            child = s.clone()
            engine.apply(child, m)
            scored.append((self._finish_effect(child, seat), _key(m), m))
        return self._pick(scored)

    def _finish_effect(self, s, seat):
        return evaluate(self._finish(s, seat), seat)

    def _finish(self, s, seat):
        """Resolve open effects greedily (one step of lookahead each); the resulting state."""
        steps = 0
        while s.frames and not s.over and s.current == seat and steps < MAX_EFFECT_STEPS:
            best, best_value = None, None
            for m in engine.legal_moves(s):
                child = s.clone()
                engine.apply(child, m)
                v = evaluate(child, seat)
                if best_value is None or v > best_value:
                    best, best_value = child, v
            s = best
            steps += 1
        return s

    def _best_action(self, s, moves, seat):
        """Two-action plan: the best few actions now, each followed by the best action of the
        player's next turn (opponents assumed to pass), judged by the value after both."""
        first = self._score_actions(s, moves, seat)
        first.sort(key=lambda x: (-x[0], x[1]))
        scored = []
        for value, key, move, after in first[:PLAN_WIDTH]:
            follow = self._next_turn(after, seat)
            if follow is not None:
                nxt = self._score_actions(follow, engine.legal_moves(follow), seat)
                if nxt:
                    value = max(value, max(v for v, _, _, _ in nxt))
            scored.append((value, key, move))
        return self._pick(scored)

    def _score_actions(self, s, moves, seat):
        candidates = [m for m in moves if m.kind == "village"] + self._play_candidates(s, moves)
        # Camping first is worth a look when the hand is nearly empty.
        candidates += [m for m in moves if m.kind == "camp" and not s.action_done]
        out = []
        for m in candidates:
            child = s.clone()
            engine.apply(child, m)
            after = self._finish(child, seat)
            out.append((evaluate(after, seat), _key(m), m, after))
        return out

    def _next_turn(self, s, seat):
        """The position at the start of the player's next turn, if the others passed."""
        if s.over or s.frames or s.current != seat:
            return None
        nxt = s.clone()
        nxt.action_done = nxt.recruited = nxt.camped = False
        if not engine.action_possible(nxt):
            return None
        return nxt

    def _play_candidates(self, s, moves):
        """Per action card and strength, the play that gives up the least valuable support."""
        best = {}
        for m in moves:
            if m.kind != "play":
                continue
            strength = m.n + (STRENGTH[m.card2] if m.card2 >= 0 else 0)
            # Cost of the play: the support card's worth, and Indians kept for later.
            cost = (CARD_VALUE[m.card2] * 0.2 if m.card2 >= 0 else 0.0) + 0.35 * m.n
            key = (m.card, strength)
            if key not in best or cost < best[key][0]:
                best[key] = (cost, m)
        return [m for _, m in best.values()]

    def _pick(self, scored):
        top = max(v for v, _, _ in scored)
        best = sorted((k, m) for v, k, m in scored if v >= top - 1e-9)
        return best[self.rng.below(len(best))][1]
