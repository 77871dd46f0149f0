"""Every Lewis & Clark card pinned whole, written out from the rules spec (§5, §12 and its
Appendix A, with the binding decisions of §19), not read back from the code: number, name,
strength, badge, permanence, the recruiting cost on every Journal page and what each effect
pays and gives."""

import pytest

from lewisclark_desktop.lewisclark import recruitment
from lewisclark_desktop.lewisclark.card_effects import EFFECTS
from lewisclark_desktop.lewisclark.cards import CARDS, card_index, slugify
from lewisclark_desktop.lewisclark.effect_kinds import Collect, Exchange, Movement
from lewisclark_desktop.lewisclark.resources import INDIAN, RESOURCE_NAMES
from lewisclark_desktop.lewisclark.route import MOUNTAIN, RIVER

from lc import table
from test_setup import STARTING  # the spec's starting names per colour, in role order

# spec Appendix A: num, name, strength, badge, permanent (D1: Régis Loisel at 3)
ENCOUNTERED = """
1,Hay,1,Wood,no
2,Little Raven,1,Wood,no
3,Buffalo Medicine,1,Equipment,no
4,Ebenezer Tuttle,1,Fur,no
5,René Jessaume,1,Fur,no
6,Big Horse,1,Fur,no
7,Moses B. Reed,1,Fur,no
8,John Robertson,1,Wood,no
9,Joseph Barter,1,Fur,no
10,J. Baptiste Deschamps,1,Food,no
11,John Newman,1,Wood,no
12,Charles Mackenzie,1,Equipment,no
13,John Dame,1,Equipment,no
14,Cuscalar,1,Fur,no
15,Toussaint Charbonneau,1,Wood,no
16,F. Antoine Larocque,1,Food,yes
17,Joseph Gravelines,1,Wood,yes
18,John Boley,1,Food,yes
19,John Hay,2,Fur,no
20,Big White,2,Equipment,no
21,Dickson & Hancock,2,Food,no
22,Black Moccasin,2,Fur,no
23,Yellept,2,Wood,no
24,P. Antoine Tabeau,2,Fur,no
25,Three Eagles,2,Wood,no
26,Hawk's Feather,2,Fur,no
27,Man Crow,2,Wood,no
28,Cutssahnem,2,Wood,no
29,Black Buffalo,2,Wood,no
30,Half Man,2,Equipment,no
31,Richard Warfington,2,Fur,no
32,James Mackay,2,Food,no
33,Weuche,2,Fur,no
34,Pierre Dorion,2,Equipment,no
35,The Partisan,2,Food,no
36,Nicholas Jarrot,2,Food,yes
37,Régis Loisel,3,Equipment,no
38,Hugh Heney,3,Food,no
39,Black Cat,3,Wood,no
40,Twisted Hair,3,Wood,no
41,Cameahwait,3,Fur,no
42,Broken Arm,3,Food,no
43,Comcomly,3,Equipment,no
44,Little Thief,3,Equipment,no
45,Watkuweis,3,Fur,no
46,Daniel Boone,3,Wood,no
47,Old Toby,3,Fur,no
48,Coboway,3,Fur,no
49,Crow at Rest,3,Equipment,no
50,George Drouillard,3,Wood,no
51,Tetoharsky,3,Wood,no
52,One Eye,3,Food,no
53,Sacagawea,3,Wood,no
54,Cut Nose,3,Fur,yes
"""
ROLES = {  # spec §5: role -> (strength, badge)
    "commander": (1, "Fur"), "interpreter": (2, "Wood"), "lumberjack": (1, "Wood"),
    "hunter": (1, "Food"), "blacksmith": (1, "Equipment"), "fur_trader": (1, "Fur"),
}
# spec §5, §6, §12 and D24: what one activation pays and gives. "any" = resources of the
# player's choice, "any-distinct" = of different kinds; "xN" = an X count taken at resolution.
EFFECTS_BY_NAME = dict(line.split(": ", 1) for line in """
commander: food -> river 2 | canoe -> river 4 | horse -> mountain 2
interpreter: interpreter
lumberjack: collect wood
hunter: collect food
blacksmith: collect equipment
fur_trader: collect fur
Hay: hay
Little Raven: little raven
Buffalo Medicine: food => canoe
Ebenezer Tuttle: wood => canoe
René Jessaume: fur+fur+fur => horse
Big Horse: indian+indian => horse
Moses B. Reed: wood+wood -> river 2
John Robertson: equipment+equipment -> river 3
Joseph Barter: canoe -> river 5
J. Baptiste Deschamps: canoe+food -> river 6
John Newman: food -> river 1 | food -> mountain 1
Charles Mackenzie: fur+horse -> mountain 3
John Dame: wood+wood -> mountain 1
Cuscalar: cuscalar
Toussaint Charbonneau: visit village
F. Antoine Larocque: permanent
Joseph Gravelines: permanent
John Boley: permanent
John Hay: collect fur or wood
Big White: collect equipment or wood
Dickson & Hancock: collect food or fur
Black Moccasin: collect equipment or food
Yellept: 1 any => 2 any
P. Antoine Tabeau: food+wood => canoe+canoe
Three Eagles: equipment+equipment => horse
Hawk's Feather: food -> river 3
Man Crow: wood+wood+wood -> river 4
Cutssahnem: 3 any-distinct -> river 5
Black Buffalo: food -> river x
Half Man: 1 any -> river x
Richard Warfington: 2 any -> river x
James Mackay: horse -> river 3 | horse -> mountain 3
Weuche: equipment+equipment -> mountain x
Pierre Dorion: fur+fur+fur -> mountain 2
The Partisan: copy
Nicholas Jarrot: permanent
Régis Loisel: collect equipment or food or wood
Hugh Heney: collect food or fur or wood
Black Cat: => 1 any | => 2 any
Twisted Hair: canoe => canoe+canoe
Cameahwait: canoe => horse | horse => canoe
Broken Arm: equipment => horse
Comcomly: equipment+food+fur+wood -> river 7
Little Thief: indian -> river x
Watkuweis: 1 any -> river x
Daniel Boone: 2 any -> river x
Old Toby: canoe+horse -> river 6 | canoe+horse -> mountain 6
Coboway: equipment+food+fur+wood -> mountain 4
Crow at Rest: equipment+equipment+fur+fur -> mountain 3
George Drouillard: indian+1 any -> mountain 2
Tetoharsky: indian -> mountain x
One Eye: 2 any -> mountain x
Sacagawea: visit village
Cut Nose: permanent
""".strip().splitlines())


def _rows():
    return [line.split(",") for line in ENCOUNTERED.strip().splitlines()]


def test_the_table_lists_54_encountered_and_30_starting_cards():
    assert len(_rows()) == 54 and sum(map(len, STARTING.values())) == 30
    assert len(CARDS) == 84
    assert len(EFFECTS_BY_NAME) == 6 + 54


@pytest.mark.parametrize("number,name,strength,badge,permanent", _rows())
def test_every_encountered_card_has_its_number_strength_badge_and_permanence(number, name, strength,
                                                                            badge, permanent):
    card = CARDS[card_index(slugify(name))]
    assert (card.kind, card.number, card.name) == ("encountered", int(number), name)
    assert card.strength == int(strength)
    assert RESOURCE_NAMES[card.badge] == badge.lower()
    assert card.permanent == (permanent == "yes")


@pytest.mark.parametrize("colour", STARTING)
def test_every_starting_card_has_its_role_strength_and_badge(colour):
    for role, name in zip(ROLES, STARTING[colour]):
        card = CARDS[card_index(slugify(name))]
        assert (card.kind, card.colour, card.role, card.name) == ("starting", colour, role, name)
        assert (card.strength, RESOURCE_NAMES[card.badge]) == (ROLES[role][0], ROLES[role][1].lower())
        assert not card.permanent


def test_badge_totals_of_the_encountered_cards():
    totals = {}
    for _, _, _, badge, _ in _rows():
        totals[badge] = totals.get(badge, 0) + 1
    assert totals == {"Wood": 17, "Fur": 17, "Food": 10, "Equipment": 10}  # spec §12
    engine_totals = {}
    for c in CARDS:
        if c.kind == "encountered":
            engine_totals[RESOURCE_NAMES[c.badge]] = engine_totals.get(RESOURCE_NAMES[c.badge], 0) + 1
    assert engine_totals == {k.lower(): v for k, v in totals.items()}


@pytest.mark.parametrize("page", [1, 2, 3, 4, 5])
def test_recruiting_costs_the_cards_strength_in_equipment_and_the_pages_furs(page):
    s = table().s
    for number, name, strength, _, _ in _rows():
        s.journal[page - 1] = card_index(slugify(name))
        assert recruitment.cost(s, page - 1) == (int(strength), page), name


def _word(kind):
    return "indian" if kind == INDIAN else RESOURCE_NAMES[kind]


def _tokens(fixed, n_any, distinct):
    words = "+".join(sorted(_word(t) for t in fixed))
    if n_any:
        extra = f"{n_any} any{'-distinct' if distinct else ''}"
        words = f"{words}+{extra}" if words else extra
    return words


def summary(effect):
    """An effect object in the spec's shorthand (EFFECTS_BY_NAME)."""
    if isinstance(effect, Movement):
        parts = []
        for fixed, n_any, distinct, terrain, spaces in effect.opts:
            where = {RIVER: "river", MOUNTAIN: "mountain"}[terrain]
            n = spaces if isinstance(spaces, int) else "x"
            parts.append(f"{_tokens(fixed, n_any, distinct)} -> {where} {n}")
        return " | ".join(parts)
    if isinstance(effect, Exchange):
        parts = []
        for fixed, n_any, distinct, gain, gain_any in effect.opts:
            pay = _tokens(fixed, n_any, distinct)
            get = _tokens(gain, gain_any, False)
            parts.append(f"{pay} => {get}" if pay else f"=> {get}")
        return " | ".join(parts)
    if isinstance(effect, Collect):
        return "collect " + " or ".join(sorted(_word(k) for k in effect.kinds))
    name = type(effect).__name__
    return {"VisitVillage": "visit village", "LittleRaven": "little raven"}.get(name, name.lower())


@pytest.mark.parametrize("name", list(EFFECTS_BY_NAME))
def test_every_character_pays_and_gives_what_the_spec_says(name):
    key = name if name in ROLES else slugify(name)
    assert summary(EFFECTS[key]) == EFFECTS_BY_NAME[name]
