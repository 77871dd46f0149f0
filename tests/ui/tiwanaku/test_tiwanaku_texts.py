"""Tiwanaku in words: the log for every move kind in both languages, never naming a terrain or a
crop before the move reveals it; the new-game options; the end summary and the statistics row."""

import re

from lewisclark_desktop.bots.tiwanaku import make_bot
from lewisclark_desktop.core.seats import Seat
from lewisclark_desktop.tiwanaku.game import RULES
from lewisclark_desktop.tiwanaku.moves import Divine, Explore, Offer
from lewisclark_desktop.ui.tiwanaku import texts

KINDS = {"Explore", "ReturnToStack", "Divine", "StopDivining", "Offer", "Pass", "PlayTile",
         "Supplier", "AutomaFirst"}


def examples():
    """(move, state before) for every move kind, from bot games (legal alternatives included)."""
    found = {}
    for options, seed in (({"mode": "competitive", "players": 2}, 4),
                          ({"mode": "coop", "players": 2, "level": "normal"}, 14),
                          ({"mode": "competitive", "players": 3}, 9)):
        s = RULES.new_state(options, seed)
        bots = [make_bot("normal", 11 + k) for k in range(s.players)]
        while not RULES.is_over(s):
            for m in RULES.legal_moves(s):
                key = type(m).__name__
                if isinstance(m, Divine):
                    right = s.scenario.crop[s.grid.parse(m.cell)] == m.level
                    key += " right" if right else " wrong"
                if isinstance(m, Offer):
                    key += " some" if m.levels else " none"
                if isinstance(m, Explore):
                    key += " discovers" if s.terrain[s.grid.parse(m.dest)] is None else " known"
                found.setdefault(key, (m, s.clone()))
            RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    return found


EXAMPLES = examples()


def all_names(kind):
    return [texts.terrain_name(t) for t in range(4)] if kind == "terrain" else \
        [texts.translate("Tiwanaku", n) for n in texts.CROP_NAMES]


def test_every_move_kind_is_found():
    assert {k.split()[0] for k in EXAMPLES} == KINDS


def test_log_text_reads_every_move_kind_in_the_language(lang):
    for key, (move, before) in EXAMPLES.items():
        text = texts.log_text(move, before)
        assert text and not re.search(r"%\d", text), key
        if lang == "ja":
            assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), (key, text)
            assert not re.search(r"\b(moves|divines|plays|offers|passes|gives|stack)\b", text), text
        else:
            assert re.search(r"[a-z]", text), (key, text)


# seat tokens such as "P1" (ASCII word boundaries: "P1が" counts too)
SEAT_TOKEN = re.compile(r"\bP\d\b", re.ASCII)


def test_no_log_line_names_a_seat_token_over_a_whole_game(lang):
    """The window puts the seat's name before each line: the sentences never say "P1"."""
    for options, seed in (({"mode": "competitive", "players": 3}, 9),
                          ({"mode": "coop", "players": 2, "level": "normal"}, 6)):
        s = RULES.new_state(options, seed)
        bots = [make_bot("normal", 11 + k) for k in range(s.players)]
        lines = 0
        while not RULES.is_over(s):
            move = bots[s.current].choose(RULES, RULES.observation(s, s.current))
            for line in texts.log_text(move, s).splitlines():
                assert not SEAT_TOKEN.search(line), (options["mode"], line)
                lines += 1
            RULES.apply(s, move)
        assert lines > 20


def test_the_actors_own_discovery_is_not_told_as_another_players(lang):
    move, before = EXAMPLES["Explore discovers"]
    line = texts.log_text(move, before).splitlines()[1]
    other = texts.translate("TiwanakuMoves", "another player discovers %1 on %2: diversity %3")
    assert move.dest in line and not line.startswith(other.split("%")[0])


def test_a_discovery_names_the_terrain_it_reveals_and_no_crop(lang):
    move, before = EXAMPLES["Explore discovers"]
    cell = before.grid.parse(move.dest)
    text = texts.log_text(move, before)
    assert texts.terrain_name(before.scenario.terrain[cell]) in text.splitlines()[1]
    if not before.coop:
        assert not any(name in text for name in all_names("crop"))


def test_a_move_onto_a_known_cell_names_no_terrain(lang):
    move, before = EXAMPLES["Explore known"]
    text = texts.log_text(move, before)
    if not before.coop:  # (in co-op the automa's reaction may discover cells)
        assert not any(name in text for name in all_names("terrain"))


def test_from_an_observation_the_log_tells_the_move_alone(lang):
    move, before = EXAMPLES["Explore discovers"]
    text = texts.log_text(move, RULES.observation(before, None))
    assert not any(name in text for name in all_names("terrain"))
    assert move.dest in text


def test_an_offering_names_its_crops_and_points(lang):
    move, before = EXAMPLES["Offer some"]
    text = texts.log_text(move, before)
    assert all(texts.crop_name(v) in text for v in move.levels)
    assert texts.points_text(len(move.levels) * (len(move.levels) - 1) // 2) in text


def test_divination_says_right_or_wrong_with_the_points(lang):
    move, before = EXAMPLES["Divine right"]
    assert texts.points_text(move.level) in texts.log_text(move, before)
    move, before = EXAMPLES["Divine wrong"]
    true = before.scenario.crop[before.grid.parse(move.cell)]
    text = texts.log_text(move, before)
    assert texts.crop_name(true) in text and texts.points_text(-true) in text


def test_options_widget_gives_rules_options(qapp):
    w = texts.options_widget()
    assert w.options() == {"mode": "competitive", "board": "short", "difficulty": "normal"}
    assert w.seat_count() == 2
    w.mode.setCurrentIndex(1)  # co-op
    opts = w.options()
    assert opts["board"] == "long" and opts["level"] == "normal" and opts["open_screens"] is False
    assert not w.board.isEnabled()
    w.open_screens.setChecked(True)
    s = RULES.new_state(dict(w.options(), players=w.seat_count()), 2)
    assert s.open_screens and s.mode == "coop"
    w.mode.setCurrentIndex(2)
    assert w.seat_count() == 1 and "open_screens" not in w.options()
    w.scenario.setText("nonsense")
    assert w.problem() and not w.scenario_error.isHidden()
    w.scenario.setText("S-N-C-12")
    assert "another mode" in w.problem()
    w.mode.setCurrentIndex(0)
    assert w.problem() is None and w.options()["scenario"] == "S-N-C-12"


def finished(options, seed):
    s = RULES.new_state(options, seed)
    bots = [make_bot("normal", 11 + k) for k in range(s.players)]
    while not RULES.is_over(s):
        RULES.apply(s, bots[s.current].choose(RULES, RULES.observation(s, s.current)))
    return s


def test_end_summary_ranks_by_score_and_shows_ties(qapp):
    s = finished({"mode": "competitive", "players": 3}, 9)
    seats = [Seat(n, c) for n, c in zip(("Ann", "Bob", "Chie"), ("blue", "orange", "green"))]
    rows = dict(texts.end_summary(s, seats))
    assert rows["Score"] == [str(v) for v in s.score]
    best = max(s.score)
    assert [p.startswith("1.") for p in rows["Place"]] == [v == best for v in s.score]
    s.score = [30, 30, 12]
    rows = dict(texts.end_summary(s, seats))
    assert rows["Place"] == ["1. (tie)", "1. (tie)", "3."]
    row = texts.result_row(s, seats)
    assert [x["place"] for x in row["seats"]] == [1, 1, 3] and row["game"] == "tiwanaku"
    # what the statistics keep (games.py): a shared win counts for both, the turns are played
    s.winners = (0, 1)
    row = texts.result_row(s, seats)
    assert row["winner"] is None and row["won"] == [True, True, False]
    assert row["scores"] == [30, 30, 12] and row["turns"] == s.turn > 0
    s.winners = (2,)
    assert texts.result_row(s, seats)["winner"] == 2


def test_coop_end_summary_and_result_row(qapp):
    s = finished({"mode": "coop", "players": 2, "level": "normal"}, 6)
    seats = [Seat("Ann", "blue"), Seat("Bob", "orange")]
    rows = dict(texts.end_summary(s, seats))
    team_won = s.score[0] > s.score[1]
    assert rows["Result"] == [("The team wins" if team_won else "The automa wins")] * 2
    assert rows["Team score"] == [str(s.score[0])] * 2
    row = texts.result_row(s, seats)
    assert row["automa_score"] == s.score[1]
    assert [x["won"] for x in row["seats"]] == [team_won] * 2
    assert row["won"] == [team_won] * 2 and row["winner"] is None  # a team result
    assert row["solo_level"] is None  # a co-op game is not a solo game


def test_a_solo_result_row_names_the_automa_level(qapp):
    s = finished({"mode": "solo", "players": 1, "level": "expert"}, 3)
    row = texts.result_row(s, [Seat("Ann", "blue")])
    assert row["solo_level"] == "expert"
    assert row["winner"] == (0 if s.score[0] > s.score[1] else None)


def test_the_last_move_tells_the_final_offerings(lang):
    """The tokens still held at the end are offered by the rules (§11.3): the log of the move
    that ends the game says who offered how many for how much, so the final scores add up."""
    s = RULES.new_state({"mode": "competitive", "players": 2}, 9)
    bots = [make_bot("normal", 11 + k) for k in range(s.players)]
    while True:
        move = bots[s.current].choose(RULES, RULES.observation(s, s.current))
        after = RULES.apply(s.clone(), move)
        if RULES.is_over(after):
            break
        s = after
    held = [bin(t).count("1") for t in s.tokens]
    assert any(held)  # this game ends with tokens in hand
    words = texts.log_text(move, s)
    final = texts._event_text(next(h for h in after.history if h.startswith("final offerings")))
    assert final and final in words
    for seat, k in enumerate(held):
        if k:
            assert str(k) in final and str(seat + 1) in final


def test_a_seat_that_cannot_divine_in_the_end_round_is_told_as_passing(lang):
    """The trial: in the end's round the seats whose pawns all stood on crops were skipped in
    silence. The tutorial's end: after the opponent's last divination (D4) neither seat has a
    pawn left to divine with; the log says so for each, and the state is as it was."""
    from lewisclark_desktop.tutorial import Walk, load

    walk = Walk(load("tiwanaku", "en"))
    walk.goto(walk.tutorial.chapter_index("end"), 4)  # the opponent divines D4
    before, move = walk.state, RULES.parse_move(walk.step.move)
    after = before.clone()
    RULES.apply(after, move)
    new = after.history[len(before.history):]
    assert "P1 cannot divine: passes" in new and "P2 cannot divine: passes" in new
    assert RULES.is_over(after)
    lines = texts.log_text(move, before).splitlines()
    said = texts.translate("TiwanakuMoves", "player %1 cannot divine: passes")
    assert [line for line in lines if line in (said.replace("%1", "1"), said.replace("%1", "2"))] \
        == [said.replace("%1", "1"), said.replace("%1", "2")]
