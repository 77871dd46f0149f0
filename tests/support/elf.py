"""Test helper: build an Elfenland position by hand, then play moves in text form.

    t = table(players=3)
    t.boot(0, "rivinia").hand(0, "elfcycle elfcycle unicorn unicorn dragon dragon dragon raft")
    t.road("r12", "elfcycle").road("r22", "unicorn").phase("travel", current=0)
    t.play("move r12", "move r22")

The position is edited as its JSON form (docs/positions-elfenland.md): cards come from and go
back to the deck, counters from and to the stack, so every position stays sound; `start()`
loads it through the position reader, which checks it.
"""

from lewisclark_desktop.core.commands import PRACTICE, CommandStack
from lewisclark_desktop.elfenland import positions
from lewisclark_desktop.elfenland.game import RULES
from stack_checks import refusal


class Table:
    def __init__(self, players=3, variant=False, seed=1):
        s = RULES.new_state({"players": players, "variant": variant, "first_player": 0}, seed)
        self.d = positions.to_dict(s)
        self._stack = None

    def _p(self, seat):
        return self.d["players"][seat]

    # ------------------------------------------------------------ building the position
    def hand(self, seat, cards=""):
        """Set the seat's hand exactly (card names separated by spaces)."""
        p = self._p(seat)
        for name, n in p["hand"].items():
            self.d["deck"].extend([name] * n)
        p["hand"] = {}
        for name in cards.split():
            _take(self.d["deck"], name, self.d["discard"])
            p["hand"][name] = p["hand"].get(name, 0) + 1
        return self

    def counters(self, seat, secret="", open=""):
        """Set the seat's unplaced counters exactly."""
        p = self._p(seat)
        self.d["supply"] = p["secret"] + p["open"] + self.d["supply"]
        p["secret"], p["open"] = [], []
        for key, names in (("secret", secret), ("open", open)):
            for name in names.split():
                _take(self.d["supply"], name, self.d["display"])
                p[key].append(name)
        return self

    def display(self, names):
        """Set the five face-up counters exactly."""
        self.d["supply"] = self.d["display"] + self.d["supply"]
        self.d["display"] = []
        for name in names.split():
            _take(self.d["supply"], name)
            self.d["display"].append(name)
        return self

    def road(self, edge, counter):
        _take(self.d["supply"], counter, self.d["display"])
        self.d["roads"][edge] = counter
        return self

    def obstacle(self, edge, seat):
        self.d["obstacles"][edge] = seat
        self._p(seat)["obstacle"] = False
        return self

    def boot(self, seat, town):
        self._p(seat)["boot"] = town
        return self

    def visited(self, seat, *towns):
        self._p(seat)["visited"] = list(towns)
        return self

    def destination(self, seat, town):
        p = self._p(seat)
        others = self.d["town_cards"]
        if town in others:
            others[others.index(town)] = p["destination"]
        else:
            q = next(q for q in self.d["players"] if q.get("destination") == town)
            q["destination"] = p["destination"]
        p["destination"] = town
        return self

    def phase(self, phase, current=0, **fields):
        if phase == "over":
            fields.setdefault("round", 4)  # a game ends after round 4 (or at 20 markers)
        self.d.update(phase=phase, current=current, **fields)
        return self

    # ------------------------------------------------------------ playing
    def start(self):
        self._stack = CommandStack(RULES, positions.load_dict(self.d), PRACTICE)
        return self

    @property
    def stack(self):
        if self._stack is None:
            self.start()
        return self._stack

    @property
    def s(self):
        return self.stack.state

    def play(self, *texts):
        for text in texts:
            self.stack.apply_text(text)
        return self

    def refuse(self, text):
        """Assert the move is refused; return the reason."""
        return refusal(self.stack, text)

    def legal(self):
        return [RULES.format_move(m) for m in RULES.legal_moves(self.s)]

    def hand_of(self, seat):
        from lewisclark_desktop.elfenland.components import CARD_TYPES
        return {CARD_TYPES[c]: n for c, n in enumerate(self.s.players[seat].hand) if n}


def _take(pile, name, *fallbacks):
    for p in (pile,) + fallbacks:
        if name in p:
            p.remove(name)
            return
    raise AssertionError(f"no {name} left to take")


def table(players=3, variant=False, seed=1):
    return Table(players, variant, seed)
