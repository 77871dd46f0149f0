"""Hidden maps sampled a little at every decision and kept while they fit what is seen.

Late in a co-op game the crops of the discovered cells are nearly settled by everything public
(V1-V5 and the tiles left), far beyond what `crop_logic` proves: maps drawn with the
determinization sampler agree with each other, and with the truth, on almost every such cell.
A whole map takes too long for one decision, so each decision runs sampling attempts for a fixed
number of search nodes (deterministic, about 20 ms), and the budget of an attempt keeps growing
across decisions as the sampler's own loop would. A map stays in the pool while its terrain and
crops agree with every discovered cell and placed crop. Nothing here reads the hidden table.
"""

from ...tiwanaku.hidden_map import GROWTH, sample_attempt
from ...tiwanaku.observation import undiscovered_counts

NODES_PER_DECISION = 100  # sampler nodes (areas placed or refused) per decision
MIN_SCALE = 0.3  # an attempt's budgets, from half a first sampling attempt's (one attempt
MAX_SCALE = 0.6  # cannot stop halfway: this bounds a decision's time) to a whole one
KEEP = 8  # maps kept, newest last


class MapPool:
    def __init__(self, rng):
        self.rng = rng  # a random.Random
        self.maps = []
        self.scale = MIN_SCALE

    def update(self, o, nodes=NODES_PER_DECISION):
        """Drop the maps `o` contradicts, then search for new ones for `nodes` search nodes."""
        self.maps = self.fitting(o)
        left = undiscovered_counts(o)
        spent = 0
        while spent < nodes:
            found, used = sample_attempt(o.grid, o.terrain, o.crop, left, self.rng, self.scale)
            spent += max(1, used)
            if found is None:
                self.scale = min(MAX_SCALE, self.scale * GROWTH)
                continue
            self.maps = (self.maps + [found])[-KEEP:]
            self.scale = max(MIN_SCALE, self.scale / 2)

    def fitting(self, o):
        """The kept maps that agree with every discovered terrain and placed crop of `o`."""
        return [m for m in self.maps
                if all(a is None or a == b for a, b in zip(o.terrain, m[0]))
                and all(a is None or a == b for a, b in zip(o.crop, m[1]))]
