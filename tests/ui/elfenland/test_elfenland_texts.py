"""Elfenland in words: the log in both languages never names what is private, the new-game
options, the end-of-game ranking rows and the statistics row."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.elfenland.board import EDGES
from lewisclark_desktop.elfenland.components import TRANSPORTS
from lewisclark_desktop.elfenland.game import RULES
from lewisclark_desktop.elfenland.moves import KINDS, PRIVATE_KINDS, parse_move
from lewisclark_desktop.ui.elfenland import texts
from elf import Table as Position


def all_card_names():
    return [texts.card_name(k) for k in range(7)]


def one_of_each_kind():
    """(move text, state before) for every move kind."""
    rivinia = (Position(players=3).boot(0, "rivinia").hand(0, "elfcycle pig pig raft cloud troll")
               .road("r12", "elfcycle").road("r21", "troll").phase("travel", current=0).start().s)
    placing = (Position(players=3).counters(0, secret="pig", open="troll")
               .road("r21", "troll").phase("place", current=0).start().s)
    keeping = (Position(players=3).hand(0, "dragon dragon raft raft unicorn pig")
               .counters(0, secret="troll", open="elfcycle").phase("keep-cards", current=0).start().s)
    drawing = RULES.new_state({"players": 3}, 4)
    keep_counter = keeping.clone()
    RULES.apply(keep_counter, parse_move("keep dragon+dragon+unicorn+raft"))
    return [(f"take {TRANSPORTS[drawing.display[0]]}", drawing), ("draw", drawing),
            ("place troll r01", placing), ("place secret:pig r02", placing),
            ("obstacle r21", placing), ("pass", placing), ("move r12", rivinia),
            ("move r12 caravan:pig+pig+raft", rivinia), ("end", rivinia),
            ("keep dragon+dragon+unicorn+raft", keeping), ("keep-counter elfcycle", keep_counter)]


def test_every_move_kind_is_told_in_words(lang):
    cases = one_of_each_kind()
    assert {parse_move(text).kind for text, _ in cases} == set(KINDS)
    for text, before in cases:
        move = parse_move(text)
        assert RULES.explain_illegal(before, move) is None, text
        words = texts.log_text(move, before)
        assert words and text not in words
        if lang == "ja":
            assert not words.isascii(), words  # translated, not left in English


def test_the_log_names_the_step_and_its_price(lang):
    cases = dict(one_of_each_kind())
    before = cases["move r12"]
    words = texts.log_text(parse_move("move r12"), before)
    assert "Rivinia" in words and "Feodor" in words and texts.card_name(3) in words
    caravan = texts.log_text(parse_move("move r12 caravan:pig+pig+raft"), before)
    assert texts.card_name(5) in caravan and texts.card_name(6) in caravan


def test_round_end_choices_never_name_cards_or_counters(lang):
    cases = one_of_each_kind()
    names = all_card_names()
    for text, before in cases:
        move = parse_move(text)
        if move.kind in PRIVATE_KINDS:
            words = texts.log_text(move, before)
            assert not any(name in words for name in names), words
    assert "4" in texts.log_text(parse_move("keep dragon+dragon+unicorn+raft"), cases[-2][1])


def test_round_end_choices_offered_to_their_seat_name_its_own_cards_and_counter(lang):
    """Before the choice, its seat reads which cards and which counter each offer keeps: the
    offers differ in words (the log afterwards gives only counts)."""
    keeping = dict(one_of_each_kind())["keep dragon+dragon+unicorn+raft"]
    seat = RULES.current_player(keeping)
    offers = [m for m in RULES.legal_moves(keeping) if m.kind == "keep"]
    words = [texts.move_preview(m, RULES.observation(keeping, seat)) for m in offers]
    assert len(offers) > 1 and len(set(words)) == len(offers), words
    chosen = texts.move_preview(parse_move("keep dragon+dragon+unicorn+raft"),
                                RULES.observation(keeping, seat))
    assert texts.card_name(0) in chosen and texts.card_name(6) in chosen  # dragon, raft
    after = keeping.clone()
    RULES.apply(after, parse_move("keep dragon+dragon+unicorn+raft"))
    counters = [m for m in RULES.legal_moves(after) if m.kind == "keep-counter"]
    observation = RULES.observation(after, RULES.current_player(after))
    names = {texts.move_preview(m, observation) for m in counters}
    assert len(counters) > 1 and len(names) == len(counters), names


def test_a_blind_draw_seen_through_an_observation_names_no_counter(lang):
    s = RULES.new_state({"players": 3}, 4)
    public = RULES.observation(s, None)
    words = texts.log_text(parse_move("draw"), public)
    assert not any(name in words for name in all_card_names())


def test_options_widget_gives_the_variant_option(qapp):
    w = texts.options_widget(None)
    assert w.options() == {"variant": False}
    w.variant.setChecked(True)
    assert w.options() == {"variant": True}
    RULES.new_state(dict(w.options(), players=4), 1)  # the rules accept what it gives
    assert 2 <= w.seat_count() <= 6


def finished_game(variant=False):
    pos = Position(players=3, variant=variant).visited(0, "beata", "virst").visited(
        1, "beata", "virst").visited(2, "beata").hand(0, "pig pig").hand(1, "raft raft raft")
    pos.hand(2, "dragon")
    if variant:
        pos.destination(0, "tichih").destination(1, "strykhaven").destination(2, "usselen")
    return pos.phase("over").start().s


def test_end_summary_ranks_by_towns_then_cards(qapp):
    s = finished_game()
    seats = [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Chie", "green")]
    rows = dict(texts.end_summary(s, seats))
    assert rows["Place"] == ["2.", "1.", "3."]  # Bob and Ann tie on towns; Bob holds more cards
    assert rows["Towns collected"] == ["2 / 20", "2 / 20", "1 / 20"]
    assert rows["Cards in hand (tie-break)"] == ["2", "3", "1"]
    row = texts.result_row(s, seats)
    assert row["winner"] == 1 and row["players"] == 3  # a seat, as the statistics count wins
    assert row["scores"] == [2, 2, 1]
    assert [x["place"] for x in row["seats"]] == [2, 1, 3]
    assert [x["won"] for x in row["seats"]] == [False, True, False]


def test_end_summary_of_the_variant_shows_town_cards_and_distances(qapp):
    s = finished_game(variant=True)
    seats = [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Chie", "green")]
    rows = dict(texts.end_summary(s, seats))
    assert rows["Town card"] == ["Tichih", "Strykhaven", "Usselen"]
    assert rows["Distance to the town card"] == ["2", "1", "5"]  # all boots in Elvenhold
    assert rows["Score"] == ["0", "1", "-4"]


def test_the_table_speaks_the_chosen_language(qtbot, lang):
    from lewisclark_desktop.ui.elfenland.table import Table

    s = RULES.new_state({"players": 3}, 4)
    table = Table()
    qtbot.addWidget(table)
    table.set_game(s, [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Chie", "green")])
    table.set_state(s, s.current, True)
    prompt = table.bar.prompt.text()
    draw = next(b for b in table.bar.buttons if b.objectName() == "elfenlandDraw").text()
    if lang == "ja":
        assert "移動タイル" in prompt and draw == "山札から引く"
    else:
        assert "counter" in prompt and draw == "Draw from the stack"


def test_the_log_tells_who_passed_because_nothing_was_left_to_place(lang):
    from lewisclark_desktop.ui.game_log import line_text, log_lines

    pos = (Position(players=3).counters(0, open="troll").counters(1).counters(2, open="pig")
           .road("r21", "troll").obstacle("r21", 1).road("r02", "dragon").obstacle("r02", 0)
           .phase("place", current=0).start())
    pos.play("place troll r01")  # Bob holds no counter and his obstacle is used: he passes
    assert pos.s.current == 2
    seats = [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Chie", "green")]
    lines = [line_text(line, seats) for line in log_lines(pos.stack) if not line.heading]
    assert len(lines) == 2 and lines[0].startswith("Ann")
    assert lines[1].startswith("Bob") and texts.automatic_pass_text() in lines[1]
    pos.play("pass")  # Chie passes, Ann has nothing left: three passes in a row (Bob's counts)
    assert pos.s.phase == "travel"
    lines = [line_text(line, seats) for line in log_lines(pos.stack) if not line.heading]
    assert len(lines) == 4 and lines[2].startswith("Chie")
    assert lines[3].startswith("Ann") and texts.automatic_pass_text() in lines[3]


def test_a_roads_tooltip_tells_what_a_step_along_it_costs(lang):
    """The cost chart where a newcomer looks: a road's counter and its price (with the obstacle,
    and the caravan), a river's price each way, a lake's, and an empty road's price per counter."""
    s = (Position(players=3).road("r12", "elfcycle").road("r21", "troll").obstacle("r21", 1)
         .phase("travel", current=0).start().s)
    kinds = {e.kind: i for i, e in reversed(list(enumerate(EDGES)))}
    index = {e.id: i for i, e in enumerate(EDGES)}
    cycle = texts.road_tip(s, index["r12"])  # forest
    assert texts.card_name(3) in cycle and "1" in cycle.splitlines()[1]  # elf-cycle: 1 card
    troll = texts.road_tip(s, index["r21"])  # desert: 2 troll cards, 3 in a caravan
    assert "3" in troll.splitlines()[1] and "4" in troll.splitlines()[2]  # obstacle: one more
    river = texts.road_tip(s, kinds["river"]).splitlines()
    assert len(river) == 3 and "1" in river[1] + river[2] and "2" in river[1] + river[2]
    assert "2" in texts.road_tip(s, kinds["lake"]).splitlines()[1]
    empty = next(i for i, e in enumerate(EDGES) if e.kind == "desert" and s.roads[i] < 0)
    desert = texts.road_tip(s, empty)
    assert texts.card_name(0) in desert and texts.card_name(5) not in desert  # no pig on desert
