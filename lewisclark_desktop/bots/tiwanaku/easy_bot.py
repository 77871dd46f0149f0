"""The Easy Tiwanaku bot: Normal's judgement over a shorter view of the board, with seeded noise.

* **Terrain.** It weighs what a discovery may turn out to be by the tiles left of each terrain
  and the rules that rule one out, without reading the neighbours (Normal: a terrain is four
  times likelier per orthogonal neighbour of it, since areas run large), so it climbs its
  diversity column less well.
* **Crops.** It knows only what the rules' own deduction proves (`deduction.candidates`: the
  closed areas, the neighbours, a level with one place left), not what Normal's proofs carried
  to a fixed point add (`crop_logic`); it divines the proven crops and guesses as Normal does
  on what it knows.
* **Noise.** Each exploration's worth gets seeded noise of up to `EXPLORE_NOISE` points (a
  diversity point is 1), so it often takes a good move rather than the best.
* **Co-op.** It keeps no pool of sampled hidden maps (Normal's longer view).

Offerings and the choice of tile are Normal's over that view. It sees only its observation and
is deterministic under its seed.
"""

from .crop_logic import crop_facts
from .deduction import candidates
from .normal_bot import NormalBot, _View
from .terrain_odds import terrain_odds

EXPLORE_NOISE = 2.0
NOISE_STEPS = 1000


class EasyBot(NormalBot):
    level = "easy"
    keeps_state = False  # no map pool to keep

    def __init__(self, seed=0):
        super().__init__(seed, sample_maps=False)

    def view(self, o, maps):
        return _ShortView(o, maps)

    def _best_explore(self, view, explores):
        """The exploration whose worth plus noise is highest, and its worth without the noise."""
        best, best_value, best_noisy = None, 0.0, float("-inf")
        for m in explores:
            value = view.explore_value(m)
            noisy = value + EXPLORE_NOISE * self.rng.below(NOISE_STEPS + 1) / NOISE_STEPS
            if noisy > best_noisy:
                best, best_value, best_noisy = m, value, noisy
        return best, best_value


class _ShortView(_View):
    """Normal's view with the crops only the rules' deduction proves, and terrain odds from the
    tiles left and the rules that rule a terrain out, without reading the neighbours."""

    def __init__(self, o, maps=()):
        cand = candidates(o)
        # Normal's proofs are not worked out: the areas they find serve only the co-op odds
        super().__init__(o, maps, (cand,) + crop_facts(o)[1:] if o.coop else (cand, None, None))

    def odds(self, cell):
        if cell not in self._odds:
            self._odds[cell] = terrain_odds(self.o, cell, self.left, self.areas, near=1)
        return self._odds[cell]
