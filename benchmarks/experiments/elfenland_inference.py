"""How well Hard's inferred holdings (bots/elfenland/inference.py) foretell a rival's next move.

Games of three Normals; at every `--every`-th take or placement, the seat after the one to move
infers the mover's holdings from the round's story, and each particle's Normal, holding that
particle's cards and counters, is asked the mover's move. Printed per weight `epsilon` (1.0:
every particle alike, as uniform draws): the share of weight on particles that foretell the
true move, and the mean log-likelihood of it (with 2 % left for any move). Also: the same share
with the mover's true hand and sampled secret counters. Not part of the test suite.

    PYTHONPATH=. nice python benchmarks/experiments/elfenland_inference.py --particles 16 --games 4
"""

import argparse
import math
import sys
import time

sys.path.insert(0, ".")

from lewisclark_desktop.bots.elfenland.inference import RivalModel  # noqa: E402
from lewisclark_desktop.bots.elfenland.normal_bot import DRAW_NODE_CAP, NormalBot  # noqa: E402
from lewisclark_desktop.bots.elfenland.planner import NODE_CAP  # noqa: E402
from lewisclark_desktop.elfenland.game import RULES  # noqa: E402
from lewisclark_desktop.elfenland.observation import determinize  # noqa: E402
from lewisclark_desktop.elfenland.state import DRAW, PLACE  # noqa: E402

EPSILONS = (0.05, 0.2, 0.4, 0.6, 0.8, 1.0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--particles", type=int, default=16)
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--every", type=int, default=2)
    ap.add_argument("--caps", type=int, nargs=2, default=(NODE_CAP, DRAW_NODE_CAP),
                    help="the plan and take search sizes of the model of a rival")
    args = ap.parse_args()
    normal = NormalBot(0)
    share = dict.fromkeys(EPSILONS, 0.0)
    loglik = dict.fromkeys(EPSILONS, 0.0)
    true_hand = positions = 0
    cpu = 0.0
    for g in range(args.games):
        s = RULES.new_state({"players": 3}, args.seed + g)
        models = [RivalModel(NormalBot(0, *args.caps), args.particles, g) for _ in range(3)]
        k = 0
        while not s.over:
            if s.phase in (DRAW, PLACE) and s.round_moves:
                k += 1
                if k % args.every == 0 and len(RULES.legal_moves(s)) > 1:
                    mover = s.current
                    viewer = (mover + 1) % 3
                    o = RULES.observation(s, viewer)
                    truth = normal.choose(RULES, RULES.observation(s, mover))
                    start = time.process_time()
                    particles = models[viewer].particles(o)
                    cpu += time.process_time() - start

                    def foretells(fixed):
                        world = determinize(o, 1, fixed)
                        return normal.choose(RULES, RULES.observation(world, mover)) == truth

                    hits = [foretells(p.fixed) for p in particles]
                    for e in EPSILONS:
                        weights = [e ** p.misses[mover] for p in particles]
                        q = sum(w for w, h in zip(weights, hits) if h) / sum(weights)
                        share[e] += q
                        loglik[e] += math.log(0.02 + 0.98 * q)
                    _, secret, town = particles[0].fixed[mover]
                    true_hand += foretells({mover: (s.players[mover].hand, secret, town)})
                    positions += 1
            RULES.apply(s, normal.choose(RULES, RULES.observation(s, s.current)))
    print(f"{positions} moves foretold, {args.particles} particles, "
          f"{1000 * cpu / positions:.0f} ms of CPU per inference")
    for e in EPSILONS:
        print(f"epsilon {e:4}: share on the true move {share[e] / positions:.3f}, "
              f"log-likelihood {loglik[e] / positions:.3f}")
    print(f"true hand, sampled secret counters: {true_hand / positions:.3f}")


if __name__ == "__main__":
    main()
