"""The Normal Elfenland bot: plans its journey and places counters to serve the plan.

* **Phase 3 (take):** the face-up counter that improves its best plan most (plans are searched
  over its cards, the counters on the board and the counters it would hold); a blind draw when
  none helps.
* **Phase 4 (place):** the first counter its best plan wants on an empty road; otherwise,
  against the leader (the opponent with most markers, unless the bot leads), on a road from
  the leader's boot to a town the leader still needs and that the bot's plan does not use: its
  obstacle on such a road that holds a counter, or a counter that makes such a road cost 2
  cards or more; otherwise pass.
* **Phase 5 (journey):** the first step of the best plan over the board as it is; `end` when
  the plan is empty.
* **Phase 6:** keeps the cards of its most plentiful types (pairs pay most roads), then the
  counter whose cards it kept most of.

It sees only its observation. It is deterministic: the seed is unused and kept only for the
common bot interface.
"""

from ...elfenland.board import EDGES, NEIGHBOURS, START_TOWN, TERRAINS
from ...elfenland.components import CARDS_KEPT, COST, RAFT, TRANSPORTS
from ...elfenland.moves import Move
from .planner import NODE_CAP, planner_for

DRAW_NODE_CAP = 300  # each face-up counter is weighed by a smaller search (speed)


class NormalBot:
    level = "normal"
    depth = 8  # steps of the journey planned (Easy plans fewer)

    def __init__(self, seed=0, node_cap=NODE_CAP, draw_cap=DRAW_NODE_CAP, position=0.0):
        self.seed = seed
        self.node_cap, self.draw_cap = node_cap, draw_cap  # smaller inside Hard's playouts
        self.position = position  # Hard's: the worth of where the journey ends (planner.py)

    def choose(self, rules, observation, should_stop=None):
        o = observation
        seat = o.current
        legal = rules.legal_moves(o)
        if len(legal) == 1:
            return legal[0]
        pick = getattr(self, "_" + o.phase.replace("-", "_"))(o, seat, legal)
        return pick if pick in legal else legal[0]

    # ------------------------------------------------------------ phase 3
    def _draw(self, o, seat, legal):
        base, scored = self.take_scores(o, seat, legal)
        best, pick = base, None
        for m, score in scored:
            if score > best:
                best, pick = score, m
        if pick is None:
            pick = Move("draw") if Move("draw") in legal else legal[0]
        return pick

    def take_scores(self, o, seat, legal):
        """The best plan's score with the counters held, and [(take move, the score with
        that counter too)]."""
        held = o.players[seat].counters()
        base = self._plan(o, seat, held, self.draw_cap)[0]
        return base, [(m, self._plan(o, seat, held + [m.counter], self.draw_cap)[0])
                      for m in legal if m.kind == "take"]

    # ------------------------------------------------------------ phase 4
    def _place(self, o, seat, legal):
        p = o.players[seat]
        _, plan = self._plan(o, seat, p.counters())
        mine = {step.edge for step in plan}
        for step in plan:
            if step.place >= 0:
                if step.place in p.open:
                    return Move("place", counter=step.place, edge=step.edge)
                return Move("place", counter=step.place, edge=step.edge, secret=True)
        leader = self._leader(o, seat)
        if leader is None:
            return Move("pass")
        targets = rival_roads(o, leader, mine)
        if p.obstacle:
            for edge in targets:
                if o.roads[edge] >= 0 and o.obstacles[edge] < 0:
                    return Move("obstacle", edge=edge)
        return dear_counter(o, p, targets) or Move("pass")

    @staticmethod
    def _leader(o, seat):
        """The opponent with most markers, if it is not behind the bot."""
        rivals = [k for k in range(o.num_players) if k != seat]
        leader = max(rivals, key=lambda k: (o.players[k].markers, -k))
        return leader if o.players[leader].markers >= o.players[seat].markers else None

    # ------------------------------------------------------------ phase 5
    def _travel(self, o, seat, legal):
        _, plan = self._plan(o, seat, [])
        if not plan:
            return Move("end")
        step = plan[0]
        return Move("move", edge=step.edge, cards=step.cards if step.caravan else ())

    # ------------------------------------------------------------ phase 6
    def _keep_cards(self, o, seat, legal):
        hand = o.players[seat].hand[:]
        kept = []
        while len(kept) < CARDS_KEPT:
            t = max(range(len(hand)), key=lambda k: (hand[k] - (k == RAFT) * 0.5, -k))
            kept.append(t)
            hand[t] -= 1
        return Move("keep", cards=tuple(sorted(kept)))

    def _keep_counter(self, o, seat, legal):
        hand = o.players[seat].hand
        return max(legal, key=lambda m: (hand[m.counter], -m.counter))

    # ------------------------------------------------------------ planning
    def _plan(self, o, seat, counters, node_cap=None):
        p = o.players[seat]
        return planner_for(o, seat, node_cap or self.node_cap, self.position).best(
            p.boot, p.hand, counters, self.depth)


def rival_roads(o, rival, mine):
    """Roads from a rival's boot to towns it still has to visit, not used by our plan."""
    lp = o.players[rival]
    return [edge for edge, to in NEIGHBOURS[lp.boot]
            if edge not in mine and EDGES[edge].kind in TERRAINS and to != START_TOWN
            and not lp.visited >> to & 1]


def dear_counter(o, p, targets):
    """A counter that makes one of the `targets` roads dear (2 cards or more), the dearest
    first; the secret counter stays hidden unless it is the only one that fits."""
    best, pick = 1, None
    for edge in targets:
        if o.roads[edge] >= 0:
            continue
        terrain = EDGES[edge].kind
        for secret, pool in ((False, p.open), (True, p.secret)):
            for c in sorted(set(pool)):
                cost = COST[TRANSPORTS[c]][terrain]
                if cost is not None and cost > best:
                    best, pick = cost, Move("place", counter=c, edge=edge, secret=secret)
    return pick
