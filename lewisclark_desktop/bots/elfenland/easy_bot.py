"""The Easy Elfenland bot: the Normal bot's journey planner with a short, small view and noise.

* It plans only the next `EASY_DEPTH` steps of its journey with a small search (Normal: eight
  steps, 1,500 nodes), so it misses longer journeys and the counters they would need.
* At a take it weighs each face-up counter by that short plan, plus seeded noise of up to
  `TAKE_NOISE` score points (a marker is 10): now and then it takes a counter its plan could
  do without, never one that is of no use when a useful one is there.
* It places only for its own journey: it never puts its obstacle or a dear counter in a
  rival's way.

Journeys and the cards it keeps are Normal's rules over its short plan, so every move is one
a player would make. It sees only its observation; it is deterministic under its seed (the
noise comes from a generator seeded by it).
"""

from ...core.rng import Rng, seed_state
from ...elfenland.moves import Move
from .normal_bot import NormalBot

EASY_DEPTH = 3  # steps of the journey planned (Normal: 8)
EASY_NODE_CAP = 200  # nodes per plan (Normal: 1,500)
EASY_DRAW_CAP = 60  # nodes per face-up counter weighed (Normal: 300)
TAKE_NOISE = 6  # at most this many score points added to a take's worth


class EasyBot(NormalBot):
    level = "easy"

    def __init__(self, seed=0):
        super().__init__(seed, node_cap=EASY_NODE_CAP, draw_cap=EASY_DRAW_CAP)
        self.depth = EASY_DEPTH
        self.rng = Rng(seed_state(seed))

    def _draw(self, o, seat, legal):
        base, scored = self.take_scores(o, seat, legal)
        best, pick = base, None
        for m, score in scored:
            if score <= base:
                continue  # a counter its plan does not use is never taken
            score += self.rng.below(TAKE_NOISE + 1)
            if score > best:
                best, pick = score, m
        if pick is None:
            pick = Move("draw") if Move("draw") in legal else legal[0]
        return pick

    @staticmethod
    def _leader(o, seat):
        return None  # no counters in a rival's way
