"""core mutation survivors (helper f): fast_clone and RulesBase's module binding exercised on
classes made while the test runs (the games' own classes are made at import time, before a
mutant is switched on), the command stack's undo policy, and the rejection edge of the seeded
generator reached by a state chosen so that its next 64-bit draw is a given value."""

from types import SimpleNamespace

import pytest

from lewisclark_desktop.core.cloning import fast_clone
from lewisclark_desktop.core.commands import PRACTICE, STRICT, CommandStack
from lewisclark_desktop.core.game import IllegalMoveError, RulesBase
from lewisclark_desktop.core.rng import MASK64, Rng, next_u64
from lewisclark_desktop.tiwanaku.game import RULES as TIWANAKU

# ---------------------------------------------------------------- fast_clone


def test_a_class_decorated_at_run_time_gets_clone_copying_lists_cloning_parts_sharing_rest():
    # fast_clone(lists, clones) made now: `clone` copies the lists, clones each part, shares the rest
    class Part:
        __slots__ = ("size",)

        def clone(self):
            c = Part()
            c.size = self.size + 100  # marks that the box called the part's own clone()
            return c

    @fast_clone(lists=("pile",), clones=("parts",))
    class Box:
        __slots__ = ("meta", "pile", "parts")

    b = Box()
    b.meta, b.pile = {"k": 1}, [1, 2]
    b.parts = [Part()]
    b.parts[0].size = 3
    c = b.clone()
    assert type(c) is Box and c is not b
    assert c.meta is b.meta  # an undeclared slot is shared
    assert c.pile == [1, 2] and c.pile is not b.pile
    c.pile.append(9)
    assert b.pile == [1, 2]  # the copy's list is its own
    assert c.parts is not b.parts and [p.size for p in c.parts] == [103]
    assert [p.size for p in b.parts] == [3]


def test_every_unknown_field_is_named_in_the_refusal():
    # two declared fields that are no slots: both named, separated by ", "
    with pytest.raises(TypeError) as info:
        @fast_clone(lists=("pille",), clones=("partz",))
        class Typo:
            __slots__ = ("pile", "parts")
    assert str(info.value) == "Typo has no slot pille, partz"


# ---------------------------------------------------------------- RulesBase binding


def test_a_rules_class_made_at_run_time_binds_its_modules_functions_and_keeps_its_own():
    # the modules' functions become static methods; the class body's own wins; absent ones stay absent
    engine = SimpleNamespace(legal_moves=lambda s: ["a", s],
                             apply=lambda s, m: s.append(m),
                             explain_illegal=lambda s, m: None if m == "a" else "no")
    moves = SimpleNamespace(format_move=lambda m: "module " + m, parse_move=lambda t: t.strip())

    class Rules(RulesBase, engine=engine, moves=moves):
        def format_move(self, m):
            return "own " + m

    r = Rules()
    assert r.legal_moves("s") == ["a", "s"]
    state = []
    r.apply(state, "a")
    assert state == ["a"]
    assert r.explain_illegal(state, "a") is None and r.explain_illegal(state, "b") == "no"
    assert r.parse_move(" x ") == "x"
    assert r.format_move("x") == "own x"  # what the class body defines wins
    assert not hasattr(r, "winner")  # the engine has no winner: none is bound


# ---------------------------------------------------------------- CommandStack


class Table:
    """A tiny game: 'step' stays in the turn, 'end' starts the next turn, 'peek' reveals."""

    __slots__ = ("over", "current", "turn", "reveals", "players", "log")

    def clone(self):
        c = Table()
        c.over, c.current, c.turn, c.reveals = self.over, self.current, self.turn, self.reveals
        c.players, c.log = self.players, self.log[:]
        return c


class TableRules(RulesBase):
    def explain_illegal(self, s, m):
        return None if m in ("step", "end", "peek") else "unknown move"

    def format_move(self, m):
        return m

    def parse_move(self, text):
        return text

    def apply(self, s, m):
        s.log.append(m)
        if m == "end":
            s.turn += 1
            s.current = 1 - s.current
        elif m == "peek":
            s.reveals += 1


def table():
    s = Table()
    s.over, s.current, s.turn, s.reveals, s.players, s.log = False, 0, 0, 0, [], []
    return s


def undo_refusal(stack):
    with pytest.raises(IllegalMoveError) as info:
        stack.undo()
    return str(info.value)


def test_a_move_of_this_turn_that_reveals_nothing_is_undone_exactly_and_redone():
    # strict game: nothing to undo at first; a quiet move of the current turn undoes and redoes
    stack = CommandStack(TableRules(), table(), STRICT)
    assert not stack.can_undo() and stack.undo_reason() == "nothing to undo"
    assert undo_refusal(stack) == "cannot undo: nothing to undo"
    stack.apply("step")
    assert stack.can_undo() and stack.undo_reason() is None
    entry = stack.undo()
    assert entry.move == "step" and stack.state.log == [] and len(stack) == 0
    assert stack.can_redo()
    stack.redo()
    assert stack.state.log == ["step"] and stack.move_texts == ["step"]


def test_a_strict_game_keeps_earlier_turns_and_a_practice_game_undoes_them():
    # strict: the move that ended the turn belongs to an earlier turn; practice: it may be undone
    strict = CommandStack(TableRules(), table(), STRICT)
    strict.apply("step")
    strict.apply("end")
    assert not strict.can_undo()
    assert strict.undo_reason() == "moves of an earlier turn cannot be undone"
    assert undo_refusal(strict) == "cannot undo: moves of an earlier turn cannot be undone"
    practice = CommandStack(TableRules(), table(), PRACTICE)
    practice.apply("step")
    practice.apply("end")
    assert practice.can_undo()
    practice.undo()
    practice.undo()
    assert practice.state.log == [] and practice.state.turn == 0


# ---------------------------------------------------------------- Rng rejection edge


def _unshift(y, k):
    x = y
    for _ in range(64 // k + 1):
        x = y ^ (x >> k)
    return x


def state_before(v):
    """The generator state whose next SplitMix64 draw is v (the finaliser is a bijection)."""
    z = _unshift(v, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK64
    z = _unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK64
    z = _unshift(z, 30)
    state = (z - 0x9E3779B97F4A7C15) & MASK64
    assert next_u64(state)[1] == v
    return state


def steps(state, k):
    for _ in range(k):
        state, _v = next_u64(state)
    return state


# For n = 3: 2**64 = 1 (mod 3), so the values 0 .. 2**64 - 2 (a multiple of 3 of them) are kept and
# only 2**64 - 1 is drawn again; 2**64 - 2 is 2 (mod 3).
def test_below_keeps_the_last_value_of_the_whole_blocks_and_redraws_the_one_past_it():
    # below(3): draw 2**64 - 2 gives 2 in one step; draw 2**64 - 1 is redrawn (uniformity)
    s = state_before(MASK64 - 1)
    r = Rng(s)
    assert r.below(3) == 2 and r.state == steps(s, 1)
    s = state_before(MASK64)
    r = Rng(s)
    after, v = next_u64(steps(s, 1))
    assert r.below(3) == v % 3 and r.state == after


def test_shuffle_keeps_and_redraws_at_the_same_edge_as_below():
    # shuffling three items: the first draw for 3 keeps 2**64 - 2 (j = 2) and redraws 2**64 - 1
    s = state_before(MASK64 - 1)
    r = Rng(s)
    items = [0, 1, 2]
    r.shuffle(items)
    second = next_u64(steps(s, 1))[1] % 2  # then one draw for 2 (never redrawn)
    assert items == ([1, 0, 2] if second == 0 else [0, 1, 2]) and r.state == steps(s, 2)
    s = state_before(MASK64)
    r = Rng(s)
    r.shuffle(items := [0, 1, 2])
    j = next_u64(steps(s, 1))[1] % 3
    reference = [0, 1, 2]
    reference[2], reference[j] = reference[j], reference[2]
    j2 = next_u64(steps(s, 2))[1] % 2
    reference[1], reference[j2] = reference[j2], reference[1]
    assert items == reference and r.state == steps(s, 3)


def test_redo_with_nothing_undone_is_refused_saying_so():
    # The command stack: redo with nothing undone is refused with the reason, word for word.
    stack = CommandStack(TIWANAKU, TIWANAKU.new_state({"players": 2}, 1), STRICT)
    with pytest.raises(IllegalMoveError) as caught:
        stack.redo()
    assert str(caught.value) == "cannot redo: nothing was undone"
