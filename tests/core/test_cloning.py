"""core.cloning.fast_clone: the compiled copy method copies the declared lists, clones the
declared lists of objects element by element, and shares every other slot."""

import pytest

from lewisclark_desktop.core.cloning import fast_clone


@fast_clone(lists=("pile",), clones=("parts",))
class Box:
    __slots__ = ("label", "pile", "parts")


@fast_clone(name="copy")
class Part:
    __slots__ = ("size",)

    def clone(self):
        c = Part()
        c.size = self.size + 100  # marks that the box called the part's own clone()
        return c


def box():
    b = Box()
    b.label = ("a", "b")
    b.pile = [1, 2]
    p = Part()
    p.size = 3
    b.parts = [p]
    return b


def test_lists_are_copied_others_shared_and_clones_cloned():
    b = box()
    c = b.clone()
    assert type(c) is Box
    assert c.label is b.label
    assert c.pile == [1, 2] and c.pile is not b.pile
    c.pile.append(9)
    assert b.pile == [1, 2]
    assert [p.size for p in c.parts] == [103]
    assert c.parts is not b.parts and [p.size for p in b.parts] == [3]


def test_the_method_takes_the_given_name():
    p = Part()
    p.size = 4
    q = p.copy()
    assert q is not p and q.size == 4
    assert Part.copy.__qualname__ == "Part.copy"


def test_a_field_that_is_no_slot_is_refused():
    with pytest.raises(TypeError, match="no slot pille"):
        @fast_clone(lists=("pille",))
        class Typo:
            __slots__ = ("pile",)


def test_the_game_states_clone_every_slot():
    from lewisclark_desktop.elfenland.game import RULES as ELF
    from lewisclark_desktop.lewisclark.setup import new_game

    for s in (new_game(3, 5), ELF.new_state({"players": 3}, 5)):
        c = s.clone()
        for name in type(s).__slots__:
            assert getattr(c, name) == getattr(s, name) or name == "players", name
        assert c.players is not s.players
        assert all(q is not p for p, q in zip(s.players, c.players))
