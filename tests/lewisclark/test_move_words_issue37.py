"""Issue 37 (third Lewis & Clark trial): moves worded from the deciding seat's observation say
what the learner needs: a recruitment names its character and price, a movement where the
Scout would end."""

from lewisclark_desktop.lewisclark import engine
from lewisclark_desktop.lewisclark.cards import CARDS, STRENGTH, card_index
from lewisclark_desktop.lewisclark.game import RULES
from lewisclark_desktop.lewisclark.moves import Move
from lewisclark_desktop.ui.lewisclark.move_text import describe, move_preview
from lc import table

NEWMAN = card_index("john-newman")


def recruit_table():
    t = table(players=2)
    t.journal("hay", "john-newman", "little-raven")
    t.res(0, equipment=3, fur=3)
    return t


def test_a_recruitment_names_the_character_and_its_price():
    t = recruit_table()
    s = t.stack.state
    move = Move("recruit", n=2)
    assert move in engine.legal_moves(s)
    words = move_preview(move, RULES.observation(s, 0))
    equipment = STRENGTH[NEWMAN]
    assert words == f"Recruit John Newman (Journal page 2: {equipment} Equipment + 2 Fur)"


def test_a_recruitment_with_a_discount_names_the_price_after_it():
    t = recruit_table()
    s = t.stack.state
    seaman = next(c for c in s.players[0].hand if CARDS[c].name == "Seaman")
    move = Move("recruit", n=2, card=seaman)
    assert move in engine.legal_moves(s)
    words = move_preview(move, RULES.observation(s, 0))
    equipment = max(0, STRENGTH[NEWMAN] - STRENGTH[seaman])
    price = f"{equipment} Equipment + 2 Fur" if equipment else "2 Fur"
    assert words == (f"Recruit John Newman (Journal page 2: {price}), "
                     "discarding Seaman for a discount")


def test_without_an_observation_the_page_is_all_a_recruitment_names():
    assert describe(Move("recruit", n=2)) == "Recruit from Journal page 2"


def test_taking_a_journal_card_names_it():
    t = recruit_table()
    words = move_preview(Move("take", n=2, pay=(5,)), RULES.observation(t.stack.state, 0))
    assert words == "Pay 1 Horse, take John Newman from Journal page 2"


def test_a_movement_choice_says_where_the_scout_ends_or_that_it_stays():
    t = table(players=2)
    t.hand(0, "john-newman", "hay")
    t.res(0, food=2)
    t.scout(0, 23, camp=20)  # a mixed space; the next one is Mountain
    t.play("play john-newman support:hay")
    s = t.stack.state
    view = RULES.observation(s, 0)
    words = {move_preview(m, view) for m in engine.legal_moves(s) if m.kind == "move"}
    assert words == {"Pay 1 Food, move on the River: the Scout does not move (next space: Mountain)",
                     "Pay 1 Food, move on the Mountain: Scout to space 24"}
